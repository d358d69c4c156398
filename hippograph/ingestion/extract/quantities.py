"""Measures, durations and amounts as values: "my brother is six feet tall" (height = six feet),
"I've been sober for eleven months" (sober = eleven months), "I sleep about six hours a night"
(sleep = about six hours a night).

The parse marks a measure as a number (``nummod``) on a unit noun (NER's QUANTITY, DATE, TIME,
MONEY) that modifies the adjective or verb it measures (``npadvmod``) or follows "for". The field
names what is measured -- the dimension an adjective names ("tall" is a height), the adjective
itself ("sober"), or the verb ("sleep") -- and the value is the measure as said, with its rate
("a night").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import predicate_of
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import COPULA_CLASSES, MARITAL

# Adjectives of dimension and the dimension they measure: "six feet tall" is a height.
DIMENSIONS: dict[str, str] = {
    "tall": "height",
    "high": "height",
    "long": "length",
    "wide": "width",
    "deep": "depth",
    "heavy": "weight",
    "old": "age",
    "big": "size",
    "large": "size",
}
APPROXIMATE = frozenset({"about", "around", "roughly", "nearly", "almost", "approximately", "over"})
NUMBER_DEPS = frozenset({"compound", "amod"})
UNITS = frozenset({"QUANTITY", "DATE", "TIME", "MONEY", "PERCENT"})  # NER's measures
# Adjectives whose duration is not a state of the subject's ("been busy for weeks" is a mood).
CLASSIFIED = frozenset(word for _, words in COPULA_CLASSES for word in words) | MARITAL
PASSING = frozenset({"busy", "sick", "ill", "tired", "away", "late", "sorry", "happy", "sad"})


def is_measure(token: Token) -> bool:
    """A unit noun counted by a number ("six feet", "14 months", "five miles")."""
    numbers = [c for c in token.children if c.dep_ == "nummod" or (c.like_num and c.dep_ in NUMBER_DEPS)]
    return token.pos_ == "NOUN" and token.ent_type_ in UNITS and bool(numbers)  # not "two cats"


def _counted(token: Token) -> bool:
    return is_measure(token) or (
        token.pos_ == "NOUN" and any(c.dep_ == "nummod" and c.like_num for c in token.children)
    )


def measure_text(token: Token) -> str | None:
    """The measure as said, without "about" or "around" (a value never starts with a preposition)."""
    tokens = [t for t in phrase(token) if not (t.dep_ == "advmod" and t.lower_ in APPROXIMATE)]
    return text_of(tokens) if acceptable(tokens) else None


def read_dimension(clause: Clause, subject: Subject, adjective: Token) -> Iterator[Statement]:
    """ "is six feet tall" → height = six feet; "is 14 months old" → age = 14 months old."""
    dimension = DIMENSIONS.get(adjective.lower_)
    # under an adjective of dimension a counted noun is a unit whatever NER says ("1.70 m tall")
    measure = next((c for c in adjective.children if c.dep_ == "npadvmod" and _counted(c)), None)
    if dimension is None or measure is None:
        return
    value = measure_text(measure)
    if value is None:
        return
    if dimension == "age":
        value = f"{value} old"
    yield _measured(clause, subject, adjective.lemma_.casefold(), value, dimension)


def is_measured(clause: Clause) -> bool:
    """A copula whose complement is a measure: "is 62 square metres", "is twenty feet long"."""
    for child in clause.head.children:
        if child.dep_ == "attr" and is_measure(child) and child.ent_type_ == "QUANTITY":
            return True  # not "my rent is 900 dollars": an amount is the owner's
        dimension = child.dep_ == "acomp" and child.lower_ in DIMENSIONS
        if dimension and any(c.dep_ == "npadvmod" and is_measure(c) for c in child.children):
            return True
    return False


def read_extent(clause: Clause, subject: Subject, measure: Token) -> Iterator[Statement]:
    """ "the apartment is 62 square metres" → size = 62 square metres (a measure said as what the
    thing is measures its size; a time or an amount of money is read by other readers)."""
    if measure.ent_type_ != "QUANTITY":
        return
    value = measure_text(measure)
    if value is not None:
        yield _measured(clause, subject, "be", value, "size")


def read_duration(clause: Clause, subject: Subject, adjective: Token) -> Iterator[Statement]:
    """ "have been sober for eleven months" → sober = eleven months (a state and how long it has
    held: the adjective names the state, the duration is what was said of it)."""
    if adjective.lower_ in PASSING or adjective.lower_ in DIMENSIONS or clause.negated:
        return
    attached = {t.i for c in adjective.children if c.dep_ == "prep" for t in c.subtree}
    state = text_of(phrase(adjective, attached))  # "debt-free"
    if not state or len(state.split()) > 2:
        return
    for prep in [*adjective.children, *clause.head.children]:  # the parser attaches "for" to either
        if prep.dep_ != "prep" or prep.lower_ != "for":
            continue
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is None or not is_measure(obj):
            continue
        value = measure_text(obj)
        if value is not None:
            yield _measured(clause, subject, state.casefold(), value, state.casefold())
            return


def read_rate(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I sleep about six hours a night", "she walks five miles a day": a verb without an object
    measured by a quantity -- the verb is the field, the measure with its rate the value."""
    verb = clause.head
    if verb.pos_ != "VERB" or clause.negated:
        return
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"}]
    measure = next((c for c in verb.children if c.dep_ in {"npadvmod", "dobj"} and is_measure(c)), None)
    if measure is None or any(o.i != measure.i for o in objects):
        return  # "ran a marathon in four hours": the object is the value, read elsewhere
    value = measure_text(measure)
    if value is not None:
        said = predicate_of(verb)  # "I've put aside 12,000 pounds": "put aside", not "put"
        yield _measured(clause, subject, said, value, said)


def measures(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """The measures a clause states of its subject; an owned thing's dimension is its owner's
    fact under the thing's name ("my car is five metres long": car length = five metres)."""
    if subject.owner is not None:
        if clause.is_copula and subject.noun:  # "our baby is six weeks old": the baby's age
            owner = Subject(subject.owner, "User" if subject.owner == SPEAKER else "Person")
            for child in clause.head.children:
                if child.dep_ == "acomp":
                    for found in read_dimension(clause, owner, child):
                        yield replace(found, field=f"{subject.noun} {found.field}")
                elif child.dep_ == "attr" and is_measure(child) and child.ent_type_ == "MONEY":
                    value = measure_text(child)  # "our electricity bill is about 120 pounds"
                    if value is not None:
                        yield _measured(clause, owner, "be", value, subject.noun)
        return
    if not clause.is_copula:
        yield from read_rate(clause, subject)
        return
    for child in clause.head.children:
        if child.dep_ == "attr" and is_measure(child):
            yield from read_extent(clause, subject, child)
        if child.dep_ == "acomp":
            yield from read_dimension(clause, subject, child)
            if child.lower_ not in CLASSIFIED:  # "vegan for two years": a diet, dated by the rules
                yield from read_duration(clause, subject, child)


def _measured(clause: Clause, subject: Subject, predicate: str, value: str, field: str) -> Statement:
    return Statement(
        subject, predicate, value, None, clause.negated, clause.ended, clause.confidence, None, field
    )


__all__ = [
    "is_measure",
    "is_measured",
    "measures",
    "read_dimension",
    "read_duration",
    "read_extent",
    "read_rate",
]
