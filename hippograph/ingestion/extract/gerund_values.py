"""An attribute whose value is an activity: "my dad's hobby is fishing", "our team's goal is
cutting response times", "my biggest fear is flying".

The parser reads "is fishing" as a progressive ("my dad is fishing"), which leaves the clause
without a copula. A noun that names an attribute of its owner (the fields and attributes the rule
table and the ontology know: hobby, goal, dream, fear ...) does nothing itself; "is" with an -ing
form after it is a copula, and the -ing phrase its value.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extract.gate import text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import OWN, Subject, is_person_noun, name_span, ner_type
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import FIELDS, POSSESSIVE_FIELDS
from hippograph.lexicon import KINSHIP
from hippograph.ontology import default_ontology


@cache
def attribute_nouns() -> frozenset[str]:
    """Nouns that name an attribute: the rule table's fields and possessive nouns, the ontology's
    attribute names and their one-word lexicon entries ("fear")."""
    nouns = set(FIELDS) | set(POSSESSIVE_FIELDS)
    for attribute in default_ontology().attributes:
        nouns.add(attribute.name)
        nouns |= {phrase for phrase in attribute.lexicon if " " not in phrase}
    return frozenset(n for n in nouns if "_" not in n)


def read_gerund_value(clause: Clause, subject: Subject | None) -> Iterator[Statement]:
    """ "my dad's hobby is fishing": ``my dad: hobby = fishing``; ``subject`` is the attribute as
    the subject readers resolved it (its owner a pronoun's referent), if they did."""
    head, noun = clause.head, clause.subject
    if head.tag_ != "VBG" or noun is None or noun.lemma_.casefold() not in attribute_nouns():
        return
    if noun.lemma_ in KINSHIP or is_person_noun(noun) or type_for_descriptor(noun.lemma_) is not None:
        return  # "my friend is visiting": a person (or a pet, a thing) does what the -ing says
    if not any(c.dep_ == "aux" and c.lemma_ == "be" for c in head.children):
        return
    owner = _owner(noun)
    if subject is not None and subject.owner is not None:
        owner = Subject(subject.owner, "User" if subject.owner == SPEAKER else "Person")
    if owner is None:
        return
    field = " ".join(t.lower_ for t in noun.children if t.dep_ in {"amod", "compound"} and t.i < noun.i)
    field = f"{field} {noun.lower_}".strip()
    value = text_of([t for t in head.subtree if t.i >= head.i and t.dep_ != "punct"])
    yield Statement(owner, "be", value, None, clause.negated, clause.ended, clause.confidence, None, field)


def _owner(noun: Token) -> Subject | None:
    """Whose the attribute is: "my" the speaker, "Dana's" Dana, "our team's" my team."""
    poss = next((c for c in noun.children if c.dep_ == "poss"), None)
    if poss is None:
        return None
    if poss.lower_ in OWN:
        return Subject(SPEAKER, "User")
    if poss.pos_ == "PROPN":
        return Subject(name_span(poss) or poss.text, ner_type(poss) or "Person")
    inner = next((c for c in poss.children if c.dep_ == "poss"), None)
    if poss.pos_ == "NOUN" and inner is not None and inner.lower_ in OWN:
        kind = "Person" if is_person_noun(poss) else type_for_descriptor(poss.lemma_) or "Org"
        return Subject(f"my {poss.lemma_}", kind)
    return None
