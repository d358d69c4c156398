"""What an extractor returns, and the protocol every extractor implements.

Extractors are pure: text in, :class:`Extraction` out, no database. Names in facts and edges are
entity names as written, or one of two references that the resolver maps to fixed entities:

- :data:`SPEAKER` -- whoever said the turn ("I", "me", "my"): the user, or the named speaker;
- :data:`AGENT` -- the assistant itself ("you", "your" in an instruction to it).

>>> Extraction().is_empty
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

Target = Literal["user", "agent"]

SPEAKER = "@speaker"
AGENT = "@agent"


@dataclass(frozen=True)
class EntityMention:
    """An entity named in the text. ``relation_to_speaker`` is set for "my brother Tom" (SIBLING_OF)
    and lets the resolver find an already-known entity from the relation alone ("my brother")."""

    name: str
    type: str  # one of graph.vocabulary.ENTITY_TYPES
    domain_id: int | None = None
    relation_to_speaker: str | None = None


@dataclass(frozen=True)
class FactCandidate:
    """One atomic fact: ``field=value`` about ``entity_name`` (default: the speaker)."""

    target: Target
    domain_id: int | None  # None: the pipeline picks one by embedding similarity
    field: str
    value: str
    confidence: float
    entity_name: str = SPEAKER
    metadata: dict[str, str] = dataclasses.field(default_factory=dict)  # e.g. {"deadline": "next summer"}


@dataclass(frozen=True)
class EdgeCandidate:
    source_name: str
    target_name: str
    relation: str  # validated by graph.vocabulary.relation_type before any write


@dataclass(frozen=True)
class Skipped:
    text: str
    reason: str


@dataclass
class Extraction:
    facts: list[FactCandidate] = dataclasses.field(default_factory=list)
    entities: list[EntityMention] = dataclasses.field(default_factory=list)
    edges: list[EdgeCandidate] = dataclasses.field(default_factory=list)
    skipped: list[Skipped] = dataclasses.field(default_factory=list)

    @property
    def is_empty(self) -> bool:
        return not (self.facts or self.entities or self.edges)


class Extractor(Protocol):
    """Turns one message into an :class:`Extraction`. CPU-bound; callers run it off the event loop."""

    def extract(self, text: str) -> Extraction: ...


@runtime_checkable
class BatchExtractor(Extractor, Protocol):
    """An extractor that is faster on many messages at once than on each alone (spaCy's
    ``nlp.pipe``); a bulk import hands it whole batches."""

    def extract_many(self, texts: list[str]) -> list[Extraction]: ...
