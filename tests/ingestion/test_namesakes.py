"""Two people of one first name stay two people: a relative the speaker sets apart with a word of
otherness ("my other friend Olu"), or whose stated relation cannot be the one the speaker has with
the known namesake ("my colleague Sam" beside "my brother Sam"), is a new entity, and what the
speaker said of the first one stays true. Remembered through the real pipeline with the shipped
extractor into the real Neo4j; sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hippograph.services import Services

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id, field: $field})-[:ABOUT]->(e:Entity)
RETURN e.name AS entity, f.value AS value, f.active AS active
ORDER BY f.created_at
"""


async def said(services: Services, user_id: str, *texts: str) -> None:
    for n, text in enumerate(texts):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=T0 + timedelta(minutes=n)
        )


async def held(services: Services, user_id: str, field: str) -> list[tuple[str, str, bool]]:
    rows: list[dict[str, Any]] = await services.db.run_statement(FACTS, user_id=user_id, field=field)
    return [(row["entity"], row["value"], row["active"]) for row in rows]


@pytest.mark.parametrize(
    ("first", "second", "field", "kept", "added"),
    [
        (
            "My best friend Olu lives in Lagos.",
            "My other friend Olu lives in Abuja.",
            "city",
            "Lagos",
            "Abuja",
        ),
        (
            "My colleague Priya works at Deloitte.",
            "Priya, another colleague of mine, works at KPMG.",
            "employer",
            "Deloitte",
            "KPMG",
        ),
        ("My brother Sam lives in Leeds.", "My colleague Sam lives in York.", "city", "Leeds", "York"),
        ("My neighbour Ines lives in Porto.", "My cousin Ines lives in Braga.", "city", "Porto", "Braga"),
        ("My boss Karim lives in Dubai.", "My cousin Karim lives in Cairo.", "city", "Dubai", "Cairo"),
    ],
)
async def test_a_namesake_set_apart_never_ends_what_was_said_of_the_first(
    services: Services, user_id: str, first: str, second: str, field: str, kept: str, added: str
) -> None:
    await said(services, user_id, first, second)
    facts = await held(services, user_id, field)
    assert [(value, active) for _, value, active in facts] == [(kept, True), (added, True)]
    assert facts[0][0] != facts[1][0]  # two entities


async def test_the_same_description_later_finds_the_same_namesake(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "My best friend Olu lives in Lagos.",
        "My other friend Olu lives in Abuja.",
        "My other friend Olu moved to Kano.",
        "My best friend Olu is a nurse.",
    )
    cities = await held(services, user_id, "city")
    first, other = cities[0][0], cities[1][0]
    assert cities == [(first, "Lagos", True), (other, "Abuja", False), (other, "Kano", True)]
    assert [entity for entity, _, _ in await held(services, user_id, "role")] == [first]


async def test_a_relation_that_fits_is_still_the_known_person(services: Services, user_id: str) -> None:
    await said(services, user_id, "My friend Tomas lives in Vienna.", "My colleague Tomas moved to Graz.")
    assert await held(services, user_id, "city") == [("Tomas", "Vienna", False), ("Tomas", "Graz", True)]
