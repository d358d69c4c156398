"""Reads sharing one transaction (``Database.shared_reads``): a recall's channels, walk and fetch
run in one read session and transaction, not three, and a failure inside it neither leaks nor
breaks the reads after it."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from hippograph.errors import DatabaseError
from hippograph.graph.driver import Database
from hippograph.services import Services


@contextmanager
def sessions_opened(db: Database) -> Iterator[list[str]]:
    """The access mode of each driver session this task opens (background jobs open their own)."""
    opened: list[str] = []
    task = asyncio.current_task()
    real = db.driver.session

    def session(**config: Any) -> Any:
        if asyncio.current_task() is task:
            opened.append(config.get("default_access_mode", "WRITE"))
        return real(**config)

    db.driver.session = session  # type: ignore[method-assign]
    try:
        yield opened
    finally:
        del db.driver.session  # the instance attribute shadowed the driver's method


async def test_a_recall_reads_in_one_session(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My sister Ana lives in Lisbon and works at Umbrella Labs.")
    await services.recaller.recall(user_id, "warm-up")  # the namespace's refs are cached
    await services.recaller.flush()
    with sessions_opened(services.db) as opened, services.db.counted_trips() as counted:
        memory = await services.recaller.recall(user_id, "Where does Ana live?")
    # one session for the channels, the walk and the fetch; the service's background tasks (the
    # erasure poll, job ticks) are not the recall's and are not counted
    assert counted[0] == 3
    assert len(opened) == 1
    await services.recaller.flush()
    assert any(fact.value == "Lisbon" for fact in memory.facts)


async def test_a_failed_statement_runs_again_alone_and_the_next_read_opens_a_new_transaction(
    services: Services,
) -> None:
    db = services.db
    with sessions_opened(db) as opened:
        async with db.shared_reads() as reads:
            assert await reads.run(None, "RETURN $n AS n", {"n": 1}) == [{"n": 1}]
            assert len(opened) == 1
            # Division by zero fails inside Neo4j: the shared transaction ends, the statement runs
            # once more on its own (retried, translated) and fails there with the database's error.
            with pytest.raises(DatabaseError, match="ArithmeticError"):
                await reads.run(None, "RETURN 1 / $zero AS n", {"zero": 0})
            assert len(opened) == 2  # the statement alone
            assert await reads.run(None, "RETURN $n AS n", {"n": 2}) == [{"n": 2}]
            assert len(opened) == 3  # a new shared transaction
