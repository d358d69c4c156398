"""What an extractor returns, and the protocol every extractor implements.

Extractors are pure: text in, :class:`Extraction` out, no database. Names in facts and edges are
entity names as written, or one of two references that the resolver maps to fixed entities:

- :data:`SPEAKER` -- whoever said the turn ("I", "me", "my"): the user, or the named speaker;
- :data:`AGENT` -- the assistant itself ("you", "your" in an instruction to it); in a turn whose
  ``Turn.addressee`` is set (an imported conversation between two people) the pipeline maps it to
  that person instead;
- a pronoun reference (:func:`pronoun_ref`, e.g. ``"@pronoun:she"``) -- "he", "she", "they", "it"
  whose antecedent is not in the same message: the pipeline resolves it to the most recent
  compatible entity of the session (across turns), or drops the statement with a reason.

Statements are open: a fact's ``field`` names its predicate ("coach", "work at", "allergy"), not
only a field of a fixed table. The ontology (``hippograph.ontology``) maps predicates onto declared
relation types and attributes; a predicate it does not know stays a fact with its own field.
A statement the sentence marks as no longer true ("no longer", "used to", "quit", "not ...
anymore") has ``status="ended"``: the pipeline closes the matching fact and edge instead of
dropping the statement. ``when`` carries a time expression of the sentence ("last month", "on
Friday") as written; the pipeline resolves it against the turn's own time.

>>> Extraction().is_empty
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

Target = Literal["user", "agent"]

SPEAKER = "@speaker"
AGENT = "@agent"
PRONOUN_PREFIX = "@pronoun:"
# The subject and field of an elliptic correction ("It's Lisbon, not Porto."): those of the stored
# fact whose value is the wrong one, found by the pipeline (``hippograph.ingestion.corrected``).
CORRECTED = "@corrected"
# The kind of value a correction that names no wrong one ("Sorry, I meant 34.") replaces when the
# right value is a number (else the entity type it names), in its metadata's "kind".
NUMBER_KIND = "number"
PRONOUNS: frozenset[str] = frozenset({"he", "she", "they", "it"})

Status = Literal["current", "ended"]
Gender = Literal["female", "male"]


def pronoun_ref(pronoun: str) -> str:
    """The reference a statement uses for an unresolved "he"/"she"/"they"/"it".

    >>> pronoun_ref("She")
    '@pronoun:she'
    """
    word = pronoun.casefold()
    if word not in PRONOUNS:
        raise ValueError(f"not a pronoun reference: {pronoun!r}")
    return PRONOUN_PREFIX + word


# A capitalised common noun in a name's place at the start of a sentence ("Biscuit is treated at
# ..."): a name only when the session named someone or something so (``hippograph.ingestion.subjects``).
NAMED_PREFIX = PRONOUN_PREFIX + "named:"


def named_ref(word: str) -> str:
    """The reference a statement uses for a word that may be a name or a common noun.

    >>> named_ref("Biscuit")
    '@pronoun:named:Biscuit'
    """
    return NAMED_PREFIX + word


def is_reference(name: str) -> bool:
    """True for the speaker, the agent and pronoun references: names the pipeline maps itself."""
    return name in (SPEAKER, AGENT, CORRECTED) or name.startswith(PRONOUN_PREFIX)


@dataclass(frozen=True)
class EntityMention:
    """An entity named in the text. ``relation_to_speaker`` is set for "my brother Tom" (SIBLING_OF)
    and lets the resolver find an already-known entity from the relation alone ("my brother")."""

    name: str
    type: str  # one of graph.vocabulary.ENTITY_TYPES
    domain_id: int | None = None
    relation_to_speaker: str | None = None
    descriptor: str | None = None  # the common noun that introduced it: "cat", "neighbour", "dentist"
    gender: Gender | None = None  # when the text says (kin words, "she" referring to it)
    # The word that sets it apart from another of its kind ("other" in "my other friend Olu"): a
    # known entity of the same name is someone else (see ``hippograph.ingestion.resolver``).
    distinct: str | None = None
    # Introduced as new to the hearer ("a cat named Luna"): a known namesake that belongs to someone
    # else is another individual (see ``hippograph.ingestion.holders``).
    introduced: bool = False


@dataclass(frozen=True)
class FactCandidate:
    """One atomic fact: ``field=value`` about ``entity_name`` (default: the speaker)."""

    target: Target
    domain_id: int | None  # None: the pipeline picks one by embedding similarity
    field: str
    value: str
    confidence: float
    entity_name: str = SPEAKER
    metadata: dict[str, str] = dataclasses.field(default_factory=dict)  # e.g. {"deadline": "next summer"}
    value_entity: str | None = None  # the value names this entity (one of the entities): linked to it
    status: Status = "current"  # "ended": the sentence says it is no longer true
    when: str | None = None  # a time expression of the sentence, as written ("last month")
    correction: bool = False  # "actually ...", "I was wrong, ...": replaces what was said before


@dataclass(frozen=True)
class EdgeCandidate:
    source_name: str
    target_name: str
    relation: str  # checked against the ontology (declared, domain and range) before any write
    status: Status = "current"
    when: str | None = None
    confidence: float = 0.8
    predicate: str | None = None  # the open predicate it was mapped from ("coach at")

    @classmethod
    def of_fact(cls, fact: FactCandidate, source: str, target: str, relation: str) -> EdgeCandidate:
        """The tie a fact states: its status, time and confidence, its field as the predicate."""
        return cls(
            source,
            target,
            relation,
            status=fact.status,
            when=fact.when,
            confidence=fact.confidence,
            predicate=fact.field,
        )


@dataclass(frozen=True)
class Skipped:
    text: str
    reason: str


@dataclass
class Extraction:
    facts: list[FactCandidate] = dataclasses.field(default_factory=list)
    entities: list[EntityMention] = dataclasses.field(default_factory=list)
    edges: list[EdgeCandidate] = dataclasses.field(default_factory=list)
    skipped: list[Skipped] = dataclasses.field(default_factory=list)

    @property
    def is_empty(self) -> bool:
        return not (self.facts or self.entities or self.edges)


class Extractor(Protocol):
    """Turns one message into an :class:`Extraction`. CPU-bound; callers run it off the event loop."""

    def extract(self, text: str) -> Extraction: ...


@runtime_checkable
class BatchExtractor(Extractor, Protocol):
    """An extractor that is faster on many messages at once than on each alone (spaCy's
    ``nlp.pipe``); a bulk import hands it whole batches."""

    def extract_many(self, texts: list[str]) -> list[Extraction]: ...
