"""The long-lived parts of a running HippoGraph, built once and passed down.

The app's lifespan, the CLI and the tests all open them the same way:

>>> async with open_services(settings) as services:     # doctest: +SKIP
...     await services.rememberer.remember("alice", "I live in Porto")
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from hippograph.clock import Clock, SystemClock
from hippograph.graph.driver import Database, connect
from hippograph.graph.migrations import migrate
from hippograph.graph.namespace import Namespaces
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder, SentenceTransformerEmbedder
from hippograph.ingestion.extraction import Extractor
from hippograph.ingestion.llm_client import from_settings as llm_from_settings
from hippograph.ingestion.llm_extractor import LLMExtractor
from hippograph.ingestion.pipeline import Rememberer
from hippograph.ingestion.resolver import EntityResolver, Thresholds
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.recall.engine import Recaller
from hippograph.recall.router import Router
from hippograph.recall.scoring import Weights
from hippograph.settings import Settings
from hippograph.worker import Worker


@dataclass(frozen=True)
class Services:
    settings: Settings
    db: Database
    namespaces: Namespaces
    embedder: AsyncEmbedder
    domains: DomainSimilarity
    resolver: EntityResolver
    extractor: Extractor
    nlp_worker: Worker
    rememberer: Rememberer
    recaller: Recaller
    clock: Clock


def build_extractor(settings: Settings, base: Extractor) -> Extractor:
    """The spaCy extractor, wrapped by the LLM one when an endpoint is configured."""
    client = llm_from_settings(settings)
    return LLMExtractor(base, client) if client is not None else base


@asynccontextmanager
async def open_services(settings: Settings, clock: Clock | None = None) -> AsyncIterator[Services]:
    """Connect to Neo4j, bring the schema up to date, load the models, build the services.

    ``clock`` defaults to the system clock; tests pass a :class:`~hippograph.clock.ManualClock`.
    """
    async with connect(settings) as db:
        await migrate(db)
        namespaces = Namespaces(db, settings.agent_name)
        embedder = AsyncEmbedder(SentenceTransformerEmbedder.load(settings.embedding_model))
        domains = DomainSimilarity(embedder.sync.embed(DomainSimilarity.texts()))
        nlp = load_spacy(settings.spacy_model)
        nlp_worker = Worker("nlp")  # one thread owns spaCy, for remember and recall alike
        resolver = EntityResolver(
            db, Thresholds(settings.resolver_fuzzy_threshold, settings.resolver_vector_threshold)
        )
        extractor = build_extractor(settings, SpacyExtractor(nlp))
        rememberer = Rememberer(
            db, namespaces, extractor, embedder, domains, resolver, settings.max_text_chars, nlp_worker
        )
        recaller = Recaller(
            db,
            namespaces,
            embedder,
            Router(domains),
            resolver,
            nlp,
            nlp_worker,
            Weights.from_settings(settings),
            max_text_chars=settings.max_text_chars,
            max_limit=settings.recall_max_limit,
        )
        services = Services(
            settings=settings,
            db=db,
            namespaces=namespaces,
            embedder=embedder,
            domains=domains,
            resolver=resolver,
            extractor=extractor,
            nlp_worker=nlp_worker,
            rememberer=rememberer,
            recaller=recaller,
            clock=clock or SystemClock(),
        )
        try:
            yield services
        finally:
            await recaller.flush()
            nlp_worker.close()
            embedder.close()
