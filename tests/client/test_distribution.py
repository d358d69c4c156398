"""``hippograph-client`` installed alone into a fresh virtualenv: small, no server dependencies,
and working against the running service."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database

ROOT = Path(__file__).resolve().parents[2]
MAX_INSTALLED_BYTES = 20 * 1024 * 1024
HEAVY = ("torch", "spacy", "neo4j", "hippograph", "strawberry", "onnxruntime", "numpy")
USE = """
import sys
from hippograph_client import HippoGraph, context
from hippograph_client.errors import NotFoundError
with HippoGraph(sys.argv[1], sys.argv[2]) as memory:
    memory.remember("I'm allergic to shellfish")
    print(context(memory.recall("What am I allergic to?")))
    try:
        memory.forget_fact("no-such-fact")
    except NotFoundError as exc:
        print("typed error", exc.code)
"""
FIND = "import importlib.util, sys; print([m for m in sys.argv[1:] if importlib.util.find_spec(m)])"


def _size(directory: Path) -> int:
    return sum(path.stat().st_size for path in directory.rglob("*") if path.is_file())


def _run(*command: str | Path) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(part) for part in command],
        env=env,
        cwd="/",
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )  # cwd "/": the checkout's own ``hippograph/`` must not be importable by accident
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A virtualenv holding the client and what PyPI brings for httpx, nothing else of ours."""
    base = tmp_path_factory.mktemp("client-venv")
    # The wheel is built offline with this environment's setuptools; only httpx comes from PyPI.
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", base / "dist", ROOT / "clients" / "python")  # fmt: skip
    (wheel,) = (base / "dist").glob("hippograph_client-*.whl")
    venv.EnvBuilder(with_pip=True).create(base / "venv")
    python = base / "venv" / "bin" / "python"
    site = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").strip())
    before = _size(site)
    _run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-c", ROOT / "requirements.lock", wheel)  # fmt: skip
    (base / "installed_bytes").write_text(str(_size(site) - before))
    return python


def test_installs_small_without_the_server(fresh_venv: Path) -> None:
    installed = int((fresh_venv.parents[2] / "installed_bytes").read_text())
    assert 0 < installed < MAX_INSTALLED_BYTES, f"{installed / 1e6:.1f} MB installed"
    assert _run(fresh_venv, "-c", FIND, "hippograph_client", "httpx", *HEAVY).strip() == str(
        ["hippograph_client", "httpx"]
    )


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def test_works_against_the_running_service(fresh_venv: Path, service_url: str, secret: str) -> None:
    out = _run(fresh_venv, "-c", USE, service_url, secret)
    assert "allergy: shellfish" in out and "typed error NOT_FOUND" in out
