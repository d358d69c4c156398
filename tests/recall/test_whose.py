"""Whose fact comes first when the question says whose it wants: the person outweighs the field.

A namespace (written over GraphQL) holds the user's facts beside their uncle's and a neighbour's on
the same topics, fields chosen so the channels and the predicate favour someone else's fact: a
question about one person must still put that person's fact first, saying why. Also the parse
that decides whom a question is about: a possession that acts ("what's my boat called?") is the
asker's, a name the tagger ran into the verb ("Oliver drive") still names Oliver, and an auxiliary
("which town *was* I raised in?") is no predicate ("be in")."""

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

# (field, domain, the user's value, Pedro's (uncle), Oliver's (neighbour)): the others' fields are
# the ones the questions name, the user's and Pedro's are vaguer.
FACTS = [
    ("have", 8, "a dark blue Peugeot 308", "a rusty pickup truck", "white Kia hatchback"),
    ("vessel", 9, "Sea Breeze, moored in Cascais", "a fishing dinghy", "a kayak"),
    ("origin", 9, "Faro", "Braga", "Coimbra"),
]  # fmt: skip


@pytest.fixture
async def street(services: Services, db: Any, service_url: str, user_id: str) -> Api:
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    people = {"user": refs.user_uid}
    for name in ("Pedro", "Oliver"):
        people[name] = api.data(ADD_ENTITY, {"n": name})["addEntity"]["id"]
    for relation, name in (("RELATIVE_OF", "Pedro"), ("KNOWS", "Oliver")):
        api.data(ADD_EDGE, {"s": refs.user_uid, "r": relation, "t": people[name]})
    fields = {"Oliver": {"have": "car", "vessel": "boat"}}
    for field, domain, *values in FACTS:
        for who, value in zip(("user", "Pedro", "Oliver"), values, strict=True):
            named = fields.get(who, {}).get(field, field)
            api.data(ADD_FACT, {"e": people[who], "f": named, "v": value, "d": domain})
    api.data(ADD_FACT, {"e": refs.user_uid, "f": "visited", "v": "Porto, for a conference", "d": 9})
    return api


def summaries(facts: list[dict[str, Any]]) -> list[str]:
    return [f"{f['entity']['name']}: {f['explanation']['ranking']['summary']}" for f in facts[:4]]


async def test_the_person_asked_about_outweighs_the_field_asked(street: Api) -> None:
    """Oliver's fact is field ``car`` (the question's word, its predicate): the uncle's own
    "have" fact still comes first, and says the subject counted; Oliver's, someone the question
    is not about, gets no predicate factor and says why."""
    facts = recall(street, "What car does my uncle have?")
    values = [f["value"] for f in facts]
    assert facts[0]["entity"]["name"] == "Pedro", summaries(facts)
    assert values.index("a rusty pickup truck") < values.index("white Kia hatchback"), summaries(facts)
    why = facts[0]["explanation"]["ranking"]
    assert why["subject"] == "about the asker's uncle"
    factors = {f["name"]: f["value"] for f in why["factors"]}
    assert factors["subject"] == pytest.approx(2.5)
    oliver = next(f for f in facts if f["value"] == "white Kia hatchback")
    assert "predicate" not in {f["name"] for f in oliver["explanation"]["ranking"]["factors"]}
    assert "of someone the question is not about" in oliver["explanation"]["ranking"]["summary"]
    facts = recall(street, "Which car do I have?")
    values = [f["value"] for f in facts]
    assert facts[0]["entity"]["role"] == "user", summaries(facts)
    assert values.index("a dark blue Peugeot 308") < values.index("white Kia hatchback"), summaries(facts)


async def test_an_acting_possession_is_the_askers_own(street: Api) -> None:
    """ "my boat" is the subject of "called": no one the user knows is their "boat", so the
    question is the user's, and their vessel outranks the neighbour's ``boat``."""
    facts = recall(street, "What's my boat called?")
    assert facts[0]["value"] == "Sea Breeze, moored in Cascais", summaries(facts)
    assert facts[0]["explanation"]["ranking"]["subject"] == "about the asker (their boat)"


async def test_a_name_run_into_its_verb_still_names_the_person(street: Api) -> None:
    facts = recall(street, "What does Oliver drive?")
    assert facts[0]["entity"]["name"] == "Oliver", summaries(facts)
    assert facts[0]["explanation"]["ranking"]["subject"] == "about an entity named in the question"


async def test_an_auxiliary_is_no_predicate(street: Api) -> None:
    """ "was" only helps "raised": the ``visited`` fact ("be in") is not what the question asks."""
    facts = recall(street, "Which town was I raised in?")
    names = [[f["name"] for f in fact["explanation"]["ranking"]["factors"]] for fact in facts]
    visited = next(i for i, f in enumerate(facts) if f["value"] == "Porto, for a conference")
    assert "predicate" not in names[visited], summaries(facts)


def test_the_parse_says_whom_a_question_is_about(settings: Settings) -> None:
    nlp = load_spacy(settings.spacy_model)
    assert analyse(nlp, "What does Oliver drive?").names == ["Oliver"]
    assert analyse(nlp, "Where is my boat moored?").asked.relatives == ("boat",)
    assert analyse(nlp, "What is my profession?").asked.asker
    words = analyse(nlp, "Which town was I raised in?").predicate_words
    assert "raise" in words and "be" not in words
    assert "be" in analyse(nlp, "Which band am I into?").predicate_words
