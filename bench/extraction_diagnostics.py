"""Aggregate diagnostics of ``bench/extraction.py``: counts only, never an item's text.

Safe to read for held-out conversations: every figure is a count or a share over many items, keyed
by a statement's field or relation (the extractor's own vocabulary), never by words of a turn or of
an observation.

- **per field**: statements per field or relation (all turns, and turns that have observations) and
  the share of the latter that match an observation (the precision proxy, per field); the same per
  producer: a field of the rule registry (``rules.FIELDS``), an open predicate, a typed edge;
- the same per subject (the turn's speaker, the other speaker, anyone or anything else) and per
  length of the value in words;
- **misses by cause**: an uncovered observation whose turn gave no statement, whose nearest statement
  is under 0.5, or between 0.5 and the match; the field of that nearest statement for the near ones;
- **about whom**: observations naming the turn's speaker, the other speaker, or neither, and the
  share of each that is covered;
- **statements per turn**, in turns with observations and in turns without;
- **why observed turns give nothing** (offline only): the reasons the extractor gave for skipping
  the sentences of turns that have observations and gave no statement, and how many such turns
  had statements the offline reader then dropped (a reference it could not resolve).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Protocol

from bench.statements import MATCH, Similarity, Statement

NEAR = 0.5  # under the match, over this: a near miss (the wording, not the content, differs)
TOP_FIELDS = 20


class _Turn(Protocol):
    external_id: str | None
    speaker: str | None


class _Observation(Protocol):
    text: str
    dia_ids: tuple[str, ...]


@dataclass
class Diagnostics:
    # field -> [statements, statements in observed turns, matching]
    fields: dict[str, list[int]] = field(default_factory=dict)
    producers: dict[str, list[int]] = field(default_factory=dict)
    subjects: dict[str, list[int]] = field(default_factory=dict)  # the speaker / the other / else
    lengths: dict[str, list[int]] = field(default_factory=dict)  # words in the value
    misses: Counter[str] = field(default_factory=Counter)
    near_fields: Counter[str] = field(default_factory=Counter)
    covering_fields: Counter[str] = field(default_factory=Counter)
    # "speaker" / "other speaker" / "no speaker named" -> [observations, covered]
    about: dict[str, list[int]] = field(default_factory=dict)
    # "observed" / "unobserved" -> [turns, statements]
    per_turn: dict[str, list[int]] = field(default_factory=dict)
    empty_reasons: Counter[str] = field(default_factory=Counter)

    def add(self, other: Diagnostics) -> None:
        for mine, theirs in (
            (self.fields, other.fields),
            (self.producers, other.producers),
            (self.subjects, other.subjects),
            (self.lengths, other.lengths),
            (self.about, other.about),
            (self.per_turn, other.per_turn),
        ):
            for key, values in theirs.items():
                row = mine.setdefault(key, [0] * len(values))
                for i, v in enumerate(values):
                    row[i] += v
        self.misses.update(other.misses)
        self.near_fields.update(other.near_fields)
        self.covering_fields.update(other.covering_fields)
        self.empty_reasons.update(other.empty_reasons)

    def summary(self) -> dict[str, Any]:
        def rows(table: dict[str, list[int]]) -> list[dict[str, Any]]:
            ordered = sorted(table.items(), key=lambda kv: (-kv[1][0], kv[0]))
            return [
                {
                    "name": k,
                    "statements": v[0],
                    "in_observed_turns": v[1],
                    "matching": v[2],
                    "precision": round(v[2] / v[1], 3) if v[1] else None,
                }
                for k, v in ordered
            ]

        return {
            "fields": rows(self.fields)[:TOP_FIELDS],
            "fields_total": len(self.fields),
            "producers": rows(self.producers),
            "subjects": rows(self.subjects),
            "value_lengths": rows(self.lengths),
            "misses": dict(self.misses.most_common()),
            "near_miss_fields": dict(self.near_fields.most_common(10)),
            "covering_fields": dict(self.covering_fields.most_common(10)),
            "about": {
                k: {
                    "observations": v[0],
                    "covered": v[1],
                    "coverage": round(v[1] / v[0], 3) if v[0] else None,
                }
                for k, v in sorted(self.about.items())
            },
            "per_turn": {
                k: {"turns": v[0], "statements": v[1], "per_turn": round(v[1] / v[0], 3) if v[0] else None}
                for k, v in sorted(self.per_turn.items())
            },
            "empty_observed_turns": dict(self.empty_reasons.most_common()),
        }


def producer(statement: Statement, registry: frozenset[str]) -> str:
    if statement.kind == "edge":
        return "edge"
    return "registry field" if statement.predicate in registry else "open predicate"


def _names(name: str | None) -> frozenset[str]:
    return frozenset(w.casefold() for w in re.findall(r"[A-Za-z]+", name or "") if len(w) > 1)


def _length(value: str) -> str:
    n = len(value.split())
    return "1" if n <= 1 else "2-3" if n <= 3 else "4-6" if n <= 6 else "7+"


def _words(text: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in re.findall(r"[A-Za-z]+", text))


def diagnose(
    turns: list[_Turn],
    observations: list[_Observation],
    speakers: tuple[str, str],
    by_turn: dict[str, list[Statement]],
    sim: Similarity,
    registry: frozenset[str],
    skipped: dict[str, tuple[list[str], int]] | None = None,
) -> Diagnostics:
    """The aggregate figures of one conversation. ``skipped``: per turn (offline), the extractor's
    skip reasons and how many statements it gave before the offline reader resolved references."""
    out = Diagnostics()
    speaker_of = {t.external_id or "": t.speaker for t in turns}
    observed: dict[str, list[str]] = {}
    for obs in observations:
        for i in obs.dia_ids:
            observed.setdefault(i, []).append(obs.text)
    a, b = speakers
    for dia_id, statements in by_turn.items():
        speaker = speaker_of.get(dia_id)
        whose = {speaker: "subject: the speaker", b if speaker == a else a: "subject: the other speaker"}
        key = "observed" if dia_id in observed else "unobserved"
        row = out.per_turn.setdefault(key, [0, 0])
        row[0] += 1
        row[1] += len(statements)
        cosines = (
            sim.matrix([s.text for s in statements], observed[dia_id]).max(axis=1)
            if dia_id in observed and statements
            else None
        )
        for n, s in enumerate(statements):
            hit = cosines is not None and float(cosines[n]) >= MATCH
            kinds = (
                (out.fields, s.predicate),
                (out.producers, producer(s, registry)),
                (out.subjects, whose.get(s.subject, "subject: someone or something else")),
                (out.lengths, f"{s.kind} value of {_length(s.value)} words"),
            )
            for table, name in kinds:
                counts = table.setdefault(name, [0, 0, 0])
                counts[0] += 1
                counts[1] += cosines is not None
                counts[2] += hit
    for turn in turns:  # turns the statements never mention (real mode: an episode with nothing)
        dia_id = turn.external_id or ""
        if dia_id not in by_turn:
            key = "observed" if dia_id in observed else "unobserved"
            out.per_turn.setdefault(key, [0, 0])[0] += 1
    empty: set[str] = set()
    for obs in observations:
        candidates = [s for i in obs.dia_ids for s in by_turn.get(i, [])]
        speaker = speaker_of.get(obs.dia_ids[0])
        other = b if speaker == a else a
        words = _words(obs.text)
        about = (
            "speaker"
            if _names(speaker) & words
            else "other speaker"
            if _names(other) & words
            else "no speaker named"
        )
        row = out.about.setdefault(about, [0, 0])
        row[0] += 1
        if not candidates:
            out.misses["turn gave no statement"] += 1
            if skipped is not None:
                for dia_id in set(obs.dia_ids) - empty:
                    empty.add(dia_id)
                    reasons, raw = skipped.get(dia_id, ([], 0))
                    if raw:
                        out.empty_reasons["statements dropped by the reader"] += 1
                    out.empty_reasons.update(reasons or ["no skip reason"])
            continue
        cosines = sim.matrix([obs.text], [s.text for s in candidates])[0]
        best = int(cosines.argmax())
        value = float(cosines[best])
        if value >= MATCH:
            row[1] += 1
            out.covering_fields[candidates[best].predicate] += 1
        elif value >= NEAR:
            out.misses[f"nearest {NEAR}-{MATCH}"] += 1
            out.near_fields[candidates[best].predicate] += 1
        else:
            out.misses[f"nearest < {NEAR}"] += 1
    return out


def print_diagnostics(name: str, d: dict[str, Any]) -> None:
    """Table rows of one group's diagnostics (aggregates only)."""
    print(f"\n-- diagnostics: {name} --")
    print(f"{'field / relation':<28}{'stmts':>7}{'in obs':>8}{'match':>7}{'prec':>7}")
    for row in [*d["producers"], *d["subjects"], *d["value_lengths"], None, *d["fields"]]:
        if row is None:
            print(f"  top fields of {d['fields_total']}:")
            continue
        prec = "-" if row["precision"] is None else f"{row['precision']:.3f}"
        print(
            f"{row['name'][:27]:<28}{row['statements']:>7}{row['in_observed_turns']:>8}{row['matching']:>7}{prec:>7}"
        )
    print("missed observations: " + ", ".join(f"{k} {v}" for k, v in d["misses"].items()))
    print(
        "  nearest field of near misses: " + ", ".join(f"{k} {v}" for k, v in d["near_miss_fields"].items())
    )
    print("covering fields: " + ", ".join(f"{k} {v}" for k, v in d["covering_fields"].items()))
    print(
        "about: "
        + ", ".join(
            f"{k} {v['covered']}/{v['observations']} ({v['coverage']})" for k, v in d["about"].items()
        )
    )
    print(
        "statements per turn: "
        + ", ".join(f"{k} {v['statements']}/{v['turns']} ({v['per_turn']})" for k, v in d["per_turn"].items())
    )
    if d["empty_observed_turns"]:
        print(
            "observed turns with no statement, sentence skip reasons: "
            + ", ".join(f"{k} {v}" for k, v in d["empty_observed_turns"].items())
        )
