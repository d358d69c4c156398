"""Typed edges the walk needs, read from structure; entity types kept consistent with the
ontology's domain and range. Pure (no Neo4j)."""

from __future__ import annotations

from hippograph.ingestion.extract.conform import active_relation, conform
from hippograph.ingestion.extraction import EdgeCandidate, EntityMention, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def types(result: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in result.entities}


def test_a_named_persons_sibling_is_theirs_not_the_speakers(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Rosa has a brother named Luis.")
    assert ("Rosa", "SIBLING_OF", "Luis") in edges(result)
    assert not any(e.source_name == "@speaker" for e in result.edges)
    assert types(result)["Rosa"] == "Person"


def test_a_pronouns_friend_is_linked_to_the_pronoun(extractor: SpacyExtractor) -> None:
    assert ("@pronoun:he", "FRIEND_OF", "Bo") in edges(extractor.extract("He has a friend named Bo."))


def test_the_speakers_own_sister_stays_the_speakers(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "SIBLING_OF", "Ana") in edges(extractor.extract("I have a sister named Ana."))


def test_passive_voice_gives_the_active_relation(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Agata is trained by Lena Holt.")
    assert ("Lena Holt", "MENTORS", "Agata") in edges(result)
    assert types(result)["Lena Holt"] == "Person"


def test_a_seat_on_a_board_is_membership(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ahmed sits on the board of Northwind Energy.")
    assert ("Ahmed", "MEMBER_OF", "Northwind Energy") in edges(result)


def test_the_subject_of_located_in_is_not_a_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Tidemark Brewery is located in Bergen.")
    assert ("Tidemark Brewery", "LOCATED_IN", "Bergen") in edges(result)
    assert types(result)["Tidemark Brewery"] in {"Org", "Place", "Event"}


def test_conform_retypes_against_domain_and_range() -> None:
    result = Extraction(
        entities=[EntityMention("Agata", "Place"), EntityMention("Riverside Labs", "Person")],
        edges=[EdgeCandidate("Agata", "Riverside Labs", "STUDIES_AT")],
    )
    conform(result)
    assert types(result) == {"Agata": "Person", "Riverside Labs": "Org"}


def test_a_passive_without_an_ontology_verb_gives_nothing() -> None:
    assert active_relation("be surprised by", "Person", "Person") is None
    assert active_relation("train", "Person", "Person") is None


def test_a_relatives_relative_is_linked_through_them(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Agata, my friend's sister, studies in Kraków.")
    assert {("my friend", "SIBLING_OF", "Agata"), ("@speaker", "FRIEND_OF", "my friend")} <= edges(result)
