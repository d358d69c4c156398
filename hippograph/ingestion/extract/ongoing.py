"""An activity the subject has been doing lately, said with its verb alone: "I've been painting a
lot lately", "Been running longer since our last chat", "She's been baking every weekend"; and a
chat headline that is only a gerund and its object, which the parser reads as a noun phrase
("Researching adoption agencies these days", "Learning Portuguese for the trip").

The perfect progressive ("have been V-ing") says the activity is ongoing, a habit of late rather
than one event; with no object or complement to be the value, the activity itself is (its gerund,
"painting"), the predicate its verb, as :mod:`hippograph.ingestion.extract.bare_verbs` reads a
negated one. A degree ("a lot", "a bit") or a time is no object. Verbs of attitude, motion and
light verbs ("been thinking", "been going", "been doing") say nothing without their complement and
are left alone.

A verbless headline whose first content word is a gerund modifying the phrase after it is the
speaker's report with its "I'm" dropped: the gerund is the verb, the rest of the phrase its object.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from hippograph.ingestion.extract.bare_verbs import ARGUMENTS, NOT_ACTIVITIES, gerund
from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import ELIDED_LEAD, Clause
from hippograph.ingestion.rules import lexicon

# Nouns that measure how much rather than name what: "a lot", "a bit", "loads", "tons".
DEGREE_NOUNS = lexicon("lot lots bit ton tons load loads heap heaps little bunch deal")
# Verbs whose progressive says nothing on its own, beside the ones a negation leaves empty.
EMPTY_PROGRESSIVES = lexicon("be have do go get keep try plan hang chill struggle deal wonder")
# Dependents of the verb that are neither its object nor a time: a clause of its own or an argument.
COMPLEMENTS = ARGUMENTS - {"prep", "dobj", "obj", "advcl"}
CONFIDENCE = 0.75
BREAKS = frozenset({"-", "—", "–", "--", ":", ";"})


def read_ongoing(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I've been painting a lot lately": ``paint = painting``."""
    verb = clause.head
    if verb.pos_ != "VERB" or verb.tag_ != "VBG" or clause.negated or clause.future or clause.ended:
        return
    if subject.type not in {"User", "Person"} or subject.owner is not None:
        return
    if not any(c.dep_ == "aux" and c.lower_ == "been" for c in verb.children):
        return  # "I was walking home": a scene, not what she has been doing
    lemma = verb.lemma_.casefold()
    if lemma in NOT_ACTIVITIES or lemma in EMPTY_PROGRESSIVES:
        return
    for child in verb.children:
        if child.dep_ in COMPLEMENTS:
            return
        if child.dep_ in {"dobj", "obj"} and child.lemma_.casefold() not in DEGREE_NOUNS:
            return  # an object of its own is read as the value elsewhere
        if child.dep_ == "advcl" and child.i not in clause.time_tokens:
            return
    yield Statement(
        subject, lemma, gerund(lemma), None, False, False, min(clause.confidence, CONFIDENCE), clause.when
    )


def read_gerund_headline(span: Span, speaker: Subject) -> Iterator[Statement]:
    """ "Researching adoption agencies these days": ``research = adoption agencies``. The headline
    may be the part before a dash or colon ("Researching agencies -- it's been a dream")."""
    words = []
    for token in span:
        if token.text in BREAKS:
            break
        if not token.is_punct and not token.is_space:
            words.append(token)
    if any(t.pos_ in {"VERB", "AUX"} and t.tag_ != "VBG" for t in words):
        return
    lead = 0
    while lead < len(words) and words[lead].lower_ in ELIDED_LEAD:
        lead += 1
    if lead >= len(words) - 1:
        return
    verb = words[lead]
    head = verb.head
    if verb.tag_ != "VBG" or verb.dep_ not in {"amod", "compound"} or head.pos_ not in {"NOUN", "PROPN"}:
        return
    if head.i <= verb.i or head.i > words[-1].i or verb.lemma_.casefold() in NOT_ACTIVITIES:
        return
    if head.dep_ != "ROOT" and not (head.dep_ == "dep" and head.head.i > words[-1].i):
        return  # the noun phrase is the sentence, or what stands before its dash
    times = {t.i for t in span if t.ent_type_ in {"DATE", "TIME"}}
    tokens = [t for t in phrase(head, times) if verb.i < t.i <= words[-1].i]
    if not acceptable(tokens, head):
        return
    yield Statement(speaker, verb.lemma_.casefold(), text_of(tokens), None, False, False, CONFIDENCE, None)


__all__ = ["read_gerund_headline", "read_ongoing"]
