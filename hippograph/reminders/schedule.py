"""Standard 5-field cron expressions: validation and the next run, computed by croniter.

Only the portable subset is accepted (numbers, ``*``, ``,``, ``-``, ``/`` and three-letter month
and weekday names): croniter's extensions (seconds, ``@daily`` macros, ``L``, ``#``, ``H``) would
make a stored reminder mean something another cron reads differently.

>>> next_run("0 20 * * *", datetime(2026, 1, 5, 19, 59, tzinfo=UTC))
datetime.datetime(2026, 1, 5, 20, 0, tzinfo=datetime.timezone.utc)
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import CroniterError, croniter

from hippograph.errors import ConfigurationError, ValidationError

FIELDS = 5
_PROBE_FROM = datetime(2000, 1, 1, tzinfo=UTC)  # a leap year: "0 0 29 2 *" fires from here
MAX_CHARS = 200
_FIELD = re.compile(r"^[0-9A-Za-z*,/-]+$")
_WORD = re.compile(r"[A-Za-z]+")
_NAMES = frozenset(
    [
        "jan",
        "feb",
        "mar",
        "apr",
        "may",
        "jun",
        "jul",
        "aug",
        "sep",
        "oct",
        "nov",
        "dec",
        "sun",
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
    ]
)


def validate(expression: str) -> str:
    """The expression, whitespace-normalised, or ``BAD_INPUT`` saying what is wrong with it.

    >>> validate(" 0  9 * * 1-5 ")
    '0 9 * * 1-5'
    """
    fields = expression.split()
    if len(expression) > MAX_CHARS or len(fields) != FIELDS:
        raise ValidationError(
            f"schedule {expression!r} is not a 5-field cron expression "
            "(minute hour day-of-month month day-of-week, e.g. '0 20 * * *')"
        )
    for field in fields:
        words = _WORD.findall(field)
        if not _FIELD.fullmatch(field) or any(word.lower() not in _NAMES for word in words):
            raise ValidationError(f"schedule {expression!r}: field {field!r} is not standard cron")
    normalised = " ".join(fields)
    if not croniter.is_valid(normalised):
        raise ValidationError(f"schedule {expression!r} is not a valid cron expression")
    try:  # valid fields can still name a date that never comes ("0 0 30 2 *": 30 February)
        croniter(normalised, _PROBE_FROM).get_next(datetime)
    except (CroniterError, ValueError, OverflowError) as exc:
        raise ValidationError(f"schedule {expression!r} never fires (no such date)") from exc
    return normalised


def next_run(expression: str, after: datetime, zone: tzinfo = UTC) -> datetime:
    """The first tick strictly after ``after``, in UTC; the fields are read in ``zone``'s local
    time, so "0 20 * * *" in Europe/Lisbon stays 8 pm across daylight-saving changes."""
    start = after.astimezone(zone)
    tick: datetime = croniter(expression, start).get_next(datetime)
    return tick.astimezone(UTC)


def zone(name: str) -> tzinfo:
    """The IANA time zone reminders' cron fields are read in (``HIPPOGRAPH_REMINDER_TIMEZONE``)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ConfigurationError(f"reminder_timezone {name!r} is not an IANA time zone") from exc
