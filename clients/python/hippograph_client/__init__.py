"""The thin Python client of HippoGraph: its GraphQL API as typed calls, sync or async (httpx only).

>>> with HippoGraph("http://127.0.0.1:8000", api_key="hg_…") as memory:     # doctest: +SKIP
...     memory.remember("I'm allergic to shellfish")
...     found = memory.recall("What should I eat tonight?")
...     print(context(found, soul="You are a warm, direct assistant."))

Server errors come back as the :mod:`hippograph_client.errors` class the server raised (matched
by ``extensions.code``); transport failures as :class:`~hippograph_client.errors.ClientError`.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hippograph_client.client import DEFAULT_TIMEOUT_S, AsyncHippoGraph, HippoGraph
    from hippograph_client.reminders import Reminder
    from hippograph_client.rendering import CHARS_PER_TOKEN, context
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
        NoteKey,
        Provenance,
        Ranking,
        RecalledEpisode,
        RecalledFact,
        Remembered,
        ReviewedFact,
        StoredFact,
    )

# Loaded on first use: ``hippograph_client.errors`` alone (what the service imports) needs no httpx.
_HOMES = {
    "DEFAULT_TIMEOUT_S": "client", "AsyncHippoGraph": "client", "HippoGraph": "client",
    "CHARS_PER_TOKEN": "rendering", "context": "rendering", "Reminder": "reminders",
}  # fmt: skip


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'hippograph_client' has no attribute {name!r}")
    import importlib

    module = importlib.import_module(f"hippograph_client.{_HOMES.get(name, 'values')}")
    value = getattr(module, name)
    globals()[name] = value
    return value


__all__ = [
    "CHARS_PER_TOKEN",
    "DEFAULT_TIMEOUT_S",
    "AsyncHippoGraph",
    "Coverage",
    "Direction",
    "Edge",
    "Entity",
    "EntityPage",
    "EntityProfile",
    "Fact",
    "ForgetMeReport",
    "ForgottenEntity",
    "HippoGraph",
    "HygieneJob",
    "HygieneReport",
    "ImportReport",
    "Memory",
    "Merge",
    "Note",
    "NoteKey",
    "Provenance",
    "Ranking",
    "RecalledEpisode",
    "RecalledFact",
    "Remembered",
    "Reminder",
    "ReviewedFact",
    "StoredFact",
    "context",
]
