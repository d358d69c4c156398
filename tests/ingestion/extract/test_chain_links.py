"""The links a multi-hop chain needs from one sentence, on sentences written for these tests (the
extractor alone, no Neo4j): a name typed by NER alone takes the type its relation admits; a name
NER took only part of is the whole name; relatives the speaker "has" are each a relative."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def types(result: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in result.entities}


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My uncle Leopold founded Paper Moon.", "Paper Moon"),  # NER: a location
        ("My stepfather Anselm founded Quiet Harvest.", "Quiet Harvest"),  # NER: a facility, in part
    ],
)
def test_a_name_only_ner_typed_takes_the_relations_range(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    result = extractor.extract(text)
    assert types(result).get(name) == "Org"
    assert any(f.value_entity == name and f.field == "found" for f in result.facts)


def test_a_name_with_other_evidence_keeps_it(extractor: SpacyExtractor) -> None:
    # "the town of ...": the noun says what it is; the relation alone does not decide.
    result = extractor.extract("My uncle Leopold grew up in the town of Paper Moon.")
    assert types(result).get("Paper Moon") != "Org"


def test_a_name_ner_took_in_part_is_whole(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My aunt Hedda founded Quiet Harvest.")  # NER: "Harvest", a facility
    assert "Harvest" not in types(result)
    assert types(result).get("Quiet Harvest") == "Org"
    assert ("Hedda", "found", "Quiet Harvest") in {
        (f.entity_name, f.field, f.value_entity) for f in result.facts
    }


@pytest.mark.parametrize(
    ("text", "relation", "names"),
    [
        ("I have two brothers, Sami and Karim.", "SIBLING_OF", ["Sami", "Karim"]),
        ("We have three daughters: Ada, Bea and Cleo.", "PARENT_OF", ["Ada", "Bea", "Cleo"]),
    ],
)
def test_every_relative_the_speaker_has_is_one(
    extractor: SpacyExtractor, text: str, relation: str, names: list[str]
) -> None:
    found = edges(extractor.extract(text))
    assert {(SPEAKER, relation, name) for name in names} <= found


def test_a_kin_noun_parsed_as_an_adverbial_still_names_the_relative(extractor: SpacyExtractor) -> None:
    # the small parser makes "brother-in-law" an adverbial of "plays", "Rafael" the subject
    result = extractor.extract("My brother-in-law Rafael plays for Coastal United.")
    assert (SPEAKER, "RELATIVE_OF", "Rafael") in edges(result)
