"""A name set off by "a friend", "a colleague", "an old school friend": the speaker's tie.

Said by the user, a relation noun in apposition to a name with an indefinite article and no owner
of its own ("I had coffee with Bilal, a colleague", "we stayed with Aoife, an old school friend")
is one of the speaker's: a friend, a colleague of theirs. A noun with its own owner ("a neighbour
of my parents", "Ana's friend") is someone else's and is left to the readers of possession. The
same noun said of a name by a copula is the speaker's too: "Niall is a friend from university",
and "Hamid is the friend who got me into climbing" (the one the speaker is in the clause of).
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.lexicon import KINSHIP

INDEFINITE = frozenset({"a", "an"})


def speakers_relative(appos: Token) -> bool:
    """``appos`` is an unowned relation noun said of a name with "a"/"an": the speaker's."""
    if appos.lemma_.casefold() not in KINSHIP or appos.dep_ != "appos" or appos.head.pos_ != "PROPN":
        return False
    children = list(appos.children)
    if any(c.dep_ == "poss" for c in children) or any(
        c.dep_ == "prep" and c.lower_ == "of" for c in children
    ):
        return False
    return any(c.dep_ == "det" and c.lower_ in INDEFINITE for c in children)


FIRST_PERSON = frozenset({"i", "me", "my", "we", "us", "our"})


def speakers_by_copula(attr: Token) -> bool:
    """``attr`` is an unowned relation noun a name is said to be ("Niall is a friend"): with "a",
    or with "the" and a relative clause the speaker is in ("the colleague who helped me move")."""
    if attr.lemma_.casefold() not in KINSHIP or attr.dep_ != "attr" or attr.head.lemma_ != "be":
        return False
    children = list(attr.children)
    if any(c.dep_ == "poss" for c in children) or any(
        c.dep_ == "prep" and c.lower_ == "of" for c in children
    ):
        return False
    if any(c.dep_ == "neg" for c in attr.head.children):
        return False  # "Niall isn't a friend"
    det = next((c.lower_ for c in children if c.dep_ == "det"), None)
    if det in INDEFINITE:
        return True
    clause = next((c for c in children if c.dep_ == "relcl"), None)
    return det == "the" and clause is not None and any(t.lower_ in FIRST_PERSON for t in clause.subtree)


__all__ = ["speakers_by_copula", "speakers_relative"]
