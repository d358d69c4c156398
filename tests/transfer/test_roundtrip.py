"""Export → wipe → import gives the same graph: compared as canonical exports and, independently,
by Cypher (tests/api/client.py ``dump``: every label, type and property)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hippograph.errors import InvalidIdentifierError, NamespaceNotEmptyError, ValidationError
from hippograph.graph.driver import Database
from hippograph.services import Services
from hippograph.transfer.restore import restore
from tests.api.client import Api, dump
from tests.transfer.conftest import body, export_to

FORGET_ME = "mutation { forgetMe { facts } }"
RECALL = "query($q: String!) { recall(query: $q) { facts { value } } }"
CHANNELS = "query($q: String!) { recall(query: $q) { facts { value explanation { channels { channel } } } } }"


async def test_export_wipe_import_restores_an_identical_graph(
    rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    before = await dump(db, user_id)
    first = await export_to(db, user_id, tmp_path / "first.jsonl", embeddings=True)
    rich.data(FORGET_ME)
    assert len(await dump(db, user_id)) < len(before)

    report = await restore(db, first, batch_size=5)
    services.namespaces.forget(user_id)  # this process's cache of the erased fixed entities

    assert await dump(db, user_id) == before  # every node, label, property and relationship
    second = await export_to(db, user_id, tmp_path / "second.jsonl", embeddings=True)
    assert body(second) == body(first)
    header = json.loads(first.read_text(encoding="utf-8").splitlines()[0])
    assert (report.nodes, report.relationships) == (header["nodes"], header["relationships"])
    labels = {label for line in body(first) for label in json.loads(line).get("labels", [])}
    assert {"Entity", "MergedEntity", "Merge", "Fact", "Episode", "Alias", "Note", "Reminder"} <= labels
    values = [json.loads(line)["properties"] for line in body(first) if "Fact" in line]
    assert any(isinstance(p.get("created_at"), dict) and "$datetime" in p["created_at"] for p in values)


async def test_the_export_keeps_types_and_every_relationship_kind(
    rich: Api, db: Database, user_id: str, tmp_path: Path
) -> None:
    lines = [json.loads(line) for line in body(await export_to(db, user_id, tmp_path / "x.jsonl"))]
    types = {line["type"] for line in lines if line["kind"] == "relationship"}
    assert {
        "ABOUT",
        "IN_DOMAIN",
        "SUPERSEDES",
        "FROM_EPISODE",
        "SERVES",
        "FRIEND_OF",
        "KEPT",
        "DROPPED",
    } <= types
    assert any(line["end"].startswith("domain:") for line in lines if line["kind"] == "relationship")
    fact = next(line["properties"] for line in lines if "Fact" in line.get("labels", []))
    assert isinstance(fact["confidence"], float) and isinstance(fact["access_count"], int)
    assert "embedding" not in fact
    note = next(line for line in lines if "Note" in line.get("labels", []))
    assert note["id"] == f"note:{note['properties']['key']}"
    nodes = [line["id"] for line in lines if line["kind"] == "node"]
    assert nodes == sorted(nodes)


async def test_import_into_a_namespace_holding_memory_is_refused_and_changes_nothing(
    rich: Api, db: Database, user_id: str, tmp_path: Path
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl")
    rich.data('mutation { saveNote(key: "extra", content: "1") { key } }')
    before = await dump(db, user_id)
    with pytest.raises(NamespaceNotEmptyError):
        await restore(db, exported)
    assert await dump(db, user_id) == before


async def test_replace_erases_the_namespace_in_the_same_import(
    rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl", embeddings=True)
    before = await dump(db, user_id)
    rich.data('mutation { saveNote(key: "extra", content: "1") { key } }')
    report = await restore(db, exported, replace=True)
    services.namespaces.forget(user_id)
    assert report.replaced and await dump(db, user_id) == before


async def test_bare_fixed_entities_give_way_to_the_files(
    rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl", embeddings=True)
    before = await dump(db, user_id)
    rich.data(FORGET_ME)
    rich.data(RECALL, {"q": "anything"})  # the first use creates the two fixed entities again
    await restore(db, exported)
    services.namespaces.forget(user_id)
    assert await dump(db, user_id) == before


def _corrupt(source: Path, target: Path, edit: str) -> Path:
    lines = source.read_text(encoding="utf-8").splitlines()
    node = next(i for i, line in enumerate(lines) if '"Fact"' in line)
    relationship = next(i for i, line in enumerate(lines) if '"kind": "relationship"' in line)
    if edit == "label":
        lines[node] = lines[node].replace('"Fact"', '"ApiKey"', 1)
    elif edit == "injection":
        lines[node] = lines[node].replace('"Fact"', '"Fact:Admin"', 1)
    elif edit == "type":
        row = json.loads(lines[relationship])
        lines[relationship] = json.dumps({**row, "type": "KNOWS]->(x) DETACH DELETE x //"})
    elif edit == "truncated":
        lines = [*lines[:-1], lines[-1][: len(lines[-1]) // 2]]
    elif edit == "short":
        lines = lines[:-1]
    elif edit == "header":
        lines[0] = lines[0].replace('"version": 1', '"version": 99')
    elif edit == "value":
        lines[node] = lines[node].replace('"confidence": ', '"confidence": {"$nope": 1}, "x": ', 1)
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


@pytest.mark.parametrize(
    ("edit", "error"),
    [
        ("label", InvalidIdentifierError),
        ("injection", InvalidIdentifierError),
        ("type", InvalidIdentifierError),
        ("truncated", ValidationError),
        ("short", ValidationError),
        ("header", ValidationError),
        ("value", ValidationError),
    ],
)
async def test_a_corrupted_file_is_rejected_with_nothing_written(
    rich: Api, db: Database, user_id: str, tmp_path: Path, edit: str, error: type[Exception]
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl")
    rich.data(FORGET_ME)
    before = await dump(db, user_id)
    with pytest.raises(error):
        await restore(db, _corrupt(exported, tmp_path / "bad.jsonl", edit))
    assert await dump(db, user_id) == before


async def test_a_bad_line_near_the_end_rejects_the_file_before_the_first_batch(
    rich: Api, db: Database, user_id: str, tmp_path: Path
) -> None:
    """Even when every batch is its own transaction, checking comes first."""
    exported = await export_to(db, user_id, tmp_path / "x.jsonl")
    rich.data(FORGET_ME)
    before = await dump(db, user_id)
    with pytest.raises(InvalidIdentifierError):
        await restore(db, _corrupt(exported, tmp_path / "bad.jsonl", "type"), batch_size=3, single_max=1)
    assert await dump(db, user_id) == before


async def test_restoring_into_another_user_keeps_the_namespaces_apart(
    rich: Api, db: Database, make_api: object, user_id: str, tmp_path: Path
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl", embeddings=True)
    before = await dump(db, user_id)
    other = f"{user_id}_copy"
    report = await restore(db, exported, user_id=other, batch_size=4, single_max=10)  # batched path

    assert await dump(db, user_id) == before  # the source is untouched
    copy = [
        json.loads(line)
        for line in body(await export_to(db, other, tmp_path / "copy.jsonl", embeddings=True))
    ]
    source = [json.loads(line) for line in body(exported)]
    assert (report.nodes, report.relationships) == (
        sum(line["kind"] == "node" for line in source),
        sum(line["kind"] == "relationship" for line in source),
    )
    assert all(line["properties"]["user_id"] == other for line in copy if line["kind"] == "node")
    assert sorted(line["labels"] for line in copy if line["kind"] == "node") == sorted(
        line["labels"] for line in source if line["kind"] == "node"
    )
    source_ids = {line["id"] for line in source if line["kind"] == "node"}
    copied_uids = {
        line["id"] for line in copy if line["kind"] == "node" and not line["id"].startswith("note:")
    }
    assert not copied_uids & source_ids  # new uids: the two namespaces share no node
    crossing = await db.run_statement(
        "MATCH (a {user_id: $a})-[r]-(b {user_id: $b}) RETURN count(r) AS n", a=user_id, b=other
    )
    assert crossing[0]["n"] == 0
    aliases = [line["properties"] for line in copy if "Alias" in line.get("labels", [])]
    entity_ids = {
        line["id"]
        for line in copy
        if "Entity" in line.get("labels", []) or "MergedEntity" in line.get("labels", [])
    }
    assert aliases and all(alias["entity_uid"] in entity_ids for alias in aliases)


async def test_without_embeddings_the_import_recomputes_them_and_recall_works(
    rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    exported = await export_to(db, user_id, tmp_path / "x.jsonl")
    rich.data(FORGET_ME)
    report = await restore(db, exported, embed=services.embedder.embed)
    services.namespaces.forget(user_id)

    missing = await db.run_statement(
        "MATCH (n {user_id: $u}) WHERE (n:Fact OR n:Episode OR (n:Entity AND n.role IS NULL)) "
        "AND n.embedding IS NULL RETURN count(n) AS n",
        u=user_id,
    )
    assert report.embedded > 0 and missing[0]["n"] == 0
    found = rich.data(CHANNELS, {"q": "What am I allergic to?"})["recall"]["facts"]
    assert {"shellfish", "peanuts"} <= {fact["value"] for fact in found}
    channels = {c["channel"] for fact in found for c in fact["explanation"]["channels"]}
    assert "vector" in channels  # the recomputed vectors are searched
