"""The episode channels: keyword queries, the speaker boost and neighbouring turns."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import load_spacy
from hippograph.recall.query import analyse
from hippograph.services import Services


def test_keywords_drop_stop_words_but_keep_names_and_numbers() -> None:
    analysis = analyse(load_spacy(), "What did Caroline say about the four paintings in May?")
    assert "Caroline" in analysis.names
    assert {"what", "did", "about", "the", "in"}.isdisjoint(w.lower() for w in analysis.keywords)
    assert {"Caroline", "paintings", "four", "May"} <= set(analysis.keywords)
    assert not analysis.first_person


async def test_turns_of_the_person_asked_about_come_first(services: Services, user_id: str) -> None:
    for speaker, text in (
        ("Melanie", "I painted a lake at sunrise last weekend."),
        ("Caroline", "I painted a sunset over the lake last weekend."),
    ):
        await services.rememberer.remember(user_id, text, speaker=speaker, session_id="s1")
    memory = await services.recaller.recall(user_id, "What did Caroline paint?")
    assert memory.episodes[0].speaker == "Caroline"
    memory = await services.recaller.recall(user_id, "What did Melanie paint?")
    assert memory.episodes[0].speaker == "Melanie"


async def test_a_reply_is_found_through_the_question_it_answers(services: Services, user_id: str) -> None:
    turns = [
        ("Anna", "Did you finally adopt the greyhound from the shelter?"),
        ("Ben", "Yes! We picked her up on Saturday."),
        ("Anna", "The weather was lovely today."),
    ]
    for index, (speaker, text) in enumerate(turns):
        await services.rememberer.remember(
            user_id,
            text,
            speaker=speaker,
            session_id="s1",
            occurred_at=f"2024-03-0{index + 1}T10:00:00+00:00",
        )
    memory = await services.recaller.recall(user_id, "greyhound adopt shelter")
    reply = next(e for e in memory.episodes if e.content.startswith("Yes!"))
    assert "context" in {hit.channel for hit in reply.channels}
