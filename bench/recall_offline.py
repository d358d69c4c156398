"""The service's pure-Python stages of recall, timed offline over captured inputs: two checkouts
compared without Neo4j's or the encoder's noise.

    NEO4J_URI=… .venv/bin/python bench/recall_offline.py capture CAP.pkl [--run-id profile] [--queries 100]
    PYTHONPATH=<checkout>:<checkout>/clients/python .venv/bin/python bench/recall_offline.py \
        time CAP.pkl [--passes 7] [--answers OUT.json]
    .venv/bin/python bench/recall_offline.py compare A.json B.json

``capture`` runs ``bench/recall_profile.py``'s questions on its kept namespace (fixed clock, no
access-count writes) and keeps, per recall, what the assembler was built from and given (the
channels' hits, the walk's rows, the fetched rows, the predicate and kind matches) and the
``Memory`` it answered. ``time`` replays them with the checkout on ``PYTHONPATH``: the assembler
(its shortlists, the kind candidates and ``build``) and a whole GraphQL execution of the client's
recall document on each captured ``Memory`` (the resolver's conversion included, the recaller
faked), CPU time per recall for each pass, best and median; it checks that the assembler answers
the captured ``Memory`` and writes the answers (the GraphQL data) for ``compare``. On a machine
shared with other jobs a whole recall's CPU moves by a tenth between runs of the same code, these
stages by much less: run two checkouts alternately, a few times each.

The capture is a pickle of the checkout's own classes: a checkout whose recall values changed
shape cannot read another's capture (capture again).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import pickle
import statistics
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "clients" / "python"))

from hippograph_client.documents import RECALL
from recall_profile import RECALL_HOPS, RECALL_LIMIT
from recall_profile import _variables as recall_variables

from hippograph.auth import Principal
from hippograph.recall import engine
from hippograph.recall.explain import Assembler
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.settings import load_settings

SEED = 7  # recall_profile's questions
NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
RANKER = 8  # the assembler's ranker argument: a closure, rebuilt from the weights and routing
VARIABLES = recall_variables("q")  # the same document and arguments as recall_profile's requests


async def capture(out: Path, run_id: str, count: int) -> None:
    from recall_latency import loaded_main, neo4j_settings
    from synthetic import questions

    from hippograph.clock import ManualClock
    from hippograph.recall.ranking import RankingPreset
    from hippograph.services import open_services

    records: list[dict[str, Any]] = []

    class Recording(Assembler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            kept = list(args)
            kept[RANKER] = None  # the default preset's ranker, which Assembler builds when given None
            records.append({"init": (tuple(kept), kwargs)})

        def build(self, *args: Any, **kwargs: Any) -> Any:
            records[-1]["build"] = (args, kwargs)
            return super().build(*args, **kwargs)

    engine.Assembler = Recording  # type: ignore[attr-defined]
    async with neo4j_settings() as configured:
        settings = configured.model_copy(update={"embedding_cache_size": 0, "recall_query_cache_size": 0})
        async with open_services(settings, clock=ManualClock(NOW)) as services:
            main = await loaded_main(services, run_id)
            services.recaller._access.record = lambda *_: None  # type: ignore[method-assign]
            for question in questions(main.known_entities(300), count, seed=SEED):
                memory = await services.recaller.recall(
                    main.user_id,
                    question,
                    limit=RECALL_LIMIT,
                    hops=RECALL_HOPS,
                    ranking=RankingPreset.DEFAULT,  # the preset of the ranker rebuilt on replay
                )
                records[-1]["memory"] = memory
    out.write_bytes(pickle.dumps(records))
    print(f"{len(records)} recalls captured to {out}")


def _assemble(record: dict[str, Any]) -> Any:
    args, kwargs = record["init"]
    assembler = Assembler(*args, **kwargs)
    assembler.fact_shortlist()
    assembler.episode_shortlist()
    assembler.entity_uids()
    build_args, build_kwargs = record["build"]
    assembler.kind_candidates(build_args[1])
    return assembler.build(*build_args, **build_kwargs)


class _Recaller:
    memory: Any = None

    async def recall(self, *_: Any) -> Any:
        return self.memory


@dataclass
class _Services:
    recaller: _Recaller
    db: None = None


async def _graphql(memories: list[Any], passes: int) -> tuple[list[float], list[Any]]:
    schema = build_schema(load_settings())
    recaller = _Recaller()
    services = _Services(recaller)
    principal = Principal(user_id="u", admin=False, key_id=None, key_prefix=None)
    answers: list[Any] = []
    spent: list[float] = []
    for n in range(passes + 1):  # the first pass parses and validates the document: not timed
        started = time.process_time()
        for memory in memories:
            recaller.memory = memory
            result = await schema.execute(
                RECALL,
                variable_values=VARIABLES,
                context_value=Context(services, principal),  # type: ignore[arg-type]
            )
            if n == 0:
                if result.errors:
                    raise RuntimeError(result.errors)
                answers.append(result.data)
        if n:
            spent.append((time.process_time() - started) * 1000 / len(memories))
    for answer in answers:  # a note's age moves with the clock
        for note in answer["recall"]["notes"]:
            note.pop("ageSeconds", None)
    return spent, answers


def _summary(label: str, spent: list[float]) -> str:
    passes = " ".join(f"{ms:.2f}" for ms in spent)
    return f"{label}: best {min(spent):.2f}, median {statistics.median(spent):.2f} ms per recall ({passes})"


def timing(cap: Path, passes: int, answers: Path | None) -> None:
    records = pickle.loads(cap.read_bytes())
    same = sum(_assemble(record) == record["memory"] for record in records)
    print(f"assembler answers the captured Memory: {same} of {len(records)}")
    spent = []
    for _ in range(passes):
        started = time.process_time()
        for record in records:
            _assemble(record)
        spent.append((time.process_time() - started) * 1000 / len(records))
    print(_summary("assembler", spent))
    graphql, data = asyncio.run(_graphql([record["memory"] for record in records], passes))
    print(_summary("GraphQL execution", graphql))
    if answers is not None:
        answers.write_text(json.dumps(data), encoding="utf-8")


def compare(a: Path, b: Path) -> int:
    x, y = (json.loads(p.read_text(encoding="utf-8")) for p in (a, b))
    differ = sum(bool(one != other) for one, other in zip(x, y, strict=True))
    print(f"{len(x) - differ} of {len(x)} GraphQL answers identical")
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("capture")
    one.add_argument("out", type=Path)
    one.add_argument("--run-id", default="profile", help="recall_profile's --run-id (the namespace)")
    one.add_argument("--queries", type=int, default=100)
    two = commands.add_parser("time")
    two.add_argument("cap", type=Path)
    two.add_argument("--passes", type=int, default=7)
    two.add_argument("--answers", type=Path, default=None, help="write the GraphQL answers here")
    three = commands.add_parser("compare")
    three.add_argument("a", type=Path)
    three.add_argument("b", type=Path)
    args = parser.parse_args()
    if args.command == "capture":
        asyncio.run(capture(args.out, args.run_id, args.queries))
    elif args.command == "time":
        timing(args.cap, args.passes, args.answers)
    else:
        raise SystemExit(1 if compare(args.a, args.b) else 0)


if __name__ == "__main__":
    main()
