"""A name introduced as new to the hearer: "a cat named Luna", "a dog called Rex", "a dog, Rex",
"a guy named Sam".

The indefinite article on the noun a name is given by says the speaker presents the thing as one
the hearer does not know yet. The mention keeps the mark (:attr:`EntityMention.introduced`): when
a known entity of the same name belongs to someone else than the one this turn gives it to, the
resolver keeps the two apart instead of taking the new one for the known one
(``hippograph.ingestion.holders``). "my cat Luna", "the cat, Luna" and a bare "Luna" are no such
mark: they refer to what is known.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.naming import NAMING_VERBS
from hippograph.ingestion.extraction import EntityMention, Extraction

_INDEFINITE = frozenset({"a", "an"})
# The places a name takes beside the noun that introduces it: the object of a naming participle
# ("a cat named Luna"), an apposition ("a dog, Rex") or a compound ("a dog Rex").
_NAMED = frozenset({"oprd", "dobj", "attr", "xcomp"})


def mark_introduced(doc: Doc, result: Extraction) -> None:
    """Set :attr:`EntityMention.introduced` on the names an indefinite noun introduces."""
    for index, entity in enumerate(result.entities):
        if entity.introduced or entity.distinct is not None:
            continue
        if any(_introducing_noun(token) is not None for token in _name_tokens(doc, entity)):
            result.entities[index] = replace(entity, introduced=True)


def _name_tokens(doc: Doc, entity: EntityMention) -> list[Token]:
    words = entity.name.split()
    if not words or not words[-1][:1].isupper():
        return []  # "my neighbour": a relative without a name of their own introduces nothing
    return [t for t in doc if t.text == words[-1] and t.pos_ in {"PROPN", "NOUN"}]


def _introducing_noun(name: Token) -> Token | None:
    """The indefinite common noun the name is given by, or None."""
    nouns: list[Token] = []
    head = name.head
    if name.dep_ in _NAMED and head.dep_ == "acl" and head.lemma_ in NAMING_VERBS:
        nouns.append(head.head)  # "a cat named Luna"
    if name.dep_ in {"appos", "compound"} and head.pos_ == "NOUN":
        nouns.append(head)  # "a dog, Rex"
    nouns += [c for c in name.children if c.dep_ == "appos" and c.pos_ == "NOUN"]  # "Rex, a dog"?
    for noun in nouns:
        if noun.pos_ == "NOUN" and any(c.dep_ == "det" and c.lower_ in _INDEFINITE for c in noun.children):
            return noun
    return None


__all__ = ["mark_introduced"]
