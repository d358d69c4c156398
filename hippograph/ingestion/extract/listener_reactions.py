"""The speaker's reaction to the person spoken to, kept for a conversation between two people.

"I'm so proud of you for finishing the race", "I'm happy for you", "I admire your courage":
:mod:`~hippograph.ingestion.extract.reactions` keeps such a clause from saying anything about the
speaker alone ("is proud of: finishing the race" would be wrong). Said between two people, the
reaction is a tie between them worth remembering ("Mia is proud of Leo for finishing the race").
The reader gives it with the listener's reference as the value's first word ("@agent for finishing
the race", "@agent's courage") and marks the fact (:data:`LISTENER_KEY`);
:func:`hippograph.ingestion.subjects.resolve_turn` names the listener after the turn's addressee,
and drops the fact when the turn is said to the assistant (a thanks or a compliment to it).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import phrase, text_of
from hippograph.ingestion.extract.mapping import map_predicate
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.reactions import COMPLEMENT, REACTING, addressed
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction, FactCandidate

LISTENER_KEY = "listener"  # metadata of a fact whose value starts with the listener (AGENT, "AGENT's")
# Prepositions that say what a reaction is for: "proud of you for running", "happy for you about".
REASON_PREPS = frozenset({"for", "about"})
MAX_REASON_TOKENS = 7


def read_listener_reaction(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I'm so proud of you for X" -> be proud of: "you for X"; "I admire your courage" ->
    admire: "your courage". Only the speaker's own reaction, only when nothing else was read."""
    if subject.name != SPEAKER or clause.negated:
        return
    head = clause.head
    for adjective in (c for c in head.children if c.dep_ in COMPLEMENT and c.pos_ == "ADJ"):
        for prep in (c for c in adjective.children if c.dep_ == "prep"):
            listener = next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"} and addressed(c)), None)
            if listener is None:
                continue
            value = _listener_value(listener, [adjective, head], prep)
            if value is not None:
                yield _said(clause, subject, f"be {adjective.lower_} {prep.lower_}", value)
            return
    if head.lemma_ in REACTING:
        for obj in (c for c in head.children if c.dep_ in {"dobj", "obj"} and addressed(c)):
            if obj.lower_ == "you":
                continue  # "I love you", "I miss you": affection of the moment
            value = _listener_value(obj, [head], None)
            if value is not None:
                yield _said(clause, subject, head.lemma_, value)


def _listener_value(listener: Token, holders: list[Token], own: Token | None) -> str | None:
    """The listener (:data:`AGENT`, or ``AGENT's`` thing), then what the reaction is for ("for
    finishing the race")."""
    said = AGENT
    if listener.lower_ != "you":
        thing = [t for t in phrase(listener) if not (t.dep_ == "poss" and t.head.i == listener.i)]
        if not thing:
            return None
        said = f"{AGENT}'s {text_of(thing)}"
    reasons = [
        c
        for holder in holders
        for c in holder.children
        if c.dep_ == "prep" and c.lower_ in REASON_PREPS and (own is None or c.i != own.i)
    ]
    for reason in reasons[:1]:
        inner = next((c for c in reason.children if c.dep_ in {"pobj", "pcomp"}), None)
        tokens = phrase(inner) if inner is not None else []
        if tokens and len(tokens) <= MAX_REASON_TOKENS:
            said = f"{said} {reason.lower_} {text_of(tokens)}"
    return said


def _said(clause: Clause, subject: Subject, predicate: str, value: str) -> Statement:
    return Statement(subject, predicate, value, None, False, False, clause.confidence, clause.when)


def add_reactions(statements: list[Statement], result: Extraction) -> None:
    """The reactions as facts of the speaker's, marked as starting with the listener."""
    for statement in statements:
        mapped = map_predicate(statement.predicate, None)
        result.facts.append(
            FactCandidate(
                "user",
                mapped.domain_id,
                mapped.field,
                statement.value,
                statement.confidence,
                SPEAKER,
                metadata={LISTENER_KEY: "value"},
                when=statement.when,
            )
        )


def named_listener(value: str, listener: str) -> str:
    """The value with its listener named: "@agent for finishing" -> "Leo for finishing",
    "@agent's courage" -> "Leo's courage"."""
    return listener + value.removeprefix(AGENT) if value.startswith(AGENT) else value
