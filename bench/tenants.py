"""Many tenants in one database: does a small tenant's recall change when thousands of others share
its indexes?

    HF_HUB_OFFLINE=1 .venv/bin/python bench/tenants.py [--tenants 10000] [--facts-per-tenant 100]
        [--big 100000] [--sample 20] [--queries 10] [--json OUT]

The issue's world is 10,000 namespaces of ~100 facts plus one of 100k in one database (the
defaults). A sample of the small tenants is measured twice, with the same questions in the same order:

1. **alone**: each sampled tenant is loaded into the (otherwise empty) database by itself, asked its
   questions, and deleted again (its user and agent stay), so no tenant sees another's rows;
2. **crowded**: every tenant and the big one are loaded (the sampled tenants again, row for row the
   same: same uids, texts and vectors), then the sampled tenants are asked the same questions.

Reported: the share of each recall's top-10 facts (and episodes) found in the alone top-10 (goal
≥ 99 %), how often the top-10 is identical in order, foreign facts in any result (must be 0), and
the wall time of ``services.recaller.recall(...)`` both ways (p50/p95; goal crowded p50 ≤ 1.3 ×
alone) with CPU per recall of this process and of the Neo4j JVM (``bench/cpu.py``, from ``/proc``).

Loading: ``remember`` is far too slow for a million facts on two cores, so the rows are written with
batched UNWIND statements (``hippograph/cypher/bench/load_tenant_*.cypher``) in the shape remember
stores, into the schema the product's own migrations create (``open_services`` runs them: the
vector and full-text indexes with their ``user_id`` filter property), ``--writers`` transactions
at once (2: 1,065 facts/s at 1,000 × 100 on two cores, 440 with one). Rows come from
``bench/synthetic.py``: real MiniLM vectors of a few thousand distinct fact texts, each fact its
template's vector plus per-fact noise, so tenants share texts but no two facts share a vector.
Every tenant is seeded differently (its own facts, entities, edges and episodes), and all draw
entity names from the same word lists, as real users share common names.

Recall's access counts change scores, so the measured questions run in the same order in both
phases on fresh rows, and every recall (warm-up ones too) writes its counts before the next.
After every load (each alone tenant, the whole crowd) the database *settles*: indexes resampled,
cached plans cleared, so the warm-up plans each statement once on the final statistics (an almost
empty database re-plans recall on every load and delete otherwise: README, "Many tenants").
Warm-up: a tenant that is never measured warms the JVM before each phase, and
each sampled tenant is asked ``--tenant-warmup`` other questions right before its measured ones,
in both phases alike (a tenant loaded alone into an empty database makes Neo4j plan recall's
statements again, which only "alone" paid before).

Neo4j: ``NEO4J_URI``/``NEO4J_PASSWORD`` when set (then "alone" is alone only if that database is
empty: the facts it already holds are reported), else a throw-away local server (Neo4j 2026 with
filtered vector search; ``HIPPOGRAPH_NEO4J_SERVER=5.26`` for the 5.26 path), deleted at the end
(``--heap``/``--pagecache``, default 2g each, so two benches fit beside other servers).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cpu import CpuMeter, CpuSpan, listening_pid
from synthetic import (
    CITIES,
    FIRST_NAMES,
    LAST_NAMES,
    ORG_KINDS,
    ORG_WORDS,
    PLACE_KINDS,
    Batch,
    SyntheticNamespace,
    Templates,
    all_templates,
    questions,
)

from hippograph.graph.driver import Database
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.services import Services, open_services
from hippograph.settings import Settings, load_settings

Row = dict[str, Any]
ROWS_PER_TX = 5_000
TOP = 10
RECALL_LIMIT = 20
GOAL_OVERLAP = 0.99
GOAL_P50_RATIO = 1.3
KNOWN_ENTITIES = 50  # questions name one of a small tenant's best-known entities
SETTLE_S = 2.0


@dataclass(frozen=True)
class Config:
    tenants: int = 10_000
    facts_per_tenant: int = 100
    big: int = 100_000
    sample: int = 20
    queries: int = 10
    warmup: int = 150  # a fresh JVM compiles its hot paths first: without it "alone" runs cold
    # Recalls of other questions on each sampled tenant right before its measured ones, in both
    # phases alike: a tenant loaded alone into an empty database changes its statistics so much
    # that Neo4j plans recall's statements again on their next run, which "alone" paid and
    # "crowded" (loaded long before) did not.
    tenant_warmup: int = 10
    writers: int = 2  # write transactions at once while the small tenants load
    templates: int = 0  # user templates encoded (0: all, a few thousand); small for quick tests
    run_id: str = field(default_factory=lambda: datetime.now(UTC).strftime("%Y%m%d%H%M%S"))


@dataclass
class Tenant:
    user_id: str
    seed: int
    namespace: SyntheticNamespace | None = None


# --- templates and tenants ---------------------------------------------------------------------
def build_templates(services: Services, limit: int) -> Templates:
    """Real vectors of the fact templates; ``limit`` > 0 keeps only that many user templates (every
    ``n``-th, so all domains stay) for quick runs."""
    embed = services.embedder.sync.embed
    if not limit:
        return Templates.build(embed)
    user, agent = all_templates()
    kept = user[:: max(1, len(user) // limit)][:limit]
    parts = list(dict.fromkeys(FIRST_NAMES + LAST_NAMES + CITIES + PLACE_KINDS + ORG_WORDS + ORG_KINDS))
    started = time.perf_counter()
    vectors = np.asarray(embed([t.text for t in kept + agent]), dtype=np.float32)
    words = dict(zip(parts, np.asarray(embed(parts), dtype=np.float32), strict=True))
    return Templates(kept, agent, vectors, words, time.perf_counter() - started)


def tenant_ids(config: Config) -> tuple[list[Tenant], Tenant, Tenant, list[int]]:
    """(small tenants, the big one, the warm-up tenant, indexes of the sampled small tenants)."""
    width = len(str(config.tenants))
    prefix = f"tn{config.run_id}"
    small = [Tenant(f"{prefix}_{n:0{width}d}", 10_000 + n) for n in range(config.tenants)]
    big = Tenant(f"{prefix}_big", 7)
    warm = Tenant(f"{prefix}_warm", 9)
    count = min(config.sample, config.tenants)
    sampled = sorted({n * config.tenants // count for n in range(count)})
    return small, big, warm, sampled


async def attach(services: Services, tenant: Tenant, templates: Templates) -> SyntheticNamespace:
    refs = await services.namespaces.ensure(tenant.user_id)
    tenant.namespace = SyntheticNamespace(
        tenant.user_id, refs.user_uid, refs.agent_uid, templates, seed=tenant.seed
    )
    return tenant.namespace


# --- loading ------------------------------------------------------------------------------------
def _tagged(user_id: str, batch: Batch, into: Batch) -> None:
    for name in ("entities", "edges", "episodes", "facts"):
        rows: list[Row] = getattr(into, name)
        rows += [row | {"user_id": user_id} for row in getattr(batch, name)]


def _chunks(rows: list[Row], size: int) -> Iterator[list[Row]]:
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


async def write_group(db: Database, batch: Batch) -> None:
    """Entities, edges, episodes, then facts (which link to them) of one or more tenants."""
    now = datetime.now(UTC)
    for name, rows in (
        ("bench/load_tenant_entities", batch.entities),
        ("bench/load_edges", batch.edges),
        ("bench/load_tenant_episodes", batch.episodes),
        ("bench/load_tenant_facts", batch.facts),
    ):
        for chunk in _chunks(rows, ROWS_PER_TX):
            await db.write(name, rows=chunk, now=now)


def _groups(namespaces: list[SyntheticNamespace], facts: int) -> Iterator[Batch]:
    """Rows of many tenants, about ROWS_PER_TX facts at a time; a big tenant comes in chunks."""
    group = Batch()
    for namespace in namespaces:
        for batch in namespace.grow(facts, chunk=ROWS_PER_TX):
            _tagged(namespace.user_id, batch, group)
            if len(group.facts) >= ROWS_PER_TX:
                yield group
                group = Batch()
    if group.facts or group.entities:
        yield group


async def load(db: Database, namespaces: list[SyntheticNamespace], facts: int, writers: int = 1) -> None:
    """Generate the next group on a thread while Neo4j writes the previous ones, ``writers``
    transactions at once. A group holds whole small tenants, or a part of one big tenant whose
    later groups link to the entities of its first: that first group is written before any other
    starts."""
    groups = _groups(namespaces, facts)
    done = object()
    pending: set[asyncio.Task[None]] = set()
    written = 0
    started = time.perf_counter()
    while True:
        group = await asyncio.to_thread(next, groups, done)
        while len(pending) >= writers or (group is done and pending):
            finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for task in finished:
                task.result()  # a failed write stops the load
        if group is done:
            return
        assert isinstance(group, Batch)
        written += len(group.facts)
        if written // 50_000 != (written - len(group.facts)) // 50_000:
            elapsed = time.perf_counter() - started
            print(f"  {written:,} facts written in {elapsed:.0f} s ({written / elapsed:.0f}/s)", flush=True)
        pending.add(asyncio.create_task(write_group(db, group)))
        if written == len(group.facts) and len(namespaces) == 1:  # a big tenant's entities
            await asyncio.wait(pending)


async def ensure_all(services: Services, tenants: list[Tenant], templates: Templates) -> None:
    slots = asyncio.Semaphore(8)

    async def one(tenant: Tenant) -> None:
        async with slots:
            await attach(services, tenant, templates)

    await asyncio.gather(*(one(tenant) for tenant in tenants))


async def settle(db: Database) -> None:
    """After a load or delete: indexes online, their statistics sampled again, then every cached
    plan forgotten, so the warm-up that follows plans each statement once on the database as it
    now is. Without it the statistics of an almost empty database swing with every tenant loaded
    and deleted, and Neo4j re-plans recall's statements during the measured recalls (see
    README, "Many tenants")."""
    await db.schema("schema/await_indexes", timeout_s=3600)
    await db.schema("bench/resample_indexes")
    await db.schema("schema/await_indexes", timeout_s=3600)
    await asyncio.sleep(SETTLE_S)  # sampling runs in the background
    await db.schema("bench/clear_query_caches")


async def unload(db: Database, namespace: SyntheticNamespace) -> None:
    await db.write("bench/delete_synthetic", user_id=namespace.user_id, prefix=namespace.user_id + "-")


# --- measuring ----------------------------------------------------------------------------------
@dataclass
class Answer:
    """One recall's top-10 fact and episode uids and its wall time."""

    facts: list[str]
    episodes: list[str]
    seconds: float
    # every returned fact (up to RECALL_LIMIT): the channels that found it, with its rank in each
    found_by: dict[str, dict[str, int]] = field(default_factory=dict)
    # and the factors of its score (why it ranked where it did)
    factors: dict[str, dict[str, float]] = field(default_factory=dict)
    cpu_ms: dict[str, float] = field(default_factory=dict)  # CPU of each metered process


def tenant_questions(namespace: SyntheticNamespace, count: int, *, other: bool = False) -> list[str]:
    """The tenant's measured questions, or (``other``) as many different ones for warming up."""
    seed = namespace.seed + (1_000_003 if other else 0)
    return questions(namespace.known_entities(KNOWN_ENTITIES), count, seed=seed)


async def ask(services: Services, user_id: str, asked: list[str], cpu: CpuSpan) -> list[Answer]:
    answers = []
    for question in asked:
        cpu.start()
        started = time.perf_counter()
        memory = await services.recaller.recall(user_id, question, limit=RECALL_LIMIT)
        seconds = time.perf_counter() - started
        spent = {label: seconds * 1000 for label, seconds in cpu.stop().items()}
        found_by = {f.uid: {hit.channel: hit.rank for hit in f.channels} for f in memory.facts}
        factors = {f.uid: {x.name: x.value for x in f.why.factors} for f in memory.facts if f.why}
        answers.append(
            Answer(
                [f.uid for f in memory.facts[:TOP]],
                [e.uid for e in memory.episodes[:TOP]],
                seconds,
                found_by,
                factors,
                spent,
            )
        )
        await services.recaller.flush()  # the access-count write must not overlap the next query
    return answers


async def warm_up(services: Services, namespace: SyntheticNamespace, count: int) -> None:
    for question in tenant_questions(namespace, count, other=True):
        await services.recaller.recall(namespace.user_id, question, limit=RECALL_LIMIT)
        # Each recall's access counts written before the next, as in ask(): coalesced writes
        # would let a slower phase see fewer of them, and the counts move the ranking.
        await services.recaller.flush()


async def phase(
    services: Services, sampled: list[SyntheticNamespace], config: Config, cpu: CpuSpan
) -> tuple[dict[str, list[Answer]], dict[str, float]]:
    """Every sampled tenant's questions, in order; CPU per recall of each metered process."""
    out: dict[str, list[Answer]] = {}
    spent: dict[str, float] = {}
    for namespace in sampled:
        await warm_up(services, namespace, config.tenant_warmup)  # not measured: see Config
        out[namespace.user_id] = answers = await ask(
            services, namespace.user_id, tenant_questions(namespace, config.queries), cpu
        )
        for answer in answers:
            for label, ms in answer.cpu_ms.items():
                spent[label] = spent.get(label, 0.0) + ms
    recalls = max(1, sum(len(answers) for answers in out.values()))
    return out, {label: ms / recalls for label, ms in spent.items()}


# --- comparing ----------------------------------------------------------------------------------
def overlap(alone: list[str], crowded: list[str]) -> float:
    """Share of the alone top-10 that the crowded top-10 also holds (1.0 when both are empty)."""
    if not alone:
        return 1.0 if not crowded else 0.0
    return len(set(alone) & set(crowded)) / len(alone)


def foreign(user_id: str, uids: list[str]) -> int:
    """Synthetic uids are ``<user_id>-…``: anything else in a result came from another tenant."""
    return sum(1 for uid in uids if not uid.startswith(user_id + "-"))


def why_dropped(alone: Answer, crowded: Answer) -> list[str]:
    """For each fact of the alone top-10 missing from the crowded top-10, what changed: a channel
    that found it alone and not crowded (``lost:vector``), or the same channels (``reranked``)."""
    reasons = []
    for uid in set(alone.facts) - set(crowded.facts):
        before = set(alone.found_by.get(uid, {}))
        after = set(crowded.found_by.get(uid, {}))
        lost = sorted(before - after)
        reasons += [f"lost:{channel}" for channel in lost] or ["reranked"]
        if uid not in crowded.found_by:
            reasons.append("not returned at all")
    return reasons


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
    }


def compare(alone: dict[str, list[Answer]], crowded: dict[str, list[Answer]]) -> dict[str, Any]:
    fact_overlap, episode_overlap, identical, leaks, empty = [], [], [], 0, 0
    dropped: dict[str, int] = {}
    per_tenant: dict[str, float] = {}
    median: dict[str, float] = {}
    for user_id, answers in alone.items():
        mine = []
        for a, c in zip(answers, crowded[user_id], strict=True):
            mine.append(overlap(a.facts, c.facts))
            episode_overlap.append(overlap(a.episodes, c.episodes))
            identical.append(a.facts == c.facts)
            leaks += foreign(user_id, c.facts + c.episodes)
            empty += not a.facts
            for reason in why_dropped(a, c):
                dropped[reason] = dropped.get(reason, 0) + 1
        fact_overlap += mine
        per_tenant[user_id] = float(np.mean(mine))
    for side, answers_of in (("alone", alone), ("crowded", crowded)):
        neo4j_ms = [a.cpu_ms["neo4j"] for got in answers_of.values() for a in got if "neo4j" in a.cpu_ms]
        if neo4j_ms:  # the median shows the usual recall; the mean (below) adds the rare re-plans
            median[side] = float(np.median(neo4j_ms))
    latency_alone = percentiles([a.seconds for answers in alone.values() for a in answers])
    latency_crowded = percentiles([a.seconds for answers in crowded.values() for a in answers])
    return {
        "recalls": len(fact_overlap),
        "fact_top10_overlap": float(np.mean(fact_overlap)),
        "episode_top10_overlap": float(np.mean(episode_overlap)),
        "fact_top10_identical_order": float(np.mean(identical)),
        "worst_tenant_overlap": min(per_tenant.values()),
        "foreign_items": leaks,
        "dropped_facts_why": dict(sorted(dropped.items())),
        "alone_empty_answers": empty,
        "latency_alone_ms": latency_alone,
        "latency_crowded_ms": latency_crowded,
        "p50_ratio": latency_crowded["p50"] / latency_alone["p50"],
        "p95_ratio": latency_crowded["p95"] / latency_alone["p95"],
        "neo4j_cpu_ms_median": median,
    }


def goals(comparison: dict[str, Any]) -> dict[str, bool]:
    return {
        f"top-10 overlap >= {GOAL_OVERLAP:.0%}": comparison["fact_top10_overlap"] >= GOAL_OVERLAP,
        f"crowded p50 <= {GOAL_P50_RATIO} x alone": comparison["p50_ratio"] <= GOAL_P50_RATIO,
        "no foreign items": comparison["foreign_items"] == 0,
    }


# --- the run ------------------------------------------------------------------------------------
def neo4j_meters(uri: str | None) -> list[CpuMeter]:
    """The Neo4j JVM's meter, when it listens on this machine."""
    host_port = (uri or "").rsplit("/", 1)[-1]
    if not host_port.startswith(("127.", "localhost")) or ":" not in host_port:
        return []
    pid = listening_pid(int(host_port.rsplit(":", 1)[1]))
    return [CpuMeter(pid, "neo4j")] if pid is not None else []


async def measure(services: Services, config: Config, meters: list[CpuMeter]) -> dict[str, Any]:
    """The whole bench on an open ``Services``: alone phase, crowd load, crowded phase."""
    db = services.db
    cpu = CpuSpan([CpuMeter.of_self(), *meters])
    templates = build_templates(services, config.templates)
    small, big, warm, sampled_at = tenant_ids(config)
    before = (await db.read("bench/count_all"))[0]
    print(
        f"Neo4j {db.server.version} (filtered vector search: {db.server.cypher25}); "
        f"{templates.count} template texts encoded in {templates.encode_seconds:.1f} s; "
        f"database already holds {before['facts']:,} facts",
        flush=True,
    )
    # Alone: one sampled tenant at a time in the database, then deleted again.
    warm_ns = await attach(services, warm, templates)
    await load(db, [warm_ns], config.facts_per_tenant)
    await warm_up(services, warm_ns, config.warmup)
    await unload(db, warm_ns)
    alone: dict[str, list[Answer]] = {}
    cpu_alone: dict[str, float] = {}
    loads: dict[str, list[float]] = {"alone": [os.getloadavg()[0]]}
    for n in sampled_at:
        namespace = await attach(services, small[n], templates)
        await load(db, [namespace], config.facts_per_tenant)
        await settle(db)
        answers, cpu_ms = await phase(services, [namespace], config, cpu)
        alone |= answers
        for label, ms in cpu_ms.items():
            cpu_alone[label] = cpu_alone.get(label, 0.0) + ms / len(sampled_at)
        await unload(db, namespace)
    loads["alone"].append(os.getloadavg()[0])
    print(f"alone: {len(sampled_at)} tenants × {config.queries} questions measured", flush=True)
    # Crowded: everyone, the sampled tenants row for row as before.
    started = time.perf_counter()
    await ensure_all(services, [*small, big, warm], templates)  # fresh generators: rows from fact 0
    await load(
        db, [t.namespace for t in [*small, warm] if t.namespace], config.facts_per_tenant, config.writers
    )
    big_ns = await attach(services, big, templates)
    await load(db, [big_ns], config.big, config.writers)
    await db.schema("schema/await_indexes", timeout_s=3600)
    load_seconds = time.perf_counter() - started
    await settle(db)
    counts = (await db.read("bench/count_all"))[0]
    print(f"crowd loaded in {load_seconds:.0f} s: {counts}", flush=True)
    assert warm.namespace is not None
    await warm_up(services, warm.namespace, config.warmup)
    measured = [t.namespace for t in (small[n] for n in sampled_at) if t.namespace]
    loads["crowded"] = [os.getloadavg()[0]]
    crowded, cpu_crowded = await phase(services, measured, config, cpu)
    loads["crowded"].append(os.getloadavg()[0])
    comparison = compare(alone, crowded)
    comparison["cpu_ms_per_recall_alone"] = cpu_alone
    comparison["cpu_ms_per_recall_crowded"] = cpu_crowded
    return {
        "config": asdict(config) | {"top": TOP, "recall_limit": RECALL_LIMIT},
        "server": {"version": db.server.version, "filtered_vector_search": db.server.cypher25},
        "machine": {"cpus": os.cpu_count()},
        "load_average": loads,  # 1-minute load average at the start and end of each phase
        "database_before": before,
        "database_crowded": counts,
        "crowd_load_seconds": load_seconds,
        "templates": templates.count,
        "sampled_tenants": [small[n].user_id for n in sampled_at],
        "comparison": comparison,
        "goals": goals(comparison),
        "answers": {
            user_id: {
                "alone": [asdict(a) for a in alone[user_id]],
                "crowded": [asdict(c) for c in crowded[user_id]],
            }
            for user_id in alone
        },
    }


def print_report(report: dict[str, Any]) -> None:
    c, config = report["comparison"], report["config"]
    print(
        f"\n=== {config['tenants']:,} tenants × {config['facts_per_tenant']} facts + one of "
        f"{config['big']:,}: {report['database_crowded']['facts']:,} facts in the database; "
        f"Neo4j {report['server']['version']} (filtered: {report['server']['filtered_vector_search']}) ==="
    )
    print(
        f"{c['recalls']} recalls over {len(report['sampled_tenants'])} sampled tenants; "
        f"crowd loaded in {report['crowd_load_seconds']:.0f} s"
    )
    worst = c["worst_tenant_overlap"]
    print(f"top-10 facts overlap with alone:  {c['fact_top10_overlap']:.1%} (worst tenant {worst:.1%})")
    print(f"top-10 facts identical in order:  {c['fact_top10_identical_order']:.1%}")
    print(f"top-10 episodes overlap:          {c['episode_top10_overlap']:.1%}")
    print(f"foreign items in crowded results: {c['foreign_items']}")
    print(f"why alone top-10 facts dropped:   {c['dropped_facts_why'] or 'none dropped'}")
    print(
        f"load average: alone {report['load_average']['alone']}, crowded {report['load_average']['crowded']}"
    )
    print(f"{'(ms)':12}{'p50':>8}{'p95':>8}{'p99':>8}{'cpu svc':>9}{'cpu neo4j':>10}")
    for name in ("alone", "crowded"):
        lat, cpu = c[f"latency_{name}_ms"], c[f"cpu_ms_per_recall_{name}"]
        cells = "".join(f"{lat[k]:8.1f}" for k in ("p50", "p95", "p99"))
        print(f"{name:12}{cells}{cpu.get('service', 0):9.1f}{cpu.get('neo4j', float('nan')):10.1f}")
    print(f"crowded / alone: p50 × {c['p50_ratio']:.2f}, p95 × {c['p95_ratio']:.2f}")
    if c["neo4j_cpu_ms_median"]:
        print(f"Neo4j CPU per recall, median: {c['neo4j_cpu_ms_median']}")
    print("goals: " + ", ".join(f"{goal} {'PASS' if ok else 'FAIL'}" for goal, ok in report["goals"].items()))


@asynccontextmanager
async def neo4j_settings(heap: str, pagecache: str) -> AsyncIterator[Settings]:
    """The configured server, or a throw-away local one (stopped and deleted at the end)."""
    base = load_settings(neo4j_heap=heap, neo4j_pagecache=pagecache)
    if base.neo4j_uri:
        yield base
        return
    home = Path(tempfile.mkdtemp(prefix="hippograph-tenants-"))
    server = LocalNeo4j(base, home=home, bolt_port=free_port(), http_port=free_port())
    server.start()
    print(f"local Neo4j at {server.uri} ({home})", flush=True)
    user, password = server.credentials()
    try:
        yield load_settings(neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password, neo4j_heap=heap)
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


async def run(config: Config, heap: str, pagecache: str) -> dict[str, Any]:
    async with neo4j_settings(heap, pagecache) as configured:
        # Every recall encodes its query: a cache would make the second phase cheaper than the first.
        settings = configured.model_copy(update={"embedding_cache_size": 0, "recall_query_cache_size": 0})
        async with open_services(settings) as services:
            return await measure(services, config, neo4j_meters(settings.neo4j_uri))


def parse_args(argv: list[str] | None = None) -> tuple[Config, argparse.Namespace]:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tenants", type=int, default=10_000, help="small tenants (default 10,000)")
    parser.add_argument("--facts-per-tenant", type=int, default=100, help="facts of each (default 100)")
    parser.add_argument("--big", type=int, default=100_000, help="facts of the big tenant (default 100k)")
    parser.add_argument("--sample", type=int, default=20, help="small tenants measured (default 20)")
    parser.add_argument("--queries", type=int, default=10, help="questions per sampled tenant")
    parser.add_argument("--warmup", type=int, default=150, help="warm-up recalls before each phase")
    parser.add_argument(
        "--tenant-warmup", type=int, default=10, help="unmeasured recalls on each sampled tenant first"
    )
    parser.add_argument(
        "--writers", type=int, default=2, help="concurrent write transactions loading small tenants"
    )
    parser.add_argument("--templates", type=int, default=0, help="user templates to encode (0: all)")
    parser.add_argument("--heap", default="2g", help="a local Neo4j's heap (default 2g)")
    parser.add_argument("--pagecache", default="2g", help="a local Neo4j's page cache (default 2g)")
    parser.add_argument("--json", type=Path, default=None, help="write every figure here")
    args = parser.parse_args(argv)
    config = Config(
        tenants=args.tenants,
        facts_per_tenant=args.facts_per_tenant,
        big=args.big,
        sample=args.sample,
        queries=args.queries,
        warmup=args.warmup,
        tenant_warmup=args.tenant_warmup,
        writers=args.writers,
        templates=args.templates,
    )
    return config, args


def main(argv: list[str] | None = None) -> None:
    config, args = parse_args(argv)
    report = asyncio.run(run(config, args.heap, args.pagecache))
    print_report(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, default=str), encoding="utf-8")
        print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
