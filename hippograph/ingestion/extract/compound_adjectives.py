"""A compound adjective in "-ed" said of the subject: "Idris is left-handed", "she's short-sighted".

A participle formed on a noun with a word before it ("left-handed", "blue-eyed", "open-minded",
"middle-aged") says what the subject has for good -- a trait, not a state of the moment like
"I'm so lucky" (which :mod:`worth` refuses). The small model parses "X is left-handed" as a
passive ("handed" by no one): the whole word is the value of a copula.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause

# Dependents of a passive that make it a deed done to the subject, not a state it is in.
_DONE_TO = frozenset({"agent", "dobj", "obj", "dative", "prep", "xcomp", "ccomp", "oprd", "attr"})


def read_hyphenated_state(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "Idris is left-handed": Idris is left-handed (a copula, the compound its value)."""
    head = clause.head
    if not _compound_participle(head) or any(c.dep_ in _DONE_TO for c in head.children):
        return
    if not any(c.dep_ == "auxpass" and c.lemma_ == "be" for c in head.children):
        return
    yield Statement(
        subject, "be", head.lower_, None, clause.negated, clause.ended, clause.confidence, clause.when
    )


def _compound_participle(word: Token) -> bool:
    return is_trait_compound(word.lower_)


def is_trait_compound(word: str) -> bool:
    """One word of two parts joined by a hyphen whose last ends in "-ed": "left-handed".

    >>> is_trait_compound("left-handed"), is_trait_compound("stressed-out"), is_trait_compound("happy")
    (True, False, False)
    """
    parts = word.casefold().split("-")
    return (
        len(parts) == 2 and all(p.isalpha() for p in parts) and parts[1].endswith("ed") and len(parts[1]) > 3
    )


__all__ = ["is_trait_compound", "read_hyphenated_state"]
