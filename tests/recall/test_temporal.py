"""A question's time: what it asks (a time, a period) read from its words, and turns that say a
time (or were said in the period) ranked above those that do not, through the real recall."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hippograph.recall.temporal import PERIOD_BOOST, WHEN_BOOST, own_time, says_time, time_asked
from hippograph.services import Services

NOW = datetime(2026, 6, 15, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "question",
    ["When did you move to Lisbon?", "What year did Ana start painting?", "How long ago was the trip?",
     "How long has she played the cello?", "Which month was the wedding?", "Since when do I run?"],
)  # fmt: skip
def test_questions_asking_for_a_time(question: str) -> None:
    assert time_asked(question, NOW).asks_time


@pytest.mark.parametrize(
    "question", ["What did you do when it rained?", "Where do I live?", "Who may come to the party?"]
)
def test_questions_not_asking_for_one(question: str) -> None:
    asked = time_asked(question, NOW)
    assert not asked.asks_time and asked.period is None and not asked


def test_a_named_period_spans_its_granularity() -> None:
    month = time_asked("What did I cook in March 2025?", NOW)
    assert month.period == (datetime(2025, 3, 1, tzinfo=UTC), datetime(2025, 4, 1, tzinfo=UTC))
    year = time_asked("Where did we travel in 2024?", NOW)
    assert year.period == (datetime(2024, 1, 1, tzinfo=UTC), datetime(2025, 1, 1, tzinfo=UTC))
    assert year.factor(datetime(2024, 7, 1, tzinfo=UTC), False)[0] == PERIOD_BOOST
    assert year.factor(datetime(2022, 7, 1, tzinfo=UTC), False)[0] == 1.0
    yesterday = time_asked("What did I eat yesterday?", NOW)
    assert yesterday.period is not None and yesterday.period[0] == datetime(2026, 6, 14, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "says"),
    [("We went hiking last weekend.", True), ("I started three years ago.", True),
     ("The concert is on Friday.", True), ("Back in 2019 I lived in Rome.", True),
     ("She was born in May.", True), ("You may want to try it.", False),
     ("We went hiking in the hills.", False)],
)  # fmt: skip
def test_texts_that_say_a_time(text: str, says: bool) -> None:
    assert says_time(text) is says


def test_a_fact_holds_from_its_own_time_only_when_the_statement_gave_one() -> None:
    assert own_time(datetime(2026, 5, 1, tzinfo=UTC), NOW)
    assert not own_time(NOW, NOW)
    assert not own_time(None, NOW)
    assert time_asked("When did I start?", NOW).factor(None, True)[0] == WHEN_BOOST


async def test_a_when_question_puts_the_turn_that_says_a_time_first(services: Services, user_id: str) -> None:
    said = [
        ("s1", datetime(2026, 3, 2, 18, 0, tzinfo=UTC), "We adopted Biscuit, our beagle puppy, last Saturday."),
        ("s2", datetime(2026, 4, 20, 18, 0, tzinfo=UTC), "Biscuit the beagle puppy we adopted loves the beach."),
        ("s3", datetime(2026, 5, 9, 18, 0, tzinfo=UTC), "Our adopted beagle puppy Biscuit chewed my shoes."),
    ]  # fmt: skip
    for session, at, text in said:
        await services.rememberer.remember(user_id, text, session_id=session, occurred_at=at)
    memory = await services.recaller.recall(user_id, "When did we adopt Biscuit the beagle puppy?", limit=5)
    assert memory.episodes[0].content == said[0][2], [e.content for e in memory.episodes]
    # the same question without asking for a time does not prefer that turn for its time
    plain = await services.recaller.recall(user_id, "Which beagle puppy did we adopt?", limit=5)
    assert {e.content for e in plain.episodes} >= {text for _, _, text in said}
