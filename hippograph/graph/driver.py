"""The Neo4j connection: named queries in, plain dicts out, driver errors translated here only.

>>> db = await connect(settings)                                  # doctest: +SKIP
>>> await db.read("graph/count_domains")                          # doctest: +SKIP
[{'count': 14}]
>>> await db.write_tx(lambda tx: tx.run("graph/ensure_namespace", ...))  # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypeVar

from neo4j import (
    READ_ACCESS,
    AsyncDriver,
    AsyncGraphDatabase,
    AsyncManagedTransaction,
    AsyncSession,
    AsyncTransaction,
    Record,
    unit_of_work,
)
from neo4j.exceptions import (
    AuthError,
    ConstraintError,
    DriverError,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)
from neo4j.graph import Node, Path, Relationship

from hippograph.cypher import query, variant
from hippograph.errors import (
    ConfigurationError,
    ConstraintViolationError,
    DatabaseError,
    DatabaseUnavailableError,
)
from hippograph.localneo4j import LocalNeo4j
from hippograph.settings import Settings

T = TypeVar("T")
Row = dict[str, Any]
log = logging.getLogger(__name__)
# What a client is told when Neo4j cannot be reached: no address, no driver text (those are logged).
UNAVAILABLE = "the database is unavailable; retry in a few seconds"
CONTENTION = "Neo.TransientError.Transaction."  # deadlocks, lock waits: retried for longer
# Transient errors that mean "not serving now" (a database starting or stopping), not contention.
NOT_SERVING = ("Neo.TransientError.General.DatabaseUnavailable", "Neo.TransientError.Database.")


def _index_glitch(exc: DatabaseError) -> bool:
    return "ExecutionFailed" in exc.message and "out of bounds" in exc.message


@contextmanager
def translated_errors() -> Iterator[None]:
    """The one place Neo4j driver errors become HippoGraph errors."""
    try:
        yield
    except ConstraintError as exc:
        raise ConstraintViolationError(exc.message or str(exc)) from exc
    except (ServiceUnavailable, SessionExpired, OSError) as exc:
        log.warning("Neo4j is unavailable: %s", exc)
        raise DatabaseUnavailableError(UNAVAILABLE) from exc
    except AuthError as exc:
        log.error("Neo4j rejected the credentials: %s", exc.message)
        raise DatabaseUnavailableError(UNAVAILABLE) from exc
    except Neo4jError as exc:
        if (exc.code or "").startswith(NOT_SERVING):
            log.warning("Neo4j is not serving: %s %s", exc.code, exc.message)
            raise DatabaseUnavailableError(UNAVAILABLE) from exc
        raise DatabaseError(f"{exc.code}: {exc.message}") from exc
    except DriverError as exc:  # a connection pool exhausted, a session closed under us
        log.warning("the Neo4j driver failed: %s", exc)
        raise DatabaseUnavailableError(UNAVAILABLE) from exc


def _row(record: Record) -> Row:
    """What ``record.data()`` returns, built faster: it runs a chain of abstract-class checks on
    every value, and a recall's rows hold thousands of them."""
    return {key: _plain(value) for key, value in zip(record.keys(), record.values(), strict=True)}


_SCALARS = frozenset({str, float, int, bool, type(None)})


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value  # most values: spared the graph-type checks below (an abstract-class check each)
    if kind is dict:
        return {key: _plain(item) for key, item in value.items()}
    if kind is list:
        return [_plain(item) for item in value]
    if isinstance(value, Node):
        return _plain(dict(value))
    if isinstance(value, Relationship):
        return (_plain(dict(value.start_node or {})), value.type, _plain(dict(value.end_node or {})))
    if isinstance(value, Path):
        steps: list[Any] = [_plain(value.start_node)]
        for relationship, node in zip(value.relationships, value.nodes[1:], strict=True):
            steps += [relationship.type, _plain(node)]
        return steps
    return value


# Neo4j 2026.01 brought the SEARCH clause (vector search filtered inside the index, Cypher 25).
FILTERED_VECTOR_SINCE = (2026, 1)
_VERSION = re.compile(r"^(\d+)\.(\d+)")


@dataclass(frozen=True)
class ServerInfo:
    """What the connected server is and can do, read once at connect time."""

    version: str
    edition: str
    cypher_versions: tuple[str, ...]

    @property
    def cypher25(self) -> bool:
        """Whether statements may use Cypher 25's ``SEARCH`` clause, so the ``cypher25/``
        variants (vector search filtered by namespace in the index) run on this server."""
        match = _VERSION.match(self.version)
        release = (int(match.group(1)), int(match.group(2))) if match else (0, 0)
        return "25" in self.cypher_versions and release >= FILTERED_VECTOR_SINCE

    @classmethod
    def from_components(cls, rows: list[Row]) -> ServerInfo:
        kernel = next((row for row in rows if row["name"] == "Neo4j Kernel"), None)
        cypher = next((row for row in rows if row["name"] == "Cypher"), None)
        return cls(
            version=str(kernel["versions"][0]) if kernel else "unknown",
            edition=str(kernel["edition"]) if kernel else "unknown",
            # A server older than Cypher versions lists no such component: it speaks Cypher 5.
            cypher_versions=tuple(str(v) for v in cypher["versions"]) if cypher else ("5",),
        )


PLAIN_SERVER = ServerInfo("5.26", "community", ("5",))


class Tx:
    """A write transaction that runs named queries; it commits or rolls back as a whole."""

    def __init__(self, tx: AsyncManagedTransaction, counter: Database, plain: bool = False) -> None:
        self._tx = tx
        self._counter = counter
        self._plain = plain  # run every statement's 5.26 form (see Database.write_tx)

    async def run(self, name: str, **params: Any) -> list[Row]:
        return await self.run_text(query(name if self._plain else self._counter.name_for(name)), params)

    async def run_text(self, text: str, params: dict[str, Any], values: bool = False) -> list[Row]:
        """Run a statement already loaded from the cypher package (``values``: see
        :meth:`Database.read_values`)."""
        self._counter.count_trip()
        result = await self._tx.run(text, params)
        if values:
            return [dict(zip(record.keys(), record.values(), strict=True)) async for record in result]
        return [_row(record) async for record in result]


# The round trips of the code that entered Database.counted_trips (and of the tasks it starts):
# the service's own background tasks (erasure polls, job ticks) started before it are not counted.
_COUNTED: ContextVar[list[int] | None] = ContextVar("hippograph_counted_trips", default=None)


class Database:
    """A driver bound to one database; counts round trips so tests can bound them."""

    def __init__(
        self,
        driver: AsyncDriver,
        database: str,
        server: ServerInfo = PLAIN_SERVER,
        transient_retry_s: float = 60.0,
        transaction_timeout_s: float = 0.0,
    ) -> None:
        self.driver = driver
        self.database = database
        self.server = server
        self.round_trips = 0
        self._transient_retry_s = transient_retry_s
        self.timeout = transaction_timeout_s or None

    def count_trip(self) -> None:
        self.round_trips += 1
        counted = _COUNTED.get()
        if counted is not None:
            counted[0] += 1

    @contextmanager
    def counted_trips(self) -> Iterator[list[int]]:
        """The round trips made inside the block by this task and the tasks it starts, in
        ``[0]`` of the list yielded; the service's background tasks are not counted."""
        counted = [0]
        token = _COUNTED.set(counted)
        try:
            yield counted
        finally:
            _COUNTED.reset(token)

    async def _retrying(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """``attempt`` again while Neo4j reports transient errors (deadlocks between concurrent
        writers), for up to ``transient_retry_s``: the driver's own retries are kept short so an
        outage fails fast, and only contention earns the longer budget."""
        start = time.monotonic()
        delay = 0.05
        while True:
            try:
                return await attempt()
            except TransientError as exc:
                contention = (exc.code or "").startswith(CONTENTION)
                if not contention or time.monotonic() - start + delay > self._transient_retry_s:
                    raise
            await asyncio.sleep(delay * (0.5 + random.random()))
            delay = min(delay * 2, 1.0)

    def name_for(self, name: str) -> str:
        """The statement this server runs for ``name`` (its Cypher 25 variant where it has one)."""
        return variant(name, self.server.cypher25)

    async def read(self, name: str, **params: Any) -> list[Row]:
        """Run one read query in its own (retried) transaction."""
        return await self._read_named(name, params, values=False)

    async def read_values(self, name: str, within: SharedReads | None = None, **params: Any) -> list[Row]:
        """Like :meth:`read`, for a statement that returns only values, maps and lists of them (no
        nodes, relationships, paths or times to convert, as recall's statements): its rows as the
        driver decoded them, without the walk over every value that :meth:`read` makes (a
        recall's rows hold thousands). ``within``: the request's shared read transaction."""
        if within is not None:
            return await within.run(name, query(self.name_for(name)), params)
        return await self._read_named(name, params, values=True)

    async def _read_named(self, name: str, params: dict[str, Any], values: bool) -> list[Row]:
        chosen = self.name_for(name)
        try:
            return await self._read(query(chosen), params, values)
        except DatabaseError as exc:
            # Neo4j 2026.08's filtered vector SEARCH sometimes fails inside the server ("Index …
            # out of bounds for length …") on a namespace whose indexed nodes were just deleted,
            # and keeps failing there; the statement's 5.26 form (the index queried unfiltered,
            # then cut to the namespace) answers the same question. Nothing was written.
            if chosen == name or not _index_glitch(exc):
                raise
            log.warning("Neo4j failed inside a filtered index search (%s); using %s", exc.message, name)
            return await self._read(query(name), params, values)

    async def read_walk(
        self, name: str, bound: int, relations: list[str], within: SharedReads | None = None, **params: Any
    ) -> list[Row]:
        """Like :meth:`read_values`, for a walk bounded by ``bound`` hops along ``relations`` (see
        :mod:`hippograph.cypher`: neither can be a parameter of its patterns). The bound is also the
        parameter ``$bound``, for a walk that takes a cheaper form for some bounds (written into the
        text as a literal, a false condition on it tripped Neo4j 5.26's planner)."""
        text = query(self.name_for(name), bound, relations)
        params = {**params, "bound": bound}
        if within is not None:
            return await within.run(None, text, params)
        return await self._read(text, params, values=True)

    @asynccontextmanager
    async def shared_reads(self) -> AsyncIterator[SharedReads]:
        """One read transaction for the reads of one request that run one after the other (pass it
        as ``within=``): each transaction of its own costs the service a session, BEGIN and COMMIT
        (~1 ms of CPU) and Neo4j as much again, however small the statement."""
        reads = SharedReads(self)
        try:
            yield reads
        finally:
            await reads.close()

    async def _read(self, text: str, params: dict[str, Any], values: bool = False) -> list[Row]:
        @unit_of_work(timeout=self.timeout)
        async def work(tx: AsyncManagedTransaction) -> list[Row]:
            return await Tx(tx, self).run_text(text, params, values)

        async def attempt() -> list[Row]:
            async with self.driver.session(database=self.database) as session:
                return await session.execute_read(work)

        with translated_errors():
            return await self._retrying(attempt)

    async def write(self, name: str, **params: Any) -> list[Row]:
        """Run one write query in its own (retried) transaction."""
        return await self.write_tx(lambda tx: tx.run(name, **params))

    async def write_tx(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """Run ``work`` in one write transaction, retried as a whole on transient errors
        (deadlocks between concurrent remembers); any exception rolls everything back.

        A write may read through a filtered vector ``SEARCH`` (entity resolution does), and Neo4j
        2026.08 sometimes fails inside it for good on one index state (Lucene's filter bits sized
        for another segment: "Index … out of bounds for length …"); the failed transaction was
        rolled back, so it runs once more with every statement in its 5.26 form (the index queried
        unfiltered, then cut to the namespace), as reads do."""
        try:
            return await self._write_tx(work, plain=False)
        except DatabaseError as exc:
            if not self.server.cypher25 or not _index_glitch(exc):
                raise
            log.warning(
                "Neo4j failed inside a filtered index search (%s); writing with 5.26 forms", exc.message
            )
            return await self._write_tx(work, plain=True)

    async def _write_tx(self, work: Callable[[Tx], Awaitable[T]], plain: bool) -> T:
        @unit_of_work(timeout=self.timeout)
        async def unit(tx: AsyncManagedTransaction) -> T:
            return await work(Tx(tx, self, plain))

        async def attempt() -> T:
            async with self.driver.session(database=self.database) as session:
                return await session.execute_write(unit)

        with translated_errors():
            return await self._retrying(attempt)

    async def schema(self, name: str, **params: Any) -> list[Row]:
        """Run a schema statement in an auto-commit transaction (DDL cannot share one)."""
        return await self.run_statement(query(self.name_for(name)), **params)

    async def run_statement(self, text: str, **params: Any) -> list[Row]:
        """Run one statement of a migration file (loaded from the cypher package) on its own."""
        self.count_trip()
        with translated_errors():
            async with self.driver.session(database=self.database) as session:
                result = await session.run(text, params)
                return [_row(record) async for record in result]

    async def close(self) -> None:
        await self.driver.close()


class SharedReads:
    """Reads sharing one read transaction, opened on the first (see :meth:`Database.shared_reads`).

    A failure inside it (Neo4j's filtered-index glitch, a transient error, a lost connection) ends
    the transaction, and that statement runs again on its own as :meth:`Database.read_values` runs
    it: retried, its 5.26 form after the glitch, errors translated. The next read opens a new
    transaction. Reads only: nothing is written in it, so ending it commits nothing."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._session: AsyncSession | None = None
        self._tx: AsyncTransaction | None = None

    async def run(self, name: str | None, text: str, params: dict[str, Any]) -> list[Row]:
        """Rows of ``text`` (the statement ``name`` when it has one: a walk's text is built from
        its bound and relations) as :meth:`Database.read_values` gives them."""
        try:
            if self._tx is None:
                driver, database = self._db.driver, self._db.database
                self._session = driver.session(database=database, default_access_mode=READ_ACCESS)
                self._tx = await self._session.begin_transaction(timeout=self._db.timeout)
            self._db.count_trip()
            result = await self._tx.run(text, params)
            return [dict(zip(record.keys(), record.values(), strict=True)) async for record in result]
        except (Neo4jError, DriverError, OSError):
            await self.close()
        if name is not None:
            return await self._db._read_named(name, params, values=True)
        return await self._db._read(text, params, values=True)

    async def close(self) -> None:
        tx, session, self._tx, self._session = self._tx, self._session, None, None
        try:
            if tx is not None:
                await tx.close()
        except (Neo4jError, DriverError, OSError) as exc:  # already broken: nothing to keep
            log.debug("closing a shared read transaction failed: %s", exc)
        finally:
            if session is not None:
                await session.close()


def connection_target(settings: Settings) -> tuple[str, tuple[str, str]]:
    """(uri, auth) of the configured Neo4j, or of the local instance when none is configured."""
    if settings.neo4j_uri:
        if settings.neo4j_password is None:
            raise ConfigurationError("NEO4J_URI is set but NEO4J_PASSWORD is not")
        return settings.neo4j_uri, (settings.neo4j_user, settings.neo4j_password.get_secret_value())
    local = LocalNeo4j(settings)
    return local.uri, local.credentials()


@asynccontextmanager
async def connect(settings: Settings) -> AsyncIterator[Database]:
    """A connected :class:`Database`, closed on exit; fails fast when Neo4j is not reachable."""
    uri, auth = connection_target(settings)
    # Schema notifications ("label does not exist yet" on an empty graph) are noise in our logs.
    driver = AsyncGraphDatabase.driver(
        uri,
        auth=auth,
        notifications_min_severity="OFF",
        connection_timeout=settings.neo4j_connect_timeout_s,
        connection_acquisition_timeout=settings.neo4j_connect_timeout_s + settings.neo4j_retry_s + 1.0,
        max_transaction_retry_time=settings.neo4j_retry_s,
    )
    try:
        with translated_errors():
            await driver.verify_connectivity()
        database = Database(
            driver,
            settings.neo4j_database,
            transient_retry_s=settings.neo4j_transient_retry_s,
            transaction_timeout_s=settings.neo4j_transaction_timeout_s,
        )
        database.server = ServerInfo.from_components(await database.read("graph/server_components"))
        yield database
    finally:
        await driver.close()
