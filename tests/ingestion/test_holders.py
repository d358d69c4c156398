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
    ("first", "second", "again"),
    [
        (
            "I have a cat named Luna.",
            "My neighbour also has a cat named Luna.",
            "I have a cat named Luna, she is shy.",
        ),
        (
            "We adopted a dog called Rex last spring.",
            "My brother has a dog called Rex too.",
            "We have a dog called Rex.",
        ),
        (
            "My neighbour has a tortoise named Shelly.",
            "I have a tortoise named Shelly as well.",
            "My neighbour has a tortoise named Shelly.",
        ),
    ],
)
async def test_a_pet_introduced_as_someone_elses_is_another_pet(
    services: Services, user_id: str, first: str, second: str, again: str
) -> None:
    """The first owner introducing theirs again is still the one pet they have."""
    await said(services, user_id, first, second, again)
    owned = await pets(services, user_id)
    assert len(owned) == 2
    assert owned[0]["pet"] != owned[1]["pet"]


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
    assert owned["user"] != owned["my neighbour"]
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
    ],
)
async def test_someone_elses_relative_is_not_the_speakers_namesake(
    services: Services, user_id: str, first: str, second: str, field: str, kept: str, added: str
) -> None:
    await said(services, user_id, first, second)
    facts = await held(services, user_id, field)
    assert [(value, active) for _, value, active in facts] == [(kept, True), (added, True)]
    assert facts[0][0] != facts[1][0]


async def test_the_holder_that_fits_is_still_the_known_one(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "My husband Tom works at Siemens.",
        "My neighbour's husband Tom works at Bosch.",
        "My husband Tom works at Adidas now.",
    )
    facts = await held(services, user_id, "employer")
    assert [(value, active) for _, value, active in facts] == [
        ("Siemens", False),
        ("Bosch", True),
        ("Adidas", True),
    ]
    assert facts[0][0] == facts[2][0] != facts[1][0]


async def test_a_place_in_another_region_is_another_place(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "My aunt lives in Springfield, Illinois.",
        "My cousin lives in Springfield, Massachusetts.",
        "My uncle lives in Springfield, Illinois too.",
    )
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'city', active: true})-[:ABOUT]->(p) "
        "MATCH (f)-[:FROM_EPISODE]->(ep) RETURN f.value AS city, f.value_uid AS place ORDER BY ep.occurred_at",
        user_id=user_id,
    )
    assert [row["city"] for row in rows] == ["Springfield"] * 3
    aunt, cousin, uncle = (row["place"] for row in rows)
    assert aunt == uncle != cousin
