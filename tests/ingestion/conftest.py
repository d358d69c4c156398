"""Fixtures for the ingestion tests: no Neo4j, no spaCy model, only local stand-ins."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.ingestion.fake_openai import FakeOpenAI


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    """A local OpenAI-compatible server with an empty reply queue; see ``fake_openai.Reply``."""
    with FakeOpenAI() as server:
        yield server
