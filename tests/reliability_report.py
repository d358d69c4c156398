"""Figures the reliability tests measure, collected for ``bench/reliability.py``.

A test calls :func:`record`; when ``HIPPOGRAPH_RELIABILITY_REPORT`` names a file (the benchmark
sets it), each figure is appended there as one JSON line, otherwise nothing is written.
"""

from __future__ import annotations

import json
import os

REPORT_ENV = "HIPPOGRAPH_RELIABILITY_REPORT"


def record(name: str, value: float | int | str) -> None:
    path = os.environ.get(REPORT_ENV)
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"name": name, "value": value}) + "\n")
