"""Input checks that need no database: depth measured on bytes, Unicode, names, cursors, cron
dates that never come, and the keyword ranking's bounded exponent."""

from __future__ import annotations

import base64
import json
import math
from datetime import UTC, datetime

import pytest

from hippograph.errors import ValidationError
from hippograph.recall.memory import ChannelHit
from hippograph.recall.ranking import FactSignals, Ranker, keyword_factors
from hippograph.reminders.schedule import validate
from hippograph.resolvers.paging import decode_cursor, encode_cursor
from hippograph.text import normalise_name
from hippograph.wellformed import check_json_body, check_value, json_depth


@pytest.mark.parametrize(
    ("raw", "depth"),
    [
        (b"{}", 1),
        (b'{"a": [1, [2, {"b": 3}]]}', 4),
        (b'{"s": "[[[[{{{{"}', 1),
        (b'{"s": "\\"[[["}', 1),
        (b"[" * 100_000 + b"]" * 100_000, 100_000),
        (b'"just a string"', 0),
    ],
)
def test_json_depth_counts_brackets_outside_strings(raw: bytes, depth: int) -> None:
    assert json_depth(raw) == depth


def test_a_deep_body_is_refused_before_parsing() -> None:
    check_json_body(json.dumps({"variables": {"m": {"a": [[1]]}}}).encode())
    with pytest.raises(ValidationError):
        check_json_body(b'{"variables": ' + b"[" * 10_000 + b"]" * 10_000 + b"}")


@pytest.mark.parametrize("value", ["\ud800", {"k": ["ok", "\udfff"]}, {"\udc80": 1}, [[["a\ud800"]]]])
def test_lone_surrogates_anywhere_are_refused(value: object) -> None:
    with pytest.raises(ValidationError):
        check_value(value)


def test_nesting_is_bounded_without_recursion() -> None:
    value: object = "leaf"
    for _ in range(100_000):
        value = [value]
    with pytest.raises(ValidationError):
        check_value(value, max_depth=32)
    check_value({"a": ["fine", {"b": "🦛 text"}]})


@pytest.mark.parametrize(
    "spellings",
    [
        [
            "Initech Corp",
            "Initech Corp.",
            "initech corp",
            "The Initech Corp.",
            "“Initech Corp”",
            " Initech  Corp ",
        ],
        ["Initech, Inc.", "Initech Inc", "INITECH INC."],
        ["U.S.A.", "USA", "usa"],
        ["O’Brien", "O'Brien", "o'brien"],
    ],
)
def test_spellings_of_one_name_share_one_key(spellings: list[str]) -> None:
    assert len({normalise_name(name) for name in spellings}) == 1


@pytest.mark.parametrize(
    "different", [("C", "C++"), ("C", "C#"), ("Python 3.5", "Python 35"), ("Ann", "Anne")]
)
def test_names_that_differ_keep_their_keys(different: tuple[str, str]) -> None:
    first, second = different
    assert normalise_name(first) != normalise_name(second)
    assert normalise_name("...") and normalise_name("!")  # never an empty key


@pytest.mark.parametrize(
    "cursor",
    [
        "A" * 10_000,
        base64.urlsafe_b64encode(b"offset:" + b"9" * 5000).decode(),
        base64.urlsafe_b64encode(b"offset:99999999999999999999").decode(),
        base64.urlsafe_b64encode("offset:١٢٣".encode()).decode(),
        "\ud800",
    ],
)
def test_cursors_out_of_range_are_bad_input(cursor: str) -> None:
    with pytest.raises(ValidationError):
        decode_cursor(cursor)
    assert decode_cursor(encode_cursor(41)) == 41


@pytest.mark.parametrize("schedule", ["0 0 30 2 *", "0 0 31 4 *", "0 0 31 2,4,6,9,11 *"])
def test_dates_that_never_come_are_refused(schedule: str) -> None:
    with pytest.raises(ValidationError, match="never fires"):
        validate(schedule)
    assert validate("0 0 29 2 *") == "0 0 29 2 *"  # leap days come


def test_keyword_rank_stays_finite_for_any_score() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    keyword_rank = Ranker(keyword_factors)
    ranks = [
        keyword_rank(FactSignals([ChannelHit("fulltext", 1, 2.0)], 0.9, score, 0, 1, None, None, None), now)
        for score in (-1e9, -3.0, 0.0, 3.0, 3_600.0, 1e9)
    ]
    assert all(math.isfinite(rank) and rank >= 0 for rank in ranks)
    assert ranks == sorted(ranks)
