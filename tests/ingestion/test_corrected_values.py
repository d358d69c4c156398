"""An elliptic correction of a date or of a value said as an adjective supersedes the stored value,
never drops: "Actually, it's May 4, not May 3." keeps the day's number, "No wait, it's green, not
blue." reads the colour though the parse hangs "green" on "blue". Remembered through the real
pipeline with the shipped extractor into the real Neo4j; sentences written for these tests."""

from __future__ import annotations

import pytest

from hippograph.services import Services
from tests.ingestion.test_namesakes import said

FACTS = """
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(:Entity)
RETURN f.value AS value, f.active AS active ORDER BY f.created_at
"""


@pytest.mark.parametrize(
    ("first", "correction", "wrong", "right"),
    [
        ("My birthday is June 12.", "Actually, it's June 21, not June 12.", "June 12", "June 21"),
        ("My favourite colour is blue.", "No wait, it's green, not blue.", "blue", "green"),
        ("My favourite colour is purple.", "Sorry, it's yellow, not purple.", "purple", "yellow"),
    ],
)
async def test_a_correction_of_a_date_or_an_adjective_supersedes_the_value(
    services: Services, user_id: str, first: str, correction: str, wrong: str, right: str
) -> None:
    await said(services, user_id, first, correction)
    facts = [(row["value"], row["active"]) for row in await services.db.run_statement(FACTS, user_id=user_id)]
    assert (wrong, False) in facts and (right, True) in facts
