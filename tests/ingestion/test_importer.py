"""Bulk import: JSONL and LoCoMo readers, and resumable imports into the real Neo4j."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hippograph.cli import app
from hippograph.errors import ValidationError
from hippograph.ingestion.importer import (
    COMMIT_BATCH,
    PREPARE_BATCH,
    ImportCounts,
    count_jsonl,
    import_turns,
    locomo_turns,
    read_jsonl,
)
from hippograph.ingestion.result import RememberResult
from hippograph.services import Services
from hippograph.settings import Settings

LOCOMO_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "locomo"  # beside the checkout
LOCOMO_FILES = sorted(LOCOMO_DIR.glob("*.json"))
needs_locomo = pytest.mark.skipif(not LOCOMO_FILES, reason=f"no LoCoMo files in {LOCOMO_DIR}")

MARCH_1 = datetime(2024, 3, 1, 10, tzinfo=UTC)
TURNS = [
    {"session_id": "s1", "speaker": "Maya", "text": "I live in Lisbon and I work as a nurse."},
    {"session_id": "s1", "speaker": "Maya", "text": "My brother Tom lives in Porto."},
    {"session_id": "s1", "speaker": "Maya", "text": "I'm allergic to peanuts."},
    {
        "session_id": "s2",
        "speaker": "Maya",
        "text": "I started learning the cello last week.",
        "external_id": "t4",
    },
]


def write_jsonl(path: Path, rows: list[dict[str, Any]], user_id: str) -> Path:
    lines = [
        json.dumps({"user_id": user_id, "occurred_at": (MARCH_1 + timedelta(days=day)).isoformat(), **row})
        for day, row in enumerate(rows)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


async def test_a_jsonl_file_imports_then_resumes_by_skipping(
    services: Services, user_id: str, tmp_path: Path
) -> None:
    path = write_jsonl(tmp_path / "maya.jsonl", TURNS, user_id)
    seen: list[ImportCounts] = []
    first = await import_turns(services.rememberer, read_jsonl(path), concurrency=2, progress=seen.append)
    assert (first.imported, first.skipped) == (4, 0)
    assert first.entities > 0 and first.facts > 0
    assert [c.turns for c in seen] == [1, 2, 3, 4]
    rows = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id}) RETURN e.session_id AS session, e.external_id AS ext "
        "ORDER BY e.occurred_at",
        user_id=user_id,
    )
    assert [r["session"] for r in rows] == ["s1", "s1", "s1", "s2"]
    assert rows[-1]["ext"] == "t4"

    again = await import_turns(services.rememberer, read_jsonl(path))
    assert again == ImportCounts(imported=0, skipped=4)


async def test_a_malformed_line_names_its_number(services: Services, user_id: str, tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "bad.jsonl", TURNS[:2], user_id)
    with path.open("a", encoding="utf-8") as out:
        out.write("\n")  # a blank line 3 is ignored but still counted
        out.write('{"text": "I live in Oslo", "speaker": 7}\n')
    assert count_jsonl(path) == 3
    with pytest.raises(ValidationError, match=r"bad\.jsonl line 4: 'speaker' must be text"):
        await import_turns(services.rememberer, read_jsonl(path, user_id), concurrency=1)
    # The lines before the bad one were remembered: a fixed file resumes from there.
    rows = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id}) RETURN count(e) AS n", user_id=user_id
    )
    assert rows == [{"n": 2}]


async def test_a_long_import_is_remembered_batch_by_batch_up_to_a_bad_line(
    services: Services, user_id: str, tmp_path: Path
) -> None:
    # More turns than one prepared batch, and the bad line in the second batch: every turn before
    # it is remembered, with the facts its text states, and nothing after it.
    count = PREPARE_BATCH + 6
    rows = [{"session_id": "s1", "text": f"I work at Initech as a QA lead, day {n}."} for n in range(count)]
    path = write_jsonl(tmp_path / "long.jsonl", rows[:-1], user_id)
    with path.open("a", encoding="utf-8") as out:
        out.write('{"text": "I live in Oslo", "speaker": 7}\n')
        out.write(json.dumps({"user_id": user_id, "text": "I live in Oslo"}) + "\n")
    with pytest.raises(ValidationError, match=rf"long\.jsonl line {count}: "):
        await import_turns(services.rememberer, read_jsonl(path), concurrency=1)
    stored = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id}) RETURN e.content AS content", user_id=user_id
    )
    assert sorted(r["content"] for r in stored) == sorted(row["text"] for row in rows[:-1])
    # A prepared turn is remembered as if it had come alone (one at a time: the first turn then
    # meets an empty namespace, as the direct one does).
    direct = await services.rememberer.remember(f"{user_id}_direct", rows[0]["text"])
    first = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id, content: $content}) RETURN e.result AS result",
        user_id=user_id,
        content=rows[0]["text"],
    )
    imported = RememberResult.from_json(first[0]["result"])
    assert ("employer", "Initech") in {(f.field, f.value) for f in direct.facts}
    assert [(f.field, f.value) for f in imported.facts] == [(f.field, f.value) for f in direct.facts]
    assert [e.name for e in imported.entities] == [e.name for e in direct.entities]


GROUPED = [
    {"speaker": "Maya", "text": "I live in Dublin."},
    {"speaker": "Maya", "text": "My brother Tom lives in Porto."},
    {"speaker": "Maya", "text": "Tom works at Initech as an engineer."},
    {"speaker": "Maya", "text": "I've moved to Oslo."},
]


async def stored_results(services: Services, user_id: str) -> list[RememberResult]:
    rows = await services.db.run_statement(
        "MATCH (e:Episode {user_id: $user_id}) RETURN e.result AS result ORDER BY e.occurred_at",
        user_id=user_id,
    )
    return [RememberResult.from_json(row["result"]) for row in rows]


async def test_turns_written_together_each_see_the_turns_before_them(
    services: Services, user_id: str, tmp_path: Path
) -> None:
    # One group, one transaction: yet each turn resolves its names and reconciles its facts
    # against what the turns before it wrote, as if they had committed one by one.
    assert len(GROUPED) <= COMMIT_BATCH
    path = write_jsonl(tmp_path / "maya.jsonl", GROUPED, user_id)
    assert (await import_turns(services.rememberer, read_jsonl(path))).imported == len(GROUPED)
    dublin, porto, initech, oslo = await stored_results(services, user_id)

    def entity(result: RememberResult, name: str) -> tuple[str, str]:
        found = next(e for e in result.entities if e.name == name)
        return found.uid, found.method

    tom_uid, tom_method = entity(porto, "Tom")
    assert tom_method == "new"
    assert entity(initech, "Tom") == (tom_uid, "exact")
    maya_uid = entity(dublin, "Maya")[0]
    assert [entity(result, "Maya") for result in (porto, initech, oslo)] == [(maya_uid, "exact")] * 3
    [lived] = [f for f in dublin.facts if f.field == "city"]
    [moved] = [f for f in oslo.facts if f.field == "city"]
    assert (moved.value, moved.action, moved.superseded_uid) == ("Oslo", "superseded", lived.uid)
    people = await services.db.run_statement(
        "MATCH (e:Person {user_id: $user_id}) RETURN e.name AS name ORDER BY name", user_id=user_id
    )
    assert [row["name"] for row in people] == ["Maya", "Tom"]


async def test_a_speaker_resolves_alike_within_a_group_and_turn_by_turn(
    services: Services, user_id: str, tmp_path: Path
) -> None:
    # The second turn of a group reuses what the first learned about its speaker; a read after
    # a commit would find the same: the alias a fuzzy match taught.
    rows = [
        {"speaker": "Jonathon Smith", "text": "I live in Dublin."},
        {"speaker": "Jonathon Smith", "text": "I work at Initech as an engineer."},
    ]

    async def methods(namespace: str, grouped: bool) -> list[tuple[str, str | None]]:
        known = await services.rememberer.remember(
            namespace, "Hello there.", speaker="Jonathan Smith", occurred_at=MARCH_1 - timedelta(days=1)
        )
        if grouped:
            await import_turns(
                services.rememberer, read_jsonl(write_jsonl(tmp_path / f"{namespace}.jsonl", rows, namespace))
            )
        else:
            for day, row in enumerate(rows):
                await services.rememberer.remember(
                    namespace, row["text"], speaker=row["speaker"], occurred_at=MARCH_1 + timedelta(days=day)
                )
        speaker_uid = known.entities[0].uid
        results = (await stored_results(services, namespace))[1:]
        found = [next(e for e in result.entities if e.name == "Jonathon Smith") for result in results]
        assert {e.uid for e in found} == {speaker_uid}
        return [(e.method, e.matched_name) for e in found]

    expected = [("fuzzy", "Jonathan Smith"), ("alias", "Jonathan Smith")]
    assert await methods(f"{user_id}_group", grouped=True) == expected
    assert await methods(f"{user_id}_single", grouped=False) == expected


async def test_a_turn_rejected_within_a_group_keeps_the_turns_before_it(
    services: Services, user_id: str, tmp_path: Path
) -> None:
    # Read without the pipeline's limits, so the group's transaction is the one that fails.
    too_long = {"session_id": "s1", "text": "x" * (services.settings.max_text_chars + 1)}
    path = write_jsonl(tmp_path / "maya.jsonl", [*TURNS[:2], too_long, *TURNS[2:]], user_id)
    with pytest.raises(ValidationError, match=r"maya\.jsonl line 3: user_message is \d+ characters long"):
        await import_turns(services.rememberer, read_jsonl(path))
    stored = await stored_results(services, user_id)
    assert len(stored) == 2
    assert all(result.facts for result in stored)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "line 1: not valid JSON"),
        ('["a list"]', "line 1: expected a JSON object"),
        ('{"text": ""}', "line 1: 'text' must be non-empty text"),
        ('{"text": "hi", "mood": "ok"}', r"line 1: unknown keys \['mood'\]"),
        ('{"text": "hi", "occurred_at": "yesterday"}', "line 1: occurred_at is not an ISO 8601 time"),
        ('{"text": "hi", "user_id": "no spaces"}', "line 1: invalid user id"),
    ],
)
def test_each_line_is_checked_before_it_is_handed_on(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "one.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(ValidationError, match=message):
        list(read_jsonl(path, "alice"))


def test_the_pipeline_limits_are_checked_while_reading(tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"text": "x" * 50}) + "\n", encoding="utf-8")
    with pytest.raises(ValidationError, match="line 1: user_message is 50 characters long"):
        list(read_jsonl(path, "alice", max_chars=20))


def test_a_line_needs_a_user(tmp_path: Path) -> None:
    path = tmp_path / "anon.jsonl"
    path.write_text('{"text": "hi"}\n', encoding="utf-8")
    with pytest.raises(ValidationError, match="line 1: no user_id"):
        list(read_jsonl(path))
    assert next(read_jsonl(path, "alice")).user_id == "alice"


@needs_locomo
def test_locomo_first_session() -> None:
    path = LOCOMO_FILES[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    turns = locomo_turns(path, "locomo_test")
    first = [t for t in turns if t.session_id == f"{path.stem}:session_1"]
    assert len(first) == len(raw["session_1"])
    assert [t.external_id for t in first] == [row["dia_id"] for row in raw["session_1"]]
    assert first[0].speaker == raw["session_1"][0]["speaker"]
    expected = datetime.strptime(raw["session_1_date_time"], "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)
    assert {t.occurred_at for t in first} == {expected}


@needs_locomo
@pytest.mark.parametrize("path", LOCOMO_FILES, ids=lambda p: p.name)
def test_locomo_reads_every_turn_and_no_annotation(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    sessions = [k for k, v in raw.items() if k.startswith("session_") and isinstance(v, list)]
    turns = locomo_turns(path, "locomo_test")
    assert len(turns) == sum(len(raw[k]) for k in sessions)
    assert all(isinstance(t.occurred_at, datetime) for t in turns)
    captioned = [row for k in sessions for row in raw[k] if row.get("blip_caption")]
    by_id = {t.external_id: t.text for t in turns}
    for row in captioned:
        assert by_id[row["dia_id"]].endswith(f" [shares a photo: {row['blip_caption']}]")
    annotations = [
        value
        for key, value in raw.items()
        if key.endswith(("_summary", "_observation")) or key.startswith("events_")
    ]
    text = "\n".join(t.text for t in turns)
    for summary in (a for a in annotations if isinstance(a, str)):
        assert summary not in text
    observed = [
        fact for value in annotations if isinstance(value, dict) for v in value.values() for fact in v
    ]
    for item in observed:
        sentence = item[0] if isinstance(item, list) else item
        if isinstance(sentence, str) and len(sentence) > 40:
            assert not any(sentence in t.text for t in turns)


def test_locomo_skips_empty_sessions_and_orders_numerically(tmp_path: Path) -> None:
    conversation: dict[str, Any] = {
        "speaker_a": "A",
        "speaker_b": "B",
        "session_10_date_time": "9:05 am on 2 January, 2024",
        "session_10": [{"speaker": "B", "dia_id": "D10:1", "text": "Later"}],
        "session_2_date_time": "1:56 pm on 8 May, 2023",
        "session_2": [{"speaker": "A", "dia_id": "D2:1", "text": "Earlier"}],
        "session_3_date_time": "2:00 pm on 9 May, 2023",
        "session_3": [],
        "session_2_summary": "SECRET",
        "qa": [{"question": "?", "answer": "SECRET"}],
    }
    path = tmp_path / "conv.json"
    path.write_text(json.dumps({"sample_id": "conv-7", "conversation": conversation}), encoding="utf-8")
    turns = locomo_turns(path, "locomo_test")
    assert [(t.session_id, t.text) for t in turns] == [
        ("conv-7:session_2", "Earlier"),
        ("conv-7:session_10", "Later"),
    ]
    assert turns[1].occurred_at == datetime(2024, 1, 2, 9, 5, tzinfo=UTC)


def test_locomo_rejects_an_unreadable_date(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps({"session_1_date_time": "soon", "session_1": [{"speaker": "A", "text": "hi"}]}),
        encoding="utf-8",
    )
    with pytest.raises(ValidationError, match=r"bad\.json session_1: unreadable date 'soon'"):
        locomo_turns(path, "locomo_test")


def test_the_import_command(
    settings: Settings, user_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`hippograph import` end to end, pointed at the test Neo4j through the environment."""
    assert settings.neo4j_uri and settings.neo4j_password
    monkeypatch.setenv("NEO4J_URI", settings.neo4j_uri)
    monkeypatch.setenv("NEO4J_USER", settings.neo4j_user)
    monkeypatch.setenv("NEO4J_PASSWORD", settings.neo4j_password.get_secret_value())
    path = write_jsonl(tmp_path / "cli.jsonl", TURNS[:2], user_id)
    result = CliRunner().invoke(app, ["import", str(path), "--direct", "--concurrency", "1"])
    assert result.exit_code == 0, result.output
    assert "imported 2 turns, skipped 0" in result.output
