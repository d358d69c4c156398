"""A title does not make a second person: "Ms. Varga" and "Varga" are one entity."""

from __future__ import annotations

from hippograph.ingestion.extract.honorifics import without_title
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_titled_person_is_one_entity_in_every_statement(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My supervisor, Ms. Varga, is very demanding.")
    people = [e for e in result.entities if e.type == "Person"]
    assert [p.name for p in people] == ["Varga"]
    assert people[0].gender == "female"
    names = {e.source_name for e in result.edges} | {e.target_name for e in result.edges}
    names |= {f.entity_name for f in result.facts} | {f.value for f in result.facts if f.value_entity}
    assert not any(name.startswith("Mr") for name in names)


def test_the_value_that_names_a_titled_person_names_the_entity(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Yesterday I visited Dr. Moreau about my back.")
    assert "Moreau" in [e.name for e in result.entities]
    assert all("Dr." not in f.value for f in result.facts)


def test_only_a_person_loses_a_title() -> None:
    assert without_title("Mrs. Lund") == ("Lund", "female")
    assert without_title("Prof Ito") == ("Ito", None)
    assert without_title("Drew Barrymore") is None  # a name that starts like a title
    assert without_title("Mr.") is None


def test_a_product_named_with_a_title_keeps_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I drink Dr Pepper with lunch.")
    assert all(e.name != "Pepper" for e in result.entities)
