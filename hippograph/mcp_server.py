"""``hippograph mcp``: the memory operations as MCP tools over stdio.

The tools are thin: each one calls the running HippoGraph service through the thin client with
the API key the MCP server was started with, so every tool acts in that key's namespace and
nothing here talks to Neo4j directly.

Beside ``remember`` and ``recall``, the graph tools of the Neo4j MCP memory server
(:mod:`hippograph.mcp_graph`). A failing tool answers with the error's message and its stable
code (``NOT_FOUND: no fact 'x'``), never a bare "Error executing tool".

Configure with ``HIPPOGRAPH_URL`` (default ``http://127.0.0.1:8000``) and ``HIPPOGRAPH_API_KEY``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, ParamSpec, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from hippograph import mcp_graph
from hippograph.client import AsyncHippoGraph, Fact, Note, Ranking, Reminder, context
from hippograph.errors import HippoGraphError, ValidationError
from hippograph.graph.vocabulary import ENTITY_TYPES

TOOL_TIMEOUT_S = 120.0  # an agent waits for its memory; a first recall on a busy machine can take long
P = ParamSpec("P")
R = TypeVar("R")

INSTRUCTIONS = (
    "Long-term memory. Call `remember` with what the user says about themselves, people they know "
    "or how you should behave; call `recall` before answering to get what is known, with reasons."
)


def _fact(fact: Fact) -> dict[str, Any]:
    """JSON-ready: MCP results carry no datetimes."""
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in dataclasses.asdict(fact).items()}


def _reminder(reminder: Reminder) -> dict[str, Any]:
    return {
        k: v.isoformat() if isinstance(v, datetime) else v for k, v in dataclasses.asdict(reminder).items()
    }


def _note(note: Note | None) -> dict[str, Any]:
    """A note as JSON (``{}`` when there is none)."""
    if note is None:
        return {}
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in dataclasses.asdict(note).items()}


def with_code(tool: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Tool errors as ``CODE: message`` (the service's stable code), so an agent can act on them."""

    @functools.wraps(tool)
    async def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await tool(*args, **kwargs)
        except HippoGraphError as exc:
            raise ToolError(f"{exc.code}: {exc.message}") from exc

    return run


class _CodedServer(MCPServer[Any]):
    """An MCPServer whose every tool reports HippoGraph errors with their code."""

    def tool(self, *args: Any, **kwargs: Any) -> Any:
        register = super().tool(*args, **kwargs)
        return lambda fn: register(with_code(fn))


def build_server(url: str, api_key: str | None) -> MCPServer[Any]:
    server: MCPServer[Any] = _CodedServer("hippograph", instructions=INSTRUCTIONS)
    client = AsyncHippoGraph(url, api_key, timeout_s=TOOL_TIMEOUT_S)
    mcp_graph.register(server, client, ENTITY_TYPES)

    @server.tool()
    async def remember(
        text: str, session_id: str | None = None, speaker: str | None = None
    ) -> dict[str, Any]:
        """Remember one conversation turn; returns the facts created, reinforced or superseded."""
        result = await client.remember(text, session_id=session_id, speaker=speaker)
        return {"episode_id": result.episode_id, "duplicate": result.duplicate, "facts": result.facts}

    @server.tool()
    async def recall(
        query: str,
        limit: int = 20,
        hops: int = 2,
        ranking: Ranking = "default",
        include_archived: bool = False,
        domains: list[int] | None = None,
    ) -> dict[str, Any]:
        """What memory holds for a query: a prompt-ready summary plus each fact with its id.
        ``ranking="keyword"`` ranks by keyword match × reinforcement × recency of the last
        reinforcement; ``include_archived`` also searches facts archived by pruning; ``domains``
        (life domain ids 1-14) keeps to facts of those domains."""
        memory = await client.recall(
            query,
            domains=domains,
            limit=limit,
            hops=hops,
            ranking=ranking,
            include_archived=include_archived,
        )
        facts = [
            {"id": f.fact.id, "about": f.about, "field": f.fact.field, "value": f.fact.value,
             "domain": f.fact.domain_id, "found_by": f.channels, "path": f.path}
            for f in memory.facts
        ]  # fmt: skip
        return {"context": context(memory), "facts": facts}

    @server.tool()
    async def forget_fact(fact_id: str) -> dict[str, Any]:
        """Forget a fact (it stays in the history)."""
        return _fact(await client.forget_fact(fact_id))

    @server.tool()
    async def reinforce_fact(fact_id: str) -> dict[str, Any]:
        """Mark a recalled fact as helpful: it ranks higher from now on."""
        return _fact(await client.reinforce_fact(fact_id))

    @server.tool()
    async def demote_fact(fact_id: str) -> dict[str, Any]:
        """Mark a recalled fact as unhelpful: it ranks lower from now on."""
        return _fact(await client.demote_fact(fact_id))

    @server.tool()
    async def create_reminder(
        keyword: str, schedule: str, chat_id: str | None = None, expires_at: str | None = None
    ) -> dict[str, Any]:
        """Remind the user about KEYWORD on a 5-field cron SCHEDULE ("0 20 * * *" = 8 pm daily).

        Store the fact itself with `remember` first: when the reminder fires, memory is recalled
        for the keyword, so the reminder always says what memory holds then. `expires_at` is an
        ISO 8601 time after which the reminder is removed.
        """
        try:
            until = datetime.fromisoformat(expires_at) if expires_at else None
            return _reminder(await client.create_reminder(keyword, schedule, chat_id, until))
        except ValueError as exc:
            # The model wrote the time: it needs the reason to correct it.
            raise ValidationError(str(exc)) from exc

    @server.tool()
    async def list_reminders(chat_id: str | None = None) -> list[dict[str, Any]]:
        """The user's reminders (of one chat when given), soonest first."""
        return [_reminder(r) for r in await client.list_reminders(chat_id)]

    @server.tool()
    async def delete_reminder(reminder_id: str) -> dict[str, Any]:
        """Delete one reminder by its id."""
        return _reminder(await client.delete_reminder(reminder_id))

    @server.tool()
    async def save_note(key: str, content: str) -> dict[str, Any]:
        """Create or update a working note: mutable state kept by exact key (a meal plan, this
        month's budget). Content is text, often JSON. Working-note keys come with every recall."""
        return _note(await client.save_note(key, content))

    @server.tool()
    async def get_note(key: str) -> dict[str, Any]:
        """A note by its exact key, working or archived; {} when there is none."""
        return _note(await client.get_note(key))

    @server.tool()
    async def delete_note(key: str) -> dict[str, Any]:
        """Remove a note permanently."""
        return _note(await client.delete_note(key))

    @server.tool()
    async def archive_note(old_key: str, new_key: str) -> dict[str, Any]:
        """Move a working note to the archive under a new key (e.g. current_budget → budget_2025_01)."""
        return _note(await client.archive_note(old_key, new_key))

    @server.tool()
    async def list_archived_notes(pattern: str | None = None) -> list[dict[str, Any]]:
        """Archived notes whose key contains PATTERN (case-insensitive), newest first."""
        return [_note(n) for n in await client.list_notes("archive", pattern)]

    @server.tool()
    async def restore_note(key: str) -> dict[str, Any]:
        """Bring an archived note back to the working tier."""
        return _note(await client.restore_note(key))

    @server.tool()
    async def import_markdown(markdown: str) -> dict[str, Any]:
        """Migrate a flat markdown memory file (MEMORY.md): each bullet or paragraph becomes a fact
        about the user (source "migration"), the heading above it its field. Running it again with
        the same text adds nothing."""
        return dataclasses.asdict(await client.import_markdown(markdown))

    return server
