"""Whose relative or friend an apposed person is, when the possessor is not "my" or a name:

- a double possessive: "Kaito, a friend of my brother's, ...", "Ines, a cousin of Marco's":
  the owner is the noun after "of" that carries the "'s" (my brother, Marco), as "a friend of
  mine" is the speaker's friend;
- a relative of someone the speaker names by a definite role or kin noun: "Ravi, the
  neighbour's son, ...", "Oskar, the landlord's brother, ...": said in the speaker's own turn,
  "the neighbour" is the speaker's neighbour (as "the car" is the speaker's car), the owner
  "my neighbour".

:func:`hippograph.ingestion.extract.sentence_readers.read_relations` asks these for the owner it
finds no "my", name or pronoun for; the tie itself is the kin word's (son: PARENT_OF from the
owner), as for "my brother's friend".
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.lexicon import KINSHIP

_DEFINITE = frozenset({"the"})
_OWN = frozenset({"my", "our"})
_POSSESSIVE = frozenset({"'s", "’s", "'"})


def double_possessor(token: Token) -> Token | None:
    """The owner of a double possessive hung on ``token``: "brother" in "a friend of my
    brother's", "Marco" in "a cousin of Marco's"; None for "a friend of the family"."""
    for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"):
        owner = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if owner is not None and any(c.dep_ == "case" and c.lower_ in _POSSESSIVE for c in owner.children):
            return owner
    return None


def possessor_name(poss: Token) -> str | None:
    """How the readers name a possessor that is a person noun: "my brother" for "my brother('s)",
    "my neighbour" for "the neighbour('s)" (the speaker's own, said in the speaker's turn); None
    for any other noun."""
    noun = poss.lemma_.casefold()
    if poss.pos_ != "NOUN" or (noun not in KINSHIP and type_for_descriptor(noun) != "Person"):
        return None
    determiners = {c.lower_ for c in poss.children if c.dep_ in {"poss", "det"}}
    if determiners & _OWN or determiners & _DEFINITE:
        return f"my {poss.lower_}"
    return None


__all__ = ["double_possessor", "possessor_name"]
