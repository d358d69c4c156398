"""A name set beside a noun phrase: whose what the name is."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_relatives_pet_is_no_relative_of_the_speaker(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Rocco, my brother's dog, hates thunder.")
    assert not [e for e in result.edges if e.source_name == SPEAKER and e.target_name == "Rocco"]
    assert ("my brother", "HAS_PET", "Rocco") in {
        (e.source_name, e.relation, e.target_name) for e in result.edges
    }
    assert {(e.name, e.type) for e in result.entities if e.name == "Rocco"} == {("Rocco", "Pet")}
    assert any(f.entity_name == "Rocco" and f.value == "thunder" and f.field != "hat" for f in result.facts)
    ben = extractor.extract("Ben, my brother, hates thunder.")
    assert (SPEAKER, "SIBLING_OF", "Ben") in {(e.source_name, e.relation, e.target_name) for e in ben.edges}


def test_a_name_opening_the_sentence_before_a_possessed_noun_is_the_subject(
    extractor: SpacyExtractor,
) -> None:
    result = extractor.extract("Felix, our golden retriever, loves the beach.")
    assert (SPEAKER, "HAS_PET", "Felix") in {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert any(f.entity_name == "Felix" and f.value == "the beach" for f in result.facts)
    assert not [e for e in result.entities if "retriever" in e.name]


def test_a_relative_of_mine_is_the_speakers(extractor: SpacyExtractor) -> None:
    for text, edge in (
        ("Ngozi, a colleague of mine, just ran a marathon.", (SPEAKER, "COLLEAGUE_OF", "Ngozi")),
        ("A friend of mine, Dario, plays bass.", (SPEAKER, "FRIEND_OF", "Dario")),
    ):
        assert edge in {(e.source_name, e.relation, e.target_name) for e in extractor.extract(text).edges}, (
            text
        )
