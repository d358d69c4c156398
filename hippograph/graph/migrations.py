"""Schema migrations: ``cypher/migrations/NNNN_*.cypher`` applied in order, once each.

Every statement is idempotent (``IF NOT EXISTS``), so two processes migrating at once, or a
migration interrupted half-way, converge on the same schema. Each applied file is recorded as
``(:Migration {id, applied_at})``; the 14 domains are seeded (merged) after the files. A server
with filtered vector search (Neo4j 2026.x) gets the ``cypher25/migrations`` too: a database
migrated on 5.26 and then served by 2026.x has its vector indexes rebuilt with the namespace as a
filter property on the first start there (0009).
"""

from __future__ import annotations

from dataclasses import dataclass

from hippograph.cypher import migration_names, statements
from hippograph.graph.domains import DOMAINS
from hippograph.graph.driver import Database
from hippograph.graph.models import check_models

INDEX_WAIT_S = 300


@dataclass(frozen=True)
class MigrationReport:
    applied: list[str]
    already: list[str]


async def migrate(db: Database) -> MigrationReport:
    """Bring the schema up to date, seed the domains and wait until every index is ONLINE."""
    done = {row["id"] for row in await db.read("schema/list_migrations")}
    applied: list[str] = []
    for name in migration_names(db.server.cypher25):
        migration_id = name.rsplit("/", 1)[1]
        if migration_id in done:
            continue
        for statement in statements(name):
            await db.run_statement(statement)
        await db.write("schema/record_migration", id=migration_id)
        applied.append(migration_id)
    await db.write("schema/seed_domains", domains=[d.as_params() for d in DOMAINS])
    await db.schema("schema/await_indexes", timeout_s=INDEX_WAIT_S)
    check_models(await db.read("schema/show_constraints"), await db.read("schema/show_indexes"))
    return MigrationReport(applied=applied, already=sorted(done))
