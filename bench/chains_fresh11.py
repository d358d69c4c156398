"""Eight more multi-hop chains, written before the eleventh session's misread fixes: a DEV half and
a CHECK half.

    PYTHONPATH=$PWD python bench/chains_fresh11.py [--set dev|check|all] [--json OUT]

Same check as bench/chains.py (its ``check``): each chain is remembered by one user in a fresh
namespace, then ``recall(question, hops=3)`` must return the answer's fact with a path of at least
two edges from the user, and ``recall(question, hops=1)`` must not. Both halves were written at the
same time, before any fix; DEV was debugged on, CHECK only run at the end. Shapes: the classes of
misread the lead found in session 11 used as links of a chain: an organisation named in common
words that "works in" a place, leaving one employer for another, a definite description ("the
bakery") naming the entity an earlier turn named, a pet's name that is also a noun, a title and
surname ("Dr. Okafor") naming the person named in full earlier, a friend "of my brother's" and a
relative of a possessor in apposition.
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
        "left one employer for another, the new one's city",
        (
            "My sister Ilse left Ericsson for Northvolt.",
            "Northvolt is headquartered in Stockholm.",
        ),
        "Where is the company my sister works for headquartered?",
        "Stockholm",
    ),
    Chain(
        "definite description of a named shop, its town",
        (
            "My uncle Bram owns a bakery called Crumb and Co.",
            "The bakery is in Utrecht.",
        ),
        "In which town is my uncle's bakery?",
        "Utrecht",
    ),
    Chain(
        "pet whose name is a noun, its vet, the vet's town",
        (
            "My grandad has a terrier called Pepper.",
            "Pepper is treated at Larkfield Vets.",
            "Larkfield Vets is in Truro.",
        ),
        "In which town is my grandad's dog treated?",
        "Truro",
    ),
    Chain(
        "title and surname naming the full name, workplace city",
        (
            "My dentist is Helen Varga.",
            "Dr. Varga works at Parkside Dental.",
            "Parkside Dental is located in Derby.",
        ),
        "In which city does my dentist work?",
        "Derby",
    ),
)

# Written with DEV, before any fix; run only at the end.
CHECK = (
    Chain(
        "volunteers with a charity named in common words that works in a country",
        (
            "My daughter Freya volunteers with Open Hands.",
            "Open Hands works in Malawi.",
        ),
        "In which country does the charity my daughter volunteers with work?",
        "Malawi",
    ),
    Chain(
        "definite description of a named company, its headquarters",
        (
            "My father-in-law Anton runs a company called Fjord Freight.",
            "The company is headquartered in Bergen.",
        ),
        "Where is my father-in-law's company headquartered?",
        "Bergen",
    ),
    Chain(
        "apposed relative of a possessor, works at, city",
        (
            "Nadia, my neighbour's daughter, works at Castlegate Library.",
            "Castlegate Library is in York.",
        ),
        "In which city does my neighbour's daughter work?",
        "York",
    ),
    Chain(
        "quit one employer for another, the new one's base",
        (
            "My flatmate Kwame quit Deliveroo for Ocado.",
            "Ocado is based in Hatfield.",
        ),
        "Where is the company my flatmate works for based?",
        "Hatfield",
    ),
)

SETS = {"dev": DEV, "check": CHECK, "all": DEV + CHECK}


def main(argv: list[str]) -> None:
    chains_more.main(argv, SETS, "dev", "bench_chain_f11", __doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
