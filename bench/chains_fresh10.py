"""Ten more multi-hop chains, written before the tenth session's chain fixes: a DEV half and a CHECK half.

    PYTHONPATH=$PWD python bench/chains_fresh10.py [--set dev|check|all] [--json OUT]

Same check as bench/chains.py (its ``check``): each chain is remembered by one user in a fresh
namespace, then ``recall(question, hops=3)`` must return the answer's fact with a path of at least
two edges from the user, and ``recall(question, hops=1)`` must not. Both halves were written at
the same time, before any fix; DEV was debugged on, CHECK only run at the end (its figure says
whether a fix generalises). Shapes: a relative or colleague named after the noun ("my stepson
Callum") or in an apposition ("Priya, my flatmate,"), then an activity verb with a preposition
("volunteers at", "dances with", "consults for"), then where the organisation is.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import chains_more
from bench.chains import Chain

DEV = (
    Chain(
        "stepson named after the noun, volunteers at, city",
        (
            "My stepson Callum volunteers at Orchard Lane Hospice.",
            "Orchard Lane Hospice is in Exeter.",
        ),
        "In which city does my stepson volunteer?",
        "Exeter",
    ),
    Chain(
        "apposition, dances with a collective, base",
        (
            "Priya, my flatmate, dances with Saffron Arts Collective.",
            "Saffron Arts Collective is based in Leicester.",
        ),
        "Where is the collective my flatmate dances with based?",
        "Leicester",
    ),
    Chain(
        "hyphenated in-law, lectures at, location",
        (
            "My mother-in-law Hedda lectures at Nordhavn University.",
            "Nordhavn University is located in Aalborg.",
        ),
        "In which city does my mother-in-law lecture?",
        "Aalborg",
    ),
    Chain(
        "engagement, teaches at, city",
        (
            "My best friend Tobias is engaged to Clara.",
            "Clara teaches at Willowmere School.",
            "Willowmere School is in Cheltenham.",
        ),
        "Where does my best friend's fiancée teach?",
        "Cheltenham",
    ),
    Chain(
        "nephew, swims for a club, base",
        (
            "My nephew Dmitri swims for Eastbay Aquatics.",
            "Eastbay Aquatics is based in Gdansk.",
        ),
        "Where is the club my nephew swims for based?",
        "Gdansk",
    ),
)

# Written with DEV, before any fix; run only at the end.
CHECK = (
    Chain(
        "daughter-in-law, consults for a firm, headquarters",
        (
            "My daughter-in-law Annika consults for Bluefin Analytics.",
            "Bluefin Analytics is headquartered in Tallinn.",
        ),
        "Where is the firm my daughter-in-law consults for headquartered?",
        "Tallinn",
    ),
    Chain(
        "apposition of kin, paddles with a club, base",
        (
            "Oskar, my brother, paddles with Riverbend Canoe Club.",
            "Riverbend Canoe Club is based in Shrewsbury.",
        ),
        "Where is the club my brother paddles with based?",
        "Shrewsbury",
    ),
    Chain(
        "aunt's husband, lectures at, city",
        (
            "My aunt Beatriz is married to Tomas.",
            "Tomas lectures at Calloway Institute.",
            "Calloway Institute is in Coimbra.",
        ),
        "In which city does my aunt's husband lecture?",
        "Coimbra",
    ),
    Chain(
        "grandson, apprentices at a workshop, town",
        (
            "My grandson Ravi apprentices at Hartwell Joinery.",
            "Hartwell Joinery is located in Derby.",
        ),
        "In which town does my grandson apprentice?",
        "Derby",
    ),
    Chain(
        "apposition, sings with a choir, base",
        (
            "Ingrid, my classmate, sings with the Linden Chamber Choir.",
            "The Linden Chamber Choir is based in Uppsala.",
        ),
        "Where is the choir my classmate sings with based?",
        "Uppsala",
    ),
)

SETS = {"dev": DEV, "check": CHECK, "all": DEV + CHECK}


def main(argv: list[str]) -> None:
    chains_more.main(argv, SETS, "dev", "bench_chain_f10", __doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
