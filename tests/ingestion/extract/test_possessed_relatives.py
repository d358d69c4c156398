"""Someone's relative as the subject: "Hugo's wife Sandrine", "Tariq's eldest daughter", "my brother,
a software tester," -- and the names and kinds of what they run and play in."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_a_named_persons_relative_named_after_the_kin_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Hugo's wife Sandrine teaches yoga in Lyon.")
    assert ("Hugo", "MARRIED_TO", "Sandrine") in edges(result)


def test_a_possessed_relative_before_a_verb_the_tagger_took_for_a_noun(extractor: SpacyExtractor) -> None:
    assert ("Tariq's daughter", "education", "architecture") in facts(
        extractor.extract("Tariq's eldest daughter studies architecture in Milan.")
    )
    assert ("my daughter", "education", "architecture") in facts(
        extractor.extract("My eldest daughter studies architecture.")
    )


def test_an_apposition_describes_a_possessed_relative(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My brother, a software tester, lives in Lisbon.")
    assert ("my brother", "role", "software tester") in facts(result)
    assert ("my brother", "LIVES_IN", "Lisbon") in edges(result)


def test_what_a_relative_runs_or_plays_in_is_named_by_its_kind(extractor: SpacyExtractor) -> None:
    cafe = extractor.extract("My wife runs a small café called The Daily Grind.")
    assert ("my wife", "RUNS", "Daily Grind") in edges(cafe)
    assert not any(f.field == "routine" for f in cafe.facts)  # "Daily" is a word of the name
    trio = extractor.extract("Kemal plays in a jazz trio called Blue Hour.")
    assert ("Kemal", "MEMBER_OF", "Blue Hour") in edges(trio)


def test_a_pet_noun_tagged_as_an_adjective_still_names_the_pet(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Our parrot Pico sleeps a lot.")
    assert (SPEAKER, "HAS_PET", "Pico") in {(e.source_name, e.relation, e.target_name) for e in result.edges}
