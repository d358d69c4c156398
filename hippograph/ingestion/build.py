"""Building the remember pipeline from settings: models loaded once, LLM only when configured."""

from __future__ import annotations

from hippograph.graph.driver import Database
from hippograph.graph.namespace import Namespaces
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder, SentenceTransformerEmbedder
from hippograph.ingestion.extraction import Extractor
from hippograph.ingestion.llm_client import from_settings as llm_from_settings
from hippograph.ingestion.llm_extractor import LLMExtractor
from hippograph.ingestion.pipeline import Rememberer
from hippograph.ingestion.resolver import EntityResolver, Thresholds
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.settings import Settings


def build_embedder(settings: Settings) -> AsyncEmbedder:
    return AsyncEmbedder(SentenceTransformerEmbedder.load(settings.embedding_model))


def build_domain_similarity(embedder: AsyncEmbedder) -> DomainSimilarity:
    return DomainSimilarity(embedder.sync.embed(DomainSimilarity.texts()))


def build_extractor(settings: Settings) -> Extractor:
    extractor: Extractor = SpacyExtractor(load_spacy(settings.spacy_model))
    client = llm_from_settings(settings)
    return LLMExtractor(extractor, client) if client is not None else extractor


def build_rememberer(
    settings: Settings,
    db: Database,
    namespaces: Namespaces,
    embedder: AsyncEmbedder,
    domains: DomainSimilarity,
    extractor: Extractor,
) -> Rememberer:
    thresholds = Thresholds(settings.resolver_fuzzy_threshold, settings.resolver_vector_threshold)
    resolver = EntityResolver(db, thresholds)
    return Rememberer(db, namespaces, extractor, embedder, domains, resolver, settings.max_text_chars)
