"""A recurring job of the service's scheduler: a name, a 5-field cron expression, a coroutine.

Reminders and the hygiene jobs (decay, compaction, pruning, gaps) all run this way, in the one
scheduler the service starts; the CLI can run each job's coroutine once, by hand.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class CronJob:
    name: str
    schedule: str  # standard 5-field cron: minute hour day-of-month month day-of-week
    run: Callable[[datetime], Awaitable[object]]  # called with the clock's "now" when due
