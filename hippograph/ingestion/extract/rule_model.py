"""The rule engine's value objects (subjects, clause views, findings, values) and how a finding
becomes facts, entities and edges."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.gate import fragment
from hippograph.ingestion.extract.visits import is_visit
from hippograph.ingestion.extraction import (
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
)
from hippograph.ingestion.rules import (
    FIELDS,
    Rule,
)
from hippograph.lexicon import Kin

_ENTITY_DOMAINS = {"Place": 9, "Org": 7, "Goal": 10, "Person": 6}


# ----------------------------------------------------------------------------------------------
# Small value objects
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _TimePhrase:
    start: int  # the preposition, if any
    end: int
    text: str  # without the preposition
    prep: str | None
    frequency: bool  # "every Monday", "twice a week": a routine, not a date


@dataclass(frozen=True)
class _KinMention:
    start: int
    end: int
    kin: Kin
    name: str  # the relative's name, or "my wife" when none is given
    named: bool


@dataclass(frozen=True)
class _Subject:
    name: str
    kind: str  # self | kin | named | org | thing | attr
    start: int
    end: int
    entity: EntityMention | None = None
    penalty: float = 0.0
    head: Token | None = None


_SELF = _Subject(SPEAKER, "self", 0, 0)


@dataclass
class _View:
    """A clause's predicate with auxiliaries and fillers set aside, for trigger matching."""

    items: list[Token]
    tense: str
    negations: list[int]  # where "not", "never", "n't" stand
    anymore: bool  # "anymore", "no longer": negates the whole clause
    habit_words: list[str]  # "usually", "always" ...
    hedge: float  # multiplier; strong hedges ("might") bring a fact under the floor

    def negated_before(self, index: int) -> bool:
        return self.anymore or any(i <= index for i in self.negations)

    @property
    def negated(self) -> bool:
        return self.anymore or bool(self.negations)

    @property
    def always(self) -> bool:
        return bool({"always", "constantly"} & set(self.habit_words))


@dataclass
class _Finding:
    facts: list[FactCandidate] = field(default_factory=list)
    entities: list[EntityMention] = field(default_factory=list)
    edges: list[EdgeCandidate] = field(default_factory=list)

    def merge(self, other: _Finding) -> None:
        self.facts += other.facts
        self.entities += other.entities
        self.edges += other.edges


@dataclass(frozen=True)
class _Value:
    field_name: str
    text: str
    start: int
    end: int
    entity_type: str | None = None  # an entity for the value, linked by the rule's edge
    metadata: dict[str, str] = field(default_factory=dict)
    followup: int | None = None  # where a follow-up ("as a QA lead") starts
    extra: tuple[_Finding, ...] = ()


@dataclass
class _Sentence:
    span: Span
    times: list[_TimePhrase]
    kin: list[_KinMention]
    blocked_by_negation: bool = False

    @property
    def doc(self) -> Doc:
        return self.span.doc


@dataclass(frozen=True)
class _Clause:
    subject: _Subject
    start: int  # where the predicate starts
    reporter: str | None  # "people" in "people say I talk too fast"
    hedge: float


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace(" - ", "-")).strip(" ,")


def _words(tokens: Iterable[Token]) -> str:
    return _clean("".join(t.text_with_ws for t in tokens))


def _forms(token: Token) -> set[str]:
    return {token.lemma_.lower(), token.lower_}


# ----------------------------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------------------------


def _simple(
    subject: _Subject, field_name: str, value: str, confidence: float, meta: dict[str, str] | None = None
) -> _Finding:
    spec = FIELDS[field_name]
    fact = FactCandidate(spec.target, spec.domain_id, field_name, value, confidence, subject.name, meta or {})
    finding = _Finding(facts=[fact])
    _add_subject(finding, subject, None)
    return finding


def _add_subject(finding: _Finding, subject: _Subject, rule: Rule | None) -> None:
    if subject.entity is not None:
        finding.entities.append(subject.entity)
        if subject.entity.relation_to_speaker:
            finding.edges.append(EdgeCandidate(SPEAKER, subject.name, subject.entity.relation_to_speaker))
    elif subject.kind in {"named", "org"}:
        label = subject.head.ent_type_ if subject.head is not None else ""
        by_ner = {"ORG": "Org", "GPE": "Place", "LOC": "Place", "FAC": "Place"}.get(label, "Person")
        kind = rule.subject_type if rule is not None and rule.subject_type else by_ner
        finding.entities.append(EntityMention(subject.name, kind))


def _emit(rule: Rule, value: _Value, subject: _Subject, confidence: float) -> _Finding:
    if "relation" in value.metadata:  # "I have a sister named Ana"; "Bob is my friend" (no text)
        kin = Kin(value.metadata["relation"], value.field_name)
        if value.text and subject.kind in {"named", "kin", "org"}:  # "Rosa has a brother named Luis"
            finding = _kin_finding(value.text, kin, confidence, owner=subject.name)
            _add_subject(finding, subject, None)
            finding.entities = [  # whoever has a brother is a person
                replace(e, type="Person") if e.name == subject.name else e for e in finding.entities
            ]
            return finding
        return _kin_finding(value.text or subject.name, kin, confidence)
    # a value may name its own open field ("rent" of an expense): it keeps the rule's domain
    spec = FIELDS.get(value.field_name) or FIELDS[rule.field]
    text = rule.template.format(value.text) if value.field_name == rule.field else value.text
    fact = FactCandidate(
        spec.target, spec.domain_id, value.field_name, text, confidence, subject.name, dict(value.metadata)
    )
    finding = _Finding(facts=[fact])
    _add_subject(finding, subject, rule)
    if value.entity_type is not None:
        name = value.metadata.get("name", value.text)
        # "I'm married to Jane": Jane is the speaker's relative too
        relative = rule.edge if subject.kind == "self" and value.entity_type == "Person" else None
        finding.entities.append(
            EntityMention(name, value.entity_type, _ENTITY_DOMAINS.get(value.entity_type), relative)
        )
        relation = rule.edge or {"Goal": "PURSUES", "Concept": "HAS_PET"}.get(value.entity_type)
        if value.field_name == "language":
            relation = "SPEAKS"
        if relation is not None:
            finding.edges.append(EdgeCandidate(subject.name, name, relation))
    for extra in value.extra:
        finding.merge(extra)
    return finding


def _kin_finding(name: str, kin: Kin, confidence: float, owner: str = SPEAKER) -> _Finding:
    """A relative of ``owner`` (the speaker unless said otherwise): a Person entity, the edge from
    the owner and, if named, a D6 fact."""
    spec = FIELDS[kin.field]
    named = not name.lower().startswith(("my ", "our "))
    facts = [FactCandidate(spec.target, spec.domain_id, kin.field, name, confidence, owner)] if named else []
    return _Finding(
        facts=facts,
        entities=[EntityMention(name, "Person", 6, kin.relation if owner == SPEAKER else None)],
        edges=[EdgeCandidate(owner, name, kin.relation)],
    )


def _dedupe(result: Extraction) -> None:
    facts: dict[tuple[str, str, str, str], FactCandidate] = {}
    for fact in result.facts:
        whatever = fact.status == "ended" and not fact.value  # "we broke up": whoever it was
        if fragment(fact.value) and not whatever:
            continue  # the quality gate holds for the rule table's values too
        # one value, one statement
        # ... and its end apart: "used to work at X" is both former_employer X and employer X ended
        key = (fact.target, fact.entity_name, fact.field if whatever else fact.status, fact.value.lower())
        if is_visit(fact.field):  # a visit from a relative is no restatement of the relation
            key = (fact.target, fact.entity_name, f"{fact.field} {fact.status}", fact.value.lower())
        if key not in facts or facts[key].confidence < fact.confidence:
            facts[key] = fact
    result.facts = list(facts.values())
    entities: dict[str, EntityMention] = {}
    for entity in result.entities:
        known = entities.get(entity.name)
        if known is None or (known.relation_to_speaker is None and entity.relation_to_speaker):
            entities[entity.name] = entity
            known, entity = entity, known or entity
        # what either reading knew stays: "my brother Idris" is male whichever one is kept
        entities[entity.name] = replace(
            known,
            descriptor=known.descriptor or entity.descriptor,
            gender=known.gender or entity.gender,
        )
    result.entities = list(entities.values())
    edges: dict[tuple[str, str, str], EdgeCandidate] = {}
    for edge in result.edges:
        edges.setdefault((edge.source_name, edge.target_name, edge.relation), edge)
    result.edges = list(edges.values())
