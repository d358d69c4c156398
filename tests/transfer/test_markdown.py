"""Markdown memory files become facts with source="migration" that recall finds; a rerun adds nothing."""

from __future__ import annotations

from hippograph.graph.driver import Database
from hippograph.transfer.markdown import MemoryItem, parse
from hippograph.validate import MAX_VALUE_CHARS
from tests.api.client import Api

MEMORY_MD = """# Memory

Prefers short answers without emojis.

## Food preferences
- Allergic to shellfish
- Loves ramen, especially
  tonkotsu from Ichiran
* [x] Tried the new taco place

## Work
1. Works at Initech as a data engineer
2. Payment API HMAC signature: no trailing empty string when the body is empty

A paragraph after the list
that spans two lines.
"""
IMPORT = "mutation($m: String!) { importMarkdown(markdown: $m) { items created existing } }"
RECALL = "query($q: String!) { recall(query: $q, limit: 50) { facts { value } } }"


def test_headings_bullets_and_paragraphs_become_discrete_memories() -> None:
    assert parse(MEMORY_MD) == [
        MemoryItem("memory", "Prefers short answers without emojis."),
        MemoryItem("food_preferences", "Allergic to shellfish"),
        MemoryItem("food_preferences", "Loves ramen, especially tonkotsu from Ichiran"),
        MemoryItem("food_preferences", "Tried the new taco place"),
        MemoryItem("work", "Works at Initech as a data engineer"),
        MemoryItem("work", "Payment API HMAC signature: no trailing empty string when the body is empty"),
        MemoryItem("work", "A paragraph after the list that spans two lines."),
    ]


def test_a_long_paragraph_is_cut_at_sentence_ends() -> None:
    sentence = "This sentence is about forty characters. "
    items = parse(sentence * 100)
    assert len(items) > 1 and all(len(item.value) <= MAX_VALUE_CHARS for item in items)
    assert all(item.value.endswith(".") for item in items)


async def test_import_markdown_stores_findable_migration_facts_once(
    api: Api, db: Database, user_id: str
) -> None:
    first = api.data(IMPORT, {"m": MEMORY_MD})["importMarkdown"]
    assert first == {"items": 7, "created": 7, "existing": 0}

    stored = await db.run_statement(
        "MATCH (f:Fact {user_id: $u})-[:ABOUT]->(e:Entity {role: 'user'}) MATCH (f)-[:IN_DOMAIN]->(:Domain) "
        "RETURN f.source AS source, f.value AS value, f.field AS field, f.embedding IS NOT NULL AS embedded",
        u=user_id,
    )
    assert len(stored) == 7
    assert all(row["source"] == "migration" and row["embedded"] for row in stored)
    for query, value in [
        ("What am I allergic to?", "Allergic to shellfish"),
        ("ramen", "Loves ramen, especially tonkotsu from Ichiran"),
        ("Where do I work?", "Works at Initech as a data engineer"),
        (
            "payment HMAC signature",
            "Payment API HMAC signature: no trailing empty string when the body is empty",
        ),
    ]:
        assert value in {f["value"] for f in api.data(RECALL, {"q": query})["recall"]["facts"]}, query

    again = api.data(IMPORT, {"m": MEMORY_MD})["importMarkdown"]
    assert again == {"items": 7, "created": 0, "existing": 7}
    count = await db.run_statement("MATCH (f:Fact {user_id: $u}) RETURN count(f) AS n", u=user_id)
    assert count[0]["n"] == 7


def test_import_markdown_is_size_limited(api: Api) -> None:
    assert api.code(IMPORT, {"m": "- x\n" * 60_000}) == "BAD_INPUT"
