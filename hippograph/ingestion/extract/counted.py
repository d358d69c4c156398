"""Relatives counted and named together: "I have two brothers, Luca and Marco", "Lena has three
grandchildren, Ada, Bo and Cy". Each coordinated name in apposition to the counted kin noun is one
relative of the subject, not only the first (the readers of one value read one name).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from hippograph.ingestion.extract.entity_types import gender_for
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.readers import Relation
from hippograph.ingestion.extract.subjects import Referents, is_name, name_span, named_appos, resolve
from hippograph.ingestion.extraction import AGENT
from hippograph.lexicon import KINSHIP

_HAVING = frozenset({"have"})


def read_counted(span: Span, referents: Referents) -> Iterator[Relation]:
    """The relatives a "have" clause names by coordinated names in apposition to its kin noun."""
    for token in span:
        if token.pos_ != "NOUN" or token.lemma_ not in KINSHIP or token.dep_ != "dobj":
            continue
        verb = token.head
        if verb.lemma_ not in _HAVING or any(c.dep_ == "neg" for c in verb.children):
            continue
        holder = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        owner = resolve(holder, referents) if holder is not None else None
        named = named_appos(token)
        if owner is None or owner.owner is not None or owner.name == AGENT or named is None:
            continue
        names = [named, *(c for c in named.conjuncts if c.pos_ == "PROPN" and is_name(c))]
        if len(names) < 2:
            continue  # one name: the readers of the "have" clause read it
        for person in names:
            name = name_span(person) or person.text
            yield Relation(
                owner.name, token.lemma_, Named(name, "Person", token.lemma_, gender_for(token.lemma_))
            )


def read_count(span: Span, referents: Referents) -> Iterator[Statement]:
    """ "I have two brothers, Luca and Marco": how many, said with the names (a count said alone,
    "I have three kids", is the "have" clause's own value)."""
    for token in span:
        if token.pos_ != "NOUN" or token.lemma_ not in KINSHIP or token.dep_ != "dobj":
            continue
        verb = token.head
        count = next((c for c in token.children if c.dep_ == "nummod"), None)
        if verb.lemma_ not in _HAVING or count is None or named_appos(token) is None:
            continue
        if any(c.dep_ == "neg" for c in verb.children):
            continue
        holder = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        owner = resolve(holder, referents) if holder is not None else None
        if owner is None or owner.owner is not None or owner.name == AGENT:
            continue
        value = f"{count.text} {token.text}"
        yield Statement(owner, "have", value, None, False, False, 0.8, None)
