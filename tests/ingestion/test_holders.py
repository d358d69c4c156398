"""Whose a thing is tells two namesakes apart: a pet or a relative the turn gives to another holder
than the known one of that name ("my neighbour also has a cat named Luna", "my neighbour's husband
Tom") is another individual, and what was said of the first stays true; the same holder, or no
conflicting one, is still the known entity. Remembered through the real pipeline with the shipped
extractor into the real Neo4j; sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.services import Services
from tests.ingestion.test_namesakes import held, said

PETS = """
MATCH (h:Entity {user_id: $user_id})-[:HAS_PET]->(p:Entity)
RETURN coalesce(h.role, h.name) AS holder, p.uid AS pet, p.name AS name
ORDER BY holder
"""


async def pets(services: Services, user_id: str) -> list[dict[str, Any]]:
    return await services.db.run_statement(PETS, user_id=user_id)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("I have a cat named Luna.", "My neighbour also has a cat named Luna."),
        ("We adopted a dog called Rex last spring.", "My brother has a dog called Rex too."),
        ("My neighbour has a tortoise named Shelly.", "I have a tortoise named Shelly as well."),
    ],
)
async def test_a_pet_introduced_as_someone_elses_is_another_pet(
    services: Services, user_id: str, first: str, second: str
) -> None:
    await said(services, user_id, first, second)
    owned = await pets(services, user_id)
    assert len(owned) == 2
    assert owned[0]["pet"] != owned[1]["pet"]


async def test_the_same_owner_introducing_it_again_keeps_one_pet(services: Services, user_id: str) -> None:
    await said(services, user_id, "I have a cat named Luna.", "I have a cat named Luna and she is very shy.")
    owned = await pets(services, user_id)
    assert len({row["pet"] for row in owned}) == 1


async def test_a_bare_name_later_is_the_speakers_own_and_the_owner_finds_theirs(
    services: Services, user_id: str
) -> None:
    await said(
        services,
        user_id,
        "My neighbour has a cat named Luna.",
        "I also have a cat named Luna.",
        "Luna lives in Leeds.",
        "My neighbour's cat Luna lives in York.",
    )
    owned = {row["holder"]: row["pet"] for row in await pets(services, user_id)}
    cities = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'city'})-[:ABOUT]->(p) RETURN p.uid AS pet, f.value AS city",
        user_id=user_id,
    )
    assert {row["city"]: row["pet"] for row in cities} == {
        "Leeds": owned["user"],
        "York": owned["my neighbour"],
    }


@pytest.mark.parametrize(
    ("first", "second", "field", "kept", "added"),
    [
        (
            "My husband Tom works at Siemens.",
            "My neighbour's husband Tom works at Bosch.",
            "employer",
            "Siemens",
            "Bosch",
        ),
        (
            "My sister Ana lives in Madrid.",
            "My neighbour's sister Ana lives in Porto.",
            "city",
            "Madrid",
            "Porto",
        ),
        (
            "My daughter Lea lives in Ghent.",
            "My colleague's daughter Lea lives in Bruges.",
            "city",
            "Ghent",
            "Bruges",
        ),
    ],
)
async def test_someone_elses_relative_is_not_the_speakers_namesake(
    services: Services, user_id: str, first: str, second: str, field: str, kept: str, added: str
) -> None:
    await said(services, user_id, first, second)
    facts = await held(services, user_id, field)
    assert [(value, active) for _, value, active in facts] == [(kept, True), (added, True)]
    assert facts[0][0] != facts[1][0]


@pytest.mark.parametrize(
    ("first", "second", "field", "facts"),
    [
        (
            "My husband Tom works at Siemens.",
            "My husband Tom works at Bosch now.",
            "employer",
            [("Tom", "Siemens", False), ("Tom", "Bosch", True)],
        ),
        (
            "My friend Sam lives in Oslo.",
            "Lena's friend Sam moved to Bergen.",
            "city",
            [("Sam", "Oslo", False), ("Sam", "Bergen", True)],
        ),
    ],
)
async def test_a_holder_that_fits_is_still_the_known_one(
    services: Services, user_id: str, first: str, second: str, field: str, facts: list[tuple[str, str, bool]]
) -> None:
    await said(services, user_id, first, second)
    assert await held(services, user_id, field) == facts
