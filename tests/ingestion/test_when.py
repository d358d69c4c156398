"""A statement's own time against its turn's time (dateparser, preferring the past)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hippograph.ingestion.when import resolve_when

TURN = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("last month", datetime(2026, 2, 15, 12, 0, tzinfo=UTC)),
        ("two weeks ago", datetime(2026, 3, 1, 12, 0, tzinfo=UTC)),
        ("yesterday", datetime(2026, 3, 14, 12, 0, tzinfo=UTC)),
        ("in 2019", datetime(2019, 3, 15, tzinfo=UTC)),
        ("now", TURN),
        ("anymore", TURN),
    ],
)
def test_expressions_resolve_against_the_turn(expression: str, expected: datetime) -> None:
    assert resolve_when(expression, TURN) == expected


def test_a_weekday_is_the_last_one_before_the_turn() -> None:
    friday = resolve_when("on Friday", TURN)
    assert friday is not None and friday.weekday() == 4 and friday < TURN


@pytest.mark.parametrize("expression", [None, "", "   ", "whenever it suits"])
def test_no_time_is_none(expression: str | None) -> None:
    assert resolve_when(expression, TURN) is None
