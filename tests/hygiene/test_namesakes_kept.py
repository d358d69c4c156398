"""Two namesakes the speaker set apart stay two values: remembering "my other friend Olu" adds a
second friend rather than reinforcing the first, and compaction never folds the two facts (the
same words, two entities) into one. Real pipeline and hygiene job on the real Neo4j; sentences
written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.hygiene.merge import plan_merges, same_value_key
from hippograph.hygiene.report import HygieneJob
from hippograph.services import Services
from tests.ingestion.test_namesakes import said

FACTS = """
MATCH (f:Fact {user_id: $user_id, field: $field, active: true})-[:ABOUT]->(:Entity {role: 'user'})
RETURN f.value AS value, f.value_uid AS value_uid
"""


@pytest.mark.parametrize(
    ("turns", "field", "value"),
    [
        (["My best friend Olu lives in Lagos.", "My other friend Olu lives in Abuja."], "friend", "Olu"),
        (
            ["I visited Springfield, Illinois.", "I visited Springfield, Massachusetts."],
            "visited",
            "Springfield",
        ),
    ],
)
async def test_namesakes_stay_two_values_through_compaction(
    services: Services, user_id: str, turns: list[str], field: str, value: str
) -> None:
    await said(services, user_id, *turns)
    await services.hygiene.run(HygieneJob.COMPACT, user_id)
    rows = await services.db.run_statement(FACTS, user_id=user_id, field=field)
    assert [row["value"] for row in rows] == [value, value]
    assert rows[0]["value_uid"] != rows[1]["value_uid"]


@pytest.mark.parametrize("single", [False, True])
def test_the_same_words_naming_two_entities_are_two_values(single: bool) -> None:
    facts: list[dict[str, Any]] = [
        {"uid": "1", "value": "Olu", "value_uid": "e1", "score": 0.0, "confidence": 0.5, "access_count": 0},
        {"uid": "2", "value": "Olu", "value_uid": "e2", "score": 0.0, "confidence": 0.5, "access_count": 0},
    ]
    assert list(plan_merges(facts, lambda f: same_value_key(f, single, {"olu": ["e1"]}))) == []
