"""A name said to be the speaker's favourite ("Ishiguro is my favourite author") is the speaker's
favourite, never the named one's job. Sentences written for these tests; the extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ishiguro is my favourite author.", "Ishiguro"),
        ("Hayao Miyazaki is my favorite director.", "Hayao Miyazaki"),
        ("I listen to a lot of jazz, Coltrane is my favourite.", "Coltrane"),
    ],
)
def test_a_named_favourite_is_the_speakers_favourite(extractor: SpacyExtractor, text: str, name: str) -> None:
    facts = extractor.extract(text).facts
    assert (SPEAKER, "favorite", name) in {(f.entity_name, f.field, f.value) for f in facts}
    assert not [f for f in facts if f.entity_name == name and f.field == "role"]
