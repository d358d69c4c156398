"""A name the parser hung on the verb as an adverbial: "Tom from work is moving to Berlin" parsed
with "Tom" as a noun-phrase adverb of "moving" and no subject at all. A name said first, before a
verb that has no subject of its own and is finite (an auxiliary or a tense of its own), is that
verb's subject."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import is_name
from hippograph.ingestion.extract.unknown_words import unknown_name

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
FINITE = frozenset({"VBZ", "VBD", "VBP", "MD"})


DISLOCATED = "dislocated"  # the label of a word set off before a clause that has its own subject


def repair_subjects(doc: Doc) -> None:
    """Relabel such a name as the subject of its verb; and of two subjects of one verb, the word
    set off by a comma before the pronoun that is the subject ("Well, pescatarian really, I eat
    fish") as dislocated, so the pronoun's clause reads as said."""
    for token in doc:
        if _mistagged_name(token):  # "Raj speaks Hindi" read as an adverb, "Hindi" the subject
            token.dep_, token.pos_, token.tag_ = "nsubj", "PROPN", "NNP"
            for late in [c for c in token.head.children if c.dep_ == "nsubj" and c.i > token.head.i]:
                late.dep_ = "dobj"
            continue
        if _second_subject(token):
            token.dep_ = DISLOCATED
            continue
        if _adverbial_subject(token):
            token.dep_ = "nsubj"
            after = doc[token.i + 1] if token.i + 1 < len(doc) else None
            if after is not None and after.dep_ == "prep" and after.head.i == token.head.i:
                after.head = token  # "Tom from work": where Tom is from, not where he moves from


def _second_subject(token: Token) -> bool:
    if token.dep_ != "nsubj" or token.pos_ not in {"NOUN", "ADJ", "PROPN"}:
        return False
    verb = token.head
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.pos_ == "PRON" and c.i > token.i]
    pronoun = subjects[0] if subjects else None
    if pronoun is None or pronoun.i > verb.i:
        return False
    return any(t.text == "," for t in token.doc[token.i + 1 : pronoun.i])


def _mistagged_name(token: Token) -> bool:
    """A name no word list knows, said first and right before a finite verb, that the tagger took
    for an adverb or an interjection ("Raj speaks Hindi": "Raj" an adverb, "Hindi" the subject
    after the verb): the verb's subject, its late "subject" the object."""
    if token.i != token.sent.start or token.pos_ not in {"ADV", "INTJ", "X"} or not token.is_title:
        return False
    if not (unknown_name(token) or _no_adverb(token)):
        return False
    verb = token.head
    if verb.i != token.i + 1 or verb.pos_ != "VERB" or verb.tag_ != "VBZ":
        return False  # a third person's verb: chat drops "I", not "he" ("Totally agree")
    return not any(c.dep_ in SUBJECT_DEPS and c.i < verb.i for c in verb.children)


# Adverbs said first in chat, before a verb whose subject chat dropped ("Definitely sounds fun").
LEADING_ADVERBS = frozenset(
    """also just still really actually definitely totally basically honestly seriously anyway maybe
    perhaps probably now then so well yes yeah no nope sure literally obviously clearly sometimes
    usually always never often again even only already almost""".split()  # noqa: SIM905
)


def _no_adverb(token: Token) -> bool:
    """A word the tagger made an adverb that has no adverb's form ("Raj"): no "-ly", no adverb
    chat puts first."""
    word = token.lower_
    return token.is_alpha and not token.is_stop and not word.endswith("ly") and word not in LEADING_ADVERBS


def _adverbial_subject(token: Token) -> bool:
    if token.dep_ != "npadvmod" or not is_name(token) or token.i != token.sent.start:
        return False
    verb = token.head
    if verb.pos_ not in {"VERB", "AUX"} or verb.i < token.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    auxiliaries = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    return verb.tag_ in FINITE or any(c.tag_ in FINITE for c in auxiliaries)


__all__ = ["DISLOCATED", "repair_subjects"]
