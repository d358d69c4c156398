"""A real extractor that reads from a script: the statements a sentence should give, as the
extraction contract defines them (ended status, corrections, time expressions), for shapes the
shipped extractor may not produce yet. Everything after it (resolution, reconciliation, Neo4j)
is the real pipeline."""

from __future__ import annotations

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.pipeline import Rememberer
from hippograph.services import Services


class ScriptedExtractor:
    def __init__(self, script: dict[str, Extraction]) -> None:
        self.script = script

    def extract(self, text: str) -> Extraction:
        return self.script.get(text, Extraction())


def scripted(services: Services, script: dict[str, Extraction]) -> Rememberer:
    """The service's own pipeline parts around a scripted extractor."""
    return Rememberer(
        services.db,
        services.namespaces,
        ScriptedExtractor(script),
        services.embedder,
        services.domains,
        services.resolver,
        max_text_chars=8000,
        nlp_worker=services.nlp_worker,
        ontology=services.ontology,
    )
