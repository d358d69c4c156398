"""The optional LLM pass: spaCy first, then an LLM that sees spaCy's entities as hints.

:class:`LLMExtractor` wraps any base :class:`~hippograph.ingestion.extraction.Extractor`. The LLM's
answer is untrusted input: it is validated field by field (domains, entity types and relation
names against the vocabulary) before anything leaves this module. An answer that fails validation,
or an :class:`~hippograph.errors.LLMError`, is retried once; after that the base extraction is
returned unchanged, with a :class:`~hippograph.ingestion.extraction.Skipped` entry saying why. LLM
trouble never raises: remembering still works, only less richly.

Both extractors give the same shapes: open fields, subjects other than the user, statements that
have ended, time expressions, and only relation types the ontology declares (an undeclared one
makes the answer invalid, so the retry tells the model which rule it broke). The LLM can only add
to what spaCy found: it replaces a spaCy value only of a single-valued field, where a turn holds
one value anyway. The merged extraction is finished as the offline one is (:func:`settled`):
titles dropped from people's names, edges mapped again and entities retyped by the ontology.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Hashable, Iterable
from typing import Annotated, Final, Literal, TypeVar

import pydantic
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from hippograph.errors import InvalidIdentifierError, LLMError, OntologyError
from hippograph.graph.domains import DOMAIN_IDS, DOMAINS
from hippograph.graph.vocabulary import ENTITY_TYPES, entity_label, relation_type
from hippograph.ingestion.extract.conform import conform, remap
from hippograph.ingestion.extract.honorifics import drop_honorifics
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    Extractor,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.llm_client import LLMClient
from hippograph.ontology import Ontology, load_ontology

_T = TypeVar("_T")

MIN_CONFIDENCE: Final = 0.6
ATTEMPTS: Final = 2  # the first try and one retry

# Names the LLM may use for the two fixed entities (the prompt asks for "user" and "agent").
SPEAKER_NAMES: Final = frozenset({"user", "me", "i", "myself", "speaker", SPEAKER})
AGENT_NAMES: Final = frozenset({"agent", "assistant", "you", AGENT})

_DOMAIN_LINES = "\n".join(f"  {d.id}. {d.name}: {d.description}" for d in DOMAINS)
_TYPE_CHOICES = " | ".join(ENTITY_TYPES)


def _relation_lines(ontology: Ontology) -> str:
    return "\n".join(
        f"  {r.name}: {r.description} ({'/'.join(sorted(r.domain))} -> {'/'.join(sorted(r.range))})"
        for r in ontology.relations
    )


def system_prompt(ontology: Ontology) -> str:
    """The instructions, with the relation types ``ontology`` declares."""
    return _PROMPT.format(relations=_relation_lines(ontology))


_PROMPT: Final = f"""\
You extract long-term memories from one message a user sent to their AI assistant.

Extract facts, entities and relationships worth remembering for months.
Classify each fact by target:
- "user": facts about the user, their life, people, preferences and world.
- "agent": facts about the assistant itself: nicknames the user gives it, feedback on its tone,
  corrections of its behaviour, how the user wants it to communicate, how much autonomy it has.
Skip greetings, small talk, passing opinions, questions and anything hypothetical.

Every fact has a domain_id from this list:
{_DOMAIN_LINES}

The input is a JSON object: "text" is the message; "entity_hints" lists entities a fast
named-entity tagger found in it (confirm, retype or ignore them, and add any it missed);
"previous_error", when present, says why your previous answer was rejected.

Answer with one JSON object and nothing else, exactly of this shape:
{{{{"facts": [{{{{"target": "user" | "agent", "domain_id": 1-14, "field": "snake_case_predicate",
             "value": "the object or complement as a short phrase", "confidence": 0.0-1.0,
             "entity_name": "who the fact is about", "status": "current" | "ended",
             "when": "a time expression of the text, as written, or null",
             "value_entity": "the entity the value names, or null"}}}}],
 "entities": [{{{{"name": "as written", "type": "{_TYPE_CHOICES}", "domain_id": 1-14}}}}],
 "edges": [{{{{"source_name": "entity name", "target_name": "entity name",
             "relation": "one of the relation types below", "status": "current" | "ended"}}}}]}}}}

Rules:
- entity_name is "user" for facts about the user and "agent" for facts about the assistant;
  for facts about someone or something else (a friend, a company, a pet), use that entity's name
  as written.
- field names the predicate ("coach", "work_at", "allergy"); value is its object, not the clause.
- status is "ended" for what the text says is no longer true ("no longer", "used to", "quit").
- In edges, write "user" for the user and "agent" for the assistant. Use only these relation
  types, between the entity types they allow (source -> target):
{{relations}}
- confidence: 1.0 for facts stated plainly, lower when implied or uncertain.
- Use empty lists when there is nothing worth remembering.
"""

SYSTEM_PROMPT: Final = system_prompt(load_ontology())  # with the default ontology

# --- the answer's schema -------------------------------------------------------------------------
# Lengths are generous for real values and small enough to stop a runaway answer.
Name = Annotated[str, Field(min_length=1, max_length=120)]


def _domain_id(value: int) -> int:
    if value not in DOMAIN_IDS:
        raise ValueError(f"domain_id must be one of {min(DOMAIN_IDS)}..{max(DOMAIN_IDS)}")
    return value


def _vocabulary_check(check: Callable[[str], str], rule: str) -> AfterValidator:
    """Runs a ``graph.vocabulary`` check, as a pydantic error rather than our own exception.

    The message states the rule without quoting the value: it goes back to the model in the retry
    and into ``Skipped`` reasons, and a rejected value may be an injection attempt.
    """

    def validate(value: str) -> str:
        try:
            return check(value)
        except InvalidIdentifierError as exc:
            raise ValueError(rule) from exc

    return AfterValidator(validate)


DomainId = Annotated[int, AfterValidator(_domain_id)]


class _Answer(BaseModel):
    # Extra keys are ignored (models like to add "reasoning"); wrong values are not.
    model_config = ConfigDict(str_strip_whitespace=True, coerce_numbers_to_str=True, frozen=True)


class LLMFact(_Answer):
    target: Literal["user", "agent"]
    domain_id: DomainId
    field: Annotated[str, Field(min_length=1, max_length=80)]
    value: Annotated[str, Field(min_length=1, max_length=500)]
    confidence: Annotated[float, Field(ge=0.0, le=1.0)]
    entity_name: Annotated[str, Field(max_length=120)] | None = None
    status: Literal["current", "ended"] = "current"
    when: Annotated[str, Field(max_length=120)] | None = None
    value_entity: Annotated[str, Field(max_length=120)] | None = None


class LLMEntity(_Answer):
    name: Name
    type: Annotated[
        str,
        Field(max_length=40),
        _vocabulary_check(entity_label, f"must be one of {_TYPE_CHOICES}"),
    ]
    domain_id: DomainId | None = None


class LLMEdge(_Answer):
    source_name: Name
    target_name: Name
    relation: Annotated[
        str,
        Field(max_length=60),
        _vocabulary_check(relation_type, "must be UPPER_SNAKE_CASE and not a reserved relation"),
    ]
    status: Literal["current", "ended"] = "current"

    @field_validator("relation")
    @classmethod
    def _declared(cls, value: str, info: ValidationInfo) -> str:
        ontology = info.context.get("ontology") if isinstance(info.context, dict) else None
        if ontology is not None:
            try:
                ontology.relation(value)
            except OntologyError as exc:
                raise ValueError(f"relation {value} is not declared; use one of the listed types") from exc
        return value


class LLMAnswer(_Answer):
    facts: Annotated[list[LLMFact], Field(max_length=100)] = []
    entities: Annotated[list[LLMEntity], Field(max_length=100)] = []
    edges: Annotated[list[LLMEdge], Field(max_length=100)] = []


class InvalidAnswer(Exception):
    """The LLM's text is not JSON of :class:`LLMAnswer`'s shape. Never leaves this module."""


def parse_answer(raw: str, ontology: Ontology | None = None) -> LLMAnswer:
    """The validated answer, or :class:`InvalidAnswer` with a short reason (no echoed input).
    With ``ontology``, every edge's relation type must be declared in it."""
    try:
        return LLMAnswer.model_validate_json(_strip_code_fence(raw), context={"ontology": ontology})
    except pydantic.ValidationError as exc:
        raise InvalidAnswer(_summary(exc)) from exc


# --- the extractor -------------------------------------------------------------------------------
class LLMExtractor:
    """Base extraction, enriched by an LLM; degrades to the base extraction when the LLM fails.

    >>> client = OpenAIChatClient("https://api.openai.com/v1", "gpt-4o-mini", key)  # doctest: +SKIP
    >>> extractor = LLMExtractor(SpacyExtractor(nlp), client)  # doctest: +SKIP
    >>> extractor.extract("My sister Ana lives in Porto.").entities  # doctest: +SKIP
    """

    def __init__(self, base: Extractor, client: LLMClient, ontology: Ontology | None = None) -> None:
        self._base = base
        self._client = client
        self._ontology = ontology or load_ontology()
        self._prompt = system_prompt(self._ontology)

    def extract(self, text: str) -> Extraction:
        base = self._base.extract(text)
        previous_error: str | None = None
        reason = ""
        for _ in range(ATTEMPTS):
            try:
                raw = self._client.complete_json(self._prompt, user_message(text, base, previous_error))
                answer = parse_answer(raw, self._ontology)
            except LLMError as exc:
                previous_error = None  # the model never saw the request; nothing to correct
                reason = exc.message
            except InvalidAnswer as exc:
                previous_error = reason = f"invalid answer: {exc}"
            else:
                return settled(base, to_extraction(answer), self._ontology)
        return _with_skipped(base, [Skipped(text, reason=f"llm: {reason} (after {ATTEMPTS} attempts)")])


def user_message(text: str, base: Extraction, previous_error: str | None = None) -> str:
    """The user turn of the prompt: a JSON object, so the text cannot pose as instructions."""
    hints = [{"name": e.name, "type": e.type} for e in base.entities]
    message: dict[str, object] = {"text": text, "entity_hints": hints}
    if previous_error:
        message["previous_error"] = previous_error
    return json.dumps(message, ensure_ascii=False)


def to_extraction(answer: LLMAnswer) -> Extraction:
    """The answer as extraction values; facts under :data:`MIN_CONFIDENCE` become ``skipped``."""
    extraction = Extraction()
    for fact in answer.facts:
        candidate = FactCandidate(
            target=fact.target,
            domain_id=fact.domain_id,
            field=fact.field,
            value=fact.value,
            confidence=fact.confidence,
            entity_name=_fact_subject(fact),
            value_entity=_reference(fact.value_entity) if fact.value_entity else None,
            status=fact.status,
            when=fact.when or None,
        )
        if candidate.confidence < MIN_CONFIDENCE:
            extraction.skipped.append(Skipped(f"{fact.field}: {fact.value}", "low confidence"))
        else:
            extraction.facts.append(candidate)
    extraction.entities = [
        EntityMention(name=e.name, type=e.type, domain_id=e.domain_id)
        for e in answer.entities
        # The user and the assistant are fixed entities the resolver knows; never new nodes.
        if _fixed_reference(e.name) is None
    ]
    extraction.edges = [
        EdgeCandidate(_reference(e.source_name), _reference(e.target_name), e.relation, status=e.status)
        for e in answer.edges
    ]
    return extraction


def merge(base: Extraction, llm: Extraction, ontology: Ontology | None = None) -> Extraction:
    """The union of both. The LLM replaces a base fact only on the same (entity, field) of a
    single-valued field (the turn holds one value of it anyway); of every other field, both
    extractors' values are kept, once each. The LLM wins entity types by name.

    A base entity's ``relation_to_speaker`` (which the LLM schema has no place for) survives on the
    LLM's version of the same entity.
    """
    ontology = ontology or load_ontology()
    replaced = {_fact_key(f) for f in llm.facts if not ontology.is_multi_valued(f.field)}
    facts = _unique(
        llm.facts + [f for f in base.facts if _fact_key(f) not in replaced],
        key=lambda f: (*_fact_key(f), f.value.strip().casefold()),
    )

    base_entities = {e.name.casefold(): e for e in base.entities}
    entities = _unique(
        (_enrich(e, base_entities.get(e.name.casefold())) for e in llm.entities + base.entities),
        key=lambda e: e.name.casefold(),
    )
    edges = _unique(
        llm.edges + base.edges,
        key=lambda e: (e.source_name.casefold(), e.target_name.casefold(), e.relation.upper()),
    )
    return Extraction(facts, entities, edges, base.skipped + llm.skipped)


def settled(base: Extraction, llm: Extraction, ontology: Ontology) -> Extraction:
    """:func:`merge` of the two, finished as the offline extractor finishes its own: people
    without their titles ("Mr. Haddad" is the base's "Haddad"), then, with the entities' final
    types (the LLM's win), each edge those types refuse mapped again from its predicate ("work
    with" between two people, where NER had taken one for an organisation), and each entity an
    edge still refuses retyped when another type of the relation fits it (a pet the LLM called a
    person). Mapping comes before retyping here: the LLM read the whole text, so its types are
    evidence an edge should follow, where offline NER's guesses are what conforms."""
    llm = _with_skipped(llm, [])  # a copy: the titles go in place
    drop_honorifics(llm)
    merged = merge(base, llm, ontology)  # fresh lists: the base extraction never changes
    remap(merged, ontology)
    conform(merged, ontology)
    return merged


# --- helpers -------------------------------------------------------------------------------------
def _fact_subject(fact: LLMFact) -> str:
    if fact.target == "agent":
        return AGENT
    if not fact.entity_name:
        return SPEAKER
    return _reference(fact.entity_name)


def _fixed_reference(name: str) -> str | None:
    folded = name.strip().casefold()
    if folded in SPEAKER_NAMES:
        return SPEAKER
    if folded in AGENT_NAMES:
        return AGENT
    return None


def _reference(name: str) -> str:
    return _fixed_reference(name) or name


def _fact_key(fact: FactCandidate) -> tuple[str, str]:
    return fact.entity_name.casefold(), fact.field.strip().casefold()


def _enrich(entity: EntityMention, base: EntityMention | None) -> EntityMention:
    if base is None or base is entity:
        return entity
    return dataclasses.replace(
        entity,
        domain_id=entity.domain_id if entity.domain_id is not None else base.domain_id,
        relation_to_speaker=entity.relation_to_speaker or base.relation_to_speaker,
    )


def _unique(items: Iterable[_T], key: Callable[[_T], Hashable]) -> list[_T]:
    """``items`` without repeats by ``key``; the first one wins."""
    seen: set[Hashable] = set()
    kept: list[_T] = []
    for item in items:
        if (k := key(item)) not in seen:
            seen.add(k)
            kept.append(item)
    return kept


def _with_skipped(extraction: Extraction, skipped: list[Skipped]) -> Extraction:
    # A copy: the base extractor may hand out shared objects, which must never change under it.
    return Extraction(
        list(extraction.facts),
        list(extraction.entities),
        list(extraction.edges),
        [*extraction.skipped, *skipped],
    )


def _strip_code_fence(raw: str) -> str:
    """Some local servers ignore JSON mode and wrap the object in a Markdown fence anyway."""
    text = raw.strip()
    if text.startswith("```") and text.endswith("```"):
        text = text[3:-3]
        text = text.removeprefix("json")
    return text


def _summary(exc: pydantic.ValidationError) -> str:
    first = exc.errors(include_url=False, include_input=False)[0]
    location = ".".join(str(part) for part in first["loc"])
    more = f" (+{exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    return f"{location + ': ' if location else ''}{first['msg']}{more}"
