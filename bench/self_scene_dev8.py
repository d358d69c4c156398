"""An eighth-session scene for first-person ranking (``bench/self_questions.py``'s method and runner).

    python bench/self_scene_dev8.py [--json OUT] [--verbose] [--misses]

Other people, life areas and wordings than the earlier scenes: the user (Nadia Brooks) tells of
her commute, diet, sport, job, home, savings, weekly schedule and studies, her allergies, the
instrument she plays, her car, her next trip, what she drinks, her pets, her health and the
languages she speaks; on the same topics so do her sister Leonie, her brother Rafael, her father
Tomasz, her friend Keiko and her colleague Bram. Questions are asked as people ask them ("where's
my…", "what do I…", "which … do I…", "how do I…", "am I…", "do I have…", "tell me my…") and of
others ("what does my sister…", "what does Keiko…"); several ask with another word than the one
the fact was said with ("job" for "works as", "drive" for "own a car", "commute" for "cycle").

Every question and expected fact was written before the scene was first run. The topics are
split in two: ``dev`` (tuned on; ``--misses`` explains its misses) and ``held-out`` (called the
check half: never tuned on, only its aggregate row is read; ``--misses`` and ``--verbose`` print
nothing of it).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene

INTRODUCTIONS = (
    "My name is Nadia Brooks.",
    "My sister Leonie is two years older than me.",
    "My brother Rafael lives near us.",
    "My father Tomasz retired last year.",
    "Keiko is my closest friend.",
    "Bram is my colleague at the hospital.",
)

# dev: tuned on.
DEV: tuple[Topic, ...] = (
    Topic(
        "commute", "dev",
        ("I cycle to work every day.", "My brother Rafael takes the train to work.",
         "Keiko drives to her office."),
        {USER: "cycl|bike|bicycle|work", "Rafael": "train", "Keiko": "driv|car|office"},
        ("How do I get to work?", "How do I commute?"),
        {"How does Rafael get to work?": "Rafael"},
    ),
    Topic(
        "diet", "dev",
        ("I'm vegetarian.", "Leonie is vegan.", "Bram follows a keto diet."),
        {USER: "vegetarian", "Leonie": "vegan", "Bram": "keto"},
        ("Am I vegetarian?", "What diet do I follow?", "What do I eat?"),
        {"What diet does Bram follow?": "Bram", "Is my sister vegan?": "Leonie"},
    ),
    Topic(
        "sport", "dev",
        ("I play volleyball on Tuesdays.", "Rafael plays rugby.", "Keiko swims every morning."),
        {USER: "volleyball", "Rafael": "rugby", "Keiko": "swim"},
        ("Which sport do I play?", "What sport am I into?"),
        {"What does Rafael play?": "Rafael"},
    ),
    Topic(
        "job", "dev",
        ("I work as a nurse.", "Leonie is a software engineer.", "My father Tomasz was a carpenter."),
        {USER: "nurse", "Leonie": "engineer", "Tomasz": "carpenter"},
        ("What's my job?", "What do I do for a living?", "Tell me my profession."),
        {"What was my father's job?": "Tomasz", "What does Leonie do for work?": "Leonie"},
    ),
    Topic(
        "home", "dev",
        ("I live in Leeds.", "Rafael lives in Bristol.", "My friend Keiko lives in Osaka."),
        {USER: "Leeds", "Rafael": "Bristol", "Keiko": "Osaka"},
        ("Where do I live?", "What city is my home?", "Where's my home?"),
        {"Where does Keiko live?": "Keiko"},
    ),
    Topic(
        "savings", "dev",
        ("I'm saving for a house deposit.", "Bram is saving up for a motorbike."),
        {USER: "house|deposit", "Bram": "motorbike"},
        ("What am I saving for?", "What's my savings goal?"),
        {"What is Bram saving for?": "Bram"},
    ),
    Topic(
        "schedule", "dev",
        ("I have yoga every Thursday evening.", "Leonie has choir practice on Wednesdays."),
        {USER: "yoga", "Leonie": "choir"},
        ("What do I do on Thursday evenings?", "When is my yoga class?"),
        {"When does Leonie have choir?": "Leonie"},
    ),
    Topic(
        "study", "dev",
        ("I studied chemistry at Durham.", "Rafael studied law in Edinburgh.",
         "Keiko studied architecture."),
        {USER: "chemistry|Durham", "Rafael": "law|Edinburgh", "Keiko": "architecture"},
        ("What did I study?", "Which university did I go to?", "What's my degree in?"),
        {"What did my brother study?": "Rafael"},
    ),
)  # fmt: skip

# dev, second batch (written after the first changes, before their first run): tuned on too.
DEV_MORE: tuple[Topic, ...] = (
    Topic(
        "phone", "dev",
        ("I use an old iPhone.", "Rafael has a Samsung Galaxy.", "Keiko uses a Pixel phone."),
        {USER: "iPhone", "Rafael": "Samsung|Galaxy", "Keiko": "Pixel"},
        ("What phone do I have?", "Which phone do I use?"),
        {"What phone does Keiko use?": "Keiko"},
    ),
    Topic(
        "birthday", "dev",
        ("My birthday is on the 3rd of May.", "Leonie's birthday is in October.",
         "Bram was born in January."),
        {USER: "May", "Leonie": "October", "Bram": "January"},
        ("When is my birthday?", "Which month was I born in?"),
        {"When is Leonie's birthday?": "Leonie"},
    ),
    Topic(
        "breakfast", "dev",
        ("I eat porridge for breakfast.", "Rafael has eggs every morning."),
        {USER: "porridge", "Rafael": "egg"},
        ("What do I have for breakfast?", "What's my usual breakfast?"),
        {"What does my brother eat in the morning?": "Rafael"},
    ),
    Topic(
        "gym", "dev",
        ("I go to a climbing gym in Headingley.", "Keiko goes to a boxing gym."),
        {USER: "climbing|Headingley", "Keiko": "boxing"},
        ("Which gym do I go to?", "Where do I train?"),
        {"What gym does Keiko go to?": "Keiko"},
    ),
    Topic(
        "season", "dev",
        ("Autumn is my favourite season.", "Bram loves summer.", "Leonie prefers winter."),
        {USER: "autumn", "Bram": "summer", "Leonie": "winter"},
        ("What's my favourite season?", "Which season do I like most?"),
        {"Which season does Bram love?": "Bram"},
    ),
    Topic(
        "doctor", "dev",
        ("My doctor is Dr. Patel.", "Tomasz sees Dr. Hughes."),
        {USER: "Patel", "Tomasz": "Hughes"},
        ("Who is my doctor?", "What's my GP's name?"),
        {"Who is my father's doctor?": "Tomasz"},
    ),
)  # fmt: skip

# check ("held-out"): never tuned on, only its aggregate row read.
CHECK: tuple[Topic, ...] = (
    Topic(
        "allergy", "held-out",
        ("I'm allergic to peanuts.", "Leonie is allergic to cats.", "Tomasz is allergic to penicillin."),
        {USER: "peanut", "Leonie": "cat", "Tomasz": "penicillin"},
        ("What am I allergic to?", "Do I have any allergies?"),
        {"What is my father allergic to?": "Tomasz"},
    ),
    Topic(
        "instrument", "held-out",
        ("I play the cello.", "Keiko plays the drums.", "Rafael plays the saxophone."),
        {USER: "cello", "Keiko": "drum", "Rafael": "saxophone"},
        ("What instrument do I play?", "Do I play any instrument?"),
        {"What does Keiko play?": "Keiko"},
    ),
    Topic(
        "car", "held-out",
        ("I own a grey Volvo.", "Leonie drives a Mini.", "Bram has a Tesla."),
        {USER: "Volvo", "Leonie": "Mini", "Bram": "Tesla"},
        ("What car do I have?", "What do I drive?"),
        {"What does my sister drive?": "Leonie"},
    ),
    Topic(
        "trip", "held-out",
        ("Next month I'm flying to Lisbon.", "Tomasz is going to Crete in August.",
         "Keiko is visiting Vancouver."),
        {USER: "Lisbon", "Tomasz": "Crete", "Keiko": "Vancouver"},
        ("Where am I going next month?", "Where's my next trip?"),
        {"Where is Keiko travelling to?": "Keiko"},
    ),
    Topic(
        "drink", "held-out",
        ("I prefer tea to coffee.", "Rafael only drinks espresso."),
        {USER: "tea", "Rafael": "espresso"},
        ("Do I prefer tea or coffee?", "What's my favourite drink?"),
        {"What does Rafael drink?": "Rafael"},
    ),
    Topic(
        "pets", "held-out",
        ("I have two cats named Pip and Olive.", "Bram has a parrot."),
        {USER: "cat|Pip|Olive", "Bram": "parrot"},
        ("How many cats do I have?", "What are my cats called?"),
        {"What pet does Bram have?": "Bram"},
    ),
    Topic(
        "health", "held-out",
        ("I suffer from migraines.", "Tomasz has a bad back."),
        {USER: "migraine", "Tomasz": "back"},
        ("What do I suffer from?", "Do I get headaches?"),
        {"What's wrong with my dad's health?": "Tomasz"},
    ),
    Topic(
        "languages", "held-out",
        ("I speak Portuguese and French.", "Leonie speaks Polish."),
        {USER: "Portuguese|French", "Leonie": "Polish"},
        ("Which languages do I speak?", "Do I speak French?"),
        {"What language does Leonie speak?": "Leonie"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    START = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
    run_scene(DEV + DEV_MORE + CHECK, INTRODUCTIONS, START, __doc__, sys.argv[1:])
