"""Ranking that knows who is asking: a namespace holds the user's facts beside their relatives'
and a friend's similar ones (written over GraphQL with addEntity, addEdge and addFact); a
first-person question puts the user's own fact first, a third-person one the named person's, "my
sister" the sister's, "your" the agent's. ``domains`` filters, and each fact says why it ranked
where it did."""

from __future__ import annotations

import math
from typing import Any

import pytest

from hippograph.auth import ApiKeys
from hippograph.services import Services
from tests.api.client import Api

ADD_ENTITY = 'mutation($n: String!) { addEntity(input: {name: $n, type: "Person"}) { id } }'
ADD_EDGE = """mutation($s: ID!, $r: String!, $t: ID!) {
  addEdge(input: {sourceId: $s, relation: $r, targetId: $t}) { id } }"""
ADD_FACT = """mutation($e: ID!, $f: String!, $v: String!, $d: Int!) {
  addFact(input: {entityId: $e, field: $f, value: $v, domainId: $d}) { id } }"""
RECALL = """query($q: String!, $domains: [Int!]) {
  recall(query: $q, domains: $domains, limit: 10) {
    facts { value domainId score entity { name role }
            explanation { ranking { rank subject summary factors { name value } } } } } }"""

# (field, domain, the user's value, Marta's (sister), Ingrid's (mother), Jonas's (friend))
FACTS = [
    ("lives_in", 9, "Lisbon, in a flat near the river", "Oslo, in a flat near the harbour",
     "Bergen, in a house by the fjord", "Madrid, in a flat near the park"),
    ("occupation", 7, "structural engineer at a bridge firm", "marine biologist at a research institute",
     "pharmacist at the city hospital", "software tester at a bank"),
    ("car", 8, "drives a green Volvo estate", "drives a red Tesla", "drives an old Saab",
     "drives a blue Fiat"),
    ("languages", 5, "speaks Portuguese and German", "speaks Norwegian and French", "speaks Swedish",
     "speaks Spanish and Catalan"),
    ("music", 11, "likes Brazilian jazz", "likes heavy metal", "likes opera", "likes techno"),
    ("pet", 6, "has a grey cat called Pixel", "has a beagle called Rolf", "has a parrot",
     "has a hamster"),
]  # fmt: skip
FIRST_PERSON = {
    "Where do I live?": "Lisbon, in a flat near the river",
    "What do I do for a living?": "structural engineer at a bridge firm",
    "What car do I drive?": "drives a green Volvo estate",
    "Which languages do I speak?": "speaks Portuguese and German",
    "What music do I like?": "likes Brazilian jazz",
    "What pet do I have?": "has a grey cat called Pixel",
}


@pytest.fixture
async def family(services: Services, db: Any, service_url: str, user_id: str) -> Api:
    """The namespace: the user, sister Marta, mother Ingrid, friend Jonas, each with a fact per
    field, and the agent's name."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    people = {"user": refs.user_uid}
    for name in ("Marta", "Ingrid", "Jonas"):
        people[name] = api.data(ADD_ENTITY, {"n": name})["addEntity"]["id"]
    for relation, name in (("SIBLING_OF", "Marta"), ("CHILD_OF", "Ingrid"), ("FRIEND_OF", "Jonas")):
        api.data(ADD_EDGE, {"s": refs.user_uid, "r": relation, "t": people[name]})
    for field, domain, *values in FACTS:
        for who, value in zip(("user", "Marta", "Ingrid", "Jonas"), values, strict=True):
            api.data(ADD_FACT, {"e": people[who], "f": field, "v": value, "d": domain})
    api.data(ADD_FACT, {"e": refs.agent_uid, "f": "name", "v": "Hippo", "d": 1})
    api.data(ADD_FACT, {"e": refs.user_uid, "f": "name", "v": "Ana Costa", "d": 1})
    return api


def recall(api: Api, query: str, domains: list[int] | None = None) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = api.data(RECALL, {"q": query, "domains": domains})["recall"]["facts"]
    return facts


async def test_first_person_questions_put_the_askers_own_fact_first(family: Api) -> None:
    for question, own in FIRST_PERSON.items():
        facts = recall(family, question)
        summaries = [f["explanation"]["ranking"]["summary"] for f in facts[:5]]
        assert facts[0]["value"] == own, (question, summaries)
        assert facts[0]["entity"]["role"] == "user"
        assert facts[0]["explanation"]["ranking"]["subject"] == "about the asker (a first-person question)"


async def test_third_person_questions_put_the_named_persons_fact_first(family: Api) -> None:
    facts = recall(family, "Where does Jonas live?")
    assert facts[0]["value"] == "Madrid, in a flat near the park"
    assert facts[0]["explanation"]["ranking"]["subject"] == "about an entity named in the question"
    facts = recall(family, "What car does Marta drive?")
    assert facts[0]["value"] == "drives a red Tesla"


async def test_a_relative_named_by_relation_is_whom_the_question_is_about(family: Api) -> None:
    facts = recall(family, "Where does my sister live?")
    assert facts[0]["value"] == "Oslo, in a flat near the harbour"
    assert facts[0]["explanation"]["ranking"]["subject"] == "about the asker's sister"
    facts = recall(family, "What does my mother do for work?")
    # Her occupation first: about her, and the field the question asks about; her other facts
    # outrank everyone else's that the question's predicate does not pick.
    about = [f["entity"]["name"] for f in facts]
    assert facts[0]["value"] == "pharmacist at the city hospital", about
    assert facts[0]["explanation"]["ranking"]["subject"] == "about the asker's mother"
    names = [[x["name"] for x in f["explanation"]["ranking"]["factors"]] for f in facts]
    others = [
        i for i, f in enumerate(facts) if f["entity"]["name"] != "Ingrid" and "predicate" not in names[i]
    ]
    assert about.count("Ingrid") >= 5 and max(i for i, n in enumerate(about) if n == "Ingrid") < min(others)
    values = [f["value"] for f in facts]
    assert values.index("pharmacist at the city hospital") < values.index(
        "marine biologist at a research institute"
    )


async def test_a_question_to_the_agent_puts_its_own_fact_first(family: Api) -> None:
    facts = recall(family, "What is your name?")
    assert facts[0]["value"] == "Hippo"
    assert facts[0]["entity"]["role"] == "agent"


async def test_domains_filter_the_facts(family: Api) -> None:
    facts = recall(family, "Where do I live and what do I drive?", domains=[8])
    assert facts and {f["domainId"] for f in facts} == {8}
    assert facts[0]["value"] == "drives a green Volvo estate"
    everything = recall(family, "Where do I live and what do I drive?")
    assert {f["domainId"] for f in everything} > {8}


async def test_each_fact_says_why_it_ranked_where_it_did(family: Api) -> None:
    facts = recall(family, "What music do I like?")
    for rank, fact in enumerate(facts, start=1):
        why = fact["explanation"]["ranking"]
        assert why["rank"] == rank
        assert math.prod(f["value"] for f in why["factors"]) == pytest.approx(fact["score"])
        assert why["summary"].startswith(f"#{rank}: found by ")
        names = [f["name"] for f in why["factors"]]
        assert names[:3] == ["channels", "decay", "domain"]
        assert ("subject" in names) == (fact["entity"]["role"] == "user")


async def test_the_questions_predicate_picks_the_field_that_states_it(
    services: Services, db: Any, service_url: str, user_id: str
) -> None:
    """Every fact is the asker's and near the question in meaning ("plays the cello" is music
    too); the ontology's lexicon says "be into" states ``like``, so that fact comes first and says
    why. Without the predicate the channels put the cello first."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    for field, value, domain in (
        ("hobby", "plays the cello in an orchestra", 11),
        ("like", "Brazilian jazz", 11),
        ("routine", "practises music every evening", 12),
    ):
        api.data(ADD_FACT, {"e": refs.user_uid, "f": field, "v": value, "d": domain})
    facts = recall(api, "What kind of music am I into?")
    why = facts[0]["explanation"]["ranking"]
    assert facts[0]["value"] == "Brazilian jazz", [f["explanation"]["ranking"]["summary"] for f in facts]
    assert "the question's 'be into' states like" in why["summary"]
    assert {"name": "predicate", "value": 1.5} in why["factors"]
    assert math.prod(f["value"] for f in why["factors"]) == pytest.approx(facts[0]["score"])
