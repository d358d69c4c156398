"""The episode channels: keyword queries, the speaker boost and neighbouring turns."""

from __future__ import annotations

import math
import random

from hippograph.graph.driver import Database
from hippograph.ingestion.spacy_extractor import load_spacy
from hippograph.lucene import match_query
from hippograph.recall.query import analyse
from hippograph.services import Services


def test_keywords_drop_stop_words_but_keep_names_and_numbers() -> None:
    analysis = analyse(load_spacy(), "What did Caroline say about the four paintings in May?")
    assert "Caroline" in analysis.names
    assert {"what", "did", "about", "the", "in"}.isdisjoint(w.lower() for w in analysis.keywords)
    assert {"Caroline", "paintings", "four", "May"} <= set(analysis.keywords)
    assert not analysis.first_person


async def test_turns_of_the_person_asked_about_come_first(services: Services, user_id: str) -> None:
    for speaker, text in (
        ("Melanie", "I painted a lake at sunrise last weekend."),
        ("Caroline", "I painted a sunset over the lake last weekend."),
    ):
        await services.rememberer.remember(user_id, text, speaker=speaker, session_id="s1")
    memory = await services.recaller.recall(user_id, "What did Caroline paint?")
    assert memory.episodes[0].speaker == "Caroline"
    memory = await services.recaller.recall(user_id, "What did Melanie paint?")
    assert memory.episodes[0].speaker == "Melanie"


async def test_a_reply_is_found_through_the_question_it_answers(services: Services, user_id: str) -> None:
    turns = [
        ("Anna", "Did you finally adopt the greyhound from the shelter?"),
        ("Ben", "Yes! We picked her up on Saturday."),
        ("Anna", "The weather was lovely today."),
    ]
    for index, (speaker, text) in enumerate(turns):
        await services.rememberer.remember(
            user_id,
            text,
            speaker=speaker,
            session_id="s1",
            occurred_at=f"2024-03-0{index + 1}T10:00:00+00:00",
        )
    memory = await services.recaller.recall(user_id, "greyhound adopt shelter")
    reply = next(e for e in memory.episodes if e.content.startswith("Yes!"))
    assert "context" in {hit.channel for hit in reply.channels}


async def test_the_turns_around_a_hit_follow_when_they_happened_then_when_they_were_remembered(
    services: Services, db: Database, user_id: str
) -> None:
    """Remembered out of order; the last day's two turns share one time (a conversation dated by
    its day), so the one remembered first comes first. Asked of the query itself: in a namespace
    this small every turn is a hit, so recall's output would blur whose neighbour is whose."""
    turns = [
        ("2024-03-03", "Honestly the weather was lovely today."),
        ("2024-03-03", "Shall we walk to the harbour tomorrow?"),
        ("2024-03-01", "Did you finally adopt the greyhound from the shelter?"),
        ("2024-03-02", "Yes! We picked her up on Saturday."),
    ]
    uids = {}
    for day, text in turns:
        result = await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=f"{day}T10:00:00+00:00"
        )
        uids[result.episode_uid] = text[:5]
    (vector,) = await services.embedder.embed(["greyhound"])
    rows = await db.read(
        "recall/fact_candidates",
        user_id=user_id,
        vector=vector,
        text_k=10,
        vector_k=1,
        vector_min=2,  # always a second look: an exact scan of the namespace, every turn a hit
        vector_k_wide=10,
        exact_max=10,
        filtered_k=20,
        episode_k=10,
        episode_lucene=match_query(user_id, "content", ["greyhound"]),
        fact_lucene=match_query(user_id, ("value", "field"), ["greyhound"]),
        context_k=10,
        entity_k=5,
        entity_min_score=0.6,
        as_of=None,
        include_inactive=False,
        include_archived=False,
        domains=None,
        model_relations=[],
        name_norms=[],
    )
    around = {(uids[row["uid"]], uids[row["neighbour"]]) for row in rows[0]["neighbours"]}
    assert around == {
        ("Did y", "Yes! "),
        ("Yes! ", "Did y"),
        ("Yes! ", "Hones"),
        ("Hones", "Yes! "),
        ("Hones", "Shall"),
        ("Shall", "Hones"),
    }


CROWD = """
UNWIND range(0, size($embeddings) - 1) AS i
CREATE (f:Fact {uid: $prefix + toString(i), user_id: $user_id, field: 'hobby', value: 'blorptangle',
                active: true, confidence: 0.8, domain_id: 11, embedding: $embeddings[i]})
WITH f
MATCH (u:Entity {user_id: $user_id, role: 'user'})
CREATE (f)-[:ABOUT]->(u)
"""


def near_copies(vector: list[float], n: int) -> list[list[float]]:
    """Distinct vectors at cosine ≈ 0.98 from ``vector`` (exact duplicates defeat HNSW search)."""
    rng = random.Random(n)
    copies = []
    for _ in range(n):
        noisy = [x + rng.gauss(0, 0.01) for x in vector]
        norm = math.sqrt(sum(x * x for x in noisy))
        copies.append([x / norm for x in noisy])
    return copies


async def test_a_small_namespace_crowded_out_of_the_nearest_vectors_is_scanned_exactly(
    services: Services, user_id: str
) -> None:
    """Another namespace holds more near matches of the query than the first vector query asks
    for; the caller's fact is still found by the vector channel, through the exact second look
    over the caller's small namespace."""
    # Made-up words: nothing else in a shared test database lies nearer this query than the crowd.
    await services.rememberer.remember(user_id, "My hobby is blorptangle weaving.")
    query = "blorptangle weaving"
    (vector,) = await services.embedder.embed([query])
    crowd = f"{user_id}_crowd"
    await services.db.run_statement(
        CROWD, embeddings=near_copies(vector, 200), prefix=f"{crowd}-", user_id=crowd
    )
    memory = await services.recaller.recall(user_id, query, limit=20)
    found = {hit.channel for fact in memory.facts if "weaving" in fact.value for hit in fact.channels}
    assert "vector" in found
    assert all(fact.entity.name != crowd for fact in memory.facts)


async def test_a_namespace_dense_around_the_query_is_served_by_the_first_vector_query(
    services: Services, user_id: str
) -> None:
    """The caller's own facts fill the nearest vectors: the first query answers on its own."""
    await services.namespaces.ensure(user_id)
    query = "snorfle quibbet"  # made up, so the nearest vectors are the ones written here
    (vector,) = await services.embedder.embed([query])
    await services.db.run_statement(
        CROWD, embeddings=near_copies(vector, 90), prefix=f"{user_id}-", user_id=user_id
    )
    memory = await services.recaller.recall(user_id, query, limit=20)
    by_vector = [fact for fact in memory.facts if "vector" in {hit.channel for hit in fact.channels}]
    assert len(by_vector) == 20
