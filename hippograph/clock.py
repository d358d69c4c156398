"""Time as a dependency: the service reads "now" and waits through a :class:`Clock`.

Scheduling (reminders, hygiene jobs) and everything that ages (notes, decay) ask the clock rather
than ``datetime.now``, so tests drive time with :class:`ManualClock` instead of sleeping.

>>> clock = ManualClock(datetime(2026, 1, 5, 19, 59, tzinfo=UTC))
>>> clock.advance(timedelta(minutes=1))
>>> clock.now().hour
20
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime:
        """The current time, timezone-aware (UTC)."""
        ...

    async def sleep_until(self, when: datetime, *, wake: asyncio.Event | None = None) -> None:
        """Return at ``when``, or earlier when ``wake`` is set (new work to look at)."""
        ...


class SystemClock:
    """The real clock. Sleeps are capped so a changed system time is noticed within a minute."""

    MAX_SLEEP_S = 60.0

    def now(self) -> datetime:
        return datetime.now(UTC)

    async def sleep_until(self, when: datetime, *, wake: asyncio.Event | None = None) -> None:
        delay = min(max((when - self.now()).total_seconds(), 0.0), self.MAX_SLEEP_S)
        if wake is None:
            await asyncio.sleep(delay)
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), timeout=delay)


class ManualClock:
    """A clock that moves only when told to; sleepers wake when it passes their time.

    Safe to advance from another thread than the one sleeping (tests drive a service running in
    a uvicorn thread): waiting is a short poll, not a cross-loop future.
    """

    POLL_S = 0.01

    def __init__(self, start: datetime) -> None:
        if start.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware start")
        self._now = start

    def now(self) -> datetime:
        return self._now

    def set(self, when: datetime) -> None:
        if when.tzinfo is None:
            raise ValueError("ManualClock needs timezone-aware times")
        self._now = when

    def advance(self, delta: timedelta) -> None:
        self._now = self._now + delta

    async def sleep_until(self, when: datetime, *, wake: asyncio.Event | None = None) -> None:
        while self._now < when and not (wake is not None and wake.is_set()):
            await asyncio.sleep(self.POLL_S)
