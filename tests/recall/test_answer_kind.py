"""The kind of thing a question asks for ("what *sport*…", "which *instrument*…") picks among the asker's facts: each is near the question (it is about them), and the
field's meaning does not tell "play: volleyball" from "hobby: cello"; the value does. Remembered
through the pipeline, asked through the real recall; each answer says why it ranked first."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from spacy.language import Language

from hippograph.auth import ApiKeys
from hippograph.clock import ManualClock
from hippograph.ingestion.spacy_extractor import load_spacy
from hippograph.recall.explain import Assembler
from hippograph.recall.query import analyse
from hippograph.services import Services
from tests.api.client import Api
from tests.recall.test_asker import ADD_EDGE, ADD_ENTITY, ADD_FACT, RECALL

SAID = (
    "My sister Leonie is two years older than me.",
    "Leonie plays rugby on Saturdays.",
    "I play the cello in a string quartet.",
    "I play volleyball on Tuesdays.",
    "I have two cats named Pip and Olive.",
    "I own a grey Volvo.",
    "I'm allergic to peanuts.",
)


# question → (whose fact: None for the user, a word of its value, the kind asked for)
@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy()


ASKED = {
    "What sport am I into?": (None, "volleyball", "sport"),
    "Which instrument do I play?": (None, "cello", "instrument"),
    "What car do I have?": (None, "Volvo", "car"),
    "What sport does my sister play?": ("Leonie", "rugby", "sport"),
}


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("What sport am I into?", ("sport",)),
        ("What kind of pet do I own?", ("pet",)),
        ("What's my hobby?", ()),  # names a field, not the class of the answer
        ("Do I have any allergies?", ("allergy",)),
        ("How many cats do I have?", ("cat",)),
        ("What city is my home?", ("city",)),
        ("What's my dog's name?", ()),  # the name of a thing the asker has, not a kind
        ("Where do I live?", ()),
        ("Who is my dentist?", ()),
    ],
)
def test_the_kind_a_question_asks_for_is_read_from_its_grammar(
    nlp: Language, question: str, kinds: tuple[str, ...]
) -> None:
    assert analyse(nlp, question).kinds == kinds


async def test_the_fact_of_the_kind_asked_for_comes_first(services: Services, user_id: str) -> None:
    start = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
    for i, text in enumerate(SAID):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=start + timedelta(days=i)
        )
    refs = await services.namespaces.ensure(user_id)
    for question, (person, word, kind) in ASKED.items():
        memory = await services.recaller.recall(user_id, question, limit=10)
        top = memory.facts[0]
        summaries = [
            f"{f.entity.name}: {f.field}={f.value} ({f.why.summary if f.why else ''})"
            for f in memory.facts[:3]
        ]
        about = top.entity.uid == refs.user_uid if person is None else top.entity.name == person
        assert about and word in top.value, (question, summaries)
        assert top.why is not None and f"the question asks for a {kind}" in top.why.summary, summaries
        assert "kind" in [factor.name for factor in top.why.factors]


async def test_the_kind_outweighs_a_field_near_the_question(
    services: Services, db: Any, service_url: str, user_id: str
) -> None:
    """ "Which sport am I into?": the lexicon says "be into" states ``like``, so "like: cello
    music" had the predicate's full factor and came first; volleyball is the sport. The kind
    factor is counted, explained, and the score is still the product of the factors. A sister's
    sport is not lifted for the asker's question, and ``domains`` still filters."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    sister = api.data(ADD_ENTITY, {"n": "Leonie"})["addEntity"]["id"]
    api.data(ADD_EDGE, {"s": refs.user_uid, "r": "SIBLING_OF", "t": sister})
    for entity, field, value, domain in (
        (refs.user_uid, "like", "cello music", 11),
        (refs.user_uid, "play", "volleyball", 11),
        (sister, "play", "rugby", 11),
        (refs.user_uid, "city", "Leeds", 9),
    ):
        api.data(ADD_FACT, {"e": entity, "f": field, "v": value, "d": domain})
    facts = api.data(RECALL, {"q": "Which sport am I into?", "domains": None})["recall"]["facts"]
    summaries = [f["explanation"]["ranking"]["summary"] for f in facts]
    assert facts[0]["value"] == "volleyball", summaries
    why = facts[0]["explanation"]["ranking"]
    assert "the question asks for a sport; 'volleyball' is one" in why["summary"]
    assert "kind" in [f["name"] for f in why["factors"]]
    assert math.prod(f["value"] for f in why["factors"]) == pytest.approx(facts[0]["score"])
    rugby = next(f for f in facts if f["value"] == "rugby")
    assert "kind" not in [f["name"] for f in rugby["explanation"]["ranking"]["factors"]]
    only = api.data(RECALL, {"q": "Which sport am I into?", "domains": [9]})["recall"]["facts"]
    assert only and {f["domainId"] for f in only} == {9}


async def test_a_question_naming_someone_else_does_not_lift_the_askers_fact(
    services: Services, db: Any, service_url: str, user_id: str
) -> None:
    """ "What does Rafael play?" has no word for the asker: the asker's "play: volleyball" states
    the question's predicate but is not whom it asks about, so only Rafael's own fact is lifted,
    and the asker's says why its predicate did not count."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    brother = api.data(ADD_ENTITY, {"n": "Rafael"})["addEntity"]["id"]
    api.data(ADD_EDGE, {"s": refs.user_uid, "r": "SIBLING_OF", "t": brother})
    for entity, field, value in (
        (refs.user_uid, "play", "volleyball"),
        (brother, "hobby", "rugby"),
        (brother, "city", "Bristol"),
    ):
        api.data(ADD_FACT, {"e": entity, "f": field, "v": value, "d": 11})
    facts = api.data(RECALL, {"q": "What does Rafael play?", "domains": None})["recall"]["facts"]
    summaries = [f["explanation"]["ranking"]["summary"] for f in facts]
    assert facts[0]["value"] == "rugby", summaries
    mine = next(f for f in facts if f["value"] == "volleyball")["explanation"]["ranking"]
    assert "but of someone the question is not about (not counted)" in mine["summary"]
    assert "predicate" not in [f["name"] for f in mine["factors"]]


async def test_only_values_whose_kind_can_count_are_encoded(
    services: Services, db: Any, service_url: str, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Encoding the fetched values is most of a kind question's CPU (two texts per fact). A fact
    about someone the question is not about gets no kind factor, so the sister's "rugby" is not
    encoded for "Which sport am I into?"; and the answer, scores and reasons included, is the one
    the match over every fetched value gives (fixed clock, no access counts in between)."""
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    refs = await services.namespaces.ensure(user_id)
    sister = api.data(ADD_ENTITY, {"n": "Leonie"})["addEntity"]["id"]
    api.data(ADD_EDGE, {"s": refs.user_uid, "r": "SIBLING_OF", "t": sister})
    for entity, field, value in (
        (refs.user_uid, "play", "volleyball"),
        (refs.user_uid, "like", "cello music"),
        (sister, "play", "rugby"),
        (sister, "hobby", "fencing"),
    ):
        api.data(ADD_FACT, {"e": entity, "f": field, "v": value, "d": 11})
    monkeypatch.setattr(services.recaller, "_clock", ManualClock(datetime(2026, 11, 25, 12, tzinfo=UTC)))
    monkeypatch.setattr(services.recaller._access, "record", lambda *_: None)
    encoded: list[str] = []
    embed = services.embedder.embed

    async def recorded(texts: list[str], *, urgent: bool = False) -> list[list[float]]:
        encoded.extend(texts)
        return await embed(texts, urgent=urgent)

    monkeypatch.setattr(services.embedder, "embed", recorded)
    question = "Which sport am I into?"
    pruned = await services.recaller.recall(user_id, question, limit=10)
    assert "volleyball" in encoded and not {"rugby", "fencing"} & set(encoded), encoded
    assert {f.value for f in pruned.facts} >= {"volleyball", "rugby", "fencing"}

    def every_value(_: Assembler, row: dict[str, Any]) -> list[tuple[str, str]]:
        return [(item["fact"]["field"], item["fact"]["value"]) for item in row["facts"]]

    monkeypatch.setattr(Assembler, "kind_candidates", every_value)
    encoded.clear()
    whole = await services.recaller.recall(user_id, question, limit=10)
    assert "rugby" in encoded
    assert whole == pruned
