"""The LLM extractor and its HTTP client, against a local OpenAI-compatible server (real HTTP)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from hippograph.errors import ConfigurationError, LLMError
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.llm_client import OpenAIChatClient, from_settings
from hippograph.ingestion.llm_extractor import (
    SYSTEM_PROMPT,
    InvalidAnswer,
    LLMExtractor,
    parse_answer,
)
from hippograph.settings import Settings
from tests.ingestion.fake_openai import FakeOpenAI, Reply

TEXT = "My sister Ana moved to Porto. I live in Lisbon, and please call yourself Kora."


class FixedExtractor:
    """Stands in for the spaCy pass: always the same extraction, counted."""

    def __init__(self, extraction: Extraction) -> None:
        self.extraction = extraction
        self.calls = 0

    def extract(self, text: str) -> Extraction:
        self.calls += 1
        return self.extraction


def spacy_like() -> Extraction:
    return Extraction(
        facts=[
            FactCandidate("user", 9, "city", "Lisbn", 0.7),  # to be corrected by the LLM
            FactCandidate("user", 11, "favourite_food", "bacalhau", 0.8),
        ],
        entities=[
            EntityMention("Ana", "Person", None, relation_to_speaker="SIBLING_OF"),
            EntityMention("Porto", "Place"),
        ],
        edges=[EdgeCandidate(SPEAKER, "Ana", "SIBLING_OF")],
        skipped=[Skipped("and please", "no fact")],
    )


def llm_answer(**overrides: Any) -> dict[str, Any]:
    answer: dict[str, Any] = {
        "facts": [
            {"target": "user", "domain_id": 9, "field": "city", "value": "Lisbon",
             "confidence": 0.95, "entity_name": "user"},
            {"target": "user", "domain_id": 9, "field": "city", "value": "Porto",
             "confidence": 0.9, "entity_name": "Ana"},
            {"target": "agent", "domain_id": 1, "field": "nickname", "value": "Kora",
             "confidence": 1.0},
        ],
        "entities": [
            {"name": "ana", "type": "person", "domain_id": 6},
            {"name": "Porto", "type": "Place", "domain_id": 9},
            {"name": "Lisbon", "type": "Place", "domain_id": 9},
        ],
        "edges": [
            {"source_name": "user", "target_name": "Lisbon", "relation": "lives_in"},
            {"source_name": "Ana", "target_name": "Porto", "relation": "LIVES_IN"},
            {"source_name": "me", "target_name": "Ana", "relation": "SIBLING_OF"},
        ],
    }  # fmt: skip
    answer.update(overrides)
    return answer


@pytest.fixture
def client(fake_openai: FakeOpenAI) -> Iterator[OpenAIChatClient]:
    with OpenAIChatClient(fake_openai.base_url, model="fake-model", api_key="sk-test", timeout_s=5.0) as chat:
        yield chat


@pytest.fixture
def base() -> FixedExtractor:
    return FixedExtractor(spacy_like())


@pytest.fixture
def extractor(base: FixedExtractor, client: OpenAIChatClient) -> LLMExtractor:
    return LLMExtractor(base, client)


def sent_message(fake_openai: FakeOpenAI, index: int) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(fake_openai.requests[index].content_of("user"))
    return message


def assert_fell_back(result: Extraction, reason_contains: str) -> None:
    """The base extraction unchanged, plus one note saying why the LLM's was not used."""
    base = spacy_like()
    assert (result.facts, result.entities, result.edges) == (base.facts, base.entities, base.edges)
    assert result.skipped[:-1] == base.skipped
    note = result.skipped[-1]
    assert note.text == TEXT
    assert note.reason.startswith("llm: ")
    assert reason_contains in note.reason


# --- a valid answer -------------------------------------------------------------------------------
def test_a_valid_answer_is_used_after_one_request(extractor: LLMExtractor, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.json(llm_answer()))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 1
    assert result.facts == [
        FactCandidate("user", 9, "city", "Lisbon", 0.95, entity_name=SPEAKER),
        FactCandidate("user", 9, "city", "Porto", 0.9, entity_name="Ana"),
        FactCandidate("agent", 1, "nickname", "Kora", 1.0, entity_name=AGENT),
        FactCandidate("user", 11, "favourite_food", "bacalhau", 0.8),  # base only: kept
    ]
    assert result.entities == [
        # The LLM's type and domain, the base's relation to the speaker.
        EntityMention("ana", "Person", 6, relation_to_speaker="SIBLING_OF"),
        EntityMention("Porto", "Place", 9),
        EntityMention("Lisbon", "Place", 9),
    ]
    assert result.edges == [
        EdgeCandidate(SPEAKER, "Lisbon", "LIVES_IN"),
        EdgeCandidate("Ana", "Porto", "LIVES_IN"),
        EdgeCandidate(SPEAKER, "Ana", "SIBLING_OF"),  # also the base's: kept once
    ]
    assert result.skipped == spacy_like().skipped


def test_the_request_carries_the_spacy_entities_as_hints(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.json(llm_answer()))

    extractor.extract(TEXT)

    request = fake_openai.requests[0]
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == "Bearer sk-test"
    assert request.body["model"] == "fake-model"
    assert request.body["response_format"] == {"type": "json_object"}
    assert request.content_of("system") == SYSTEM_PROMPT
    assert sent_message(fake_openai, 0) == {
        "text": TEXT,
        "entity_hints": [{"name": "Ana", "type": "Person"}, {"name": "Porto", "type": "Place"}],
    }


def test_low_confidence_facts_are_skipped(extractor: LLMExtractor, fake_openai: FakeOpenAI) -> None:
    facts = [
        {"target": "user", "domain_id": 11, "field": "likes_jazz", "value": "maybe",
         "confidence": 0.4},
        {"target": "user", "domain_id": 2, "field": "allergy", "value": "peanuts",
         "confidence": 0.6},
    ]  # fmt: skip
    fake_openai.reply(Reply.json(llm_answer(facts=facts)))

    result = extractor.extract(TEXT)

    assert FactCandidate("user", 2, "allergy", "peanuts", 0.6) in result.facts
    assert all(fact.field != "likes_jazz" for fact in result.facts)
    assert Skipped("likes_jazz: maybe", "low confidence") in result.skipped


def test_the_user_and_the_agent_never_become_new_entities(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    entities = [
        {"name": "User", "type": "User"},
        {"name": "assistant", "type": "Agent"},
        {"name": "Lisbon", "type": "Place"},
    ]
    fake_openai.reply(Reply.json(llm_answer(entities=entities)))

    result = extractor.extract(TEXT)

    assert [e.name for e in result.entities] == ["Lisbon", "Ana", "Porto"]


def test_an_answer_in_a_markdown_fence_is_accepted(extractor: LLMExtractor, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.text("```json\n" + json.dumps(llm_answer()) + "\n```"))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 1
    assert result.facts[0].value == "Lisbon"


def test_the_base_extraction_is_never_changed(
    base: FixedExtractor, extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.text("nope"), Reply.text("nope"), Reply.json(llm_answer()))

    extractor.extract(TEXT)
    extractor.extract(TEXT)

    assert base.extraction == spacy_like()
    assert base.calls == 2


# --- retry and fall-back --------------------------------------------------------------------------
def test_invalid_json_then_valid_is_used_after_one_retry(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.text("Sure! Here are the facts: {facts: ["), Reply.json(llm_answer()))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 2
    assert result.facts[0] == FactCandidate("user", 9, "city", "Lisbon", 0.95)
    assert all(not s.reason.startswith("llm:") for s in result.skipped)
    # The retry tells the model what was wrong with its first answer.
    assert "invalid" in sent_message(fake_openai, 1)["previous_error"].lower()
    assert "previous_error" not in sent_message(fake_openai, 0)


def test_invalid_json_twice_keeps_the_base_extraction(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.text("not json"), Reply.text("{still not json"))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 2
    assert_fell_back(result, "invalid answer")


def test_a_timeout_keeps_the_base_extraction(base: FixedExtractor, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.stall(5.0), Reply.stall(5.0))
    started = time.monotonic()

    with OpenAIChatClient(fake_openai.base_url, "fake-model", timeout_s=0.5) as slow:
        result = LLMExtractor(base, slow).extract(TEXT)

    assert time.monotonic() - started < 4.0  # two 0.5 s timeouts, not the server's stalls
    assert len(fake_openai.requests) == 2
    assert_fell_back(result, "timed out after 0.5s")


def test_an_http_error_then_valid_is_used(extractor: LLMExtractor, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.http_error(503), Reply.json(llm_answer()))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 2
    assert result.facts[0].value == "Lisbon"
    # The model never saw the failed request, so there is nothing for it to correct.
    assert "previous_error" not in sent_message(fake_openai, 1)


def test_an_unreachable_server_keeps_the_base_extraction(base: FixedExtractor) -> None:
    with FakeOpenAI() as stopped:
        url = stopped.base_url
    with OpenAIChatClient(url, "fake-model", timeout_s=2.0) as unreachable:
        result = LLMExtractor(base, unreachable).extract(TEXT)

    assert_fell_back(result, "unreachable")


# --- schema violations ----------------------------------------------------------------------------
def fact(**overrides: Any) -> dict[str, Any]:
    return {"target": "user", "domain_id": 9, "field": "city", "value": "Lisbon",
            "confidence": 0.9} | overrides  # fmt: skip


VIOLATIONS: dict[str, dict[str, Any]] = {
    "domain 99": llm_answer(facts=[fact(domain_id=99)]),
    "domain 0": llm_answer(facts=[fact(domain_id=0)]),
    "confidence 7": llm_answer(facts=[fact(confidence=7)]),
    "negative confidence": llm_answer(facts=[fact(confidence=-0.1)]),
    "unknown target": llm_answer(facts=[fact(target="admin")]),
    "empty field": llm_answer(facts=[fact(field="  ")]),
    "huge value": llm_answer(facts=[fact(value="x" * 5000)]),
    "missing value": llm_answer(facts=[{"target": "user", "domain_id": 9, "field": "city",
                                        "confidence": 0.9}]),
    "injected relation": llm_answer(
        edges=[{"source_name": "user", "target_name": "Ana", "relation": "DROP ) DELETE"}]
    ),
    "reserved relation": llm_answer(
        edges=[{"source_name": "user", "target_name": "Ana", "relation": "SUPERSEDES"}]
    ),
    "unknown entity type": llm_answer(entities=[{"name": "Ana", "type": "Spaceship"}]),
    "injected entity type": llm_answer(entities=[{"name": "Ana", "type": "Person`) DETACH"}]),
    "empty entity name": llm_answer(entities=[{"name": "", "type": "Person"}]),
    "facts not a list": llm_answer(facts={"target": "user"}),
    "not an object": ["facts"],  # type: ignore[dict-item]
}  # fmt: skip


@pytest.mark.parametrize("answer", VIOLATIONS.values(), ids=VIOLATIONS.keys())
def test_schema_violations_are_rejected(answer: dict[str, Any]) -> None:
    with pytest.raises(InvalidAnswer):
        parse_answer(json.dumps(answer))


@pytest.mark.parametrize("name", ["domain 99", "injected relation", "confidence 7"], ids=lambda name: name)
def test_a_violating_answer_twice_keeps_the_base_extraction(
    name: str, extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.json(VIOLATIONS[name]), Reply.json(VIOLATIONS[name]))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 2
    assert_fell_back(result, "invalid answer")


def test_violation_reasons_name_the_field_without_echoing_it() -> None:
    with pytest.raises(InvalidAnswer) as caught:
        parse_answer(json.dumps(VIOLATIONS["injected relation"]))

    assert "edges.0.relation" in str(caught.value)
    assert "DROP" not in str(caught.value)


def test_lenient_but_valid_answers_are_accepted() -> None:
    answer = parse_answer(
        json.dumps(
            {
                "facts": [fact(domain_id="7", value=34, reasoning="the user said so")],
                "edges": [{"source_name": "Ana", "target_name": "Porto", "relation": "lives in"}],
                "notes": "extra keys are ignored",
            }
        )
    )

    assert (answer.facts[0].domain_id, answer.facts[0].value) == (7, "34")
    assert answer.edges[0].relation == "LIVES_IN"
    assert answer.entities == []


# --- the client alone -----------------------------------------------------------------------------
def test_the_client_returns_the_message_content(client: OpenAIChatClient, fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply.text('{"facts": []}'))

    assert client.complete_json("system text", "user text") == '{"facts": []}'
    assert fake_openai.requests[0].body["messages"] == [
        {"role": "system", "content": "system text"},
        {"role": "user", "content": "user text"},
    ]


def test_the_client_turns_http_errors_into_llm_errors(
    client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.http_error(429))

    with pytest.raises(LLMError, match="HTTP 429") as caught:
        client.complete_json("s", "u")
    assert caught.value.code == "LLM"


@pytest.mark.parametrize(
    "body",
    ["<html>hello</html>", '{"choices": []}', '{"choices": [{"message": {"content": null}}]}'],
)
def test_the_client_rejects_a_reply_that_is_not_a_chat_completion(
    body: str, client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(Reply.raw(body))

    with pytest.raises(LLMError):
        client.complete_json("s", "u")


def test_a_wrong_base_url_is_an_llm_error(fake_openai: FakeOpenAI) -> None:
    with (
        OpenAIChatClient(fake_openai.base_url + "/nowhere", "m", timeout_s=5.0) as wrong,
        pytest.raises(LLMError, match="HTTP 404"),
    ):
        wrong.complete_json("s", "u")


def test_the_client_never_shows_its_key() -> None:
    with OpenAIChatClient("http://127.0.0.1:9/v1", "m", api_key="sk-secret") as chat:
        assert "sk-secret" not in repr(chat)


@pytest.mark.parametrize("url", ["not a url", "ftp://example.com/v1", "http://"])
def test_a_base_url_that_cannot_work_is_a_configuration_error(url: str) -> None:
    with pytest.raises(ConfigurationError):
        OpenAIChatClient(url, "m")


def test_from_settings_is_none_without_a_base_url() -> None:
    assert from_settings(Settings(llm_base_url=None)) is None


def test_from_settings_builds_the_client(fake_openai: FakeOpenAI) -> None:
    settings = Settings(
        llm_base_url=fake_openai.base_url + "/",
        llm_model="m-1",
        llm_api_key="sk-x",  # type: ignore[arg-type]
        llm_timeout_s=3,
    )
    chat = from_settings(settings)
    assert chat is not None
    with chat:
        assert chat.endpoint == fake_openai.base_url + "/chat/completions"
        assert (chat.model, chat.timeout_s) == ("m-1", 3)
        fake_openai.reply(Reply.text("{}"))
        assert chat.complete_json("s", "u") == "{}"
    assert fake_openai.requests[0].headers["authorization"] == "Bearer sk-x"


# --- the same shapes as the spaCy extractor ---------------------------------------------------------
def test_an_undeclared_relation_is_retried_naming_the_rule(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    invented = llm_answer(edges=[{"source_name": "Ana", "target_name": "Porto", "relation": "HAUNTS"}])
    fake_openai.reply(Reply.json(invented), Reply.json(llm_answer()))

    result = extractor.extract(TEXT)

    assert len(fake_openai.requests) == 2
    assert "relation HAUNTS is not declared" in sent_message(fake_openai, 1)["previous_error"]
    assert {edge.relation for edge in result.edges} == {"LIVES_IN", "SIBLING_OF"}


def test_open_fields_other_subjects_and_ended_statements_pass_through(
    extractor: LLMExtractor, fake_openai: FakeOpenAI
) -> None:
    fake_openai.reply(
        Reply.json(
            llm_answer(
                facts=[
                    fact(field="coach", value="rowing", entity_name="Ahmed", domain_id=7),
                    fact(field="employer", value="Umbrella Labs", status="ended", when="last spring",
                         value_entity="Umbrella Labs", domain_id=7),
                ],
                edges=[{"source_name": "user", "target_name": "Umbrella Labs", "relation": "WORKS_AT",
                        "status": "ended"}],
            )
        )
    )  # fmt: skip

    result = extractor.extract(TEXT)

    coach = next(f for f in result.facts if f.field == "coach")
    assert (coach.entity_name, coach.value, coach.status) == ("Ahmed", "rowing", "current")
    employer = next(f for f in result.facts if f.field == "employer")
    assert (employer.status, employer.when, employer.value_entity) == (
        "ended",
        "last spring",
        "Umbrella Labs",
    )
    assert [(e.relation, e.status) for e in result.edges if e.target_name == "Umbrella Labs"] == [
        ("WORKS_AT", "ended")
    ]


def test_the_llm_only_adds_to_a_multi_valued_field(
    base: FixedExtractor, client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    base.extraction = Extraction(facts=[FactCandidate("user", 1, "language", "English", 0.8)])
    fake_openai.reply(Reply.json(llm_answer(facts=[fact(field="language", value="Portuguese", domain_id=1)])))

    result = LLMExtractor(base, client).extract("I speak English and Portuguese.")

    assert sorted(f.value for f in result.facts if f.field == "language") == ["English", "Portuguese"]


# --- the same post-processing as the offline extractor ---------------------------------------------
def test_the_llms_people_lose_their_titles_like_the_offline_ones(
    client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    base = FixedExtractor(Extraction(entities=[EntityMention("Haddad", "Person")]))
    answer = {
        "facts": [{"target": "user", "domain_id": 7, "field": "manager", "value": "Mr. Haddad",
                   "confidence": 0.9, "value_entity": "Mr. Haddad"}],
        "entities": [{"name": "Mr. Haddad", "type": "Person"}],
        "edges": [{"source_name": "user", "target_name": "Mr. Haddad", "relation": "KNOWS"}],
    }  # fmt: skip
    fake_openai.reply(Reply.json(answer))

    result = LLMExtractor(base, client).extract("My manager is Mr. Haddad.")

    assert [(e.name, e.gender) for e in result.entities] == [("Haddad", "male")]
    assert [(f.value, f.value_entity) for f in result.facts] == [("Haddad", "Haddad")]
    assert [(e.source_name, e.target_name) for e in result.edges] == [(SPEAKER, "Haddad")]


def test_an_edge_the_llms_types_refuse_is_mapped_again_from_its_predicate(
    client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    # Offline, NER took Anouk for an organisation and "work with" became USES; the LLM knows
    # she is a person: the edge is mapped again for two people, as the offline extractor does.
    base = FixedExtractor(
        Extraction(
            entities=[EntityMention("Anouk", "Org")],
            edges=[EdgeCandidate(SPEAKER, "Anouk", "USES", predicate="work with")],
        )
    )
    fake_openai.reply(
        Reply.json({"facts": [], "entities": [{"name": "Anouk", "type": "Person"}], "edges": []})
    )

    result = LLMExtractor(base, client).extract("I work with Anouk.")

    assert [e.type for e in result.entities] == ["Person"]
    assert [e.relation for e in result.edges] == ["COLLEAGUE_OF"]


def test_an_entity_the_llms_edge_refuses_is_retyped_by_the_ontology(
    client: OpenAIChatClient, fake_openai: FakeOpenAI
) -> None:
    base = FixedExtractor(Extraction())
    answer = {
        "facts": [],
        "entities": [{"name": "Miso", "type": "Person"}],
        "edges": [{"source_name": "user", "target_name": "Miso", "relation": "HAS_PET"}],
    }
    fake_openai.reply(Reply.json(answer))

    result = LLMExtractor(base, client).extract("We adopted Miso last spring, she is a tabby.")

    assert [(e.name, e.type) for e in result.entities] == [("Miso", "Pet")]
