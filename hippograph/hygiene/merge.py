"""Compaction, step 1: facts of one entity and field whose values are the same value.

Two values are the same only when their strings are: equal once case, spacing, punctuation and a
leading article are set aside (:func:`~hippograph.text.normalise_value`), and they name the same
entity or none (two namesakes set apart are two values, whatever their words), or, for a field of one
value at a time, both names of the same single known entity ("NYC" and "New York City", one a
trusted alias of the other's entity). Meaning alone never merges: "English", "Portuguese" and
"Japanese" are close in an embedding and three languages. A field of many values keeps every
value that is spelled differently.

Within a group of the same value, the strongest fact (reinforcement score, then confidence, then
use, then the newest) keeps the others: it takes their access counts and the highest confidence,
and they point to it by ``MERGED_INTO``, inactive from then on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

from hippograph.graph.driver import Tx
from hippograph.hygiene.record import Recorder
from hippograph.text import normalise_name, normalise_value

Row = dict[str, Any]
# Aliases that say two names are one entity: the user's word, a merge, an exact match. Resolution's
# fuzzy and vector guesses are not evidence enough to fold one value into another.
TRUSTED_ALIAS_SOURCES = ("user_stated", "merge", "exact")


def _strength(fact: Row) -> tuple[float, float, int, str]:
    return (fact.get("score") or 0.0, fact.get("confidence") or 0.0, fact.get("access_count") or 0,
            str(fact.get("created_at") or ""))  # fmt: skip


def same_value_key(fact: Row, single_valued: bool, entities: dict[str, list[str]]) -> str:
    """The key facts of one group share exactly when they state the same value."""
    value = str(fact.get("value") or "")
    named = entities.get(normalise_name(value), [])
    if single_valued and len(named) == 1:
        return f"entity:{fact.get('value_uid') or named[0]}"
    # The same words naming two entities ("Olu" the friend and "Olu" the other friend, two
    # Springfields) are two values.
    return f"text:{normalise_value(value)}@{fact.get('value_uid') or ''}"


def plan_merges(facts: list[Row], key: Callable[[Row], str]) -> Iterator[Row]:
    """The merges of one (entity, field) group: facts of one key fold into the strongest of them."""
    clusters: dict[str, list[Row]] = {}
    for fact in sorted(facts, key=_strength, reverse=True):
        if normalise_value(str(fact.get("value") or "")):  # a value of punctuation alone stays
            clusters.setdefault(key(fact), []).append(fact)
    for keeper, *merged in clusters.values():
        if merged:
            members = [keeper, *merged]
            yield {
                "keeper": keeper["uid"],
                "merged": [fact["uid"] for fact in merged],
                "access_count": sum(fact.get("access_count") or 0 for fact in members),
                "confidence": max(fact.get("confidence") or 0.0 for fact in members),
            }


def _group_merges(
    group: Row, entities: dict[str, list[str]], multi_valued: Callable[[str], bool]
) -> Iterator[Row]:
    single = not multi_valued(group["field"])
    return plan_merges(group["facts"], lambda fact: same_value_key(fact, single, entities))


async def _entities(recorder: Recorder, groups: list[Row]) -> dict[str, list[str]]:
    names = sorted({normalise_name(str(f.get("value") or "")) for g in groups for f in g["facts"]} - {""})
    rows = await recorder.read("hygiene/named_entities", names=names, sources=list(TRUSTED_ALIAS_SOURCES))
    return {row["name"]: row["entities"] for row in rows}


async def merge_duplicates(
    recorder: Recorder, batch_size: int, now: datetime, multi_valued: Callable[[str], bool]
) -> int:
    """Merge facts of the same value, a page of entities per transaction (``multi_valued``: the
    ontology's cardinality of a field). Returns how many merged away."""
    merged = 0
    after = ""
    while True:
        page = (await recorder.read("hygiene/duplicate_groups", after=after, limit=batch_size))[0]
        if page["last"] is None:
            return merged
        entities = await _entities(recorder, page["groups"]) if page["groups"] else {}
        merges = [m for group in page["groups"] for m in _group_merges(group, entities, multi_valued)]
        if merges:
            touched = [uid for m in merges for uid in (m["keeper"], *m["merged"])]

            async def apply(tx: Tx, _: list[str], merges: list[Row] = merges) -> list[Row]:
                user_id = recorder.user_id
                return await tx.run("hygiene/merge_duplicates", user_id=user_id, merges=merges, now=now)

            rows = await recorder.change(touched, apply)
            merged += rows[0]["merged"] if rows else 0
        after = page["last"]
