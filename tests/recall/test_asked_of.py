"""What a question asks, and of whom, when its words would point at someone else's fact.

A namespace (written over GraphQL) holds the user's facts beside their sister Clara's (and their
brother Felix's and his wife Anna's) on the same topics: "my brother's wife" is Anna, not Felix; "my dog's name" asks for the name of a thing the asker has, not the asker's own
name; "how old" asks for an age, not for something old; and when the grammar is sure whom the
question is about (the asker, "my sister"), someone else's fact of the field the question names
is not lifted above the subject's own by that field. Also the parse behind each."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.auth import ApiKeys
from hippograph.ingestion.spacy_extractor import load_spacy
from hippograph.recall.query import analyse
from hippograph.services import Services
from hippograph.settings import Settings
from tests.api.client import Api
from tests.recall.test_asker import ADD_EDGE, ADD_ENTITY, ADD_FACT, recall

# (who, field, domain, value)
FACTS = [
    ("user", "name", 1, "Sofia Brandt"),
    ("user", "pet", 6, "golden retriever called Biscuit"),
    ("user", "age", 1, "34"),
    ("user", "home", 9, "a flat in Cologne"),
    ("Clara", "pet", 6, "tabby cat called Mochi"),
    ("Clara", "age", 1, "29"),
    ("Clara", "possession", 8, "an old upright piano"),
    ("Clara", "lives_in", 9, "Lima"),
    ("user", "occupation", 7, "veterinarian"),
    ("Felix", "occupation", 7, "firefighter"),
    ("Anna", "occupation", 7, "dentist"),
]


@pytest.fixture
async def sisters(services: Services, db: Any, service_url: str, user_id: str) -> Api:
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    people = {"user": refs.user_uid}
    for name in ("Clara", "Felix", "Anna"):
        people[name] = api.data(ADD_ENTITY, {"n": name})["addEntity"]["id"]
    for source, relation, target in (("user", "SIBLING_OF", "Clara"), ("user", "SIBLING_OF", "Felix")):
        api.data(ADD_EDGE, {"s": people[source], "r": relation, "t": people[target]})
    api.data(ADD_EDGE, {"s": people["Felix"], "r": "MARRIED_TO", "t": people["Anna"]})
    for who, field, domain, value in FACTS:
        api.data(ADD_FACT, {"e": people[who], "f": field, "v": value, "d": domain})
    return api


def summaries(facts: list[dict[str, Any]]) -> list[str]:
    return [
        f"{f['entity']['name']}: {f['value']}: {f['explanation']['ranking']['summary']}" for f in facts[:4]
    ]


async def test_a_things_name_is_not_the_askers_own_name(sisters: Api) -> None:
    facts = recall(sisters, "What's my dog's name?")
    assert facts[0]["value"] == "golden retriever called Biscuit", summaries(facts)
    name = next(f for f in facts if f["value"] == "Sofia Brandt")
    assert "not the subject's own" in name["explanation"]["ranking"]["summary"]


async def test_how_old_asks_for_an_age_not_for_something_old(sisters: Api) -> None:
    facts = recall(sisters, "How old is my sister?")
    assert (facts[0]["entity"]["name"], facts[0]["value"]) == ("Clara", "29"), summaries(facts)


async def test_someone_elses_field_does_not_outrank_the_askers_own(sisters: Api) -> None:
    facts = recall(sisters, "Where do I live?")
    assert facts[0]["value"] == "a flat in Cologne", summaries(facts)
    lima = next(f for f in facts if f["value"] == "Lima")
    assert "predicate" not in {factor["name"] for factor in lima["explanation"]["ranking"]["factors"]}
    assert "of someone the question is not about" in lima["explanation"]["ranking"]["summary"]


async def test_a_chain_of_kin_words_is_whom_the_question_is_about(sisters: Api) -> None:
    facts = recall(sisters, "What does my brother's wife do?")
    assert (facts[0]["entity"]["name"], facts[0]["value"]) == ("Anna", "dentist"), summaries(facts)
    assert facts[0]["explanation"]["ranking"]["subject"] == "about the asker's brother's wife"


def test_the_parse_says_what_is_asked_of_a_thing(settings: Settings) -> None:
    nlp = load_spacy(settings.spacy_model)
    assert analyse(nlp, "What's my dog's name?").asked.of_thing == ("name",)
    assert analyse(nlp, "What is the colour of my car?").asked.of_thing == ("colour",)
    # a person's name is theirs: asked of someone, not of a thing
    assert analyse(nlp, "What is my sister's name?").asked.of_thing == ()
    assert "old" not in analyse(nlp, "How old is my sister?").keywords
    assert "long" not in analyse(nlp, "How long has Caroline been painting?").keywords
    assert "old" in analyse(nlp, "Where is my old bike?").keywords
    assert analyse(nlp, "What's my brother's wife's job?").asked.relatives == ("brother wife",)
