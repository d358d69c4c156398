"""What the speaker did, told as how it was: "It was great to see my old teammates again", "it felt
amazing to finish the race", "it's been so helpful to have a mentor at work", "it was hard to leave
my hometown".

An extraposed "it" with a past or perfect copula (or "felt"), an adjective or a noun of a verdict,
and an infinitive with no subject of its own: in a message, whoever tells how it was is the one
who did it -- the infinitive is the speaker's deed, at the time of the verdict. Read as the
speaker's own clause ("I saw my old teammates again"), through the verb reader.

A present verdict ("it's important to stay hydrated", "it's great to have friends") is a truth
or advice for anyone, and is left to the readers of evaluations (``implicit``); so is an
infinitive with its own subject ("it was great for the kids to meet her"). A negated verdict
("it wasn't easy to sell the house") still tells of the deed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.extraposed_gerunds import extraposed_gerund
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import read_verb
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import SUBJECT_DEPS, Clause

VERDICT_VERBS = frozenset({"be", "feel"})
VERDICTS = frozenset({"acomp", "attr"})
PAST_TAGS = frozenset({"VBD"})
PERFECT = frozenset({"has", "have", "had", "'s", "'ve", "'d"})  # "it's been": "it has been"


def read_experienced(clause: Clause, speaker: Subject) -> Iterator[Statement]:
    """ "It was great to see my cousins": ``see = cousins`` (past) of the speaker."""
    head, subject = clause.head, clause.subject
    if subject is None or subject.lower_ != "it" or head.lemma_ not in VERDICT_VERBS:
        return
    if clause.conditional or clause.future or not _told_after(head):
        return
    verdict = next((c for c in head.children if c.dep_ in VERDICTS), None)
    if (
        verdict is None
        or verdict.pos_ not in {"ADJ", "NOUN", "ADV"}
        or (verdict.pos_ == "ADV" and verdict.dep_ != "acomp")
    ):
        return
    deed = next((c for c in [*head.children, *verdict.children] if _infinitive(c)), None)
    deed = deed or extraposed_gerund(head, verdict)  # "it was hard leaving my hometown"
    if deed is None:
        return
    for found in read_verb(replace(clause, head=deed, subject=None), speaker, deed):
        yield replace(found, past=True, negated=False)


def _told_after(head: Token) -> bool:
    """ "was", "felt", "has been": a verdict on something that has happened."""
    if head.tag_ in PAST_TAGS:
        return True
    auxiliaries = [c for c in head.children if c.dep_ in {"aux", "auxpass"}]
    return head.tag_ == "VBN" and any(c.lower_ in PERFECT for c in auxiliaries)


def _infinitive(token: Token) -> bool:
    """ "to see my cousins" with no subject of its own ("for the kids to meet her")."""
    if token.pos_ not in {"VERB", "AUX"}:
        return False
    if token.dep_ == "relcl":  # "a joy to coach the team"; not "a good book to read" (its object)
        if token.head.dep_ != "attr" or not any(c.dep_ in {"dobj", "prep"} for c in token.children):
            return False
    elif token.dep_ not in {"xcomp", "ccomp", "advcl"}:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children):
        return False
    return not any(c.dep_ in SUBJECT_DEPS or c.dep_ == "mark" for c in token.children)


__all__ = ["read_experienced"]
