"""The local server names what is missing before it tries to start."""

from __future__ import annotations

from pathlib import Path

import pytest

from hippograph.errors import JavaError, MavenError
from hippograph.localneo4j.assemble import ensure_jars
from hippograph.localneo4j.java import find_java
from hippograph.localneo4j.server import new_password


def fake_java(home: Path, version_line: str) -> Path:
    """A real executable standing in for a JDK of another version."""
    binary = home / "bin" / "java"
    binary.parent.mkdir(parents=True)
    binary.write_text(f"#!/bin/sh\necho '{version_line}' >&2\n", encoding="utf-8")
    binary.chmod(0o755)
    return home


def test_java_17_is_accepted() -> None:
    assert find_java(None).name == "java"


@pytest.mark.parametrize(
    "line",
    ['openjdk version "11.0.2" 2019-01-15', 'java version "1.8.0_301"', 'openjdk version "25" 2025-09-16'],
)
def test_unsupported_java_is_named(tmp_path: Path, line: str) -> None:
    with pytest.raises(JavaError, match="17 or 21"):
        find_java(fake_java(tmp_path, line))


def test_missing_java_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(JavaError, match="not found"):
        find_java(tmp_path / "no-such-jdk")


def test_missing_maven_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(MavenError, match="mvn"):
        ensure_jars(tmp_path / "empty-cache")


def test_initial_passwords_never_look_like_options() -> None:
    passwords = {new_password() for _ in range(2000)}
    assert len(passwords) == 2000
    assert all(len(p) >= 8 and p[0] != "-" and p.isalnum() for p in passwords)
