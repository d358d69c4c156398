"""The ontology: which relation types may join which entity types, and what facts mean.

Relation types and fact attributes are data, not code: a default file ships with the package
(``ontology.toml`` beside this module) and a deployment extends it with its own
(``HIPPOGRAPH_ONTOLOGY_PATH``): an entry of the same name replaces the default one, a new name adds
one. Every write path checks an edge with :meth:`Ontology.check_edge` before it reaches Cypher, so
an undeclared type or a type whose domain or range the edge breaks never enters the graph.

Cardinality drives contradiction handling: a new value of a ``one`` attribute (or a new target of a
``one`` relation from the same source) supersedes the old one; ``many`` values add up. Open fields
the ontology does not know add up too: keeping two values is recoverable, dropping one is not.

>>> ontology = load_ontology()
>>> ontology.check_edge("works_at", "Person", "Org").name
'WORKS_AT'
>>> ontology.check_edge("WORKS_AT", "Place", "Person")
Traceback (most recent call last):
...
hippograph.errors.OntologyError: WORKS_AT goes from Person or User, not from Place
>>> ontology.relation_for_predicate("coach at").name
'WORKS_AT'
>>> ontology.is_multi_valued("language"), ontology.is_multi_valued("city")
(True, False)
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal, cast

from hippograph.errors import ConfigurationError, InvalidIdentifierError, OntologyError

Cardinality = Literal["one", "many"]
Target = Literal["user", "agent"]

RELATION_NAME = re.compile(r"^[A-Z][A-Z0-9_]{1,40}$")
FIELD_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
DEFAULT_FILE = "ontology.toml"
_CARDINALITIES = ("one", "many")


@dataclass(frozen=True)
class Relation:
    """A declared relation type between two entities."""

    name: str
    description: str
    domain: frozenset[str]
    range: frozenset[str]
    inverse: str | None = None
    symmetric: bool = False
    cardinality: Cardinality = "many"
    lexicon: tuple[str, ...] = ()
    field: str | None = None
    ended_by: tuple[str, ...] = ()  # predicates that end it: "move out of" (LIVES_IN), "sell" (OWNS)
    past: str | None = None  # the same tie of the past: WORKS_AT said in the past tense is WORKED_AT
    begun_by: tuple[str, ...] = ()  # predicates that start it: "joined X" in the past holds now
    tie_nouns: tuple[str, ...] = ()  # nouns that name the tie itself: "quit my job", "a job at X"
    beginning_verbs: tuple[str, ...] = ()  # with a tie noun, start it: "started a job at X"
    target_cardinality: Cardinality = "many"  # "one": a target has one source at a time (a pet's owner)

    def allows(self, source_type: str, target_type: str) -> bool:
        return source_type in self.domain and target_type in self.range


@dataclass(frozen=True)
class Attribute:
    """A fact field with a declared meaning: its life domain, cardinality and the predicates that
    state it."""

    name: str
    description: str
    domain_id: int | None = None
    cardinality: Cardinality = "many"
    lexicon: tuple[str, ...] = ()
    target: Target = "user"


# "Biscuit is treated at Willow Animal Hospital": no relation means "be treated at", so the fact
# keeps its open field and this edge (its predicate on it) links Biscuit to the hospital.
OPEN_RELATION = "RELATES_TO"


def normalise_predicate(predicate: str) -> str:
    """The lexicon's key for a predicate phrase: lower case, single spaces, no underscores.

    >>> normalise_predicate("  Work_At ")
    'work at'
    """
    return " ".join(predicate.replace("_", " ").casefold().split())


def field_key(predicate: str) -> str:
    """A predicate phrase as a stored fact field: snake case, letters, digits and underscores.

    >>> field_key("Work at"), field_key("be fan of"), field_key("allergy")
    ('work_at', 'be_fan_of', 'allergy')
    """
    key = re.sub(r"[^a-z0-9_]+", "_", normalise_predicate(predicate).replace(" ", "_")).strip("_")
    return key[:64] or "statement"


class Ontology:
    """The declared relation types and attributes, with the lookups every write path needs."""

    def __init__(
        self, entity_types: Iterable[str], relations: Iterable[Relation], attributes: Iterable[Attribute]
    ) -> None:
        self.entity_types: tuple[str, ...] = tuple(entity_types)
        relations_in_order = tuple(relations)
        self.relations: tuple[Relation, ...] = tuple(sorted(relations_in_order, key=lambda r: r.name))
        self.attributes: tuple[Attribute, ...] = tuple(sorted(attributes, key=lambda a: a.name))
        self._relations = {r.name: r for r in self.relations}
        self._attributes = {a.name: a for a in self.attributes}
        self._by_field = {r.field: r for r in self.relations if r.field}
        self._relation_lexicon: dict[str, list[Relation]] = {}
        for relation in self.relations:
            for phrase in relation.lexicon:
                self._relation_lexicon.setdefault(normalise_predicate(phrase), []).append(relation)
        # In declaration order, not by name: the file says which relation "leave" ends first.
        self._ending_lexicon: dict[str, list[Relation]] = {}
        for relation in relations_in_order:
            for phrase in relation.ended_by:
                self._ending_lexicon.setdefault(normalise_predicate(phrase), []).append(relation)
        self._tie_nouns: dict[str, Relation] = {}  # the first declared relation a noun names
        for relation in relations_in_order:
            for noun in relation.tie_nouns:
                self._tie_nouns.setdefault(noun.casefold(), relation)
        self._attribute_lexicon: dict[str, Attribute] = {}
        for attribute in self.attributes:
            for phrase in attribute.lexicon:
                self._attribute_lexicon.setdefault(normalise_predicate(phrase), attribute)

    def relation(self, name: str) -> Relation:
        """The declaration of relation ``name`` (any case, spaces or hyphens for underscores), or
        :class:`OntologyError` when it is not declared."""
        canonical = name.strip().upper().replace(" ", "_").replace("-", "_")
        if not RELATION_NAME.fullmatch(canonical):
            raise InvalidIdentifierError(f"invalid relation {name!r}: must match {RELATION_NAME.pattern}")
        found = self._relations.get(canonical)
        if found is None:
            raise OntologyError(
                f"relation {canonical} is not declared in the ontology "
                f"(declared: {', '.join(self._relations)})"
            )
        return found

    def check_edge(self, name: str, source_type: str, target_type: str) -> Relation:
        """The declaration of ``name`` if an edge of it may go from ``source_type`` to
        ``target_type``; otherwise :class:`OntologyError` naming the broken rule."""
        relation = self.relation(name)
        if source_type not in relation.domain:
            raise OntologyError(
                f"{relation.name} goes from {_either(relation.domain)}, not from {source_type}"
            )
        if target_type not in relation.range:
            raise OntologyError(f"{relation.name} goes to {_either(relation.range)}, not to {target_type}")
        return relation

    def has_relation(self, name: str) -> bool:
        return name in self._relations

    def relation_for_predicate(
        self, predicate: str, source_type: str | None = None, target_type: str | None = None
    ) -> Relation | None:
        """The relation a predicate phrase ("coach at") states, the first in the lexicon whose
        domain and range admit the given types (types left out are not checked)."""
        for relation in self._relation_lexicon.get(normalise_predicate(predicate), []):
            if (source_type is None or source_type in relation.domain) and (
                target_type is None or target_type in relation.range
            ):
                return relation
        return None

    def relations_for_predicate(self, predicate: str) -> list[Relation]:
        """Every relation whose lexicon holds the predicate phrase, whatever the types."""
        return list(self._relation_lexicon.get(normalise_predicate(predicate), []))

    def relations_ended_by(
        self, predicate: str, source_type: str | None = None, target_type: str | None = None
    ) -> list[Relation]:
        """The relations a predicate phrase ends ("move out of" → LIVES_IN, "sell" → OWNS), in the
        order the ontology declares them, whose domain and range admit the given types.

        >>> [r.name for r in load_ontology().relations_ended_by("move out of")]
        ['LIVES_IN']
        """
        return [
            relation
            for relation in self._ending_lexicon.get(normalise_predicate(predicate), [])
            if (source_type is None or source_type in relation.domain)
            and (target_type is None or target_type in relation.range)
        ]

    def in_past(self, relation: Relation, predicate: str) -> Relation:
        """The relation a predicate of ``relation`` states when said in the simple past: its declared
        past counterpart ("taught at X": WORKED_AT), unless the predicate starts the tie ("joined
        X", "moved to Y", "got a job at Z": it holds since).

        >>> ontology = load_ontology()
        >>> [ontology.in_past(ontology.relation("WORKS_AT"), p).name for p in ("teach at", "join")]
        ['WORKED_AT', 'WORKS_AT']
        """
        if relation.past is None or self.begins(relation, predicate):
            return relation
        return self._relations.get(relation.past, relation)

    def begins(self, relation: Relation, predicate: str) -> bool:
        """True when the predicate phrase starts ``relation``: one of its ``begun_by`` phrases, or
        one of its beginning verbs with one of its tie nouns ("get job at", "start job").

        >>> works_at = load_ontology().relation("WORKS_AT")
        >>> [load_ontology().begins(works_at, p) for p in ("join", "get job at", "work at")]
        [True, True, False]
        """
        phrase = normalise_predicate(predicate)
        if phrase in {normalise_predicate(p) for p in relation.begun_by}:
            return True
        words = phrase.split()
        return 2 <= len(words) <= 3 and self.begun_with(relation, words[0], words[1])

    def begun_with(self, relation: Relation, verb: str, noun: str) -> bool:
        """True when ``verb`` with the tie noun ``noun`` as its object starts ``relation``
        ("start" a "job": WORKS_AT)."""
        return verb.casefold() in relation.beginning_verbs and noun.casefold() in relation.tie_nouns

    def relation_for_tie_noun(self, noun: str) -> Relation | None:
        """The relation a noun names as a tie ("job": WORKS_AT, "band": MEMBER_OF), the first the
        ontology declares with it.

        >>> load_ontology().relation_for_tie_noun("course").name
        'STUDIES_AT'
        """
        return self._tie_nouns.get(noun.casefold())

    def attribute_for_predicate(self, predicate: str) -> Attribute | None:
        return self._attribute_lexicon.get(normalise_predicate(predicate))

    def attribute(self, field: str) -> Attribute | None:
        return self._attributes.get(field)

    def open_relation(self) -> Relation | None:
        """The open tie (:data:`OPEN_RELATION`) that links a statement's subject to the entity its
        value names when no other relation means its predicate, if the ontology declares it."""
        return self._relations.get(OPEN_RELATION)

    def relation_for_field(self, field: str) -> Relation | None:
        """The relation a fact of ``field`` implies when its value names an entity (city → LIVES_IN)."""
        return self._by_field.get(field)

    def is_multi_valued(self, field: str) -> bool:
        """Unknown (open) fields add rather than replace: keeping two values is recoverable,
        silently dropping one is not."""
        attribute = self._attributes.get(field)
        return attribute is None or attribute.cardinality == "many"

    def held_once(self) -> frozenset[str]:
        """The relations whose target has one source at a time: declared so (a pet's owner), one
        of a symmetric kind (a spouse), or the inverse of a single one."""
        return frozenset(
            r.name
            for r in self.relations
            if r.target_cardinality == "one"
            or (r.symmetric and r.cardinality == "one")
            or (r.inverse in self._relations and self._relations[r.inverse].cardinality == "one")
        )

    def ties(self) -> frozenset[str]:
        """The relations that tie a person or an animal to a person: who someone is to whom (a
        relation that reaches things as well, such as liking, says nothing of whose it is)."""
        living = {"Person", "User", "Agent", "Pet"}
        return frozenset(
            r.name
            for r in self.relations
            if r.range & {"Person", "Pet"} and r.range <= living and r.domain & {"Person", "User"}
        )

    def containers(self) -> frozenset[str]:
        """The relations that say which place a place is in, one at a time (LOCATED_IN): what a
        place of one name is told apart by."""
        return frozenset(
            r.name
            for r in self.relations
            if r.cardinality == "one"
            and r.range == {"Place"}
            and "Place" in r.domain
            and not r.domain & {"Person", "User"}
        )

    def edge_is_multi_valued(self, relation: str) -> bool:
        found = self._relations.get(relation)
        return found is None or found.cardinality == "many"


def _either(types: frozenset[str]) -> str:
    names = sorted(types)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


@cache
def _default_document() -> dict[str, Any]:
    text = resources.files("hippograph").joinpath(DEFAULT_FILE).read_text(encoding="utf-8")
    return tomllib.loads(text)


@cache
def default_ontology() -> Ontology:
    """The default ontology, loaded once: for code that reads the shipped vocabulary only (the
    extractor's readers). A deployment's own file goes through :func:`load_ontology`."""
    return load_ontology()


def load_ontology(extra: Path | None = None) -> Ontology:
    """The default ontology, extended by the deployment's file ``extra`` when given.

    A malformed file is a :class:`ConfigurationError` naming the entry and what is wrong."""
    document = _default_document()
    overlay: dict[str, Any] = {}
    if extra is not None:
        try:
            overlay = tomllib.loads(Path(extra).read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ConfigurationError(f"cannot read the ontology file {extra}: {exc}") from exc
    types = list(document["entity_types"])
    types += [t for t in overlay.get("entity_types", []) if t not in types]
    groups = {**document.get("groups", {}), **overlay.get("groups", {})}
    relations = {
        r.name: r for r in (_relation(entry, groups, types) for entry in document.get("relation", []))
    }
    relations.update(
        (r.name, r) for r in (_relation(entry, groups, types) for entry in overlay.get("relation", []))
    )
    attributes = {a.name: a for a in (_attribute(entry) for entry in document.get("attribute", []))}
    attributes.update((a.name, a) for a in (_attribute(entry) for entry in overlay.get("attribute", [])))
    _check_inverses(relations)
    return Ontology(types, relations.values(), attributes.values())


def _relation(entry: Mapping[str, Any], groups: Mapping[str, list[str]], types: list[str]) -> Relation:
    name = _required(entry, "name", "relation")
    if not RELATION_NAME.fullmatch(name):
        raise ConfigurationError(f"ontology relation {name!r} must match {RELATION_NAME.pattern}")
    return Relation(
        name=name,
        description=str(entry.get("description", "")),
        domain=_types(entry.get("domain", []), groups, types, name),
        range=_types(entry.get("range", []), groups, types, name),
        inverse=entry.get("inverse") or None,
        symmetric=bool(entry.get("symmetric", False)),
        cardinality=_cardinality(entry, name),
        lexicon=tuple(str(p) for p in entry.get("lexicon", [])),
        field=entry.get("field") or None,
        ended_by=tuple(str(p) for p in entry.get("ended_by", [])),
        past=entry.get("past") or None,
        begun_by=tuple(str(p) for p in entry.get("begun_by", [])),
        tie_nouns=tuple(str(n).casefold() for n in entry.get("tie_nouns", [])),
        beginning_verbs=tuple(str(v).casefold() for v in entry.get("beginning_verbs", [])),
        target_cardinality=_cardinality(entry, name, "target_cardinality"),
    )


def _attribute(entry: Mapping[str, Any]) -> Attribute:
    name = _required(entry, "name", "attribute")
    if not FIELD_NAME.fullmatch(name):
        raise ConfigurationError(f"ontology attribute {name!r} must match {FIELD_NAME.pattern}")
    domain_id = entry.get("domain_id")
    if domain_id is not None and not (isinstance(domain_id, int) and 1 <= domain_id <= 14):
        raise ConfigurationError(f"ontology attribute {name}: domain_id must be 1..14")
    target = entry.get("target", "user")
    if target not in ("user", "agent"):
        raise ConfigurationError(f"ontology attribute {name}: target must be user or agent")
    return Attribute(
        name=name,
        description=str(entry.get("description", "")),
        domain_id=domain_id,
        cardinality=_cardinality(entry, name),
        lexicon=tuple(str(p) for p in entry.get("lexicon", [])),
        target=cast(Target, target),
    )


def _required(entry: Mapping[str, Any], key: str, kind: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value:
        raise ConfigurationError(f"an ontology {kind} has no {key}: {dict(entry)!r}")
    return value


def _cardinality(entry: Mapping[str, Any], name: str, key: str = "cardinality") -> Cardinality:
    value = entry.get(key, "many")
    if value not in _CARDINALITIES:
        raise ConfigurationError(f"ontology entry {name}: {key} must be one or many, not {value!r}")
    return cast(Cardinality, value)


def _types(names: list[str], groups: Mapping[str, list[str]], types: list[str], owner: str) -> frozenset[str]:
    expanded: set[str] = set()
    for name in names:
        members = groups.get(name, [name])
        for member in members:
            if member not in types:
                raise ConfigurationError(f"ontology relation {owner}: unknown entity type {member!r}")
            expanded.add(member)
    if not expanded:
        raise ConfigurationError(f"ontology relation {owner}: domain and range must name entity types")
    return frozenset(expanded)


def _check_inverses(relations: Mapping[str, Relation]) -> None:
    for relation in relations.values():
        if relation.past is not None and relation.past not in relations:
            raise ConfigurationError(
                f"ontology relation {relation.name}: past {relation.past} is not declared"
            )
        if relation.inverse is not None and relation.inverse not in relations:
            raise ConfigurationError(
                f"ontology relation {relation.name}: inverse {relation.inverse} is not declared"
            )
