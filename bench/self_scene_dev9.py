"""A ninth-session scene for first-person ranking (``bench/self_questions.py``'s method and runner).

    python bench/self_scene_dev9.py [--json OUT] [--verbose] [--misses]

Other people, life areas and wordings than the earlier scenes: the user (Samir Haddad) tells of
the team he supports, his hobby, his employer, where he grew up, what he fears, how he keeps fit,
the paper he reads, his bedtime, the game he plays and where he volunteers; of his commute, how he
unwinds, his garden, his holidays, his blood type, his cooking, the book and the series he is on,
his goal for next year and what he is learning. On the same topics so do his wife Elena, his
daughter Yasmin, his brother Karim, his mother Leila, his friend Owen and his neighbour Greta,
mostly with a fact of the same field. The questions mostly ask with other words than the fact was
said with ("root for" for "support", "hobby" or "spare time" for "paint", "employs me" for "work
for", "hometown" for "grew up in", "keep fit" for "run", "commute" for "take the bus", "unwind" for
"meditate", "signature dish" for "make a great tagine", "blood group" for "blood type"), and some
of others ("which club does my brother support?", "what does Elena bake?").

Every question and expected fact was written before the scene was first run, and before any change
of this session. The topics are split in two: ``dev`` (tuned on; ``--misses`` explains its misses)
and ``held-out`` (called the check half: never tuned on, only its aggregate row is read;
``--misses`` and ``--verbose`` print nothing of it).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene

INTRODUCTIONS = (
    "My name is Samir Haddad.",
    "My wife Elena and I have been married for ten years.",
    "My daughter Yasmin is eight.",
    "My brother Karim is three years younger than me.",
    "My mother Leila turned seventy this year.",
    "Owen is my best friend from school.",
    "Greta is our next-door neighbour.",
)

# dev: tuned on.
DEV: tuple[Topic, ...] = (
    Topic(
        "team", "dev",
        ("My brother Karim supports Rangers.", "I support Celtic.", "Owen is a huge Liverpool fan."),
        {USER: "Celtic", "Karim": "Rangers", "Owen": "Liverpool"},
        ("Which team do I root for?", "Who do I cheer for?", "What football club am I a fan of?"),
        {"Which club does my brother support?": "Karim"},
    ),
    Topic(
        "hobby", "dev",
        ("I paint watercolours at the weekend.", "Elena does pottery.",
         "My friend Owen builds model trains."),
        {USER: "watercolour|paint", "Elena": "potter", "Owen": "train|model"},
        ("What's my hobby?", "What do I do in my spare time?", "What do I enjoy doing at weekends?"),
        {"What is Elena's hobby?": "Elena"},
    ),
    Topic(
        "employer", "dev",
        ("I work for Siemens.", "Karim works at a bank in Glasgow.", "Elena teaches at Hillhead Primary."),
        {USER: "Siemens", "Karim": "bank|Glasgow", "Elena": "Hillhead|Primary"},
        ("Who do I work for?", "Which company employs me?", "Where am I employed?"),
        {"Where does Karim work?": "Karim"},
    ),
    Topic(
        "hometown", "dev",
        ("Elena grew up in Seville.", "I grew up in Aberdeen.", "Owen comes from Cardiff."),
        {USER: "Aberdeen", "Elena": "Seville", "Owen": "Cardiff"},
        ("Where did I grow up?", "What's my hometown?", "Where am I from originally?"),
        {"Where is Owen from?": "Owen"},
    ),
    Topic(
        "fear", "dev",
        ("I'm terrified of flying.", "Yasmin is scared of spiders.", "My mother is afraid of dogs."),
        {USER: "fly", "Yasmin": "spider", "Leila": "dog"},
        ("What am I afraid of?", "What's my biggest fear?", "Do I have a phobia?"),
        {"What is my daughter scared of?": "Yasmin"},
    ),
    Topic(
        "exercise", "dev",
        ("I run five kilometres every morning.", "Karim lifts weights at the gym.", "Greta does pilates."),
        {USER: "run|kilomet", "Karim": "weight", "Greta": "pilates"},
        ("How do I keep fit?", "What exercise do I do?", "How do I stay in shape?"),
        {"How does Karim keep fit?": "Karim"},
    ),
    Topic(
        "newspaper", "dev",
        ("My mother reads the Daily Mail.", "I read The Guardian every morning."),
        {USER: "Guardian", "Leila": "Mail"},
        ("Which newspaper do I read?", "Where do I get my news?"),
        {"What paper does my mother read?": "Leila"},
    ),
    Topic(
        "bedtime", "dev",
        ("I usually go to bed around midnight.", "Elena goes to sleep at ten.",
         "Yasmin's bedtime is half past seven."),
        {USER: "midnight", "Elena": "ten", "Yasmin": "seven"},
        ("When do I go to sleep?", "What time is my bedtime?", "How late do I stay up?"),
        {"When does my wife go to bed?": "Elena"},
    ),
    Topic(
        "game", "dev",
        ("Yasmin plays Minecraft.", "I play chess online most nights.", "Karim is hooked on FIFA."),
        {USER: "chess", "Yasmin": "Minecraft", "Karim": "FIFA"},
        ("What game do I play?", "Which game am I hooked on?"),
        {"What does my daughter play?": "Yasmin"},
    ),
    Topic(
        "volunteering", "dev",
        ("I volunteer at a food bank on Saturdays.", "Greta volunteers at the animal shelter."),
        {USER: "food", "Greta": "shelter|animal"},
        ("Where do I volunteer?", "What charity work do I do?", "Where do I help out on Saturdays?"),
        {"Where does Greta volunteer?": "Greta"},
    ),
)  # fmt: skip

# check ("held-out"): written with the dev half, never tuned on, only its aggregate row read.
CHECK: tuple[Topic, ...] = (
    Topic(
        "commute", "held-out",
        ("Elena cycles to school.", "I take the bus to the office.", "Karim walks to work."),
        {USER: "bus", "Elena": "cycl|bike", "Karim": "walk"},
        ("How do I get to the office?", "How do I travel to work?", "What's my commute?"),
        {"How does Elena get to work?": "Elena"},
    ),
    Topic(
        "unwind", "held-out",
        ("I meditate before bed.", "Elena takes long baths.", "Owen goes fishing to switch off."),
        {USER: "meditat", "Elena": "bath", "Owen": "fish"},
        ("How do I unwind?", "What do I do to relax?"),
        {"How does Owen switch off?": "Owen"},
    ),
    Topic(
        "garden", "held-out",
        ("I grow tomatoes in the back garden.", "My mother grows roses.", "Greta keeps bees."),
        {USER: "tomato", "Leila": "rose", "Greta": "bee"},
        ("What do I grow?", "What's in my garden?", "What vegetables do I plant?"),
        {"What does my mother grow?": "Leila"},
    ),
    Topic(
        "holiday", "held-out",
        ("Karim spends his holidays in Tenerife.", "Every summer I go camping in the Highlands.",
         "Owen always goes skiing in Austria."),
        {USER: "Highlands|camp", "Karim": "Tenerife", "Owen": "Austria|ski"},
        ("Where do I go on holiday?", "How do I spend my summers?", "Where do I usually holiday?"),
        {"Where does my brother go on holiday?": "Karim"},
    ),
    Topic(
        "blood", "held-out",
        ("My blood type is O negative.", "Karim's blood type is A positive."),
        {USER: "O negative|O-", "Karim": "A positive|A+"},
        ("What's my blood type?", "Which blood group am I?"),
        {"What is Karim's blood group?": "Karim"},
    ),
    Topic(
        "cooking", "held-out",
        ("I make a great lamb tagine.", "My mother cooks amazing stuffed vine leaves.",
         "Elena bakes sourdough bread."),
        {USER: "tagine|lamb", "Leila": "vine|stuffed", "Elena": "sourdough|bread"},
        ("What's my signature dish?", "What am I good at cooking?"),
        {"What does Elena bake?": "Elena"},
    ),
    Topic(
        "book", "held-out",
        ("I'm reading a biography of Churchill.", "Yasmin is reading Matilda.",
         "Owen is halfway through Dune."),
        {USER: "Churchill|biograph", "Yasmin": "Matilda", "Owen": "Dune"},
        ("What book am I reading?", "What am I reading at the moment?"),
        {"Which book is Owen reading?": "Owen"},
    ),
    Topic(
        "series", "held-out",
        ("Elena loves The Crown.", "I'm watching Succession.", "Karim binges Breaking Bad."),
        {USER: "Succession", "Elena": "Crown", "Karim": "Breaking"},
        ("What show am I watching?", "Which series am I into right now?"),
        {"What show does my wife love?": "Elena"},
    ),
    Topic(
        "goal", "held-out",
        ("I want to run a marathon next year.", "Owen hopes to learn Japanese.",
         "Greta plans to retire to Spain."),
        {USER: "marathon", "Owen": "Japanese", "Greta": "Spain|retire"},
        ("What's my goal for next year?", "What am I aiming to do?"),
        {"What does Owen hope to do?": "Owen"},
    ),
    Topic(
        "learning", "held-out",
        ("I'm learning to sail.", "Yasmin is learning to swim.", "My mother is taking Spanish lessons."),
        {USER: "sail", "Yasmin": "swim", "Leila": "Spanish"},
        ("What am I learning?", "What new skill am I picking up?"),
        {"What is my daughter learning?": "Yasmin"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    START = datetime(2026, 5, 11, 9, 0, tzinfo=UTC)
    run_scene(DEV + CHECK, INTRODUCTIONS, START, __doc__, sys.argv[1:])
