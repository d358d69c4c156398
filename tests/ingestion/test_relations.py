"""Facts whose value names an entity imply typed edges, only where the ontology allows one; where
none is meant, the open tie (RELATES_TO) links the two.

A hand-built extraction stands in for the extractor (the shapes any extractor gives); the rest is
the real pipeline, encoder and Neo4j.
"""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, EntityMention, Extraction, FactCandidate
from hippograph.ingestion.pipeline import Rememberer
from hippograph.services import Services


class FixedExtractor:
    def __init__(self, extraction: Extraction) -> None:
        self.extraction = extraction

    def extract(self, text: str) -> Extraction:
        return self.extraction


def rememberer(services: Services, extraction: Extraction) -> Rememberer:
    return Rememberer(
        services.db,
        services.namespaces,
        FixedExtractor(extraction),
        services.embedder,
        services.domains,
        services.resolver,
        max_text_chars=8000,
        nlp_worker=services.nlp_worker,
        ontology=services.ontology,
        relations=services.relations,
    )


def statement(subject: str, predicate: str, value: str, *entities: tuple[str, str]) -> Extraction:
    return Extraction(
        facts=[FactCandidate("user", 7, predicate, value, 0.9, entity_name=subject, value_entity=value)],
        entities=[EntityMention(name, type_) for name, type_ in entities],
    )


async def edges(services: Services, user_id: str) -> list[tuple[str, str, str]]:
    rows = await services.db.run_statement(
        "MATCH (a:Entity {user_id: $user_id})-[r]->(b:Entity {user_id: $user_id}) "
        "WHERE NOT type(r) IN ['SERVES'] RETURN a.name AS a, type(r) AS r, b.name AS b ORDER BY r",
        user_id=user_id,
    )
    return [(row["a"], row["r"], row["b"]) for row in rows]


@pytest.mark.parametrize(
    ("predicate", "subject", "value", "types", "expected"),
    [
        # in the lexicon
        ("coach at", "Ahmed", "Brookfield College", ("Person", "Org"), "WORKS_AT"),
        ("be_engaged_to", "Rosa", "Ahmed", ("Person", "Person"), "ENGAGED_TO"),
        # not in the lexicon, near one of its phrases
        ("be hired at", "Ahmed", "Brookfield College", ("Person", "Org"), "WORKS_AT"),
        ("be headquartered near", "Initech", "Halifax", ("Org", "Place"), "HEADQUARTERED_IN"),
        # near nothing admissible: a fact with its open field, linked by the open tie (no guess)
        ("sell", "Ahmed", "Vespa", ("Person", "Product"), "RELATES_TO"),
        ("train at", "Ahmed", "Brookfield College", ("Person", "Org"), "RELATES_TO"),
        # near a phrase of another shape: "start at" is not "start" (found) an organisation
        ("start at", "Ahmed", "Brookfield College", ("Person", "Org"), "RELATES_TO"),
        ("launch at", "Ahmed", "Brookfield College", ("Person", "Org"), "RELATES_TO"),
        # in the lexicon, but the range forbids it: the open tie, never the forbidden relation
        ("work at", "Ahmed", "Halifax", ("Person", "Place"), "RELATES_TO"),
    ],
)
async def test_an_entity_valued_fact_implies_the_declared_edge_it_means(
    services: Services,
    user_id: str,
    predicate: str,
    subject: str,
    value: str,
    types: tuple[str, str],
    expected: str | None,
) -> None:
    extraction = statement(subject, predicate, value, (subject, types[0]), (value, types[1]))
    result = await rememberer(services, extraction).remember(user_id, f"{subject} {predicate} {value}.")
    assert [(f.field, f.value) for f in result.facts] == [(predicate.replace(" ", "_"), value)]
    assert await edges(services, user_id) == ([(subject, expected, value)] if expected else [])


async def test_an_edge_the_ontology_forbids_is_skipped_and_its_fact_kept(
    services: Services, user_id: str
) -> None:
    extraction = Extraction(
        facts=[FactCandidate("user", 9, "city", "Porto", 0.9)],
        entities=[EntityMention("Porto", "Place"), EntityMention("Ana", "Person")],
        edges=[EdgeCandidate("Porto", "Ana", "WORKS_AT"), EdgeCandidate(SPEAKER, "Porto", "TELEPORTS_TO")],
    )
    result = await rememberer(services, extraction).remember(user_id, "Porto and Ana.")
    assert [(f.field, f.value) for f in result.facts] == [("city", "Porto")]
    reasons = sorted(s.reason for s in result.skipped)
    assert reasons[0].startswith("WORKS_AT goes from Person or User, not from Place")
    assert "TELEPORTS_TO is not declared" in reasons[1]
    assert await edges(services, user_id) == []
