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
from hippograph.ingestion.build import (
    build_domain_similarity,
    build_embedder,
    build_extractor,
    build_rememberer,
)
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder
from hippograph.ingestion.pipeline import Rememberer
from hippograph.settings import Settings


@dataclass(frozen=True)
class Services:
    settings: Settings
    db: Database
    namespaces: Namespaces
    embedder: AsyncEmbedder
    domains: DomainSimilarity
    rememberer: Rememberer


@asynccontextmanager
async def open_services(settings: Settings) -> AsyncIterator[Services]:
    """Connect to Neo4j, bring the schema up to date, load the models, build the services."""
    async with connect(settings) as db:
        await migrate(db)
        namespaces = Namespaces(db, settings.agent_name)
        embedder = build_embedder(settings)
        domains = build_domain_similarity(embedder)
        extractor = build_extractor(settings)
        rememberer = build_rememberer(settings, db, namespaces, embedder, domains, extractor)
        try:
            yield Services(settings, db, namespaces, embedder, domains, rememberer)
        finally:
            rememberer.close()
            embedder.close()
