"""A kin word of one gender reaches only relatives not known to be of the other: "brother" and
"sister" are one relation (SIBLING_OF), so "what does my brother eat?" used to be about the
sister too, and her fact came first. Remembered through the pipeline (the introductions give each
sibling a gender), asked through the real recall."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hippograph.services import Services

SAID = (
    "My sister Leonie is two years older than me.",
    "My brother Rafael lives near us.",
    "Leonie is vegan.",
    "Leonie is allergic to cats.",
    "Rafael eats eggs every morning.",
    "Rafael plays rugby.",
)
ASKED = {
    "What does my brother eat?": ("Rafael", "egg"),
    "Is my sister vegan?": ("Leonie", "vegan"),
    "What sport does my brother play?": ("Rafael", "rugby"),
}


async def test_a_kin_word_of_one_gender_is_not_about_the_other(services: Services, user_id: str) -> None:
    start = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(days=i)
        )
    for question, (person, word) in ASKED.items():
        memory = await services.recaller.recall(user_id, question, limit=10)
        summaries = [
            f"{f.entity.name}: {f.field}={f.value} ({f.why.summary if f.why else ''})"
            for f in memory.facts[:3]
        ]
        top = memory.facts[0]
        assert top.entity.name == person and word in top.value, (question, summaries)
        assert top.why is not None and top.why.subject is not None and "the asker's" in top.why.subject
        others = [f for f in memory.facts if f.entity.name not in (person, "")]
        assert all(f.why is None or f.why.subject is None for f in others), (question, summaries)
