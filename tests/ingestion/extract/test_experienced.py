"""A past verdict on an extraposed infinitive tells what the speaker did."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_past_verdict_on_an_infinitive_is_the_speakers_deed(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "visited", "grandmother") in _facts(
        extractor, "It was emotional to visit my grandmother."
    )
    facts = _facts(extractor, "It felt strange to sell my old piano.")
    assert any(f[0] == SPEAKER and f[1] == "sell" and "piano" in f[2] for f in facts), facts
    facts = _facts(extractor, "It's been a joy to coach the junior team this season.")
    assert any(f[0] == SPEAKER and f[1] == "coach" and "junior team" in f[2] for f in facts), facts


def test_a_negated_verdict_still_tells_the_deed(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "It wasn't easy to quit my job at the bakery.")
    assert any(f[0] == SPEAKER and "bakery" in f[2] for f in facts), facts


def test_a_present_verdict_or_someone_elses_infinitive_is_no_deed(extractor: SpacyExtractor) -> None:
    assert not [
        f for f in extractor.extract("It is wise to back up your photos.").facts if f.field == "back up"
    ]
    facts = extractor.extract("It was great for my nephew to meet the players.").facts
    assert not [f for f in facts if f.entity_name == SPEAKER and f.field == "meet"], facts
