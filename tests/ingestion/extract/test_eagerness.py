""" "Can't wait to ..." looks forward to the deed: never a negated "wait"."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_cant_wait_looks_forward_to_the_deed(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I can't wait to visit my aunt in Dublin next month.")
    assert any(f[0] == SPEAKER and "look forward to" in f[1] and "visit my aunt" in f[2] for f in facts), (
        facts
    )
    assert not [f for f in facts if "wait" in f[1]], facts


def test_the_dropped_subject_of_cant_wait_is_the_speaker(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "Can't wait for the harvest festival!")
    assert any(f[0] == SPEAKER and "look forward to" in f[1] and "harvest festival" in f[2] for f in facts), (
        facts
    )


def test_cant_wait_to_see_the_listener_is_manners(extractor: SpacyExtractor) -> None:
    assert not extractor.extract("I can't wait to see you!").facts
