"""A recall statement beside a rewrite of it: Neo4j's CPU per call and whether the rows are the same.

    HF_HUB_OFFLINE=1 NEO4J_URI=… NEO4J_PASSWORD=… .venv/bin/python bench/statement_ab.py \\
        recall/expand recall/expand_rewritten [--run-id profile] [--queries 100] [--rounds 3]

A recall statement changed for speed must return what it returned: this replays it with the
parameters real recalls gave it. The recalls are those of ``bench/recall_profile.py`` (the same
synthetic namespace, ``bench_<run-id>``, kept on the server ``NEO4J_URI`` names: load it with
recall_profile first, and the same questions); each statement then runs once per recall, the
base and every variant alternated for ``--rounds`` rounds (the first runs on a cold plan), with the
CPU of the Neo4j JVM and of this process (from ``/proc``, ``bench/cpu.py``) per call, and, per
variant, on how many calls its rows were identical to the base's.

A variant is any statement of the cypher package taking the same parameters (write it beside the
base while it is tried, e.g. ``hippograph/cypher/recall/expand_try.cypher``); a walk variant
keeps the base's ``$$bound`` and ``$$relations``. ``--auto-commit`` also runs the base outside a
managed transaction (one Bolt exchange instead of BEGIN … COMMIT).

Measured with it (2026-11-24, sixth session; 100k facts, Neo4j 2026.08, 100 recalls):
see README, "CPU per recall, sixth session".
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cpu import CpuMeter, CpuSpan
from recall_latency import StageTimer, _neo4j_meter, loaded_main
from synthetic import questions

from hippograph.cypher import query
from hippograph.graph.driver import Database
from hippograph.services import Services, open_services
from hippograph.settings import load_settings

RECALL_LIMIT = 20
RECALL_HOPS = 2
SEED = 7  # recall_profile's questions


@dataclass
class Outcome:
    label: str
    cpu_ms: list[dict[str, float]] = field(default_factory=list)  # per round, per process
    rows: list[Any] = field(default_factory=list)  # of the last round
    identical: int = 0  # calls whose rows are the base's (the base: all of them)


async def captured_params(services: Services, run_id: str, count: int, name: str) -> list[dict[str, Any]]:
    """The parameters ``name`` was given by the recalls of ``count`` of the bench's questions."""
    timer = StageTimer(services.db)
    timer.install()
    main = await loaded_main(services, run_id)
    captured = []
    for question in questions(main.known_entities(300), count, seed=SEED):
        timer.last_params.clear()
        await services.recaller.recall(main.user_id, question, limit=RECALL_LIMIT, hops=RECALL_HOPS)
        if name in timer.last_params:
            captured.append(dict(timer.last_params[name]))
    await services.recaller.flush()
    return captured


def statement(db: Database, name: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The text ``name`` runs on this server and its parameters (a walk's bound and types are text)."""
    chosen = db.name_for(name)
    if "relations" in params:
        rest = {k: v for k, v in params.items() if k != "relations"}  # the bound is also $bound
        return query(chosen, params["bound"], params["relations"]), rest
    return query(chosen), params


async def run_all(db: Database, name: str, calls: list[dict[str, Any]], auto_commit: bool) -> list[Any]:
    rows = []
    for params in calls:
        text, rest = statement(db, name, params)
        if auto_commit:
            async with db.driver.session(database=db.database, default_access_mode="READ") as session:
                result = await session.run(text, rest)
                rows.append([dict(zip(r.keys(), r.values(), strict=True)) async for r in result])
        else:
            rows.append(await db._read(text, rest, values=True))
    return rows


async def compare(
    services: Services,
    base: str,
    variants: list[str],
    *,
    run_id: str,
    queries: int,
    rounds: int,
    auto_commit: bool = False,
) -> list[Outcome]:
    """The base statement and each variant over the same captured calls, alternated for ``rounds``
    rounds; printed as it goes."""
    calls = await captured_params(services, run_id, queries, base)
    print(f"{len(calls)} calls of {base} captured from {queries} recalls")
    settings = services.settings
    cpu = CpuSpan([CpuMeter.of_self(), *_neo4j_meter(settings)])
    runs = [(base, False)] + [(v, False) for v in variants] + ([(base, True)] if auto_commit else [])
    outcomes = [Outcome(f"{n}{' (auto-commit)' if auto else ''}") for n, auto in runs]
    for round_ in range(rounds):
        for (name, auto), outcome in zip(runs, outcomes, strict=True):
            cpu.start()
            outcome.rows = await run_all(services.db, name, calls, auto)
            spent = {k: s * 1000 / max(len(calls), 1) for k, s in cpu.stop().items()}
            outcome.cpu_ms.append(spent)
            figures = ", ".join(f"{k} {ms:.2f}" for k, ms in spent.items())
            print(f"round {round_ + 1}  {outcome.label:45} ms per call: {figures}")
    for outcome in outcomes:
        outcome.identical = sum(a == b for a, b in zip(outcomes[0].rows, outcome.rows, strict=True))
    for outcome in outcomes[1:]:
        print(f"{outcome.label}: rows identical to {base}'s on {outcome.identical} of {len(calls)} calls")
    return outcomes


async def run(args: argparse.Namespace) -> None:
    settings = load_settings(embedding_cache_size=0, recall_query_cache_size=0)
    async with open_services(settings) as services:
        await compare(
            services,
            args.base,
            args.variants,
            run_id=args.run_id,
            queries=args.queries,
            rounds=args.rounds,
            auto_commit=args.auto_commit,
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("base", help="the statement recall runs, e.g. recall/expand")
    parser.add_argument("variants", nargs="*", help="statements to compare with it")
    parser.add_argument("--run-id", default="profile", help="recall_profile's --run-id (the namespace)")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--auto-commit", action="store_true", help="the base auto-committed too")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
