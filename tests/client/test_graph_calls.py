"""The client's entity, edge, merge and erasure calls end to end against the real service."""

from __future__ import annotations

import pytest
from hippograph_client.domains import DOMAIN_NAMES

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph, HippoGraph
from hippograph.errors import InvalidIdentifierError, NotFoundError
from hippograph.graph.domains import DOMAINS
from hippograph.graph.driver import Database


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def test_entities_facts_edges(service_url: str, secret: str) -> None:
    with HippoGraph(service_url, secret) as memory:
        ada = memory.add_entity("Ada Quill", "Person", aliases=["Ada"])
        acme = memory.add_entity("Quillworks", "Org")
        assert [e.id for e in memory.entities("Ada Quill").entities][:1] == [ada.id]
        page = memory.entities(first=1)
        assert len(page.entities) == 1 and page.total >= 2 and page.next_cursor
        rest = memory.entities(first=50, after=page.next_cursor)
        assert {e.name for e in page.entities + rest.entities} >= {"Ada Quill", "Quillworks"}
        fact = memory.add_fact(ada.id, "job_title", "engineer")
        corrected = memory.update_fact(fact.fact.id, "chief engineer")
        edge = memory.add_edge(ada.id, "WORKS_AT", acme.id)
        assert (edge.source.name, edge.relation, edge.target.name) == ("Ada Quill", "WORKS_AT", "Quillworks")

        profile = memory.open_entity(ada.id)
        assert "Ada" in profile.entity.names
        assert [(f.fact.field, f.fact.value) for f in profile.facts] == [("job_title", "chief engineer")]
        assert [e.id for e in profile.edges] == [edge.id]
        assert memory.open_entity(name="Ada Quill").entity.id == ada.id
        everything = memory.open_entity(ada.id, include_inactive=True)
        assert {f.fact.value for f in everything.facts} == {"engineer", "chief engineer"}
        assert corrected.fact.active

        assert [e.id for e in memory.edges(acme.id, "in")] == [edge.id]
        assert memory.edges(acme.id, "out") == []
        memory.remove_edge(edge.id)
        assert memory.edges(ada.id) == []
        with pytest.raises(InvalidIdentifierError):
            memory.add_edge(ada.id, "works at; DROP", acme.id)
        forgotten = memory.forget_entity(acme.id)
        assert forgotten.id == acme.id
        with pytest.raises(NotFoundError):
            memory.open_entity(acme.id)


async def test_merge_unmerge_and_forget_me(service_url: str, secret: str) -> None:
    async with AsyncHippoGraph(service_url, secret) as memory:
        keep = await memory.add_entity("Sam Okafor", "Person")
        drop = await memory.add_entity("Samuel Okafor", "Person")
        await memory.add_fact(drop.id, "hometown", "Lagos")
        merge = await memory.merge_entities(keep.id, drop.id)
        assert (merge.kept.id, merge.dropped_id, merge.moved_facts) == (keep.id, drop.id, 1)
        assert [f.fact.value for f in (await memory.open_entity(keep.id)).facts] == ["Lagos"]
        restored = await memory.unmerge_entities(merge.id)
        assert restored.name == "Samuel Okafor"

        await memory.remember("I'm allergic to shellfish")
        report = await memory.forget_me()
        assert report.facts >= 2 and report.total >= report.entities + report.facts
        assert (await memory.entities()).entities == [] or all(
            e.role for e in (await memory.entities()).entities
        )
        assert (await memory.recall("allergic")).facts == []


def test_client_domain_names_match_the_service() -> None:
    assert {domain.id: domain.name for domain in DOMAINS} == DOMAIN_NAMES
