"""The long-lived parts of a running HippoGraph, built once and passed down.

The app's lifespan, the CLI and the tests all open them the same way:

>>> async with open_services(settings) as services:     # doctest: +SKIP
...     await services.rememberer.remember("alice", "I live in Porto")
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta

from hippograph.clock import Clock, SystemClock
from hippograph.erasure import Erasures, Holders
from hippograph.graph.driver import Database, connect
from hippograph.graph.migrations import migrate
from hippograph.graph.namespace import Namespaces
from hippograph.hygiene.jobs import hygiene_jobs
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.service import Hygiene
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder, load_embedder
from hippograph.ingestion.extraction import Extractor
from hippograph.ingestion.llm_client import from_settings as llm_from_settings
from hippograph.ingestion.llm_extractor import LLMExtractor
from hippograph.ingestion.pipeline import Rememberer
from hippograph.ingestion.relations import RelationMapper
from hippograph.ingestion.resolver import EntityResolver, Thresholds
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.jobs import CronJob, JobClaims
from hippograph.notes.store import NoteLimits, Notes
from hippograph.ontology import Ontology, load_ontology
from hippograph.recall.engine import Recaller
from hippograph.recall.predicate import FieldMeanings
from hippograph.recall.router import Router
from hippograph.recall.scoring import Weights
from hippograph.reminders import schedule
from hippograph.reminders.delivery import Webhook
from hippograph.reminders.scheduler import Scheduler
from hippograph.reminders.store import Reminders
from hippograph.review.audit import Audit
from hippograph.review.gaps import GapPolicy, Gaps
from hippograph.settings import Settings
from hippograph.transfer.markdown import MarkdownMigration
from hippograph.worker import Worker


@dataclass(frozen=True)
class Services:
    settings: Settings
    db: Database
    ontology: Ontology
    relations: RelationMapper
    namespaces: Namespaces
    embedder: AsyncEmbedder
    domains: DomainSimilarity
    resolver: EntityResolver
    extractor: Extractor
    nlp_worker: Worker
    rememberer: Rememberer
    recaller: Recaller
    clock: Clock
    notes: Notes
    audit: Audit
    gaps: Gaps
    reminders: Reminders
    hygiene: Hygiene
    markdown: MarkdownMigration
    erasures: Erasures


def build_extractor(settings: Settings, base: Extractor, ontology: Ontology | None = None) -> Extractor:
    """The spaCy extractor, wrapped by the LLM one when an endpoint is configured."""
    client = llm_from_settings(settings)
    return LLMExtractor(base, client, ontology) if client is not None else base


@asynccontextmanager
async def open_services(settings: Settings, clock: Clock | None = None) -> AsyncIterator[Services]:
    """Connect to Neo4j, bring the schema up to date, load the models, build the services.

    ``clock`` defaults to the system clock; tests pass a :class:`~hippograph.clock.ManualClock`.
    """
    ontology = load_ontology(settings.ontology_path)  # a broken file stops the start, naming the entry
    async with connect(settings) as db:
        await migrate(db)
        namespaces = Namespaces(db, settings.agent_name)
        embedder = AsyncEmbedder(load_embedder(settings), settings.embedding_cache_size)
        domains = DomainSimilarity(embedder.sync.embed(DomainSimilarity.texts()))
        relations = RelationMapper(ontology, embedder.sync.embed(RelationMapper.texts(ontology)))
        nlp = load_spacy(settings.spacy_model)
        nlp_worker = Worker("nlp")  # one thread owns spaCy, for remember and recall alike
        resolver = EntityResolver(
            db,
            Thresholds(settings.resolver_fuzzy_threshold, settings.resolver_vector_threshold),
            single=frozenset(r.name for r in ontology.relations if r.cardinality == "one"),
            ties=ontology.ties() | ontology.containers(),
            held_once=ontology.held_once(),
        )
        extractor = build_extractor(settings, SpacyExtractor(nlp, ontology), ontology)
        rememberer = Rememberer(
            db,
            namespaces,
            extractor,
            embedder,
            domains,
            resolver,
            settings.max_text_chars,
            nlp_worker,
            ontology=ontology,
            relations=relations,
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
            clock=clock or SystemClock(),
            fields=FieldMeanings(ontology, embedder, settings.recall_predicate_boost),
            query_cache_size=settings.recall_query_cache_size,
        )
        reminders = Reminders.from_settings(db, clock or SystemClock(), settings)
        holders = Holders(namespaces, embedder, rememberer, recaller, reminders.firings)
        services = Services(
            settings=settings,
            db=db,
            ontology=ontology,
            relations=relations,
            namespaces=namespaces,
            embedder=embedder,
            domains=domains,
            resolver=resolver,
            extractor=extractor,
            nlp_worker=nlp_worker,
            rememberer=rememberer,
            recaller=recaller,
            clock=clock or SystemClock(),
            # The same clock as above: a ManualClock is one object, a SystemClock has no state.
            notes=Notes(db, clock or SystemClock(), NoteLimits.from_settings(settings)),
            audit=Audit(db, clock or SystemClock(), settings.review_approved_confidence, ontology),
            gaps=Gaps(db, clock or SystemClock(), GapPolicy.from_settings(settings)),
            reminders=reminders,
            hygiene=Hygiene(db, clock or SystemClock(), HygienePolicy.from_settings(settings), ontology),
            markdown=MarkdownMigration(
                db,
                namespaces,
                embedder,
                domains,
                clock or SystemClock(),
                settings.transfer_markdown_max_chars,
            ),
            erasures=Erasures(db, holders, settings.erasure_poll_s),
        )
        try:
            yield services
        finally:
            await recaller.flush()
            nlp_worker.close()
            embedder.close()


def service_jobs(services: Services) -> list[CronJob]:
    """The generic jobs the scheduler runs beside reminders: the hygiene jobs (issue 6 item 10)."""
    return hygiene_jobs(services.settings, services.hygiene)


@asynccontextmanager
async def running_scheduler(services: Services) -> AsyncIterator[Scheduler | None]:
    """The scheduler of a service (:mod:`hippograph.reminders.scheduler`), built from its parts
    and running for the duration of the block (None when disabled by
    ``HIPPOGRAPH_SCHEDULER_ENABLED=false``)."""
    settings = services.settings
    if not settings.scheduler_enabled:
        yield None
        return
    url = settings.reminder_webhook_url
    scheduler = Scheduler(
        services.clock,
        services.reminders,
        services.recaller,
        service_jobs(services),
        zone=schedule.zone(settings.reminder_timezone),
        poll=timedelta(seconds=settings.scheduler_poll_s),
        recall_limit=settings.reminder_recall_limit,
        webhook=Webhook(url, settings.reminder_webhook_timeout_s) if url else None,
        claims=JobClaims(services.db),
    )
    scheduler.start()
    try:
        yield scheduler
    finally:
        await scheduler.stop()
