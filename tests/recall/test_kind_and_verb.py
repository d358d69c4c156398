"""A question word's noun names the kind of thing asked for, not the relation, when the question's
verb phrase states one: "which city am I from originally?" asks for the origin (a city), not the
current ``city`` the asker lives in. Remembered through the pipeline, asked through the real
recall; sentences written for this test."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hippograph.services import Services

SAID = (
    "I grew up in Antwerp.",
    "I live in Rotterdam now.",
    "My husband Joost is from Ghent.",
    "Joost lives in Rotterdam too.",
)


@pytest.mark.parametrize(
    ("question", "whose", "answer"),
    [
        ("Which city am I from originally?", None, "Antwerp"),
        ("Which town is my husband from?", "Joost", "Ghent"),  # guard: someone else's origin
    ],
)
async def test_the_verb_phrase_names_the_relation_the_noun_the_kind(
    services: Services, user_id: str, question: str, whose: str | None, answer: str
) -> None:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(days=i)
        )
    memory = await services.recaller.recall(user_id, question, limit=10)
    top = memory.facts[0]
    summaries = [
        f"{f.entity.name}: {f.field}={f.value} ({f.why.summary if f.why else ''})" for f in memory.facts[:3]
    ]
    assert answer in top.value, (question, summaries)
    if whose is not None:
        assert top.entity.name == whose, (question, summaries)
