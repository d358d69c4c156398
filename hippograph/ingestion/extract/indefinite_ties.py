"""A name set off by "a friend", "a colleague", "an old school friend": the speaker's tie.

Said by the user, a relation noun in apposition to a name with an indefinite article and no owner
of its own ("I had coffee with Bilal, a colleague", "we stayed with Aoife, an old school friend")
is one of the speaker's: a friend, a colleague of theirs. A noun with its own owner ("a neighbour
of my parents", "Ana's friend") is someone else's and is left to the readers of possession.
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


__all__ = ["speakers_relative"]
