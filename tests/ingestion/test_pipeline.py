"""remember() end to end: the real spaCy model, real embeddings, the real Neo4j."""

from __future__ import annotations

import asyncio
import itertools
import uuid
from datetime import UTC, datetime

import pytest

from hippograph.errors import ConstraintViolationError, InvalidIdentifierError, ValidationError
from hippograph.graph.driver import Database
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, Extraction, FactCandidate
from hippograph.ingestion.pipeline import Rememberer
from hippograph.services import Services

CITY_FACTS = """
MATCH (f:Fact {user_id: $user_id, field: 'city'})-[:ABOUT]->(:Entity {role: 'user'})
OPTIONAL MATCH (f)-[:SUPERSEDES]->(old:Fact)
RETURN f.value AS value, f.active AS active, f.valid_to IS NOT NULL AS closed, old.value AS supersedes
ORDER BY f.created_at
"""
COUNT_NODES = "MATCH (n {user_id: $user_id}) RETURN labels(n)[0] AS label, count(*) AS n ORDER BY label"


async def nodes(db: Database, user_id: str) -> dict[str, int]:
    return {row["label"]: row["n"] for row in await db.run_statement(COUNT_NODES, user_id=user_id)}


async def test_a_move_supersedes_the_old_city(services: Services, user_id: str) -> None:
    memory = services.rememberer
    first = await memory.remember(user_id, "I live in Dublin", occurred_at="2024-01-01T00:00:00+00:00")
    second = await memory.remember(user_id, "I've moved to Oslo", occurred_at="2024-06-01T00:00:00+00:00")
    assert [(f.field, f.value, f.action) for f in first.facts] == [("city", "Dublin", "created")]
    moved = [f for f in second.facts if f.field == "city"]
    assert [(f.value, f.action, f.superseded_uid) for f in moved] == [
        ("Oslo", "superseded", first.facts[0].uid)
    ]
    rows = await services.db.run_statement(CITY_FACTS, user_id=user_id)
    assert rows == [
        {"value": "Dublin", "active": False, "closed": True, "supersedes": None},
        {"value": "Oslo", "active": True, "closed": False, "supersedes": "Dublin"},
    ]


async def test_the_same_value_reinforces(services: Services, user_id: str) -> None:
    first = await services.rememberer.remember(user_id, "I'm allergic to shellfish", session_id="a")
    again = await services.rememberer.remember(user_id, "I am allergic to shellfish", session_id="b")
    assert again.facts[0].action == "reinforced"
    assert again.facts[0].uid == first.facts[0].uid
    assert again.facts[0].confidence > first.facts[0].confidence
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id}) RETURN f.access_count AS n, "
        "COUNT { (f)-[:FROM_EPISODE]->() } AS episodes",
        user_id=user_id,
    )
    assert rows == [{"n": 1, "episodes": 2}]


async def test_multi_valued_fields_add(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    result = await services.rememberer.remember(user_id, "I'm allergic to peanuts")
    assert [(f.value, f.action) for f in result.facts] == [("peanuts", "created")]
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'allergy', active: true}) RETURN f.value AS v ORDER BY v",
        user_id=user_id,
    )
    assert [row["v"] for row in rows] == ["peanuts", "shellfish"]


async def test_entities_edges_and_provenance(services: Services, user_id: str) -> None:
    result = await services.rememberer.remember(user_id, "My brother Tom lives in Porto", session_id="s1")
    assert sorted((e.name, e.type, e.method) for e in result.entities) == [
        ("Porto", "Place", "new"),
        ("Tom", "Person", "new"),
    ]
    rows = await services.db.run_statement(
        "MATCH (s:Entity {user_id: $user_id})-[r]->(t:Entity {user_id: $user_id}) WHERE type(r) <> 'SERVES' "
        "RETURN coalesce(s.role, s.name) AS source, type(r) AS rel, t.name AS target ORDER BY rel",
        user_id=user_id,
    )
    assert [(r["source"], r["rel"], r["target"]) for r in rows] == [
        ("Tom", "LIVES_IN", "Porto"),
        ("user", "SIBLING_OF", "Tom"),
    ]
    provenance = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id})-[:FROM_EPISODE]->(e:Episode)-[:SPOKEN_BY]->(s:Entity) "
        "MATCH (f)-[:ABOUT]->(about:Entity) "
        "RETURN f.field AS field, f.value AS value, about.name AS about, e.session_id AS session, "
        "e.content AS content, s.role AS speaker ORDER BY field",
        user_id=user_id,
    )
    episode = {"session": "s1", "content": "My brother Tom lives in Porto", "speaker": "user"}
    assert provenance == [
        {"field": "city", "value": "Porto", "about": "Tom", **episode},
        {"field": "sibling", "value": "Tom", "about": user_id, **episode},
    ]


async def test_repeated_mentions_strengthen_edges_and_resolve_entities(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "My brother Tom lives in Porto", session_id="1")
    again = await services.rememberer.remember(user_id, "My brother Tom lives in Porto", session_id="2")
    assert {e.method for e in again.entities} == {"exact"}
    assert sorted((e.relation, e.action, e.strength) for e in again.edges) == [
        ("LIVES_IN", "strengthened", 2.0),
        ("SIBLING_OF", "strengthened", 2.0),
    ]
    assert (await nodes(services.db, user_id))["Entity"] == 4  # user, agent, Tom, Porto


async def test_fuzzy_resolution_learns_an_alias(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I work at Initech Corp as a QA lead")
    result = await services.rememberer.remember(user_id, "My friend Bob works at Initech too")
    initech = [e for e in result.entities if e.name == "Initech"]
    assert [(e.method, e.matched_name) for e in initech] == [("fuzzy", "Initech Corp")]
    rows = await services.db.run_statement(
        "MATCH (e:Entity:Org {user_id: $user_id}) OPTIONAL MATCH (a:Alias {entity_uid: e.uid}) "
        "RETURN e.name AS name, e.aliases AS aliases, a.source AS source",
        user_id=user_id,
    )
    assert rows == [{"name": "Initech Corp", "aliases": ["Initech"], "source": "fuzzy"}]


async def test_agent_directed_statements_attach_to_the_agent(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "From now on I'll call you Max")
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(a:Agent) "
        "RETURN f.field AS field, f.value AS value, f.target AS target",
        user_id=user_id,
    )
    assert rows == [{"field": "nickname", "value": "Max", "target": "agent"}]


async def test_the_same_turn_twice_is_a_no_op(services: Services, user_id: str) -> None:
    first = await services.rememberer.remember(user_id, "I work at Initech as a QA lead", session_id="x")
    before = await nodes(services.db, user_id)
    second = await services.rememberer.remember(user_id, "I work at Initech as a QA lead", session_id="x")
    assert second.duplicate and not first.duplicate
    assert second.episode_uid == first.episode_uid
    assert second.facts == first.facts and second.edges == first.edges
    assert await nodes(services.db, user_id) == before


async def test_twenty_concurrent_mentions_leave_one_entity(services: Services, user_id: str) -> None:
    await asyncio.gather(
        *(
            services.rememberer.remember(user_id, "I work at Initech Corp", session_id=f"s{i}")
            for i in range(20)
        )
    )
    rows = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id, name_norm: 'initech corp'}) RETURN count(e) AS n,"
        " sum(COUNT { (:Entity {role: 'user'})-[:WORKS_AT]->(e) }) AS edges",
        user_id=user_id,
    )
    assert rows == [{"n": 1, "edges": 1}]
    facts = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'employer', active: true}) RETURN count(f) AS n",
        user_id=user_id,
    )
    assert facts == [{"n": 1}]


async def test_a_failure_part_way_leaves_nothing(services: Services, user_id: str) -> None:
    """A real uniqueness violation on the third write of the turn rolls back the first two."""
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    before = await nodes(services.db, user_id)
    existing = (
        await services.db.run_statement(
            "MATCH (f:Fact {user_id: $user_id}) RETURN f.uid AS uid", user_id=user_id
        )
    )[0]["uid"]
    fresh = (str(uuid.uuid4()) for _ in itertools.count())
    ids = itertools.chain([next(fresh), next(fresh)], itertools.repeat(existing))
    colliding = Rememberer(
        services.db,
        services.namespaces,
        services.extractor,
        services.embedder,
        services.domains,
        services.resolver,
        max_text_chars=8000,
        nlp_worker=services.nlp_worker,
        new_uid=lambda: next(ids),
    )
    with pytest.raises(ConstraintViolationError):
        await colliding.remember(user_id, "I work at Initech as a QA lead")
    assert await nodes(services.db, user_id) == before


class FixedExtractor:
    """A real extractor that always returns the same extraction (for inputs spaCy never yields)."""

    def __init__(self, extraction: Extraction) -> None:
        self.extraction = extraction

    def extract(self, text: str) -> Extraction:
        return self.extraction


async def test_an_invalid_relation_is_rejected_and_nothing_written(services: Services, user_id: str) -> None:
    bad = Extraction(
        facts=[FactCandidate("user", 9, "city", "Porto", 0.9)],
        edges=[EdgeCandidate(SPEAKER, "Porto", "LIVES_IN]->(x) DETACH DELETE x //")],
    )
    rememberer = Rememberer(
        services.db,
        services.namespaces,
        FixedExtractor(bad),
        services.embedder,
        services.domains,
        services.resolver,
        max_text_chars=8000,
        nlp_worker=services.nlp_worker,
    )
    await services.namespaces.ensure(user_id)
    before = await nodes(services.db, user_id)
    with pytest.raises(InvalidIdentifierError):
        await rememberer.remember(user_id, "I live in Porto")
    assert await nodes(services.db, user_id) == before


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("   \n ", "empty"),
        ("x" * 8001, "limit is 8000"),
        ("I live in Porto\x00", "control characters"),
        ("hi\x1b[31m", "control characters"),
    ],
)
async def test_bad_input_is_rejected_before_any_write(
    services: Services, user_id: str, text: str, message: str
) -> None:
    await services.namespaces.ensure(user_id)
    before = await nodes(services.db, user_id)
    with pytest.raises(ValidationError, match=message):
        await services.rememberer.remember(user_id, text)
    assert await nodes(services.db, user_id) == before


async def test_small_talk_is_skipped_with_a_reason(services: Services, user_id: str) -> None:
    result = await services.rememberer.remember(user_id, "hi there!")
    assert result.facts == [] and result.skipped
    assert all(skip.reason for skip in result.skipped)


async def test_named_speakers_are_people(services: Services, user_id: str) -> None:
    when = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    await services.rememberer.remember(
        user_id, "I work at Initech as a QA lead", speaker="Caroline", occurred_at=when
    )
    rows = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id})-[:SPOKEN_BY]->(p:Person) "
        "MATCH (f:Fact {user_id: $user_id, field: 'employer'})-[:ABOUT]->(p) "
        "RETURN p.name AS speaker, f.value AS employer, e.occurred_at = f.valid_from AS same_time",
        user_id=user_id,
    )
    assert rows == [{"speaker": "Caroline", "employer": "Initech", "same_time": True}]
