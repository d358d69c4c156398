"""A fourth scene for first-person ranking (``bench/self_questions.py``'s method and runner).

    python bench/self_scene_dev4.py [--json OUT] [--verbose] [--misses]

Other life areas, people and wordings than the first three scenes: the user (Sofia Brandt) tells
of her hobbies, pets, age, health, travel plans, schooling, favourite things, the language she is
learning, her possessions, home, job and car, and on the same topics so do her sister Clara, her
brother Felix, her mother Greta, her friend Omar and her colleague Hugo (and, once, her parents
as a group). Questions are asked as people ask them: "what's my…", "where did I…", "do I have…",
"how old am I?", "which … do I…", "tell me about my…", "my dog's name" (something of the asker's
that owns something), questions with no predicate noun ("what do I do for fun?"), and third-person
ones by name or by kin word ("what does my sister do?", "where does Omar live?").

Every question and expected fact was written before the scene was first run. The topics are
split in two: ``dev`` (called dev4a: debugged on, ``--misses`` explains its misses) and
``held-out`` (called dev4b: never debugged on, only its aggregate row is read; ``--misses`` and
``--verbose`` print nothing of it).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene

INTRODUCTIONS = (
    "My name is Sofia Brandt.",
    "My sister Clara is five years younger than me.",
    "My brother Felix is the oldest of us three.",
    "My mother Greta calls me every Sunday.",
    "Omar has been my best friend since school.",
    "Hugo is my colleague at the clinic.",
)

# dev4a ("dev"): debugged on.
DEV4A: tuple[Topic, ...] = (
    Topic(
        "hobby", "dev",
        ("In my spare time I do pottery.", "Felix does woodworking at weekends.",
         "My colleague Hugo is into birdwatching."),
        {USER: "pottery", "Felix": "woodwork", "Hugo": "bird"},
        ("What's my hobby?", "Tell me about my hobbies.", "What do I do for fun?"),
        {"What is Hugo's hobby?": "Hugo", "What does my brother do at weekends?": "Felix"},
    ),
    Topic(
        "pet", "dev",
        ("I have a golden retriever named Biscuit.", "Clara has a tabby cat called Mochi.",
         "Omar owns a tortoise."),
        {USER: "retriever|Biscuit", "Clara": "cat|Mochi|tabby", "Omar": "tortoise"},
        ("Do I have a dog?", "What's my dog's name?", "What kind of pet do I own?"),
        {"What's the name of Clara's cat?": "Clara", "Does Omar have a pet?": "Omar"},
    ),
    Topic(
        "age", "dev",
        ("I am 34 years old.", "My sister Clara is 29.", "Felix turned 40 in March."),
        {USER: "34", "Clara": "29", "Felix": "40"},
        ("How old am I?", "What's my age?"),
        {"How old is my sister?": "Clara", "How old is Felix?": "Felix"},
    ),
    Topic(
        "health", "dev",
        ("I have asthma.", "Felix has diabetes.", "My mother Greta has arthritis."),
        {USER: "asthma", "Felix": "diabet", "Greta": "arthritis"},
        ("Which health condition do I have?", "Do I have any medical conditions?"),
        {"What illness does Felix have?": "Felix", "What is my mother suffering from?": "Greta"},
    ),
    Topic(
        "travel", "dev",
        ("I'm planning a trip to Japan next spring.", "Clara is going to Peru in the summer.",
         "Omar plans to visit Iceland."),
        {USER: "Japan", "Clara": "Peru", "Omar": "Iceland"},
        ("Where am I travelling next?", "Which country do I plan to visit?"),
        {"Where is Clara going this summer?": "Clara", "Which country does Omar want to see?": "Omar"},
    ),
    Topic(
        "school", "dev",
        ("I went to high school in Bremen.", "Felix went to school in Munich.",
         "Hugo went to boarding school in Zurich."),
        {USER: "Bremen", "Felix": "Munich", "Hugo": "Zurich"},
        ("Where did I go to high school?", "Which town did I go to school in?"),
        {"Where did Felix go to school?": "Felix"},
    ),
)  # fmt: skip

# dev4b ("held-out"): never debugged on, only its aggregate row read.
DEV4B: tuple[Topic, ...] = (
    Topic(
        "colour", "held-out",
        ("My favourite colour is teal.", "Clara's favourite colour is orange.",
         "Omar likes purple best."),
        {USER: "teal", "Clara": "orange", "Omar": "purple"},
        ("What's my favourite colour?", "Which colour do I like best?"),
        {"What colour does Omar like?": "Omar", "What is my sister's favourite colour?": "Clara"},
    ),
    Topic(
        "learning", "held-out",
        ("I'm learning Japanese.", "Felix is learning Spanish.", "Hugo is studying Arabic."),
        {USER: "Japanese", "Felix": "Spanish", "Hugo": "Arabic"},
        ("Which language am I learning?", "What language am I studying at the moment?"),
        {"What is Hugo studying?": "Hugo", "What language is my brother learning?": "Felix"},
    ),
    Topic(
        "possession", "held-out",
        ("I own a vintage Leica camera.", "Omar owns a drone.", "Clara has an old piano."),
        {USER: "Leica|camera", "Omar": "drone", "Clara": "piano"},
        ("What camera do I own?", "Do I have a camera?"),
        {"What does Omar own?": "Omar"},
    ),
    Topic(
        "home", "held-out",
        ("I live in Cologne.", "My parents live in Hamburg.", "Omar lives in Rotterdam."),
        {USER: "Cologne", "Omar": "Rotterdam"},
        ("Which city do I live in?", "Where's my home?"),
        {"Where does Omar live?": "Omar"},
    ),
    Topic(
        "job", "held-out",
        ("I'm a veterinarian.", "Clara works as a lawyer.", "Hugo is an accountant."),
        {USER: "veterinar|vet", "Clara": "lawyer", "Hugo": "accountant"},
        ("What job do I have?", "What's my occupation?"),
        {"What does my sister do?": "Clara", "What is Hugo's job?": "Hugo"},
    ),
    Topic(
        "car", "held-out",
        ("I drive a blue Subaru.", "Felix drives a Jeep.", "Clara drives a white Kia."),
        {USER: "Subaru", "Felix": "Jeep", "Clara": "Kia"},
        ("What car do I drive?", "Which car is mine?"),
        {"What car does my brother drive?": "Felix"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    run_scene(DEV4A + DEV4B, INTRODUCTIONS, datetime(2026, 3, 2, 9, 0, tzinfo=UTC), __doc__, sys.argv[1:])
