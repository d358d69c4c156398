"""First-person ranking: does a question about the asker put the asker's own fact first?

    python bench/self_questions.py [--json OUT] [--verbose]

A conversation of the user's own (``SCENE``): the user tells the assistant about themselves and,
on the same topics, about their sister Marta, their mother Ingrid, their friend Jonas and their
colleague Priya ("I live in Lisbon", "my sister Marta lives in Oslo"), every turn remembered
through ``remember`` (extraction, resolution, the graph) in a fresh namespace. Then two kinds of
question are asked with ``recall``:

- **self-questions** in varied wordings ("Where do I live?", "Which city is my home?"): the
  first fact must be the user's own on that topic (about the user, holding the topic's word);
- **third-person** ones ("Where does Marta live?", "What does my sister do for work?"): the first
  fact must be that person's.

Topics are split in two halves, development (tuned on) and held-out (only reported), so a change
that helps one wording of one topic and nothing else shows. A third set (``FRESH``: other fields
and wordings, written before the predicate factor and only ever read in aggregate) is asked in a
namespace of its own and reported apart ("fresh"; "all" is the two halves, as before). Reported
per half and kind: the share of questions whose first fact is the right one (**first**), whose
right fact is in the top 3 (**top-3**), and how many right facts were not stored at all (an
extraction miss, not a ranking one). Uses ``NEO4J_URI`` when set, else a throw-away local Neo4j
stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the package under test is this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.locomo import neo4j_settings
from hippograph.ingestion.importer import TurnInput, import_turns
from hippograph.recall.memory import Memory
from hippograph.services import open_services

USER = "user"
AGENT = "agent"  # the assistant's self-entity: a question to it is answered by its own fact
PEOPLE = ("Marta", "Ingrid", "Jonas", "Priya")  # sister, mother, friend, colleague


@dataclass(frozen=True)
class Topic:
    """One topic: what the user and each other person said, the word that identifies each one's
    fact, the self-questions and the third-person ones (question → whose fact answers it)."""

    name: str
    half: str  # "dev" or "held-out"
    said: tuple[str, ...]  # turns, in order
    words: dict[str, str]  # person (or USER) → a word of their fact's value ("a|b": either)
    own: tuple[str, ...]  # self-questions
    others: dict[str, str]  # third-person question → person
    # questions to the assistant about itself ("what do you call yourself?"): answered by its own
    # fact (``words[AGENT]``), counted with the self-questions
    agent: tuple[str, ...] = ()


# The first turns name everyone once, as people do ("my sister Marta"); later turns may say just
# the name or the relation.
INTRODUCTIONS = (
    "My name is Ana Costa.",
    "My sister Marta is two years older than me.",
    "My mother Ingrid retired last spring.",
    "My best friend Jonas and I met at university.",
    "My colleague Priya sits next to me at work.",
)

SCENE: tuple[Topic, ...] = (
    Topic(
        "home", "dev",
        ("I live in Lisbon.", "My sister Marta lives in Oslo.", "Jonas lives in Madrid.",
         "Priya lives in Porto."),
        {USER: "Lisbon", "Marta": "Oslo", "Jonas": "Madrid", "Priya": "Porto"},
        ("Where do I live?", "Which city is my home?", "In what city do I live these days?"),
        {"Where does Marta live?": "Marta", "Which city does my friend Jonas live in?": "Jonas"},
    ),
    Topic(
        "job", "held-out",
        ("I work as a structural engineer.", "Marta works as a marine biologist.",
         "My mother Ingrid worked as a pharmacist.", "Priya works as a data analyst."),
        {USER: "engineer", "Marta": "biologist", "Ingrid": "pharmacist", "Priya": "analyst"},
        ("What do I do for a living?", "What is my job?", "What's my profession?"),
        {"What does my sister do for work?": "Marta", "What is Priya's job?": "Priya"},
    ),
    Topic(
        "car", "dev",
        ("I drive a green Volvo.", "Marta drives a red Tesla.", "Jonas drives a blue Fiat."),
        {USER: "Volvo", "Marta": "Tesla", "Jonas": "Fiat"},
        ("What car do I drive?", "Which car do I own?", "What do I drive?"),
        {"What car does Jonas drive?": "Jonas"},
    ),
    Topic(
        "languages", "held-out",
        ("I speak Portuguese and German.", "Marta speaks Norwegian and French.",
         "Priya speaks Hindi and English."),
        {USER: "Portuguese", "Marta": "Norwegian", "Priya": "Hindi"},
        ("Which languages do I speak?", "What languages can I speak?", "Do I speak any foreign languages?"),
        {"What languages does Priya speak?": "Priya"},
    ),
    Topic(
        "music", "dev",
        ("I love Brazilian jazz.", "Marta loves heavy metal.", "My mother loves opera.",
         "Jonas loves techno."),
        {USER: "jazz", "Marta": "metal", "Ingrid": "opera", "Jonas": "techno"},
        ("What music do I like?", "What kind of music am I into?", "Which music do I love?"),
        {"What music does my mother like?": "Ingrid"},
    ),
    Topic(
        "pet", "held-out",
        ("I have a grey cat called Pixel.", "Marta has a beagle called Rolf.",
         "Jonas has a hamster called Bean."),
        {USER: "Pixel", "Marta": "Rolf", "Jonas": "Bean"},
        ("What pet do I have?", "What is my pet's name?", "Do I have a cat or a dog?"),
        {"What pet does Marta have?": "Marta", "What is the name of Jonas's hamster?": "Jonas"},
    ),
    Topic(
        "sport", "dev",
        ("I play tennis every Saturday.", "Jonas plays football on Sundays.",
         "Priya plays badminton after work."),
        {USER: "tennis", "Jonas": "football", "Priya": "badminton"},
        ("Which sport do I play?", "What sport do I do at the weekend?"),
        {"What sport does Priya play?": "Priya"},
    ),
    Topic(
        "allergy", "held-out",
        ("I am allergic to peanuts.", "Marta is allergic to shellfish.",
         "My mother is allergic to penicillin."),
        {USER: "peanut", "Marta": "shellfish", "Ingrid": "penicillin"},
        ("What am I allergic to?", "Do I have any allergies?"),
        {"What is Marta allergic to?": "Marta"},
    ),
    Topic(
        "study", "dev",
        ("I studied architecture at the University of Porto.", "Jonas studied law in Coimbra.",
         "Marta studied biology in Bergen."),
        {USER: "architecture|University of Porto", "Jonas": "law|Coimbra", "Marta": "biology|Bergen"},
        ("What did I study?", "Which subject did I study at university?"),
        {"What did Jonas study?": "Jonas"},
    ),
    Topic(
        "instrument", "held-out",
        ("I play the cello.", "Marta plays the violin.", "Jonas plays the drums."),
        {USER: "cello", "Marta": "violin", "Jonas": "drum"},
        ("What instrument do I play?", "Which instrument can I play?"),
        {"What instrument does my sister play?": "Marta"},
    ),
)  # fmt: skip

# Written before the predicate factor (2026-11-24) and only ever read in aggregate, never tuned on:
# other fields and wordings of the same kind, a check that a change generalises beyond both halves.
FRESH: tuple[Topic, ...] = (
    Topic(
        "food", "fresh",
        ("I love spicy Thai food.", "Marta loves sushi.", "Jonas loves Neapolitan pizza."),
        {USER: "Thai", "Marta": "sushi", "Jonas": "pizza"},
        ("What food do I like best?", "What kind of food do I enjoy?"),
        {"What food does Jonas love?": "Jonas"},
    ),
    Topic(
        "birthplace", "fresh",
        ("I was born in Coimbra.", "Marta was born in Bergen.", "Priya was born in Mumbai."),
        {USER: "Coimbra", "Marta": "Bergen", "Priya": "Mumbai"},
        ("Where was I born?", "What is my birthplace?"),
        {"Where was Priya born?": "Priya"},
    ),
    Topic(
        "employer", "fresh",
        ("I work at Siemens.", "Jonas works at Google.", "Priya works at Deloitte."),
        {USER: "Siemens", "Jonas": "Google", "Priya": "Deloitte"},
        ("Which company do I work for?", "Who is my employer?"),
        {"Where does Jonas work?": "Jonas"},
    ),
    Topic(
        "team", "fresh",
        ("I support Benfica.", "Jonas supports Real Madrid.", "Marta supports Rosenborg."),
        {USER: "Benfica", "Jonas": "Real Madrid", "Marta": "Rosenborg"},
        ("Which football team do I support?", "What team am I a fan of?"),
        {"Which team does Marta support?": "Marta"},
    ),
    Topic(
        "book", "fresh",
        ("My favourite book is Dune.", "Marta's favourite book is Emma.",
         "Jonas's favourite book is Ulysses."),
        {USER: "Dune", "Marta": "Emma", "Jonas": "Ulysses"},
        ("What is my favourite book?", "Which novel do I love most?"),
        {"What is Jonas's favourite book?": "Jonas"},
    ),
    Topic(
        "drink", "fresh",
        ("I drink green tea every morning.", "My mother drinks black coffee.", "Priya drinks chai."),
        {USER: "tea", "Ingrid": "coffee", "Priya": "chai"},
        ("What do I drink in the morning?", "What's my usual morning drink?"),
        {"What does my mother drink?": "Ingrid"},
    ),
    Topic(
        "collection", "fresh",
        ("I collect vintage stamps.", "Jonas collects vinyl records."),
        {USER: "stamp", "Jonas": "vinyl|record"},
        ("What do I collect?", "What is my collecting hobby?"),
        {"What does Jonas collect?": "Jonas"},
    ),
)  # fmt: skip


@dataclass
class Outcome:
    half: str
    kind: str  # "self" or "third"
    question: str
    first: bool
    top3: bool
    stored: bool
    top: str  # the first fact, for --verbose


START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def turns(
    user_id: str,
    scene: tuple[Topic, ...] = SCENE,
    introductions: tuple[str, ...] = INTRODUCTIONS,
    start: datetime = START,
) -> list[TurnInput]:
    """The scene as turns the user says, one session a day (the introductions first)."""
    said = [("intro", introductions)] + [(topic.name, topic.said) for topic in scene]
    result = []
    for day, (session, texts) in enumerate(said):
        for i, text in enumerate(texts):
            at = start + timedelta(days=day, minutes=i)
            result.append(
                TurnInput(user_id, text, session_id=session, occurred_at=at, external_id=f"{session}:{i}")
            )
    return result


def _right(fact: Any, person: str, words: str, user_uid: str, agent_uid: str = "") -> bool:
    return _holds(fact.entity.uid, fact.entity.name, fact.value, person, words, user_uid, agent_uid)


def _holds(
    uid: str, name: str, value: str, person: str, words: str, user_uid: str, agent_uid: str = ""
) -> bool:
    """Whether a fact (its subject's uid and name, its value) is ``person``'s, on the topic."""
    if person in (USER, AGENT):
        about = uid == (user_uid if person == USER else agent_uid)
    else:
        about = name.lower() == person.lower()
    return about and any(word.lower() in value.lower() for word in words.split("|"))


def judge(memory: Memory, topic: Topic, person: str, user_uid: str, agent_uid: str = "") -> tuple[bool, bool]:
    """Whether the first fact is ``person``'s on ``topic``, and whether one of the top three is.
    A statement may give its subject several facts ("a grey cat called Pixel": pet "grey cat",
    have "Pixel"); any of them answers, so a fact stated in the same turn as one holding the
    topic's word is right too (when both are among the facts recalled)."""
    words = topic.words[person]
    holding = [fact for fact in memory.facts if _right(fact, person, words, user_uid, agent_uid)]
    turns = {_said(fact) for fact in holding} - {None}
    right = [fact in holding or _said(fact) in turns for fact in memory.facts]
    return bool(right and right[0]), any(right[:3])


def _said(fact: Any) -> tuple[str, str] | None:
    """The subject and the turn a fact was stated in, when known."""
    return None if fact.provenance is None else (fact.entity.uid, fact.provenance.episode_uid)


async def stored_facts(services: Any, user_id: str) -> list[tuple[str, str, str]]:
    """Every active fact of the namespace: (subject uid, subject name, value)."""
    rows = await services.db.read("bench/self_facts", user_id=user_id)
    return [(row["uid"], row["name"] or "", row["value"] or "") for row in rows]


async def main(args: argparse.Namespace) -> dict[str, Any]:
    outcomes: list[Outcome] = []
    async with neo4j_settings() as settings, open_services(settings) as services:
        # The fresh topics live in a namespace of their own, so the two halves above are measured
        # on the same namespace as before they were written.
        for scene in (SCENE, FRESH):
            outcomes += await ask_scene(services, scene, verbose=args.verbose, misses=args.misses)
        await services.recaller.flush()
    return summarise(outcomes)


async def ask_scene(
    services: Any,
    scene: tuple[Topic, ...],
    *,
    verbose: bool = False,
    misses: bool = False,
    introductions: tuple[str, ...] = INTRODUCTIONS,
    start: datetime = START,
    shown: tuple[str, ...] = ("dev",),
    show_stored: bool = False,
) -> list[Outcome]:
    """Remember ``scene`` (after ``introductions``) in a fresh namespace, then ask each topic's
    questions in order. For topics of the halves in ``shown`` only: ``verbose`` prints each
    question's first fact, ``misses`` each miss's top three facts with why they ranked there;
    ``show_stored`` prints every fact stored (only for a scene that is all development)."""
    user_id = f"self_{uuid.uuid4().hex[:8]}"
    outcomes: list[Outcome] = []
    await import_turns(services.rememberer, turns(user_id, scene, introductions, start))
    refs = await services.namespaces.ensure(user_id)
    facts = await stored_facts(services, user_id)
    for uid, name, value in sorted(facts, key=lambda f: f[1]) if show_stored else []:
        print(f"  stored {'USER' if uid == refs.user_uid else name}: {value}")
    for topic in scene:
        asked = [(q, USER, "self") for q in topic.own] + [(q, AGENT, "self") for q in topic.agent]
        asked += [(q, p, "third") for q, p in topic.others.items()]
        for question, person, kind in asked:
            words = topic.words[person]
            stored = any(_holds(*fact, person, words, refs.user_uid, refs.agent_uid) for fact in facts)
            memory = await services.recaller.recall(user_id, question, limit=10)
            first, top3 = judge(memory, topic, person, refs.user_uid, refs.agent_uid)
            top = f"{memory.facts[0].entity.name}: {memory.facts[0].value}" if memory.facts else "-"
            outcomes.append(Outcome(topic.half, kind, question, first, top3, stored, top))
            if topic.half not in shown or not (verbose or (misses and not first)):
                continue
            print(f"{'ok ' if first else 'NO '} [{kind}] {question} → {top}")
            for fact in memory.facts[:3] if not first else []:  # a miss, explained
                who = {refs.user_uid: "USER", refs.agent_uid: "AGENT"}.get(fact.entity.uid, fact.entity.name)
                why = fact.why.summary if fact.why else ""
                print(f"      {who} {fact.field}={fact.value!r} {fact.score:.4f} {why}")
    return outcomes


def summarise(outcomes: list[Outcome]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for half in ("dev", "held-out", "fresh", "all"):
        for kind in ("self", "third"):
            rows = [
                o
                for o in outcomes
                if o.kind == kind and (o.half == half or (half == "all" and o.half != "fresh"))
            ]
            result.setdefault(half, {})[kind] = {
                "n": len(rows),
                "first": round(100 * sum(o.first for o in rows) / len(rows), 1) if rows else None,
                "top3": round(100 * sum(o.top3 for o in rows) / len(rows), 1) if rows else None,
                "not_stored": sum(not o.stored for o in rows),
            }
    return result


def print_report(result: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="Who is asking: the right person's fact first (%)")
    for column in ("half", "questions", "n", "first", "top-3", "fact not stored"):
        table.add_column(column, justify="left" if column in ("half", "questions") else "right")
    for half in ("dev", "held-out", "fresh", "all"):
        for kind, label in (("self", "self (asker's own)"), ("third", "third person")):
            row = result[half][kind]
            table.add_row(
                half, label, str(row["n"]), f"{row['first']}", f"{row['top3']}", str(row["not_stored"])
            )
        table.add_section()
    Console().print(table)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="each development question's first fact (a miss's top three, explained)",
    )
    parser.add_argument("--misses", action="store_true", help="each development miss's top three, explained")
    return parser.parse_args(argv)


def run_scene(
    topics: tuple[Topic, ...],
    introductions: tuple[str, ...],
    start: datetime,
    description: str,
    argv: list[str],
) -> None:
    """The command line of another scene (``bench/self_scene_dev2.py``, ``dev3``): its dev and
    fresh topics remembered in one namespace, asked, and reported as this bench reports."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--verbose", action="store_true", help="the stored facts and each question's first")
    parser.add_argument("--misses", action="store_true", help="each miss's top three facts, explained")
    args = parser.parse_args(argv)

    async def asked() -> dict[str, Any]:
        async with neo4j_settings() as settings, open_services(settings) as services:
            outcomes = await ask_scene(
                services,
                topics,
                verbose=args.verbose,
                misses=args.misses,
                introductions=introductions,
                start=start,
                shown=("dev", "fresh"),
                show_stored=args.verbose,
            )
            await services.recaller.flush()
        return summarise(outcomes)

    outcome = asyncio.run(asked())
    print_report(outcome)
    if args.json:
        args.json.write_text(json.dumps(outcome, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    arguments = parse_args(sys.argv[1:])
    outcome = asyncio.run(main(arguments))
    print_report(outcome)
    if arguments.json:
        arguments.json.write_text(json.dumps(outcome, indent=2) + "\n", encoding="utf-8")
