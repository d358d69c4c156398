"""Whom a question is about and what it asks for, beyond the verb: "where is *my husband* from?"
is about the husband though "is" is a copula; a fact that only says whom the asker knows
("spouse: Tom") answers no question whose answer is no person; and a light verb's noun ("get *job*
at") does not make "what's my job?" an employer question. Facts are written over GraphQL, asked
through the real recall."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.auth import ApiKeys
from hippograph.services import Services
from tests.api.client import Api
from tests.recall.test_asker import ADD_EDGE, ADD_ENTITY, ADD_FACT, recall


@pytest.fixture
async def household(services: Services, db: Any, service_url: str, user_id: str) -> Api:
    """The user (from Lagos, allergic to peanuts, a teacher at Hillside School), her husband Tom
    and her grandfather Walter, each with their own facts on the same topics, and the user's facts
    that say whom she knows."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    people = {"user": refs.user_uid}
    for name in ("Tom", "Walter"):
        people[name] = api.data(ADD_ENTITY, {"n": name})["addEntity"]["id"]
    api.data(ADD_EDGE, {"s": refs.user_uid, "r": "MARRIED_TO", "t": people["Tom"]})
    api.data(ADD_EDGE, {"s": refs.user_uid, "r": "RELATIVE_OF", "t": people["Walter"]})
    for who, field, value, domain in (
        ("user", "origin", "Lagos", 1),
        ("user", "allergy", "peanuts", 3),
        ("user", "role", "primary school teacher", 7),
        ("user", "employer", "Hillside School", 7),
        ("user", "spouse", "Tom", 2),
        ("user", "relative", "Walter", 2),
        ("Tom", "origin", "Glasgow", 1),
        ("Tom", "allergy", "shellfish", 3),
        ("Walter", "origin", "Cardiff", 1),
        ("Walter", "allergy", "penicillin", 3),
        ("user", "education", "history", 7),
        ("Walter", "education", "theology", 7),
    ):
        api.data(ADD_FACT, {"e": people[who], "f": field, "v": value, "d": domain})
    return api


def _summaries(facts: list[dict[str, Any]]) -> list[str]:
    return [f"{f['entity']['name']}: {f['explanation']['ranking']['summary']}" for f in facts[:4]]


@pytest.mark.parametrize(
    ("question", "answer", "whose"),
    [
        ("Where is my husband from?", "Glasgow", "husband"),
        ("What is my grandfather allergic to?", "penicillin", "grandfather"),
        # the parser reads "my grandfather study" as one noun: still the grandfather's
        ("What did my grandfather study?", "theology", "grandfather"),
    ],
)
async def test_a_relative_as_the_subject_of_a_copula_is_whom_the_question_is_about(
    household: Api, question: str, answer: str, whose: str
) -> None:
    facts = recall(household, question)
    assert facts[0]["value"] == answer, _summaries(facts)
    assert facts[0]["explanation"]["ranking"]["subject"] == f"about the asker's {whose}"


async def test_a_fact_naming_whom_the_asker_knows_answers_no_question_for_a_thing(household: Api) -> None:
    facts = recall(household, "Where am I from originally?")
    values = [f["value"] for f in facts]
    assert values[0] == "Lagos", _summaries(facts)
    for fact in facts:
        if fact["value"] in ("Tom", "Walter"):
            why = fact["explanation"]["ranking"]
            assert {"name": "predicate", "value": 0.5} in why["factors"], why["summary"]
            assert "the question asks for no one" in why["summary"]
    # A question for a person keeps them.
    facts = recall(household, "Who is my husband?")
    assert facts[0]["value"] == "Tom", _summaries(facts)
    assert all("asks for no one" not in f["explanation"]["ranking"]["summary"] for f in facts)


async def test_a_light_verbs_noun_does_not_state_the_field(household: Api) -> None:
    """WORKS_AT's "get job at" holds "job": "what's my job?" asks for the role, not the employer."""
    facts = recall(household, "What's my job?")
    assert facts[0]["value"] == "primary school teacher", _summaries(facts)
    employer = next(f for f in facts if f["value"] == "Hillside School")
    assert "'job' states employer" not in employer["explanation"]["ranking"]["summary"]
