"""The statement a fact came from says which of one person's facts of a field a question's verb
asks about: "Daniel drives an old Land Rover" and "Daniel rides a Vespa" both give a ``vehicle``,
and "what does Daniel drive?" is the first, "what does Daniel ride?" the second. Remembered
through the pipeline, asked through the real recall."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hippograph.services import Services

SAID = ("My brother Daniel is three years younger than me.", "Daniel drives an old Land Rover.",
        "Daniel rides a Vespa.", "I drive a silver Honda Civic.")  # fmt: skip


async def test_the_statements_verb_picks_among_one_persons_facts_of_a_field(
    services: Services, user_id: str
) -> None:
    start = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(days=i)
        )
    for question, word, verb in (
        ("What does Daniel drive?", "Land Rover", "drive"),
        ("What does my brother ride?", "Vespa", "ride"),
    ):
        memory = await services.recaller.recall(user_id, question, limit=10)
        top = memory.facts[0]
        summaries = [
            f"{f.entity.name}: {f.value} ({f.why.summary if f.why else ''})" for f in memory.facts[:3]
        ]
        assert top.entity.name == "Daniel" and word in top.value, (question, summaries)
        assert top.why is not None and f"its statement says '{verb}'" in top.why.summary
