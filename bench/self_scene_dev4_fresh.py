"""Fresh questions for ``bench/self_scene_dev4.py``'s people, written after the changes they check.

    python bench/self_scene_dev4_fresh.py [--json OUT] [--verbose] [--misses]

The mechanisms of 2026-11-24 (seventh session) were built on dev4a; these topics ask the same
kinds of question in other words and on other things, in a namespace of their own: a noun asked
of a thing the asker has ("what colour is my bike?", "what is the name of my cat?"), the measure
of a "how" question ("how tall is my brother?"), a chain of kin words ("my brother's wife"). They
are reported as "fresh" (no rule was made from them).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene
from bench.self_scene_dev4 import INTRODUCTIONS

FRESH: tuple[Topic, ...] = (
    Topic(
        "bike", "fresh",
        ("My bike is a green Brompton.", "Felix's bike is a black Canyon.",
         "Clara rides a red Peugeot bicycle."),
        {USER: "Brompton", "Felix": "Canyon", "Clara": "Peugeot"},
        ("What colour is my bike?", "What's the make of my bike?"),
        {"What is the brand of my brother's bike?": "Felix"},
    ),
    Topic(
        "height", "fresh",
        ("I am 1.70 metres tall.", "Felix is 1.92 metres tall.", "Omar is 1.80 metres tall."),
        {USER: "1.70", "Felix": "1.92", "Omar": "1.80"},
        ("How tall am I?", "What's my height?"),
        {"How tall is my brother?": "Felix", "How tall is Omar?": "Omar"},
    ),
    Topic(
        "in-law", "fresh",
        ("Felix's wife Nora is a midwife.", "Felix is a carpenter.", "I'm a veterinarian."),
        {USER: "veterinar", "Nora": "midwife", "Felix": "carpenter"},
        ("What do I do for work?",),
        {"What does my brother's wife do?": "Nora", "What is my brother's job?": "Felix"},
    ),
    Topic(
        "cat", "fresh",
        ("My cat is called Luna.", "Omar's cat is called Simba.", "Clara has a dog named Rex."),
        {USER: "Luna", "Omar": "Simba", "Clara": "Rex"},
        ("What's my cat's name?", "What is the name of my cat?"),
        {"What is Omar's cat called?": "Omar"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    run_scene(FRESH, INTRODUCTIONS, datetime(2026, 4, 6, 9, 0, tzinfo=UTC), __doc__, sys.argv[1:])
