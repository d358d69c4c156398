"""A life event planned, said with its verb alone: "my dad is retiring next year", "Osei will
retire in June", "my sister is graduating in May".

The verb has no object, so the event itself is the value (its gerund, with the time it is planned
for) and the statement is a plan ("will retire"). Only verbs the ontology knows as the start or end
of a tie between people, places and organisations ("retire", "graduate", "divorce", "move") are
events worth keeping; "she's leaving soon", "he's visiting next week" or "we're eating at eight"
are not read.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from hippograph.ingestion.extract.bare_verbs import ARGUMENTS, gerund
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ontology import default_ontology

PEOPLE = frozenset({"Person", "User"})
# "leaving soon", "growing up fast": what, or no event at all
_VAGUE = frozenset({"leave", "go", "start", "finish", "return", "lose", "get", "be", "grow", "drop"})


# Ties a life event starts or leaves behind: the verbs of their phrases are such events ("marry",
# "graduate from", "move from"); any relation's one-word ending is one too ("retire", "divorce").
_EVENT_TIES = frozenset({"MARRIED_TO", "STUDIED_AT", "LIVED_IN"})


@cache
def life_events() -> frozenset[str]:
    """Verbs the ontology says start or end a tie: "retire", "graduate", "marry", "move"."""
    verbs: set[str] = set()
    for relation in default_ontology().relations:
        verbs |= {phrase for phrase in relation.ended_by if " " not in phrase}
        if relation.name in _EVENT_TIES:
            verbs |= {phrase.split()[0] for phrase in relation.lexicon}
    return frozenset(verbs - _VAGUE)


def read_bare_plan(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "is retiring next year": ``will retire = retiring next year``."""
    verb = clause.head
    if not clause.future or clause.negated or verb.pos_ != "VERB" or subject.type not in PEOPLE:
        return
    if clause.when is None:
        return  # "maybe I'll move": a thought, not a plan with a date
    lemma = verb.lemma_.casefold()
    if lemma not in life_events() or any(c.dep_ in ARGUMENTS for c in verb.children):
        return
    value = f"{gerund(lemma)} {clause.when}"
    yield Statement(subject, lemma, value, None, False, False, clause.confidence, clause.when, future=True)
