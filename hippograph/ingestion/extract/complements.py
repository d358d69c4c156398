"""A clausal complement that is a bare infinitive, the activity alone: "I never learned to swim",
"she decided to quit", "I finally learned to drive", "he refuses to fly"; and the same after an
adjective of a copula: "I'm ready to adopt", "I'm finally free to travel".

The governing verb has no object, the infinitive has none either (an infinitive with an object or
an argument, "decided to learn the guitar", is read with it as the value): the infinitive is the
value, named as an activity by its gerund ("learn = swimming", as
:mod:`hippograph.ingestion.extract.bare_verbs` names one), the governing verb the predicate and
its negation kept ("not learn"). Governors of obligation ("have to", read elsewhere as the deed),
of motion or wanting ("go to", "want to", "need to") and verbs of attitude say what the speaker
wants or must do at the moment, not something about them, and are left alone; so are infinitives
of the same empty kind ("try to go", "learned to be") and ones with a particle ("give back").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.bare_verbs import NOT_ACTIVITIES, gerund
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause

PEOPLE = frozenset({"Person", "User"})
# Dependents an infinitive may have and still be the activity alone.
BARE = frozenset({"aux", "neg", "advmod", "punct"})
# Dependents of the governing verb that make the infinitive part of a larger statement.
GOVERNED = frozenset({"dobj", "obj", "dative", "ccomp", "attr", "acomp", "oprd"})


def read_bare_complement(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I never learned to swim": ``not learn = swimming``."""
    verb = clause.head
    if verb.pos_ != "VERB" or subject.type not in PEOPLE or subject.owner is not None or clause.future:
        return
    if verb.lemma_.casefold() in NOT_ACTIVITIES or any(c.dep_ in GOVERNED for c in verb.children):
        return
    infinitive = _bare_infinitive(verb)
    if infinitive is None:
        return
    particle = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    predicate = " ".join([verb.lemma_.casefold(), *particle])
    if verb.lemma_.casefold() == "use" and clause.ended:
        predicate = infinitive.lemma_.casefold()  # "I used to smoke": smoke = smoking, ended
    yield _doing(clause, subject, predicate, infinitive)


def read_adjective_complement(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I'm ready to adopt": ``be ready = adopting``."""
    if not clause.is_copula or subject.type not in PEOPLE or subject.owner is not None:
        return
    adjective = next((c for c in clause.head.children if c.dep_ == "acomp" and c.pos_ == "ADJ"), None)
    infinitive = _bare_infinitive(adjective) if adjective is not None else None
    if adjective is None or infinitive is None:
        return
    yield _doing(clause, subject, f"be {adjective.lemma_.casefold()}", infinitive, future=clause.future)


def _doing(
    clause: Clause, subject: Subject, predicate: str, infinitive: Token, *, future: bool = False
) -> Statement:
    """The clause's statement that ``predicate`` holds of the activity its infinitive names."""
    return Statement(
        subject,
        predicate,
        _activity(infinitive),
        None,
        clause.negated,
        clause.ended,
        clause.confidence,
        clause.when,
        future=future,
    )


def _activity(infinitive: Token) -> str:
    """The activity an infinitive names, as its gerund: "swimming"."""
    return gerund(infinitive.lemma_.casefold())


def _bare_infinitive(verb: Token) -> Token | None:
    for child in verb.children:
        if child.dep_ != "xcomp" or child.pos_ != "VERB" or child.tag_ != "VB":
            continue
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in child.children):
            continue
        if any(c.dep_ not in BARE for c in child.children):
            return None
        if child.lemma_.casefold() in NOT_ACTIVITIES:
            return None
        return child
    return None


__all__ = ["read_adjective_complement", "read_bare_complement"]
