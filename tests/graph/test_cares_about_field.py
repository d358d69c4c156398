"""Migration 0014: facts stored under the old field name "core_value" read "cares_about"; other
fields and other namespaces' other fields are left as they were."""

from __future__ import annotations

from hippograph.cypher import statements
from hippograph.graph.driver import Database

FIELDS = "MATCH (f:Fact {user_id: $user_id}) RETURN f.value AS value, f.field AS field"


async def test_migration_0014_renames_core_value_to_cares_about(db: Database, user_id: str) -> None:
    await db.run_statement(
        "UNWIND [['honesty', 'core_value'], ['tea', 'like'], ['family', 'values']] AS row "
        "CREATE (:Fact {user_id: $user_id, uid: $user_id + row[0], field: row[1], value: row[0]})",
        user_id=user_id,
    )
    for _ in range(2):  # applied twice (two processes migrating at once): the same result
        for statement in statements("migrations/0014_cares_about_field"):
            await db.run_statement(statement)
    rows = await db.run_statement(FIELDS, user_id=user_id)
    assert {row["value"]: row["field"] for row in rows} == {
        "honesty": "cares_about",
        "tea": "like",
        "family": "values",
    }
