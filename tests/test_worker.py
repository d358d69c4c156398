"""The model worker thread: urgent jobs first, then arrival order; errors reach the caller."""

from __future__ import annotations

import asyncio
import threading

import pytest

from hippograph.worker import Worker


async def test_urgent_jobs_run_before_the_queue_then_arrival_order() -> None:
    worker = Worker("test")
    gate = threading.Event()
    ran: list[str] = []

    def job(name: str) -> str:
        if name == "busy":
            gate.wait(timeout=10)
        ran.append(name)
        return name.upper()

    try:
        busy = asyncio.create_task(worker.run(job, "busy"))
        await asyncio.sleep(0.05)  # the thread is now inside "busy"; the rest queue up behind it
        queued = [
            asyncio.create_task(worker.run(job, "first")),
            asyncio.create_task(worker.run(job, "second")),
            asyncio.create_task(worker.run(job, "recall", urgent=True)),
        ]
        await asyncio.sleep(0.05)
        gate.set()
        results = await asyncio.gather(busy, *queued)
    finally:
        worker.close()
    assert ran == ["busy", "recall", "first", "second"]
    assert results == ["BUSY", "FIRST", "SECOND", "RECALL"]


async def test_a_failing_job_raises_in_its_caller_and_the_worker_goes_on() -> None:
    worker = Worker("test")

    def fail() -> None:
        raise ValueError("bad input")

    try:
        with pytest.raises(ValueError, match="bad input"):
            await worker.run(fail)
        assert await worker.run(sum, [1, 2, 3]) == 6
    finally:
        worker.close()


async def test_close_lets_the_queued_jobs_finish() -> None:
    worker = Worker("test")
    gate = threading.Event()
    busy = asyncio.create_task(worker.run(gate.wait, 10))
    after = asyncio.create_task(worker.run(len, "abc"))
    await asyncio.sleep(0.05)
    worker.close()
    gate.set()
    assert await asyncio.gather(busy, after) == [True, 3]
