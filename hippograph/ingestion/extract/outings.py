"""An outing said with "go" and a gerund the parser took for an adverbial clause: "We went camping
with the kids" (``camping`` an ``advcl`` of ``went``), read as "went hiking" is read
(``go = camping with the kids``).

The gerund must be the verb's own activity: no subject, no subordinating word ("went home after
finishing work" is a time), right after "go" or its particle.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause

GO = "go"


def read_outing(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "We went camping with the kids" -> ``go = camping with the kids``."""
    head = clause.head
    if head.lemma_.casefold() != GO or clause.negated:
        return
    for gerund in (c for c in head.children if _activity(c)):
        tokens = phrase(gerund, clause.time_tokens)
        if acceptable(tokens, gerund):
            yield Statement(
                subject, GO, text_of(tokens), None, False, clause.ended, clause.confidence, clause.when
            )


def _activity(token: Token) -> bool:
    if token.dep_ != "advcl" or token.tag_ != "VBG" or token.i < token.head.i:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "mark", "aux"} for c in token.children):
        return False
    between = token.doc[token.head.i + 1 : token.i]
    return all(t.dep_ in {"prt", "advmod"} for t in between)
