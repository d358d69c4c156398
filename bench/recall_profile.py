"""Where the CPU of one recall goes: the service per stage (cProfile) and Neo4j per statement.

    HF_HUB_OFFLINE=1 .venv/bin/python bench/recall_profile.py [--size 10000] [--queries 100]
        [--top 40] [--pstats OUT]

Loads the synthetic namespace of ``bench/recall_latency.py`` (with its crowd of other users) to
``--size`` facts, then, after a warm-up:

1. CPU per recall of the service process and of the Neo4j JVM (``bench/cpu.py``) for the
   recaller alone and for a whole GraphQL request (the client library's recall document, through
   the schema the HTTP app serves, HTTP itself aside);
2. a cProfile of the GraphQL requests, its top functions by cumulative time;
3. Neo4j's CPU per statement: each recall statement replayed with the parameters the recalls
   used (the JVM's CPU over the replays, divided by their number).

The embedding cache and the recall query cache are off, as in the latency benchmark: every recall
parses and encodes its query (``--query-cache`` keeps them on: the rounds repeat the questions).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import pstats
import sys
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cpu import CpuMeter, CpuSpan
from recall_latency import (
    WARMUP,
    StageTimer,
    _neo4j_meter,
    build_world,
    load_to,
    neo4j_settings,
)
from synthetic import Templates, questions

from hippograph.auth import Principal
from hippograph.recall.access import epoch_micros
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.services import Services, open_services
from hippograph.settings import Settings

try:
    from hippograph.heap import settle_heap
except ImportError:  # a checkout from before it (run as the baseline): its app does not settle
    settle_heap = None  # type: ignore[assignment]

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "clients" / "python"))
from hippograph_client.documents import RECALL

RECALL_LIMIT = 20
RECALL_HOPS = 2


def _variables(query: str) -> dict[str, Any]:
    return {
        "query": query,
        "domains": None,
        "limit": RECALL_LIMIT,
        "hops": RECALL_HOPS,
        "asOf": None,
        "includeInactive": False,
        "ranking": "DEFAULT",
        "includeArchived": False,
    }


async def _graphql(services: Services, settings: Settings, user_id: str, queries: list[str]) -> None:
    schema = build_schema(settings)
    principal = Principal(user_id=user_id, admin=False, key_id=None, key_prefix=None)
    for q in queries:
        result = await schema.execute(
            RECALL, variable_values=_variables(q), context_value=Context(services, principal)
        )
        if result.errors:
            raise RuntimeError(result.errors)
    await services.recaller.flush()


async def _recaller(services: Services, _: Settings, user_id: str, queries: list[str]) -> None:
    # The access counts are written as a service writes them (at most one write a second, for
    # every recall since the last), then flushed once, as the GraphQL round does.
    for q in queries:
        await services.recaller.recall(user_id, q, limit=RECALL_LIMIT, hops=RECALL_HOPS)
    await services.recaller.flush()


def _per_recall(spent: dict[str, float], n: int) -> str:
    parts = {label: seconds * 1000 / n for label, seconds in spent.items()}
    total = sum(parts.values())
    return ", ".join(f"{label} {ms:.1f}" for label, ms in parts.items()) + f" = {total:.1f} ms"


async def run(args: argparse.Namespace) -> None:
    async with neo4j_settings() as configured:
        # Every recall parses and encodes its query (the rounds repeat the same questions), unless
        # --query-cache measures what a repeated question costs.
        caches = {"embedding_cache_size": 0, "recall_query_cache_size": 0}
        if args.query_cache:
            caches = {"recall_query_cache_size": 2_000}
        settings = configured.model_copy(update=caches)
        async with open_services(settings) as services:
            timer = StageTimer(services.db)
            timer.install()
            neo4j = _neo4j_meter(settings)
            cpu = CpuSpan([CpuMeter.of_self(), *neo4j])
            main_id = f"bench_{args.run_id}"
            counts = (await services.db.read("bench/count_namespace", user_id=main_id))[0]
            kept = counts["facts"] >= args.size  # a kept server (NEO4J_URI) loaded before
            # Templates embed thousands of texts: only a namespace still to load needs them.
            templates = None if kept else Templates.build(services.embedder.sync.embed)
            world = await build_world(services, templates, args.run_id)  # type: ignore[arg-type]
            # What a kept server holds already: a smaller namespace grows from there (the same
            # seed gives the same rows, so its next facts follow the ones stored).
            for namespace in [world.main, *world.others]:
                held = (await services.db.read("bench/count_namespace", user_id=namespace.user_id))[0]
                namespace.facts = min(held["facts"], args.size) if namespace is world.main else held["facts"]
                namespace.entities = namespace.entity_count(namespace.facts) if namespace.facts else 0
            if kept:
                print(f"reusing {counts}; server {services.db.server.version}")
            else:
                seconds = await load_to(services, world, args.size)
                print(f"loaded {args.size:,} facts in {seconds:.0f} s; server {services.db.server.version}")
            user_id = world.main.user_id
            if settle_heap is not None:  # as the app does once started (hippograph/heap.py)
                settle_heap()
            qs = questions(world.main.known_entities(300), args.queries, seed=7)
            await _recaller(services, settings, user_id, qs[:WARMUP])
            await _graphql(services, settings, user_id, qs[:WARMUP])

            rounds: list[tuple[str, Callable[[], Awaitable[None]]]] = [
                ("recaller", lambda: _recaller(services, settings, user_id, qs)),
                ("graphql", lambda: _graphql(services, settings, user_id, qs)),
                ("recaller again", lambda: _recaller(services, settings, user_id, qs)),
            ]
            for label, call in rounds:
                cpu.start()
                await call()
                print(f"CPU per recall, {label}: {_per_recall(cpu.stop(), len(qs))}")
            if args.without_access:  # what the access-count write after each recall costs
                record = services.recaller._access.record

                def _skip(*_: object) -> None:
                    return None

                setattr(services.recaller._access, "record", _skip)  # noqa: B010
                cpu.start()
                await _recaller(services, settings, user_id, qs)
                print(f"CPU per recall, without the access write: {_per_recall(cpu.stop(), len(qs))}")
                setattr(services.recaller._access, "record", record)  # noqa: B010

            # CPU time, not wall time: the machine is shared, and only the event loop's thread is
            # profiled (spaCy and the encoder run on worker threads: their CPU is in the totals).
            if args.totals_only:
                return
            profiler = cProfile.Profile(time.thread_time)
            profiler.enable()
            await (_recaller if args.profile_recaller else _graphql)(services, settings, user_id, qs)
            profiler.disable()
            out = io.StringIO()
            stats = pstats.Stats(profiler, stream=out).sort_stats("cumulative")
            stats.print_stats(args.top)
            print(out.getvalue())
            if args.pstats:
                stats.dump_stats(str(args.pstats))

            if neo4j:
                idle = CpuSpan(neo4j)
                idle.start()
                await asyncio.sleep(5)
                print(f"Neo4j idle: {idle.stop()['neo4j'] * 1000 / 5:.1f} ms per second")
                await _replay(services, timer, user_id, qs, CpuSpan(neo4j))


async def _replay(services: Services, timer: StageTimer, user_id: str, qs: list[str], cpu: CpuSpan) -> None:
    """Each statement of a recall replayed with the parameters the recalls gave it."""
    captured: dict[str, list[dict[str, Any]]] = {}
    for q in qs:
        timer.last_params.clear()
        await services.recaller.recall(user_id, q, limit=RECALL_LIMIT, hops=RECALL_HOPS)
        await services.recaller.flush()
        for name, params in timer.last_params.items():
            captured.setdefault(name, []).append(dict(params))
    db = services.db
    print("Neo4j CPU per statement (ms per call, over the recalls' own parameters):")
    for name, calls in captured.items():
        cpu.start()
        for params in calls:
            if "relations" in params:
                rest = {k: v for k, v in params.items() if k not in ("bound", "relations")}
                await db.read_walk(name, params["bound"], params["relations"], **rest)
            else:
                await db.read(name, **params)
        spent = cpu.stop()
        print(f"  {name:32} {len(calls):4} calls  {_per_recall(spent, len(calls))}")
    # The access-count write each recall sends after its answer (20 facts).
    rows = await db.read("bench/count_namespace", user_id=user_id)
    facts = [r["uid"] for r in await db.read("bench/some_facts", user_id=user_id, n=RECALL_LIMIT * 20)]
    cpu.start()
    at = datetime.now(UTC)
    for n in range(20):
        batch = facts[n * RECALL_LIMIT : (n + 1) * RECALL_LIMIT]
        await db.write(
            "recall/touch_facts",
            rows=[{"user_id": user_id, "uid": uid, "count": 1, "at_us": epoch_micros(at)} for uid in batch],
        )
    print(f"  {'recall/touch_facts':32} {20:4} calls  {_per_recall(cpu.stop(), 20)}")
    del rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--pstats", type=Path, default=None)
    parser.add_argument("--without-access", action="store_true", help="also measure without it")
    parser.add_argument("--totals-only", action="store_true", help="CPU per recall only")
    parser.add_argument("--profile-recaller", action="store_true", help="profile the recaller, not GraphQL")
    parser.add_argument(
        "--query-cache", action="store_true", help="keep the caches of query readings and vectors on"
    )
    parser.add_argument("--run-id", default="profile", help="the namespace's suffix (kept servers reuse it)")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
