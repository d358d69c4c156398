"""Whose "his"/"her" is inside one sentence: "Kwame lives with his partner Efua".

A possessive pronoun that modifies a noun of the sentence most often stands for a person named
earlier in the same sentence -- its subject ("Lena visits her grandmother Hilde"), or a person it
is coordinated with ("I met Tom and his wife Sue"). The sentence's readers of who-is-whose (see
:func:`hippograph.ingestion.extract.sentence_readers.read_relations`) read the whole sentence
before its names are noted as referents, so without this a sentence's own "his" would be carried
to a person of an earlier turn. Only an unambiguous antecedent binds: exactly one person of the
sentence before the pronoun whose gender (from a kin noun, else the first name) does not clash
with the pronoun's; when two fit, the one the possessed noun is coordinated with, else none (the
session decides, as before).
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.entity_types import gender_for
from hippograph.ingestion.extract.subjects import is_name, name_span, ner_type
from hippograph.ingestion.extraction import Gender
from hippograph.lexicon import KINSHIP

PRONOUN_GENDER: dict[str, Gender] = {"his": "male", "her": "female"}


def bound_owner(poss: Token) -> str | None:
    """The name of the person of ``poss``'s own sentence that ``poss`` ("his", "her") stands for,
    when exactly one fits."""
    wanted = PRONOUN_GENDER.get(poss.lower_)
    if wanted is None:
        return None
    people = [t for t in poss.sent if t.i < poss.i and _person_name(t)]
    heads = {t.i: t for t in people if not (t.dep_ in {"compound", "flat"} and t.head in people)}
    fitting = [t for t in heads.values() if _gender(t) in (None, wanted)]
    if len(fitting) > 1:  # "Tom met Bob and his wife Sue": the one the possessed noun joins
        joined = [t for t in fitting if poss.head in t.conjuncts]
        fitting = joined
    if len(fitting) != 1:
        return None
    return name_span(fitting[0]) or fitting[0].text


def _person_name(token: Token) -> bool:
    if not is_name(token) or token.pos_ != "PROPN":
        return False
    if ner_type(token) == "Person":
        return True
    known, _ = first_name_gender(token.text)
    return known or bool(_kin_words(token))


def _kin_words(name: Token) -> list[Token]:
    """The kin nouns said beside a name: "my brother Kwame", "Kwame, my brother"."""
    beside = [c for c in name.children if c.dep_ in {"appos", "compound"}]
    if name.dep_ in {"appos", "compound"}:
        beside.append(name.head)
    return [t for t in beside if t.pos_ == "NOUN" and t.lemma_.casefold() in KINSHIP]


def _gender(name: Token) -> Gender | None:
    """The gender a name's kin noun gives ("my brother Kwame"), else its first name's."""
    for word in _kin_words(name):
        gender = gender_for(word.lemma_.casefold())
        if gender is not None:
            return gender
    return first_name_gender(name.text)[1]
