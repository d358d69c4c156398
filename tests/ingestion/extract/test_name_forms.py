"""Names given in every form (``extract/name_forms.py``): a relative clause that names its noun
("whose name is", "who everyone calls", "that we call", "who goes by") and "goes by"; the named
thing is typed by the noun that introduced it. Sentences written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def types(result: Extraction) -> dict[str, str]:
    return {e.name: str(e.type) for e in result.entities}


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_whose_name_is_names_the_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have a parrot whose name is Mango.")
    assert types(result).get("Mango") == "Pet", types(result)
    assert (SPEAKER, "HAS_PET", "Mango") in ties(result)
    result = extractor.extract("My cousin, whose nickname is Tiny, is six foot five.")
    assert (SPEAKER, "COUSIN_OF", "Tiny") in ties(result), ties(result)


def test_a_relative_clause_that_calls_the_noun_names_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My grandmother, who everyone calls Nana Rose, turned ninety.")
    assert any(s == SPEAKER and t == "Nana Rose" for s, _, t in ties(result)), ties(result)
    result = extractor.extract("We have a boat that we call Osprey.")
    assert (SPEAKER, "OWNS", "Osprey") in ties(result), ties(result)
    assert types(result).get("Osprey") == "Product"


def test_calling_something_a_name_is_not_the_speakers_name(extractor: SpacyExtractor) -> None:
    for text in ("We have a boat that we call Osprey.", "My uncle, whom we call Bear, lives in Cork."):
        result = extractor.extract(text)
        assert not any(f.entity_name == SPEAKER and f.field == "name" for f in result.facts), text


def test_going_by_a_name_names_the_subject(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have a friend who goes by Danny.")
    assert (SPEAKER, "FRIEND_OF", "Danny") in ties(result), ties(result)
    result = extractor.extract("My nephew goes by Sam.")
    assert any(s == SPEAKER and t == "Sam" for s, _, t in ties(result)), ties(result)
    result = extractor.extract("My nephew doesn't go by Sam.")
    assert not any(t == "Sam" for _, _, t in ties(result)), ties(result)


def test_a_kind_named_in_apposition_or_after_is_names_the_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Our cat, a tabby named Miso, sleeps all day.")
    assert (SPEAKER, "HAS_PET", "Miso") in ties(result), ties(result)
    assert types(result).get("Miso") == "Pet"


def test_we_call_him_names_the_person_he_is(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My son is Theodore, but we call him Teddy.")
    assert any(f.entity_name == "Theodore" and f.value == "Teddy" for f in result.facts), result.facts
    result = extractor.extract("I met Tomasz at work. We call him Tom.")
    assert any(f.entity_name == "Tomasz" and f.value == "Tom" for f in result.facts), result.facts
