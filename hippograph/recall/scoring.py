"""Scoring: reciprocal rank fusion of the channels, decay, and the domain and speaker boosts.

decay = confidence × (0.5 + 0.3·recency + 0.2·frequency), recency falling linearly from 1 (used
today) to 0 at ``stale_after_days``, frequency = min(access_count / 10, 1) (koramem.md,
"Decay Scoring"); the three weights are :class:`DecayWeights`.

>>> round(decay(0.8, days_since_use=0, access_count=10, stale_after_days=90), 3)
0.8
>>> round(decay(0.8, days_since_use=90, access_count=0, stale_after_days=90), 3)
0.4
"""

from __future__ import annotations

from dataclasses import dataclass

from hippograph.recall.memory import ChannelHit
from hippograph.settings import Settings


@dataclass(frozen=True)
class Weights:
    rrf_k: float
    channels: dict[str, float]
    stale_after_days: float
    decay: DecayWeights
    primary_boost: float
    related_boost: float
    speaker_boost: float
    subject_boost: float = 1.0
    asker_boost: float = 1.0  # the subject boost of whom the grammar names for sure (focus.py)
    turn_boost: float = 0.0  # the lift of a fact said in the turn nearest the question (statement.py)

    @classmethod
    def from_settings(cls, settings: Settings) -> Weights:
        surest = max(settings.recall_weight_fulltext, settings.recall_weight_vector)
        return cls(
            rrf_k=settings.recall_rrf_k,
            channels={
                "fulltext": settings.recall_weight_fulltext,
                "vector": settings.recall_weight_vector,
                "graph": settings.recall_weight_graph,
                # an episode that a found fact came from is found too, a little less surely
                "provenance": 0.5 * surest,
                # so are the turns right before and after a found turn: the question it answers,
                # the reply that answers it
                "context": 0.5 * surest,
            },
            stale_after_days=settings.decay_stale_after_days,
            decay=DecayWeights.from_settings(settings),
            primary_boost=settings.recall_primary_boost,
            related_boost=settings.recall_related_boost,
            speaker_boost=settings.recall_speaker_boost,
            subject_boost=settings.recall_subject_boost,
            asker_boost=settings.recall_asker_boost,
            turn_boost=settings.recall_turn_boost,
        )


def fuse(hits: list[ChannelHit], weights: Weights) -> float:
    """Reciprocal rank fusion: Σ weight(channel) / (k + rank), added in the hits' order.

    A loop rather than ``sum()`` over a generator: recall fuses ~800 hit lists per query, and the
    generator's frames were half of it. The terms are added left to right from 0, as ``sum()``
    adds floats on Python 3.11, so the scores are the same to the last bit.
    """
    channels, k = weights.channels, weights.rrf_k
    total = 0.0
    for hit in hits:
        total += channels.get(hit.channel, 1.0) / (k + hit.rank)
    return total


@dataclass(frozen=True)
class DecayWeights:
    """The three terms of decay, shared by recall's ranking and the decay job."""

    confidence: float = 0.5
    recency: float = 0.3
    frequency: float = 0.2

    @classmethod
    def from_settings(cls, settings: Settings) -> DecayWeights:
        return cls(
            settings.decay_weight_confidence, settings.decay_weight_recency, settings.decay_weight_frequency
        )


def decay(
    confidence: float,
    *,
    days_since_use: float,
    access_count: int,
    stale_after_days: float,
    weights: DecayWeights = DecayWeights(),  # frozen, so one shared default is safe
) -> float:
    recency = max(0.0, 1.0 - days_since_use / stale_after_days)
    frequency = min(access_count / 10.0, 1.0)
    return confidence * (weights.confidence + weights.recency * recency + weights.frequency * frequency)


def domain_boost(domain_id: int, primary: list[int], related: list[int], weights: Weights) -> float:
    if domain_id in primary:
        return weights.primary_boost
    if domain_id in related:
        return weights.related_boost
    return 1.0
