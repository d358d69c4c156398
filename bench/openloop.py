"""Open-loop load: requests arrive as a Poisson process at a fixed rate, whatever the service does.

A closed loop (N clients that each wait for their answer) slows its own arrivals when the service
slows, so it never shows queueing: its latency is bounded by Little's law, N / throughput. Real
users do not wait for each other. Here request ``i`` is scheduled at ``t_i`` (exponential gaps of
mean ``1 / rate``) and sent at that moment in its own task, however many are still in flight; its
latency runs from ``t_i`` to its answer, so time spent queued (in the client's connection pool, the
server's accept queue, the event loop) counts.

>>> times = arrivals(np.random.default_rng(1), rate=20, seconds=10)
>>> 150 < len(times) < 250 and float(times.max()) < 10
True
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

Send = Callable[[int], Awaitable[None]]


def arrivals(rng: np.random.Generator, rate: float, seconds: float) -> NDArray[np.float64]:
    """Poisson arrival times in ``[0, seconds)``, in seconds from the start."""
    if rate <= 0 or seconds <= 0:
        return np.zeros(0)
    gaps = rng.exponential(1.0 / rate, size=int(rate * seconds * 1.5) + 20)
    times = np.cumsum(gaps)
    while times[-1] < seconds:  # rare: the draws ran short
        times = np.concatenate([times, times[-1] + np.cumsum(rng.exponential(1.0 / rate, size=len(gaps)))])
    out: NDArray[np.float64] = times[times < seconds]
    return out


@dataclass
class RateRun:
    """What one rate's run saw: latency from the scheduled time of each answered request."""

    rate: float
    seconds: float
    sent: int = 0
    latencies_s: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    send_lag_s: list[float] = field(default_factory=list)  # how late each request left
    elapsed_s: float = 0.0  # from the first scheduled time to the last answer

    def summary(self) -> dict[str, Any]:
        ms = np.asarray(self.latencies_s) * 1000
        row: dict[str, Any] = {
            "rate": self.rate,
            "seconds": self.seconds,
            "sent": self.sent,
            "ok": int(ms.size),
            "errors": len(self.errors),
            "offered_per_s": self.sent / self.seconds,
            "achieved_per_s": ms.size / self.elapsed_s if self.elapsed_s else 0.0,
            "max_send_lag_ms": max(self.send_lag_s, default=0.0) * 1000,
            "error_samples": sorted(set(self.errors))[:5],
        }
        if ms.size:
            row |= {f"p{q}": float(np.percentile(ms, q)) for q in (50, 95, 99)}
            row |= {"mean": float(ms.mean()), "max": float(ms.max())}
        return row


async def run_rate(send: Send, rate: float, seconds: float, *, seed: int, drain_s: float = 120.0) -> RateRun:
    """Send ``send(i)`` at each Poisson arrival for ``seconds``; then wait up to ``drain_s`` for the
    answers still due (those never answered count as errors)."""
    loop = asyncio.get_running_loop()
    run = RateRun(rate, seconds)
    times = arrivals(np.random.default_rng(seed), rate, seconds)
    start = loop.time() + 0.05

    async def one(index: int, scheduled: float) -> None:
        try:
            await send(index)
        except Exception as exc:  # a bench counts failures, it does not stop at the first
            run.errors.append(f"{type(exc).__name__}: {exc}"[:200])
            return
        run.latencies_s.append(loop.time() - scheduled)

    tasks = []
    for index, offset in enumerate(times):
        scheduled = start + float(offset)
        delay = scheduled - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        run.send_lag_s.append(max(0.0, loop.time() - scheduled))
        tasks.append(asyncio.create_task(one(index, scheduled)))
    run.sent = len(tasks)
    if tasks:
        _, pending = await asyncio.wait(tasks, timeout=drain_s)
        for task in pending:
            task.cancel()
            run.errors.append(f"no answer within {drain_s:.0f} s of the end of the run")
        await asyncio.gather(*pending, return_exceptions=True)
    run.elapsed_s = max(seconds, loop.time() - start)
    return run


def highest_rate(rows: list[dict[str, Any]], goal_p95_ms: float) -> float | None:
    """The highest rate that, like every lower one, keeps p95 within the goal with no errors (None:
    not even the lowest)."""
    best = None
    for row in sorted(rows, key=lambda row: row["rate"]):
        if row["errors"] or row.get("p95", np.inf) > goal_p95_ms:
            break
        best = row["rate"]
    return best
