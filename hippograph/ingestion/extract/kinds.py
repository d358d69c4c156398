"""A copula said of a kind of thing: a truth about everybody's world, not a fact about anyone.

"Parenting is such a big responsibility", "Life is about creating memories", "Dogs are loyal": the
subject is a bare common noun (no article, possessive or number picks out one thing of the kind:
a mass noun, a gerund or a plural), the copula is in the simple present, and nothing in what is
said of it belongs to the speaker. "The parenting class is full", "My dog is loyal", "Coffee is
my fuel", "Dinner was great" (one dinner, past), "Mom is a nurse" (a kinship word used as a name)
stay statements; an evaluation the speaker owns ("gardening matters to me") is read before this.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.subjects import HOUSEHOLD, is_person_noun
from hippograph.ingestion.extract.unknown_words import unknown_name
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import KINSHIP

PICKING_DEPS = frozenset({"det", "poss", "nummod", "predet", "case"})
FIRST_PERSON = lexicon("i me my mine myself we us our ours ourselves")
PRESENT_TAGS = frozenset({"VBZ", "VBP"})


def said_of_a_kind(clause: Clause) -> bool:
    """True when ``clause`` is a copula in the simple present about a kind of thing (see the
    module's docstring)."""
    subject = clause.subject
    if not clause.is_copula or subject is None or subject.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    if clause.head.tag_ not in PRESENT_TAGS or clause.when or clause.future:
        return False
    if not _bare_kind(subject):
        return False
    said = [t for c in clause.head.children if c.i > clause.head.i for t in c.subtree]
    return not any(t.lower_ in FIRST_PERSON for t in said)


def _bare_kind(noun: Token) -> bool:
    named = unknown_name(noun) and not noun.lower_.endswith("ing")  # "Greta", not "Homeschooling"
    if noun.pos_ != "NOUN" or (noun.is_title and noun.i != noun.sent.start) or named:
        return False  # a name, or a word capitalised as one in mid-sentence
    if noun.lemma_ in KINSHIP or noun.lemma_ in HOUSEHOLD or is_person_noun(noun):
        return False  # "Mom is a nurse": a person called by a kinship word
    return not any(c.dep_ in PICKING_DEPS for c in noun.children)


__all__ = ["said_of_a_kind"]
