"""An apposition after a name that the small English model hangs on the verb.

"I had lunch with Tamsin, a colleague from the bank", "We met Oren, a friend of Dana's": the
model may take the noun after the comma for a second object of the verb ("had ... a colleague"),
so no reader sees who Tamsin is. The grammar tells it apart: a noun for a person ("a colleague",
"an old friend"), with "a" or "an" and right after a name and a comma, with no "and" or "or" to
make a list of them, says who that name is. The tree is set right before any reader looks at
it: the noun an apposition of the name.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import is_person_noun

INDEFINITE = frozenset({"a", "an"})
MISHUNG = frozenset({"dobj", "npadvmod", "conj", "attr", "dep", "oprd"})


def repair_appositions(doc: Doc) -> None:
    """Hang each person noun said after "Name," on the name (see the module)."""
    for noun in doc:
        if noun.pos_ != "NOUN" or noun.dep_ not in MISHUNG or not is_person_noun(noun):
            continue
        start = noun.left_edge
        if start.lower_ not in INDEFINITE or start.head.i != noun.i or start.i < 2:
            continue
        if doc[start.i - 1].text != ",":
            continue
        name = _name_ending_at(doc[start.i - 2])
        if name is None or noun.head.i == name.i or any(c.dep_ == "cc" for c in noun.children):
            continue
        if any(t.dep_ == "cc" for t in doc[name.i : start.i]):
            continue  # "Tom and Ana, a couple from ...": a list, not one person
        noun.head, noun.dep_ = name, "appos"


def _name_ending_at(token: Token) -> Token | None:
    """The head of the name whose last word is ``token``."""
    if token.pos_ != "PROPN":
        return None
    while token.dep_ in {"compound", "flat"} and token.head.pos_ == "PROPN" and token.head.i > token.i:
        token = token.head
    return token


__all__ = ["repair_appositions"]
