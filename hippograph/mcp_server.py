"""``hippograph mcp``: the memory operations as MCP tools over stdio.

The tools are thin: each one calls the running HippoGraph service through the thin client with
the API key the MCP server was started with, so every tool acts in that key's namespace and
nothing here talks to Neo4j directly.

Configure with ``HIPPOGRAPH_URL`` (default ``http://127.0.0.1:8000``) and ``HIPPOGRAPH_API_KEY``.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import Any

from mcp.server.mcpserver import MCPServer

from hippograph.client import AsyncHippoGraph, Fact, context

INSTRUCTIONS = (
    "Long-term memory. Call `remember` with what the user says about themselves, people they know "
    "or how you should behave; call `recall` before answering to get what is known, with reasons."
)


def _fact(fact: Fact) -> dict[str, Any]:
    """JSON-ready: MCP results carry no datetimes."""
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in dataclasses.asdict(fact).items()}


def build_server(url: str, api_key: str | None) -> MCPServer[Any]:
    server: MCPServer[Any] = MCPServer("hippograph", instructions=INSTRUCTIONS)
    client = AsyncHippoGraph(url, api_key)

    @server.tool()
    async def remember(
        text: str, session_id: str | None = None, speaker: str | None = None
    ) -> dict[str, Any]:
        """Remember one conversation turn; returns the facts created, reinforced or superseded."""
        result = await client.remember(text, session_id=session_id, speaker=speaker)
        return {"episode_id": result.episode_id, "duplicate": result.duplicate, "facts": result.facts}

    @server.tool()
    async def recall(query: str, limit: int = 20, hops: int = 2) -> dict[str, Any]:
        """What memory holds for a query: a prompt-ready summary plus each fact with its id."""
        memory = await client.recall(query, limit=limit, hops=hops)
        facts = [
            {"id": f.fact.id, "about": f.about, "field": f.fact.field, "value": f.fact.value,
             "found_by": f.channels, "path": f.path}
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

    return server
