"""Time spent on a deed: the deed is the statement; the time is neither money nor the value."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, FactCandidate
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> list[FactCandidate]:
    return list(extractor.extract(text).facts)


def _said(facts: list[FactCandidate], word: str) -> list[FactCandidate]:
    return [f for f in facts if word in f.value or word in f.field]


def test_the_deed_under_a_stretch_of_time_is_what_was_done(extractor: SpacyExtractor) -> None:
    for text, deed in (
        ("I spent the whole afternoon weeding the allotment.", "allotment"),
        ("We spent a fortnight cycling along the Danube.", "Danube"),
        ("I spend most of my weekends refereeing youth matches.", "matches"),
        ("I spent the morning baking.", "baking"),
    ):
        facts = _facts(extractor, text)
        assert _said(facts, deed), (text, facts)
        # the stretch of time is no expense and no part of the value
        assert not [f for f in facts if f.field == "expense"], (text, facts)
        assert not [
            f for f in facts if any(w in f.value for w in ("afternoon", "fortnight", "weekends", "morning"))
        ]


def test_a_habit_of_spending_time_is_current_not_a_condition(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "My uncle spends his evenings carving wooden birds.")
    assert any(f.value.endswith("wooden birds") and f.status == "current" for f in facts), facts


def test_a_counted_stretch_spent_in_the_past_is_over(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I spent four years working as a paralegal in Bristol.")
    said = _said(facts, "paralegal")
    assert said and all(f.status == "ended" for f in said), facts
    # one outing is not a state that ended
    outing = _facts(extractor, "I spent the weekend sailing off the coast.")
    assert any("coast" in f.value and f.status == "current" for f in outing), outing


def test_money_spent_stays_an_expense(extractor: SpacyExtractor) -> None:  # guard
    facts = _facts(extractor, "I spent 250 dollars on a new drill.")
    assert any(f.entity_name == SPEAKER and f.domain_id == 8 and "250" in f.value for f in facts), facts
