"""A bare infinitive after a verb or an adjective is the activity, named by its gerund."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name or "", f.field, f.value) for f in extractor.extract(text).facts}


def test_a_bare_infinitive_complement_is_the_activity(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "not learn", "skiing") in _facts(extractor, "I never learned to ski.")
    assert ("my brother", "learning", "driving") in _facts(extractor, "My brother finally learned to drive.")
    assert ("@speaker", "refuse", "flying") in _facts(extractor, "I refuse to fly.")


def test_an_adjective_with_a_bare_infinitive_is_the_activity(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "is ready", "adopting") in _facts(extractor, "I'm finally ready to adopt.")


def test_wishes_and_motions_are_not_activities(extractor: SpacyExtractor) -> None:
    for text in ("I don't want to go.", "I need to leave.", "It started to rain."):
        assert not any(f.value in {"going", "leaving", "raining"} for f in extractor.extract(text).facts), (
            text
        )
