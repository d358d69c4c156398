"""Recall latency at 10k, 100k and 1M facts, beside an index-less exact-scan baseline.

    HF_HUB_OFFLINE=1 .venv/bin/python bench/recall_latency.py [--sizes 10000 100000 1000000]
        [--queries 200] [--json OUT]

One synthetic namespace (``bench/synthetic.py``) grows 10k → 100k → 1M facts, loaded once in
UNWIND batches through ``hippograph/cypher/bench/*.cypher``; nine other users hold another 10 % of
the rows, because the vector index is shared by every namespace. At each size the script measures
the wall time of ``services.recaller.recall(...)`` (p50/p95/p99, with the time of each Neo4j round
trip inside it), the query-embedding time alone, and the exact cosine scan over the namespace's
facts that index-less stores do (fewer scan queries at 1M: it is slow). Then it PROFILEs the
candidate and expansion queries of one named-entity and one first-person question.

CPU per recall (``bench/cpu.py``, from ``/proc``): user + system time of this process (the
service: the recaller, its model threads and the driver, as in the server, without the GraphQL
and HTTP layers) and of the Neo4j JVM (found by its Bolt port when ``NEO4J_URI`` points at this
machine), over the measured recalls, divided by their number. Two cores sustain at most
2000 / (service + Neo4j ms) recalls per second.

Neo4j: ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a throw-away local server (4g heap, 6g page
cache) stopped and deleted at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cpu import CpuMeter, CpuSpan, listening_pid
from synthetic import (
    FACTS_PER_EPISODE,
    NOISE_SIGMA,
    Batch,
    SyntheticNamespace,
    Templates,
    questions,
)

from hippograph.cypher import query
from hippograph.graph.driver import Database
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.services import Services, open_services
from hippograph.settings import Settings, load_settings

Row = dict[str, Any]
ROWS_PER_TX = 5_000
OTHER_USERS = 9
OTHER_SHARE = 0.1  # of all rows
WARMUP = 50  # a freshly started server compiles its query plans and JITs the hot paths first
SCAN_QUERIES_LARGE = 20  # exact scans at sizes ≥ LARGE take seconds each
LARGE = 500_000
RECALL_LIMIT = 20
GOAL_P50_MS = 25.0
GOAL_P95_MS = 60.0
GOAL_SPEEDUP = 20.0
GOAL_GROWTH = 2.0
GOAL_CPU_MS = 30.0  # service + Neo4j CPU per recall at 100k facts


# --- Neo4j ------------------------------------------------------------------------------------
@asynccontextmanager
async def neo4j_settings() -> AsyncIterator[Settings]:
    """The configured server, or a throw-away local one sized for a million facts."""
    base = load_settings(neo4j_heap="4g", neo4j_pagecache="6g")
    if base.neo4j_uri:
        yield base
        return
    home = Path(tempfile.mkdtemp(prefix="hippograph-bench-"))
    server = LocalNeo4j(base, home=home, bolt_port=free_port(), http_port=free_port())
    started = time.perf_counter()
    server.start()
    print(f"local Neo4j at {server.uri} ({home}), started in {time.perf_counter() - started:.0f} s")
    user, password = server.credentials()
    try:
        yield load_settings(neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password, neo4j_heap="4g")
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def _neo4j_meter(settings: Settings) -> list[CpuMeter]:
    """The Neo4j JVM's meter, when it runs on this machine (its CPU is then measured too)."""
    uri = settings.neo4j_uri or ""
    host_port = uri.rsplit("/", 1)[-1]
    if not host_port.startswith(("127.", "localhost")) or ":" not in host_port:
        return []
    pid = listening_pid(int(host_port.rsplit(":", 1)[1]))
    if pid is None:
        print("Neo4j's process is not visible here: its CPU is not measured")
        return []
    return [CpuMeter(pid, "neo4j")]


# --- timing of each round trip inside recall ----------------------------------------------------
@dataclass
class StageTimer:
    """Wraps the reads of ``Database`` so every named query's wall time (and its last parameters) is
    kept."""

    db: Database
    times: dict[str, list[float]] = field(default_factory=dict)
    last_params: dict[str, dict[str, Any]] = field(default_factory=dict)
    expansions: list[dict[str, Any]] = field(default_factory=list)
    current: dict[str, float] = field(default_factory=dict)

    def install(self) -> None:
        read: Callable[..., Awaitable[list[Row]]] = self.db.read
        # (getattr: the same bench measures code from before Database.read_values, for comparison)
        read_values: Callable[..., Awaitable[list[Row]]] = getattr(self.db, "read_values", read)
        read_walk: Callable[..., Awaitable[list[Row]]] = self.db.read_walk

        async def timed(name: str, **params: Any) -> list[Row]:
            return await self._timed(name, params, read(name, **params))

        async def timed_values(name: str, **params: Any) -> list[Row]:
            return await self._timed(name, params, read_values(name, **params))

        async def timed_walk(name: str, bound: int, relations: list[str], **params: Any) -> list[Row]:
            walk = params | {"bound": bound, "relations": relations}
            return await self._timed(name, walk, read_walk(name, bound, relations, **params))

        setattr(self.db, "read", timed)  # noqa: B010 (an instance attribute shadows the method)
        setattr(self.db, "read_values", timed_values)  # noqa: B010
        setattr(self.db, "read_walk", timed_walk)  # noqa: B010

    async def _timed(self, name: str, params: dict[str, Any], call: Awaitable[list[Row]]) -> list[Row]:
        started = time.perf_counter()
        try:
            return await call
        finally:
            self.current[name] = self.current.get(name, 0.0) + time.perf_counter() - started
            # A read in the request's shared transaction is replayed on its own.
            self.last_params[name] = {k: v for k, v in params.items() if k != "within"}

    def start(self) -> None:
        self.current = {}

    def keep(self) -> None:
        for name, seconds in self.current.items():
            self.times.setdefault(name, []).append(seconds)


# --- loading ------------------------------------------------------------------------------------
def _chunks(rows: list[Row], size: int) -> Iterator[list[Row]]:
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


async def write_batch(db: Database, user_id: str, batch: Batch) -> None:
    now = datetime.now(UTC)
    for name, rows in (
        ("bench/load_entities", batch.entities),
        ("bench/load_edges", batch.edges),
        ("bench/load_episodes", batch.episodes),
        ("bench/load_facts", batch.facts),
    ):
        for chunk in _chunks(rows, ROWS_PER_TX):
            await db.write(name, user_id=user_id, rows=chunk, now=now)


async def grow(db: Database, namespace: SyntheticNamespace, stop: int) -> None:
    """Generate the next batch on a thread while Neo4j writes the previous one."""
    batches = namespace.grow(stop, chunk=ROWS_PER_TX)
    done = object()
    pending: asyncio.Task[None] | None = None
    while True:
        batch = await asyncio.to_thread(next, batches, done)
        if pending is not None:
            await pending
        if batch is done:
            return
        assert isinstance(batch, Batch)
        pending = asyncio.create_task(write_batch(db, namespace.user_id, batch))


@dataclass
class World:
    main: SyntheticNamespace
    others: list[SyntheticNamespace]


async def build_world(services: Services, templates: Templates, run_id: str) -> World:
    async def namespace(user_id: str, seed: int) -> SyntheticNamespace:
        refs = await services.namespaces.ensure(user_id)
        return SyntheticNamespace(user_id, refs.user_uid, refs.agent_uid, templates, seed=seed)

    main = await namespace(f"bench_{run_id}", 1)
    others = [await namespace(f"bench_{run_id}_other{n}", 100 + n) for n in range(OTHER_USERS)]
    return World(main, others)


async def loaded_main(services: Services, run_id: str) -> SyntheticNamespace:
    """The bench's main namespace of ``run_id`` as a profile run left it (its facts counted), for the
    benches that replay recalls over an already loaded store."""
    main = (await build_world(services, None, run_id)).main  # type: ignore[arg-type]
    held = (await services.db.read("bench/count_namespace", user_id=main.user_id))[0]
    if not held["facts"]:
        raise SystemExit(f"{main.user_id} holds no facts: load it with bench/recall_profile.py first")
    main.facts = held["facts"]
    main.entities = main.entity_count(main.facts)
    return main


async def load_to(services: Services, world: World, size: int) -> float:
    started = time.perf_counter()
    await grow(services.db, world.main, size)
    per_other = int(size * OTHER_SHARE / (1 - OTHER_SHARE) / OTHER_USERS)
    for other in world.others:
        await grow(services.db, other, per_other)
    await services.db.schema("schema/await_indexes", timeout_s=3600)
    return time.perf_counter() - started


# --- measuring ----------------------------------------------------------------------------------
def percentiles(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {}
    ms = np.asarray(seconds) * 1000
    return {
        "n": len(seconds),
        "p50": float(np.percentile(ms, 50)),
        "p95": float(np.percentile(ms, 95)),
        "p99": float(np.percentile(ms, 99)),
        "mean": float(ms.mean()),
        "max": float(ms.max()),
    }


async def measure_recall(
    services: Services, timer: StageTimer, user_id: str, queries: list[str], cpu: CpuSpan
) -> tuple[list[float], dict[str, list[float]], dict[str, float]]:
    for q in queries[:WARMUP]:
        await services.recaller.recall(user_id, q, limit=RECALL_LIMIT)
        await services.recaller.flush()
    timer.times = {}
    timer.expansions = []
    totals = []
    cpu.start()
    for q in queries:
        timer.start()
        timer.last_params.pop("recall/expand", None)
        started = time.perf_counter()
        await services.recaller.recall(user_id, q, limit=RECALL_LIMIT)
        totals.append(time.perf_counter() - started)
        timer.keep()
        if "recall/expand" in timer.last_params:
            timer.expansions.append(timer.last_params["recall/expand"])
        await services.recaller.flush()  # the access-count write must not overlap the next query
    spent = cpu.stop()
    per_recall = {label: seconds * 1000 / len(queries) for label, seconds in spent.items()}
    return totals, timer.times, per_recall


async def measure_embed(services: Services, queries: list[str]) -> list[float]:
    out = []
    for q in queries:
        started = time.perf_counter()
        await services.embedder.embed([q])
        out.append(time.perf_counter() - started)
    return out


async def measure_scan(
    services: Services, user_id: str, queries: list[str], k: int, vector_k: int
) -> tuple[list[float], list[float], list[float]]:
    """Exact-scan wall times, index-channel wall times, and overlap@k of the two result lists."""
    vectors = await services.embedder.embed(queries)
    await services.db.read("bench/scan_facts", user_id=user_id, vector=vectors[0], k=k)  # warm
    scans, indexed, overlap = [], [], []
    for vector in vectors:
        started = time.perf_counter()
        exact = await services.db.read("bench/scan_facts", user_id=user_id, vector=vector, k=k)
        scans.append(time.perf_counter() - started)
        started = time.perf_counter()
        hits = await services.db.read(
            "bench/index_facts", user_id=user_id, vector=vector, k=k, vector_k=vector_k
        )
        indexed.append(time.perf_counter() - started)
        truth = {row["uid"] for row in exact}
        overlap.append(len(truth & {row["uid"] for row in hits}) / max(1, len(truth)))
    return scans, indexed, overlap


# --- PROFILE ------------------------------------------------------------------------------------
def _operators(plan: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield plan
    for child in plan.get("children", []):
        yield from _operators(child)


async def profile(services: Services, name: str, params: dict[str, Any]) -> dict[str, Any]:
    """PROFILE one recall statement with the parameters recall itself used."""
    async with services.db.driver.session(database=services.db.database) as session:
        values = {key: value for key, value in params.items() if key not in ("bound", "relations")}
        # The statement this server runs (its Cypher 25 variant on Neo4j 2026).
        text = query(services.db.name_for(name), params.get("bound"), params.get("relations"))
        result = await session.run("PROFILE " + text, values)
        rows = [record async for record in result]
        summary = await result.consume()
    plan = summary.profile or {}
    ops = [
        {
            "operator": op.get("operatorType", "?").split("@")[0],
            "details": " ".join(str(op.get("args", {}).get("Details", "")).split())[:90],
            "rows": int(op.get("rows", 0)),
            "db_hits": int(op.get("dbHits", 0)),
        }
        for op in _operators(plan)
    ]
    return {
        "query": name,
        "rows_returned": len(rows),
        "server_ms": (summary.result_available_after or 0) + (summary.result_consumed_after or 0),
        "total_db_hits": sum(op["db_hits"] for op in ops),
        "top_operators": sorted(ops, key=lambda op: op["db_hits"], reverse=True)[:6],
    }


async def profile_examples(
    services: Services, timer: StageTimer, user_id: str, examples: list[str]
) -> list[dict[str, Any]]:
    out = []
    for q in examples:
        timer.last_params.clear()
        await services.recaller.recall(user_id, q, limit=RECALL_LIMIT)
        await services.recaller.flush()
        captured = dict(timer.last_params)
        for name in ("recall/fact_candidates", "recall/expand", "recall/fetch"):
            if name in captured:
                report = await profile(services, name, captured[name])
                report["question"] = q
                if name == "recall/expand":
                    report["seeds"] = len(captured[name]["seeds"])
                out.append(report)
    return out


# --- reporting ----------------------------------------------------------------------------------
def _line(label: str, stats: dict[str, float]) -> str:
    cells = "".join(f"{stats[key]:9.1f}" for key in ("p50", "p95", "p99", "mean"))
    return f"{label:26}{cells}   {stats['n']:.0f}"


def print_size(size: int, figures: dict[str, Any]) -> None:
    print(f"\n=== {size:,} facts in the namespace ({figures['counts']}) ===")
    print(f"load (this step): {figures['load_seconds']:.0f} s")
    print(f"{'(ms)':26}{'p50':>9}{'p95':>9}{'p99':>9}{'mean':>9}   n")
    print(_line("recall() wall", figures["recall"]))
    cpu = figures["cpu_ms_per_recall"]
    total = sum(cpu.values())
    parts = ", ".join(f"{label} {ms:.1f}" for label, ms in cpu.items())
    print(f"CPU per recall: {parts} = {total:.1f} ms (2 cores sustain ~{2000 / total:.0f} recalls/s)")
    for name, stats in figures["stages"].items():
        print(_line("  " + name, stats))
    print(_line("query embed alone", figures["embed"]))
    print(_line("exact scan (baseline)", figures["scan"]))
    print(_line("vector index alone", figures["index_channel"]))
    print(
        f"speed-up p50(scan)/p50(recall) = {figures['speedup']:.1f}x; "
        f"vector index top-{figures['k']} overlap with the exact scan: {figures['index_overlap']:.2f}"
    )
    for report in figures["profiles"]:
        print(
            f"  PROFILE {report['query']} [{report['question']}]: {report['server_ms']} ms, "
            f"{report['total_db_hits']:,} db hits, {report['rows_returned']} rows"
        )
        for op in report["top_operators"][:4]:
            counts = f"rows={op['rows']:>9,} hits={op['db_hits']:>10,}"
            print(f"      {op['operator']:30} {counts}  {op['details']}")


def goals(results: dict[int, dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if 100_000 in results:
        r = results[100_000]
        out["p50_100k_le_25ms"] = r["recall"]["p50"] <= GOAL_P50_MS
        out["p95_100k_le_60ms"] = r["recall"]["p95"] <= GOAL_P95_MS
        out["speedup_100k_ge_20x"] = r["speedup"] >= GOAL_SPEEDUP
        if "neo4j" in r["cpu_ms_per_recall"]:
            out["cpu_per_recall_100k_le_30ms"] = sum(r["cpu_ms_per_recall"].values()) <= GOAL_CPU_MS
    if 10_000 in results and 1_000_000 in results:
        ratio = results[1_000_000]["recall"]["p50"] / results[10_000]["recall"]["p50"]
        out["ratio_p50_1m_over_10k"] = ratio
        out["p50_1m_le_2x_10k"] = ratio <= GOAL_GROWTH
    return out


# --- the run ------------------------------------------------------------------------------------
async def measure_size(
    services: Services, timer: StageTimer, world: World, n_queries: int, load_seconds: float, cpu: CpuSpan
) -> dict[str, Any]:
    user_id = world.main.user_id
    counts = (await services.db.read("bench/count_namespace", user_id=user_id))[0]
    qs = questions(world.main.known_entities(300), n_queries, seed=7)
    totals, stages, cpu_ms = await measure_recall(services, timer, user_id, qs, cpu)
    embeds = await measure_embed(services, qs)
    n_scan = SCAN_QUERIES_LARGE if world.main.facts >= LARGE else n_queries
    k = max(RECALL_LIMIT * 3, 30)
    scans, indexed, overlap = await measure_scan(services, user_id, qs[:n_scan], k, k * 8)
    recall = percentiles(totals)
    scan = percentiles(scans)
    return {
        "counts": counts,
        "load_seconds": load_seconds,
        "recall": recall,
        "cpu_ms_per_recall": cpu_ms,
        "stages": {name: percentiles(values) for name, values in stages.items()},
        "embed": percentiles(embeds),
        "scan": scan,
        "index_channel": percentiles(indexed),
        "index_overlap": float(np.mean(overlap)),
        "k": k,
        "speedup": scan["p50"] / recall["p50"],
        "profiles": await profile_examples(services, timer, user_id, [qs[0], qs[1]]),
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    async with neo4j_settings() as configured:
        # Every measured recall parses and encodes its query: the caches would hide the models' cost.
        settings = configured.model_copy(update={"embedding_cache_size": 0, "recall_query_cache_size": 0})
        return await measure_all(settings, args)


async def measure_all(settings: Settings, args: argparse.Namespace) -> dict[str, Any]:
    async with open_services(settings) as services:
        timer = StageTimer(services.db)
        timer.install()
        cpu = CpuSpan([CpuMeter.of_self(), *_neo4j_meter(settings)])
        server = services.db.server
        print(f"server: Neo4j {server.version} (filtered vector search: {server.cypher25})")
        templates = Templates.build(services.embedder.sync.embed)
        print(
            f"embedded {templates.count} template texts + {len(templates.words)} name words "
            f"in {templates.encode_seconds:.1f} s; "
            f"fact vector = unit(template vector + N(0, {NOISE_SIGMA}²) per dimension)"
        )
        world = await build_world(services, templates, args.run_id)
        results: dict[int, dict[str, Any]] = {}
        load_total = 0.0
        for size in sorted(args.sizes):
            if size >= LARGE and load_total and args.max_load_minutes:
                rate = world.main.facts / load_total
                estimate = (size - world.main.facts) / rate
                if estimate > args.max_load_minutes * 60:
                    print(f"\nskipping {size:,}: loading would take about {estimate / 60:.0f} min")
                    results_skipped = {"size": size, "estimated_load_minutes": estimate / 60}
                    args.skipped.append(results_skipped)
                    continue
            print(f"\nloading to {size:,} facts ...", flush=True)
            seconds = await load_to(services, world, size)
            load_total += seconds
            results[size] = await measure_size(services, timer, world, args.queries, seconds, cpu)
            print_size(size, results[size])
        verdict = goals(results)
        print("\n=== goals ===")
        for key, value in verdict.items():
            print(f"{key}: {value}")
        for skipped in args.skipped:
            minutes = skipped["estimated_load_minutes"]
            print(f"not measured: {skipped['size']:,} (estimated load {minutes:.0f} min)")
        return {
            "settings": {
                "queries": args.queries,
                "recall_limit": RECALL_LIMIT,
                "rows_per_tx": ROWS_PER_TX,
                "other_users": OTHER_USERS,
                "other_share": OTHER_SHARE,
                "facts_per_episode": FACTS_PER_EPISODE,
                "noise_sigma": NOISE_SIGMA,
                "templates": templates.count,
                "template_encode_seconds": templates.encode_seconds,
                "scan_queries_at_large_sizes": SCAN_QUERIES_LARGE,
            },
            "sizes": {str(size): figures for size, figures in results.items()},
            "goals": verdict,
            "skipped": args.skipped,
        }


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--json", type=Path, default=None, help="write every figure here")
    parser.add_argument(
        "--max-load-minutes",
        type=float,
        default=25.0,
        help="skip a size ≥ 500k whose estimated loading time (from the rate so far) is longer; 0: never",
    )
    parser.add_argument("--run-id", default=datetime.now(UTC).strftime("%Y%m%d%H%M%S"))
    args = parser.parse_args(argv)
    args.skipped = []
    return args


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    report = asyncio.run(run(args))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, default=str), encoding="utf-8")
        print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
