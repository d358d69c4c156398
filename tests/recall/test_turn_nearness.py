"""The turn a fact was said in enters its score: among the asker's own facts, the one said in the
turn nearest the question answers it when the question's words are not the fact's field ("who do
I cheer for?" for "I support Galway United", whose field is ``support``, beside facts that name
whom the asker knows). And a verb with a particle is another verb: "where did I grow up?" is not
asked by the ``grow`` of "I grow chillies", by its words or by meaning. A fact whose field the
question names counts its turn only beyond that (test_recall.py's decay test is the guard of why).
Remembered through the pipeline, asked through the real recall."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hippograph.recall.statement import turn_nearness
from hippograph.services import Services

SAID = (
    "Tom is my best friend.",
    "My mother Ann lives in Cork.",
    "My sister Ruth is a nurse.",
    "I support Galway United.",
    "I swim forty lengths before work.",
    "I collect vinyl records.",
    "I grow chillies on my balcony.",
    "I grew up in Galway.",
    "Ruth does yoga on Mondays.",
)
# question → a word of the asker's fact that answers it. Old main put the friend first for the
# first and the chillies for the third; the other two are guards (right before, kept right).
ASKED = {
    "Who do I cheer for?": "Galway United",
    "How do I stay active?": "forty lengths",
    "Where did I grow up?": "Galway",
    "What do I grow?": "chillies",
}


@pytest.fixture
async def told(services: Services, user_id: str) -> str:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(minutes=i)
        )
    return (await services.namespaces.ensure(user_id)).user_uid


@pytest.mark.parametrize("question", list(ASKED))
async def test_the_askers_fact_said_nearest_the_question_comes_first(
    services: Services, user_id: str, told: str, question: str
) -> None:
    memory = await services.recaller.recall(user_id, question, limit=10)
    top = memory.facts[0]
    summaries = [
        f"{f.entity.name}: {f.field}={f.value} ({f.why.summary if f.why else ''})" for f in memory.facts[:3]
    ]
    assert top.entity.uid == told and ASKED[question] in top.value, (question, summaries)


async def test_a_verb_with_another_particle_is_not_asked_by_meaning_either(
    services: Services, user_id: str, told: str
) -> None:
    # Old main read "grow" in "where did I grow up?" as the open field ``grow`` of "I grow
    # chillies" (by the lexicon); the lexicon with particles still found it near in meaning (0.48),
    # by the word the two share.
    memory = await services.recaller.recall(user_id, "Where did I grow up?", limit=10)
    chillies = next(f for f in memory.facts if "chillies" in f.value)
    assert chillies.why is not None and "predicate" not in {f.name for f in chillies.why.factors}, (
        chillies.why.summary
    )
    galway = memory.facts[0]
    assert galway.why is not None and "the question's 'grow up' states" in galway.why.summary


def test_the_turn_counts_beyond_the_field_the_question_names() -> None:
    # Its field named by the question and its turn near it are two signs of the same thing: a fact
    # of the field asked counts what its turn adds beyond its field's factor, not both.
    near = turn_nearness({"t1": 0.71, "t2": 0.675}, ["t1", "t2"], 1.0)
    assert near.factor("t1", asked=1.5) == pytest.approx(2.0 / 1.5)
    assert near.factor("t2", asked=1.8) == 1.0 and near.reason("t2", asked=1.8) is None
    assert near.factor("t1", asked=0.5) == pytest.approx(2.0)  # a field not asked: the turn alone
    assert "beyond its field's ×1.5" in (near.reason("t1", asked=1.5) or "")


def test_nearness_is_relative_to_the_nearest_turn_of_whom_the_question_is_about() -> None:
    # Neo4j's cosine scores are (1 + cosine) / 2: 0.71 is a cosine of 0.42.
    near = turn_nearness({"t1": 0.71, "t2": 0.675, "t3": 0.6, "other": 0.8}, ["t1", "t2", "t3", None], 1.0)
    assert near.nearest == pytest.approx(0.42)
    assert near.factor("t1") == pytest.approx(2.0) and 1.0 < near.factor("t2") < 2.0
    assert (
        near.factor("t3") == pytest.approx(1.0) and near.factor("unfound") == 1.0 and near.factor(None) == 1.0
    )
    assert near.factor("other") == pytest.approx(2.0)  # nearer than the mark: as the nearest
    assert near.reason("t3") is None and "nearest" in (near.reason("t1") or "")
    assert turn_nearness({"t1": 0.7}, ["t1"], 0.0).factor("t1") == 1.0  # the boost off
    assert turn_nearness({}, ["t1"], 1.0).factor("t1") == 1.0  # no turn found
