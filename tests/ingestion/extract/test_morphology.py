"""A verb's lemma keeps the silent "e" the small model drops ("hoping" is "hope", not "hop"),
through the real extractor (spaCy)."""

from __future__ import annotations

import pytest
from spacy.language import Language

from hippograph.ingestion.extract.morphology import silent_e_lemma
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy()


@pytest.fixture(scope="module")
def extractor(nlp: Language) -> SpacyExtractor:
    return SpacyExtractor(nlp)


def predicates(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.field for f in extractor.extract(text).facts}


def test_a_gerund_keeps_its_silent_e(extractor: SpacyExtractor) -> None:
    fields = predicates(extractor, "Lately I've been dining with my cousins every Friday.")
    assert not any(f.split()[0] == "din" for f in fields), fields


def test_a_repaired_lemma_names_the_predicate(extractor: SpacyExtractor) -> None:
    fields = predicates(extractor, "Omar was coping with a lot of pressure at the clinic.")
    assert "cope with" in fields and "cop with" not in fields


@pytest.mark.parametrize(
    ("text", "word", "lemma"),
    [
        ("She was hoping to win.", "hoping", "hope"),
        ("We were riding our bikes.", "riding", "ride"),
        ("He was shopping for shoes.", "shopping", None),  # "shop" doubled its p: right as it is
        ("They were visiting Oslo.", "visiting", None),  # two syllables: no silent e
        ("I was fixing the sink.", "fixing", None),  # x is never doubled
        ("I was looking for it.", "looking", None),  # two vowels: no silent e
    ],
)
def test_only_an_undoubled_closed_syllable_gets_its_e(
    nlp: Language, text: str, word: str, lemma: str | None
) -> None:
    doc = nlp(text)
    token = next(t for t in doc if t.lower_ == word)
    repaired = silent_e_lemma(token) or token.lemma_
    assert repaired == (lemma or token.lemma_)
    if lemma is None:
        assert silent_e_lemma(token) is None


def test_a_third_person_s_keeps_the_e_of_its_verb(nlp: Language) -> None:
    lemmas = {}
    for text in ("Rocco hates thunder.", "She fixes bikes.", "He watches birds.", "It goes well."):
        doc = nlp(text)
        lemmas |= {t.lower_: silent_e_lemma(t) or t.lemma_ for t in doc if t.tag_ == "VBZ"}
    assert lemmas == {"hates": "hate", "fixes": "fix", "watches": "watch", "goes": "go"}


@pytest.mark.parametrize(
    ("text", "word", "lemma"),
    [
        ("My grandfather copes well with the heat.", "copes", "cope"),
        ("Ines rates every film she watches.", "rates", "rate"),
        ("Our dog mopes when we leave.", "mopes", "mope"),
        ("Nadia fixes old radios.", "fixes", "fix"),
        ("Tom washes his van on Sundays.", "washes", "wash"),
    ],
)
def test_a_third_person_verb_keeps_its_stem(nlp: Language, text: str, word: str, lemma: str) -> None:
    """ "copes" is "cope" + "-s"; "-es" is a suffix only after a hissing sound ("fixes")."""
    token = next(t for t in nlp(text) if t.text == word)
    assert (silent_e_lemma(token) or token.lemma_) == lemma, (token.tag_, token.lemma_)
