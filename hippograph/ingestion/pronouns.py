"""Whom "she", "he", "it" and "they" mean when the message itself does not say: the most recent
compatible entity of the session, across turns (the extractor resolves antecedents inside one
message itself and passes the rest as :func:`~hippograph.ingestion.extraction.pronoun_ref`).

Compatible: "she"/"he" a person (or pet) whose known gender does not disagree, "it" a thing (not a
person), "they" anyone. Among the entities of the latest turn that mentions a compatible one, a
matching gender wins over an unknown one; a pronoun nobody fits stays unresolved and its
statements are skipped with a reason.

>>> rows = [{"uid": "e1", "type": "Person", "gender": "male", "turn_key": "2"},
...         {"uid": "e2", "type": "Person", "gender": None, "turn_key": "2"},
...         {"uid": "e3", "type": "Org", "gender": None, "turn_key": "1"}]
>>> antecedent("she", rows), antecedent("he", rows), antecedent("it", rows)
('e2', 'e1', 'e3')
"""

from __future__ import annotations

from typing import Any

from hippograph.ingestion.extraction import PRONOUN_PREFIX

RECENT_TURNS = 10
_ANIMATE = frozenset({"Person", "Pet"})
_GENDER = {"she": "female", "he": "male"}


def pronoun_of(name: str) -> str | None:
    """ "she" for ``"@pronoun:she"``; None for anything else."""
    return name.removeprefix(PRONOUN_PREFIX) if name.startswith(PRONOUN_PREFIX) else None


def antecedent(pronoun: str, rows: list[dict[str, Any]]) -> str | None:
    """The uid ``pronoun`` refers to among ``rows`` (most recent turn first), or None."""
    fits = [row for row in rows if _fits(pronoun, row)]
    if not fits:
        return None
    latest = [row for row in fits if row["turn_key"] == fits[0]["turn_key"]]
    wanted = _GENDER.get(pronoun)
    exact = [row for row in latest if wanted is not None and row.get("gender") == wanted]
    return str((exact or latest)[0]["uid"])


def _fits(pronoun: str, row: dict[str, Any]) -> bool:
    if pronoun == "they":
        return True
    if pronoun == "it":
        return row["type"] not in ("Person",)
    wanted = _GENDER[pronoun]
    return row["type"] in _ANIMATE and row.get("gender") in (None, wanted)
