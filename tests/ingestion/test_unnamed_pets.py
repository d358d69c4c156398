"""A pet the speaker has, said without a name ("We adopted a beagle"), is an entity the speaker
HAS_PET; what is said of it next ("Its name is ...", "He loves ...") lands on it, in the same
message or in the next turn. Turns through the real pipeline and the real Neo4j; sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hippograph.services import Services

T0 = datetime(2026, 4, 6, 18, 0, tzinfo=UTC)

PETS = """
MATCH (:Entity:User {user_id: $user_id})-[:HAS_PET]->(e:Entity {user_id: $user_id})
OPTIONAL MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(e)
RETURN e.name AS name, labels(e) AS labels, collect(f.field + '=' + f.value) AS facts
"""


async def told(services: Services, user_id: str, *texts: str) -> None:
    for n, text in enumerate(texts):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=T0 + timedelta(minutes=n)
        )


async def pets(services: Services, user_id: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = await services.db.run_statement(PETS, user_id=user_id)
    return rows


async def test_a_pet_named_in_the_next_sentence_is_the_speakers_pet_by_that_name(
    services: Services, user_id: str
) -> None:
    await told(services, user_id, "We adopted a beagle in June. Her name is Clementine.")
    rows = await pets(services, user_id)
    assert [row["name"] for row in rows] == ["Clementine"], rows


async def test_a_pet_said_without_a_name_carries_what_the_next_turn_says_of_it(
    services: Services, user_id: str
) -> None:
    await told(services, user_id, "I have a tortoise.", "He eats dandelions every morning.")
    rows = await pets(services, user_id)
    assert len(rows) == 1, rows
    assert any("dandelion" in fact for fact in rows[0]["facts"]), rows


async def test_a_pet_not_had_is_no_pet(services: Services, user_id: str) -> None:
    # a guard beside the two above: no pet from a wish, a negation or a past one
    await told(services, user_id, "I'd love to get a ferret someday.", "I don't have a rabbit.")
    assert await pets(services, user_id) == []


async def test_a_pet_named_in_a_later_turn_takes_the_name_and_keeps_what_was_said(
    services: Services, user_id: str
) -> None:
    await told(
        services,
        user_id,
        "We just got a hamster.",
        "He sleeps all day in his little house.",
        "His name is Pistachio.",
        "Pistachio escaped from his cage yesterday.",
    )
    rows = await pets(services, user_id)
    assert [row["name"] for row in rows] == ["Pistachio"], rows  # one pet, not "my hamster" beside it
    assert any("escape" in fact for fact in rows[0]["facts"]), rows
