"""An object that says nothing ("stuff", "things") named by its examples: each example a value."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_the_examples_after_like_are_what_the_verb_is_about(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I've kept a few things from my childhood, like my grandfather's pocket watch.")
    assert any(f[0] == SPEAKER and f[1] == "keep" and "pocket watch" in f[2] for f in facts), facts
    # a denied example, or one that says nothing, gives nothing
    assert not [
        f for f in extractor.extract("I don't buy things like jewelry.").facts if "jewelry" in f.value
    ]
    assert not extractor.extract("I love stuff like that.").facts


def test_coordinated_examples_are_each_a_value(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "Lately I have been doing things like rock climbing and woodworking.")
    values = {f[2] for f in facts if f[0] == SPEAKER and f[1] == "do"}
    assert {"rock climbing", "woodworking"} <= values, facts


def test_such_as_names_the_examples_too(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "We packed some stuff such as a tent and a camping stove.")
    assert any("tent" in f[2] for f in facts), facts


def test_a_counted_empty_object_is_named_by_its_examples(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I picked up a bunch of stuff at the flea market, like an old typewriter.")
    assert any("typewriter" in f[2] for f in facts), facts
