"""In a conversation of several named speakers, each one's "my brother" is their own: two people,
neither's facts overwriting the other's, and the same speaker's later "my brother" is hers again.
Through the real pipeline into Neo4j; dialogue written for this test."""

from __future__ import annotations

from hippograph.services import Services

ROLES = (
    "MATCH (f:Fact {user_id: $user_id, field: 'role'})-[:ABOUT]->(e:Entity {user_id: $user_id}) "
    "WHERE f.active RETURN e.uid AS uid, f.value AS value"
)
SIBLINGS = (
    "MATCH (s:Entity {user_id: $user_id})-[:SIBLING_OF]->(b:Entity {user_id: $user_id}) "
    "RETURN s.name AS speaker, b.uid AS uid"
)


async def test_each_speakers_unnamed_relative_is_their_own(services: Services, user_id: str) -> None:
    said = [
        ("Priya", "My brother is a chef in Pune."),
        ("Leon", "Oh nice, my brother is a pilot."),
        ("Priya", "My brother just opened his own restaurant."),
    ]
    for speaker, text in said:
        await services.rememberer.remember(user_id, text, speaker=speaker, session_id="s1")
    siblings = {
        row["speaker"]: row["uid"] for row in await services.db.run_statement(SIBLINGS, user_id=user_id)
    }
    assert set(siblings) == {"Priya", "Leon"}, siblings
    assert siblings["Priya"] != siblings["Leon"]  # two brothers, not one
    roles = {(row["uid"], row["value"]) for row in await services.db.run_statement(ROLES, user_id=user_id)}
    assert (siblings["Priya"], "chef") in roles and (siblings["Leon"], "pilot") in roles, roles
