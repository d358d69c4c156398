"""A habit said with a bare verb and a recurring time: the time is when, never the value."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name or "", f.field, f.value) for f in extractor.extract(text).facts}


def test_a_bare_verb_with_a_recurring_time_is_a_routine(extractor: SpacyExtractor) -> None:
    for text, subject, value in (
        ("I crochet in the evenings.", "@speaker", "crochet in the evenings"),
        ("She sketches at night.", "@pronoun:she", "sketch at night"),
        ("My aunt gardens on Saturdays.", "my aunt", "garden on Saturdays"),
    ):
        facts = _facts(extractor, text)
        assert (subject, "routine", value) in facts, (text, facts)


def test_a_time_is_never_the_value_of_a_habit(extractor: SpacyExtractor) -> None:
    for text in ("I meditate in the mornings.", "He practises at night.", "We dance on Fridays."):
        values = {f.value.casefold() for f in extractor.extract(text).facts}
        assert values and not values & {"the mornings", "night", "fridays"}, (text, values)


def test_a_verb_with_one_form_for_both_tenses_reads_present_with_a_recurring_time(
    extractor: SpacyExtractor,
) -> None:
    assert ("@speaker", "routine", "knit every evening") in _facts(extractor, "I knit every evening.")
    # third person singular would say "knits": "knit" can only be the past, a habit no longer held
    assert not any(f.field == "routine" for f in extractor.extract("He knit every evening.").facts)


def test_the_adverb_of_habit_gives_one_routine_with_its_time(extractor: SpacyExtractor) -> None:
    routines = [f.value for f in extractor.extract("I usually cook at night.").facts if f.field == "routine"]
    assert routines == ["cook at night"]


def test_a_moment_is_not_a_habit(extractor: SpacyExtractor) -> None:
    for text in ("She sneezed at night.", "I cried in the morning.", "I love the evenings."):
        assert not any(f.field == "routine" for f in extractor.extract(text).facts), text


def test_a_habit_the_tagger_misread_as_a_noun_is_still_a_routine(extractor: SpacyExtractor) -> None:
    # "Ayo skates" parsed as a compound noun ("skates" as in "the skates"); the sentence has no verb
    facts = _facts(extractor, "Ayo skates on weekends.")
    assert ("Ayo", "routine", "skate on weekends") in facts, facts
    assert not any(value.casefold() == "weekends" for _, _, value in facts)


def test_a_recurring_time_after_a_place_is_cut_from_the_place(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "My cousin volunteers at the animal shelter on Thursdays.")
    values = {value for _, _, value in facts}
    assert "the animal shelter" in values or "animal shelter" in values, facts
    assert not any("thursdays" in value.casefold() and "shelter" in value.casefold() for value in values)
