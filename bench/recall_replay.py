"""Recalls' whole results written out, to compare two versions of the code over one namespace.

    NEO4J_URI=… .venv/bin/python bench/recall_replay.py OUT.json [--run-id profile] [--queries 100]
    .venv/bin/python bench/recall_replay.py --compare A.json B.json

A change made for speed must not change what recall answers. This runs the recalls of
``bench/recall_profile.py``'s questions (the same seed) on its kept namespace (``bench_<run-id>``,
loaded by recall_profile on the server ``NEO4J_URI`` names) and writes out, per question, the whole
``Memory`` (every fact, episode, entity, edge and path, with their scores, channels and ranking
reasons) and the rows of the walk. The clock is fixed and no access count is written: both move
scores between runs. Run it with one checkout's package and then with another's (``PYTHONPATH``),
one right after the other (recall_profile's own recalls write access counts, which the ranking
reads: nothing may write to the namespace between the two), then ``--compare`` the two files:
every question's results must be equal.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_latency import loaded_main, neo4j_settings
from synthetic import questions

from hippograph.clock import ManualClock
from hippograph.services import open_services

RECALL_LIMIT = 20
RECALL_HOPS = 2
SEED = 7  # recall_profile's questions
NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


async def capture(run_id: str, count: int) -> list[dict[str, Any]]:
    async with neo4j_settings() as configured:
        settings = configured.model_copy(update={"embedding_cache_size": 0, "recall_query_cache_size": 0})
        async with open_services(settings, clock=ManualClock(NOW)) as services:
            main = await loaded_main(services, run_id)
            walks: list[Any] = []
            read_walk = services.db.read_walk

            async def kept_walk(*args: Any, **params: Any) -> Any:
                rows = await read_walk(*args, **params)
                walks.append(rows)
                return rows

            services.db.read_walk = kept_walk  # type: ignore[method-assign]
            services.recaller._access.record = lambda *_: None  # type: ignore[method-assign]
            results = []
            for question in questions(main.known_entities(300), count, seed=SEED):
                walks.clear()
                memory = await services.recaller.recall(
                    main.user_id, question, limit=RECALL_LIMIT, hops=RECALL_HOPS
                )
                results.append(
                    {"question": question, "memory": dataclasses.asdict(memory), "walk": list(walks)}
                )
            return results


def compare(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> int:
    """How many questions' results differ (printed with the first difference's place)."""
    differ = 0
    for x, y in zip(a, b, strict=True):
        if x != y:
            differ += 1
            keys = [k for k in x["memory"] if x["memory"][k] != y["memory"].get(k)]
            walk = "walk rows differ" if x["walk"] != y["walk"] else "walk rows equal"
            print(f"differs: {x['question']!r}: {keys}; {walk}")
    facts = sum(len(x["memory"]["facts"]) for x in a)
    walked = sum(len(w[0]["reached"]) for x in a for w in x["walk"] if w)
    print(f"{len(a) - differ} of {len(a)} recalls identical ({facts} facts, {walked} walk rows in all)")
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", nargs="?", type=Path, help="where to write the results")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    parser.add_argument("--run-id", default="profile", help="recall_profile's --run-id (the namespace)")
    parser.add_argument("--queries", type=int, default=100)
    args = parser.parse_args()
    if args.compare:
        a, b = (json.loads(p.read_text(encoding="utf-8")) for p in args.compare)
        raise SystemExit(1 if compare(a, b) else 0)
    if args.out is None:
        parser.error("give OUT, or --compare A B")
    results = asyncio.run(capture(args.run_id, args.queries))
    args.out.write_text(json.dumps(results, default=str, indent=None), encoding="utf-8")
    print(f"{len(results)} recalls written to {args.out}")


if __name__ == "__main__":
    main()
