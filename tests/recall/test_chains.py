"""Multi-hop recall over statements about other people, remembered by the real pipeline: three
sentences make a chain of three edges from the user, and a question asks for the far end.

The answer must come back as a fact with the path that reached it from the user when recall may
walk three hops, and not along that path when it may walk one."""

from __future__ import annotations

import pytest

from hippograph.recall.memory import Memory, RecalledFact
from hippograph.services import Services

CHAINS = [
    pytest.param(
        [
            "My colleague Rosa is engaged to Ahmed.",
            "Ahmed coaches rowing at Brookfield College.",
            "Brookfield College is in Halifax.",
        ],
        "In which city does my colleague's fiancé coach?",
        "Halifax",
        ["Rosa", "Ahmed", "Brookfield College"],
        id="colleague-fiance-coaching-city",
    ),
    pytest.param(
        [
            "My sister Ingrid is married to Paolo.",
            "Paolo works at Tidemark Brewery.",
            "Tidemark Brewery is located in Bergen.",
        ],
        "In which city does my sister's husband work?",
        "Bergen",
        ["Ingrid", "Paolo", "Tidemark Brewery"],
        id="sister-husband-employer-city",
    ),
    pytest.param(
        [
            "My uncle Farid owns a café called Blue Door.",
            "Blue Door buys its coffee from Kestrel Roasters.",
            "Kestrel Roasters is based in Antwerp.",
        ],
        "Where is the roaster that supplies my uncle's café based?",
        "Antwerp",
        ["Farid", "Blue Door", "Kestrel Roasters"],
        id="uncle-cafe-supplier-city",
    ),
    pytest.param(
        [
            "My cousin Mikkel has a border collie named Skye.",
            "Skye is trained by Lena Holt.",
            "Lena Holt lives in Aarhus.",
        ],
        "Where does the trainer of my cousin's dog live?",
        "Aarhus",
        ["Mikkel", "Skye", "Lena Holt"],
        id="cousin-dog-trainer-city",
    ),
    pytest.param(
        [
            "My brother Idris is married to Selin.",
            "She teaches at Ashgrove Academy.",
            "Ashgrove Academy is in Leeds.",
        ],
        "In which city does my brother's wife teach?",
        "Leeds",
        ["Idris", "Selin", "Ashgrove Academy"],
        id="brother-wife-pronoun-school-city",
    ),
    # A tie no relation means ("performs with") links through the open tie, RELATES_TO.
    pytest.param(
        [
            "My sister-in-law Dagny performs with the Eastmoor Consort.",
            "The Eastmoor Consort is based in Tromsø.",
        ],
        "Where is the ensemble my sister-in-law performs with based?",
        "Tromsø",
        ["Dagny", "Eastmoor Consort"],
        id="in-law-open-tie-ensemble-city",
    ),
    # A name NER types as a place is what FOUNDED admits: an organisation, headquartered.
    pytest.param(
        [
            "My uncle Leopold founded Paper Moon.",
            "Paper Moon is headquartered in Lille.",
        ],
        "Where is the company my uncle founded headquartered?",
        "Lille",
        ["Leopold", "Paper Moon"],
        id="uncle-founded-weak-ner-org-city",
    ),
]


def answer_facts(memory: Memory, answer: str) -> list[RecalledFact]:
    return [fact for fact in memory.facts if answer.casefold() in fact.value.casefold()]


def walked_from(fact: RecalledFact, user_id: str) -> bool:
    return fact.path is not None and fact.path.steps[:1] == [user_id]


@pytest.mark.parametrize(("sentences", "question", "answer", "through"), CHAINS)
async def test_three_hops_reach_the_answer_and_one_hop_does_not(
    services: Services, user_id: str, sentences: list[str], question: str, answer: str, through: list[str]
) -> None:
    for sentence in sentences:
        await services.rememberer.remember(user_id, sentence)

    far = await services.recaller.recall(user_id, question, hops=3)
    reached = [fact for fact in answer_facts(far, answer) if walked_from(fact, user_id)]
    assert reached, f"{answer} not returned with a path from the user: {[f.value for f in far.facts]}"
    path = reached[0].path
    assert path is not None and path in far.paths
    # The path alternates entities and relations; it ends at the fact's subject, the chain's last
    # entity, at least two edges from the user (a third-person statement, not the user's own).
    assert path.steps[-1] == through[-1]
    assert len(path.edge_uids) >= 2
    assert [name for name in path.steps[::2] if name in through] == through[-len(path.edge_uids) :]

    near = await services.recaller.recall(user_id, question, hops=1)
    assert all(len(p.edge_uids) <= 1 for p in near.paths)
    assert not [fact for fact in answer_facts(near, answer) if walked_from(fact, user_id)]
