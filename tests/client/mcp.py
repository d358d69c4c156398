"""A session with ``hippograph mcp`` over real stdio (the ``mcp`` client), for the tool tests."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from mcp import ClientSession, StdioServerParameters, stdio_client


@asynccontextmanager
async def mcp_session(service_url: str, secret: str) -> AsyncIterator[ClientSession]:
    """An initialised session with a ``hippograph mcp`` subprocess serving ``secret``'s namespace."""
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "hippograph", "mcp"],
        env={
            "HIPPOGRAPH_URL": service_url,
            "HIPPOGRAPH_API_KEY": secret,
            "HF_HUB_OFFLINE": "1",
            # the checkout under test (and its client) when the tests run from a source tree
            "PYTHONPATH": os.environ.get("PYTHONPATH", ""),
        },
    )
    async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def structured(result: object) -> dict[str, object]:
    """A tool result's structured content (or its JSON text, for servers that send only text)."""
    content = getattr(result, "structuredContent", None)
    if content is not None:
        return dict(content)
    return dict(json.loads(result.content[0].text))  # type: ignore[attr-defined]
