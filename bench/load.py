"""Load: HTTP clients against a running service, closed loop (recall and remember) or open loop.

    HF_HUB_OFFLINE=1 .venv/bin/python bench/load.py [--seconds 60] [--clients 20] [--turns N]
        [--recall-share 0.8] [--json OUT] [FILES...]
    HF_HUB_OFFLINE=1 .venv/bin/python bench/load.py --open-loop [--rates 10 20 30 40] [--seconds 60]
        [--turns N] [--recall-share 1.0] [--json OUT] [FILES...]

What it does, end to end over HTTP:

1. Neo4j: ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a throw-away local server on free ports
   (stopped and deleted at the end).
2. The service: ``hippograph serve`` in a subprocess on a free port, so its memory can be measured
   alone (``/proc/<pid>/status``: VmRSS sampled every 0.5 s, VmHWM at the end).
3. A fresh namespace with an API key (``ApiKeys``). Note: on a shared Neo4j, creating a key switches
   the database to keys mode for good (see ``hippograph/auth.py``).
4. Prefill: the LoCoMo development conversations (FILES, default ``../shared/bench/locomo/*.json``)
   remembered through the thin client by the service's own rememberer; ``--turns N`` keeps the
   first N turns only, for quick runs. The rest of the turns are the remember payloads of the load.
5. Load: ``--clients`` workers, each a client of its own, loop for ``--seconds``: a recall of a
   LoCoMo question (the question text only, never an answer) with probability ``--recall-share``,
   else the remember of the next unused turn. Every call is timed end to end.

Printed: throughput, p50/p95/p99 per operation, errors, the service's peak RSS (and Neo4j's, when
local), and the goals (on 2 cores: 0 errors, recall p95 ≤ 100 ms, service RSS ≤ 1.5 GB).

**Open loop** (``--open-loop``, see ``bench/openloop.py``): instead of step 5, for each rate of
``--rates`` in turn, requests arrive as a Poisson process at that rate for ``--seconds``, each sent
at its scheduled time whatever is still in flight (recalls only unless ``--recall-share`` says
otherwise). Latency runs from the scheduled time, so queueing counts. Printed per rate: offered and
achieved rate, p50/p95/p99, errors, CPU per request of the service and Neo4j (from ``/proc``); and
the highest rate whose p95 stays within 150 ms with no errors (the goal: 30 recalls/s on 2 cores).
Rates above the first one that misses the goal are skipped unless ``--all-rates``. The questions
repeat (a few hundred per LoCoMo file): the share of recalls whose question was asked before in the
run is printed per rate, since the service's query caches answer those without parsing and
encoding; ``--query-caches off`` turns the caches off, so every recall costs what a new question
does.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np
from cpu import CpuMeter, CpuSpan, listening_pid
from openloop import highest_rate, run_rate

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph
from hippograph.errors import HippoGraphError
from hippograph.graph.driver import connect
from hippograph.ingestion.importer import TurnInput, locomo_turns
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.settings import Settings, load_settings

REPO = Path(__file__).resolve().parents[1]
DEFAULT_FILES = REPO.parent / "shared" / "bench" / "locomo"
OPERATIONS = ("recall", "remember")
RECALL_LIMIT = 20
RECALL_HOPS = 2
WARMUP_RECALLS = 10
SAMPLE_EVERY_S = 0.5
GOAL_RECALL_P95_MS = 100.0
GOAL_OPEN_P95_MS = 150.0
GOAL_OPEN_RATE = 30.0
OPEN_CLIENTS = 4  # clients (each with its own pool of 100 connections) the requests go round
GOAL_RSS_MB = 1536.0
MB = 1024.0


# --- Neo4j and the service -------------------------------------------------------------------
@asynccontextmanager
async def neo4j_settings() -> AsyncIterator[tuple[Settings, int | None]]:
    """The configured server, or a throw-away local one; with the local server's pid."""
    base = load_settings(neo4j_heap="1g", neo4j_pagecache="1g")
    if base.neo4j_uri:
        yield base, None
        return
    home = Path(tempfile.mkdtemp(prefix="hippograph-load-"))
    server = LocalNeo4j(base, home=home, bolt_port=free_port(), http_port=free_port())
    started = time.perf_counter()
    status = server.start()
    print(f"local Neo4j at {server.uri}, started in {time.perf_counter() - started:.0f} s", flush=True)
    user, password = server.credentials()
    try:
        yield load_settings(neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password), status.pid
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


@contextmanager
def service(
    settings: Settings, log: Path, caches: bool = True
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``hippograph serve`` in a subprocess on a free port; yields its URL and process. Without
    ``caches`` the service keeps no query readings or text vectors: every recall parses and encodes
    its question, as a question never asked before does."""
    port = free_port()
    password = settings.neo4j_password.get_secret_value() if settings.neo4j_password else ""
    off = {"HIPPOGRAPH_EMBEDDING_CACHE_SIZE": "0", "HIPPOGRAPH_RECALL_QUERY_CACHE_SIZE": "0"}
    env = {
        **os.environ,
        **({} if caches else off),
        "NEO4J_URI": settings.neo4j_uri or "",
        "NEO4J_USER": settings.neo4j_user,
        "NEO4J_PASSWORD": password,
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
    }
    command = [sys.executable, "-m", "hippograph.cli", "serve", "--host", "127.0.0.1", "--port", str(port)]
    with log.open("wb") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, process, log)
        yield url, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_ready(url: str, process: subprocess.Popen[bytes], log: Path, timeout_s: float = 300) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the service exited ({process.returncode}):\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"the service was not ready in {timeout_s:.0f} s:\n{log.read_text()[-3000:]}")


# --- memory of a process ------------------------------------------------------------------------
def memory_kb(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (peak resident set) of a process, in kB; empty when it is gone."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return {}
    values = (line.split(":", 1) for line in lines if line.startswith(("VmRSS", "VmHWM")))
    return {key: int(value.split()[0]) for key, value in values}


@dataclass
class MemorySampler:
    """Samples the resident memory of some processes while the load runs."""

    pids: dict[str, int]
    peak_rss_kb: dict[str, int] = field(default_factory=dict)
    running: bool = True

    async def run(self) -> None:
        while self.running:
            self.sample()
            await asyncio.sleep(SAMPLE_EVERY_S)

    def sample(self) -> None:
        for name, pid in self.pids.items():
            rss = memory_kb(pid).get("VmRSS", 0)
            self.peak_rss_kb[name] = max(self.peak_rss_kb.get(name, 0), rss)


# --- the workload -----------------------------------------------------------------------------------
def read_questions(files: list[Path]) -> list[str]:
    """The question texts of the LoCoMo files; the answers and evidence are never read."""
    questions: list[str] = []
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        samples = data if isinstance(data, list) else [data]
        questions += [str(row["question"]) for s in samples for row in s.get("qa", []) if row.get("question")]
    return questions


def read_turns(files: list[Path], user_id: str) -> list[TurnInput]:
    return [turn for path in files for turn in locomo_turns(path, user_id)]


async def remember_turn(client: AsyncHippoGraph, turn: TurnInput) -> None:
    await client.remember(
        turn.text,
        session_id=turn.session_id,
        speaker=turn.speaker,
        occurred_at=turn.occurred_at,
        external_id=turn.external_id,
    )


async def prefill(url: str, key: str, turns: list[TurnInput], concurrency: int) -> dict[str, Any]:
    slots = asyncio.Semaphore(concurrency)
    started = time.perf_counter()
    done = 0

    async def one(client: AsyncHippoGraph, turn: TurnInput) -> None:
        nonlocal done
        async with slots:
            await remember_turn(client, turn)
        done += 1
        if done % 100 == 0:
            print(f"  prefilled {done}/{len(turns)} turns", flush=True)

    async with AsyncHippoGraph(url, key, timeout_s=300) as client:
        await asyncio.gather(*(one(client, turn) for turn in turns))
    seconds = time.perf_counter() - started
    return {"turns": len(turns), "seconds": round(seconds, 1), "turns_per_s": round(len(turns) / seconds, 2)}


@dataclass
class Results:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {op: [] for op in OPERATIONS})
    errors: dict[str, list[str]] = field(default_factory=lambda: {op: [] for op in OPERATIONS})


@dataclass
class Workload:
    questions: list[str]
    turns: Iterator[TurnInput]
    recall_share: float
    deadline: float = 0.0
    results: Results = field(default_factory=Results)

    async def worker(self, url: str, key: str, seed: int) -> None:
        rng = random.Random(seed)
        async with AsyncHippoGraph(url, key, timeout_s=120) as client:
            while time.perf_counter() < self.deadline:
                operation = "recall" if rng.random() < self.recall_share else "remember"
                started = time.perf_counter()
                try:
                    if operation == "recall":
                        await client.recall(rng.choice(self.questions), limit=RECALL_LIMIT, hops=RECALL_HOPS)
                    else:
                        await remember_turn(client, next(self.turns))
                except HippoGraphError as exc:
                    self.results.errors[operation].append(f"{exc.code}: {exc.message}"[:200])
                    continue
                self.results.latencies[operation].append((time.perf_counter() - started) * 1000)


def cycle(turns: list[TurnInput]) -> Iterator[TurnInput]:
    """The unused turns in order; then again (remembered as duplicates), should the run outlast them."""
    while True:
        yield from turns


def summary(results: Results, seconds: float) -> dict[str, Any]:
    rows: dict[str, Any] = {}
    for operation in OPERATIONS:
        values = np.array(results.latencies[operation])
        errors = results.errors[operation]
        row: dict[str, Any] = {"ok": int(values.size), "errors": len(errors), "per_s": values.size / seconds}
        if values.size:
            row |= {f"p{q}": float(np.percentile(values, q)) for q in (50, 95, 99)}
            row |= {"mean": float(values.mean()), "max": float(values.max())}
        row["error_samples"] = sorted(set(errors))[:5]
        rows[operation] = row
    return rows


# --- open loop ------------------------------------------------------------------------------------
def _local_pid(uri: str | None) -> int | None:
    """The pid of a Neo4j behind a ``NEO4J_URI`` on this machine (its CPU is then measured)."""
    host_port = (uri or "").rsplit("/", 1)[-1]
    if not host_port.startswith(("127.", "localhost")) or ":" not in host_port:
        return None
    return listening_pid(int(host_port.rsplit(":", 1)[1]))


async def open_loop(
    url: str,
    key: str,
    questions: list[str],
    turns: Iterator[TurnInput],
    args: argparse.Namespace,
    pids: dict[str, int],
) -> list[dict[str, Any]]:
    """Each rate of ``args.rates`` for ``args.seconds``: Poisson arrivals, latency from schedule."""
    share = 1.0 if args.recall_share is None else args.recall_share
    cpu = CpuSpan([CpuMeter(pid, name) for name, pid in pids.items()])
    clients = [AsyncHippoGraph(url, key, timeout_s=120) for _ in range(OPEN_CLIENTS)]
    # The questions asked so far in this run (the warm-up's too): a repeat is what the service's
    # query caches can answer without parsing and encoding, so their share says how much the
    # caches flatter the rate.
    asked = set(questions[:WARMUP_RECALLS])
    rows: list[dict[str, Any]] = []
    try:
        for n, rate in enumerate(sorted(args.rates)):
            rng = random.Random(n)
            recalls = repeats = 0

            async def send(index: int, rng: random.Random = rng) -> None:
                nonlocal recalls, repeats
                client = clients[index % len(clients)]
                if rng.random() < share:
                    question = rng.choice(questions)
                    recalls, repeats = recalls + 1, repeats + (question in asked)
                    asked.add(question)
                    await client.recall(question, limit=RECALL_LIMIT, hops=RECALL_HOPS)
                else:
                    await remember_turn(client, next(turns))

            print(f"open loop: {rate:g} requests/s for {args.seconds:.0f} s", flush=True)
            cpu.start()
            result = await run_rate(send, rate, args.seconds, seed=n)
            spent = cpu.stop()
            row = result.summary()
            row["repeated_question_share"] = round(repeats / max(1, recalls), 3)
            row["cpu_ms_per_request"] = {
                name: seconds * 1000 / max(1, result.sent) for name, seconds in spent.items()
            }
            rows.append(row)
            print_rate(row)
            missed = row["errors"] or row.get("p95", float("inf")) > GOAL_OPEN_P95_MS
            if missed and not args.all_rates:
                break
            await asyncio.sleep(2)  # let the last answers' background work settle
    finally:
        for client in clients:
            await client.aclose()
    return rows


def open_report(
    args: argparse.Namespace, files: list[Path], filling: dict[str, Any], rows: list[dict[str, Any]]
) -> dict[str, Any]:
    best = highest_rate(rows, GOAL_OPEN_P95_MS)
    at_goal = next((row for row in rows if row["rate"] == GOAL_OPEN_RATE), None)
    met = None
    if at_goal is not None:
        met = at_goal["errors"] == 0 and at_goal.get("p95", float("inf")) <= GOAL_OPEN_P95_MS
    goals = {f"p95 <= {GOAL_OPEN_P95_MS:.0f} ms at {GOAL_OPEN_RATE:.0f}/s": met}
    return {
        "mode": "open-loop",
        "config": {
            "rates": sorted(args.rates),
            "seconds_per_rate": args.seconds,
            "recall_share": 1.0 if args.recall_share is None else args.recall_share,
            "recall_limit": RECALL_LIMIT,
            "recall_hops": RECALL_HOPS,
            "query_caches": args.query_caches == "on",
            "questions": len(set(read_questions(files))),
            "files": [path.name for path in files],
            "cpus": os.cpu_count(),
            "load_average_1m": os.getloadavg()[0],
        },
        "prefill": filling,
        "rates": rows,
        "skipped_rates": [rate for rate in sorted(args.rates) if rate not in {row["rate"] for row in rows}],
        "highest_rate_p95_within_goal": best,
        "goal_p95_ms": GOAL_OPEN_P95_MS,
        "goals": goals,
    }


def print_rate(row: dict[str, Any]) -> None:
    cells = "".join(f"{row[k]:8.0f}" if k in row else f"{'-':>8}" for k in ("p50", "p95", "p99", "max"))
    cpu = row.get("cpu_ms_per_request", {})
    cpu_cells = "".join(f"{cpu[k]:8.1f}" if k in cpu else f"{'-':>8}" for k in ("service", "neo4j"))
    print(
        f"{row['rate']:6g}{row['achieved_per_s']:9.1f}{row['ok']:6d}{row['errors']:5d}{cells}"
        f"{cpu_cells}{row['max_send_lag_ms']:8.0f}{row.get('repeated_question_share', 0):8.0%}",
        flush=True,
    )


def print_open_report(figures: dict[str, Any]) -> None:
    config = figures["config"]
    print(
        f"\n=== open loop, {config['seconds_per_rate']:.0f} s per rate, {config['recall_share']:.0%} recall; "
        f"prefill {figures['prefill']['turns']} turns; {config['questions']} distinct questions, query "
        f"caches {'on' if config['query_caches'] else 'off'}; {config['cpus']} CPUs, "
        f"load average {config['load_average_1m']:.1f} ==="
    )
    print(
        f"{'rate':>6}{'achieved':>9}{'ok':>6}{'err':>5}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}"
        f"{'cpu svc':>8}{'cpu neo':>8}{'lag':>8}{'repeat':>8}   (ms; latency from the scheduled send; "
        "repeat: recalls of a question asked before in the run)"
    )
    for row in figures["rates"]:
        print_rate(row)
        for sample in row["error_samples"]:
            print(f"    error: {sample}")
    if figures["skipped_rates"]:
        print(f"skipped (a lower rate already missed the goal): {figures['skipped_rates']}")
    best = figures["highest_rate_p95_within_goal"]
    print(f"highest rate with p95 <= {figures['goal_p95_ms']:.0f} ms and no errors: {best}")
    print("goals: " + ", ".join(f"{goal} {_verdict(ok)}" for goal, ok in figures["goals"].items()))


def _verdict(ok: bool | None) -> str:
    return "not measured" if ok is None else "PASS" if ok else "FAIL"


# --- the run --------------------------------------------------------------------------------------
async def run(args: argparse.Namespace) -> dict[str, Any]:
    files = args.files or sorted(DEFAULT_FILES.glob("*.json"))
    user_id = f"bench_load_{os.getpid()}_{int(time.time())}"
    questions = read_questions(files)
    turns = read_turns(files, user_id)
    filled, spare = (turns[: args.turns], turns[args.turns :]) if args.turns is not None else (turns, [])
    if args.open_loop:
        print(f"open loop at {sorted(args.rates)} requests/s, {args.seconds:.0f} s each", flush=True)
    print(f"{len(files)} LoCoMo files: {len(turns)} turns, {len(questions)} questions", flush=True)
    async with neo4j_settings() as (settings, neo4j_pid):
        neo4j_pid = neo4j_pid or _local_pid(settings.neo4j_uri)
        log = Path(tempfile.mkdtemp(prefix="hippograph-load-log-")) / "service.log"
        with service(settings, log, caches=args.query_caches == "on") as (url, process):
            async with connect(settings) as db:
                key = (await ApiKeys(db).create(user_id)).secret
            print(f"service pid {process.pid} at {url}; prefilling {len(filled)} turns", flush=True)
            filling = await prefill(url, key, filled, args.prefill_concurrency)
            print(f"prefilled in {filling['seconds']} s ({filling['turns_per_s']} turns/s)", flush=True)
            async with AsyncHippoGraph(url, key) as client:
                for question in questions[:WARMUP_RECALLS]:
                    await client.recall(question, limit=RECALL_LIMIT, hops=RECALL_HOPS)
            pids = {"service": process.pid} | ({"neo4j": neo4j_pid} if neo4j_pid else {})
            if args.open_loop:
                rates = await open_loop(url, key, questions, cycle(spare or turns), args, pids)
                return open_report(args, files, filling, rates)
            before = {name: memory_kb(pid) for name, pid in pids.items()}
            share = 0.8 if args.recall_share is None else args.recall_share
            load = Workload(questions, cycle(spare or turns), share)
            sampler = MemorySampler(pids)
            sampling = asyncio.create_task(sampler.run())
            print(f"load: {args.clients} clients for {args.seconds:.0f} s", flush=True)
            started = time.perf_counter()
            load.deadline = started + args.seconds
            await asyncio.gather(*(load.worker(url, key, seed) for seed in range(args.clients)))
            elapsed = time.perf_counter() - started
            sampler.running = False
            await sampling
            sampler.sample()
            after = {name: memory_kb(pid) for name, pid in pids.items()}
    return report(args, files, filling, load.results, elapsed, before, after, sampler)


def report(
    args: argparse.Namespace,
    files: list[Path],
    filling: dict[str, Any],
    results: Results,
    elapsed: float,
    before: dict[str, dict[str, int]],
    after: dict[str, dict[str, int]],
    sampler: MemorySampler,
) -> dict[str, Any]:
    operations = summary(results, elapsed)
    memory = {
        name: {
            "rss_before_load_mb": round(before[name].get("VmRSS", 0) / MB, 1),
            "peak_rss_during_load_mb": round(sampler.peak_rss_kb.get(name, 0) / MB, 1),
            "peak_rss_ever_mb": round(after[name].get("VmHWM", 0) / MB, 1),
        }
        for name in before
    }
    errors = sum(row["errors"] for row in operations.values())
    recall_p95 = operations["recall"].get("p95", float("inf"))
    service_peak = memory["service"]["peak_rss_ever_mb"]
    goals = {
        "no errors": errors == 0,
        f"recall p95 <= {GOAL_RECALL_P95_MS:.0f} ms": recall_p95 <= GOAL_RECALL_P95_MS,
        f"service RSS <= {GOAL_RSS_MB / MB:.1f} GB": service_peak <= GOAL_RSS_MB,
    }
    return {
        "config": {
            "clients": args.clients,
            "seconds": args.seconds,
            "recall_share": 0.8 if args.recall_share is None else args.recall_share,
            "recall_limit": RECALL_LIMIT,
            "recall_hops": RECALL_HOPS,
            "files": [path.name for path in files],
            "cpus": os.cpu_count(),
            "load_average_1m": os.getloadavg()[0],
        },
        "prefill": filling,
        "elapsed_s": round(elapsed, 1),
        "throughput_per_s": round(sum(row["ok"] for row in operations.values()) / elapsed, 2),
        "operations": operations,
        "memory": memory,
        "goals": goals,
    }


def print_report(figures: dict[str, Any]) -> None:
    config = figures["config"]
    print(
        f"\n=== {config['clients']} clients, {figures['elapsed_s']} s, {config['recall_share']:.0%} recall; "
        f"prefill {figures['prefill']['turns']} turns; {config['cpus']} CPUs, "
        f"load average {config['load_average_1m']:.1f} ==="
    )
    print(f"{'operation':10}{'ok':>7}{'err':>6}{'/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for name, row in figures["operations"].items():
        cells = "".join(f"{row[k]:9.0f}" if k in row else f"{'-':>9}" for k in ("p50", "p95", "p99", "max"))
        print(f"{name:10}{row['ok']:7d}{row['errors']:6d}{row['per_s']:8.1f}{cells}")
        for sample in row["error_samples"]:
            print(f"    error: {sample}")
    print(f"throughput: {figures['throughput_per_s']} requests/s")
    for name, values in figures["memory"].items():
        print(
            f"{name} RSS: {values['rss_before_load_mb']} MB before the load, "
            f"{values['peak_rss_during_load_mb']} MB peak during it, "
            f"{values['peak_rss_ever_mb']} MB peak ever"
        )
    print(
        "goals: " + ", ".join(f"{goal} {'PASS' if ok else 'FAIL'}" for goal, ok in figures["goals"].items())
    )


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("files", nargs="*", type=Path, help="LoCoMo files (default: the development set)")
    parser.add_argument("--seconds", type=float, default=60.0, help="length of the load (default 60)")
    parser.add_argument("--clients", type=int, default=20, help="concurrent clients (default 20)")
    parser.add_argument("--turns", type=int, default=None, help="prefill only the first N turns")
    parser.add_argument(
        "--recall-share", type=float, default=None, help="share of recalls (default 0.8; open loop: 1.0)"
    )
    parser.add_argument("--prefill-concurrency", type=int, default=4, help="turns remembered at once")
    parser.add_argument("--open-loop", action="store_true", help="Poisson arrivals at each of --rates")
    parser.add_argument(
        "--rates", type=float, nargs="+", default=[10.0, 20.0, 30.0, 40.0], help="open loop: requests/s"
    )
    parser.add_argument("--all-rates", action="store_true", help="open loop: go on past a missed goal")
    parser.add_argument(
        "--query-caches",
        choices=("on", "off"),
        default="on",
        help="the service's query-reading and embedding caches (off: every recall parses and encodes)",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    figures = asyncio.run(run(args))
    if args.open_loop:
        print_open_report(figures)
    else:
        print_report(figures)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
        print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
