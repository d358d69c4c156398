"""Cron validation and next runs (sheldonmem's five example expressions), from fixed instants."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from hippograph.errors import ConfigurationError, ValidationError
from hippograph.reminders.schedule import next_run, validate, zone

MONDAY_NOON = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("expression", "after", "expected"),
    [
        # 8 pm daily: later the same day, then the next day once it has passed (strictly after).
        ("0 20 * * *", MONDAY_NOON, datetime(2026, 1, 5, 20, 0, tzinfo=UTC)),
        ("0 20 * * *", datetime(2026, 1, 5, 20, 0, tzinfo=UTC), datetime(2026, 1, 6, 20, 0, tzinfo=UTC)),
        # 9 am on weekdays: Friday evening → Monday.
        ("0 9 * * 1-5", datetime(2026, 1, 9, 18, 0, tzinfo=UTC), datetime(2026, 1, 12, 9, 0, tzinfo=UTC)),
        ("0 9 * * 1-5", datetime(2026, 1, 6, 8, 59, tzinfo=UTC), datetime(2026, 1, 6, 9, 0, tzinfo=UTC)),
        ("30 14 * * *", MONDAY_NOON, datetime(2026, 1, 5, 14, 30, tzinfo=UTC)),
        ("30 14 * * *", datetime(2026, 1, 5, 14, 31, tzinfo=UTC), datetime(2026, 1, 6, 14, 30, tzinfo=UTC)),
        # every 2 hours, on the hour: 13:05 → 14:00; 23:00 → midnight.
        ("0 */2 * * *", datetime(2026, 1, 5, 13, 5, tzinfo=UTC), datetime(2026, 1, 5, 14, 0, tzinfo=UTC)),
        ("0 */2 * * *", datetime(2026, 1, 5, 23, 0, tzinfo=UTC), datetime(2026, 1, 6, 0, 0, tzinfo=UTC)),
        # 8 am on the 1st: mid-January → 1 February; 31 December → 1 January.
        ("0 8 1 * *", MONDAY_NOON, datetime(2026, 2, 1, 8, 0, tzinfo=UTC)),
        ("0 8 1 * *", datetime(2026, 12, 31, 9, 0, tzinfo=UTC), datetime(2027, 1, 1, 8, 0, tzinfo=UTC)),
    ],
)
def test_next_run_of_the_design_examples(expression: str, after: datetime, expected: datetime) -> None:
    assert next_run(validate(expression), after) == expected


def test_fields_are_read_in_the_configured_zone_across_daylight_saving() -> None:
    lisbon = ZoneInfo("Europe/Lisbon")
    # Lisbon is UTC+0 in winter and UTC+1 from 29 March 2026: 8 pm local moves from 20:00 to 19:00 UTC.
    assert next_run("0 20 * * *", datetime(2026, 3, 28, 21, 0, tzinfo=UTC), lisbon) == datetime(
        2026, 3, 29, 19, 0, tzinfo=UTC
    )
    assert next_run("0 20 * * *", datetime(2026, 3, 27, 12, 0, tzinfo=UTC), lisbon) == datetime(
        2026, 3, 27, 20, 0, tzinfo=UTC
    )


def test_whitespace_and_names_are_accepted() -> None:
    assert validate("  0 9  * *   mon-fri ") == "0 9 * * mon-fri"
    assert validate("0 8 1 JAN *") == "0 8 1 JAN *"


@pytest.mark.parametrize(
    "expression",
    [
        "",
        "0 20 * *",  # four fields
        "0 0 20 * * *",  # six fields (seconds)
        "@daily",
        "@reboot",
        "61 * * * *",
        "0 25 * * *",
        "0 20 L * *",  # croniter's last-day extension
        "0 20 * * 5#2",
        "H 20 * * *",
        "0 20 ? * *",
        "every day",
        "0 20 * * funday",
    ],
)
def test_anything_but_standard_five_field_cron_is_bad_input(expression: str) -> None:
    with pytest.raises(ValidationError):
        validate(expression)


def test_an_unknown_zone_is_a_configuration_error() -> None:
    assert zone("Europe/Lisbon") == ZoneInfo("Europe/Lisbon")
    with pytest.raises(ConfigurationError):
        zone("Mars/Olympus_Mons")
