"""Two people who did something to each other: "Jun and I got married in 2019", "Sara and Mehmet
got engaged", "my wife and I divorced".

A clause whose subject is a pair and whose verb, said without an object, states a symmetric
relation between people in the ontology (its lexicon: "marry", "get engaged to", "meet") or ends
one (its ``ended_by``: "divorce", "break up") is that relation between the two. The other readers
would copy the clause to each of them ("Jun: is married in 2019", "I: is married in 2019"): half of
a tie, twice, and no edge.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import KINSHIP
from hippograph.ontology import Relation, default_ontology

PEOPLE = frozenset({"Person", "User"})
# Verbs whose subject pair did it to each other: "we met" is each met the other, but "we went out"
# or "we were with friends" is not. Only these are looked up in the ontology.
RECIPROCAL_VERBS = lexicon("marry wed engage divorce separate date meet break split reconcile")
LINKING_VERBS = lexicon("be become stay remain")
_LINKS = ("", " to", " with", " from")  # "get engaged to", "break up with", "separate from"


def read_reciprocal(clause: Clause, subject: Subject, others: list[Subject]) -> Iterator[Statement]:
    """The tie between ``subject`` and each of ``others`` the clause states, if its verb states one
    between people and takes no object of its own."""
    found = _said_tie(clause.head)  # "Priya and I have been friends since school": people, whatever NER said
    if found is None:
        if subject.type not in PEOPLE or any(o.type not in PEOPLE for o in others):
            return
        found = None if _has_object(clause.head) else _tie(clause.head)
    if found is None:
        return
    relation, ended = found
    predicate = relation.lexicon[0] if relation.lexicon else relation.name.lower().replace("_", " ")
    for other in others:
        if other.name == SPEAKER:  # the tie is the speaker's, stated from their side
            subject, other = other, subject
        yield Statement(
            subject,
            predicate,
            other.name,
            Named(other.name, "Person", gender=other.gender),
            clause.negated,
            ended or clause.ended,
            clause.confidence,
            clause.when,
            relation.field,
        )


def _said_tie(head: Token) -> tuple[Relation, bool] | None:
    """ "(Priya and I) are friends", "became colleagues", "have been neighbours for years": a
    plural relation noun, owned by no one, said of the pair; the ontology's symmetric relation
    for it."""
    if head.lemma_ not in LINKING_VERBS:
        return None
    noun = next((c for c in head.children if c.dep_ in {"attr", "oprd"} and c.tag_ == "NNS"), None)
    if noun is None or any(c.dep_ == "poss" for c in noun.children):
        return None  # "Kwame and Ama are my cousins": each one is the speaker's, read as relations
    kin = KINSHIP.get(noun.lemma_)
    relation = default_ontology().relation(kin.relation) if kin is not None else None
    if relation is None or not relation.symmetric:
        return None
    return relation, False


def _has_object(head: Token) -> bool:
    for token in (head, *(c for c in head.children if c.dep_ in {"acomp", "xcomp"})):
        for child in token.children:
            if child.dep_ in {"dobj", "obj", "attr"}:
                return True
            if child.dep_ == "prep" and child.lower_ in {"to", "with", "from"}:
                return True  # "Anil got engaged to Ruth": the other one is named, not the pair
    return False


def _forms(head: Token) -> Iterator[str]:
    """The verb as the ontology's lexicon says it: "marry" of "got married", "get engage" of "got
    engaged", "break up" of "broke up"."""
    word = head
    complements = (c for c in head.children if c.dep_ in {"acomp", "xcomp"} and c.pos_ in {"VERB", "ADJ"})
    acomp = next(complements, None)
    if head.lemma_ in {"get", "be"} and acomp is not None:
        word = acomp
        yield f"{head.lemma_} {acomp.lemma_}"
    passive = next((c for c in head.children if c.dep_ == "auxpass"), None)
    if passive is not None:  # "got engaged", "were married"
        yield f"{passive.lemma_} {head.lemma_}"
    particle = next((c for c in word.children if c.dep_ == "prt"), None)
    if particle is not None:
        yield f"{word.lemma_} {particle.lower_}"
    yield word.lemma_


def _tie(head: Token) -> tuple[Relation, bool] | None:
    """The symmetric relation between people the verb states (ended or not), when only one fits."""
    ontology = default_ontology()
    for form in _forms(head):
        if form.split()[-1] not in RECIPROCAL_VERBS and form.split()[0] not in RECIPROCAL_VERBS:
            continue
        for link in _LINKS:
            stated = ontology.relation_for_predicate(f"{form}{link}", "Person", "Person")
            if stated is not None and stated.symmetric:
                return stated, False
            ended_by = ontology.relations_ended_by(f"{form}{link}", "Person", "Person")
            ending = [r for r in ended_by if r.symmetric]
            if len(ending) == 1:  # "break up" ends an engagement or a partnership: unsaid which
                return ending[0], True
    return None
