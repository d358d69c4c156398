"""A report opened by a greeting and the hearer's name, with its "I" dropped: the speaker's, never
the hearer's or the greeting's."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _said(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_the_address_is_not_the_doer(extractor: SpacyExtractor) -> None:
    for text, expected in (
        ("Hey Bob, just finished my first marathon!", "first marathon"),  # "Bob" read as the subject
        ("Hi Frank, bought a new guitar yesterday.", "new guitar"),  # "Hi" read as the subject
        ("Thanks, Gina, got the job!", "the job"),
        ("Hey Lars, adopted a kitten last week.", "kitten"),
    ):
        said = _said(extractor, text)
        assert said, text
        assert {subject for subject, _, _ in said} == {SPEAKER}, (text, said)
        assert any(expected in value for _, _, value in said), (text, said)


def test_a_name_with_something_of_its_own_stays_the_subject(extractor: SpacyExtractor) -> None:
    assert ("Marta", "role", "nurse") in _said(extractor, "Marta, my sister, is a nurse.")
    # a request to the hearer is no report of the speaker's
    assert not _said(extractor, "Bob, enjoy your trip to Rome!")
    said = _said(extractor, "Hey Bob, I finished my first marathon!")
    assert said and {subject for subject, _, _ in said} == {SPEAKER}
