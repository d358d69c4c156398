"""An age reached, said as a change rather than a state: "my grandma turned 90 last week", "I
just turned thirty", "she turns 12 in May", "he turned 40 years old".

"Turn" with a number for its complement (and a person for its subject) says the person's age
from then on, as "is 90" would: the ``age`` field, the number of years as said ("90", "forty").
A negated turning ("didn't turn 30 until June") says nothing of the age; a present or future one
("turns 12 in May", "will turn 40") is the age to come, a plan.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

BECOMING = lexicon("turn")
PEOPLE = frozenset({"Person", "User"})
COMPLEMENT_DEPS = frozenset({"dobj", "attr", "oprd", "acomp", "npadvmod"})
MAX_AGE = 130


def read_milestone(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "my grandma turned 90": ``age = 90``."""
    verb = clause.head
    if verb.lemma_.casefold() not in BECOMING or clause.negated or subject.type not in PEOPLE:
        return
    if subject.noun is not None and subject.owner is not None and subject.type != "Person":
        return  # "my car turned 10": a thing's years, not a person's age
    value = _years(verb)
    if value is None:
        return
    when = _when_besides(clause.when, value) or _other_time(verb, value)
    coming = clause.future or verb.tag_ in {"VBZ", "VBP"}  # "turns 12 in May": not yet
    if coming:  # the age to come is a plan ("will turn = 40"), never the age she is now
        yield Statement(subject, "turn", value, None, False, False, clause.confidence, when, future=True)
        return
    yield Statement(subject, "be", value, None, False, False, clause.confidence, when, "age")


def _other_time(verb: Token, years: str) -> str | None:
    """ "turned 60 in March" where NER made "60" the clause's time: the other time it said."""
    inside = {t.i for t in verb.subtree}
    for ent in verb.doc.ents:
        if ent.label_ in {"DATE", "TIME"} and ent.start in inside and ent.text != years:
            return ent.text
    return None


def _when_besides(when: str | None, years: str) -> str | None:
    """The time said, without the age NER took into it ("35 last week": last week; "60": none)."""
    if when is None:
        return None
    words = when.split()
    if words and words[0] == years:
        words = words[1:]
    return " ".join(words) or None


def _years(verb: Token) -> str | None:
    """ "turned 90", "turned 40 years old": the number of years, as said ("90", "40")."""
    for child in verb.children:
        if child.dep_ == "acomp" and child.lower_ == "old":  # "40 years old"
            unit = next((c for c in child.children if c.dep_ == "npadvmod" and c.lemma_ == "year"), None)
            number = next((c for c in unit.children if c.dep_ == "nummod"), None) if unit else None
            return number.text if number is not None and _age(number) else None
        if child.dep_ in COMPLEMENT_DEPS and _age(child) and not list(child.children):
            return child.text
    return None


def _age(token: Token) -> bool:
    if not token.like_num:
        return False
    digits = token.text.replace(",", "")
    return not digits.isdigit() or 0 < int(digits) <= MAX_AGE


__all__ = ["read_milestone"]
