"""Ingestion throughput: the offline remember pipeline on LoCoMo turns, against the raw encoder.

    python bench/ingest.py [--limit N] [--concurrency N] [--json OUT] [FILES...]

FILES default to ``../shared/bench/locomo/*.json`` (relative to the repository
root). Uses ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a throw-away local Neo4j on free ports
(as the tests do), stopped at the end. Every run writes into fresh ``bench_<run>_<file>`` user
namespaces, so runs never see each other's data.

Measured in one process, on the same turn texts:

- **raw encoder**: the sentence encoder alone, all turn texts in batches of 64 (the best case), run
  before and after the pipeline; the faster run is the baseline;
- **first pass** (the warm-up): the same turns imported into namespaces of their own, timed
  wall-clock only. It meets a fresh Neo4j, whose JVM spends much of its CPU JIT-compiling for the
  first thousands of turns (on 2 cores its compiler threads used about 30 s of CPU over the 1,451
  LoCoMo development turns);
- **pipeline**: :func:`import_turns` over every turn again, now against a warm server as a running
  service is (spaCy extraction and the turns' encoding in batches of 64 ahead of the writes, then
  per group of turns one write transaction that resolves and writes each turn in order), timed
  wall-clock;
- **stages**: the pipeline's own extractor, encoder and database wrapped in timers (the pipeline's
  code is not changed): the seconds each stage was busy. Extraction and encoding run on their own
  worker threads; the database time is the time awaiting Neo4j reads and write transactions.

Goal: pipeline throughput (warm server) at least 50 % of the raw encoder's. The first pass's ratio
is printed beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from hippograph.graph.driver import Database, Row, Tx, connect
from hippograph.graph.migrations import migrate
from hippograph.graph.namespace import Namespaces
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import BATCH_SIZE, AsyncEmbedder, Embedder, load_embedder
from hippograph.ingestion.extraction import BatchExtractor, Extraction
from hippograph.ingestion.importer import ImportCounts, TurnInput, import_turns, locomo_turns
from hippograph.ingestion.pipeline import Rememberer
from hippograph.ingestion.resolver import EntityResolver, Thresholds
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.settings import Settings, load_settings
from hippograph.worker import Worker

T = TypeVar("T")
REPO = Path(__file__).resolve().parents[1]
DEFAULT_FILES = REPO.parent / "shared" / "bench" / "locomo"
GOAL = 0.5


# --- timers wrapped around the pipeline's parts (its code stays as it is) -------------------------
class Stopwatch:
    """Busy time of one stage: the union of its calls' intervals, so overlapping calls (several
    turns awaiting Neo4j at once) count once, as time the stage was in use."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.calls = 0
        self._active = 0
        self._since = 0.0

    @contextmanager
    def timing(self) -> Iterator[None]:
        if self._active == 0:
            self._since = time.perf_counter()
        self._active += 1
        try:
            yield
        finally:
            self._active -= 1
            self.calls += 1
            if self._active == 0:
                self.seconds += time.perf_counter() - self._since


class TimedExtractor:
    def __init__(self, inner: BatchExtractor, watch: Stopwatch) -> None:
        self._inner = inner
        self.watch = watch

    def extract(self, text: str) -> Extraction:
        with self.watch.timing():
            return self._inner.extract(text)

    def extract_many(self, texts: list[str]) -> list[Extraction]:
        with self.watch.timing():
            return self._inner.extract_many(texts)


class TimedEmbedder:
    def __init__(self, inner: Embedder, watch: Stopwatch) -> None:
        self._inner = inner
        self.watch = watch
        self.dimensions = inner.dimensions
        self.texts = 0

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.texts += len(texts)
        with self.watch.timing():
            return self._inner.embed(texts)


class TimedDatabase(Database):
    """The same driver; reads and write transactions timed from the caller's side."""

    def __init__(self, inner: Database, watch: Stopwatch) -> None:
        super().__init__(inner.driver, inner.database, inner.server)
        self.watch = watch

    async def read(self, name: str, **params: Any) -> list[Row]:
        with self.watch.timing():
            return await super().read(name, **params)

    async def write_tx(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        with self.watch.timing():
            return await super().write_tx(work)


# --- Neo4j -----------------------------------------------------------------------------------------
@asynccontextmanager
async def neo4j_settings() -> AsyncIterator[tuple[Settings, str]]:
    """The configured Neo4j, or a throw-away local one with the service's default memory."""
    base = load_settings()
    if base.neo4j_uri:
        yield base, base.neo4j_uri
        return
    with tempfile.TemporaryDirectory(prefix="hippograph-bench-") as home:
        server = LocalNeo4j(base, home=Path(home), bolt_port=free_port(), http_port=free_port())
        server.start()
        try:
            user, password = server.credentials()
            settings = load_settings(neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password)
            yield settings, f"{server.uri} (throw-away local)"
        finally:
            server.stop()


# --- the measurements ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Stage:
    name: str
    seconds: float
    turns_per_s: float
    share_of_wall: float
    how: str


@dataclass(frozen=True)
class Report:
    files: list[str]
    turns: int
    concurrency: int
    neo4j: str
    raw_encoder_seconds: float  # the faster of the runs
    raw_encoder_runs_seconds: list[float]  # before and after the pipeline
    raw_encoder_turns_per_s: float
    first_pass_seconds: float  # the same turns on the fresh server, before the measured pass
    first_pass_ratio: float
    pipeline_seconds: float
    pipeline_turns_per_s: float
    ratio: float
    goal: float
    texts_embedded_per_turn: float
    stages: list[Stage]
    counts: dict[str, int]


def load_turns(files: list[Path], run: str, limit: int | None) -> list[TurnInput]:
    turns = [turn for path in files for turn in locomo_turns(path, f"bench_{run}_{path.stem}")]
    return turns[:limit] if limit is not None else turns


def raw_encoder(embedder: Embedder, texts: list[str]) -> float:
    """Seconds to encode ``texts`` in batches of BATCH_SIZE, after a warm-up batch."""
    embedder.embed(texts[:BATCH_SIZE])
    start = time.perf_counter()
    for i in range(0, len(texts), BATCH_SIZE):
        embedder.embed(texts[i : i + BATCH_SIZE])
    return time.perf_counter() - start


@asynccontextmanager
async def assembled(
    db: Database, settings: Settings, extractor: BatchExtractor, encoder: Embedder
) -> AsyncIterator[Rememberer]:
    """A rememberer assembled as open_services does, from the given parts (never the LLM
    extractor), with its own encoder cache and worker threads."""
    embedder = AsyncEmbedder(encoder)
    nlp_worker = Worker("nlp")
    thresholds = Thresholds(settings.resolver_fuzzy_threshold, settings.resolver_vector_threshold)
    try:
        yield Rememberer(
            db,
            Namespaces(db, settings.agent_name),
            extractor,
            embedder,
            DomainSimilarity(encoder.embed(DomainSimilarity.texts())),
            EntityResolver(db, thresholds),
            settings.max_text_chars,
            nlp_worker,
        )
    finally:
        nlp_worker.close()
        embedder.close()


def warmup_turns(turns: list[TurnInput]) -> list[TurnInput]:
    """The measured turns, each in a warm-up namespace beside its own: imported first, so the
    measured import meets a warm server (planned queries, JIT-compiled paths), as a service does."""
    return [replace(turn, user_id=f"{turn.user_id}_warmup") for turn in turns]


async def measure(settings: Settings, neo4j: str, files: list[Path], args: argparse.Namespace) -> Report:
    run = uuid.uuid4().hex[:8]
    turns = load_turns(files, run, args.limit)
    if not turns:
        raise SystemExit("no turns to import")
    texts = [turn.text for turn in turns]
    encoder = load_embedder(settings)
    spacy = SpacyExtractor(load_spacy(settings.spacy_model))  # offline: never the LLM extractor
    spacy.extract(texts[0])  # warm-up, like the encoder's
    raw_runs = [raw_encoder(encoder, texts)]

    watches = {name: Stopwatch() for name in ("extract", "embed", "neo4j")}
    timed_encoder = TimedEmbedder(encoder, watches["embed"])
    async with connect(settings) as plain_db:
        await migrate(plain_db)
        async with assembled(plain_db, settings, spacy, encoder) as warm:
            start = time.perf_counter()
            await import_turns(warm, warmup_turns(turns), concurrency=args.concurrency)
            first_wall = time.perf_counter() - start
        db = TimedDatabase(plain_db, watches["neo4j"])
        timed_extractor = TimedExtractor(spacy, watches["extract"])
        async with assembled(db, settings, timed_extractor, timed_encoder) as rememberer:
            start = time.perf_counter()
            counts = await import_turns(rememberer, turns, concurrency=args.concurrency)
            wall = time.perf_counter() - start
        # Encoded again after: the machine's load drifts; the faster run is the baseline.
        raw_runs.append(raw_encoder(encoder, texts))
    walls = (first_wall, wall)
    return report(files, turns, neo4j, args.concurrency, raw_runs, walls, watches, timed_encoder, counts)


def report(
    files: list[Path],
    turns: list[TurnInput],
    neo4j: str,
    concurrency: int,
    raw_runs: list[float],
    walls: tuple[float, float],  # the first pass's, the measured pass's
    watches: dict[str, Stopwatch],
    encoder: TimedEmbedder,
    counts: ImportCounts,
) -> Report:
    n = len(turns)
    first_wall, wall = walls
    # The faster run: the encoder's best is the stricter baseline (the other run shares the
    # machine with Neo4j's own background work, before or after the import).
    raw_s = min(raw_runs)
    how = {
        "extract": "spaCy extract() time on the extractor thread, per call",
        "embed": "encoder time on the embedder thread, per pipeline call (turn + facts + names)",
        "neo4j": "time with a Neo4j read or write transaction outstanding, caller side",
    }
    stages = [
        Stage(name, w.seconds, n / w.seconds if w.seconds else 0.0, w.seconds / wall, how[name])
        for name, w in watches.items()
    ]
    rest = wall - sum(w.seconds for w in watches.values())
    rest_how = "wall minus the three stages (planning, scheduling); negative when stages overlap"
    stages.append(Stage("other", rest, n / rest if rest > 0 else 0.0, rest / wall, rest_how))
    return Report(
        files=[str(p) for p in files],
        turns=n,
        concurrency=concurrency,
        neo4j=neo4j,
        raw_encoder_seconds=raw_s,
        raw_encoder_runs_seconds=raw_runs,
        raw_encoder_turns_per_s=n / raw_s,
        first_pass_seconds=first_wall,
        first_pass_ratio=raw_s / first_wall,
        pipeline_seconds=wall,
        pipeline_turns_per_s=n / wall,
        ratio=raw_s / wall,
        goal=GOAL,
        texts_embedded_per_turn=encoder.texts / n,
        stages=stages,
        counts={**asdict(counts), "turns": counts.turns},
    )


def print_report(r: Report) -> None:
    print(
        f"files: {', '.join(Path(f).name for f in r.files)}; turns: {r.turns}; concurrency: {r.concurrency}"
    )
    print(f"neo4j: {r.neo4j}")
    print()
    print(f"{'measure':<22}{'seconds':>10}{'turns/s':>10}{'% wall':>8}  how")
    print(
        f"{'raw encoder':<22}{r.raw_encoder_seconds:>10.2f}{r.raw_encoder_turns_per_s:>10.1f}{'':>8}"
        f"  turn texts only, batches of {BATCH_SIZE}; the faster of a run before and one after the pipeline"
    )
    print(
        f"{'first pass':<22}{r.first_pass_seconds:>10.2f}{r.turns / r.first_pass_seconds:>10.1f}{'':>8}"
        "  the same turns on the fresh server, into namespaces of their own (the warm-up)"
    )
    print(
        f"{'pipeline (overall)':<22}{r.pipeline_seconds:>10.2f}{r.pipeline_turns_per_s:>10.1f}{100:>7.0f}%"
        "  wall clock of import_turns() over all turns, on the warm server"
    )
    for s in r.stages:
        share = 100 * s.share_of_wall
        print(f"{'  ' + s.name:<22}{s.seconds:>10.2f}{s.turns_per_s:>10.1f}{share:>7.0f}%  {s.how}")
    print()
    verdict = "meets" if r.ratio >= r.goal else "misses"
    print(f"pipeline / raw encoder: {100 * r.ratio:.1f} % ({verdict} the {100 * r.goal:.0f} % goal)")
    print(f"first pass / raw encoder: {100 * r.first_pass_ratio:.1f} % (the fresh server)")
    print(f"texts embedded per turn by the pipeline: {r.texts_embedded_per_turn:.2f}")
    c = r.counts
    print(
        f"imported {c['imported']}, skipped {c['skipped']}; "
        f"facts {c['facts']}, entities {c['entities']}, edges {c['edges']}"
    )


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("files", nargs="*", type=Path, help=f"LoCoMo files (default: {DEFAULT_FILES}/*.json)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N turns")
    parser.add_argument(
        "--concurrency", type=int, default=1, help="groups of turns in flight (as hippograph import)"
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the report as JSON here")
    return parser.parse_args(argv)


async def run(args: argparse.Namespace) -> Report:
    files = args.files or sorted(DEFAULT_FILES.glob("*.json"))
    if not files:
        raise SystemExit(f"no LoCoMo files given and none in {DEFAULT_FILES}")
    async with neo4j_settings() as (settings, neo4j):
        return await measure(settings, neo4j, files, args)


def main(argv: list[str]) -> None:
    args = parse_args(argv)
    # The driver logs a notification per query on a fresh database (labels not there yet).
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    result = asyncio.run(run(args))
    print_report(result)
    if args.json:
        args.json.write_text(json.dumps(asdict(result), indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main(sys.argv[1:])
