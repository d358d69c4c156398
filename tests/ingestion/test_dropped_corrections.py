"""Corrections said in a later turn of the same session take effect whole: a self-repair naming a
compound name ("Sorry, I meant a Honda Civic."), a role corrected against another ("she's a
midwife, not a nurse"), a value said with a discourse adverb ("I'm actually vegetarian"). Turns
imported through :func:`import_turns` (one session, consecutive turns, one batch) and through
single remembers, with the shipped extractor, the real pipeline and the real Neo4j. Sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hippograph.ingestion.importer import TurnInput, import_turns
from hippograph.services import Services

T0 = datetime(2026, 4, 6, 18, 0, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id, field: $field})-[:ABOUT]->(e:Entity)
RETURN e.name AS entity, f.value AS value, f.active AS active, f.valid_to AS valid_to
ORDER BY f.created_at, f.value
"""


async def imported(services: Services, user_id: str, *texts: str) -> None:
    turns = [
        TurnInput(user_id, text, session_id="s1", occurred_at=T0 + timedelta(minutes=n))
        for n, text in enumerate(texts)
    ]
    await import_turns(services.rememberer, turns, concurrency=1)


async def one_by_one(services: Services, user_id: str, *texts: str) -> None:
    for n, text in enumerate(texts):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=T0 + timedelta(minutes=n)
        )


async def values(services: Services, user_id: str, field: str) -> dict[str, bool]:
    rows: list[dict[str, Any]] = await services.db.run_statement(FACTS, user_id=user_id, field=field)
    return {row["value"]: row["active"] for row in rows}


@pytest.mark.parametrize(
    ("first", "repair", "right", "wrong"),
    [
        ("I drive a Toyota Corolla.", "Sorry, I meant a Honda Civic.", "Honda Civic", "Toyota Corolla"),
        ("I drive a Toyota Corolla.", "Sorry, I meant Honda Civic", "Honda Civic", "Toyota Corolla"),
        ("I drive a Toyota Corolla.", "no wait, a Honda Civic", "Honda Civic", "Toyota Corolla"),
        ("I drive a Nissan Leaf.", "Oops, I meant a Kia Niro.", "Kia Niro", "Nissan Leaf"),
        ("I drive a Ford Fiesta.", "Wait, I meant a Ford Focus.", "Ford Focus", "Ford Fiesta"),
    ],
)
async def test_a_self_repair_naming_a_compound_name_supersedes_the_latest_value(
    services: Services, user_id: str, first: str, repair: str, right: str, wrong: str
) -> None:
    await imported(services, user_id, first, repair)
    assert await values(services, user_id, "vehicle") == {wrong: False, right: True}


async def test_a_self_repair_said_alone_supersedes_the_stored_value(services: Services, user_id: str) -> None:
    await one_by_one(services, user_id, "I drive a Toyota Corolla.", "I meant the Honda.")
    assert await values(services, user_id, "vehicle") == {"Toyota Corolla": False, "Honda": True}


@pytest.mark.parametrize(
    ("said", "role", "employer"),
    [
        ("She works as a nurse at St. Paul's Hospital.", "nurse", "St. Paul's Hospital"),
        ("He works as an engineer at Siemens.", "engineer", "Siemens"),
        ("She works as a pastry chef at Nobu.", "pastry chef", "Nobu"),
        ("He works as a driver at Uber.", "driver", "Uber"),
    ],
)
async def test_a_role_at_a_workplace_is_a_role_and_an_employer(
    services: Services, user_id: str, said: str, role: str, employer: str
) -> None:
    person = "My cousin Hana lives in Leeds." if said.startswith("She") else "My cousin Omar lives in Leeds."
    await imported(services, user_id, person, said)
    assert await values(services, user_id, "role") == {role: True}
    assert await values(services, user_id, "employer") == {employer: True}


@pytest.mark.parametrize(
    "correction",
    ["Actually she's a midwife, not a nurse.", "No, she is a midwife, not a nurse."],
)
async def test_a_role_corrected_against_the_stored_one_supersedes_it_and_keeps_the_workplace(
    services: Services, user_id: str, correction: str
) -> None:
    await imported(
        services,
        user_id,
        "My cousin Hana lives in Leeds.",
        "She works as a nurse at St. Paul's Hospital.",
        correction,
    )
    assert await values(services, user_id, "role") == {"nurse": False, "midwife": True}
    assert await values(services, user_id, "is") == {}
    assert await values(services, user_id, "employer") == {"St. Paul's Hospital": True}


@pytest.mark.parametrize(
    ("first", "then", "right", "wrong"),
    [
        ("I'm vegan.", "Wait, I'm actually vegetarian.", "vegetarian", "vegan"),
        ("I'm vegetarian.", "Honestly I'm really pescatarian now.", "pescatarian", "vegetarian"),
        ("I'm pescatarian.", "Well, I'm honestly vegan.", "vegan", "pescatarian"),
    ],
)
async def test_a_value_never_carries_the_clause_discourse_adverbs(
    services: Services, user_id: str, first: str, then: str, right: str, wrong: str
) -> None:
    await imported(services, user_id, first, then)
    assert await values(services, user_id, "diet") == {wrong: False, right: True}
