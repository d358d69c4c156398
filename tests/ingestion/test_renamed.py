"""A corrected name renames the one known by the wrong name: one person (or pet) with the right
name and the wrong one as an alias, never a second one beside the first; a correction of whom a
statement is about, or a right name that is already someone else's, renames nobody. Remembered
through the real pipeline with the shipped extractor into the real Neo4j; sentences written for
these tests."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.services import Services
from tests.ingestion.test_namesakes import said

ENTITIES = """
MATCH (e:Entity {user_id: $user_id}) WHERE e.role IS NULL AND e.type IN ['Person', 'Pet']
RETURN e.name AS name, e.aliases AS aliases, e.uid AS uid
ORDER BY e.created_at
"""
ABOUT = """
MATCH (f:Fact {user_id: $user_id, field: $field, active: true})-[:ABOUT]->(e:Entity)
RETURN e.uid AS uid, f.value AS value
"""


async def individuals(services: Services, user_id: str) -> list[dict[str, Any]]:
    return await services.db.run_statement(ENTITIES, user_id=user_id)


@pytest.mark.parametrize(
    ("turns", "right", "wrong", "field"),
    [
        (
            ["My colleague Maya is from Lisbon.", "Sorry, her name is Mia, not Maya.", "Mia likes jazz."],
            "Mia",
            "Maya",
            "like",
        ),
        (
            ["My brother's name is Jon.", "Sorry, it's John, not Jon.", "John lives in Cork."],
            "John",
            "Jon",
            "city",
        ),
        (
            ["My wife Carla is a nurse.", "Sorry, it's Clara, not Carla.", "Clara lives in Nice."],
            "Clara",
            "Carla",
            "city",
        ),
        (
            ["My dog is called Bruno.", "Sorry, his name is Bruni, not Bruno.", "Bruni likes carrots."],
            "Bruni",
            "Bruno",
            "like",
        ),
    ],
)
async def test_a_corrected_name_renames_the_one_known_by_it(
    services: Services, user_id: str, turns: list[str], right: str, wrong: str, field: str
) -> None:
    await said(services, user_id, *turns)
    [one] = await individuals(services, user_id)
    assert (one["name"], wrong in one["aliases"]) == (right, True)
    about = await services.db.run_statement(ABOUT, user_id=user_id, field=field)
    assert [row["uid"] for row in about] == [one["uid"]]


async def test_the_old_name_said_again_is_still_the_renamed_one(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "My colleague Maya is from Lisbon.",
        "Sorry, her name is Mia, not Maya.",
        "Maya is a designer.",
    )
    [one] = await individuals(services, user_id)
    about = await services.db.run_statement(ABOUT, user_id=user_id, field="role")
    assert [row["uid"] for row in about] == [one["uid"]]


async def test_a_right_name_already_someone_elses_renames_nobody(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "My friend Mia is from Rome.",
        "My colleague Maya is from Lisbon.",
        "Sorry, her name is Mia, not Maya.",
        "My brother's name is Jon.",
        "Sorry, it's John, not Jon.",
    )
    assert [row["name"] for row in await individuals(services, user_id)] == ["Mia", "Maya", "John"]


async def test_a_correction_of_whom_a_visit_was_keeps_both(services: Services, user_id: str) -> None:
    await said(
        services,
        user_id,
        "I visited Tom in Rome.",
        "Sorry, I meant Tim, not Tom.",
        "My colleague Maya is from Lisbon.",
        "Sorry, her name is Mia, not Maya.",
    )
    assert [row["name"] for row in await individuals(services, user_id)] == ["Tom", "Tim", "Mia"]
