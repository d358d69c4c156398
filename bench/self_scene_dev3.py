"""A third scene for first-person ranking (``bench/self_questions.py``'s method and runner).

    python bench/self_scene_dev3.py [--json OUT] [--verbose] [--misses]

Other people, topics, wordings and sentence shapes than the first two scenes: the user (Nadia
Okafor) states facts the way people do in passing ("I've been living in Leeds for years", "home for
me is Leeds", "I drive an old Peugeot", "my job: ..."), and on the same topics so do her husband
Tom, her grandfather Walter, her cousin Ines and her flatmate Sam. A self-question must put the
user's own fact first, a third-person one the named (or kin-referenced) person's. The ``SCENE``
topics ("dev") were developed on; the ``FRESH`` ones were written after the changes they check,
and are reported apart. ``--misses`` prints each miss's top three facts, explained.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene

INTRODUCTIONS = (
    "Hi, I'm Nadia Okafor.",
    "My husband Tom and I got married in 2019.",
    "My grandfather Walter turned ninety this year.",
    "My cousin Ines is staying with us this month.",
    "Sam is my flatmate from my student days.",
)

SCENE: tuple[Topic, ...] = (
    Topic(
        "home", "dev",
        ("I've been living in Leeds for years now.", "Walter lives in a cottage in Cornwall.",
         "Ines has just moved to Vienna."),
        {USER: "Leeds", "Walter": "Cornwall|cottage", "Ines": "Vienna"},
        ("Where am I living at the moment?", "Which city do I call home?", "Where's home for me?"),
        {"Where does my grandfather live?": "Walter", "Where does Ines live now?": "Ines"},
    ),
    Topic(
        "car", "dev",
        ("I drive an old Peugeot.", "Tom drives a black Audi.", "My cousin Ines drives a Toyota Prius."),
        {USER: "Peugeot", "Tom": "Audi", "Ines": "Toyota|Prius"},
        ("What car do I have?", "What am I driving these days?", "Which car is the one I drive?"),
        {"What does my husband drive?": "Tom", "Which car does Ines drive?": "Ines"},
    ),
    Topic(
        "work", "dev",
        ("I'm a primary school teacher.", "Tom is an electrician.", "Sam works as a graphic designer."),
        {USER: "teacher", "Tom": "electrician", "Sam": "designer"},
        ("What do I do for work?", "What's my occupation?", "What is my line of work?"),
        {"What does Tom do for a living?": "Tom", "What is Sam's job?": "Sam"},
    ),
    Topic(
        "languages", "dev",
        ("I speak Yoruba and French.", "Walter speaks Welsh.", "Ines speaks Portuguese."),
        {USER: "Yoruba|French", "Walter": "Welsh", "Ines": "Portuguese"},
        ("Which languages do I speak?", "What languages can I speak?"),
        {"What language does my grandfather speak?": "Walter"},
    ),
    Topic(
        "pastime", "dev",
        ("I love rock climbing.", "Tom loves fishing.", "Sam loves salsa dancing."),
        {USER: "climb", "Tom": "fish", "Sam": "salsa|danc"},
        ("What do I love doing?", "What am I passionate about?"),
        {"What does my husband love?": "Tom"},
    ),
    Topic(
        "allergy", "dev",
        ("I'm allergic to peanuts.", "Sam is allergic to cats.", "Walter is allergic to penicillin."),
        {USER: "peanut", "Sam": "cat", "Walter": "penicillin"},
        ("What am I allergic to?", "Do I have any allergies?"),
        {"What is my grandfather allergic to?": "Walter"},
    ),
    Topic(
        "origin", "dev",
        ("I'm originally from Lagos.", "Tom comes from Glasgow.", "Sam is from Belfast."),
        {USER: "Lagos", "Tom": "Glasgow", "Sam": "Belfast"},
        ("Where am I from?", "Where do I come from originally?"),
        {"Where is my husband from?": "Tom", "Where does Sam come from?": "Sam"},
    ),
)  # fmt: skip

# Written after the changes of 2026-11-24 they check (kin subjects of a copula, facts naming
# people, light verbs, the statement's verb): the same kind of topics and wordings, reported
# apart. Two of their misses ("is my cousin vegan?", "what did my cousin study?": the parser read
# "my cousin" as a compound of the next word) led to one more change, so after it these topics are
# no longer untouched by the rules.
FRESH: tuple[Topic, ...] = (
    Topic(
        "pet", "fresh",
        ("I've got a tortoise called Speedy.", "Walter keeps two canaries.",
         "Sam has a rabbit named Clover."),
        {USER: "tortoise|Speedy", "Walter": "canar", "Sam": "rabbit|Clover"},
        ("What pet have I got?", "Do I own any animals?"),
        {"What pet does Sam have?": "Sam"},
    ),
    Topic(
        "birthplace", "fresh",
        ("I was born in Kano.", "Ines was born in Porto.", "Tom was born in Edinburgh."),
        {USER: "Kano", "Ines": "Porto", "Tom": "Edinburgh"},
        ("Where was I born?", "What's my birthplace?"),
        {"Where was my cousin born?": "Ines", "Where was Tom born?": "Tom"},
    ),
    Topic(
        "instrument", "fresh",
        ("I play the saxophone.", "Tom plays the drums.", "My grandfather plays the accordion."),
        {USER: "saxophone", "Tom": "drum", "Walter": "accordion"},
        ("What instrument do I play?", "Which instrument can I play?"),
        {"What does my grandfather play?": "Walter"},
    ),
    Topic(
        "diet", "fresh",
        ("I follow a gluten-free diet.", "Tom follows a paleo diet.", "Ines is vegan."),
        {USER: "gluten", "Tom": "paleo", "Ines": "vegan"},
        ("What diet am I on?", "Do I follow any special diet?"),
        {"What diet does my husband follow?": "Tom", "Is my cousin vegan?": "Ines"},
    ),
    Topic(
        "degree", "fresh",
        ("I studied history at Durham.", "Tom studied engineering at Strathclyde.",
         "Ines studied medicine in Lisbon."),
        {USER: "history|Durham", "Tom": "engineering|Strathclyde", "Ines": "medicine|Lisbon"},
        ("What did I study?", "What was my degree in?"),
        {"What did my cousin study?": "Ines"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    run_scene(SCENE + FRESH, INTRODUCTIONS, datetime(2026, 3, 2, 9, 0, tzinfo=UTC), __doc__, sys.argv[1:])
