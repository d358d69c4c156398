"""A relative called by a kin word used as a title: "Uncle Raj lives in Delhi", "Grandma Rose
taught me to knit", "I visited Auntie Joy in Accra".

Said by the speaker with no possessive, a capitalised kin word before a name is how the family
calls that relative ("Aunt Mei", "Grandpa Joe"): the speaker's relative, as "my aunt Mei" would
say. Only the kin words a family uses as titles count ("Brother" and "Sister" are more often a
religious title, "Dad" or "Mum" alone are no title), and not after an article or a possessive
("the Uncle Sam poster", "her Aunt Mei": someone else's).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

from hippograph.ingestion.extract.rule_model import _KinMention, _words
from hippograph.lexicon import KINSHIP

TITLES = frozenset(
    {"uncle", "aunt", "auntie", "aunty", "grandma", "grandpa", "granny", "gran", "grandad", "granddad",
     "nana", "nan", "grandmother", "grandfather", "cousin"}
)  # fmt: skip
SPOKEN = {"auntie": "aunt", "aunty": "aunt", "nan": "nana"}  # what the lexicon calls them
BEFORE = frozenset({"det", "poss"})


def kin_titles(span: Span) -> list[_KinMention]:
    """The relatives ``span`` calls by a kin title before their name (see the module)."""
    doc, found = span.doc, []
    for token in span:
        word = token.lower_
        if word not in TITLES or not token.is_title or token.i + 1 >= span.end:
            continue
        if token.i > span.start and (doc[token.i - 1].dep_ in BEFORE or doc[token.i - 1].tag_ == "POS"):
            continue  # "her Aunt Mei", "the Uncle Sam poster"
        end = token.i + 1
        while end < span.end and end - token.i <= 2 and doc[end].pos_ == "PROPN" and doc[end].is_title:
            end += 1
        if end == token.i + 1 or (end < span.end and doc[end].tag_ == "POS"):
            continue  # no name after it; "Uncle Raj's house": the house is the relation's subject
        if _addressed(doc, token.i, end):
            continue  # "Thanks, Uncle Joe!": spoken to, nothing said of him
        kin = KINSHIP.get(SPOKEN.get(word, word))
        if kin is not None:
            found.append(_KinMention(token.i, end, kin, _words(doc[token.i : end]), True))
    return found


GREETING = frozenset({",", "thanks", "thank", "hi", "hey", "hello", "dear", "bye", "morning", "night"})
CLOSING = frozenset({"", "!", ".", "?", ","})


def _addressed(doc: Doc, start: int, end: int) -> bool:
    """ "Thanks, Uncle Joe!", "Hi Auntie Pam,": the title and name said to someone, set off."""
    before = doc[start - 1].lower_ if start > 0 else ""
    after = doc[end].text if end < len(doc) else ""
    return before in GREETING and after in CLOSING


__all__ = ["kin_titles"]
