"""A second development scene for first-person ranking (``bench/self_questions.py``'s method).

    python bench/self_scene_dev2.py [--json OUT] [--verbose] [--misses]

Other people, other topics and other wordings than ``bench/self_questions.py`` ("What's my…",
"Which … am I …", "Do I …", "my usual …", "my brother" for a relative): the user (Leo Hart) and
their brother Daniel, their aunt Rosa and their neighbour Kenji state facts on the same topics;
a self-question must put the user's own fact first, a third-person one the named person's. The
``SCENE`` topics are development (tuned on freely); ``FRESH`` ones were written after the changes
they check, reported apart. ``--misses`` prints the top three facts of each miss
with why each ranked where it did.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.self_questions import USER, Topic, run_scene

INTRODUCTIONS = (
    "My name is Leo Hart.",
    "My brother Daniel is three years younger than me.",
    "My aunt Rosa visits us every Christmas.",
    "My neighbour Kenji moved in next door last year.",
)

SCENE: tuple[Topic, ...] = (
    Topic(
        "job", "dev",
        ("I work as a nurse.", "Daniel is a firefighter.", "My aunt Rosa works as a pharmacist."),
        {USER: "nurse", "Daniel": "firefighter", "Rosa": "pharmacist"},
        ("What do I do for a living?", "What's my job?", "What is my profession?"),
        {"What does Daniel do for a living?": "Daniel", "What is my aunt's job?": "Rosa"},
    ),
    Topic(
        "hometown", "dev",
        ("I grew up in Galway.", "Kenji grew up in Osaka.", "Rosa was raised in Seville."),
        {USER: "Galway", "Kenji": "Osaka", "Rosa": "Seville"},
        ("Where did I grow up?", "What's my hometown?", "Which town was I raised in?"),
        {"Where did Kenji grow up?": "Kenji", "Where was my aunt raised?": "Rosa"},
    ),
    Topic(
        "diet", "dev",
        ("I am a vegetarian.", "Daniel is vegan.", "Kenji follows a keto diet."),
        {USER: "vegetarian", "Daniel": "vegan", "Kenji": "keto"},
        ("What diet do I follow?", "Do I eat meat?", "What kind of eater am I?"),
        {"What diet does Kenji follow?": "Kenji"},
    ),
    Topic(
        "hobby", "dev",
        ("I paint watercolours in my spare time.", "Daniel builds model trains.",
         "My aunt Rosa knits scarves for fun."),
        {USER: "watercolour|paint", "Daniel": "train", "Rosa": "knit|scarves"},
        ("What's my hobby?", "What do I do in my free time?", "How do I spend my spare time?"),
        {"What is Daniel's hobby?": "Daniel", "What does my aunt do for fun?": "Rosa"},
    ),
    Topic(
        "food", "dev",
        ("My favourite food is sushi.", "Daniel's favourite food is lasagne.", "Kenji loves ramen."),
        {USER: "sushi", "Daniel": "lasagne", "Kenji": "ramen"},
        ("What's my favourite food?", "Which dish do I like best?", "What food do I love most?"),
        {"What food does my brother like best?": "Daniel"},
    ),
    Topic(
        "sport", "dev",
        ("I go swimming three times a week.", "Daniel plays rugby for a local club.",
         "Kenji practises judo."),
        {USER: "swim", "Daniel": "rugby", "Kenji": "judo"},
        ("What sport do I do?", "Which sport am I into?", "Do I swim?"),
        {"What sport does Kenji practise?": "Kenji", "Which sport does my brother play?": "Daniel"},
    ),
    Topic(
        "employer", "dev",
        ("I work at Mercy Hospital.", "Daniel works for the Dublin Fire Brigade.",
         "Rosa works at a pharmacy in Seville."),
        {USER: "Mercy", "Daniel": "Fire Brigade", "Rosa": "pharmacy"},
        ("Who is my employer?", "Where am I employed?", "Which hospital do I work at?"),
        {"Who does Daniel work for?": "Daniel"},
    ),
    Topic(
        "school", "dev",
        ("I went to Trinity College.", "Daniel went to Cork Institute of Technology.",
         "Kenji studied at Kyoto University."),
        {USER: "Trinity", "Daniel": "Cork", "Kenji": "Kyoto"},
        ("Which college did I go to?", "Where did I go to school?", "What's my alma mater?"),
        {"Where did Kenji study?": "Kenji"},
    ),
    Topic(
        "car", "dev",
        ("My car is a silver Honda Civic.", "Daniel drives an old Land Rover.",
         "Rosa has a yellow Mini."),
        {USER: "Honda|Civic", "Daniel": "Land Rover", "Rosa": "Mini"},
        ("What's my car?", "What kind of car do I have?", "Which car is mine?"),
        {"What does Daniel drive?": "Daniel", "What car does my aunt have?": "Rosa"},
    ),
    Topic(
        "pet", "dev",
        ("I have a parrot named Kiwi.", "Daniel has two cats.", "Kenji has a beagle called Max."),
        {USER: "parrot|Kiwi", "Daniel": "cat", "Kenji": "beagle|Max"},
        ("What pet do I have?", "What's my pet called?", "Do I have a pet?"),
        {"What pet does Kenji have?": "Kenji"},
    ),
    Topic(
        "drink", "dev",
        ("I usually drink green tea in the morning.", "Daniel drinks black coffee every morning.",
         "Rosa starts her day with hot chocolate."),
        {USER: "tea", "Daniel": "coffee", "Rosa": "chocolate"},
        ("What's my usual morning drink?", "What do I drink in the morning?",
         "Which drink do I usually have?"),
        {"What does Daniel drink in the morning?": "Daniel"},
    ),
)  # fmt: skip

# Written after the ranking changes of 2026-11-24 (the rules were not made from them): the same kind
# of topics and wordings, reported apart ("fresh").
FRESH: tuple[Topic, ...] = (
    Topic(
        "commute", "fresh",
        ("I cycle to work.", "Daniel takes the train to work.", "Rosa walks to her pharmacy."),
        {USER: "cycl|bike", "Daniel": "train", "Rosa": "walk"},
        ("How do I get to work?", "What's my commute like?"),
        {"How does Daniel get to work?": "Daniel"},
    ),
    Topic(
        "language", "fresh",
        ("I speak fluent Italian.", "Kenji speaks Korean.", "My brother Daniel speaks some Dutch."),
        {USER: "Italian", "Kenji": "Korean", "Daniel": "Dutch"},
        ("Which language do I speak?", "What's my second language?"),
        {"What language does my brother speak?": "Daniel"},
    ),
    Topic(
        "band", "fresh",
        ("My favourite band is Radiohead.", "Rosa adores ABBA.", "Kenji listens to Metallica."),
        {USER: "Radiohead", "Rosa": "ABBA", "Kenji": "Metallica"},
        ("What's my favourite band?", "Which band do I like most?"),
        {"Which band does Kenji listen to?": "Kenji"},
    ),
    Topic(
        "ride", "fresh",
        ("I ride a red Trek bicycle.", "Daniel rides a Vespa.", "Kenji rides an electric scooter."),
        {USER: "Trek|bicycle", "Daniel": "Vespa", "Kenji": "scooter"},
        ("What do I ride?", "What's my bicycle?"),
        {"What does my brother ride?": "Daniel"},
    ),
)  # fmt: skip


if __name__ == "__main__":
    run_scene(SCENE + FRESH, INTRODUCTIONS, datetime(2026, 2, 2, 9, 0, tzinfo=UTC), __doc__, sys.argv[1:])
