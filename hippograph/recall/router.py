"""Domain routing: which life domains a query is about (koramem.md, "Cross-Domain Query Examples").

Rules come first: a table of trigger lemmas → primary and related domains, so the documented
examples route exactly as written. Embedding similarity to the domain descriptions routes queries
no rule knows, and adds a strongly similar domain the rules missed as related.

>>> Router(similarity=None).route(["should", "i", "take", "this", "job", "offer"], None).primary
[7, 10]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import Vector


@dataclass(frozen=True)
class Rule:
    triggers: frozenset[str]
    primary: tuple[int, ...]
    related: tuple[int, ...] = ()


def _rule(words: str, primary: tuple[int, ...], related: tuple[int, ...] = ()) -> Rule:
    return Rule(frozenset(words.split()), primary, related)


RULES: tuple[Rule, ...] = (
    _rule("job offer career salary promotion interview resign quit employer boss", (7, 10), (8, 9, 3)),
    _rule("eat dinner lunch breakfast food meal cook restaurant hungry snack", (11, 2)),
    _rule("application apply omscs admission degree enrol enroll", (10, 5), (7, 8, 13)),
    _rule("money budget afford rent spend save saving debt invest income", (8,), (10,)),
    _rule("sick doctor health allergy allergic medication medicine symptom workout", (2,), (12,)),
    _rule("feel feeling stress anxious sad happy mood lonely angry", (3,), (2, 6)),
    _rule("family friend brother sister mother father mom dad wife husband partner cousin kid", (6,)),
    _rule("live city move home apartment neighborhood travel trip vacation visit", (9,), (13,)),
    _rule("goal plan dream aspire deadline", (10,)),
    _rule("routine morning schedule habit usually weekend wake", (12,)),
    _rule("believe religion faith value politics ethic", (4,)),
    _rule("music movie book song band favorite favourite hobby", (11,)),
    _rule("learn study skill course school university class", (5,), (10,)),
    _rule("nationality language speak name", (1,)),
    _rule("happen event wedding graduate birthday anniversary", (13,)),
    _rule("habitually tend always pattern", (14,)),
)  # fmt: skip

# A domain the rules missed joins the related ones only when this similar to the query.
SIMILARITY_FLOOR = 0.3
TOP_BY_SIMILARITY = 2


@dataclass(frozen=True)
class Routing:
    primary: list[int]
    related: list[int]
    scores: dict[int, float] = field(default_factory=dict)  # similarity per domain
    matched_rules: list[str] = field(default_factory=list)


class Router:
    def __init__(self, similarity: DomainSimilarity | None, rules: tuple[Rule, ...] = RULES) -> None:
        self._similarity = similarity
        self._rules = rules

    def route(self, lemmas: Iterable[str], vector: Vector | None) -> Routing:
        words = {lemma.lower() for lemma in lemmas}
        primary: list[int] = []
        related: list[int] = []
        matched: list[str] = []
        for rule in self._rules:
            hits = rule.triggers & words
            if hits:
                matched.append(",".join(sorted(hits)))
                _extend(primary, rule.primary)
                _extend(related, rule.related)
        scores = self._similarity.scores(vector) if self._similarity and vector is not None else {}
        by_similarity = sorted(scores, key=scores.__getitem__, reverse=True)
        if not primary:
            _extend(primary, by_similarity[:TOP_BY_SIMILARITY])
        for domain_id in by_similarity[:TOP_BY_SIMILARITY]:
            if scores[domain_id] >= SIMILARITY_FLOOR:
                _extend(related, (domain_id,))
        return Routing(primary, [d for d in related if d not in primary], scores, matched)


def _extend(target: list[int], items: Iterable[int]) -> None:
    target.extend(item for item in items if item not in target)
