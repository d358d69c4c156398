"""More multi-hop chains, of other shapes than bench/chains.py's: a DEV set and a FRESH set.

    PYTHONPATH=$PWD python bench/chains_more.py [--set dev|fresh|fresh_b|all] [--json OUT]

Same check as bench/chains.py (its ``check``): each chain is remembered by one user in a fresh
namespace, then ``recall(question, hops=3)`` must return the answer's fact with a path of at least
two edges from the user, and ``recall(question, hops=1)`` must not. The DEV chains were written
while the readers were built; the FRESH ones after, and were never tuned on: their figure is the
one that says whether the mechanisms generalise (pets and their vets, in-laws, founders, clubs,
teams, doctors, landlords; titles, appositions, relative clauses, coordinated relatives,
possessive chains).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import uuid
from dataclasses import asdict
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.chains import Chain, Outcome, check
from hippograph.services import open_services

DEV = (
    Chain(
        "pet, vet treated at, location",
        (
            "My aunt Nora has a spaniel called Biscuit.",
            "Biscuit is treated at Willow Animal Hospital.",
            "Willow Animal Hospital is in Galway.",
        ),
        "In which town is my aunt's dog treated?",
        "Galway",
    ),
    Chain(
        "founder (two-word name), headquarters",
        (
            "My cousin Magnus founded Silver Lantern.",
            "Silver Lantern is headquartered in Lyon.",
        ),
        "Where is the company my cousin founded headquartered?",
        "Lyon",
    ),
    Chain(
        "apposition, volunteers with, base",
        (
            "Ben, my neighbour, volunteers with Harbour Rescue.",
            "Harbour Rescue is based in Plymouth.",
        ),
        "Where is the group my neighbour volunteers with based?",
        "Plymouth",
    ),
    Chain(
        "coordinated relatives, trains at, location",
        (
            "I have two brothers, Sami and Karim.",
            "Karim trains at Ironside Gym.",
            "Ironside Gym is in Sheffield.",
        ),
        "In which city does my brother train?",
        "Sheffield",
    ),
    Chain(
        "relative clause carries the employer",
        (
            "My friend Lucia, who works at Orbital Dynamics, just got promoted.",
            "Orbital Dynamics is headquartered in Toulouse.",
        ),
        "Where is my friend's employer headquartered?",
        "Toulouse",
    ),
    Chain(
        "relative clause of kinship, performs with, base",
        (
            "Dana, who is my sister-in-law, performs with the Northgate Players.",
            "The Northgate Players are based in York.",
        ),
        "Where are the players my sister-in-law performs with based?",
        "York",
    ),
    Chain(
        "doctor with a title, hospital, city",
        (
            "My doctor is Dr. Amara Okafor.",
            "Dr. Okafor works at Saint Brendan Hospital.",
            "Saint Brendan Hospital is in Cork.",
        ),
        "In which city does my doctor work?",
        "Cork",
    ),
    Chain(
        "landlord with a title, owns a firm, base",
        (
            "My landlord, Mr. Petrov, owns Linden Properties.",
            "Linden Properties is based in Riga.",
        ),
        "Where is the firm my landlord owns based?",
        "Riga",
    ),
    Chain(
        "niece, school attended, location",
        (
            "My niece Clara attends Hillcrest Academy.",
            "Hillcrest Academy is located in Durban.",
        ),
        "In which city is my niece's school?",
        "Durban",
    ),
    Chain(
        "son, interns at, headquarters",
        (
            "My son Leo interns at Quantix Systems.",
            "Quantix Systems is headquartered in Austin.",
        ),
        "Where is the company my son interns at headquartered?",
        "Austin",
    ),
    Chain(
        "in-law, plays for a team, home",
        (
            "My brother-in-law Rafael plays for Coastal United.",
            "Coastal United is based in Porto.",
        ),
        "Where is the team my brother-in-law plays for based?",
        "Porto",
    ),
    Chain(
        "relative clause works at, unnamed relative",
        (
            "My friend who works at Meridian Bank is called Sofia.",
            "Meridian Bank is headquartered in Geneva.",
        ),
        "Where is my friend's bank headquartered?",
        "Geneva",
    ),
    Chain(
        "founder, name NER calls a place or a work, headquarters",
        (
            "My stepfather Anselm founded Quiet Harvest.",
            "Quiet Harvest is headquartered in Utrecht.",
        ),
        "Where is the company my stepfather founded headquartered?",
        "Utrecht",
    ),
    Chain(
        "founder, name NER calls a location, base",
        (
            "My godmother Irena started Paper Moon.",
            "Paper Moon is based in Ghent.",
        ),
        "Where is the business my godmother started based?",
        "Ghent",
    ),
)

# Written after the readers were built; never run while developing them.
FRESH: tuple[Chain, ...] = (
    Chain(
        "pet, groomed at, location",
        (
            "My grandmother Edith has a poodle named Clementine.",
            "Clementine gets groomed at Velvet Paws Salon.",
            "Velvet Paws Salon is in Bruges.",
        ),
        "In which city is my grandmother's dog groomed?",
        "Bruges",
    ),
    Chain(
        "apposition of kin, rows with a club, base",
        (
            "Henrik, my nephew, rows with Tamesis Oarsmen.",
            "Tamesis Oarsmen is based in Reading.",
        ),
        "Where is the club my nephew rows with based?",
        "Reading",
    ),
    Chain(
        "founder of a two-word name, headquarters",
        (
            "My sister Liesel founded Golden Thread.",
            "Golden Thread is headquartered in Vienna.",
        ),
        "Where is the company my sister founded headquartered?",
        "Vienna",
    ),
    Chain(
        "coordinated cousins, one sings with a choir, base",
        (
            "I have two cousins, Mateo and Ines.",
            "Ines sings with the Alder Valley Chorale.",
            "The Alder Valley Chorale is based in Granada.",
        ),
        "Where is the choir my cousin sings with based?",
        "Granada",
    ),
    Chain(
        "relative clause, mentor, employer, location",
        (
            "My friend Jonas, who mentors at Brightpath Foundation, just moved.",
            "Brightpath Foundation is located in Malmö.",
        ),
        "Where is the foundation my friend mentors at?",
        "Malmö",
    ),
    Chain(
        "stepmother, serves on a board, headquarters",
        (
            "My stepmother Carlotta serves on the board of Riverstone Trust.",
            "Riverstone Trust is headquartered in Turin.",
        ),
        "Where is the trust on whose board my stepmother serves headquartered?",
        "Turin",
    ),
    Chain(
        "father-in-law, practises at a clinic, city",
        (
            "My father-in-law Gustav practises at Lindenhof Clinic.",
            "Lindenhof Clinic is in Bern.",
        ),
        "In which city does my father-in-law practise?",
        "Bern",
    ),
)

# Written after the pet/person resolution fix that the first FRESH run led to (so FRESH's pet
# chain is no longer unseen); never run while developing.
FRESH_B: tuple[Chain, ...] = (
    Chain(
        "pet, boarded at kennels, location",
        (
            "My brother Anton has a beagle called Rosie.",
            "Rosie is boarded at Hollybank Kennels.",
            "Hollybank Kennels is in Kilkenny.",
        ),
        "Where is my brother's dog boarded?",
        "Kilkenny",
    ),
    Chain(
        "apposition, climbs with a club, base",
        (
            "Marguerite, my colleague, climbs with Granite Edge.",
            "Granite Edge is based in Chamonix.",
        ),
        "Where is the club my colleague climbs with based?",
        "Chamonix",
    ),
    Chain(
        "coordinated sisters, one co-owns a firm, headquarters",
        (
            "I have two sisters, Freya and Sunniva.",
            "Sunniva owns Northern Loom.",
            "Northern Loom is headquartered in Trondheim.",
        ),
        "Where is the firm my sister owns headquartered?",
        "Trondheim",
    ),
    Chain(
        "relative clause, kin, studies with an orchestra, base",
        (
            "Yusuf, who is my nephew, studies with the Kestrel Youth Orchestra.",
            "The Kestrel Youth Orchestra is based in Bristol.",
        ),
        "Where is the orchestra my nephew studies with based?",
        "Bristol",
    ),
    Chain(
        "grandfather, founded a two-word name, base",
        (
            "My grandfather Aurelio founded Bright Harbor.",
            "Bright Harbor is based in Genoa.",
        ),
        "Where is the company my grandfather founded based?",
        "Genoa",
    ),
)

SETS = {"dev": DEV, "fresh": FRESH, "fresh_b": FRESH_B, "all": DEV + FRESH + FRESH_B}


async def run_set(chains: tuple[Chain, ...], prefix: str = "bench_chain_more") -> list[Outcome]:
    from bench.ingest import neo4j_settings

    run = uuid.uuid4().hex[:8]
    async with neo4j_settings() as (settings, _), open_services(settings) as services:
        outcomes = [await check(services, c, f"{prefix}_{run}_{n}") for n, c in enumerate(chains)]
        await services.recaller.flush()
    return outcomes


def main(
    argv: list[str],
    sets: dict[str, tuple[Chain, ...]] = SETS,
    default: str = "all",
    prefix: str = "bench_chain_more",
    description: str | None = None,
) -> None:
    """The command line of a set of chains: this file's, or another's (``bench/chains_fresh10.py``)."""
    parser = argparse.ArgumentParser(description=(description or __doc__ or "").split("\n", 1)[0])
    parser.add_argument("--set", choices=sorted(sets), default=default)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("-v", "--verbose", action="store_true", help="print what each sentence gave")
    args = parser.parse_args(argv)
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    outcomes = asyncio.run(run_set(sets[args.set], prefix))
    for o in outcomes:
        mark = "PASS" if o.passed else "fail"
        print(
            f"{mark}  {o.kind:<52} path: {' → '.join(o.path) if o.path else '-'};"
            f" answer at all: {o.answer_anywhere}; hops=1 clean: {o.one_hop_clean}"
        )
        if args.verbose and not o.passed:
            for r in o.remembered:
                print("      ", _said(r))
    print(f"chains passing ({args.set}): {sum(o.passed for o in outcomes)}/{len(outcomes)}")
    if args.json:
        args.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=2) + "\n", encoding="utf-8")


def _said(remembered: dict[str, Any]) -> str:
    return json.dumps(remembered, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1:])
