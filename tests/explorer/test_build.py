"""The shipped explorer build matches its sources, and references no other host; no Node.js needed.

``npm run build`` in ``explorer/`` writes ``hippograph/explorer_dist/BUILD_STAMP``: a sha256 over
the sources, configuration and lock file (explorer/stamp.mjs). Recomputing it here catches a change
to the sources that was committed without rebuilding the shipped assets.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from hippograph.explorer import DIST

SOURCES = Path(__file__).resolve().parents[2] / "explorer"
INPUTS = (
    "src",
    "index.html",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
    "tsconfig.json",
    "codegen.ts",
    "stamp.mjs",
)


def source_stamp(root: Path) -> str:
    """The same digest as explorer/stamp.mjs: "<path>\\0<bytes>\\0" per file, sorted by path."""
    files: list[Path] = []
    for name in INPUTS:
        path = root / name
        files.extend(sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path])
    digest = hashlib.sha256()
    for relative in sorted(p.relative_to(root).as_posix() for p in files):
        digest.update(relative.encode() + b"\0")
        digest.update((root / relative).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def test_the_shipped_build_matches_the_sources() -> None:
    shipped = (DIST / "BUILD_STAMP").read_text().strip()
    assert shipped == source_stamp(SOURCES), (
        "hippograph/explorer_dist is stale: run `npm ci && npm run build` in explorer/ and commit it"
    )


def test_the_stamp_notices_a_changed_source(tmp_path: Path) -> None:
    for name in INPUTS:
        source = SOURCES / name
        target = tmp_path / name
        if source.is_dir():
            for path in source.rglob("*"):
                if path.is_file():
                    (target / path.relative_to(source)).parent.mkdir(parents=True, exist_ok=True)
                    (target / path.relative_to(source)).write_bytes(path.read_bytes())
        else:
            target.write_bytes(source.read_bytes())
    before = source_stamp(tmp_path)
    assert before == source_stamp(SOURCES)
    (tmp_path / "src" / "main.ts").write_text((tmp_path / "src" / "main.ts").read_text() + "\n// changed\n")
    assert source_stamp(tmp_path) != before


def test_the_build_references_no_other_host() -> None:
    shipped = [path for path in DIST.rglob("*") if path.is_file()]
    assert any(path.suffix == ".js" for path in shipped)
    for path in shipped:
        text = path.read_text(errors="replace")
        assert not re.search(r"(?i)\b(?:https?|wss?):|(?<![\w:/])//[a-z0-9-]+\.[a-z]", text), path
        assert "@import" not in text and "fonts." not in text, path


def test_the_page_loads_only_its_own_assets() -> None:
    page = (DIST / "index.html").read_text()
    for reference in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert reference.startswith("/explorer/assets/") or reference == "data:,", reference
        if reference.startswith("/explorer/assets/"):
            assert (DIST / reference.removeprefix("/explorer/")).is_file(), reference
