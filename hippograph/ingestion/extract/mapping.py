"""Predicates onto fields and relation types.

A clause's predicate is a lemma phrase ("coach", "work at", "be allergic to"). The ontology
(:mod:`hippograph.ontology`) maps it onto a declared attribute (the fact's field becomes the
attribute's name) and a declared relation (an edge when the value names an entity); a predicate it
does not know stays a fact whose field is the predicate itself, written as read ("coach at").
"""

from __future__ import annotations

from dataclasses import dataclass

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.rules import FIELDS, LEARNERS, OCCUPATIONS
from hippograph.ontology import default_ontology

# Until every deployment ships an ontology lexicon: the predicates the old rule table already
# understood, by their lemma phrase. The ontology, when present, is asked first.
_LOCAL_RELATIONS: dict[str, tuple[str, frozenset[str]]] = {
    "own": ("OWNS", frozenset({"Product", "Org", "Place"})),
    "adopt": ("HAS_PET", frozenset({"Pet"})),
    "live in": ("LIVES_IN", frozenset({"Place"})),
    "be from": ("FROM", frozenset({"Place"})),
    "come from": ("FROM", frozenset({"Place"})),
    "bear in": ("BORN_IN", frozenset({"Place"})),
    "be bear in": ("BORN_IN", frozenset({"Place"})),
    "work at": ("WORKS_AT", frozenset({"Org"})),
    "work for": ("WORKS_AT", frozenset({"Org"})),
    "coach at": ("WORKS_AT", frozenset({"Org"})),
    "teach at": ("WORKS_AT", frozenset({"Org"})),
    "study at": ("STUDIES_AT", frozenset({"Org"})),
    "be in": ("LOCATED_IN", frozenset({"Place"})),
    "be locate in": ("LOCATED_IN", frozenset({"Place"})),
    "be base in": ("HEADQUARTERED_IN", frozenset({"Place"})),
    "visit": ("VISITED", frozenset({"Place"})),
    "go to": ("VISITED", frozenset({"Place"})),
    "move to": ("LIVES_IN", frozenset({"Place"})),
    "marry": ("MARRIED_TO", frozenset({"Person"})),
    "be marry to": ("MARRIED_TO", frozenset({"Person"})),
    "be engage to": ("ENGAGED_TO", frozenset({"Person"})),
    "date": ("PARTNER_OF", frozenset({"Person"})),
    "attend": ("ATTENDS", frozenset({"Org", "Event"})),
    "join": ("MEMBER_OF", frozenset({"Org"})),
    "be member of": ("MEMBER_OF", frozenset({"Org"})),
    "have": ("HAS_PET", frozenset({"Pet"})),
    "speak": ("SPEAKS", frozenset({"Concept"})),
    "like": ("LIKES", frozenset({"Work", "Product", "Org", "Place", "Event"})),
    "love": ("LIKES", frozenset({"Work", "Product", "Org", "Place", "Event"})),
    "play in": ("MEMBER_OF", frozenset({"Org"})),
    "lead": ("MANAGES", frozenset({"Org"})),
}
_LOCAL_FIELDS: dict[str, str] = {
    "be allergic to": "allergy",
    "speak": "language",
    "be fluent in": "language",
    "live in": "city",
    "move to": "city",
    "work at": "employer",
    "work for": "employer",
    "work as": "role",
    "be bear in": "birthplace",
    "be from": "origin",
    "come from": "origin",
    "hate": "dislike",
    "dislike": "dislike",
    "can not stand": "dislike",
    "enjoy": "like",
    "love": "like",
    "like": "like",
    "be fan of": "like",
    "be big fan of": "like",
    "be into": "like",
}
# Predicates too general to name an attribute by themselves ("have" a cat is no condition).
GENERIC = frozenset({"have", "get", "take", "make", "do", "give", "keep", "find"})
WORK_VERBS = frozenset(
    "work coach teach manage intern lead consult serve nurse cook train design code".split()  # noqa: SIM905
)
_PLACE_FIELDS = frozenset({"city", "employer", "origin", "birthplace"})
_DISLIKE_OF = {"like": "dislike", "love": "dislike", "enjoy": "dislike", "be fan of": "dislike"}


@dataclass(frozen=True)
class Mapped:
    field: str
    domain_id: int | None
    relation: str | None  # a declared relation type for an edge, when the value is an entity
    target: str  # "user" or "agent"


def negated_predicate(predicate: str) -> str | None:
    """ "not like" is a dislike; other negated predicates stay negated in their field."""
    return _DISLIKE_OF.get(predicate)


def map_predicate(
    predicate: str, value_type: str | None, *, companion: bool = False, past: bool = False
) -> Mapped:
    """The field, domain and relation for a predicate whose value has ``value_type`` (an entity
    type) or is not an entity (None). ``companion``: the value is who the subject did it with
    ("volunteered with my family"), so no attribute of the thing done applies; the predicate
    stays its own field and only a relation between people may be stated. ``past``: said in the
    simple past, a tie the ontology declares a past counterpart of is that one ("taught at X":
    WORKED_AT, its field former_employer).

    >>> [map_predicate("teach at", "Org", past=p).relation for p in (False, True)]
    ['WORKS_AT', 'WORKED_AT']
    """
    if companion:
        return Mapped(_display(predicate), None, _people_relation(predicate, value_type), "user")
    ontology = default_ontology()
    relation: str | None = None
    field, domain_id, target = _display(predicate), None, "user"
    attribute = ontology.attribute_for_predicate(predicate)
    if attribute is not None and predicate not in GENERIC:
        field, domain_id, target = attribute.name, attribute.domain_id, attribute.target
    if value_type is not None:
        found = ontology.relation_for_predicate(predicate, None, value_type)
        if found is not None and value_type in found.range:
            relation = found.name
    if field == _display(predicate) and predicate in _LOCAL_FIELDS:
        field = _LOCAL_FIELDS[predicate]
    if value_type is None and predicate in _LOCAL_RELATIONS and field in _PLACE_FIELDS:
        field, domain_id = _display(predicate), None  # "I work at home": not an employer
    if relation is None and value_type is not None and predicate in _LOCAL_RELATIONS:
        name, types = _LOCAL_RELATIONS[predicate]
        if value_type in types:
            relation = name
    if relation is None and value_type in {"Product", "Org"} and predicate == "have":
        relation = "OWNS"
    words = predicate.split()
    at_work = len(words) == 2 and words[1] in {"at", "for"} and words[0] in WORK_VERBS
    if relation is None and value_type == "Org" and at_work:  # "coaches at", "volunteers for"
        relation = "WORKS_AT"
    if relation is None and value_type == "Place" and _kind_in(words):  # "is a jazz bar in Soho"
        found = ontology.relation_for_predicate("be in", None, value_type)
        relation = found.name if found is not None else None
    if past and relation is not None:
        field, relation = _in_past(predicate, field, relation)
    spec = FIELDS.get(field)
    if spec is not None and domain_id is None:
        domain_id = spec.domain_id
    return Mapped(field, domain_id, relation, target)


def kind_located(field: str) -> bool:
    """ "is restaurant in" (a fact's field), "be bar in" (a predicate): a thing of a kind said to
    be in a place -- where it is (``LOCATED_IN``), once its value is known to be a place."""
    return _kind_in(field.split())


def _kind_in(words: list[str]) -> bool:
    if len(words) != 3 or words[0] not in {"be", "is"} or words[2] != "in":
        return False
    return type_for_descriptor(words[1]) in {"Org", "Place", "Event"}


def _in_past(predicate: str, field: str, relation: str) -> tuple[str, str]:
    """The field and relation of a tie said in the simple past, as the ontology declares them."""
    ontology = default_ontology()
    present = ontology.relation(relation)
    found = ontology.in_past(present, predicate)
    if found.name == present.name:
        return field, relation
    if present.field is not None and field == present.field and found.field is not None:
        field = found.field  # "employer" of the tie now, "former_employer" of the one before
    return field, found.name


def _people_relation(predicate: str, value_type: str | None) -> str | None:
    """ "works with Tomas": the relation between people the predicate states; else, for anything
    done with a named person ("grabbed coffee with Dmitri"), that the subject knows them."""
    if value_type is None:
        return None
    ontology = default_ontology()
    found = ontology.relation_for_predicate(predicate, None, value_type)
    if found is not None and value_type in found.range:
        return found.name
    return "KNOWS" if value_type == "Person" and ontology.has_relation("KNOWS") else None


def field_relation(field: str, source_type: str, target_type: str, *, owned: bool = False) -> str | None:
    """The relation a possessed noun states when its value is an entity: "my son's school is
    Maplewood Elementary" (the field "school") is the son STUDIES_AT it, as the ontology declares
    the relation whose attribute that field is; None when none is declared or domain or range
    refuse the types.

    ``owned``: the noun is said of its owner with "be" ("Gabriel's dog is Pepper"): the relation
    the noun names stands whatever its domain says (the edge is conformed later), and a pet or a
    product the noun names (whatever NER took the name for) is had by the owner.

    >>> field_relation("school", "Person", "Org"), field_relation("dog", "Person", "Person", owned=True)
    ('STUDIES_AT', 'HAS_PET')
    """
    ontology = default_ontology()
    declared = ontology.relation_for_field(field)
    found = declared or ontology.relation_for_predicate(field, None, target_type)
    in_domain = found is not None and (source_type in found.domain or source_type == "User")
    if found is not None and target_type in found.range and in_domain:
        return str(found.name)
    if not owned:
        return None
    if declared is not None and target_type in declared.range:
        return str(declared.name)
    kind = type_for_descriptor(field.split()[-1]) or target_type  # "cat": a pet, whatever NER said
    return map_predicate("have", kind).relation if kind in {"Pet", "Product"} else None


def doer_relation(noun: str) -> str | None:
    """The relation a noun for the one who does a verb states from that person to whoever has them:
    "my tutor Kenji" is Kenji MENTORS the speaker (the verb "tutor"), "my trainer Dana" Dana
    MENTORS them; None for a noun that names no verb of a relation between people.

    >>> doer_relation("tutor"), doer_relation("trainer"), doer_relation("dentist")
    ('MENTORS', 'MENTORS', None)
    """
    ontology = default_ontology()
    word = noun.casefold().split()[-1] if noun.strip() else ""  # "swimming coach": a coach
    stems = [word] + [word[: -len(end)] for end in ("er", "or", "r") if word.endswith(end) and len(word) > 4]
    for stem in stems:
        found = ontology.relation_for_predicate(stem, "Person", "Person")
        if found is not None and found.name not in _TIES:
            return str(found.name)
    return None


_TIES = frozenset({"KNOWS", "RELATES_TO"})  # a tie any noun may state: no direction to set


def _display(predicate: str) -> str:
    """The field of an open predicate: its lemma phrase, the copula written "is"."""
    words = predicate.split()
    if words[:2] == ["not", "be"]:
        words[:2] = ["is", "not"]
    elif words and words[0] == "be":
        words[0] = "is"
    return " ".join(words)


def role_predicate(noun: str) -> str:
    """The predicate of a place said after a role: "a student at Oxford" studies there, "a nurse at
    St Luke's" works there; after any other noun the place is only where that thing is ("a
    house in Lyon": be house in)."""
    word = noun.casefold()
    if not word.isalpha():
        return "be"  # not a noun of one word: the place is where the subject is
    if word in LEARNERS:
        return "study"
    if word in OCCUPATIONS or word.removesuffix("s") in OCCUPATIONS:
        return "work"
    return f"be {word}"
