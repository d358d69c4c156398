"""A noun said with a softening quantity: "I'm more of a cat person", "she's a bit of a
perfectionist", "he's kind of a nerd", "my dad is something of a local celebrity". The copula's
complement is the quantity ("more", "bit", "something") or an adverb ("kind of"), and the noun
that says what the subject is hangs under its "of": that noun is the complement.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

# Words of degree that take "of" before what something is like: "more of", "a bit of".
DEGREE_WORDS = lexicon("more less bit something kind sort much little")


def hedged_noun(token: Token) -> Token | None:
    """The noun under a degree word's "of" ("more of a cat person": person), or under an "of"
    whose left neighbour is the degree adverb ("kind of a nerd"); None otherwise."""
    if token.dep_ == "prep":
        before = token.nbor(-1) if token.i > 0 else None
        if token.lower_ != "of" or before is None or before.lower_ not in DEGREE_WORDS:
            return None
        prep: Token | None = token
    elif token.lemma_.casefold() in DEGREE_WORDS:
        prep = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    else:
        return None
    if prep is None:
        return None
    noun = next((c for c in prep.children if c.dep_ == "pobj" and c.pos_ in {"NOUN", "PROPN"}), None)
    has_article = noun is not None and any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children)
    return noun if has_article else None
