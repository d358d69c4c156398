"""Words English does not know: a capitalised one the tagger took for a common noun is a name.

"Ravi is diabetic", "Tomasz, the plumber, ...": the small model tags a name it has never seen as a
noun, and at the start of a sentence its capital says nothing. The lemmatizer's tables list the
nouns, verbs, adjectives and adverbs of English; a word in none of them is no common noun ("Coffee
is my fuel" and "Chess relaxes me" stay things).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Token

WORDS_KEY = "hippograph_words"


def known_words(nlp: Language) -> frozenset[str]:
    """Every word the pipeline's lemmatizer knows by its base form (empty if it has no table)."""
    try:
        table = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")  # type: ignore[attr-defined]
    except (KeyError, AttributeError):
        return frozenset()
    words: set[str] = set()
    for key in table:
        words |= set(table[key])
    return frozenset(words)


def unknown_name(token: Token) -> bool:
    """A capitalised word no table of English knows: a name, whatever its tag."""
    words: frozenset[str] = token.doc.user_data.get(WORDS_KEY, frozenset())
    if not words or not token.is_title or not token.is_alpha or token.is_stop:
        return False
    return token.lower_ not in words and token.lemma_.casefold() not in words
