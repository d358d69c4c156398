"""A company named by what it sells the speaker: "my Vodafone contract ends in May", "our Verizon
plan is too expensive". The name before a noun of a service one buys (a contract, a plan, an
account) is the company that provides it -- an organisation, whatever NER guessed (a nationality,
a place, a person) -- and the speaker is its customer (``SUPPLIED_BY``, the ``supplier`` field).
What the sentence says of the contract itself stays the open reader's.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from hippograph.ingestion.extract.contextual_types import SERVICE_NOUNS
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject, is_name, name_span
from hippograph.ingestion.extraction import SPEAKER

OWNERS = frozenset({"my", "our"})


def read_providers(span: Span) -> Iterator[Statement]:
    """ "my Vodafone contract": the speaker is a customer of Vodafone, an organisation."""
    for token in span:
        head = token.head
        while head.dep_ == "compound" and head.pos_ == "NOUN" and head.head.i != head.i:
            head = head.head  # "my Sky broadband contract": the contract, through "broadband"
        if token.dep_ != "compound" or not is_name(token) or head.i == token.i or head.pos_ != "NOUN":
            continue
        if head.lemma_.casefold() not in SERVICE_NOUNS:
            continue
        if not any(c.dep_ == "poss" and c.lower_ in OWNERS for c in head.children):
            continue
        name = name_span(token) or token.text
        company = Named(name, "Org")
        speaker = Subject(SPEAKER, "User")
        yield Statement(speaker, "be customer of", name, company, False, False, 0.85, None, "supplier")
