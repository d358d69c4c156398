"""Reliability figures: the reliability tests run once, their measurements printed as a table.

    python bench/reliability.py [--json OUT] [--skip-outage]

Runs, with pytest, against a throw-away local Neo4j (or ``NEO4J_URI``) and the real HTTP service:

- isolation: Alice probes every ID argument with Bob's ids and every text query with Bob's words
  (``tests/api/test_probes.py``), counting probes and leaks;
- erasure: after ``forgetMe``, the erased words through every API channel with a fresh key and as
  an admin acting for the user, counting what is still recoverable;
- hostile inputs: the table of ``tests/api/hostile.py`` (``tests/api/test_hostile.py``), counting
  cases and the INTERNAL / 5xx answers among them;
- outage: Neo4j stopped and restarted under 8 concurrent writers (``tests/test_outage.py``):
  acknowledged writes lost, p95 error latency during the outage, slowest ``/readyz`` 503;
- 50 concurrent writers naming one company in two spellings (``tests/ingestion/test_concurrency.py``):
  duplicate entities;
- two schedulers on one Neo4j (``tests/test_jobs.py``): runs of a job per tick.

Each test records its figures through ``tests/reliability_report.py`` into a file this script
names in ``HIPPOGRAPH_RELIABILITY_REPORT``. Goals (issue 19): >= 300 isolation probes with 0 leaks;
0 erased strings recoverable; 0 acknowledged writes lost, p95 error latency <= 5 s, /readyz 503
within 1 s; 0 duplicate entities; >= 300 hostile inputs with 0 INTERNAL / 5xx; 1 run per tick.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = [
    "tests/api/test_probes.py",
    "tests/api/test_hostile.py",
    "tests/ingestion/test_concurrency.py",
    "tests/test_jobs.py",
]
OUTAGE = "tests/test_outage.py"
# (figure, goal as text, check)
GOALS: list[tuple[str, str, object]] = [
    ("isolation_probes", ">= 300", lambda v: v >= 300),
    ("isolation_leaks", "0", lambda v: v == 0),
    ("erasure_probes", "-", None),
    ("erased_strings_recoverable", "0", lambda v: v == 0),
    ("hostile_inputs", ">= 300", lambda v: v >= 300),
    ("hostile_internal_or_5xx", "0", lambda v: v == 0),
    ("outage_acknowledged_writes", "-", None),
    ("outage_acknowledged_writes_lost", "0", lambda v: v == 0),
    ("outage_error_latency_p95_s", "<= 5", lambda v: v <= 5),
    ("outage_error_latency_median_s", "-", None),
    ("outage_readyz_503_max_s", "<= 1", lambda v: v <= 1.0),
    ("duplicate_entities_under_50_writers", "0", lambda v: v == 0),
    ("scheduled_job_runs_per_tick_across_2_replicas", "1", lambda v: v == 1),
]


def run(tests: list[str], report: Path) -> int:
    env = {
        **os.environ,
        "HIPPOGRAPH_RELIABILITY_REPORT": str(report),
        "PYTHONPATH": str(ROOT),
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
    }
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:logging", "-p", "no:cacheprovider", *tests]
    return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


def figures(report: Path) -> dict[str, float | int | str]:
    found: dict[str, float | int | str] = {}
    if report.exists():
        for line in report.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            found[row["name"]] = row["value"]
    return found


def table(found: dict[str, float | int | str]) -> str:
    lines = [f"{'figure':<48} {'value':>10} {'goal':>8}  met", "-" * 74]
    for name, goal, check in GOALS:
        value = found.get(name)
        met = "" if value is None or check is None else ("yes" if check(value) else "NO")  # type: ignore[operator]
        shown = "not run" if value is None else str(value)
        lines.append(f"{name:<48} {shown:>10} {goal:>8}  {met}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--skip-outage", action="store_true", help="leave out the Neo4j stop/start")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "figures.jsonl"
        status = run(TESTS + ([] if args.skip_outage else [OUTAGE]), report)
        found = figures(report)
    print(table(found))
    if args.json:
        args.json.write_text(json.dumps({"figures": found, "tests_passed": status == 0}, indent=2) + "\n")
    raise SystemExit(status)


if __name__ == "__main__":
    main()
