"""A possession said in the simple past is over: "my grandmother had a bakery called Rosette",
"I owned a Vespa", "we had a dog named Rex", "I had a brother".

English says a state that still holds in the present ("I have a dog") and one that held before in
the past; said of a thing one keeps (a pet, a vehicle, a business, a home), the simple past of a
verb of having tells that it is no longer had. A verb of getting ("bought", "adopted") is an event
whose result holds, and "had a cold", "had lunch" are no things kept: neither ends anything.

A role works the same way: "Kwame was a history teacher for twenty years", "my grandfather was a
sailor" say a job held before, over now; a tie of kin ("she was my aunt") is no role.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.agentive import is_agent_noun
from hippograph.ingestion.extract.entity_types import PERSON_NOUNS, type_for_descriptor
from hippograph.ingestion.rules import OCCUPATIONS, lexicon
from hippograph.lexicon import KINSHIP

HAVING = lexicon("have own")
KEPT_TYPES = frozenset({"Pet", "Product", "Org", "Place"})
NAMING = lexicon("name call")
# Person nouns that name no role: "he was a nice guy", "I was a stranger there".
NO_ROLE = lexicon("person man woman guy girl boy lady kid baby stranger ex sweetheart")
PERSONAL_PRONOUNS = lexicon("i he she we they you")


def past_possession(head: Token) -> bool:
    """``head`` is a verb of having in the simple past whose object is a thing one keeps."""
    if head.tag_ != "VBD" or head.lemma_.casefold() not in HAVING:
        return False
    if any(c.dep_ in {"aux", "auxpass"} for c in head.children):
        return False  # "I've had", "would have had": not the simple past
    if head.dep_ == "advcl" or any(c.dep_ == "mark" for c in head.children):
        return False  # "when I had a dog, I walked more": the time of something else
    obj = next((c for c in head.children if c.dep_ in {"dobj", "obj"}), None)
    return obj is not None and (_kept(obj) or _relative_once(head, obj))


def _relative_once(head: Token, obj: Token) -> bool:
    """ "I had a brother": a relative one had, said in the past, is had no more (not "had a friend
    over", "had a cousin with me": a visit, a company of the moment)."""
    if obj.lemma_.casefold() not in KINSHIP or obj.tag_ != "NN":
        return False
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in obj.children):
        return False
    return not any(c.dep_ in {"prt", "prep", "advmod", "npadvmod"} for c in [*head.children, *obj.children])


def past_role(head: Token) -> bool:
    """``head`` is "be" in the simple past with a role of a person as its complement ("was a
    teacher"), said as a statement of its own rather than the time of another."""
    if head.tag_ != "VBD" or head.lemma_ != "be" or not _main(head):
        return False
    attr = next((c for c in head.children if c.dep_ == "attr"), None)
    if attr is None or attr.pos_ != "NOUN" or any(c.dep_ == "poss" for c in attr.children):
        return False  # "was my best friend": a tie, not a job
    noun = attr.lemma_.casefold()
    if noun in KINSHIP or noun in NO_ROLE:
        return False
    return noun in OCCUPATIONS or noun in PERSON_NOUNS or (is_agent_noun(attr) and _said_of_person(head))


# Units a stretch of time is counted in: "for twenty years", "for a decade".
DURATION_UNITS = lexicon("year month week decade day century summer winter season semester term while")


def past_period(head: Token) -> bool:
    """``head`` is a verb in the simple past said for a counted stretch of time, a period that
    ended: "my dad was in the navy for twenty years", "I worked at Tesco for three years" (not
    "I've been there for years", still true, nor "for an hour" of an errand: no kept state)."""
    if head.tag_ != "VBD" or not _main(head):
        return False
    for prep in head.children:
        if prep.dep_ != "prep" or prep.lower_ != "for":
            continue
        for unit in prep.children:
            counted = any(c.dep_ in {"nummod", "det", "quantmod"} for c in unit.children)
            if unit.dep_ == "pobj" and unit.lemma_.casefold() in DURATION_UNITS and counted:
                return True
    return False


def _said_of_person(head: Token) -> bool:
    """The subject of ``head`` is someone: a personal pronoun, a name, a noun for a person ("Marek
    was a boxer", "my uncle was a miner"; not "it was a blender")."""
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    word = subject.lemma_.casefold()
    if subject.pos_ == "PRON":
        return subject.lower_ in PERSONAL_PRONOUNS
    return subject.pos_ == "PROPN" or word in KINSHIP or word in PERSON_NOUNS


def _main(head: Token) -> bool:
    if any(c.dep_ in {"aux", "auxpass", "mark"} for c in head.children):
        return False  # "had been", "when he was a waiter": not a state of its own in the past
    return head.dep_ in {"ROOT", "conj"}


def _kept(obj: Token) -> bool:
    named = obj.pos_ == "PROPN" or (obj.is_title and bool(obj.ent_type_))  # "a Vespa" tagged a noun
    if named or any(c.dep_ == "acl" and c.lemma_ in NAMING for c in obj.children):
        return True  # "owned a farm called Hollow Creek", "owned a Vespa"
    return obj.pos_ == "NOUN" and type_for_descriptor(obj.lemma_) in KEPT_TYPES
