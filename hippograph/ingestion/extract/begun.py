"""A tie that begins: "I started a new job at Brightwave", "she took a position with the council",
"my son began a course at Leeds College".

The verb says something began and its object names the tie itself (a job, a position, a course):
both are the ontology's declaration of each relation (its ``beginning_verbs`` and ``tie_nouns``,
which also say which relations a verb may begin at all: where one works or studies, not a flat or a
band), the one the tense choice of :meth:`~hippograph.ontology.Ontology.in_past` reads too. The
organisation is the object of a preposition on the verb or on the tie noun. What the sentence
states is the tie, from then on: "I work at Brightwave" (WORKS_AT, dated by the clause's own
time), not "start at = Brightwave", which the embedding of "start" would map to FOUNDED, nor
"start = new job". The statement takes the first phrase of the tie's relation in the ontology, so
it maps and resolves like any other statement of that relation.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import name_span
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extract.vocabulary import ontology_of
from hippograph.ingestion.rules import lexicon
from hippograph.ontology import Ontology

# Prepositions that introduce the other end of a tie: "a job at", "a position with", "a course for".
TIE_PREPOSITIONS = lexicon("at with for in")
_TIMES = frozenset({"DATE", "TIME"})


def begun(clause: Clause, statements: list[Statement], ontology: Ontology | None = None) -> list[Statement]:
    """``statements`` with the clause's beginning of a tie read as the tie itself, as ``ontology``
    (by default the one the sentence is read with) declares what begins which tie."""
    head = clause.head
    if not statements or head.pos_ != "VERB" or clause.negated:
        return statements
    tie = next((c for c in head.children if c.dep_ in {"dobj", "obj"}), None)
    known = ontology or ontology_of(head.doc)
    relation = known.relation_for_tie_noun(tie.lemma_) if tie is not None else None
    if tie is None or relation is None or not known.begun_with(relation, head.lemma_, tie.lemma_):
        return statements
    place = _other_end(head, tie)
    if place is None or not relation.lexicon:
        return statements
    name = name_span(place) or _phrase(place)
    predicate = relation.lexicon[0]
    preposition = place.head.lower_
    tie_words = {t.i for t in tie.subtree}
    kept = [
        s
        for s in statements
        if not (s.predicate.endswith(f" {preposition}") and _same(s.value, name))
        and not _within(s.value, tie_words, head)
    ]
    named = Named(name, "Org") if name_span(place) is not None else None
    said = Statement(
        statements[0].subject,
        predicate,
        name,
        named,
        False,
        False,
        clause.confidence,
        clause.when,
        future=clause.future,  # begun in the past, the tie holds now: never its past counterpart
    )
    return [*kept, said]


def _other_end(head: Token, tie: Token) -> Token | None:
    for holder in (tie, head):  # "a job at Brightwave" or "started at Brightwave a new job"
        for prep in holder.children:
            if prep.dep_ == "prep" and prep.lower_ in TIE_PREPOSITIONS:
                obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
                if (
                    obj is not None
                    and obj.pos_ in {"PROPN", "NOUN"}
                    and obj.ent_type_ not in {"DATE", "TIME"}
                ):
                    return obj
    return None


def _phrase(token: Token) -> str:
    words = [t for t in token.subtree if t.dep_ not in {"det", "poss", "prep", "pobj"} or t.i == token.i]
    return " ".join(t.text for t in sorted(words, key=lambda t: t.i))


def _same(value: str, name: str) -> bool:
    return value.casefold().removeprefix("the ") == name.casefold().removeprefix("the ")


def _within(value: str, tie_words: set[int], head: Token) -> bool:
    """A statement whose value is the tie noun's own phrase ("start = new job at Brightwave")."""
    words = {t.lower_ for t in head.doc if t.i in tie_words}
    return bool(value) and set(value.casefold().split()) <= words


__all__ = ["begun"]
