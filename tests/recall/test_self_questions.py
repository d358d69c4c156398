"""Who is asking, from a conversation: the user tells of themselves and, on the same topics, of
their sister and a friend (remembered through the pipeline, so extraction decides whose fact each
is); a self-question puts the user's own fact first, a question naming someone that person's.
A subset of ``bench/self_questions.py``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hippograph.services import Services

SAID = (
    "My sister Marta is two years older than me.",
    "My best friend Jonas and I met at university.",
    "I live in Lisbon.",
    "My sister Marta lives in Oslo.",
    "Jonas lives in Madrid.",
    "I love Brazilian jazz.",
    "Marta loves heavy metal.",
    "Jonas loves techno.",
    "I play tennis every Saturday.",
    "Jonas plays football on Sundays.",
)
# question → (whose fact: None for the user, a word of its value)
ASKED = {
    "Where do I live?": (None, "Lisbon"),
    "Which city is my home?": (None, "Lisbon"),
    "What music do I like?": (None, "jazz"),
    "Which sport do I play?": (None, "tennis"),
    "Where does Marta live?": ("Marta", "Oslo"),
    "Which city does my friend Jonas live in?": ("Jonas", "Madrid"),
    "What music does Jonas like?": ("Jonas", "techno"),
}


@pytest.fixture
async def conversation(services: Services, user_id: str) -> str:
    start = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(minutes=i)
        )
    return user_id


async def test_the_person_a_question_is_about_comes_first(services: Services, conversation: str) -> None:
    refs = await services.namespaces.ensure(conversation)
    for question, (person, word) in ASKED.items():
        memory = await services.recaller.recall(conversation, question, limit=10)
        top = memory.facts[0]
        about = top.entity.uid == refs.user_uid if person is None else top.entity.name == person
        summaries = [
            f"{f.entity.name}: {f.value} ({f.why.summary if f.why else ''})" for f in memory.facts[:4]
        ]
        assert about and word.lower() in top.value.lower(), (question, summaries)
