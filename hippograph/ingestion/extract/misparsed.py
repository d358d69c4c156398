"""Parses the small English model gets wrong in a way the grammar itself tells, repaired in place
before any reader sees the sentence.

A perfect "have" is an auxiliary only before a past participle ("I have finished"). When the model
makes "have" the auxiliary of a common noun or of a base form ("I have type 1 diabetes": "type" as
the verb, "1 diabetes" its object; "he has stage 3 cancer"), "have" is the verb and the noun begins
its object: "type" modifies "diabetes", and the statement is that the speaker has type 1 diabetes.

A finite verb is never the modifier of a noun. When the model reads "Kenji, my roommate, works night
shifts at the airport" as a verbless phrase ("works night shifts" a compound noun in apposition to
Kenji), the verb heads the clause: the name before it is its subject and the noun its object.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

_NOUN_TAGS = frozenset({"NN", "NNS"})
# A base form after a perfect "have" is no verb either ("has stage 3 cancer" read as "has stage").
_NOT_PARTICIPLES = _NOUN_TAGS | {"VB"}


def repair_have(doc: Doc) -> None:
    """Make each "have" the model took for the auxiliary of a noun the verb of its clause, and
    each finite verb it took for the modifier of a noun the verb of the clause the noun is in."""
    for noun in list(doc):
        have = _auxiliary_have(noun)
        if have is not None:
            _promote(have, noun)
    for verb in list(doc):
        if _finite_modifier(verb):
            _head_clause(verb)


def _finite_modifier(verb: Token) -> bool:
    """ "works" in "Kenji, my roommate, works night shifts": a finite present verb as a compound
    of a noun set in apposition to the sentence's verbless root."""
    noun, root = verb.head, verb.sent.root
    return (
        verb.dep_ == "compound"
        and verb.tag_ == "VBZ"
        and "Fin" in verb.morph.get("VerbForm", [])
        and noun.dep_ == "appos"
        and noun.head == root
        and root.pos_ in {"PROPN", "NOUN"}
        and root.i < verb.i
        and not any(t.pos_ in {"VERB", "AUX"} and t != verb for t in verb.sent)
    )


def _head_clause(verb: Token) -> None:
    noun, root = verb.head, verb.sent.root
    verb.head, verb.dep_, verb.pos_ = verb, "ROOT", "VERB"
    for child in list(root.children):
        if child.i > verb.i:  # the final full stop
            child.head = verb
    root.head, root.dep_ = verb, "nsubj"
    noun.head, noun.dep_ = verb, "dobj"
    for child in list(noun.children):
        if child.dep_ == "prep" and child.i > noun.i:  # "at the airport": where the work is done
            child.head = verb


def _auxiliary_have(noun: Token) -> Token | None:
    if noun.tag_ not in _NOT_PARTICIPLES or noun.pos_ not in {"NOUN", "VERB"}:
        return None
    have = next((c for c in noun.children if c.dep_ == "aux" and c.lemma_ == "have" and c.i < noun.i), None)
    if any(c.dep_ == "aux" and c.lower_ == "to" for c in noun.children):
        return None  # "have to work": a verb after all
    if have is None or not any(c.dep_ in {"nsubj", "nsubjpass"} for c in noun.children):
        return None
    if any(noun.i > t.i > have.i and t.pos_ in {"VERB", "AUX"} for t in noun.doc):
        return None  # a verb between them: the model's "have" may be right about something else
    return have


def _promote(have: Token, noun: Token) -> None:
    obj = next((c for c in noun.children if c.dep_ in {"dobj", "obj"} and c.i > noun.i), None)
    dep, head = noun.dep_, noun.head
    have.head = have if dep == "ROOT" else head
    have.dep_, have.pos_ = dep, "VERB"
    if noun.tag_ not in _NOUN_TAGS:
        noun.tag_, noun.pos_ = "NN", "NOUN"
    for child in list(noun.children):
        if child not in (obj, have):
            child.head = have
    if obj is not None:
        obj.head, obj.dep_ = have, "dobj"
        noun.head, noun.dep_ = obj, "compound"
    else:
        noun.head, noun.dep_ = have, "dobj"


__all__ = ["repair_have"]
