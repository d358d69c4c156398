"""Standing instructions to the assistant: a format to keep, a thing never to do."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import AGENT, SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_measured_length_is_a_format_instruction(extractor: SpacyExtractor) -> None:
    for text, measure in (
        ("Limit your replies to two paragraphs.", "two paragraphs"),
        ("Please keep your answers under 100 words.", "under 100 words"),
        ("Could you keep the explanations under five sentences?", "under five sentences"),
    ):
        facts = extractor.extract(text).facts
        assert [f.field for f in facts] == ["instruction"], text
        assert facts[0].entity_name == AGENT and facts[0].value.endswith(measure), text
    assert [f.field for f in extractor.extract("keep your answers short").facts] == ["tone_preference"]


def test_a_forbidden_act_with_its_object_is_an_instruction(extractor: SpacyExtractor) -> None:
    for text in ("Don't recommend any recipes with pork.", "Do not schedule meetings on Fridays."):
        assert [f.field for f in extractor.extract(text).facts] == ["instruction"], text
    for text in ("Don't worry about it.", "Don't mention it.", "Don't forget the milk."):
        assert not extractor.extract(text).facts, text


def test_a_wish_of_the_assistant_is_an_instruction(extractor: SpacyExtractor) -> None:
    for text, value in (
        ("I'd like you to be more direct with me.", "be more direct with me"),
        ("I want you to always check the weather first.", "always check the weather first"),
    ):
        facts = extractor.extract(text).facts
        assert [(f.entity_name, f.field, f.value) for f in facts] == [(AGENT, "instruction", value)], text
    for text in (
        "I want you to know I'm grateful.",
        "I'd like you to meet my sister.",
        "I need you to send the report.",
    ):
        assert not [f for f in extractor.extract(text).facts if f.entity_name == AGENT], text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'd rather you didn't send me long lists.", "don't send me long lists"),
        ("I would prefer that you use British spelling.", "use British spelling"),
        ("It would help if you gave me the recipe in grams.", "give me the recipe in grams"),
        ("I'd appreciate it if you didn't bring up my old job.", "don't bring up my old job"),
        ("I'd rather you answered in bullet points.", "answer in bullet points"),
    ],
)
def test_a_preference_said_as_a_conditional_wish_is_an_instruction(
    extractor: SpacyExtractor, text: str, value: str
) -> None:
    result = extractor.extract(text)
    rules = [f for f in result.facts if f.target == "agent" and f.field == "instruction"]
    assert [f.value for f in rules] == [value]
    assert not [f for f in result.facts if f.target == "user"]


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather stay in tonight.",
        "It would be lovely if you came to the wedding.",
        "If I had more time, I would learn the harp.",
    ],
)
def test_a_wish_about_oneself_or_a_courtesy_is_no_instruction(extractor: SpacyExtractor, text: str) -> None:
    # a guard for the conditional wishes above
    result = extractor.extract(text)
    assert not [f for f in result.facts if f.field == "instruction"]


def instructions(extractor: SpacyExtractor, text: str) -> list[str]:
    return [
        f.value for f in extractor.extract(text).facts if f.entity_name == AGENT and f.field == "instruction"
    ]


def test_a_social_verb_of_asking_with_a_standing_sign_is_an_instruction(extractor: SpacyExtractor) -> None:
    for text in (
        "Always give me the short version first.",
        "Tell me the weather every morning.",
        "When I ask for a summary, just give me the key points.",
    ):
        assert instructions(extractor, text), text
    for text in ("Give me a break.", "Tell me about your weekend.", "When I was a kid, give me a break."):
        assert not extractor.extract(text).facts, text


def test_giving_up_an_act_named_with_its_object_is_an_instruction(extractor: SpacyExtractor) -> None:
    for text in (
        "Stop suggesting recipes with mushrooms.",
        "Avoid recommending anything with gluten.",
        "Quit recommending podcasts to me.",  # "Quit" first in the sentence, not a name
    ):
        assert instructions(extractor, text), text
    assert not any(e.name == "Quit" for e in extractor.extract("Quit recommending podcasts to me.").entities)
    for text in ("Stop worrying about it.", "Avoid doing anything."):
        assert not extractor.extract(text).facts, text


def test_a_polite_question_or_a_duty_with_a_standing_sign_is_an_instruction(
    extractor: SpacyExtractor,
) -> None:
    assert instructions(extractor, "Could you always cite your sources?") == ["always cite your sources"]
    assert instructions(extractor, "You must never share my home address.") == ["never share my home address"]
    assert instructions(extractor, "You need to remind me about taxes every April.") == [
        "remind me about taxes every April"
    ]
    for text in (
        "Could you send me the file?",
        "You should try the new sushi place.",
        "You should always be kind.",
    ):
        assert not extractor.extract(text).facts, text


def test_a_rule_for_the_occasions_to_come_is_an_instruction(extractor: SpacyExtractor) -> None:
    assert instructions(extractor, "From now on, reply in bullet points.") == ["reply in bullet points"]
    assert instructions(extractor, "Next time I ask about dinner, suggest something vegetarian.")
    assert instructions(extractor, "If I mention a deadline, put it in my calendar.")  # "put", not a past
    assert not instructions(extractor, "I put it in my calendar.")


def test_a_request_to_be_called_by_a_name_is_the_speakers_name(extractor: SpacyExtractor) -> None:
    for text, name in (
        ("I'd like you to call me Skipper.", "Skipper"),
        ("I want you to call me Nell.", "Nell"),
    ):
        facts = extractor.extract(text).facts
        assert [(f.entity_name, f.field, f.value) for f in facts] == [(SPEAKER, "name", name)], text


def test_a_present_preference_or_a_manner_to_keep_is_an_instruction(extractor: SpacyExtractor) -> None:
    for text in (
        "I prefer that you keep explanations simple.",
        "I'd like you to keep your replies friendly.",
        "Only recommend hotels with free parking.",
    ):
        facts = extractor.extract(text).facts
        assert [(f.entity_name, f.field) for f in facts] == [(AGENT, "instruction")], text
        assert not facts[0].value.startswith("that "), facts[0].value
    assert not [
        f for f in extractor.extract("I'd like you to meet my cousin.").facts if f.entity_name == AGENT
    ]
