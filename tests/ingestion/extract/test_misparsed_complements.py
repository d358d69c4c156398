"""A comparative or a skill on a linking verb is read whole ("get better at: painting"), however
the model parsed it. Sentences written for these tests, read by the shipped extractor."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("I got better at painting over the summer.", "get better at", "painting"),  # "better" as an adverb
        ("I have gotten much better at cooking.", "get better at", "cooking"),  # "at" on the adjective
        ("My cousin got much better at swimming after the lessons.", "get better at", "swimming"),
        ("I got closer to my brother.", "get closer to", "brother"),
    ],
)
def test_a_comparative_is_kept_with_what_it_is_about(
    extractor: SpacyExtractor, text: str, field: str, value: str
) -> None:
    facts = extractor.extract(text).facts
    assert (field, value) in {(f.field, f.value) for f in facts}, facts


def test_an_adverb_of_a_deed_stays_an_adverb(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("We got home late.").facts  # a guard: "late" is no complement
    assert not [f for f in facts if "late" in f.field], facts
