"""A relative's first name says the gender a later pronoun must agree with: "my boss Karl" is no
"she" of the next turn, though the kin word ("boss", "friend") says nothing of it. Remembered
through the real pipeline with the shipped extractor into the real Neo4j; sentences written for
these tests."""

from __future__ import annotations

import pytest

from hippograph.services import Services
from tests.ingestion.test_namesakes import said

OWNERS = """
MATCH (h:Entity {user_id: $user_id})-[:HAS_PET]->(p:Entity)
RETURN h.name AS owner, p.name AS pet
"""


@pytest.mark.parametrize(
    ("turns", "owner"),
    [
        (["My friend Lena adopted a puppy.", "My boss Karl is strict.", "She named the puppy Bolt."], "Lena"),
        (
            [
                "My cousin Peter bought a kitten.",
                "My colleague Anna is on holiday.",
                "He named the kitten Pip.",
            ],
            "Peter",
        ),
    ],
)
async def test_a_pronoun_of_a_later_turn_agrees_with_a_relatives_first_name(
    services: Services, user_id: str, turns: list[str], owner: str
) -> None:
    await said(services, user_id, *turns)
    rows = await services.db.run_statement(OWNERS, user_id=user_id)
    assert [row["owner"] for row in rows] == [owner]
