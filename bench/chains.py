"""Multi-hop chains over third-person statements: does recall walk from the user to the answer?

    PYTHONPATH=$PWD python bench/chains.py [--json OUT]

Each chain is three sentences remembered by one user in a fresh namespace ("My colleague Rosa is
engaged to Ahmed." / "Ahmed coaches rowing at Brookfield College." / "Brookfield College is in
Halifax."), then one question whose answer is a fact three edges away from the user. A chain
passes when ``recall(question, hops=3)`` returns a fact whose value holds the answer with a path
that starts at the user and has at least two edges, and ``recall(question, hops=1)`` returns no
such fact with a path from the user. Uses ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a
throw-away local Neo4j, stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

# Run as a script (python bench/chains.py), the repository root is not on the path: the bench's
# own modules and the package under test are imported from this checkout.
if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippograph.errors import HippoGraphError
from hippograph.recall.memory import Memory
from hippograph.services import Services, open_services


@dataclass(frozen=True)
class Chain:
    kind: str
    sentences: tuple[str, ...]
    question: str
    answer: str
    hops: int = 3


CHAINS = (
    Chain(
        "engagement, work, location (issue 15)",
        (
            "My colleague Rosa is engaged to Ahmed.",
            "Ahmed coaches rowing at Brookfield College.",
            "Brookfield College is in Halifax.",
        ),
        "In which city does my colleague's fiancé coach?",
        "Halifax",
    ),
    Chain(
        "family, work, location",
        (
            "My sister Ingrid is married to Paolo.",
            "Paolo works at Tidemark Brewery.",
            "Tidemark Brewery is located in Bergen.",
        ),
        "In which city does my sister's husband work?",
        "Bergen",
    ),
    Chain(
        "family, pet, trainer's home",
        (
            "My cousin Mikkel has a border collie named Skye.",
            "Skye is trained by Lena Holt.",
            "Lena Holt lives in Aarhus.",
        ),
        "Where does the trainer of my cousin's dog live?",
        "Aarhus",
    ),
    Chain(
        "family, ownership, supplier's location",
        (
            "My uncle Farid owns a café called Blue Door.",
            "Blue Door buys its coffee from Kestrel Roasters.",
            "Kestrel Roasters is based in Antwerp.",
        ),
        "Where is the roaster that supplies my uncle's café based?",
        "Antwerp",
    ),
    Chain(
        "work hierarchy, board, headquarters",
        (
            "My manager Helga reports to Viktor Lind.",
            "Viktor Lind sits on the board of Northwind Energy.",
            "Northwind Energy is headquartered in Aberdeen.",
        ),
        "Where is the company on whose board my manager's boss sits headquartered?",
        "Aberdeen",
    ),
    Chain(
        "friend, sibling, study place",
        (
            "My friend Tomasz has a sister named Agata.",
            "Agata studies at Jagiellonian University.",
            "Jagiellonian University is in Kraków.",
        ),
        "In which city does my friend's sister study?",
        "Kraków",
    ),
    Chain(
        "family, dating, team's home",
        (
            "My daughter Elin is dating Marcus.",
            "Marcus plays for the Riverside Hawks.",
            "The Riverside Hawks play their home games in Dunedin.",
        ),
        "Where does my daughter's boyfriend's team play its home games?",
        "Dunedin",
    ),
    # Three more shapes (xended): a pronoun subject across turns, a possessive, passives.
    Chain(
        "family, marriage, pronoun across turns, workplace",
        (
            "My brother Idris is married to Selin.",
            "She teaches at Ashgrove Academy.",
            "Ashgrove Academy is in Leeds.",
        ),
        "In which city does my brother's wife teach?",
        "Leeds",
    ),
    Chain(
        "friend, child, possessive school, location",
        (
            "My friend Omar has a daughter named Yasmin.",
            "Yasmin's school is Brookside Primary.",
            "Brookside Primary is in Cardiff.",
        ),
        "In which city is my friend's daughter's school?",
        "Cardiff",
    ),
    Chain(
        "relative, passive hire, passive ownership, headquarters",
        (
            "My aunt Rosa was hired by Lumen Labs.",
            "Lumen Labs is owned by Corvid Group.",
            "Corvid Group is headquartered in Zurich.",
        ),
        "Where is the group that owns my aunt's employer headquartered?",
        "Zurich",
    ),
)


@dataclass(frozen=True)
class Outcome:
    kind: str
    answer: str
    passed: bool
    multi_hop_found: bool  # hops=N: the answer's fact with a path of >= 2 edges from the user
    one_hop_clean: bool  # hops=1: no answer fact with a path from the user
    answer_anywhere: bool  # hops=N: the answer's fact returned at all (any channel)
    path: list[str] | None
    remembered: list[dict[str, Any]]


def answer_facts(memory: Memory, answer: str) -> list[Any]:
    """The returned facts that hold ``answer``: in their value, or, for a year, as their own time
    ("He opened the shop in 1987": ``open = the shop`` valid from 1987)."""
    year = int(answer) if answer.isdigit() and len(answer) == 4 else None
    return [
        f
        for f in memory.facts
        if answer.casefold() in f.value.casefold()
        or (year is not None and f.valid_from is not None and f.valid_from.year == year)
    ]


def from_user(fact: Any, user_name: str, min_edges: int) -> bool:
    path = fact.path
    return path is not None and path.steps[:1] == [user_name] and len(path.edge_uids) >= min_edges


async def user_name(services: Services, user_id: str) -> str:
    """The name the user's own entity goes by in paths (its namespace id)."""
    return user_id


async def check(services: Services, chain: Chain, user_id: str) -> Outcome:
    remembered = []
    for sentence in chain.sentences:
        try:
            result = await services.rememberer.remember(user_id, sentence)
        except HippoGraphError as exc:  # counted as a failure of the chain, not of the bench
            remembered.append({"text": sentence, "rejected": str(exc)})
            continue
        remembered.append(
            {
                "text": sentence,
                "facts": [f"{f.field}={f.value}" for f in result.facts],
                "edges": [e.relation for e in result.edges],
                "entities": [f"{e.name}:{e.type}" for e in result.entities],
                "skipped": [s.reason for s in result.skipped],
            }
        )
    name = await user_name(services, user_id)
    far = await services.recaller.recall(user_id, chain.question, hops=chain.hops)
    near = await services.recaller.recall(user_id, chain.question, hops=1)
    found = [f for f in answer_facts(far, chain.answer) if from_user(f, name, 2)]
    leaked = [f for f in answer_facts(near, chain.answer) if from_user(f, name, 1)]
    return Outcome(
        chain.kind,
        chain.answer,
        bool(found) and not leaked,
        bool(found),
        not leaked,
        bool(answer_facts(far, chain.answer)),
        found[0].path.steps if found else None,
        remembered,
    )


async def run_all(settings: Any) -> list[Outcome]:
    run = uuid.uuid4().hex[:8]
    async with open_services(settings) as services:
        outcomes = [await check(services, chain, f"bench_chain_{run}_{n}") for n, chain in enumerate(CHAINS)]
        await services.recaller.flush()
    return outcomes


async def run() -> list[Outcome]:
    from bench.ingest import neo4j_settings

    async with neo4j_settings() as (settings, _):
        return await run_all(settings)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    outcomes = asyncio.run(run())
    for o in outcomes:
        mark = "PASS" if o.passed else "fail"
        print(
            f"{mark}  {o.kind:<42} hops=3 path: {' → '.join(o.path) if o.path else '-'};"
            f" answer returned at all: {o.answer_anywhere}; hops=1 clean: {o.one_hop_clean}"
        )
    print(f"chains passing: {sum(o.passed for o in outcomes)}/{len(outcomes)}")
    if args.json:
        args.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main(sys.argv[1:])
