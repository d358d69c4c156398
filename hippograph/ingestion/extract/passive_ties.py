"""A tie said with "get" and a participle: "Chloe got engaged to Marcus", "my brother got married
to Aisha", "I got hired by Vantage Labs". The small parser reads the participle either as the
clause's verb with "got" as its passive auxiliary, or "got" as the verb with the participle as its
complement; both say the same: the participle's preposition names who or what the subject is now
tied to. The predicate is "get <participle> <preposition>", which the ontology's lexicon maps
("get engaged to": ENGAGED_TO), or its "be" passive when only that is declared ("be hired by").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.mapping import map_predicate
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import (
    Subject,
    is_name,
    is_person_noun,
    name_span,
    named_appos,
    ner_type,
)
from hippograph.ingestion.extract.views import Clause
from hippograph.ontology import default_ontology

BECOMING = frozenset({"get", "become"})


def read_passive_tie(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "got engaged to Marcus": ``get engaged to = Marcus``, linked to Marcus."""
    participle = _participle(clause.head)
    if participle is None:
        return
    for prep in (c for c in participle.children if c.dep_ == "prep"):
        obj = _named_object(prep)
        if obj is None:
            continue
        name = name_span(obj) or obj.text
        predicate, kind = _mapped(participle.lower_, prep.lower_, name, obj)
        if predicate is None:
            continue
        yield Statement(
            subject,
            predicate,
            name,
            Named(name, kind),
            clause.negated,
            clause.ended,
            clause.confidence,
            clause.when,
        )


def _named_object(prep: Token) -> Token | None:
    """The name a preposition governs; "to Anneke last autumn" is parsed with the time as the
    object and the name hung under it."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is not None and not is_name(obj) and obj.ent_type_ in {"DATE", "TIME"}:
        obj = next((c for c in obj.children if c.dep_ in {"nmod", "compound"} and is_name(c)), None)
    if obj is not None and not is_name(obj) and is_person_noun(obj):
        obj = named_appos(obj)  # "got engaged to her boyfriend Colm": Colm
    return obj if obj is not None and is_name(obj) else None


def _participle(head: Token) -> Token | None:
    if head.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.lemma_ in BECOMING for c in head.children):
        return head  # "got" parsed as the passive auxiliary of "engaged"
    if head.lemma_ in BECOMING:
        return next(
            (c for c in head.children if c.dep_ in {"acomp", "oprd", "xcomp"} and _participial(c)), None
        )
    return None


def _participial(token: Token) -> bool:
    """A past participle, or one the tagger took for an adjective ("got married": JJ)."""
    return token.tag_ == "VBN" or (token.tag_ == "JJ" and token.lower_.endswith(("ed", "en")))


def _mapped(participle: str, prep: str, name: str, obj: Token) -> tuple[str | None, str]:
    """The predicate the ontology declares for the tie and the type its range gives the name."""
    guessed = ner_type(obj) or "Person"
    for verb in ("get", "be"):
        predicate = f"{verb} {participle} {prep}"
        for kind in dict.fromkeys((guessed, "Person", "Org")):
            relation = map_predicate(predicate, kind).relation
            if relation is not None:
                return predicate, _range_type(relation, kind)
    return None, guessed


def _range_type(relation: str, kind: str) -> str:
    declared = default_ontology().relation(relation)
    people = {"Person", "User", "Agent"}
    return "Person" if declared.range <= people | {"User"} else kind
