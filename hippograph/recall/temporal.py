"""Time in a recall: what a question asks about time, and which items answer it.

Two readings of the question, from its words alone:

- it **asks for a time** ("when did…", "what year…", "how long ago…", "how long has…"): the answer
  is in a turn that *says* a time ("we went there last week", "since 2019") or in a fact that
  carries its own time (a ``valid_from`` the statement gave, not the turn's). Such items are
  multiplied by :data:`WHEN_BOOST`; a turn that says no time may still answer, so nothing is
  dropped.
- it **names a period** ("in May 2023", "last year", "yesterday"): the expression is resolved
  (``dateparser``, relative to the recall's ``as_of`` or now, preferring the past) to the period
  it spans, and turns said in it (their ``occurred_at``) and facts that held in it (``valid_from``)
  are multiplied by :data:`PERIOD_BOOST`; a little before and after counts too (a turn says "last
  week" a week later).

>>> asked = time_asked("When did Ana move to Lisbon?", datetime(2026, 3, 1, tzinfo=UTC))
>>> asked.asks_time, asked.period
(True, None)
>>> asked = time_asked("What did I cook in May 2025?", datetime(2026, 3, 1, tzinfo=UTC))
>>> [d.date().isoformat() for d in asked.period or ()]
['2025-05-01', '2025-06-01']
>>> says_time("We finally went there last weekend!"), says_time("We finally went there.")
(True, False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from dateparser.date import DateDataParser

WHEN_BOOST = 1.5  # an item that says a time, for a question that asks for one
PERIOD_BOOST = 1.5  # an item of the period a question names
# How far outside the named period an item still counts: a turn tells of last week's trip later.
SLACK = {"day": timedelta(days=3), "week": timedelta(days=7), "month": timedelta(days=10)}
DEFAULT_SLACK = timedelta(days=31)
# A fact's valid_from this close to its turn's time is the turn's time, not one the statement gave.
OWN_TIME_MIN = timedelta(hours=12)

_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_MONTHS_SHORT = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_UNITS = r"(?:day|night|week|weekend|month|year|decade|summer|winter|spring|fall|autumn|semester)s?"
_COUNT = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|a couple of|couple of|several)"
)
# A question that asks for a time: by its question words (not "what did you do when…").
_ASKS_TIME = re.compile(
    r"^\s*(?:when\b|since when\b|until when\b|how long\b|how many (?:days|weeks|months|years)\b"
    r"|(?:what|which) (?:year|month|day|date|time|week|weekend|season)\b)"
    r"|\bwhen (?:did|does|do|was|were|is|are|will|would|has|have|had)\b"
    r"|\b(?:what|which) (?:year|month|date)\b|\bhow long ago\b",
    re.IGNORECASE,
)
# A time said in a text: relative ("last week", "two years ago", "yesterday"), a weekday, a
# month (capitalised: "may" is mostly a verb), a year, a date.
_SAYS_TIME = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|the other day|the day before|recently|lately)\b"
    rf"|\b(?:last|this|next|past|previous|coming|earlier this|later this) (?:{_UNITS}|{_DAYS}|time)\b"
    rf"|\b{_COUNT} {_UNITS} (?:ago|back|before|later|earlier)\b|\bago\b"
    rf"|\b(?:for|in|over|since) (?:the (?:last|past) )?{_COUNT} {_UNITS}\b"
    rf"|\b(?:on |this |last |next )?(?:{_DAYS})\b"
    r"|\b(?:19|20)\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)\b",
    re.IGNORECASE,
)
_MONTH_WORD = re.compile(rf"\b(?:{_MONTHS}|{_MONTHS_SHORT})\b")  # case-sensitive
# A period a question names, to be resolved: "in May 2023", "2022", "last summer", "yesterday".
_PERIOD = re.compile(
    rf"\b(?:(?:\d{{1,2}}(?:st|nd|rd|th)? )?(?:{_MONTHS})(?: \d{{1,2}}(?:st|nd|rd|th)?)?,? (?:19|20)\d{{2}}"
    rf"|(?:{_MONTHS})(?= \b)|(?:19|20)\d{{2}}"
    rf"|yesterday|today|(?:last|this|past) (?:week|weekend|month|year|{_DAYS})"
    rf"|{_COUNT} (?:days|weeks|months|years) ago)\b",
)
_PERIOD_CI = re.compile(
    rf"\b(?:yesterday|today|(?:last|this|past) (?:week|weekend|month|year|{_DAYS})"
    rf"|{_COUNT} (?:days|weeks|months|years) ago)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TimeAsked:
    """What a question asks about time (nothing, for most questions)."""

    asks_time: bool = False
    period: tuple[datetime, datetime] | None = None  # [start, end) of the period it names
    expression: str | None = None  # the words that named it
    granularity: str | None = None  # day, week, month, year

    def __bool__(self) -> bool:
        return self.asks_time or self.period is not None

    def factor(self, said_at: datetime | None, own_time: bool) -> tuple[float, str | None]:
        """The boost of an item said (or holding) at ``said_at`` that states a time of its own
        (``own_time``), and why; (1.0, None) when the question's time does not concern it."""
        value, reasons = 1.0, []
        if self.asks_time and own_time:
            value *= WHEN_BOOST
            reasons.append("says a time, and the question asks for one")
        if self.period is not None and said_at is not None and self._near(said_at):
            value *= PERIOD_BOOST
            reasons.append(f"in the period the question names ({self.expression})")
        return value, "; ".join(reasons) or None

    def _near(self, moment: datetime) -> bool:
        assert self.period is not None
        slack = SLACK.get(self.granularity or "", DEFAULT_SLACK)
        start, end = self.period
        return start - slack <= moment < end + slack


def time_asked(query: str, now: datetime) -> TimeAsked:
    """Read ``query``'s time: whether it asks for one, and the period it names (resolved against
    ``now``)."""
    asks = bool(_ASKS_TIME.search(query))
    match = _PERIOD.search(query) or _PERIOD_CI.search(query)
    if match is None:
        return TimeAsked(asks_time=asks)
    resolved = _resolve(match.group(0), now)
    if resolved is None:
        return TimeAsked(asks_time=asks)
    start, granularity = resolved
    return TimeAsked(asks, (start, _end(start, granularity)), match.group(0), granularity)


def says_time(text: str) -> bool:
    """Whether ``text`` states a time: a relative one, a weekday, a month, a year or a date."""
    return bool(_SAYS_TIME.search(text) or _MONTH_WORD.search(text))


def own_time(valid_from: datetime | None, said_at: datetime | None) -> bool:
    """Whether a fact holds from a time its statement gave ("last May"), not from its turn's."""
    if valid_from is None or said_at is None:
        return False
    return abs(valid_from - said_at) >= OWN_TIME_MIN


def _resolve(expression: str, now: datetime) -> tuple[datetime, str] | None:
    base = now if now.tzinfo is not None else now.replace(tzinfo=UTC)
    settings: Any = {
        "RELATIVE_BASE": base.astimezone(UTC).replace(tzinfo=None),
        "PREFER_DATES_FROM": "past",
        "PREFER_DAY_OF_MONTH": "first",
    }
    data = DateDataParser(languages=["en"], settings=settings).get_date_data(expression)
    if data.date_obj is None:
        return None
    moment = data.date_obj.replace(tzinfo=UTC) if data.date_obj.tzinfo is None else data.date_obj
    granularity = data.period or "day"
    start = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    if granularity == "month":
        start = start.replace(day=1)
    elif granularity == "year":
        start = start.replace(month=1, day=1)
    elif granularity == "week":
        start -= timedelta(days=start.weekday())
    return start.astimezone(UTC), granularity


def _end(start: datetime, granularity: str) -> datetime:
    if granularity == "year":
        return start.replace(year=start.year + 1)
    if granularity == "month":
        return start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    if granularity == "week":
        return start + timedelta(days=7)
    return start + timedelta(days=1)
