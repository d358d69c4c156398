"""A relative or a role said with "the" and a clause that ties it to the speaker: "the friend I
met in Rome", "the colleague sitting opposite me", "the neighbour we share a fence with".

"My friend" names the speaker's friend by the possessive; "the friend I met in Rome" names the same
tie by a relative clause whose subject is the speaker, and "the colleague sitting opposite me" by a
reduced one with the speaker as its object. Such a noun is the speaker's as surely as with "my":
what the sentence goes on to say ("... teaches Latin") is said of that person. Only a noun of a
relation or of a role one has someone in counts: "the guy who ...", "the woman I ...", "the waiter
who served us" tie no one to the speaker, nor does a clause about someone else ("the teacher who
taught my son").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import KINSHIP

# Roles one has a person in, beyond the relations (KINSHIP): "my teacher", "my coach"; not a
# passing service ("the waiter who served us") nor anyone at all ("the guy I met").
HAD_ROLES = lexicon(
    """teacher tutor coach instructor trainer doctor dentist therapist counsellor counselor
    physiotherapist landlord landlady lecturer professor supervisor"""
)
SPEAKER_SUBJECTS = frozenset({"i", "we"})
SPEAKER_OBJECTS = frozenset({"me", "us"})
CLAUSES = frozenset({"relcl", "acl"})


def anchored_to_speaker(noun: Token) -> bool:
    """``noun``, said with "the" and no possessive, has a relative clause (full or reduced) whose
    subject is the speaker ("the friend I met") or that takes the speaker as its object ("the
    colleague sitting opposite me", "the teacher who taught me")."""
    lemma = noun.lemma_.casefold()
    if lemma not in KINSHIP and lemma not in HAD_ROLES:
        return False  # "the waiter who served us": no one the speaker has as a waiter
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children):
        return False
    if any(c.dep_ == "poss" for c in noun.children):
        return False
    return any(c.dep_ in CLAUSES and _ties_speaker(c) for c in noun.children)


def _ties_speaker(clause: Token) -> bool:
    subjects = [c for c in clause.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if any(s.lower_ in SPEAKER_SUBJECTS for s in subjects):
        return True
    if any(s.lower_ not in {"who", "that", "which"} for s in subjects):
        return False  # "the teacher my son had": someone else's
    return any(_speaker_object(c) for c in clause.children)


def _speaker_object(child: Token) -> bool:
    """ "taught me", "opposite me", "next to us": the speaker as the clause's object, or a
    preposition's."""
    if child.dep_ in {"dobj", "dative", "obj"}:
        return child.lower_ in SPEAKER_OBJECTS
    if child.dep_ in {"prep", "advmod"}:  # "opposite me", "next to me"
        return any(g.dep_ == "pobj" and g.lower_ in SPEAKER_OBJECTS for g in child.subtree)
    return False


__all__ = ["anchored_to_speaker"]
