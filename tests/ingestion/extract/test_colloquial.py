"""Colloquial fused forms written out before the parse (extract/colloquial.py). Sentences written
for these tests. Pure: the shipped spaCy model, no database."""

from __future__ import annotations

from hippograph.ingestion.extract.colloquial import written_out
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy


def test_fused_forms_are_written_out() -> None:
    nlp = load_spacy()
    assert written_out(nlp("I wanna open a bakery.")) == "I want to open a bakery."
    assert written_out(nlp("Wanna see it? I gotta run.")) == "Want to see it? I have to run."
    assert written_out(nlp("I've gotta run.")) == "I've got to run."
    assert written_out(nlp("I want to open a bakery.")) is None


def test_wanna_is_read_as_want_to(extractor: SpacyExtractor) -> None:
    said = {(f.entity_name, f.field, f.value) for f in extractor.extract("I wanna open a bakery.").facts}
    written = {(f.entity_name, f.field, f.value) for f in extractor.extract("I want to open a bakery.").facts}
    assert said == written and (SPEAKER, "goal", "open a bakery") in said, said
    assert not any(field.startswith("wanna") for _, field, _ in said)


def test_a_name_spelled_like_a_fused_form_stays_a_name(extractor: SpacyExtractor) -> None:
    # "Lotta" is a name here, not "lot of": the friend and her employer are kept
    facts = {
        (f.entity_name, f.field, f.value) for f in extractor.extract("My friend Lotta works at Volvo.").facts
    }
    assert ("Lotta", "employer", "Volvo") in facts, facts
    facts = {(f.entity_name, f.field, f.value) for f in extractor.extract("Lotta teaches at Hanken.").facts}
    assert any(who == "Lotta" for who, _, _ in facts), facts
