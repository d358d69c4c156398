"""Migration of flat markdown memory files (MEMORY.md, memory/*.md) into facts (keyword-memory
"Migration").

Each bullet (with its indented continuation lines) and each paragraph is one memory; the heading
above it names the fact's field (``## Food preferences`` → ``food_preferences``; ``memory`` before
any heading). Every memory becomes a fact about the user with ``source="migration"``, its domain
chosen by embedding similarity (as ``addFact`` does without one) and its vector computed as
remember computes it, so recall finds it by words and by meaning. Migration bypasses extraction on
purpose: a memory file is already distilled, and extraction would drop what it cannot parse.

A fact's uid derives from the namespace, field and text, so running the migration again finds the
facts it made and adds nothing.

>>> [item.value for item in parse("## Food\\n- likes ramen\\n- hates olives")]
['likes ramen', 'hates olives']
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import datetime

from hippograph.clock import Clock
from hippograph.errors import ValidationError
from hippograph.graph.driver import Database
from hippograph.graph.namespace import Namespaces
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder
from hippograph.ingestion.statements import SECTOR_BY_DOMAIN
from hippograph.text import fact_embedding_text, has_control_characters
from hippograph.validate import MAX_FIELD_CHARS, MAX_VALUE_CHARS

DEFAULT_FIELD = "memory"
CONFIDENCE = 0.8  # what remember gives a plainly stated fact
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
BULLET = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$")
FENCE = re.compile(r"^\s*(```|~~~)")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# uuid5 namespace of migrated facts' uids.
MIGRATION = uuid.UUID("0d6c1d2a-52a4-4c07-9a7b-4f3c8e51b0e3")


@dataclass(frozen=True)
class MemoryItem:
    field: str
    value: str


@dataclass(frozen=True)
class ImportReport:
    items: int  # memories found in the markdown
    created: int  # facts written now
    existing: int  # facts an earlier run already wrote


def parse(markdown: str) -> list[MemoryItem]:
    """The discrete memories of a markdown text, in order, each at most ``MAX_VALUE_CHARS`` long."""
    items: list[MemoryItem] = []
    field, block, indent = DEFAULT_FIELD, list[str](), -1

    def flush() -> None:
        text = " ".join(part.strip() for part in block if part.strip())
        items.extend(MemoryItem(field, chunk) for chunk in _chunks(text))
        block.clear()

    for line in markdown.splitlines():
        if FENCE.match(line):
            continue  # the fence markers; the code inside is kept as text
        heading = HEADING.match(line)
        bullet = BULLET.match(line)
        if heading:
            flush()
            field, indent = _field(heading.group(2)), -1
        elif bullet:
            flush()
            block.append(bullet.group(2))
            indent = len(bullet.group(1))
        elif not line.strip():
            flush()
            indent = -1
        elif indent >= 0 and len(line) - len(line.lstrip()) <= indent:
            flush()  # a paragraph right after a list, not a continuation of its last bullet
            block.append(line)
            indent = -1
        else:
            block.append(line)
    flush()
    return items


def _field(heading: str) -> str:
    name = re.sub(r"[^a-z0-9]+", "_", heading.lower()).strip("_")[:MAX_FIELD_CHARS].rstrip("_")
    return name if name and name[0].isalpha() else DEFAULT_FIELD


def _chunks(text: str) -> list[str]:
    """``text`` whole when it fits a fact's value, else cut at sentence ends (or hard)."""
    if len(text) <= MAX_VALUE_CHARS:
        return [text] if text else []
    chunks: list[str] = []
    current = ""
    for sentence in SENTENCE_END.split(text):
        while len(sentence) > MAX_VALUE_CHARS:
            chunks.append(sentence[:MAX_VALUE_CHARS])
            sentence = sentence[MAX_VALUE_CHARS:]
        if current and len(current) + 1 + len(sentence) > MAX_VALUE_CHARS:
            chunks.append(current)
            current = ""
        current = f"{current} {sentence}".strip()
    return [*chunks, current] if current else chunks


def _embedding_text(item: MemoryItem) -> str:
    return fact_embedding_text(None, item.field, item.value)  # a fact about the user: no subject


class MarkdownMigration:
    """Stores the memories of markdown texts as facts; one transaction per text."""

    def __init__(
        self,
        db: Database,
        namespaces: Namespaces,
        embedder: AsyncEmbedder,
        domains: DomainSimilarity,
        clock: Clock,
        max_chars: int,
    ) -> None:
        self._db = db
        self._namespaces = namespaces
        self._embedder = embedder
        self._domains = domains
        self._clock = clock
        self._max_chars = max_chars

    async def migrate(self, user_id: str, markdown: str) -> ImportReport:
        """Store every memory of ``markdown`` in ``user_id``'s namespace (idempotent)."""
        if len(markdown) > self._max_chars:
            raise ValidationError(f"markdown is {len(markdown)} characters; at most {self._max_chars}")
        if has_control_characters(markdown):  # what remember rejects, an import may not store
            raise ValidationError("markdown contains control characters")
        items = parse(markdown)
        refs = await self._namespaces.ensure(user_id)
        if not items:
            return ImportReport(0, 0, 0)
        vectors = await self._embedder.embed([_embedding_text(item) for item in items])
        now = self._clock.now()
        rows = [self._row(user_id, item, vector, now) for item, vector in zip(items, vectors, strict=True)]
        unique = list({row["uid"]: row for row in rows}.values())  # a memory written twice is one fact
        done = await self._db.write(
            "transfer/merge_migrated_facts", user_id=user_id, entity_uid=refs.user_uid, facts=unique, now=now
        )
        created = done[0]["created"] if done else 0
        return ImportReport(len(items), created, len(unique) - created)

    def _row(self, user_id: str, item: MemoryItem, vector: list[float], now: datetime) -> dict[str, object]:
        domain_id = self._domains.best(vector)
        return {
            "uid": str(uuid.uuid5(MIGRATION, f"{user_id}\n{item.field}\n{item.value}")),
            "field": item.field,
            "value": item.value,
            "domain_id": domain_id,
            "sector": SECTOR_BY_DOMAIN.get(domain_id, "semantic"),
            "confidence": CONFIDENCE,
            "embedding": vector,
        }
