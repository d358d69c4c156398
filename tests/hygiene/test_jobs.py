"""The hygiene jobs the scheduler runs, and their cron settings."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from hippograph.clock import ManualClock
from hippograph.hygiene.jobs import hygiene_jobs
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.report import HygieneJob
from hippograph.hygiene.service import Hygiene
from hippograph.services import Services
from hippograph.settings import Settings
from tests.hygiene.conftest import T0


def test_jobs_take_their_schedules_from_settings(services: Services) -> None:
    settings = Settings(hygiene_decay_schedule="15 2 * * *", hygiene_prune_schedule="0 5 1 * *")
    hygiene = Hygiene(services.db, ManualClock(T0), HygienePolicy.from_settings(settings))
    jobs = {job.name: job.schedule for job in hygiene_jobs(settings, hygiene)}
    assert jobs == {
        "hygiene.decay": "15 2 * * *",
        "hygiene.compact": "0 4 * * 0",
        "hygiene.prune": "0 5 1 * *",
    }


@pytest.mark.parametrize("schedule", ["61 * * * *", "0 4 * *", "0 0 4 * * 0", "every day", ""])
def test_a_bad_cron_expression_is_rejected_at_load(schedule: str) -> None:
    with pytest.raises(ValidationError, match="5-field cron"):
        Settings(hygiene_compact_schedule=schedule)


async def test_a_job_runs_with_the_schedulers_now(services: Services, user_id: str) -> None:
    await services.namespaces.ensure(user_id)
    hygiene = Hygiene(services.db, ManualClock(T0), HygienePolicy.from_settings(services.settings))
    decay = next(job for job in hygiene_jobs(services.settings, hygiene) if job.name == "hygiene.decay")
    assert decay.run.func == hygiene.run and decay.run.args == (HygieneJob.DECAY, None)  # type: ignore[attr-defined]
