"""The long-lived parts of a running HippoGraph, built once and passed down.

The app's lifespan, the CLI and the tests all open them the same way:

>>> async with open_services(settings) as services:     # doctest: +SKIP
...     await services.namespaces.ensure("alice")
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from hippograph.graph.driver import Database, connect
from hippograph.graph.migrations import migrate
from hippograph.graph.namespace import Namespaces
from hippograph.settings import Settings


@dataclass(frozen=True)
class Services:
    settings: Settings
    db: Database
    namespaces: Namespaces


@asynccontextmanager
async def open_services(settings: Settings) -> AsyncIterator[Services]:
    """Connect to Neo4j, bring the schema up to date, and build the services on top."""
    async with connect(settings) as db:
        await migrate(db)
        yield Services(settings=settings, db=db, namespaces=Namespaces(db, settings.agent_name))
