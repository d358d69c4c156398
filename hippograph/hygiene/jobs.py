"""The hygiene jobs for the service's scheduler, on the cron schedules from settings.

Each job goes through every namespace; the scheduler calls it with the clock's "now".
"""

from __future__ import annotations

from functools import partial

from hippograph.hygiene.report import HygieneJob
from hippograph.hygiene.service import Hygiene
from hippograph.jobs import CronJob
from hippograph.settings import Settings


def hygiene_jobs(settings: Settings, hygiene: Hygiene) -> list[CronJob]:
    """Decay, compaction and pruning (``hygiene.decay`` …), every namespace each time."""
    schedules = {
        HygieneJob.DECAY: settings.hygiene_decay_schedule,
        HygieneJob.COMPACT: settings.hygiene_compact_schedule,
        HygieneJob.PRUNE: settings.hygiene_prune_schedule,
    }
    return [
        CronJob(f"hygiene.{job}", schedule, partial(hygiene.run, job, None))
        for job, schedule in schedules.items()
    ]
