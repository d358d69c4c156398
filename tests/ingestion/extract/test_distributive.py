"""A negative quantifier over a group of subjects ("neither of my parents", "neither A nor B")
denies the statement of the whole group and of each member, never affirms it."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _denied(facts: list, who: str, word: str) -> bool:
    return any(
        f.entity_name.casefold() == who
        and word in f.value.casefold()
        and ("not" in f.field.split() or f.value.casefold().startswith("no ") or f.status == "ended")
        for f in facts
    )


def _affirmed(facts: list, who: str, word: str) -> bool:
    return any(
        f.entity_name.casefold() == who
        and word in f.value.casefold()
        and "not" not in f.field.split()
        and not f.value.casefold().startswith("no ")
        and f.status == "current"
        for f in facts
    )


@pytest.mark.parametrize(
    ("text", "people", "word"),
    [
        ("Neither Lucia nor Pavel speaks Italian.", ["lucia", "pavel"], "italian"),
        ("Neither Ahmed nor Sara owns a bicycle.", ["ahmed", "sara"], "bicycle"),
        ("Neither Yuki nor Daniel plays tennis.", ["yuki", "daniel"], "tennis"),
    ],
)
def test_neither_nor_denies_each_subject(
    extractor: SpacyExtractor, text: str, people: list[str], word: str
) -> None:
    facts = extractor.extract(text).facts
    for person in people:
        assert _denied(facts, person, word), (text, person, facts)
        assert not _affirmed(facts, person, word), (text, person, facts)


@pytest.mark.parametrize(
    ("text", "group", "word"),
    [
        ("Neither of my uncles speaks Welsh.", "my uncles", "welsh"),
        ("None of my flatmates owns a television.", "my flatmates", "television"),
        ("Neither of my daughters plays the violin.", "my daughters", "violin"),
    ],
)
def test_neither_of_a_group_denies_it_of_the_group(
    extractor: SpacyExtractor, text: str, group: str, word: str
) -> None:
    facts = extractor.extract(text).facts
    assert _denied(facts, group, word), (text, facts)
    assert not any(_affirmed(facts, f.entity_name.casefold(), word) for f in facts), (text, facts)


def test_neither_with_an_auxiliary(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Neither of my brothers has been to Japan.").facts
    assert _denied(facts, "my brothers", "japan"), facts
    assert not _affirmed(facts, "my brothers", "japan"), facts
