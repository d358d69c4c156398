"""Ranking details of recall/explain.py that the end-to-end recall tests cannot pin down: facts
stated together tie exactly, so the uid orders them whatever their own scores were."""

from __future__ import annotations

from hippograph.recall.explain import SIBLING, _Scored, _with_siblings
from hippograph.recall.memory import EntityRef, Provenance, RecalledFact


def _scored(uid: str, score: float, episode: str = "turn-1") -> _Scored:
    fact = RecalledFact(
        uid=uid,
        entity=EntityRef("e-1", "Maria", "Person"),
        domain_id=1,
        field="like",
        value=uid,
        confidence=0.9,
        active=True,
        access_count=0,
        valid_from=None,
        valid_to=None,
        score=score,
        channels=[],
        path=None,
        provenance=Provenance(episode, None, "user", None, "…"),
    )
    return _Scored(fact, [], None, None)


def test_facts_following_one_leader_tie_exactly_and_sort_by_uid() -> None:
    # Own scores for which score × (SIBLING × leader / score) misses SIBLING × leader in the last
    # bits (the product differed between two runs of the same recall, as recency moved with the
    # clock, and the uid tie-break never applied).
    leader = _scored("f-lead", 0.05)
    followers = [_scored(f"f-{n}", score) for n, score in enumerate((0.043, 0.005, 0.021, 0.04, 0.01))]
    other = _scored("f-other", 0.02, episode="turn-2")  # another turn: not lifted
    scored = _with_siblings([leader, *followers, other])
    lifted = [s.fact.score for s in scored[1:-1]]
    assert lifted == [SIBLING * 0.05] * len(followers)
    assert scored[-1].fact.score == 0.02 and scored[0].fact.score == 0.05
    order = sorted(scored, key=lambda s: (-s.fact.score, s.fact.uid))
    assert [s.fact.uid for s in order] == ["f-lead", "f-0", "f-1", "f-2", "f-3", "f-4", "f-other"]
    assert all(name == "statement" for s in scored[1:-1] for name, _ in s.factors)
