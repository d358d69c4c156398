"""What the extraction benches compare: statements read as plain text, and the offline reader.

A statement is a fact ("entity field value") or a typed edge ("source relation target") with the
names it ends up with: the speaker's reference becomes the speaker's name, "you" the person spoken
to, and a pronoun reference ("@pronoun:she") the entity of the session's last turns it stands for,
as the pipeline resolves them. :class:`OfflineReader` does that resolution with the pipeline's own
function on the extractor's output (no Neo4j); the real mode of ``bench/extraction.py`` reads what
the pipeline wrote instead.

Shared by ``bench/extraction.py`` and ``bench/sentence_table.py``; run them from the repository
root with ``PYTHONPATH=$PWD``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import numpy as np

from hippograph.ingestion.embedder import Embedder
from hippograph.ingestion.subjects import resolve_turn, turn_mentions
from hippograph.ingestion.turn import Turn
from hippograph.settings import Settings

SPEAKER_REF = "@speaker"
AGENT_REF = "@agent"
PRONOUN_PREFIX = "@pronoun:"
MATCH = 0.6  # MiniLM cosine that counts as "says the same thing"
PIPELINE_MIN_CONFIDENCE = 0.6  # what the pipeline keeps (pipeline.MIN_CONFIDENCE), read below if present


@dataclass(frozen=True)
class Statement:
    kind: Literal["fact", "edge"]
    subject: str
    predicate: str  # a fact's field, an edge's relation type
    value: str  # a fact's value, an edge's target
    status: str = "current"
    confidence: float = 1.0
    negated: bool = False  # the extractor marked it "not" (an attribute or metadata), if it can

    @property
    def text(self) -> str:
        """ "entity field value" / "source relation target", in words."""
        return f"{self.subject} {predicate_words(self.predicate)} {self.value}".strip()


@dataclass(frozen=True)
class Mention:
    name: str
    type: str
    gender: str | None = None


def predicate_words(predicate: str) -> str:
    """``WORKS_AT`` → ``works at``; ``favourite_food`` → ``favourite food``."""
    return predicate.replace("_", " ").casefold().strip()


# --- the extractor under test ------------------------------------------------------------------------
def load_extractor(settings: Settings) -> Any:
    """The offline extractor as the service builds it (never the LLM one): whatever the package
    under test calls its spaCy extractor."""
    from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy

    return SpacyExtractor(load_spacy(settings.spacy_model))


def min_confidence() -> float:
    try:
        from hippograph.ingestion import pipeline

        return float(getattr(pipeline, "MIN_CONFIDENCE", PIPELINE_MIN_CONFIDENCE))
    except ImportError:
        return PIPELINE_MIN_CONFIDENCE


def extract_all(extractor: Any, texts: list[str], batch: int = 64) -> tuple[list[Any], float]:
    """Every text's extraction (in batches, as an import prepares them) and the seconds it took."""
    start = time.perf_counter()
    out: list[Any] = []
    many = getattr(extractor, "extract_many", None)
    for i in range(0, len(texts), batch):
        chunk = texts[i : i + batch]
        out.extend(many(chunk) if many is not None else [extractor.extract(t) for t in chunk])
    return out, time.perf_counter() - start


# --- reference resolution, offline ---------------------------------------------------------------------
@dataclass
class OfflineReader:
    """Reads extractions turn by turn within one session and resolves the references with the
    pipeline's own pure function (``hippograph.ingestion.subjects.resolve_turn``): the speaker's
    reference to ``speaker``, "you" to ``addressee``, a pronoun to the entity of the last turns the
    pipeline would choose (dropped when there is none, or when two fit equally well). Only the
    session's recent entities differ: kept here in memory, where the pipeline reads them back from
    the graph."""

    floor: float = field(default_factory=min_confidence)
    turns: list[list[Any]] = field(default_factory=list)  # per turn, latest first: its ``Recent``

    def new_session(self) -> None:
        self.turns.clear()

    def read(self, extraction: Any, speaker: str, addressee: str) -> tuple[list[Statement], list[Mention]]:
        entities = [
            Mention(own_name(e.name, speaker, addressee), str(e.type), getattr(e, "gender", None))
            for e in getattr(extraction, "entities", [])
        ]
        spoken_to = None if addressee == "agent" else addressee
        turn = Turn("bench", "", speaker=speaker if spoken_to else None, addressee=spoken_to)
        recent = [replace(r, turn=n) for n, group in enumerate(self.turns) for r in group]
        resolved = resolve_turn(extraction, recent, turn)
        self.turns.insert(0, turn_mentions(resolved))
        statements: list[Statement] = []
        for fact in resolved.facts:
            if float(getattr(fact, "confidence", 1.0)) < self.floor:
                continue
            subject = self._name(getattr(fact, "entity_name", SPEAKER_REF), speaker, addressee)
            if subject is None:
                continue
            statements.append(
                Statement(
                    "fact",
                    subject,
                    str(fact.field),
                    str(fact.value),
                    str(getattr(fact, "status", "current")),
                    float(getattr(fact, "confidence", 1.0)),
                    marked_negated(fact),
                )
            )
        for edge in resolved.edges:
            source = self._name(edge.source_name, speaker, addressee)
            target = self._name(edge.target_name, speaker, addressee)
            if source is None or target is None or source == target:
                continue
            statements.append(
                Statement(
                    "edge",
                    source,
                    str(edge.relation),
                    target,
                    str(getattr(edge, "status", "current")),
                    float(getattr(edge, "confidence", 1.0)),
                )
            )
        return statements, entities

    @staticmethod
    def _name(name: str, speaker: str, addressee: str) -> str | None:
        if name == SPEAKER_REF:
            return speaker
        if name == AGENT_REF:
            return addressee
        if name.startswith(PRONOUN_PREFIX):
            return None  # no antecedent: the pipeline skips the statement
        return name


def own_name(name: str, speaker: str, addressee: str) -> str:
    """As the pipeline names them in a conversation between two people: Melanie's "my sister" is
    "Melanie's sister" (the assistant's user keeps "my sister")."""
    if addressee == "agent":
        return name
    for owner in ("my ", "our "):
        if name.startswith(owner) and len(name) > len(owner):
            return f"{speaker}'s {name[len(owner) :]}"
    return name


def marked_negated(fact: Any) -> bool:
    """Whether the extractor says the statement is negative, by whichever field it uses."""
    metadata = getattr(fact, "metadata", None) or {}
    flags = [getattr(fact, "negated", None), metadata.get("negated"), metadata.get("polarity")]
    return any(flag in (True, "true", "negative", "negated") for flag in flags)


# --- similarity ----------------------------------------------------------------------------------------
class Similarity:
    """Cosines between texts with the project's own encoder (MiniLM), each text encoded once."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._cache: dict[str, np.ndarray] = {}

    def encode(self, texts: Sequence[str]) -> None:
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        for i in range(0, len(missing), 256):
            chunk = missing[i : i + 256]
            for text, vector in zip(chunk, self._embedder.embed(chunk), strict=True):
                v = np.asarray(vector, dtype=np.float32)
                self._cache[text] = v / (np.linalg.norm(v) or 1.0)

    def vector(self, text: str) -> np.ndarray:
        if text not in self._cache:
            self.encode([text])
        return self._cache[text]

    def cosine(self, a: str, b: str) -> float:
        return float(self.vector(a) @ self.vector(b))

    def matrix(self, rows: Sequence[str], cols: Sequence[str]) -> np.ndarray:
        if not rows or not cols:
            return np.zeros((len(rows), len(cols)), dtype=np.float32)
        self.encode([*rows, *cols])
        a = np.stack([self._cache[t] for t in rows])
        b = np.stack([self._cache[t] for t in cols])
        return np.asarray(a @ b.T)


# --- fragments ------------------------------------------------------------------------------------------
FUNCTION_POS = frozenset({"ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART"})
MODIFIER_DEPS = frozenset({"det", "amod", "compound", "poss", "nummod"})
VERBAL_POS = frozenset({"VERB", "AUX", "PART", "ADV"})


class Fragments:
    """Whether a fact's value is a whole constituent, judged on spaCy's parse of the statement as
    a sentence ("Caroline event went to"): a word alone is tagged by its use there, not as a
    headline ("support" is a noun after "grateful for", a verb on its own).

    A fragment is a value that: is empty; ends in a function word (a preposition, determiner,
    conjunction, auxiliary, particle or possessive pronoun); ends in a word whose dependency is a
    modifier of something that is not there (``amod``, ``det``, ``compound``, ``poss`` ...); is
    a verb alone (verbs, auxiliaries, particles and adverbs with a verb among them, in a finite or
    base form: not a gerund, which names an activity, nor a participle used as an adjective); is
    only function words; or has a hyphen dangling at an edge or joined to a function word."""

    def __init__(self, nlp: Any) -> None:
        self._nlp = nlp
        self._cache: dict[tuple[str, str], str | None] = {}

    def why(self, facts: Sequence[tuple[str, str]]) -> list[str | None]:
        """Per (words before the value, value): why the value is a fragment, or None."""
        missing = list(dict.fromkeys(f for f in facts if f not in self._cache))
        texts = [f"{prefix} {value}".strip() for prefix, value in missing]
        for (prefix, value), doc in zip(missing, self._nlp.pipe(texts), strict=True):
            start = len(f"{prefix} ") if prefix else 0
            span = doc.char_span(start, len(doc.text), alignment_mode="expand")
            self._cache[(prefix, value)] = _fragment_reason(value, list(span) if span is not None else [])
        return [self._cache[f] for f in facts]


def _fragment_reason(value: str, tokens: list[Any]) -> str | None:
    words = [t for t in tokens if not t.is_punct and not t.is_space]
    stripped = value.strip()
    if not words:
        return "empty"
    if re.search(r"(^-|-$|\s-\S|\S-\s)", stripped):
        return "dangling hyphen"
    weak = FUNCTION_POS | {"PRON"}
    for i, token in enumerate(tokens):
        inner = token.text == "-" and 0 < i < len(tokens) - 1
        if inner and (tokens[i - 1].pos_ in weak or tokens[i + 1].pos_ in weak):
            return "hyphen joined to a function word"
    last = words[-1]
    if last.pos_ in FUNCTION_POS or last.tag_ == "PRP$":
        return f"ends in {last.pos_.lower()} {last.text!r}"
    # These modify a word to their right: as the last word, what they modify is missing.
    # ("something huge": an adjective after an indefinite pronoun is whole.)
    if len(words) > 1 and last.dep_ in MODIFIER_DEPS and last.head.i < last.i and last.head.pos_ != "PRON":
        return f"ends in a modifier ({last.dep_}) {last.text!r}"
    verbal = all(t.pos_ in VERBAL_POS for t in words) and any(t.pos_ in ("VERB", "AUX") for t in words)
    if verbal and not any(t.tag_ in ("VBG", "VBN") for t in words):
        return "a verb alone"
    if all(t.pos_ in FUNCTION_POS | {"PRON"} for t in words):
        return "function words only"
    return None
