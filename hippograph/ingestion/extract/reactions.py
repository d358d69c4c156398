"""Reactions to the person spoken to, and complements that belong to their prepositions.

A feeling or a liking aimed at the person the speaker talks to, or at something of theirs, is a
reaction of the moment in the conversation, not a fact about the speaker: "I'm so proud of you for
running the marathon" (the marathon is the other person's), "I'm curious about your new job" (not
the speaker's job), "I appreciate your support", "I'm jealous of your trip". Read without its
possessor, such a value misleads ("is curious about new job"); the reader gives nothing for it.
What the speaker likes of their own or in general stays: "I love my new job", "I'm proud of my
daughter".

A linking verb's or a copula's adjective goes with the preposition that follows it: "I'm getting
better at chess" is "get better at: chess" (not "get at: chess"), "I'm always up for an adventure"
is "be up for: an adventure" (not "be for").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

ADDRESSEE = lexicon("you yours")
ADDRESSEES = lexicon("your yours")  # possessive determiners of the person spoken to
# Verbs of an attitude toward a thing: a liking, a thanks, a longing, an envy.
REACTING = lexicon("like love enjoy appreciate admire adore miss envy hate dislike value cherish")
# An adjective's complement: "proud of", "happy for", "curious about", "jealous of".
COMPLEMENT = frozenset({"acomp", "oprd"})
# Particles a copula takes as an adjective before a preposition: "down for", "in for", "up for".
PARTICLES = lexicon("up down in out on off")


def _coordinated(token: Token) -> Iterator[Token]:
    """``token`` and the nouns coordinated with it ("you and your family")."""
    yield token
    for child in token.children:
        if child.dep_ == "conj":
            yield from _coordinated(child)


def addressed(token: Token) -> bool:
    """ "you", "yours", "your trip": the person spoken to or a thing of theirs."""
    if token.lower_ in ADDRESSEE and token.pos_ == "PRON":
        return True
    return any(c.dep_ == "poss" and c.lower_ in ADDRESSEES for c in token.children)


def _first_of(token: Token) -> Token:
    """The first of a coordination the token belongs to ("family" in "you and your family")."""
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def reacts_to_addressee(value: Token) -> bool:
    """The value is the person spoken to, or a thing of theirs, as what an adjective of feeling
    or a verb of attitude is about ("proud of you", "curious about your job", "appreciate your
    help")."""
    if not addressed(value):
        return False
    head = _first_of(value)
    governor = head.head
    if head.dep_ in {"pobj", "pcomp"} and governor.dep_ == "prep":
        return governor.head.dep_ in COMPLEMENT or governor.head.pos_ == "ADJ"
    return head.dep_ in {"dobj", "obj"} and governor.lemma_ in REACTING


def feeling_for_addressee(head: Token) -> bool:
    """A copula or linking verb whose adjective is aimed at the person spoken to ("I'm so proud
    of you for ...", "I'm happy for you and your family"): the whole clause is a reaction."""
    for adjective in (c for c in head.children if c.dep_ in COMPLEMENT):
        for prep in (c for c in adjective.children if c.dep_ == "prep"):
            for obj in (c for c in prep.children if c.dep_ in {"pobj", "pcomp"}):
                if any(addressed(t) for t in _coordinated(obj)):
                    return True
    return False


def complement_base(verb: Token, base: str, prep: Token) -> str:
    """The predicate of a preposition of ``verb``: with the adjective (or the particle taken as
    one) said between them, "get better at", "be up for"; else ``base``."""
    said = [
        c
        for c in verb.children
        if c.i < prep.i
        and (
            (
                c.dep_ in COMPLEMENT
                and (c.pos_ in {"ADJ", "ADP"} or c.lower_ in PARTICLES)
                and not any(g.dep_ == "prep" for g in c.children)
            )
            or (c.dep_ == "advmod" and c.lower_ in PARTICLES and c.i == prep.i - 1)  # "I'm down for it"
        )
    ]
    return f"{base} {said[-1].lower_}" if said else base
