"""Extraction quality on LoCoMo: how much of what a careful reader remembers the graph holds.

    PYTHONPATH=$PWD python bench/extraction.py [--offline] [--conversations 26 30 41]
        [--limit-turns N] [--json OUT] [FILES...]

FILES default to ``../shared/bench/locomo/*.json``; ``--conversations`` picks files by stem.
Conversation 26 is development data; 30 and 41 are held out (the table says which is which):
read the held-out figures, never tune on their turns.

Two modes:

- **real** (default): every turn remembered into a real Neo4j through the service's own parts, as
  ``hippograph import`` does (``open_services`` then ``import_turns`` over ``locomo_turns``), into
  a fresh namespace per conversation; then the facts and typed edges of each episode read back
  (the episode's own record of what remembering it wrote, plus the facts linked to it), with the
  names of the entities they are about. Uses ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a
  throw-away local Neo4j, stopped at the end.
- **offline** (``--offline``): the extractor alone, no Neo4j. The speaker's reference becomes the
  turn's speaker name, "you" the other speaker, a pronoun the latest compatible entity named
  earlier in the session (``bench/statements.py``); facts under the pipeline's confidence floor are
  dropped as the pipeline drops them.

Measured per conversation and overall (the gold is the conversation's ``session_N_observation``
entries ``[text, dia_id]``; this bench may read them, ``bench/locomo.py`` never does):

- **coverage**: share of observations for which a statement extracted from the same turn has
  MiniLM cosine >= 0.6 with the observation's text; a fact reads "entity field value" (the
  speaker's name for the speaker), an edge "source relation target";
- **precision proxy**: share of the statements from turns that have observations whose best
  cosine with one of that turn's observations is >= 0.6;
- statements per turn; **fragments**: share of fact values that are not a whole constituent
  (``statements.Fragments``: spaCy POS and dependencies of the value);
- **ingest turns/s** (real: the import's wall clock; offline: the extractor's) beside the raw
  encoder's turns/s on the same turn texts, in the same run.

Below the table, per group (dev, held-out), aggregate diagnostics safe to read for held-out
conversations (``bench/extraction_diagnostics.py``: counts per field, producer, subject and value
length, misses by cause, skip reasons of observed turns that gave nothing; never an item's text).

Goals (issue 15, on unseen conversations): coverage >= 0.55, precision >= 0.70, fragments <= 3 %.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

# Run as a script (python bench/x.py), the repository root is not on the path: the bench's own
# modules and the package under test are imported from this checkout.
if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.extraction_diagnostics import Diagnostics, diagnose, print_diagnostics
from bench.statements import (
    MATCH,
    Fragments,
    OfflineReader,
    Similarity,
    Statement,
    extract_all,
    load_extractor,
    predicate_words,
)
from hippograph.errors import HippoGraphError
from hippograph.ingestion.embedder import Embedder, load_embedder
from hippograph.ingestion.importer import TurnInput, import_turns, locomo_turns
from hippograph.ingestion.rules import FIELDS
from hippograph.settings import Settings, load_settings

REPO = Path(__file__).resolve().parents[1]
DEFAULT_FILES = REPO.parent / "shared" / "bench" / "locomo"
DEV = frozenset({"26"})
HELD_OUT = frozenset({"30", "41"})
GOALS = {"coverage": 0.55, "precision": 0.70, "fragments": 0.03}
ENCODER_BATCH = 64
REGISTRY = frozenset(FIELDS)  # the rule registry's fields: any other field is an open predicate


@dataclass(frozen=True)
class Observation:
    speaker: str
    text: str
    dia_ids: tuple[str, ...]


@dataclass
class Conversation:
    name: str
    turns: list[TurnInput]
    observations: list[Observation]
    speakers: tuple[str, str]

    @property
    def split(self) -> str:
        return "dev" if self.name in DEV else "held-out" if self.name in HELD_OUT else "other"


@dataclass
class Result:
    name: str
    split: str
    turns: int
    observations: int
    covered: int
    statements: int
    statements_in_observed_turns: int
    precise: int
    facts: int
    fragments: int
    ingest_seconds: float
    encoder_seconds: float
    rejected: int = 0  # real mode: turns the pipeline refused (an error instead of a memory)
    examples: dict[str, list[Any]] = field(default_factory=dict)
    diagnostics: Diagnostics = field(default_factory=Diagnostics)  # aggregates only

    @property
    def coverage(self) -> float:
        return self.covered / self.observations if self.observations else 0.0

    @property
    def precision(self) -> float:
        return self.precise / self.statements_in_observed_turns if self.statements_in_observed_turns else 0.0

    @property
    def per_turn(self) -> float:
        return self.statements / self.turns if self.turns else 0.0

    @property
    def fragment_share(self) -> float:
        return self.fragments / self.facts if self.facts else 0.0

    @property
    def ingest_rate(self) -> float:
        return self.turns / self.ingest_seconds if self.ingest_seconds else 0.0

    @property
    def encoder_rate(self) -> float:
        return self.turns / self.encoder_seconds if self.encoder_seconds else 0.0

    def summary(self) -> dict[str, Any]:
        return {
            **{k: v for k, v in asdict(self).items() if k not in ("examples", "diagnostics")},
            "coverage": round(self.coverage, 4),
            "precision": round(self.precision, 4),
            "statements_per_turn": round(self.per_turn, 4),
            "fragment_share": round(self.fragment_share, 4),
            "ingest_turns_per_s": round(self.ingest_rate, 2),
            "encoder_turns_per_s": round(self.encoder_rate, 2),
        }


# --- reading the conversations -------------------------------------------------------------------------
def load_conversation(path: Path, user_id: str, limit: int | None) -> Conversation:
    data: Any = json.loads(path.read_text(encoding="utf-8"))
    conv = data.get("conversation", data)
    turns = locomo_turns(path, user_id)
    if limit is not None:
        turns = turns[:limit]
    kept = {t.external_id for t in turns}
    observations: list[Observation] = []
    for key, value in sorted({**data, **conv}.items()):
        if not (key.startswith("session_") and key.endswith("_observation")) or not isinstance(value, dict):
            continue
        for speaker, rows in value.items():
            for row in rows:
                if not isinstance(row, list) or len(row) < 2:
                    continue
                ids = tuple(_dia_ids(row[1]))
                if ids and any(i in kept for i in ids):
                    observations.append(Observation(speaker, str(row[0]), ids))
    return Conversation(path.stem, turns, observations, (str(conv["speaker_a"]), str(conv["speaker_b"])))


def _dia_ids(value: Any) -> list[str]:
    if isinstance(value, list):
        return [i for v in value for i in _dia_ids(v)]
    return [part.strip() for part in str(value).replace(",", ";").split(";") if part.strip()]


def addressee(conv: Conversation, speaker: str | None) -> str:
    a, b = conv.speakers
    return b if speaker == a else a


# --- offline: the extractor alone ----------------------------------------------------------------------
Skips = dict[str, tuple[list[str], int]]


def offline_statements(conv: Conversation, extractor: Any) -> tuple[dict[str, list[Statement]], float, Skips]:
    """Per turn: its statements, the seconds the extractor took, and per turn the extractor's skip
    reasons and how many facts and edges it gave before references were resolved."""
    extractions, seconds = extract_all(extractor, [t.text for t in conv.turns])
    reader = OfflineReader()
    by_turn: dict[str, list[Statement]] = {}
    skips: Skips = {}
    session = None
    for turn, extraction in zip(conv.turns, extractions, strict=True):
        if turn.session_id != session:
            session = turn.session_id
            reader.new_session()
        speaker = turn.speaker or "user"
        statements, _ = reader.read(extraction, speaker, addressee(conv, turn.speaker))
        by_turn[turn.external_id or ""] = statements
        raw = sum(float(getattr(f, "confidence", 1.0)) >= reader.floor for f in extraction.facts)
        raw += len(extraction.edges)
        skips[turn.external_id or ""] = ([s.reason for s in extraction.skipped], raw)
    return by_turn, seconds, skips


# --- real: remembered into Neo4j, read back -----------------------------------------------------------
async def real_statements(
    settings: Settings, conversations: list[Conversation]
) -> list[tuple[dict[str, list[Statement]], float, list[str]]]:
    """Per conversation: its statements read back, the import's seconds, the turns it rejected."""
    from hippograph.services import open_services

    out = []
    async with open_services(settings) as services:
        for conv in conversations:
            start = time.perf_counter()
            rejected = await import_all(services.rememberer, conv.turns)
            seconds = time.perf_counter() - start
            out.append((await read_back(services.db, conv.turns[0].user_id), seconds, rejected))
    return out


async def import_all(rememberer: Any, turns: list[TurnInput]) -> list[str]:
    """Every turn, as ``hippograph import`` does. If the pipeline rejects one (the import stops
    there), the rest is imported turn by turn (the ones already written are skipped as
    duplicates) and the rejected turns are counted rather than ending the run."""
    try:
        await import_turns(rememberer, turns, concurrency=1)
        return []
    except HippoGraphError:
        pass
    rejected = []
    for turn in turns:
        try:
            await import_turns(rememberer, [turn], concurrency=1)
        except HippoGraphError as exc:
            rejected.append(f"{turn.external_id}: {exc}")
    return rejected


async def read_back(db: Any, user_id: str) -> dict[str, list[Statement]]:
    """Per episode (by its turn id): the facts and typed edges remembering it wrote."""
    names = {row["uid"]: row["name"] for row in await db.read("bench/extraction_entities", user_id=user_id)}
    by_turn: dict[str, list[Statement]] = {}
    for row in await db.read("bench/extraction_episodes", user_id=user_id):
        statements: dict[tuple[str, ...], Statement] = {}
        result = json.loads(row["result"]) if row["result"] else {}
        for fact in [*result.get("facts", []), *row["facts"]]:
            subject = names.get(fact.get("entity_uid", ""), fact.get("entity"))
            if subject is None or fact.get("field") is None:
                continue
            s = Statement(
                "fact", subject, fact["field"], str(fact["value"]), str(fact.get("status") or "current")
            )
            statements.setdefault(("fact", s.subject, s.predicate, s.value.casefold()), s)
        for edge in result.get("edges", []):
            source, target = names.get(edge["source_uid"]), names.get(edge["target_uid"])
            if source is None or target is None:
                continue
            s = Statement("edge", source, edge["relation"], target, str(edge.get("status") or "current"))
            statements.setdefault(("edge", source, s.predicate, target), s)
        by_turn.setdefault(row["external_id"] or "", []).extend(statements.values())
    return by_turn


# --- scoring ---------------------------------------------------------------------------------------------
def score(
    conv: Conversation,
    by_turn: dict[str, list[Statement]],
    sim: Similarity,
    fragments: Fragments,
    seconds: tuple[float, float],
    misses: bool = False,
    skips: Skips | None = None,
) -> Result:
    """Score one conversation. Examples (uncovered observations, unmatched statements, fragments)
    are kept for development conversations only, 15 each, or all with ``misses`` (the turn's text
    and statements beside each); a held-out conversation gives figures, never items."""
    cap = 0 if conv.split == "held-out" else 10**9 if misses else 15
    texts = {t.external_id or "": t.text for t in conv.turns}
    observed: dict[str, list[str]] = {}
    for obs in conv.observations:
        for i in obs.dia_ids:
            observed.setdefault(i, []).append(obs.text)
    covered = 0
    uncovered: list[Any] = []
    for obs in conv.observations:
        candidates = [s.text for i in obs.dia_ids for s in by_turn.get(i, [])]
        best = float(sim.matrix([obs.text], candidates).max()) if candidates else 0.0
        covered += best >= MATCH
        if best < MATCH and len(uncovered) < cap:
            row = {"observation": obs.text, "turn": obs.dia_ids[0], "best": round(best, 3)}
            if misses:
                row["text"] = " / ".join(texts.get(i, "") for i in obs.dia_ids)
                row["statements"] = [s.text for i in obs.dia_ids for s in by_turn.get(i, [])]
            uncovered.append(row)
    precise = in_observed = 0
    unmatched: list[Any] = []
    for dia_id, statements in by_turn.items():
        if dia_id not in observed or not statements:
            continue
        cosines = sim.matrix([s.text for s in statements], observed[dia_id]).max(axis=1)
        for s, best in zip(statements, cosines, strict=True):
            in_observed += 1
            precise += float(best) >= MATCH
            if float(best) < MATCH and len(unmatched) < cap:
                row = {"statement": s.text, "turn": dia_id, "best": round(float(best), 3)}
                if misses:
                    row["text"] = texts.get(dia_id, "")
                    row["observations"] = observed[dia_id]
                unmatched.append(row)
    facts = [s for statements in by_turn.values() for s in statements if s.kind == "fact"]
    reasons = fragments.why([(f"{s.subject} {predicate_words(s.predicate)}", s.value) for s in facts])
    broken = [(s, r) for s, r in zip(facts, reasons, strict=True) if r is not None]
    return Result(
        name=conv.name,
        split=conv.split,
        turns=len(conv.turns),
        observations=len(conv.observations),
        covered=covered,
        statements=sum(len(v) for v in by_turn.values()),
        statements_in_observed_turns=in_observed,
        precise=precise,
        facts=len(facts),
        fragments=len(broken),
        ingest_seconds=seconds[0],
        encoder_seconds=seconds[1],
        examples={
            "uncovered": uncovered,
            "unmatched": unmatched,
            "fragments": [{"fact": s.text, "why": r} for s, r in broken[: min(cap, 20)]],
        },
        diagnostics=diagnose(conv.turns, conv.observations, conv.speakers, by_turn, sim, REGISTRY, skips),
    )


def pooled(name: str, split: str, results: Sequence[Result]) -> Result:
    total = Result(name, split, 0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0.0)
    for r in results:
        for attr in (
            "turns",
            "observations",
            "covered",
            "statements",
            "statements_in_observed_turns",
            "precise",
            "facts",
            "fragments",
            "ingest_seconds",
            "encoder_seconds",
            "rejected",
        ):
            setattr(total, attr, getattr(total, attr) + getattr(r, attr))
        total.diagnostics.add(r.diagnostics)
    return total


def raw_encoder_seconds(embedder: Embedder, texts: list[str]) -> float:
    """The encoder alone on the turn texts, in batches of 64 after a warm-up batch."""
    embedder.embed(texts[:ENCODER_BATCH])
    start = time.perf_counter()
    for i in range(0, len(texts), ENCODER_BATCH):
        embedder.embed(texts[i : i + ENCODER_BATCH])
    return time.perf_counter() - start


# --- running -----------------------------------------------------------------------------------------------
def files_for(args: argparse.Namespace) -> list[Path]:
    files: list[Path] = list(args.files) or sorted(DEFAULT_FILES.glob("*.json"))
    if args.conversations:
        files = [f for f in files if f.stem in set(args.conversations)]
    if not files:
        raise SystemExit(f"no LoCoMo conversations found (looked in {DEFAULT_FILES})")
    return files


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from bench.ingest import neo4j_settings

    run_id = uuid.uuid4().hex[:8]
    convs = [load_conversation(f, f"bench_x{run_id}_{f.stem}", args.limit_turns) for f in files_for(args)]
    if args.offline:
        settings = load_settings()
        return measure(settings, convs, None, "offline", args.misses)
    async with neo4j_settings() as (settings, where):
        remembered = await real_statements(settings, convs)
        return measure(settings, convs, remembered, f"real ({where})", args.misses)


def measure(
    settings: Settings,
    convs: list[Conversation],
    remembered: list[tuple[dict[str, list[Statement]], float, list[str]]] | None,
    mode: str,
    misses: bool = False,
) -> dict[str, Any]:
    from hippograph.ingestion.spacy_extractor import load_spacy

    embedder = load_embedder(settings)
    sim = Similarity(embedder)
    fragments = Fragments(load_spacy(settings.spacy_model))
    extractor = load_extractor(settings) if remembered is None else None
    if extractor is not None:
        extract_all(extractor, [convs[0].turns[0].text])  # warm-up
    results = []
    for index, conv in enumerate(convs):
        encoder_s = raw_encoder_seconds(embedder, [t.text for t in conv.turns])
        rejected: list[str] = []
        skips: Skips | None = None
        if remembered is None:
            by_turn, ingest_s, skips = offline_statements(conv, extractor)
        else:
            by_turn, ingest_s, rejected = remembered[index]
        result = score(conv, by_turn, sim, fragments, (ingest_s, encoder_s), misses, skips)
        if remembered is not None:
            result.rejected = len(rejected)
            result.examples["rejected"] = [] if conv.split == "held-out" else rejected[:20]
        results.append(result)
    groups = [
        pooled(f"all {split}", split, [r for r in results if r.split == split])
        for split in ("dev", "held-out", "other")
        if any(r.split == split for r in results)
    ]
    overall = pooled("overall", "all", results)
    return {
        "mode": mode,
        "goals": GOALS,
        "match_cosine": MATCH,
        "conversations": [
            {**r.summary(), "examples": r.examples, "diagnostics": r.diagnostics.summary()} for r in results
        ],
        "groups": [{**g.summary(), "diagnostics": g.diagnostics.summary()} for g in groups],
        "overall": overall.summary(),
    }


def print_report(report: dict[str, Any]) -> None:
    print(f"mode: {report['mode']}; match: MiniLM cosine >= {report['match_cosine']}")
    head = (
        "conv",
        "split",
        "turns",
        "obs",
        "coverage",
        "precision",
        "stmt/turn",
        "fragments",
        "ingest/s",
        "enc/s",
    )
    print("{:<14}{:<10}{:>6}{:>6}{:>10}{:>10}{:>10}{:>10}{:>10}{:>9}".format(*head))
    for row in [*report["conversations"], *report["groups"], report["overall"]]:
        print(
            f"{row['name']:<14}{row['split']:<10}{row['turns']:>6}{row['observations']:>6}"
            f"{row['coverage']:>10.3f}{row['precision']:>10.3f}{row['statements_per_turn']:>10.2f}"
            f"{row['fragment_share']:>10.3f}{row['ingest_turns_per_s']:>10.1f}{row['encoder_turns_per_s']:>9.1f}"
        )
    for group in report["groups"]:
        print_diagnostics(group["name"], group["diagnostics"])
    rejected = report["overall"]["rejected"]
    if rejected:
        print(f"turns the pipeline rejected: {rejected} (see the JSON's examples)")
    goals = report["goals"]
    print(
        f"goals on unseen conversations: coverage >= {goals['coverage']}, precision >= {goals['precision']},"
        f" fragments <= {goals['fragments']}; ingest >= 50 % of the raw encoder (real mode)"
    )


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("files", nargs="*", type=Path, help=f"LoCoMo files (default: {DEFAULT_FILES}/*.json)")
    parser.add_argument("--conversations", nargs="*", default=None, help="file stems, e.g. 26 30 41")
    parser.add_argument("--limit-turns", type=int, default=None, help="only the first N turns of each")
    parser.add_argument("--offline", action="store_true", help="the extractor alone, no Neo4j")
    parser.add_argument(
        "--misses",
        action="store_true",
        help="JSON lists every uncovered observation and unmatched statement of development conversations",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the report as JSON here")
    return parser.parse_args(argv)


def main(argv: list[str]) -> None:
    args = parse_args(argv)
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    report = asyncio.run(run(args))
    print_report(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main(sys.argv[1:])
