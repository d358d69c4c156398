"""Resolution never merges two differently named things: relation words, near names and type
clashes, through the real pipeline and the real Neo4j."""

from __future__ import annotations

from hippograph.graph.driver import Database
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, EntityMention, Extraction, FactCandidate
from hippograph.services import Services
from tests.ingestion.scripted import scripted

PEOPLE = """
MATCH (p:Person {user_id: $user_id})
OPTIONAL MATCH (f:Fact {active: true, field: $field})-[:ABOUT]->(p)
RETURN p.name AS name, collect(f.value) AS values ORDER BY name
"""
PAIRS = """
MATCH (p:SameAsCandidate {user_id: $user_id})
MATCH (e:Entity {uid: p.entity_uid}), (c:Entity {uid: p.candidate_uid})
RETURN e.name AS entity, c.name AS candidate, p.method AS method ORDER BY entity, candidate
"""


async def people(db: Database, user_id: str, field: str) -> dict[str, list[str]]:
    rows = await db.run_statement(PEOPLE, user_id=user_id, field=field)
    return {row["name"]: sorted(row["values"]) for row in rows}


async def test_relatives_of_the_same_kind_stay_apart(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My sister Ana is a nurse in Porto.")
    tiago = await memory.remember(user_id, "My brother Tiago is a chef.")
    await memory.remember(user_id, "My sister Sofia is a lawyer.")
    assert [(e.name, e.method) for e in tiago.entities] == [("Tiago", "new")]
    assert await people(services.db, user_id, "role") == {
        "Ana": ["nurse"],
        "Sofia": ["lawyer"],
        "Tiago": ["chef"],
    }
    siblings = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'sibling', active: true}) RETURN f.value AS v ORDER BY v",
        user_id=user_id,
    )
    assert [row["v"] for row in siblings] == ["Ana", "Sofia", "Tiago"]


async def test_a_daughter_is_not_the_known_son(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My son Leo plays football.")
    mia = await services.rememberer.remember(user_id, "My daughter Mia loves painting.")
    assert [(e.name, e.method) for e in mia.entities if e.type == "Person"] == [("Mia", "new")]
    assert await people(services.db, user_id, "hobby") == {"Leo": ["football"], "Mia": []}


async def test_a_relation_word_alone_finds_the_one_known_relative(services: Services, user_id: str) -> None:
    """ "my brother" (no name of its own) is the known brother; with two brothers it is nobody
    for sure: no entity at all (neither brother guessed, no third one made up), what is said of
    him kept on the user under a field that names him; "my daughter" is never a son."""
    brother = EntityMention("my brother", "Person", relation_to_speaker="SIBLING_OF", gender="male")
    daughter = EntityMention("my daughter", "Person", relation_to_speaker="PARENT_OF", gender="female")
    memory = scripted(
        services,
        {
            "Tom": Extraction(
                entities=[EntityMention("Tom", "Person", relation_to_speaker="SIBLING_OF", gender="male")],
                edges=[EdgeCandidate(SPEAKER, "Tom", "SIBLING_OF")],
            ),
            "Leo": Extraction(
                entities=[EntityMention("Leo", "Person", relation_to_speaker="PARENT_OF", gender="male")],
                edges=[EdgeCandidate(SPEAKER, "Leo", "PARENT_OF")],
            ),
            "brother runs": Extraction(
                facts=[FactCandidate("user", 11, "hobby", "running", 0.9, entity_name="my brother")],
                entities=[brother],
            ),
            "Sam": Extraction(
                entities=[EntityMention("Sam", "Person", relation_to_speaker="SIBLING_OF", gender="male")],
                edges=[EdgeCandidate(SPEAKER, "Sam", "SIBLING_OF")],
            ),
            "brother swims": Extraction(
                facts=[FactCandidate("user", 11, "hobby", "swimming", 0.9, entity_name="my brother")],
                entities=[brother],
            ),
            "daughter sings": Extraction(
                facts=[FactCandidate("user", 11, "hobby", "singing", 0.9, entity_name="my daughter")],
                entities=[daughter],
            ),
        },
    )
    for text in ("Tom", "Leo"):
        await memory.remember(user_id, text)
    runs = await memory.remember(user_id, "brother runs")
    assert [(e.method, e.matched_name) for e in runs.entities] == [("related", "Tom")]
    await memory.remember(user_id, "Sam")
    swims = await memory.remember(user_id, "brother swims")
    assert swims.entities == []
    assert [(f.field, f.value) for f in swims.facts] == [("brother_hobby", "swimming")]
    sings = await memory.remember(user_id, "daughter sings")
    assert [e.method for e in sings.entities] == ["new"]
    hobbies = await people(services.db, user_id, "hobby")
    assert hobbies["Tom"] == ["running"] and hobbies["Leo"] == [] and hobbies["Sam"] == []
    assert "my brother" not in hobbies
    pairs = await services.db.run_statement(PAIRS, user_id=user_id)
    assert pairs == []


async def test_a_near_name_of_a_person_is_proposed_not_merged(services: Services, user_id: str) -> None:
    memory = scripted(
        services,
        {
            name: Extraction(
                facts=[FactCandidate("user", 7, "role", role, 0.9, entity_name=name)],
                entities=[EntityMention(name, "Person")],
            )
            for name, role in (("Michael", "pilot"), ("Michaela", "surgeon"))
        },
    )
    await memory.remember(user_id, "Michael")
    result = await memory.remember(user_id, "Michaela")
    assert [(e.name, e.method) for e in result.entities] == [("Michaela", "new")]
    assert await people(services.db, user_id, "role") == {"Michael": ["pilot"], "Michaela": ["surgeon"]}
    pairs = await services.db.run_statement(PAIRS, user_id=user_id)
    assert [(p["entity"], p["candidate"]) for p in pairs] == [("Michaela", "Michael")]
    assert pairs[0]["method"] in ("fuzzy", "vector")


async def test_a_tie_between_two_organisations_is_not_guessed(services: Services, user_id: str) -> None:
    """ "Initech" is as close to "Initech Labs" as to "Initech Bank": no margin, no merge."""
    orgs = ("Initech Labs", "Initech Bank", "Initech")
    memory = scripted(services, {name: Extraction(entities=[EntityMention(name, "Org")]) for name in orgs})
    for name in orgs[:2]:
        await memory.remember(user_id, name)
    result = await memory.remember(user_id, "Initech")
    assert [(e.name, e.method) for e in result.entities] == [("Initech", "new")]
    pairs = await services.db.run_statement(PAIRS, user_id=user_id)
    assert sorted(p["candidate"] for p in pairs) == ["Initech Bank", "Initech Labs"]


async def test_a_known_name_keeps_its_type(services: Services, user_id: str) -> None:
    """NER's guess (Person for "Umbrella Labs") loses to the known Org; a kin word is strong
    evidence, so "my brother Jordan" is a person beside the country."""
    await services.rememberer.remember(user_id, "I work at Umbrella Labs")
    based = await services.rememberer.remember(user_id, "Umbrella Labs is based in Berlin")
    assert [(e.type, e.method) for e in based.entities if e.name == "Umbrella Labs"] == [("Org", "exact")]
    rows = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id, name: 'Umbrella Labs'}) "
        "OPTIONAL MATCH (f:Fact {field: 'city'})-[:ABOUT]->(e) RETURN e.type AS type, collect(f.value) AS cities",
        user_id=user_id,
    )
    assert rows == [{"type": "Org", "cities": ["Berlin"]}]
    # The edge NER's guess allowed (a person LIVES_IN a place) is checked again on the Org: refused.
    assert [s.text for s in based.skipped] == ["Umbrella Labs LIVES_IN Berlin"]
    assert [e.relation for e in based.edges] == []
    memory = scripted(
        services,
        {
            "Jordan": Extraction(entities=[EntityMention("Jordan", "Place")]),
            "brother Jordan": Extraction(
                entities=[EntityMention("Jordan", "Person", relation_to_speaker="SIBLING_OF")],
                edges=[EdgeCandidate(SPEAKER, "Jordan", "SIBLING_OF")],
            ),
        },
    )
    await memory.remember(user_id, "Jordan")
    await memory.remember(user_id, "brother Jordan")
    rows = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id, name: 'Jordan'}) RETURN e.type AS type ORDER BY type",
        user_id=user_id,
    )
    assert [row["type"] for row in rows] == ["Person", "Place"]
