"""remember() with the optional LLM extractor, against a local OpenAI-compatible server."""

from __future__ import annotations

from hippograph.ingestion.llm_client import OpenAIChatClient
from hippograph.ingestion.llm_extractor import LLMExtractor
from hippograph.ingestion.pipeline import Rememberer
from hippograph.ingestion.spacy_extractor import SpacyExtractor
from hippograph.services import Services
from tests.ingestion.fake_openai import FakeOpenAI, Reply

ANSWER = {
    "facts": [
        {"target": "user", "domain_id": 5, "field": "skill", "value": "woodworking", "confidence": 0.9},
        {"target": "user", "domain_id": 6, "field": "mentor", "value": "Ines", "confidence": 0.8},
    ],
    "entities": [{"name": "Ines", "type": "Person", "domain_id": 6}],
    "edges": [{"source_name": "user", "target_name": "Ines", "relation": "KNOWS"}],
}
TEXT = "Ines has been teaching me woodworking on weekends."


def rememberer(services: Services, fake: FakeOpenAI, timeout_s: float = 5.0) -> Rememberer:
    base = services.extractor if isinstance(services.extractor, SpacyExtractor) else None
    assert base is not None, "the test services run without an LLM"
    client = OpenAIChatClient(fake.base_url, "test-model", None, timeout_s)
    return Rememberer(
        services.db,
        services.namespaces,
        LLMExtractor(base, client),
        services.embedder,
        services.domains,
        services.resolver,
        max_text_chars=8000,
        nlp_worker=services.nlp_worker,
    )


async def stored(services: Services, user_id: str) -> list[tuple[str, str]]:
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id}) RETURN f.field AS field, f.value AS value ORDER BY field",
        user_id=user_id,
    )
    return [(row["field"], row["value"]) for row in rows]


async def test_valid_llm_output_is_stored(services: Services, user_id: str, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.json(ANSWER))
    result = await rememberer(services, fake_openai).remember(user_id, TEXT)
    assert {(f.field, f.value) for f in result.facts} >= {("skill", "woodworking"), ("mentor", "Ines")}
    assert await stored(services, user_id) == sorted((f.field, f.value) for f in result.facts)
    edges = await services.db.run_statement(
        "MATCH (:Entity {user_id: $user_id, role: 'user'})-[r:KNOWS]->(p:Person) RETURN p.name AS name",
        user_id=user_id,
    )
    assert edges == [{"name": "Ines"}]


async def test_invalid_llm_output_falls_back_to_spacy(
    services: Services, user_id: str, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.text("not json"), Reply.text('{"facts": 7}'))
    result = await rememberer(services, fake_openai).remember(user_id, "I'm allergic to shellfish")
    assert [(f.field, f.value) for f in result.facts] == [("allergy", "shellfish")]
    assert any(skip.reason.startswith("llm") for skip in result.skipped)
    assert len(fake_openai.requests) == 2


async def test_llm_timeout_falls_back_to_spacy(
    services: Services, user_id: str, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.stall(2.0), Reply.stall(2.0))
    result = await rememberer(services, fake_openai, timeout_s=0.3).remember(
        user_id, "I'm allergic to shellfish"
    )
    assert await stored(services, user_id) == [("allergy", "shellfish")]
    assert any(skip.reason.startswith("llm") for skip in result.skipped)
