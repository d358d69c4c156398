"""Whom a recall is about, and how that enters a fact's score.

A fact is about one entity, its subject. Channel scores see only the fact's text, so "lives in
Berlin" (the user) and "lives in Lyon" (the user's sister) tie for "where do I live?". The question's
grammar (:class:`~hippograph.recall.query.Asked`) and the names it resolves say whom it is about:
the asker for a first-person question, the agent for one addressed to it, an entity it names, or
someone the asker names by relation ("my sister"), found as an entity the graph walk reached from
the user by that relation. A possession that acts ("my pet" in "what's my pet called?") but is no
one the graph knows and no word for a relation is the asker's own: the question is about them.
A fact whose subject is one of these is multiplied by the subject boost; every other fact keeps
its score. The reason is kept for the explanation. When the grammar is sure whom the question is
about, a fact of anyone else is not lifted by the question's predicate either (the sister's city
is the answer to "where does my sister live?", not to "where do I live?").

>>> focus = Focus({"u1": "about the asker (a first-person question)"}, 1.5)
>>> focus.factor("u1"), focus.factor("someone-else")
(1.5, 1.0)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from hippograph.graph.namespace import NamespaceRefs
from hippograph.ingestion.extract.entity_types import gender_for
from hippograph.lexicon import KINSHIP
from hippograph.recall.query import Asked


@dataclass(frozen=True)
class Focus:
    """The subjects the question is about (entity uid → why) and the boost their facts get; those
    the grammar makes sure of (``sure``: the asker, someone named by relation to them, the agent)
    get ``sure_boost`` instead."""

    subjects: dict[str, str] = field(default_factory=dict)
    boost: float = 1.0
    sure: frozenset[str] = frozenset()
    sure_boost: float = 1.0
    # Whom the grammar says the question is not about, though it is sure of no one: the asker,
    # when a question with no "I" or "my" names someone else ("what does Rafael play?").
    not_about: frozenset[str] = frozenset()

    def covers(self, subject_uid: str | None) -> bool:
        return subject_uid in self.subjects

    def factor(self, subject_uid: str | None) -> float:
        if subject_uid not in self.subjects:
            return 1.0
        return max(self.boost, self.sure_boost) if subject_uid in self.sure else self.boost

    def reason(self, subject_uid: str | None) -> str | None:
        return self.subjects.get(subject_uid) if subject_uid else None

    def someone_else(self, subject_uid: str | None) -> bool:
        """Whether a fact of this subject is about someone other than whom the grammar is sure
        the question is about: the same field of a relative ("lives in: Oslo" of the sister, for
        "where do I live?") answers the same question asked of someone else, so the question's
        predicate and verb do not lift it. A question sure of no one (a name alone, or nobody)
        has no one else, but the asker is someone else to a question naming another with no
        first-person word."""
        if subject_uid in self.not_about:
            return True
        return bool(self.sure) and subject_uid not in self.subjects


def focus_of(
    asked: Asked,
    refs: NamespaceRefs,
    named: Iterable[str],
    expansion: list[dict[str, Any]],
    boost: float,
    sure_boost: float = 1.0,
) -> Focus:
    """The focus of one recall: from the question's grammar, the entities it named (resolved) and
    the graph walk's rows (for "my sister": the entities one relation away from the user). Whom
    the grammar names for sure (the asker, the agent, "my sister") gets ``sure_boost``; an entity
    found by a name (resolved by spelling or meaning, and a third-person question's evidence is
    often in what others said of it) gets ``boost``."""
    names = set(named)
    subjects = dict.fromkeys(names, "about an entity named in the question")
    if asked.asker:
        subjects[refs.user_uid] = "about the asker (a first-person question)"
    if asked.agent:
        subjects[refs.agent_uid] = "about the assistant (the question addresses it)"
    for word in asked.relatives:
        found = _relatives(refs.user_uid, word, expansion)
        for uid in found:
            subjects.setdefault(uid, "about the asker's " + "'s ".join(word.split()))
        if not found and word not in KINSHIP and " " not in word:
            # No one the asker knows by that word, and no word for a person: something of the
            # asker's ("what's my pet called?", "where is my car parked?"), so the question is theirs.
            subjects.setdefault(refs.user_uid, f"about the asker (their {word})")
    sure = frozenset(uid for uid in subjects if uid not in names)
    # A question naming someone, with no word for the asker, the agent or a relative, is not
    # about the asker (unless the name is theirs).
    alone = names and not (asked.asker or asked.agent or asked.relatives) and refs.user_uid not in names
    return Focus(subjects, boost, sure, sure_boost, frozenset([refs.user_uid]) if alone else frozenset())


def _relatives(user_uid: str, words: str, expansion: list[dict[str, Any]]) -> list[str]:
    """Entities one edge from the user whose edge is the relation ``words`` names ("sister":
    SIBLING_OF) or whose name is the word itself (someone known only as "Mom"); for a chain
    ("brother wife"), those the walk reached by one such edge per word, in order."""
    chain = words.split()
    found = []
    for row in expansion:
        uids, edges, names = row["entity_uids"], row["edges"], row["names"]
        genders = row.get("genders") or [None] * len(uids)
        if len(edges) != len(chain) or uids[0] != user_uid:
            continue
        steps = zip(chain, edges, names[1:], genders[1:], strict=True)
        if all(_is(word, edge, name, gender) for word, edge, name, gender in steps):
            found.append(uids[-1])
    return found


def _is(word: str, edge: dict[str, Any], name: Any, gender: Any = None) -> bool:
    """Whether one step of a walk is the relation ``word`` names, or reaches someone by that name.
    A relation is one type for both genders (SIBLING_OF for "brother" and "sister"): a kin word
    of one gender does not reach someone known to be of the other ("my brother" is not the sister
    the same edge type reaches)."""
    kin = KINSHIP.get(word)
    if kin is not None and edge["relation"] == kin.relation:
        wanted = gender_for(word)
        return wanted is None or gender in (None, wanted)
    return str(name or "").lower() == word
