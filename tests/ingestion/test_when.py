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
        # a year or month said without a day starts the period it names, not the turn's day of it
        ("in 2019", datetime(2019, 1, 1, tzinfo=UTC)),
        ("back in 1987", datetime(1987, 1, 1, tzinfo=UTC)),
        ("in May 2023", datetime(2023, 5, 1, tzinfo=UTC)),
        # a named month or season before, after or of the turn
        ("last June", datetime(2025, 6, 1, tzinfo=UTC)),
        ("next June", datetime(2026, 6, 1, tzinfo=UTC)),
        ("this June", datetime(2026, 6, 1, tzinfo=UTC)),
        ("last summer", datetime(2025, 6, 1, tzinfo=UTC)),
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
