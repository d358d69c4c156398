"""Possession said with "of": "the mother of my best friend", "a colleague of my wife's", "that
car of Dan's".

English says whose a thing or a person is either before the noun ("my friend's mother") or after
it with "of" ("the mother of my friend"), and the double possessive marks the owner both ways
("a colleague of my wife's", "this guitar of Dan's"). Read after "of", the owner is the same as
read before the noun: the noun is the owner's, and what the sentence says of it is said of the
owner's mother or of Dan's car -- never of the owner ("the mother of my best friend is a judge"
says nothing of the friend's job). "Of mine" is the speaker's own ("a friend of mine").
"""

from __future__ import annotations

from spacy.tokens import Token

# Determiners a noun owned after "of" is said with: "the mother of ...", "a colleague of ...".
OF_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those"})
OWNED_AFTER = frozenset({"pobj"})


def of_possessor(noun: Token) -> Token | None:
    """The owner ``noun`` is said of with "of" -- a possessed noun ("of my best friend", "of my
    wife's") or a name with "'s" ("of Dan's") -- when ``noun`` has no possessive of its own."""
    if any(c.dep_ == "poss" for c in noun.children):
        return None
    if not any(c.dep_ == "det" and c.lower_ in OF_DETERMINERS for c in noun.children):
        return None
    prep = next(
        (c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" and c.i == noun.i + 1), None
    )
    if prep is None:
        return None
    owner = next((c for c in prep.children if c.dep_ in OWNED_AFTER), None)
    if owner is None:
        return None
    if owner.pos_ == "NOUN" and any(c.dep_ == "poss" for c in owner.children):
        return owner  # "the mother of my best friend", "a colleague of my wife's"
    if owner.pos_ == "PROPN" and any(c.dep_ == "case" and c.tag_ == "POS" for c in owner.children):
        return owner  # "that car of Dan's" (without "'s", "the house of Dan" is rarely said)
    return None


__all__ = ["of_possessor"]
