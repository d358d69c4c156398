"""Copying the Neo4j server's jars from Maven Central into a cache outside the checkout.

Two servers can be assembled: Neo4j 2026.x (``pom-2026.xml``, the default) and Neo4j 5.26 LTS
(``pom-5.26.xml``, kept so the 5.26 code path is tested too). The jar directory is keyed by a hash
of the pom, so changing a pinned version assembles a new server while an unchanged pom reuses the
cache at no cost.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from dataclasses import dataclass
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

from hippograph.errors import DiskSpaceError, MavenError

MIN_FREE_BYTES = 1 << 30
_COMPLETE = ".complete"
_UNREACHABLE = ("Could not transfer", "UnknownHost", "Connection refused", "Network is unreachable")


@dataclass(frozen=True)
class ServerKind:
    """One Neo4j server line the local instance can run: its pom and the Java it needs."""

    name: str
    pom_file: str
    java_majors: tuple[int, ...]
    entry_point: str  # the server's main class
    # neo4j.conf settings only this line knows (strict validation stops a server at an unknown key)
    settings: tuple[tuple[str, str], ...] = ()

    @property
    def pom(self) -> Traversable:
        return resources.files(__package__).joinpath(self.pom_file)

    @property
    def label(self) -> str:
        return f"Neo4j {self.name}"


# A vector index is one HNSW graph per Lucene segment, and every search walks each graph: 2026.08
# keeps up to 50 segments a level (its population job wrote 29 for 100k facts), so a search cost
# ~29 small searches. Fewer, larger segments: the index is compacted once populated, and merged at
# 10 segments a level after (Lucene's usual factor) as remember writes.
VECTOR_SEGMENTS_2026 = (
    ("internal.dbms.index.vector.post_population_compaction", "FULL"),
    ("internal.dbms.index.vector.standard_merge_factor", "10"),
)
SERVER_KINDS = {
    "2026": ServerKind(
        "2026", "pom-2026.xml", (25, 21), "org.neo4j.server.Neo4jCommunity", settings=VECTOR_SEGMENTS_2026
    ),
    "5.26": ServerKind("5.26", "pom-5.26.xml", (21, 17), "org.neo4j.server.CommunityEntryPoint"),
}


def pom_digest(kind: ServerKind) -> str:
    """A short hash of the checked-in pom: the cache key of the jar directory."""
    return hashlib.sha256(kind.pom.read_bytes()).hexdigest()[:12]


def lib_dir(cache_dir: Path, kind: ServerKind) -> Path:
    """Where the jars for the pom of ``kind`` live (whether or not they are there yet)."""
    return cache_dir / "neo4j" / pom_digest(kind) / "lib"


def ensure_jars(cache_dir: Path, kind: ServerKind) -> Path:
    """The jar directory, assembled by Maven on first use."""
    target = lib_dir(cache_dir, kind)
    if (target / _COMPLETE).exists():
        return target
    require_free_space(cache_dir, "assembling Neo4j")
    mvn = shutil.which("mvn")
    if mvn is None:
        raise MavenError("Maven (mvn) was not found: it is needed once to fetch Neo4j's jars")
    staging = target.with_name("lib.partial")
    shutil.rmtree(staging, ignore_errors=True)
    with resources.as_file(kind.pom) as pom:
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
