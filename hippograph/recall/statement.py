"""How near the turn a fact was said in is to the question: the statement as evidence.

A fact's own text is its field and value ("run: five kilometres", "support: Celtic"), cut from the
turn it was said in ("I run five kilometres every morning", "I support Celtic"). A question asks
in its own words ("how do I keep fit?", "who do I root for?"), and those are nearer in meaning
to the whole turn than to the field and value: the turn keeps what the fact's text leaves out
(when, how often, the object's kind). Among the asker's own facts the turn tells best which one
answers, where the field's name does not ("support" for "root for", "run" for "keep fit").

The episode vector channel has each turn it found with its cosine to the question. The nearest
turn of the facts whose subject the question is about (all fetched facts, when it says whose of
none) sets the mark: a fact said in it is multiplied by ``1 + boost``, one said :data:`WIDTH` less
near (or in a turn the channel did not find) keeps its score, and one between gains in proportion.
The mark is relative because nearness is: a name in the question makes all of that person's turns
near it ("how does Karim keep fit?"), and one question's words are nearer to every turn than
another's. The reason is kept for the explanation.

The turn is one sign that a fact says what is asked; its field named by the question (the
predicate factor, :mod:`hippograph.recall.predicate`) is another sign of the same thing, so the
stronger of the two counts, not their product: a fact whose field is asked counts its turn only
beyond its field's factor. Else two facts that both answer ("jazz or blues music that I love":
``like: jazz``, ``like: blues``, both of the field asked) were told apart by which value's turn
the question's words happen to be nearer to, by up to 2 × 1.5, and the one used recently (decay)
lost to the other.

>>> near = TurnNearness({"t1": 0.42, "t2": 0.35}, 0.42, 1.0)
>>> near.factor("t1"), round(near.factor("t2"), 3), near.factor("t3")
(2.0, 1.533, 1.0)
>>> round(near.factor("t1", asked=1.5), 3), near.factor("t2", asked=1.8)
(1.333, 1.0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

WIDTH = 0.15  # a turn this much less near (cosine) than the nearest gains nothing


@dataclass(frozen=True)
class TurnNearness:
    """Each found turn's cosine to the question (episode uid → cosine), the nearest of those of
    the facts the question is about, and the boost the nearest gives."""

    cosines: dict[str, float] = field(default_factory=dict)
    nearest: float = 0.0
    boost: float = 0.0

    def strength(self, episode_uid: str | None) -> float:
        cosine = self.cosines.get(episode_uid) if episode_uid else None
        if cosine is None or self.boost <= 0:
            return 0.0
        return min(1.0, max(0.0, 1.0 - (self.nearest - cosine) / WIDTH))

    def factor(self, episode_uid: str | None, asked: float = 1.0) -> float:
        """The factor of a fact said in ``episode_uid`` whose field the question asks with the
        factor ``asked`` (1 or less when it names another field): what its turn adds beyond that."""
        strength = self.strength(episode_uid)
        return max(1.0, (1.0 + self.boost * strength) / max(1.0, asked)) if strength > 0 else 1.0

    def reason(self, episode_uid: str | None, asked: float = 1.0) -> str | None:
        if self.factor(episode_uid, asked) <= 1.0:
            return None
        cosine = self.cosines[episode_uid]  # type: ignore[index]
        beyond = f", beyond its field's ×{asked:.3g}" if asked > 1.0 else ""
        if cosine >= self.nearest:
            return f"the turn it was said in is the nearest to the question ({cosine:.2f}{beyond})"
        return (
            f"the turn it was said in is near the question ({cosine:.2f}, the nearest "
            f"{self.nearest:.2f}{beyond})"
        )


def turn_nearness(
    similarities: Mapping[str, float], candidates: Iterable[str | None], boost: float
) -> TurnNearness:
    """The nearness of turns to a question: ``similarities`` are the episode vector channel's
    scores (episode uid → Neo4j's cosine score, (1 + cosine) / 2), ``candidates`` the turns of the
    facts the question is about (their nearest sets the mark)."""
    cosines = {uid: 2.0 * score - 1.0 for uid, score in similarities.items()}
    near = [cosines[uid] for uid in candidates if uid is not None and uid in cosines]
    if not near or boost <= 0:
        return TurnNearness()
    return TurnNearness(cosines, max(near), boost)
