"""Types a name's own shape or its verb gives when NER guesses wrong: the head of an "X of Y" name
("Battle of the Somme" an event, not a place), a brand's spelling ("iPad" a product), and what one
injures of one's own ("tore my ACL": a part of the body, not an organisation). Sentences written
for these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def type_of(extractor: SpacyExtractor, text: str, name: str) -> str:
    return next(e.type for e in extractor.extract(text).entities if e.name == name)


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("My grandfather fought in the Battle of the Somme.", "Battle of the Somme", "Event"),
        ("I visited the site of the Battle of Hastings.", "Battle of Hastings", "Event"),
        ("My cousin studies at the University of Nairobi.", "University of Nairobi", "Org"),
        ("My son wants an iPad for Christmas.", "iPad", "Product"),
        ("I switched from iPhone to Android.", "iPhone", "Product"),
        ("I tore my ACL last year.", "ACL", "Concept"),
        ("I sprained my MCL playing football.", "MCL", "Concept"),
    ],
)
def test_the_name_or_its_verb_types_what_ner_guessed_wrong(
    extractor: SpacyExtractor, text: str, name: str, kind: str
) -> None:
    assert type_of(extractor, text, name) == kind
