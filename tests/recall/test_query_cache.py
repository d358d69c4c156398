"""The recall query cache: a repeated question in the same namespace is neither parsed nor encoded
again; another namespace's identical question is its own entry; what the namespace learns after a
recall is seen by the next one; an erasure drops the namespace's entries. And the parse skips the
entity recogniser only where no word can be part of a name, giving the same reading."""

from __future__ import annotations

import pytest
from spacy.language import Language

from hippograph.ingestion.spacy_extractor import load_spacy
from hippograph.recall import query as module
from hippograph.recall.query import QueryAnalysis, analyse
from hippograph.services import Services


def _named(memory_entities: list[tuple[str, str]]) -> set[str]:
    return {name for name, reason in memory_entities if reason == "named in the query"}


async def test_a_namespace_never_reads_another_namespaces_cached_query(
    services: Services, user_id: str
) -> None:
    other = f"{user_id}_b"
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    await services.rememberer.remember(other, "I live in Porto")
    cache = services.recaller.queries
    question = "What do you know about me?"

    hits, misses = cache.hits, cache.misses
    mine = await services.recaller.recall(user_id, question)
    assert (cache.hits - hits, cache.misses - misses) == (0, 1)
    theirs = await services.recaller.recall(other, question)  # same text, other namespace: a miss
    assert (cache.hits - hits, cache.misses - misses) == (0, 2)
    again = await services.recaller.recall(user_id, question)  # the same namespace: a hit
    assert (cache.hits - hits, cache.misses - misses) == (1, 2)
    await services.recaller.flush()
    assert [f.value for f in mine.facts] == [f.value for f in again.facts] == ["shellfish"]
    assert [f.value for f in theirs.facts] == ["Porto"]


async def test_an_entity_written_after_a_recall_is_seen_by_the_next_one(
    services: Services, user_id: str
) -> None:
    question = "Where does Zorblax Quenton work?"
    before = await services.recaller.recall(user_id, question)
    assert not _named([(e.name, e.reason) for e in before.entities])
    await services.rememberer.remember(user_id, "My colleague Zorblax Quenton works at Umbrella Labs.")
    hits = services.recaller.queries.hits
    after = await services.recaller.recall(user_id, question)
    await services.recaller.flush()
    assert services.recaller.queries.hits == hits + 1  # the reading was cached ...
    assert _named([(e.name, e.reason) for e in after.entities]) == {"Zorblax Quenton"}  # ... the name is new
    assert "Umbrella Labs" in [f.value for f in after.facts]


async def test_an_erasure_drops_the_namespaces_cached_queries(services: Services, user_id: str) -> None:
    await services.recaller.recall(user_id, "Where did I park the car?")
    await services.recaller.flush()
    assert services.recaller.holds(user_id)
    services.erasures.purge(user_id, "fact")  # any erasure of theirs: the text may hold what went
    assert not services.recaller.holds(user_id)


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy()


def _full(nlp: Language, query: str) -> QueryAnalysis:
    """The reading with every component run, entity recogniser included."""
    skipping = module._may_name
    module._may_name = lambda doc: True
    try:
        return analyse(nlp, query)
    finally:
        module._may_name = skipping


@pytest.mark.parametrize(
    "query",
    [
        "what should I eat tonight?",  # no name: the recogniser is skipped
        "How old is my dog?",
        "Do I like French food?",  # a capital inside the sentence: an adjective the recogniser reads
        "When did Caroline go to the support group?",
        "where does priya work",  # lower case, read as a proper noun by the tagger
        "Where is Umbrella Labs based? And what does it make?",
    ],
)
def test_the_reading_is_the_full_pipelines(nlp: Language, query: str) -> None:
    assert analyse(nlp, query) == _full(nlp, query)


def test_a_name_inside_the_sentence_is_still_recognised(nlp: Language) -> None:
    assert analyse(nlp, "Do I like French food?").names == ["French"]
    assert "Caroline" in analyse(nlp, "When did Caroline go to the support group?").names
