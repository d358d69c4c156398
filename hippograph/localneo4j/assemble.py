"""Copying the Neo4j server's jars from Maven Central into a cache outside the checkout.

The jar directory is keyed by a hash of ``pom.xml``, so changing the pinned version assembles a new
server while an unchanged pom reuses the cache at no cost.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from importlib import resources
from pathlib import Path

from hippograph.errors import DiskSpaceError, MavenError

MIN_FREE_BYTES = 1 << 30
_POM = resources.files(__package__).joinpath("pom.xml")
_COMPLETE = ".complete"
_UNREACHABLE = ("Could not transfer", "UnknownHost", "Connection refused", "Network is unreachable")


def pom_digest() -> str:
    """A short hash of the checked-in pom.xml: the cache key of the jar directory."""
    return hashlib.sha256(_POM.read_bytes()).hexdigest()[:12]


def lib_dir(cache_dir: Path) -> Path:
    """Where the jars for the current pom live (whether or not they are there yet)."""
    return cache_dir / "neo4j" / pom_digest() / "lib"


def ensure_jars(cache_dir: Path) -> Path:
    """The jar directory, assembled by Maven on first use."""
    target = lib_dir(cache_dir)
    if (target / _COMPLETE).exists():
        return target
    require_free_space(cache_dir, "assembling Neo4j")
    mvn = shutil.which("mvn")
    if mvn is None:
        raise MavenError("Maven (mvn) was not found: it is needed once to fetch Neo4j's jars")
    staging = target.with_name("lib.partial")
    shutil.rmtree(staging, ignore_errors=True)
    with resources.as_file(_POM) as pom:
        _run_maven(mvn, pom, cache_dir / "m2", staging)
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)
    (target / _COMPLETE).touch()
    return target


def _run_maven(mvn: str, pom: Path, repo: Path, out: Path) -> None:
    command = [
        mvn, "-B", "-q", "-f", str(pom), f"-Dmaven.repo.local={repo}",
        "dependency:copy-dependencies", "-DincludeScope=runtime", f"-DoutputDirectory={out}",
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode == 0:
        return
    output = (done.stdout + done.stderr).strip()
    if any(marker in output for marker in _UNREACHABLE):
        raise MavenError(f"Maven Central is unreachable, Neo4j's jars cannot be fetched:\n{output[-800:]}")
    raise MavenError(f"mvn failed (exit {done.returncode}):\n{output[-800:]}")


def require_free_space(path: Path, purpose: str) -> None:
    """Fail with a clear message before a disk-hungry step rather than half-way through it."""
    path.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(path).free
    if free < MIN_FREE_BYTES:
        raise DiskSpaceError(
            f"only {free >> 20} MiB free in {path}; {purpose} needs at least {MIN_FREE_BYTES >> 20} MiB"
        )
