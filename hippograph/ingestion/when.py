"""A statement's own time ("last month", "on Friday", "in 2019") resolved against its turn's time.

The extractor keeps the expression as written (``FactCandidate.when``); only the pipeline knows
when the turn was said, so the conversion happens here, with ``dateparser`` relative to that
moment and preferring the past (people mostly correct what has already happened).

>>> turn = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)
>>> resolve_when("last month", turn).date().isoformat()
'2026-02-15'
>>> resolve_when("in 1987", turn).date().isoformat()
'1987-01-01'
>>> resolve_when("last June", turn).date().isoformat()
'2025-06-01'
>>> resolve_when("now", turn) == turn
True
>>> resolve_when("whenever", turn) is None
True
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import dateparser

# Words a sentence uses to say "as of this turn": the turn's own time, not a parse.
_NOW = frozenset({"now", "today", "nowadays", "currently", "these days", "anymore", "any more", "no longer"})
# dateparser reads "last month" but not "a month ago" inside longer phrases reliably; prepositions
# that only introduce the time are dropped first.
_LEAD = re.compile(r"^(?:since|from|as of|starting|in|on|at|back in|until|till)\s+", re.IGNORECASE)
_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
# A calendar year or month said without a day ("1987", "March", "June 2020"): the day and month
# the text leaves out are the period's first, not the turn's own ("in 1987" is not 25 Nov 1987).
_CALENDAR = re.compile(rf"^(?:(?:{_MONTHS})\.?\s*)?(?:\d{{4}})?$")
# "last June", "next March", "this September": the month before or after the turn, or of its year.
_NAMED_MONTH = re.compile(rf"^(last|next|this)\s+((?:{_MONTHS})\.?|spring|summer|autumn|fall|winter)$")
# A season by the month it starts with (the northern hemisphere's: the text does not say).
_SEASONS = {
    "spring": "march",
    "summer": "june",
    "autumn": "september",
    "fall": "september",
    "winter": "december",
}
_PREFERENCE = {"last": "past", "next": "future", "this": "current_period"}


def resolve_when(expression: str | None, turn_time: datetime) -> datetime | None:
    """The moment ``expression`` names, relative to ``turn_time``; None when it names none."""
    if not expression or not expression.strip():
        return None
    text = expression.strip().casefold()
    if text in _NOW:
        return turn_time
    base = turn_time if turn_time.tzinfo is not None else turn_time.replace(tzinfo=UTC)
    settings: Any = {
        "RELATIVE_BASE": base.astimezone(UTC).replace(tzinfo=None),
        "PREFER_DATES_FROM": "past",
        "RETURN_AS_TIMEZONE_AWARE": True,
        "TIMEZONE": "UTC",
        "TO_TIMEZONE": "UTC",
    }
    bare = _LEAD.sub("", text)
    named = _NAMED_MONTH.match(bare)
    if named is not None:
        bare = _SEASONS.get(named.group(2), named.group(2))
        settings["PREFER_DATES_FROM"] = _PREFERENCE[named.group(1)]
    candidates: tuple[str, ...]
    if bare and _CALENDAR.match(bare):
        settings |= {"PREFER_DAY_OF_MONTH": "first", "PREFER_MONTH_OF_YEAR": "first"}
        candidates = (bare,)
    else:
        candidates = (text, bare)
    for candidate in candidates:
        parsed: datetime | None = dateparser.parse(candidate, languages=["en"], settings=settings)
        if parsed is not None:
            return parsed.astimezone(UTC)
    return None
