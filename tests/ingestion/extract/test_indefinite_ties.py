"""A name set off by "a friend", "a colleague": the speaker's tie (indefinite_ties.py)."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_an_unowned_relation_noun_after_a_name_is_the_speakers(extractor: SpacyExtractor) -> None:
    for text, relation, name in (
        ("I went climbing with Siobhan, an old friend.", "FRIEND_OF", "Siobhan"),
        ("We had dinner with Kenji, a colleague from work.", "COLLEAGUE_OF", "Kenji"),
    ):
        edges = {(e.source_name, e.relation, e.target_name) for e in extractor.extract(text).edges}
        assert (SPEAKER, relation, name) in edges, (text, edges)


def test_someone_elses_relative_is_not_the_speakers(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I ran into Petter, a friend of my brother.")
    assert not [e for e in result.edges if e.source_name == SPEAKER and e.relation == "FRIEND_OF"]
