"""Entity resolution: which known entity, if any, a mention names.

The order is fixed and each decision records its method: exact normalised name → known alias →
fuzzy name (rapidfuzz) → embedding similarity through the Entity vector index → a relation the
speaker already has ("my brother" → the known sibling) → new. One Neo4j round trip fetches the
candidates of every mention of a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from hippograph.graph.driver import Database, Tx
from hippograph.ingestion.embedder import Vector
from hippograph.ingestion.result import ResolutionMethod
from hippograph.lucene import match_query, terms

# Types NER confuses with each other; an exact or alias match may cross between them.
_LOOSE_TYPES = frozenset({"Org", "Place", "Concept", "Event"})


@dataclass(frozen=True)
class Mention:
    key: str  # normalised name: the identity of a mention within a turn
    name: str
    type: str
    vector: Vector
    relation: str | None = None  # relation from the speaker, e.g. SIBLING_OF
    domain_id: int | None = None


@dataclass(frozen=True)
class Resolution:
    mention: Mention
    uid: str | None  # the known entity, or None for a new one
    method: ResolutionMethod
    matched_name: str | None = None
    score: float = 1.0

    @property
    def learned_alias(self) -> str | None:
        """A fuzzy or vector match teaches the entity a new name."""
        return self.mention.name if self.method in ("fuzzy", "vector") else None


@dataclass(frozen=True)
class Thresholds:
    fuzzy: float = 90.0  # rapidfuzz score, 0-100
    vector: float = 0.9  # cosine similarity of name embeddings


class EntityResolver:
    def __init__(self, db: Database, thresholds: Thresholds, vector_k: int = 50) -> None:
        self._db = db
        self._thresholds = thresholds
        self._vector_k = vector_k

    async def resolve(
        self,
        user_id: str,
        speaker_uid: str,
        mentions: list[Mention],
        *,
        any_type: bool = False,
        tx: Tx | None = None,
    ) -> dict[str, Resolution]:
        """Resolve every mention; ``any_type`` lets a mention match a known entity of any type
        (for names in a question, whose type spaCy guesses poorly). Inside ``tx`` the candidates
        include what that transaction has written so far."""
        if not mentions:
            return {}
        read = self._db.read if tx is None else tx.run
        rows = await read(
            "remember/resolve_candidates",
            user_id=user_id,
            speaker_uid=speaker_uid,
            vector_k=self._vector_k,
            mentions=[_params(user_id, mention) for mention in mentions],
        )
        by_key = {mention.key: mention for mention in mentions}
        return {row["key"]: self._decide(by_key[row["key"]], row, any_type) for row in rows}

    def _decide(self, mention: Mention, row: dict[str, Any], any_type: bool) -> Resolution:
        for method in ("exact", "alias"):
            found = row[method] if any_type else _compatible(mention, row[method])
            if found:
                return Resolution(mention, found[0]["uid"], method, found[0]["name"])
        fuzzy = self._fuzzy(mention, row["text"])
        if fuzzy is not None:
            return fuzzy
        for candidate in row["vector"]:
            if candidate["type"] == mention.type and candidate["score"] >= self._thresholds.vector:
                return Resolution(mention, candidate["uid"], "vector", candidate["name"], candidate["score"])
        if row["related"]:
            related = row["related"][0]
            return Resolution(mention, related["uid"], "related", related["name"])
        return Resolution(mention, None, "new")

    def _fuzzy(self, mention: Mention, candidates: list[dict[str, Any]]) -> Resolution | None:
        best: tuple[float, dict[str, Any]] | None = None
        for candidate in _compatible(mention, candidates, strict=True):
            names = [candidate["name_norm"], *(alias.casefold() for alias in candidate["aliases"] or [])]
            score = max(_similarity(mention, name) for name in names)
            if score >= self._thresholds.fuzzy and (best is None or score > best[0]):
                best = (score, candidate)
        if best is None:
            return None
        return Resolution(mention, best[1]["uid"], "fuzzy", best[1]["name"], best[0] / 100)


def _similarity(mention: Mention, name: str) -> float:
    # "Initech" vs "Initech Corp" is one org, but "Tom" vs "Tom Hanks" may be two people:
    # subset matching only for loose types.
    if mention.type in _LOOSE_TYPES:
        return float(fuzz.token_set_ratio(mention.key, name))
    return float(fuzz.ratio(mention.key, name))


def _compatible(
    mention: Mention, candidates: list[dict[str, Any]], *, strict: bool = False
) -> list[dict[str, Any]]:
    same = [c for c in candidates if c["type"] == mention.type]
    if same or strict:
        return same
    return [c for c in candidates if c["type"] in _LOOSE_TYPES and mention.type in _LOOSE_TYPES]


def _params(user_id: str, mention: Mention) -> dict[str, Any]:
    return {
        "key": mention.key,
        "norm": mention.key,
        "lucene": match_query(user_id, ("name", "aliases"), terms(mention.name) or [mention.key], fuzzy=True),
        "vector": mention.vector,
        "relation": mention.relation,
    }
