"""Finding a Java runtime that Neo4j 5.26 supports (17 or 21)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from hippograph.errors import JavaError

SUPPORTED_MAJORS = (17, 21)
_VERSION = re.compile(r'version "(\d+)(?:\.(\d+))?')


def find_java(java_home: Path | None) -> Path:
    """The ``java`` executable to use, checked to be a supported version."""
    candidate = java_home / "bin" / "java" if java_home else None
    if candidate is None or not candidate.exists():
        found = shutil.which("java")
        if found is None:
            raise JavaError("Java was not found: install a Java 17 or 21 runtime or set JAVA_HOME")
        candidate = Path(found)
    major = java_major_version(candidate)
    if major not in SUPPORTED_MAJORS:
        raise JavaError(
            f"{candidate} is Java {major}; Neo4j 5.26 runs on Java 17 or 21 only "
            "(set JAVA_HOME or HIPPOGRAPH_JAVA_HOME to one of those)"
        )
    return candidate


def java_major_version(java: Path) -> int:
    """The major version ``java -version`` reports (``1.8`` counts as 8)."""
    try:
        out = subprocess.run(
            [str(java), "-version"], capture_output=True, text=True, timeout=30, check=True
        ).stderr
    except (OSError, subprocess.SubprocessError) as exc:
        raise JavaError(f"{java} -version failed: {exc}") from exc
    match = _VERSION.search(out)
    if match is None:
        raise JavaError(f"cannot read the Java version from: {out.strip()[:200]}")
    major = int(match.group(1))
    return int(match.group(2) or 0) if major == 1 else major
