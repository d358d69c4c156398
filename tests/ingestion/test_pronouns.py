"""A pronoun the message leaves open is the most recent compatible entity of the session."""

from __future__ import annotations

from hippograph.ingestion.extraction import EntityMention, Extraction, FactCandidate, pronoun_ref
from hippograph.services import Services
from tests.ingestion.scripted import scripted


async def test_she_he_and_it_find_their_antecedents_in_the_session(services: Services, user_id: str) -> None:
    she = pronoun_ref("she")
    memory = scripted(
        services,
        {
            "Ana and Rui": Extraction(
                entities=[
                    EntityMention("Ana", "Person", gender="female"),
                    EntityMention("Rui", "Person", gender="male"),
                ]
            ),
            "She is a nurse.": Extraction(
                facts=[FactCandidate("user", 7, "role", "nurse", 0.9, entity_name=she)]
            ),
            "He is a pilot.": Extraction(
                facts=[FactCandidate("user", 7, "role", "pilot", 0.9, entity_name=pronoun_ref("he"))]
            ),
            "It is expensive.": Extraction(
                facts=[FactCandidate("user", 8, "price", "expensive", 0.9, entity_name=pronoun_ref("it"))]
            ),
        },
    )
    await memory.remember(user_id, "Ana and Rui", session_id="s1")
    nurse = await memory.remember(user_id, "She is a nurse.", session_id="s1")
    pilot = await memory.remember(user_id, "He is a pilot.", session_id="s1")
    thing = await memory.remember(user_id, "It is expensive.", session_id="s1")
    elsewhere = await memory.remember(user_id, "She is a nurse.", session_id="s2")
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'role'})-[:ABOUT]->(e:Entity) RETURN e.name AS name, f.value AS v "
        "ORDER BY name",
        user_id=user_id,
    )
    assert [(r["name"], r["v"]) for r in rows] == [("Ana", "nurse"), ("Rui", "pilot")]
    assert [f.action for f in nurse.facts + pilot.facts] == ["created", "created"]
    assert thing.facts == [] and [s.reason for s in thing.skipped] == [
        "no antecedent for 'it' in the session"
    ]
    assert elsewhere.facts == [] and "no antecedent for 'she'" in elsewhere.skipped[0].reason
