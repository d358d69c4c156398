"""The knowledge-graph tools of ``hippograph mcp``, named as in the Neo4j MCP memory server
(``create_entities``, ``create_relations``, ``add_observations``, ``delete_*``, ``search_nodes``,
``open_nodes``, ``read_graph``) and mapped onto HippoGraph's model:

- an *entity* is an Entity (its type one of the vocabulary's, matched without case; a few common
  words such as "organization" or "city" are read as the nearest type);
- an *observation* is a fact about the entity: ``"field: value"`` when the text has that shape
  (``"job title: engineer"``), otherwise the whole text as the value of the field ``note``; deleting
  an observation forgets that fact (its history stays);
- a *relation* is a typed edge; ``relationType`` is upper-cased with spaces and hyphens as ``_``
  (``"works at"`` → ``WORKS_AT``) and must then pass the vocabulary's pattern.

Entities are addressed by name, as in the memory server; the service resolves a name exactly or
through a learned alias, in the caller's namespace.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from typing_extensions import TypedDict

from hippograph.errors import NotFoundError, ValidationError

if TYPE_CHECKING:
    from hippograph_client import AsyncHippoGraph, Edge, EntityProfile, StoredFact
    from mcp.server.mcpserver import MCPServer

NOTE_FIELD = "note"
READ_GRAPH_MAX = 100  # entities read_graph returns at most (the service pages entities by 100)
SEARCH_LIMIT = 20
_OBSERVATION = re.compile(r"^\s*([A-Za-z][A-Za-z0-9 _-]{0,38}[A-Za-z0-9])\s*:(?!//)\s*(\S.*)$", re.S)
_TYPE_WORDS = {
    "organization": "Org", "organisation": "Org", "company": "Org", "team": "Org", "institution": "Org",
    "location": "Place", "city": "Place", "country": "Place", "address": "Place",
    "person": "Person", "people": "Person", "human": "Person", "user": "User", "agent": "Agent",
    "project": "Goal", "objective": "Goal", "meeting": "Event", "topic": "Concept", "thing": "Concept",
}  # fmt: skip


class EntityIn(TypedDict, total=False):
    name: str
    type: str  # "entityType" in the memory server; both are accepted
    entityType: str
    observations: list[str]


class RelationIn(TypedDict):
    source: str
    target: str
    relationType: str


class ObservationsIn(TypedDict):
    entityName: str
    observations: list[str]


def entity_type(given: str, vocabulary: tuple[str, ...]) -> str:
    """The vocabulary type ``given`` stands for; any other word is sent as is (and refused there)."""
    lowered = given.strip().lower()
    for name in vocabulary:
        if name.lower() == lowered:
            return name
    return _TYPE_WORDS.get(lowered, given)


def relation_type(given: str) -> str:
    return re.sub(r"[\s-]+", "_", given.strip()).upper()


def split_observation(text: str) -> tuple[str, str]:
    """``"job title: engineer"`` → ``("job_title", "engineer")``; other text → ``("note", text)``."""
    match = _OBSERVATION.match(text)
    if match is None:
        return NOTE_FIELD, text.strip()
    return re.sub(r"[\s-]+", "_", match.group(1).strip()).lower(), match.group(2).strip()


def observation(fact: StoredFact) -> str:
    field, value = fact.fact.field, fact.fact.value
    return value if field == NOTE_FIELD else f"{field.replace('_', ' ')}: {value}"


def _entity_json(profile: EntityProfile) -> dict[str, Any]:
    entity = profile.entity
    return {
        "name": entity.name,
        "type": entity.type,
        "id": entity.id,
        "observations": [observation(f) for f in profile.facts],
        "aliases": [n for n in entity.names if n != entity.name],
    }


def _relation_json(edge: Edge) -> dict[str, Any]:
    return {
        "source": edge.source.name,
        "target": edge.target.name,
        "relationType": edge.relation,
        "id": edge.id,
    }


def _graph(profiles: list[EntityProfile]) -> dict[str, Any]:
    """Entities with their observations, and the relations between them (each once)."""
    names = {p.entity.id for p in profiles}
    relations: dict[str, dict[str, Any]] = {}
    for profile in profiles:
        for edge in profile.edges:
            if edge.source.id in names and edge.target.id in names:
                relations[edge.id] = _relation_json(edge)
    return {"entities": [_entity_json(p) for p in profiles], "relations": list(relations.values())}


def register(server: MCPServer[Any], client: AsyncHippoGraph, vocabulary: tuple[str, ...]) -> None:
    """Add the graph tools to ``server``; each acts through ``client`` in its key's namespace."""

    async def by_name(name: str) -> EntityProfile:
        return await client.open_entity(name=name)

    @server.tool()
    async def create_entities(entities: list[EntityIn]) -> dict[str, Any]:
        """Create entities, each {name, type, observations}; type is one of Person, Place, Org,
        Concept, Goal, Event. An entity that already exists (same name) gets the observations added."""
        created = []
        for given in entities:
            name = given.get("name", "")
            kind = entity_type(given.get("type") or given.get("entityType") or "Concept", vocabulary)
            try:
                entity_id = (await by_name(name)).entity.id
            except NotFoundError:
                entity_id = (await client.add_entity(name, kind)).id
            for text in given.get("observations", []):
                field, value = split_observation(text)
                await client.add_fact(entity_id, field, value)
            created.append(_entity_json(await client.open_entity(entity_id)))
        return {"entities": created}

    @server.tool()
    async def create_relations(relations: list[RelationIn]) -> dict[str, Any]:
        """Create typed relations {source, target, relationType} between entities named by name;
        relationType like WORKS_AT, LIVES_IN, KNOWS (words are upper-cased and joined by _)."""
        made = []
        for given in relations:
            source, target = await by_name(given["source"]), await by_name(given["target"])
            edge = await client.add_edge(
                source.entity.id, relation_type(given["relationType"]), target.entity.id
            )
            made.append(_relation_json(edge))
        return {"relations": made}

    @server.tool()
    async def add_observations(observations: list[ObservationsIn]) -> dict[str, Any]:
        """Add observations (facts) to existing entities: [{entityName, observations: [text]}]. Write
        "field: value" ("job title: engineer") to name the fact's field; other text is a note."""
        added = []
        for given in observations:
            profile = await by_name(given["entityName"])
            known = {observation(f) for f in profile.facts}
            new = [text for text in given["observations"] if text.strip() not in known]
            for text in new:
                field, value = split_observation(text)
                await client.add_fact(profile.entity.id, field, value)
            added.append({"entityName": profile.entity.name, "addedObservations": new})
        return {"added": added}

    @server.tool()
    async def delete_entities(entityNames: list[str]) -> dict[str, Any]:
        """Delete entities by name, with their observations and relations."""
        deleted = []
        for name in entityNames:
            profile = await by_name(name)
            await client.forget_entity(profile.entity.id)
            deleted.append(profile.entity.name)
        return {"deleted": deleted}

    @server.tool()
    async def delete_observations(deletions: list[ObservationsIn]) -> dict[str, Any]:
        """Forget observations of entities: [{entityName, observations: [text as read]}]. The facts
        leave recall; their history stays."""
        forgotten = []
        for given in deletions:
            profile = await by_name(given["entityName"])
            wanted = {text.strip() for text in given["observations"]}
            matching = [f for f in profile.facts if observation(f) in wanted or f.fact.value in wanted]
            if not matching:
                raise NotFoundError(f"{profile.entity.name} has no observation {sorted(wanted)!r}")
            for fact in matching:
                await client.forget_fact(fact.fact.id)
            forgotten.append(
                {"entityName": profile.entity.name, "deleted": [observation(f) for f in matching]}
            )
        return {"deleted": forgotten}

    @server.tool()
    async def delete_relations(relations: list[RelationIn]) -> dict[str, Any]:
        """Delete relations {source, target, relationType} (entities by name)."""
        removed = []
        for given in relations:
            source, target = await by_name(given["source"]), await by_name(given["target"])
            kind = relation_type(given["relationType"])
            edges = [e for e in source.edges if e.relation == kind and e.target.id == target.entity.id]
            if not edges:
                raise NotFoundError(f"no relation {given['source']} -{kind}-> {given['target']}")
            for edge in edges:
                removed.append(_relation_json(await client.remove_edge(edge.id)))
        return {"deleted": removed}

    @server.tool()
    async def search_nodes(query: str, limit: int = SEARCH_LIMIT) -> dict[str, Any]:
        """Entities whose name matches QUERY, and the entities of the facts recall finds for it, each
        with its observations, plus the relations between them."""
        if not 1 <= limit <= READ_GRAPH_MAX:
            raise ValidationError(f"limit must be 1-{READ_GRAPH_MAX}")
        ids: list[str] = [e.id for e in (await client.entities(query, first=limit)).entities]
        for item in (await client.recall(query, limit=limit, hops=1)).facts:
            found = await client.open_entity(name=item.about)
            ids.append(found.entity.id)
        unique = list(dict.fromkeys(ids))[:limit]
        return _graph([await client.open_entity(entity_id) for entity_id in unique])

    @server.tool()
    async def open_nodes(names: list[str]) -> dict[str, Any]:
        """Entities by name with their observations, and the relations between them; names not found
        are listed under "missing"."""
        profiles, missing = [], []
        for name in names:
            try:
                profiles.append(await by_name(name))
            except NotFoundError:
                missing.append(name)
        return {**_graph(profiles), "missing": missing}

    @server.tool()
    async def read_graph(limit: int = 50, after: str | None = None) -> dict[str, Any]:
        """The graph a page at a time: up to LIMIT entities (at most 100) with observations and the
        relations between them; pass "next" back as AFTER for the next page."""
        if not 1 <= limit <= READ_GRAPH_MAX:
            raise ValidationError(f"limit must be 1-{READ_GRAPH_MAX}")
        page = await client.entities(first=limit, after=after)
        graph = _graph([await client.open_entity(e.id) for e in page.entities])
        return {**graph, "total": page.total, "next": page.next_cursor}
