"""A bare verb of feeling first in a sentence is the speaker's feeling, not an instruction."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_dropped_experiencer_is_the_speaker(extractor: SpacyExtractor) -> None:
    for text, field, value in (
        ("Really miss my old neighborhood.", "miss", "old neighborhood"),
        ("Appreciate our long walks!", "appreciate", "long walks"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == "@speaker" and f.field == field and f.value == value for f in facts), text
        assert not any(f.field == "instruction" for f in facts), text


def test_a_compliment_on_what_was_shown_is_not_a_taste(extractor: SpacyExtractor) -> None:
    for text in ("Love the colors in this one!", "Love that hat."):
        assert not any(f.entity_name == "@speaker" for f in extractor.extract(text).facts), text


def test_a_dropped_opinion_is_no_instruction(extractor: SpacyExtractor) -> None:
    """ "Hope your flight went smoothly": a hope of the speaker's with the "I" dropped, before a
    clause with a subject of its own, asks nothing of the assistant."""
    for text in ("Hope your flight went smoothly.", "Bet my sister forgot again."):
        facts = extractor.extract(text).facts
        assert not any(f.field == "instruction" for f in facts), (text, facts)


def test_a_bare_verb_of_thought_without_a_clause_is_still_a_request(extractor: SpacyExtractor) -> None:
    """Guard: "Think about my offer" has no clause of its own after the verb; the new rule leaves it."""
    facts = extractor.extract("Think about my offer.").facts
    assert any(f.field == "instruction" for f in facts), facts
