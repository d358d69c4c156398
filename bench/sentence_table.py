"""The labelled sentence table: per construction, the share of expected facts, entities and typed
edges the offline extractor finds, development and held-out side by side.

    PYTHONPATH=$PWD python bench/sentence_table.py [--json OUT] [--misses]

Reads ``bench/sentences/dev.jsonl`` and ``bench/sentences/heldout.jsonl`` (format and matching
rules in ``bench/sentences/README.md``). Each sentence is said by the user to the assistant: the
speaker's reference reads ``speaker``, "you" reads ``agent``; a pronoun resolves to the latest
compatible entity of the sentence's ``context`` turns, extracted first (``bench/statements.py``).
small_talk and question sentences must give no fact and no edge (0 tolerance).

``--misses`` prints what the development sentences (``dev``, ``fresh7_dev``, ``fresh8_dev``,
``fresh9_dev``, ``fresh10_dev``, ``fresh11_dev`` and ``misreads11_dev``) missed; the held-out ones and
the ``_check`` halves are only ever counted, never printed (``fresh8`` and ``misreads11`` are also
totalled per class of construction, each half apart).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Run as a script (python bench/x.py), the repository root is not on the path: the bench's own
# modules and the package under test are imported from this checkout.
if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.statements import (
    MATCH,
    Mention,
    OfflineReader,
    Similarity,
    Statement,
    load_extractor,
    predicate_words,
)
from hippograph.ingestion.embedder import load_embedder
from hippograph.settings import load_settings

HERE = Path(__file__).resolve().parent / "sentences"
FILES = {
    "dev": HERE / "dev.jsonl",
    "held-out": HERE / "heldout.jsonl",
    # written blind by the lead on 2026-11-24, after the extractor's rules: never read while tuning
    "held-out B": HERE / "heldout_b.jsonl",
}
# Written by an engineer from the constructions' names before looking at any failure (session 7):
# the even sentences of each construction are debugged on ("fresh7_dev"), the odd ones only
# counted ("fresh7_check"), to show whether a fix generalises beyond the sentences it came from.
FRESH = HERE / "fresh7.jsonl"
# Written by an engineer (session 8) for seven classes of construction the lead found misread on
# his own text, before the readers of those classes: each row says its ``split``, "dev" (debugged
# on) or "check" (only counted, at the end), and its ``class``.
FRESH8 = HERE / "fresh8.jsonl"
# Written by an engineer (session 9), 10 sentences for each of the eight constructions weakest on the
# held-out aggregate rows, before any fix of theirs: each row says its ``split`` as in fresh8.
FRESH9 = HERE / "fresh9.jsonl"
# Written by an engineer (session 10), 10 sentences for each of the seven constructions weakest on the
# held-out aggregate rows (apposition, naming, instruction_to_agent, possessive, relative_clause,
# pronoun_cross_turn, copula), before any fix of theirs; ``split`` as in fresh8.
FRESH10 = HERE / "fresh10.jsonl"
# Written by an engineer (session 11), 6 sentences for each of eight classes of misread the lead found
# (an organisation that "works in" a place, an elliptic possessive after "at", leaving one employer
# for another, a favourite stated with a title, double possessives and apposed relatives of a
# possessor, definite descriptions of an earlier turn's entity, pets' names that are nouns), before
# any fix of theirs; ``split`` and ``class`` as in fresh8.
MISREADS11 = HERE / "misreads11.jsonl"
# Written by an engineer (session 11), 84 sentences weighted toward the five constructions weakest on
# held-out B (apposition, naming, instruction_to_agent, relative_clause, possessive, 12 each) plus two
# of every other construction, before any fix of theirs; ``split`` as in fresh8.
FRESH11 = HERE / "fresh11.jsonl"
ZERO = frozenset({"small_talk", "question"})
# the splits --misses prints
DEBUGGED = frozenset(
    {"dev", "fresh7_dev", "fresh8_dev", "fresh9_dev", "fresh10_dev", "fresh11_dev", "misreads11_dev"}
)
CONSTRUCTIONS = (
    "copula",
    "transitive",
    "prepositional",
    "possessive",
    "apposition",
    "naming",
    "coordination",
    "relative_clause",
    "quantity_money",
    "hedge",
    "negation_plain",
    "ended_aspect",
    "correction",
    "pronoun_cross_turn",
    "instruction_to_agent",
    "small_talk",
    "question",
)
TYPE_SYNONYMS: dict[str, frozenset[str]] = {
    "person": frozenset({"person", "user"}),
    "place": frozenset({"place", "location", "city", "country", "gpe", "loc", "region", "venue"}),
    "org": frozenset({"org", "organization", "organisation", "company", "business", "group", "institution"}),
    "pet": frozenset({"pet", "animal"}),
    "animal": frozenset({"pet", "animal"}),
    "work": frozenset({"work", "creativework", "creative_work", "book", "film", "song", "album", "show"}),
    "product": frozenset({"product", "vehicle", "device", "thing", "object"}),
    "vehicle": frozenset({"product", "vehicle"}),
    "boat": frozenset({"product", "vehicle", "boat"}),
    "event": frozenset({"event"}),
}
LEADING = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "your", "its"})
NEGATIONS = frozenset({"not", "no", "never", "n't", "nt", "dont", "doesnt", "isnt", "without"})
SLACK = 3  # extracted words beyond the expected ones that still match


@dataclass
class Tally:
    expected: int = 0
    found: int = 0

    def add(self, hit: bool) -> None:
        self.expected += 1
        self.found += hit

    @property
    def share(self) -> float | None:
        return self.found / self.expected if self.expected else None


@dataclass
class Row:
    sentences: int = 0
    facts: Tally = field(default_factory=Tally)
    entities: Tally = field(default_factory=Tally)
    edges: Tally = field(default_factory=Tally)
    spurious: int = 0  # statements from small talk and questions

    @property
    def total(self) -> Tally:
        return Tally(
            self.facts.expected + self.entities.expected + self.edges.expected,
            self.facts.found + self.entities.found + self.edges.found,
        )


# --- matching ---------------------------------------------------------------------------------------------
def words(text: str) -> list[str]:
    tokens = re.findall(r"[^\W_]+|[$£€]", text.casefold().replace("’", "'"))
    while len(tokens) > 1 and tokens[0] in LEADING:
        tokens = tokens[1:]
    return tokens


def same_words(expected: str, extracted: str) -> bool:
    want, got = words(expected), words(extracted)
    if not want or not got:
        return False
    if want == got:
        return True
    if len(got) > len(want) + SLACK:
        return False
    return any(got[i : i + len(want)] == want for i in range(len(got) - len(want) + 1))


def options(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def same_name(expected: str, extracted: str) -> bool:
    if expected in ("speaker", "agent"):
        return extracted == expected
    return same_words(expected, extracted)


class Matcher:
    def __init__(self, sim: Similarity) -> None:
        self.sim = sim

    def predicate(self, accepted: list[str], got: str) -> bool:
        got_words = predicate_words(got)
        wanted = [predicate_words(a) for a in accepted]
        if got_words in wanted:
            return True
        return max(self.sim.cosine(got_words, w) for w in wanted) >= MATCH

    def value(self, fact: dict[str, Any], got: str) -> bool:
        if fact.get("value_match") == "semantic":
            return max(self.sim.cosine(v, got) for v in options(fact["value"])) >= MATCH
        return any(same_words(v, got) for v in options(fact["value"]))

    def fact(self, fact: dict[str, Any], statements: list[Statement]) -> bool:
        for s in statements:
            if not same_name(fact["subject"], s.subject) or not self.value(fact, s.value):
                continue
            negated = is_negated(s)
            # "not be to" names the predicate "be to", negated: the negation is checked below.
            predicate = " ".join(w for w in words(predicate_words(s.predicate)) if w not in NEGATIONS)
            if not self.predicate(options(fact["field"]), predicate or s.predicate):
                continue
            if fact.get("negated"):
                if negated or s.status == "ended":
                    return True
            elif (not negated or says_not(fact)) and s.status == fact.get("status", "current"):
                return True
        return False

    def edge(self, edge: dict[str, Any], statements: list[Statement]) -> bool:
        for s in statements:
            if s.kind != "edge" or s.status != edge.get("status", "current"):
                continue
            forward = same_name(edge["source"], s.subject) and same_name(edge["target"], s.value)
            if forward and self.predicate(options(edge["relation"]), s.predicate):
                return True
            backward = same_name(edge["target"], s.subject) and same_name(edge["source"], s.value)
            if backward and edge.get("inverse") and self.predicate(options(edge["inverse"]), s.predicate):
                return True
        return False


def negation_words(text: str) -> set[str]:
    """Words of ``text`` with a clitic negation kept whole ("don't" -> "do", "not"), which
    ``words`` would split into "don" and "t"."""
    return set(words(re.sub(r"n['’]t\b", " not", text, flags=re.IGNORECASE)))


def says_not(fact: dict[str, Any]) -> bool:
    """The expected value carries its own negation ("don't use emojis")."""
    return any(NEGATIONS & negation_words(v) for v in options(fact["value"]))


def is_negated(s: Statement) -> bool:
    said = negation_words(predicate_words(s.predicate)) | negation_words(s.value)
    return bool(NEGATIONS & said) or s.negated


def entity_found(entity: dict[str, Any], mentions: list[Mention]) -> bool:
    wanted: set[str] = set()
    for t in options(entity["type"]):
        wanted |= TYPE_SYNONYMS.get(t.casefold(), frozenset({t.casefold()}))
    return any(same_words(entity["name"], m.name) and m.type.casefold() in wanted for m in mentions)


# --- running -----------------------------------------------------------------------------------------------
def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def fresh_halves(rows: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Split ``fresh7.jsonl`` into its debugged half and its checking half: alternate sentences of
    each construction, in file order."""
    seen: dict[str, int] = {}
    halves: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    for item in rows:
        n = seen.get(item["construction"], 0)
        seen[item["construction"]] = n + 1
        halves[n % 2].append(item)
    return halves


def score_file(
    rows: Iterable[dict[str, Any]], extractor: Any, matcher: Matcher, misses: list[Any] | None
) -> dict[str, Row]:
    table = {c: Row() for c in CONSTRUCTIONS}
    for item in rows:
        reader = OfflineReader()
        for before in item.get("context", []):
            reader.read(extractor.extract(before), "speaker", "agent")
        statements, mentions = reader.read(extractor.extract(item["text"]), "speaker", "agent")
        row = table.setdefault(item["construction"], Row())
        row.sentences += 1
        missed: list[str] = []
        if item["construction"] in ZERO:
            row.spurious += len(statements)
            missed += [f"spurious: {s.text}" for s in statements]
        for fact in item["facts"]:
            hit = matcher.fact(fact, statements)
            row.facts.add(hit)
            missed += (
                [] if hit else [f"fact {fact['subject']} / {options(fact['field'])[0]} / {fact['value']}"]
            )
        for entity in item["entities"]:
            hit = entity_found(entity, mentions)
            row.entities.add(hit)
            missed += [] if hit else [f"entity {entity['name']} ({entity['type']})"]
        for edge in item["edges"]:
            hit = matcher.edge(edge, statements)
            row.edges.add(hit)
            missed += (
                [] if hit else [f"edge {edge['source']} {options(edge['relation'])[0]} {edge['target']}"]
            )
        if misses is not None and missed:
            got = [f"{s.kind}: {s.text} [{s.status}]" for s in statements]
            got += [f"entity: {m.name} ({m.type})" for m in mentions]
            misses.append({"text": item["text"], "missed": missed, "extracted": got})
    return table


def summary(table: dict[str, Row]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, row in table.items():
        out[name] = {
            "sentences": row.sentences,
            **{
                k: [t.found, t.expected]
                for k, t in (("facts", row.facts), ("entities", row.entities), ("edges", row.edges))
            },
            "total": [row.total.found, row.total.expected],
            "spurious": row.spurious,
        }
    rows = list(table.values())
    out["ALL"] = {
        "sentences": sum(r.sentences for r in rows),
        **{
            k: [sum(getattr(r, k).found for r in rows), sum(getattr(r, k).expected for r in rows)]
            for k in ("facts", "entities", "edges")
        },
        "total": [sum(r.total.found for r in rows), sum(r.total.expected for r in rows)],
        "spurious": sum(r.spurious for r in rows),
    }
    return out


def cell(pair: list[int]) -> str:
    found, expected = pair
    return f"{found}/{expected} {100 * found / expected:3.0f}%" if expected else "-"


def print_table(report: dict[str, dict[str, Any]]) -> None:
    splits = list(report)
    print(f"{'construction':<22}" + "".join(f"| {s:<58}" for s in splits))
    sub = f"{'facts':<13}{'entities':<13}{'edges':<13}{'all':<13}{'spur':>5} "
    print(f"{'':<22}" + "".join(f"| {sub}" for _ in splits))
    for name in [*CONSTRUCTIONS, "ALL"]:
        line = f"{name:<22}"
        for s in splits:
            r = report[s].get(name)
            if r is None:
                line += f"| {'':<58}"
                continue
            cells = "".join(f"{cell(r[k]):<13}" for k in ("facts", "entities", "edges", "total"))
            line += f"| {cells}{r['spurious']:>5} "
        print(line)
    print("goal (issue 15): held-out >= 85 % of expected facts, entities and edges; 0 spurious")


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = load_settings()
    extractor = load_extractor(settings)
    matcher = Matcher(Similarity(load_embedder(settings)))
    report: dict[str, Any] = {}
    misses: list[Any] = []
    splits = {split: load(path) for split, path in FILES.items()}
    splits["fresh7_dev"], splits["fresh7_check"] = fresh_halves(load(FRESH))
    fresh8 = load(FRESH8)
    for half in ("dev", "check"):
        splits[f"fresh8_{half}"] = [r for r in fresh8 if r["split"] == half]
    fresh9 = load(FRESH9)
    for half in ("dev", "check"):
        splits[f"fresh9_{half}"] = [r for r in fresh9 if r["split"] == half]
    for name, path in (("fresh10", FRESH10), ("fresh11", FRESH11), ("misreads11", MISREADS11)):
        rows = load(path)
        for half in ("dev", "check"):
            splits[f"{name}_{half}"] = [r for r in rows if r["split"] == half]
    for split, rows in splits.items():
        keep = misses if split in DEBUGGED and args.misses else None
        report[split] = summary(score_file(rows, extractor, matcher, keep))
    by_class = {
        f"{name} {c} ({half})": summary(
            score_file([r for r in rows if r["class"] == c and r["split"] == half], extractor, matcher, None)
        )["ALL"]
        for name, rows in (("fresh8", fresh8), ("misreads11", load(MISREADS11)))
        for c in sorted({r["class"] for r in rows})
        for half in ("dev", "check")
    }
    return {"table": report, "fresh8_classes": by_class, "dev_misses": misses}


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--json", type=Path, default=None, help="also write the table as JSON here")
    parser.add_argument("--misses", action="store_true", help="print what the dev sentences missed")
    args = parser.parse_args(argv)
    result = run(args)
    print_table(result["table"])
    for name, row in result["fresh8_classes"].items():
        print(f"{name:<45} {cell(row['total']):<13} spurious {row['spurious']}")
    for miss in result["dev_misses"]:
        print(
            f"\n{miss['text']}\n  missed: {'; '.join(miss['missed'])}\n  got: {'; '.join(miss['extracted'])}"
        )
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main(sys.argv[1:])
