"""The speaker's reaction to the person spoken to: a tie to the listener in a conversation between
two people, nothing when the turn is said to the assistant."""

from __future__ import annotations

from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY, named_listener
from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor
from hippograph.ingestion.subjects import resolve_turn
from hippograph.ingestion.turn import Turn

BETWEEN = Turn("u", "...", session_id="s", speaker="Noor", addressee="Tomas")
TO_ASSISTANT = Turn("u", "...", session_id="s")


def _reactions(extractor: SpacyExtractor, text: str) -> set[tuple[str, str]]:
    return {(f.field, f.value) for f in extractor.extract(text).facts if f.metadata.get(LISTENER_KEY)}


def _resolved(extractor: SpacyExtractor, text: str, turn: Turn) -> Extraction:
    return resolve_turn(extractor.extract(text), [], turn)


def test_a_feeling_for_the_listener_is_the_speakers_tie_to_them(extractor: SpacyExtractor) -> None:
    assert ("is proud of", f"{AGENT} for winning the chess tournament") in _reactions(
        extractor, "I'm really proud of you for winning the chess tournament."
    )
    assert ("is happy for", AGENT) in _reactions(extractor, "Honestly, I'm so happy for you.")
    assert ("is worried about", f"{AGENT}'s knee") in _reactions(extractor, "I was worried about your knee.")
    # affection or a denial of the moment is no tie; the speaker's own feelings stay theirs
    for text in ("I miss you!", "I love you so much.", "I'm not mad at you."):
        assert not _reactions(extractor, text), text
    facts = extractor.extract("I'm proud of my niece for learning to swim.").facts
    assert facts and not [f for f in facts if f.metadata.get(LISTENER_KEY)]


def test_an_attitude_to_the_listeners_thing_names_it_as_theirs(extractor: SpacyExtractor) -> None:
    assert ("admire", f"{AGENT}'s patience") in _reactions(extractor, "I really admire your patience.")
    assert ("appreciate", f"{AGENT}'s advice about the garden") in _reactions(
        extractor, "I appreciate your advice about the garden."
    )


def test_between_two_people_the_listener_is_named(extractor: SpacyExtractor) -> None:
    resolved = _resolved(extractor, "I'm really proud of you for running the half marathon.", BETWEEN)
    said = {(f.entity_name, f.field, f.value) for f in resolved.facts}
    assert (SPEAKER, "is proud of", "Tomas for running the half marathon") in said
    resolved = _resolved(extractor, "I really admire your patience.", BETWEEN)
    assert ("admire", "Tomas's patience") in {(f.field, f.value) for f in resolved.facts}


def test_said_to_the_assistant_a_reaction_is_no_fact(extractor: SpacyExtractor) -> None:
    for text in ("I'm really proud of you for running the half marathon.", "I really admire your patience."):
        resolved = _resolved(extractor, text, TO_ASSISTANT)
        assert not resolved.facts, (text, resolved.facts)
        assert any("reaction" in s.reason for s in resolved.skipped)


def test_named_listener_replaces_only_the_reference() -> None:
    assert named_listener(f"{AGENT} for the help", "Ola") == "Ola for the help"
    assert named_listener(f"{AGENT}'s garden", "Ola") == "Ola's garden"
    assert named_listener("the garden", "Ola") == "the garden"


def test_a_reaction_to_the_listener_is_the_clauses_only_reading(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I really admire your loyalty to your teammates.").facts
    assert [f for f in facts if f.metadata.get(LISTENER_KEY) and "loyalty" in f.value], facts
    assert not [f for f in facts if not f.metadata.get(LISTENER_KEY)], facts
