"""An eleventh-session scene for first-person ranking (``bench/self_questions.py``'s method and runner).

    python bench/self_scene_dev11.py [--json OUT] [--misses]

Other people, life areas and, above all, other forms of question than the earlier scenes: the
user (Ines Varga) tells of where she was born, what she rides, her Sundays, her favourite food,
the instrument she plays, the languages she speaks and what her friends call her, and what she
calls the assistant; of her university, her pet, her evenings after work, her summers, her
favourite colour, how the assistant should answer her, her diet and her job. On the same topics
so do her husband Viktor, her son Leo, her sister Irina, her father Anatoly, her friend Chloe and
her colleague Raj, mostly with a fact of the same field.

The questions are of deliberately varied forms: a question word with its noun ("which *town* am
I from?", "what *instrument* do I play?", "what *kind of vehicle*…"), "be from" for a birthplace,
a time adjunct as the question's topic ("what do I do *on Sundays*?", "*after work*?"),
possessives ("what's my…"), yes/no questions ("do I still…", "am I still…"), and questions to the
assistant about itself ("what do you call yourself?", "how long should your replies be?"): those
are answered by the assistant's own fact and counted with the self-questions (``Topic.agent``).

Every question and expected fact was written before the scene was first run, and before any change
of this session. The topics are split in two: ``dev`` (tuned on; ``--misses`` explains its misses)
and ``held-out`` (called the check half: never tuned on, only its aggregate row is read;
``--misses`` prints nothing of it). ``--verbose`` prints every stored fact, the check half's too:
do not use it before the check half has been run.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import AGENT, USER, Topic, run_scene

INTRODUCTIONS = (
    "My name is Ines Varga.",
    "My husband Viktor and I have been married for twelve years.",
    "My son Leo is eleven.",
    "My sister Irina is two years older than me.",
    "My father Anatoly turned seventy-five last month.",
    "Chloe is my closest friend.",
    "Raj and I work together.",
)

# dev: tuned on.
DEV: tuple[Topic, ...] = (
    Topic(
        "birthplace", "dev",
        ("My husband Viktor comes from Riga.", "I was born in Bergen.", "Chloe was born in Marseille."),
        {USER: "Bergen", "Viktor": "Riga", "Chloe": "Marseille"},
        ("Which town am I from?", "Where was I born?", "What's my birthplace?"),
        {"Where is Viktor from?": "Viktor"},
    ),
    Topic(
        "vehicle", "dev",
        ("Viktor drives a Tesla.", "I ride an old Honda motorbike.", "My son Leo has a BMX."),
        {USER: "Honda|motorbike", "Viktor": "Tesla", "Leo": "BMX"},
        ("What do I ride?", "What kind of vehicle do I have?", "Do I still have the Honda?"),
        {"What does Viktor drive?": "Viktor"},
    ),
    Topic(
        "sundays", "dev",
        ("On Sundays I go wild swimming in the lake.", "Viktor plays football on Sundays.",
         "Irina bakes bread every Sunday."),
        {USER: "swim|lake", "Viktor": "football", "Irina": "bread|bake"},
        ("What do I do on Sundays?", "How do I spend my Sundays?"),
        {"What does Irina do on Sundays?": "Irina"},
    ),
    Topic(
        "food", "dev",
        ("My favourite food is sushi.", "Leo's favourite food is pizza.", "Viktor loves spicy curries."),
        {USER: "sushi", "Leo": "pizza", "Viktor": "curr"},
        ("What's my favourite food?", "Which dish do I like best?", "What do I love eating?"),
        {"What is Leo's favourite food?": "Leo"},
    ),
    Topic(
        "instrument", "dev",
        ("I've played the cello since I was nine.", "Irina plays the violin.",
         "Raj plays the drums in a band."),
        {USER: "cello", "Irina": "violin", "Raj": "drum"},
        ("What instrument do I play?", "Do I still play the cello?", "Which instrument am I good at?"),
        {"What does Raj play?": "Raj"},
    ),
    Topic(
        "languages", "dev",
        ("I speak Norwegian and German.", "Viktor speaks Latvian and Russian.", "Raj speaks Hindi."),
        {USER: "German|Norwegian", "Viktor": "Latvian|Russian", "Raj": "Hindi"},
        ("Which languages do I speak?", "Do I still speak German?", "What's my second language?"),
        {"What languages does Raj speak?": "Raj"},
    ),
    Topic(
        "names", "dev",
        ("My friends call me Nessie.", "From now on I'll call you Juniper.", "Irina's nickname is Rina."),
        {USER: "Nessie", AGENT: "Juniper", "Irina": "Rina"},
        ("What's my nickname?", "What do my friends call me?"),
        {"What is Irina's nickname?": "Irina"},
        agent=("What do you call yourself?", "What's your name?"),
    ),
)  # fmt: skip

# check ("held-out"): written with the dev half, never tuned on, only its aggregate row read.
CHECK: tuple[Topic, ...] = (
    Topic(
        "university", "held-out",
        ("I studied chemistry at Edinburgh University.", "Viktor went to Riga Technical University.",
         "Chloe graduated from the Sorbonne."),
        {USER: "Edinburgh|chemistry", "Viktor": "Riga|Technical", "Chloe": "Sorbonne"},
        ("Which university did I go to?", "Where did I study?", "What's my alma mater?"),
        {"Where did Viktor study?": "Viktor"},
    ),
    Topic(
        "pet", "held-out",
        ("I have a grey rabbit called Clover.", "Leo has a hamster.", "Chloe owns two Siamese cats."),
        {USER: "rabbit|Clover", "Leo": "hamster", "Chloe": "cat|Siamese"},
        ("What pet do I have?", "Which animal do I keep?", "Do I still have a rabbit?"),
        {"What pet does Leo have?": "Leo"},
    ),
    Topic(
        "evenings", "held-out",
        ("After work I usually go climbing at the bouldering gym.", "Viktor goes to the pub after work.",
         "Raj plays badminton in the evenings."),
        {USER: "climb|boulder", "Viktor": "pub", "Raj": "badminton"},
        ("What do I do after work?", "How do I spend my evenings?"),
        {"What does Viktor do after work?": "Viktor"},
    ),
    Topic(
        "summers", "held-out",
        ("Every summer I rent a cottage in Cornwall.", "Irina spends every August in Crete.",
         "My father Anatoly goes fishing in Lapland each summer."),
        {USER: "Cornwall|cottage", "Irina": "Crete", "Anatoly": "Lapland|fish"},
        ("Where do I go every summer?", "What do I do in the summer?"),
        {"Where does Irina go in August?": "Irina"},
    ),
    Topic(
        "colour", "held-out",
        ("My favourite colour is green.", "Leo's favourite colour is orange.", "Viktor likes navy blue."),
        {USER: "green", "Leo": "orange", "Viktor": "navy|blue"},
        ("What's my favourite colour?", "Which colour do I like most?"),
        {"What colour does Leo like best?": "Leo"},
    ),
    Topic(
        "answers", "held-out",
        ("Keep your answers short and to the point.", "I like long, detailed emails at work.",
         "Chloe prefers voice messages to texts."),
        {USER: "email|detailed", AGENT: "short|point", "Chloe": "voice"},
        ("What kind of emails do I like?",),
        {"What does Chloe prefer?": "Chloe"},
        agent=("How should you answer me?", "How long should your replies be?"),
    ),
    Topic(
        "diet", "held-out",
        ("I've been vegetarian for six years.", "Irina is vegan.", "My father eats meat with every meal."),
        {USER: "vegetarian", "Irina": "vegan", "Anatoly": "meat"},
        ("Am I still vegetarian?", "Do I eat meat?", "What's my diet?"),
        {"What diet does Irina follow?": "Irina"},
    ),
    Topic(
        "job", "held-out",
        ("I work as a pharmacist.", "Viktor is an architect.", "Chloe teaches yoga."),
        {USER: "pharmacist", "Viktor": "architect", "Chloe": "yoga"},
        ("What do I do for a living?", "What's my profession?", "Am I still working as a pharmacist?"),
        {"What does Viktor do for work?": "Viktor"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    START = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)
    run_scene(DEV + CHECK, INTRODUCTIONS, START, __doc__, sys.argv[1:])
