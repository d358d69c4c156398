"""A statement's own time ("last month", "on Friday", "in 2019") resolved against its turn's time.

The extractor keeps the expression as written (``FactCandidate.when``); only the pipeline knows
when the turn was said, so the conversion happens here, with ``dateparser`` relative to that
moment and preferring the past (people mostly correct what has already happened).

>>> turn = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)
>>> resolve_when("last month", turn).date().isoformat()
'2026-02-15'
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
    for candidate in (text, _LEAD.sub("", text)):
        parsed: datetime | None = dateparser.parse(candidate, languages=["en"], settings=settings)
        if parsed is not None:
            return parsed.astimezone(UTC)
    return None
