"""Labels the small model gets wrong in a way the grammar tells apart, relabelled before reading."""

from __future__ import annotations

from hippograph.ingestion.extract.misparsed_objects import repair_objects
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy


def test_a_bare_noun_after_the_verb_is_its_object_not_a_clause() -> None:
    doc = load_spacy()("It makes water filters for hospitals.")
    assert doc[3].dep_ == "ccomp"  # the model's reading this test is about
    repair_objects(doc)
    assert doc[3].dep_ == "dobj"


def test_names_listed_after_a_counted_noun_name_what_it_counts(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Pablo has two cats, Salt and Pepper.")
    assert {("Pablo", "HAS_PET", "Salt"), ("Pablo", "HAS_PET", "Pepper")} <= {
        (e.source_name, e.relation, e.target_name) for e in result.edges
    }
    assert {("Salt", "Pet"), ("Pepper", "Pet")} <= {(e.name, e.type) for e in result.entities}
    listed = extractor.extract("I love dogs, Paris and coffee.")  # a list of likes, no names of dogs
    assert "Paris" in {f.value for f in listed.facts}
