"""People known from how they are said, not from a clause about them.

- **Where the speaker knows them from**: "Tom from work is moving to Berlin", "I ran into Priya
  from the office": a person's name with "from" and a word for the speaker's workplace (no owner
  of someone else's: "Tom from Ana's work" is hers) is the speaker's colleague.
- **Company**: "I went to a wedding with Femi": a first name after "with" is a person (the small
  NER model misses such names or takes them for places), someone a later "he" or "his" may stand
  for, even when the parse hangs "with" on a noun.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.naming import Named
from hippograph.ingestion.extract.readers import Relation
from hippograph.ingestion.extract.subjects import OWN, is_name, name_span
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import lexicon

WORKPLACES = lexicon("work office job workplace")


def known_from_work(span: Span) -> Iterator[Relation]:
    """ "Tom from work": the speaker's colleague Tom."""
    for token in span:
        if token.dep_ != "prep" or token.lower_ != "from" or token.i == 0:
            continue
        place = next((c for c in token.children if c.dep_ == "pobj"), None)
        if place is None or place.lemma_.casefold() not in WORKPLACES:
            continue
        owners = [c for c in place.children if c.dep_ == "poss"]
        if any(c.lower_ not in OWN for c in owners):
            continue  # "Tom from his wife's work": not the speaker's
        name = span.doc[token.i - 1]
        if not is_name(name) or name.ent_type_ not in ("", "PERSON"):
            continue
        text = name_span(name) or name.text
        yield Relation(SPEAKER, "colleague", Named(text, "Person", "colleague"))


# What NER calls an unknown first name it saw in company: a place or an organisation, or nothing.
_GUESSED = frozenset({"", "GPE", "LOC", "ORG"})


def companions(span: Span) -> Iterator[Token]:
    """ "with Femi": each first name said after "with", whatever NER guessed it was."""
    for token in span:
        if token.dep_ != "pobj" or token.head.lower_ != "with" or token.ent_type_ not in _GUESSED:
            continue
        if token.pos_ != "PROPN" or not is_name(token) or not first_name_gender(token.text)[0]:
            continue
        yield token


__all__ = ["companions", "known_from_work"]
