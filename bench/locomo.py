"""Evidence recall on LoCoMo: HippoGraph against BM25 and dense retrieval over the same turns.

    python bench/locomo.py [--k 5 10 20] [--json OUT] [--limit-questions N] [--reuse]
                           [--turn-boost B ...] [FILES...]

FILES default to ``../shared/bench/locomo/*.json`` (relative to the repository
root). Uses ``NEO4J_URI``/``NEO4J_PASSWORD`` when set, else a throw-away local Neo4j on free ports
(as the tests do), stopped at the end.

For each conversation, every turn is remembered in a fresh user namespace (speaker as the person,
the session's date as the time, the turn's ``dia_id`` as ``external_id``). Then every question of
categories 1-4 is asked with its text alone, and **evidence recall@k** is measured: the share of
the question's evidence turns found among the top k. HippoGraph's ranked list is one list of
episodes: the returned episodes and the episodes the returned facts came from, merged by score.
The baselines rank the same turn texts: BM25 (``rank_bm25.BM25Okapi``, lowercase words) and cosine
similarity with HippoGraph's own encoder. Only the turns, the session dates and each question's
text, category and evidence are read; never the answers or the annotations.

Conversation 26 is development (``--dev``, the same split as ``bench/extraction.py``), the others
held-out: the figures are reported for each side and for all together, and ``--verbose`` prints
question by question for development conversations only (held-out ones are looked at only in
aggregate, so tuning cannot see them).

With ``--reuse`` the namespaces are named after the files (``locomo_<file>``) and the import is
resumed rather than repeated (turns already remembered are skipped), so a Neo4j given by
``NEO4J_URI`` can be ingested once and recalled against many times. ``--turn-boost 0.5 1.5``
remembers and asks every conversation again on the same server for each of those turn factors
(``HIPPOGRAPH_RECALL_TURN_BOOST``), in fresh namespaces, and reports each beside the configured
one.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from rank_bm25 import BM25Okapi

from hippograph.ingestion.importer import ImportCounts, TurnInput, import_turns, locomo_turns
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.recall.memory import Memory
from hippograph.services import Services, open_services
from hippograph.settings import Settings, load_settings

REPO = Path(__file__).resolve().parents[1]
DEFAULT_FILES = REPO.parent / "shared" / "bench" / "locomo"
CATEGORIES = ("1", "2", "3", "4")
CATEGORY_NAMES = {"1": "multi-hop", "2": "temporal", "3": "open-domain", "4": "single-hop"}
SYSTEMS = ("hippograph", "bm25", "dense")
SPLITS = ("dev", "held-out", "all")
DEV_CONVERSATIONS = ("26",)
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Question:
    text: str
    category: str
    evidence: frozenset[str]


@dataclass
class Scores:
    """Per system, per k: the recall of every question, kept by category."""

    ks: list[int]
    by: dict[str, dict[int, dict[str, list[float]]]] = field(default_factory=dict)

    def add(self, system: str, category: str, ranked: Sequence[str], evidence: frozenset[str]) -> None:
        per_k = self.by.setdefault(system, {k: {} for k in self.ks})
        for k in self.ks:
            found = evidence & set(ranked[:k])
            per_k[k].setdefault(category, []).append(len(found) / len(evidence))

    def table(self) -> dict[str, dict[str, dict[str, float]]]:
        result: dict[str, dict[str, dict[str, float]]] = {}
        for system, per_k in self.by.items():
            result[system] = {}
            for k, by_category in per_k.items():
                every = [r for values in by_category.values() for r in values]
                row = {"all": _mean(every)}
                row.update({c: _mean(by_category.get(c, [])) for c in CATEGORIES})
                result[system][str(k)] = row
        return result

    def counts(self) -> dict[str, int]:
        by_category = next(iter(next(iter(self.by.values())).values())) if self.by else {}
        counts = {c: len(by_category.get(c, [])) for c in CATEGORIES}
        return {"all": sum(counts.values()), **counts}


def _mean(values: list[float]) -> float:
    return round(100 * statistics.fmean(values), 1) if values else float("nan")


# --- reading a conversation (turns through the importer; questions without their answers) -------
def read_questions(path: Path) -> list[Question]:
    data = json.loads(path.read_text(encoding="utf-8"))
    questions = []
    for row in data.get("qa", []):
        category = str(row.get("category"))
        # A few evidence entries hold two ids in one string ("D8:6; D9:17").
        evidence = frozenset(
            part.strip() for e in row.get("evidence", []) if isinstance(e, str) for part in e.split(";")
        ) - {""}
        if category in CATEGORIES and evidence:
            questions.append(Question(row["question"], category, evidence))
    return questions


# --- the three systems ---------------------------------------------------------------------------
def hippograph_ranking(memory: Memory) -> list[str]:
    """One ranked list of dia_ids: episodes and the episodes of facts, by score, best rank kept."""
    scored: list[tuple[float, str]] = [(e.score, e.external_id) for e in memory.episodes if e.external_id]
    scored += [
        (f.score, f.provenance.external_id)
        for f in memory.facts
        if f.provenance is not None and f.provenance.external_id
    ]
    scored.sort(key=lambda pair: pair[0], reverse=True)
    return list(dict.fromkeys(dia_id for _, dia_id in scored))


def tokens(text: str) -> list[str]:
    return _WORD.findall(text.lower())


class Baselines:
    """BM25 and dense cosine over the turns of one conversation."""

    def __init__(self, turns: list[TurnInput], embed: Callable[[list[str]], list[list[float]]]) -> None:
        self._ids = [t.external_id or "" for t in turns]
        self._bm25 = BM25Okapi([tokens(t.text) for t in turns])
        self._embed = embed
        self._vectors = np.asarray(embed([t.text for t in turns]), dtype=np.float32)

    def bm25(self, query: str, k: int) -> list[str]:
        scores = self._bm25.get_scores(tokens(query))
        return [self._ids[i] for i in np.argsort(-scores, kind="stable")[:k]]

    def dense(self, query: str, k: int) -> list[str]:
        vector = np.asarray(self._embed([query])[0], dtype=np.float32)
        scores = self._vectors @ vector  # unit vectors: the dot product is the cosine
        return [self._ids[i] for i in np.argsort(-scores, kind="stable")[:k]]


# --- running it ------------------------------------------------------------------------------------
@dataclass
class Timing:
    ingest_s: float = 0.0
    turns: int = 0
    skipped: int = 0
    facts: int = 0
    recall_s: list[float] = field(default_factory=list)


async def run_conversation(
    services: Services,
    path: Path,
    user_id: str,
    scores: list[Scores],
    timing: Timing,
    args: argparse.Namespace,
) -> None:
    """Every question of ``path`` into each of ``scores`` (its split's and the overall one)."""
    verbose = args.verbose and path.stem in args.dev
    turns = locomo_turns(path, user_id)
    questions = read_questions(path)[: args.limit_questions]
    start = time.perf_counter()
    counts = await import_turns(
        services.rememberer, turns, concurrency=args.concurrency, progress=_progress(path, len(turns))
    )
    elapsed = time.perf_counter() - start
    print(file=sys.stderr)
    _count_ingest(timing, counts, elapsed)
    baselines = Baselines(turns, services.embedder.sync.embed)
    k_max = max(scores[0].ks)
    for question in questions:
        start = time.perf_counter()
        memory = await services.recaller.recall(user_id, question.text, limit=k_max)
        timing.recall_s.append(time.perf_counter() - start)
        rankings = {
            "hippograph": hippograph_ranking(memory),
            "bm25": baselines.bm25(question.text, k_max),
            "dense": baselines.dense(question.text, k_max),
        }
        for system, ranked in rankings.items():
            for split in scores:
                split.add(system, question.category, ranked, question.evidence)
        if verbose:
            _explain(question, rankings, k_max)


def _count_ingest(timing: Timing, counts: ImportCounts, elapsed: float) -> None:
    timing.ingest_s += elapsed
    timing.turns += counts.turns
    timing.skipped += counts.skipped
    timing.facts += counts.facts


def _progress(path: Path, total: int) -> Callable[[ImportCounts], None]:
    def show(counts: ImportCounts) -> None:
        if counts.turns % 25 == 0 or counts.turns == total:
            print(f"\r{path.name}: {counts.turns}/{total} turns", end="", file=sys.stderr, flush=True)

    return show


def _explain(question: Question, rankings: dict[str, list[str]], k: int) -> None:
    marks = {s: "".join("*" if d in question.evidence else "." for d in r[:k]) for s, r in rankings.items()}
    print(f"[{question.category}] {question.text}  evidence={sorted(question.evidence)}")
    for system, line in marks.items():
        print(f"    {system:<10} {line}")


@asynccontextmanager
async def neo4j_settings() -> AsyncIterator[Settings]:
    """The configured Neo4j, or a throw-away local one stopped on the way out."""
    base = load_settings()
    if base.neo4j_uri:
        yield base
        return
    with tempfile.TemporaryDirectory(prefix="hippograph-locomo-") as home:
        server = LocalNeo4j(base, home=Path(home), bolt_port=free_port(), http_port=free_port())
        server.start()
        try:
            user, password = server.credentials()
            yield load_settings(neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password)
        finally:
            server.stop()


async def main(args: argparse.Namespace) -> dict[str, Any]:
    run = uuid.uuid4().hex[:8]
    async with neo4j_settings() as settings:
        result = await _measure(args, settings, _namespaces(args, run))
        # Each further turn factor on the same server, in namespaces of its own: a recall counts
        # an access to each fact it returns (decay's recency and frequency), so namespaces asked
        # once already would not rank as fresh ones do.
        if args.turn_boost:
            result["turn_boost"] = {
                str(boost): await _measure(args, _with(settings, boost), _namespaces(args, f"{run}_{i}"))
                for i, boost in enumerate(args.turn_boost)
            }
    return result


def _namespaces(args: argparse.Namespace, run: str) -> dict[str, str]:
    """Each file's namespace (file stem → user id)."""
    return {
        path.stem: f"locomo_{path.stem}" if args.reuse else f"locomo_{run}_{path.stem}" for path in args.files
    }


async def _measure(args: argparse.Namespace, settings: Settings, names: dict[str, str]) -> dict[str, Any]:
    """Every conversation of ``args.files`` remembered in its namespace (``names``: file stem →
    user id; turns already remembered are skipped) and asked, with services built on ``settings``."""
    ks = sorted(set(args.k))
    scores = {split: Scores(ks) for split in SPLITS}
    timing = Timing()
    async with open_services(settings) as services:
        for path in args.files:
            split = "dev" if path.stem in args.dev else "held-out"
            await run_conversation(
                services, path, names[path.stem], [scores[split], scores["all"]], timing, args
            )
    result: dict[str, Any] = {split: scores[split].table() for split in SPLITS if scores[split].by}
    result["counts"] = {
        "questions": {split: scores[split].counts() for split in SPLITS if scores[split].by},
        "files": {
            split: [p.stem for p in args.files if (p.stem in args.dev) == (split == "dev")]
            for split in SPLITS[:2]
        },
        "turns": timing.turns,
        "turns_already_remembered": timing.skipped,
        "facts": timing.facts,
        "conversations": len(args.files),
        "turn_boost": settings.recall_turn_boost,
    }
    result["timing"] = {
        "ingest_s": round(timing.ingest_s, 1),
        "ingest_ms_per_turn": round(1000 * timing.ingest_s / max(timing.turns, 1), 1),
        "recall_mean_ms": round(1000 * statistics.fmean(timing.recall_s), 1) if timing.recall_s else None,
        "recall_p95_ms": _p95_ms(timing.recall_s),
    }
    return result


def _with(settings: Settings, turn_boost: float) -> Settings:
    return settings.model_copy(update={"recall_turn_boost": turn_boost})


def _p95_ms(values: list[float]) -> float | None:
    if len(values) < 2:
        return None
    return round(1000 * statistics.quantiles(values, n=20)[-1], 1)


def print_report(result: dict[str, Any], title: str = "") -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    title = title or f"turn factor {result['counts']['turn_boost']}"
    for split in SPLITS:
        if split not in result:
            continue
        counts = result["counts"]["questions"][split]
        table = Table(title=f"LoCoMo evidence recall@k (%), {split}, {title}")
        table.add_column("system")
        table.add_column("k", justify="right")
        table.add_column(f"all (n={counts['all']})", justify="right")
        for c in CATEGORIES:
            table.add_column(f"{c} {CATEGORY_NAMES[c]} (n={counts[c]})", justify="right")
        for k in next(iter(result[split][s] for s in SYSTEMS if s in result[split])):
            for system in SYSTEMS:
                row = result[split][system][k]
                table.add_row(system, k, *(f"{row[c]:.1f}" for c in ("all", *CATEGORIES)))
            table.add_section()
        console.print(table)
    t = result["timing"]
    c = result["counts"]
    console.print(
        f"ingest: {t['ingest_s']} s for {c['turns']} turns ({t['ingest_ms_per_turn']} ms/turn, "
        f"{c['turns_already_remembered']} already remembered, {c['facts']} facts); "
        f"recall: mean {t['recall_mean_ms']} ms, p95 {t['recall_p95_ms']} ms"
    )
    for boost, variant in result.get("turn_boost", {}).items():
        print_report(variant, f"turn factor {boost} (HIPPOGRAPH_RECALL_TURN_BOOST), same run")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="LoCoMo conversation files")
    parser.add_argument("--k", nargs="+", type=int, default=[5, 10, 20], help="cut-offs (default 5 10 20)")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--limit-questions", type=int, default=None, help="questions per conversation")
    parser.add_argument("--concurrency", type=int, default=1, help="turns remembered at once")
    parser.add_argument("--reuse", action="store_true", help="stable namespaces; resume the import")
    parser.add_argument("--verbose", action="store_true", help="print each development question's hits")
    parser.add_argument(
        "--dev", nargs="+", default=list(DEV_CONVERSATIONS), help="development conversations (file stems)"
    )
    parser.add_argument(
        "--turn-boost",
        nargs="+",
        type=float,
        default=[],
        help="also remember and ask with each of these turn factors (HIPPOGRAPH_RECALL_TURN_BOOST)",
    )
    args = parser.parse_args(argv)
    args.files = args.files or sorted(DEFAULT_FILES.glob("*.json"))
    if not args.files:
        parser.error(f"no conversation files given and none in {DEFAULT_FILES}")
    if min(args.k) < 1:
        parser.error("--k values must be at least 1")
    return args


if __name__ == "__main__":
    arguments = parse_args(sys.argv[1:])
    outcome = asyncio.run(main(arguments))
    print_report(outcome)
    if arguments.json:
        arguments.json.write_text(json.dumps(outcome, indent=2) + "\n", encoding="utf-8")
