"""Relatives said with compound, possessed and coordinated kin words: "brother-in-law",
"great-aunt", "my wife's cousin", "Kwame and Ama are my cousins". Sentences written for these
tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_an_in_law_is_one_relative_not_a_sibling(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My son-in-law is a plumber in Tralee.")
    assert (SPEAKER, "RELATIVE_OF", "my son-in-law") in ties(result)
    assert ("my son-in-law", "role", "plumber") in facts(result)
    assert not any(e.relation in {"PARENT_OF", "SIBLING_OF"} for e in result.edges)
    assert "my son-" not in {e.name for e in result.entities}


def test_a_named_in_law(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My sister-in-law Wanjiru sells insurance.")
    assert (SPEAKER, "RELATIVE_OF", "Wanjiru") in ties(result)
    assert not any(e.relation == "SIBLING_OF" for e in result.edges)


def test_a_great_grandparent_is_a_relative(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My great-grandfather was born in Tromso.")
    assert (SPEAKER, "RELATIVE_OF", "my great-grandfather") in ties(result)


def test_a_relatives_relative_is_not_the_speakers(extractor: SpacyExtractor) -> None:
    """ "Yusuf is my husband's nephew": Yusuf is not the speaker's husband."""
    result = extractor.extract("Yusuf is my husband's nephew.")
    assert (SPEAKER, "MARRIED_TO", "Yusuf") not in ties(result)
    assert ("my husband", "RELATIVE_OF", "Yusuf") in ties(result)
    assert (SPEAKER, "MARRIED_TO", "my husband") in ties(result)


def test_a_named_relatives_relative_is_one_person(extractor: SpacyExtractor) -> None:
    """ "My mother's cousin Ilse is a vet": what is said of her is said of Ilse, not of a second
    person called "my mother's cousin"."""
    result = extractor.extract("My mother's cousin Ilse is a vet.")
    assert ("Ilse", "role", "vet") in facts(result)
    assert not any(f[0] == "my mother's cousin" for f in facts(result))


def test_coordinated_names_are_each_the_relative(extractor: SpacyExtractor) -> None:
    """ "Oskar and Maren are my grandchildren": both are, not only the first."""
    result = extractor.extract("Oskar and Maren are my grandchildren.")
    assert {(SPEAKER, "RELATIVE_OF", "Oskar"), (SPEAKER, "RELATIVE_OF", "Maren")} <= ties(result)


def test_coordinated_names_after_the_relation(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nieces, Aiko and Hana, study in Osaka.")
    assert {(SPEAKER, "RELATIVE_OF", "Aiko"), (SPEAKER, "RELATIVE_OF", "Hana")} <= ties(result)


def test_a_relative_identified_by_a_copula(extractor: SpacyExtractor) -> None:
    """ "My new manager is Mrs. Osei": the manager is Osei, one person, one tie."""
    result = extractor.extract("My new manager is Mrs. Osei.")
    assert (SPEAKER, "REPORTS_TO", "Osei") in ties(result)
    assert not any(f[0] == "Osei" and f[2].endswith("Osei") for f in facts(result))


def test_a_relative_identified_by_a_name(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My stepdaughter is called Wren.")
    assert (SPEAKER, "PARENT_OF", "Wren") in ties(result)


def test_a_relatives_relative_identified_by_a_name(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle's wife is named Solveig.")
    assert ("my uncle", "MARRIED_TO", "Solveig") in ties(result)
    assert "my uncle's wife" not in {f[2] for f in facts(result)}
