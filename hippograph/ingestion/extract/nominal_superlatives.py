"""A child named by age alone: "my eldest", "our youngest", "Tobias, my eldest".

Parents speak of their children by their order of birth with the noun left out: "my eldest just
started university", "our youngest is learning the violin". The small English model tags the
superlative an adjective, so no reader sees a relative. The grammar tells it apart: a superlative
of age with a possessive of its own, that modifies no noun (a subject, an apposition, or set off
by a comma before a name: "my youngest, Poppy"), stands for a noun left out, and that noun is
"child" ("my oldest friend" has its noun). The token is made that noun before any reader looks at it,
its words as said ("my eldest").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

AGES = frozenset({"eldest", "oldest", "youngest"})
OWNERS = frozenset({"my", "our", "his", "her", "their"})
STANDALONE = frozenset({"nsubj", "nsubjpass", "appos", "dobj", "pobj", "attr"})


def repair_superlatives(doc: Doc) -> None:
    """Make each superlative of age that stands for "child" a noun (see the module)."""
    for token in doc:
        if token.lower_ in AGES and token.tag_ == "JJS" and _owned(token) and _standalone(token):
            token.pos_, token.tag_, token.lemma_ = "NOUN", "NN", "child"


def _owned(token: Token) -> bool:
    if any(c.dep_ == "poss" and c.lower_ in OWNERS for c in token.children):
        return True
    before = token.doc[token.i - 1] if token.i > 0 else None  # "My youngest, Poppy": "my" on the name
    return before is not None and before.lower_ in OWNERS and before.dep_ == "poss"


def _standalone(token: Token) -> bool:
    """Modifying no noun: a noun's own position, or set off from the name after it by a comma."""
    if token.dep_ in STANDALONE:
        return True
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return token.dep_ == "amod" and after is not None and after.text == "," and token.head.pos_ == "PROPN"


__all__ = ["repair_superlatives"]
