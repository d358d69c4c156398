"""The clients: HippoGraph's GraphQL API as typed calls, sync (:class:`HippoGraph`) or async
(:class:`AsyncHippoGraph`), over httpx.

Server errors come back as the :class:`~hippograph_client.errors.HippoGraphError` subclass the
server raised (matched by ``extensions.code``); transport failures as :class:`ClientError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx

from hippograph_client import operations as ops
from hippograph_client import reminders as wire
from hippograph_client.documents import (
    APPROVE_FACT,
    ARCHIVE_NOTE,
    DELETE_NOTE,
    DEMOTE_FACT,
    FACT_HISTORY,
    FORGET_FACT,
    GET_NOTE,
    IMPORT_MARKDOWN,
    LIST_NOTES,
    RECALL,
    RECENT_FACTS,
    REINFORCE_FACT,
    REJECT_FACT,
    REMEMBER,
    RESTORE_NOTE,
    RUN_HYGIENE,
    SAVE_NOTE,
)
from hippograph_client.errors import ClientError, error_for_code
from hippograph_client.reminders import Reminder
from hippograph_client.values import (
    Coverage,
    Direction,
    Edge,
    Entity,
    EntityPage,
    EntityProfile,
    Fact,
    ForgetMeReport,
    ForgottenEntity,
    HygieneJob,
    HygieneReport,
    ImportReport,
    Memory,
    Merge,
    Note,
    Ranking,
    Remembered,
    ReviewedFact,
    StoredFact,
    _fact,
    _hygiene,
    _import_report,
    _maybe_note,
    _memory,
    _note,
    _recall_variables,
    _remember_variables,
    _remembered,
    _reviewed,
    _since,
    _tier,
)

DEFAULT_TIMEOUT_S = 30.0
T = TypeVar("T")


def _data(response: httpx.Response) -> dict[str, Any]:
    """The ``data`` of a GraphQL response, or the server's first error as a typed exception."""
    try:
        body: dict[str, Any] = response.json()
    except ValueError as exc:
        raise ClientError(f"HTTP {response.status_code}: not a GraphQL response") from exc
    errors = body.get("errors")
    if errors:
        first = errors[0]
        raise error_for_code((first.get("extensions") or {}).get("code", "INTERNAL"), first["message"])
    if response.status_code >= 400 or body.get("data") is None:
        raise ClientError(f"HTTP {response.status_code}: no data in the response")
    data: dict[str, Any] = body["data"]
    return data


def _headers(api_key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


# --- the clients --------------------------------------------------------------------------------
class HippoGraph:
    """Synchronous client. ``url`` is the service's base URL (``/graphql`` is appended)."""

    def __init__(self, url: str, api_key: str | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self._http = httpx.Client(base_url=url.rstrip("/"), headers=_headers(api_key), timeout=timeout_s)

    def execute(self, document: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """Run any GraphQL document; returns its ``data``."""
        try:
            response = self._http.post("/graphql", json={"query": document, "variables": variables or {}})
        except httpx.HTTPError as exc:
            raise ClientError(f"cannot reach HippoGraph: {type(exc).__name__} {exc}".strip()) from exc
        return _data(response)

    def remember(self, text: str, **turn: Any) -> Remembered:
        """Remember a turn; ``turn``: assistant_response, session_id, occurred_at, speaker, external_id."""
        return _remembered(self.execute(REMEMBER, _remember_variables(text, **turn)))

    def recall(
        self,
        query: str,
        *,
        domains: list[int] | None = None,
        limit: int = 20,
        hops: int = 2,
        as_of: datetime | None = None,
        include_inactive: bool = False,
        ranking: Ranking = "default",
        include_archived: bool = False,
    ) -> Memory:
        """``ranking="keyword"``: bm25 × reinforcement × recency; archived facts only when asked."""
        variables = _recall_variables(
            query, domains, limit, hops, as_of, include_inactive, ranking, include_archived
        )
        return _memory(self.execute(RECALL, variables))

    def run_hygiene(self, job: HygieneJob) -> HygieneReport:
        """Run a hygiene job ("decay", "compact", "prune") now, in this key's namespace."""
        return _hygiene(self.execute(RUN_HYGIENE, {"job": job.upper()}))

    def import_markdown(self, markdown: str) -> ImportReport:
        """Store each memory of a MEMORY.md-style text as a fact (source "migration"); idempotent."""
        return _import_report(self.execute(IMPORT_MARKDOWN, {"markdown": markdown}))

    def fact_history(self, fact_id: str) -> list[Fact]:
        return [_fact(item) for item in self.execute(FACT_HISTORY, {"id": fact_id})["factHistory"]]

    def forget_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(FORGET_FACT, {"id": fact_id})["forgetFact"])

    def reinforce_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(REINFORCE_FACT, {"id": fact_id})["reinforceFact"])

    def demote_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(DEMOTE_FACT, {"id": fact_id})["demoteFact"])

    def create_reminder(
        self, keyword: str, schedule: str, chat_id: str | None = None, expires_at: datetime | None = None
    ) -> Reminder:
        """Remind about ``keyword`` on a 5-field cron ``schedule`` (e.g. ``"0 20 * * *"``)."""
        variables = wire.create_variables(keyword, schedule, chat_id, expires_at)
        return wire.reminder(self.execute(wire.CREATE_REMINDER, variables)["createReminder"])

    def list_reminders(self, chat_id: str | None = None) -> list[Reminder]:
        return wire.reminders(self.execute(wire.LIST_REMINDERS, {"chatId": chat_id}))

    def delete_reminder(self, reminder_id: str) -> Reminder:
        return wire.reminder(self.execute(wire.DELETE_REMINDER, {"id": reminder_id})["deleteReminder"])

    def delete_reminders(self, keyword: str, chat_id: str | None = None) -> int:
        variables = {"keyword": keyword, "chatId": chat_id}
        return int(self.execute(wire.DELETE_REMINDERS, variables)["deleteReminders"])

    def save_note(self, key: str, content: str) -> Note:
        """Create or update the working note ``key``; content is stored verbatim (JSON welcome)."""
        return _note(self.execute(SAVE_NOTE, {"key": key, "content": content})["saveNote"])

    def get_note(self, key: str) -> Note | None:
        """The note ``key`` from either tier, or None."""
        return _maybe_note(self.execute(GET_NOTE, {"key": key})["note"])

    def delete_note(self, key: str) -> Note:
        return _note(self.execute(DELETE_NOTE, {"key": key})["deleteNote"])

    def archive_note(self, key: str, new_key: str) -> Note:
        return _note(self.execute(ARCHIVE_NOTE, {"key": key, "newKey": new_key})["archiveNote"])

    def restore_note(self, key: str) -> Note:
        return _note(self.execute(RESTORE_NOTE, {"key": key})["restoreNote"])

    def list_notes(self, tier: str = "working", pattern: str | None = None) -> list[Note]:
        """Notes of ``tier`` ("working" or "archive"); ``pattern``: case-insensitive key substring."""
        return [_note(item) for item in self.execute(LIST_NOTES, _tier(tier, pattern))["notes"]]

    def recent_facts(self, since: datetime, first: int | None = None) -> list[ReviewedFact]:
        """Facts learned since ``since``, newest first, for review."""
        return [_reviewed(item) for item in self.execute(RECENT_FACTS, _since(since, first))["recentFacts"]]

    def approve_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed(self.execute(APPROVE_FACT, {"id": fact_id})["approveFact"])

    def reject_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed(self.execute(REJECT_FACT, {"id": fact_id})["rejectFact"])

    def _run(self, operation: ops.Operation[T]) -> T:
        return operation.parse(self.execute(operation.document, operation.variables))

    # --- entities, facts, edges, merges ---
    def entities(
        self,
        search: str | None = None,
        *,
        type: str | None = None,
        domain: int | None = None,
        first: int | None = None,
        after: str | None = None,
    ) -> EntityPage:
        """Entities whose name matches ``search`` (all when None), a page at a time."""
        return self._run(ops.entities(search, type, domain, first, after))

    def open_entity(
        self, entity_id: str | None = None, *, name: str | None = None, include_inactive: bool = False
    ) -> EntityProfile:
        """An entity by id or exact name, with its facts and edges."""
        return self._run(ops.open_entity(entity_id, name, include_inactive))

    def add_entity(self, name: str, type: str, aliases: Sequence[str] = ()) -> Entity:
        return self._run(ops.add_entity(name, type, aliases))

    def forget_entity(self, entity_id: str) -> ForgottenEntity:
        """Erase an entity with its facts, aliases and edges."""
        return self._run(ops.forget_entity(entity_id))

    def add_fact(
        self, entity_id: str, field: str, value: str, *, domain_id: int | None = None,
        confidence: float | None = None,
    ) -> StoredFact:  # fmt: skip
        return self._run(ops.add_fact(entity_id, field, value, domain_id, confidence))

    def update_fact(self, fact_id: str, value: str, *, confidence: float | None = None) -> StoredFact:
        """Correct a fact's value: the old one is superseded and stays in the history."""
        return self._run(ops.update_fact(fact_id, value, confidence))

    def edges(self, entity_id: str, direction: Direction = "both", relation: str | None = None) -> list[Edge]:
        return self._run(ops.edges(entity_id, direction, relation))

    def add_edge(
        self, source_id: str, relation: str, target_id: str, *, strength: float | None = None,
        valid_from: datetime | None = None,
    ) -> Edge:  # fmt: skip
        """A typed edge (``relation`` from the vocabulary, e.g. ``WORKS_AT``) between two entities."""
        return self._run(ops.add_edge(source_id, relation, target_id, strength, valid_from))

    def remove_edge(self, edge_id: str) -> Edge:
        return self._run(ops.remove_edge(edge_id))

    def merge_entities(self, keep_id: str, drop_id: str) -> Merge:
        """Fold ``drop_id`` into ``keep_id`` (facts, edges, aliases move); undo with unmerge_entities."""
        return self._run(ops.merge_entities(keep_id, drop_id))

    def unmerge_entities(self, merge_id: str) -> Entity:
        return self._run(ops.unmerge_entities(merge_id))

    def gaps(self) -> list[Coverage]:
        """Coverage of each domain: share, freshness, sparseness."""
        return self._run(ops.gaps())

    def forget_me(self) -> ForgetMeReport:
        """Erase everything of this key's namespace. Irreversible."""
        return self._run(ops.forget_me())

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncHippoGraph:
    """Asynchronous client with the same calls as :class:`HippoGraph`."""

    def __init__(self, url: str, api_key: str | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self._http = httpx.AsyncClient(base_url=url.rstrip("/"), headers=_headers(api_key), timeout=timeout_s)

    async def execute(self, document: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            response = await self._http.post(
                "/graphql", json={"query": document, "variables": variables or {}}
            )
        except httpx.HTTPError as exc:
            raise ClientError(f"cannot reach HippoGraph: {type(exc).__name__} {exc}".strip()) from exc
        return _data(response)

    async def remember(self, text: str, **turn: Any) -> Remembered:
        return _remembered(await self.execute(REMEMBER, _remember_variables(text, **turn)))

    async def recall(
        self,
        query: str,
        *,
        domains: list[int] | None = None,
        limit: int = 20,
        hops: int = 2,
        as_of: datetime | None = None,
        include_inactive: bool = False,
        ranking: Ranking = "default",
        include_archived: bool = False,
    ) -> Memory:
        """``ranking="keyword"``: bm25 × reinforcement × recency; archived facts only when asked."""
        variables = _recall_variables(
            query, domains, limit, hops, as_of, include_inactive, ranking, include_archived
        )
        return _memory(await self.execute(RECALL, variables))

    async def run_hygiene(self, job: HygieneJob) -> HygieneReport:
        return _hygiene(await self.execute(RUN_HYGIENE, {"job": job.upper()}))

    async def import_markdown(self, markdown: str) -> ImportReport:
        return _import_report(await self.execute(IMPORT_MARKDOWN, {"markdown": markdown}))

    async def fact_history(self, fact_id: str) -> list[Fact]:
        return [_fact(item) for item in (await self.execute(FACT_HISTORY, {"id": fact_id}))["factHistory"]]

    async def forget_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(FORGET_FACT, {"id": fact_id}))["forgetFact"])

    async def reinforce_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(REINFORCE_FACT, {"id": fact_id}))["reinforceFact"])

    async def demote_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(DEMOTE_FACT, {"id": fact_id}))["demoteFact"])

    async def create_reminder(
        self, keyword: str, schedule: str, chat_id: str | None = None, expires_at: datetime | None = None
    ) -> Reminder:
        variables = wire.create_variables(keyword, schedule, chat_id, expires_at)
        return wire.reminder((await self.execute(wire.CREATE_REMINDER, variables))["createReminder"])

    async def list_reminders(self, chat_id: str | None = None) -> list[Reminder]:
        return wire.reminders(await self.execute(wire.LIST_REMINDERS, {"chatId": chat_id}))

    async def delete_reminder(self, reminder_id: str) -> Reminder:
        data = await self.execute(wire.DELETE_REMINDER, {"id": reminder_id})
        return wire.reminder(data["deleteReminder"])

    async def delete_reminders(self, keyword: str, chat_id: str | None = None) -> int:
        variables = {"keyword": keyword, "chatId": chat_id}
        return int((await self.execute(wire.DELETE_REMINDERS, variables))["deleteReminders"])

    async def save_note(self, key: str, content: str) -> Note:
        return _note((await self.execute(SAVE_NOTE, {"key": key, "content": content}))["saveNote"])

    async def get_note(self, key: str) -> Note | None:
        return _maybe_note((await self.execute(GET_NOTE, {"key": key}))["note"])

    async def delete_note(self, key: str) -> Note:
        return _note((await self.execute(DELETE_NOTE, {"key": key}))["deleteNote"])

    async def archive_note(self, key: str, new_key: str) -> Note:
        return _note((await self.execute(ARCHIVE_NOTE, {"key": key, "newKey": new_key}))["archiveNote"])

    async def restore_note(self, key: str) -> Note:
        return _note((await self.execute(RESTORE_NOTE, {"key": key}))["restoreNote"])

    async def list_notes(self, tier: str = "working", pattern: str | None = None) -> list[Note]:
        return [_note(item) for item in (await self.execute(LIST_NOTES, _tier(tier, pattern)))["notes"]]

    async def recent_facts(self, since: datetime, first: int | None = None) -> list[ReviewedFact]:
        return [_reviewed(i) for i in (await self.execute(RECENT_FACTS, _since(since, first)))["recentFacts"]]

    async def approve_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed((await self.execute(APPROVE_FACT, {"id": fact_id}))["approveFact"])

    async def reject_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed((await self.execute(REJECT_FACT, {"id": fact_id}))["rejectFact"])

    async def _run(self, operation: ops.Operation[T]) -> T:
        return operation.parse(await self.execute(operation.document, operation.variables))

    # --- entities, facts, edges, merges ---
    async def entities(
        self,
        search: str | None = None,
        *,
        type: str | None = None,
        domain: int | None = None,
        first: int | None = None,
        after: str | None = None,
    ) -> EntityPage:
        return await self._run(ops.entities(search, type, domain, first, after))

    async def open_entity(
        self, entity_id: str | None = None, *, name: str | None = None, include_inactive: bool = False
    ) -> EntityProfile:
        return await self._run(ops.open_entity(entity_id, name, include_inactive))

    async def add_entity(self, name: str, type: str, aliases: Sequence[str] = ()) -> Entity:
        return await self._run(ops.add_entity(name, type, aliases))

    async def forget_entity(self, entity_id: str) -> ForgottenEntity:
        return await self._run(ops.forget_entity(entity_id))

    async def add_fact(
        self, entity_id: str, field: str, value: str, *, domain_id: int | None = None,
        confidence: float | None = None,
    ) -> StoredFact:  # fmt: skip
        return await self._run(ops.add_fact(entity_id, field, value, domain_id, confidence))

    async def update_fact(self, fact_id: str, value: str, *, confidence: float | None = None) -> StoredFact:
        return await self._run(ops.update_fact(fact_id, value, confidence))

    async def edges(
        self, entity_id: str, direction: Direction = "both", relation: str | None = None
    ) -> list[Edge]:
        return await self._run(ops.edges(entity_id, direction, relation))

    async def add_edge(
        self, source_id: str, relation: str, target_id: str, *, strength: float | None = None,
        valid_from: datetime | None = None,
    ) -> Edge:  # fmt: skip
        return await self._run(ops.add_edge(source_id, relation, target_id, strength, valid_from))

    async def remove_edge(self, edge_id: str) -> Edge:
        return await self._run(ops.remove_edge(edge_id))

    async def merge_entities(self, keep_id: str, drop_id: str) -> Merge:
        return await self._run(ops.merge_entities(keep_id, drop_id))

    async def unmerge_entities(self, merge_id: str) -> Entity:
        return await self._run(ops.unmerge_entities(merge_id))

    async def gaps(self) -> list[Coverage]:
        return await self._run(ops.gaps())

    async def forget_me(self) -> ForgetMeReport:
        return await self._run(ops.forget_me())

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()
