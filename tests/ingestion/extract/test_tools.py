"""A name used as a tool ("I use Blender", "she installed Obsidian") is a product whatever NER
guessed, because the relation the verb states (USES) takes products and refuses a person or a
place; a lemma the model un-doubled ("installed": "instal") is repaired from the words English
knows. Sentences written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def types(result: Extraction) -> dict[str, str]:
    return {e.name: str(e.type) for e in result.entities}


def test_a_name_used_as_a_tool_is_a_product(extractor: SpacyExtractor) -> None:
    for text, name in (
        ("I use Blender for my renders.", "Blender"),
        ("I installed Obsidian last week.", "Obsidian"),
    ):
        result = extractor.extract(text)
        assert types(result).get(name) == "Product", (text, types(result))
        assert any(e.relation == "USES" and e.target_name == name for e in result.edges), text
    result = extractor.extract("I met Blender at the party.")  # met: a person, not a tool
    assert types(result).get("Blender") == "Person"


def test_a_verb_whose_double_letter_the_model_dropped_keeps_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I installed Obsidian last week.")
    assert any(f.entity_name == SPEAKER and f.field == "install" for f in result.facts), result.facts
    result = extractor.extract("We planned a trip to Rome.")
    assert any(f.field == "plan" for f in result.facts), result.facts
    result = extractor.extract("We're putting together a talent show next month.")
    assert not any("putt" in f.field.split() for f in result.facts), result.facts


def test_a_name_ner_left_untyped_used_as_a_tool_is_a_product(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I use Trello to plan my week.")
    assert types(result).get("Trello") == "Product", types(result)
