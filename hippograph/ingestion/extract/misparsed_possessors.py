"""A possessor named inside a longer phrase, which the small English model misparses: in "My husband
Tom's sister Clara is a vet" it makes "husband" the subject and "sister" and "Clara" its
appositions, so the vet would be the husband; in "My sister Ana's husband Rui is a pilot" the
husband and Rui become appositions of the sister.

The grammar says otherwise: a name with its possessive "'s" ("Tom's") owns the noun right after it
("sister"), and that noun, not the first one, heads the phrase; the first noun ("my husband") is
only who the owner is to the speaker. Repaired in place before any reader sees the sentence: the
owned noun takes the first noun's place in the clause, the name becomes its possessor, the first
noun an apposition of the name ("Tom, my husband"), and names after the owned noun its appositions.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

_POSSESSIVE = frozenset({"'s", "’s"})


def repair_possessors(doc: Doc) -> None:
    """Make each noun owned by a name inside an apposition chain the head of its phrase."""
    for first in list(doc):
        owned = _owned_in_chain(first)
        if owned is None:
            continue
        owner = doc[owned.i - 1].head
        owned.head = owned if first.dep_ == "ROOT" else first.head
        owned.dep_ = first.dep_
        for child in list(first.children):
            if child.dep_ == "appos" and child.i > owned.i:  # "... husband Rui": the owned one's name
                child.head = owned
        owner.head, owner.dep_ = owned, "poss"
        first.head, first.dep_ = owner, "appos"


def _owned_in_chain(first: Token) -> Token | None:
    """The noun a name owns ("Tom's sister") set by the model in apposition to ``first`` ("My
    husband"), with the name between them; None when the phrase reads right."""
    if first.pos_ != "NOUN" or first.dep_ in {"appos", "poss", "compound"}:
        return None
    for owned in first.children:
        if owned.dep_ != "appos" or owned.pos_ != "NOUN" or owned.i < 2:
            continue
        marker = owned.doc[owned.i - 1]
        owner = marker.head
        if marker.lower_ not in _POSSESSIVE or marker.dep_ != "case" or owner.pos_ != "PROPN":
            continue
        if first.i < owner.i < owned.i and owner.head in (first, owned):
            return owned
    return None


__all__ = ["repair_possessors"]
