"""The ontology over GraphQL: what it declares, and addEdge refusing what it does not allow."""

from __future__ import annotations

from pathlib import Path

from hippograph.app import create_app
from hippograph.auth import ApiKeys
from hippograph.settings import Settings
from tests.api.client import Api
from tests.serving import serve

ONTOLOGY = """{ ontology { entityTypes relations { name description domain range inverse symmetric cardinality }
                           attributes { name cardinality domainId } } }"""
ENTITY = "mutation($n: String!, $t: String!) { addEntity(input: {name: $n, type: $t}) { id } }"
EDGE = "mutation($s: ID!, $r: String!, $t: ID!) { addEdge(input: {sourceId: $s, relation: $r, targetId: $t}) { relation } }"
EDGES = "query($id: ID!) { entity(id: $id) { edges { relation } } }"


def _entity(api: Api, name: str, type_: str) -> str:
    return str(api.data(ENTITY, {"n": name, "t": type_})["addEntity"]["id"])


def test_the_ontology_is_queryable(api: Api) -> None:
    ontology = api.data(ONTOLOGY)["ontology"]
    relations = {r["name"]: r for r in ontology["relations"]}
    assert relations["WORKS_AT"]["domain"] == ["Person", "User"]
    assert relations["WORKS_AT"]["range"] == ["Org"]
    assert relations["WORKS_AT"]["cardinality"] == "one"
    assert relations["CHILD_OF"]["inverse"] == "PARENT_OF"
    assert relations["SIBLING_OF"]["symmetric"] is True
    attributes = {a["name"]: a for a in ontology["attributes"]}
    assert attributes["language"]["cardinality"] == "many"
    assert attributes["city"]["cardinality"] == "one"
    assert {"Pet", "Work", "Product"} <= set(ontology["entityTypes"])


def test_add_edge_refuses_a_broken_domain_or_range_and_an_undeclared_type(api: Api) -> None:
    porto = _entity(api, "Porto", "Place")
    ana = _entity(api, "Ana", "Person")
    initech = _entity(api, "Initech", "Org")
    for source, relation, target, rule in [
        (porto, "WORKS_AT", ana, "WORKS_AT goes from Person or User, not from Place"),
        (ana, "WORKS_AT", porto, "WORKS_AT goes to Org, not to Place"),
        (ana, "INVENTED_TYPE", initech, "INVENTED_TYPE is not declared"),
        (initech, "SIBLING_OF", ana, "SIBLING_OF goes from Person or User, not from Org"),
    ]:
        errors = api.post(EDGE, {"s": source, "r": relation, "t": target}).json()["errors"]
        assert errors[0]["extensions"]["code"] == "BAD_INPUT", errors
        assert rule in errors[0]["message"]
    for uid in (porto, ana, initech):
        assert api.data(EDGES, {"id": uid})["entity"]["edges"] == []
    assert api.data(EDGE, {"s": ana, "r": "works at", "t": initech})["addEdge"]["relation"] == "WORKS_AT"


async def test_a_deployment_ontology_file_is_loaded_and_enforced(
    settings: Settings, keys: ApiKeys, tmp_path: Path
) -> None:
    extra = tmp_path / "deployment.toml"
    extra.write_text(
        """
[[relation]]
name = "SPONSORS"
description = "an organisation sponsors a person"
domain = ["Org"]
range = ["Person"]
cardinality = "many"
lexicon = ["sponsor"]
""",
        encoding="utf-8",
    )
    created = await keys.create("test_ontology_deployment_file")
    with serve(create_app(settings.model_copy(update={"ontology_path": extra}))) as url:
        api = Api(url, created.secret)
        names = {r["name"] for r in api.data(ONTOLOGY)["ontology"]["relations"]}
        assert {"SPONSORS", "WORKS_AT"} <= names
        acme = _entity(api, "Acme Rowing Trust", "Org")
        rosa = _entity(api, "Rosa Lindqvist", "Person")
        assert api.data(EDGE, {"s": acme, "r": "SPONSORS", "t": rosa})["addEdge"]["relation"] == "SPONSORS"
        errors = api.post(EDGE, {"s": rosa, "r": "SPONSORS", "t": acme}).json()["errors"]
        assert "SPONSORS goes from Org, not from Person" in errors[0]["message"]
