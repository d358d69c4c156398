"""A capitalised word English does not know is a name, whatever the tagger made of it."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_an_unknown_capitalised_subject_is_a_person(extractor: SpacyExtractor) -> None:
    ravi = extractor.extract("Ravi is diabetic.")
    assert ("Ravi", "condition", "diabetic") in {(f.entity_name, f.field, f.value) for f in ravi.facts}
    tomasz = extractor.extract("Tomasz, the plumber who fixed our boiler, charges 60 pounds an hour.")
    assert ("Tomasz", "Person") in {(e.name, e.type) for e in tomasz.entities}
    assert any(f.entity_name == "Tomasz" and "plumber" in f.value for f in tomasz.facts)


def test_a_capitalised_english_word_stays_a_thing(extractor: SpacyExtractor) -> None:
    for text in ("Coffee is my fuel.", "Chess relaxes me.", "Gardening calms me down."):
        result = extractor.extract(text)
        assert not [e for e in result.entities if e.type == "Person"], text
