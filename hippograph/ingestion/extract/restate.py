"""A sentence's statements restated from the readings of :mod:`.ended` and :mod:`.corrections`.

Both modules turn one sentence into the sentences it implies ("I sold my Vespa" → "I own Vespa",
ended; "I live in Lisbon now, not Porto" → "I live in Lisbon now", current, and "I live in Porto
now", ended). The extractor reads those with its own readers (``read``), so what ends lands on the
field and value the current statement was stored under; here the results replace what the plain
reading of the sentence made of the same words (``event = sold my Vespa``, ``not live = Porto``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.corrections import body, correction, is_correction
from hippograph.ingestion.extract.ended import STAND_IN, Reading, readings
from hippograph.ingestion.extraction import (
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    is_reference,
)

Read = Callable[[str], Extraction]  # the extractor on a sentence of its own, without restating
NameOf = Callable[[Token], str | None]  # a subject word → its name (SPEAKER, a name, a reference)
_WORD = re.compile(r"[\w']+")
# Current statements about the past ("used to work at X": former_employer X, WORKED_AT): true
# still, so they stay beside the end of the present tie.
PAST_FIELDS = frozenset({"former_city", "former_employer", "alma_mater"})
PAST_RELATIONS = frozenset({"LIVED_IN", "WORKED_AT", "STUDIED_AT"})
ENDED_CONFIDENCE = 0.8
GENERIC_FIELD = "is"  # what a copula states when no reader knows the kind of its value


def restate(span: Span, result: Extraction, start: tuple[int, int, int], read: Read, name_of: NameOf) -> None:
    """Replace in ``result`` (from ``start``: its facts, edges and entities before this sentence)
    what the sentence's plain reading made of corrections and ended states."""
    statement = body(span)  # "Let me correct that, I drive a Honda now, not a Ford."
    found = correction(statement)
    if found is not None:
        _correct(statement, result, start, read, name_of, found.current, found.wrong, found.wrong_value)
        return
    if is_correction(span):
        if statement is not span:  # the plain reading saw the announcement, not the statement
            _add_current(result, start, read(statement.text), _root_subject(statement, name_of))
        for i in range(start[0], len(result.facts)):
            result.facts[i] = replace(result.facts[i], correction=True)
    for reading in readings(span):
        _end(reading, result, start, read, name_of)


def _correct(
    span: Span,
    result: Extraction,
    start: tuple[int, int, int],
    read: Read,
    name_of: NameOf,
    current_text: str,
    wrong_text: str,
    wrong_value: str,
) -> None:
    current, wrong = read(current_text), read(wrong_text)
    wrong_words = _words(wrong_value)
    ended = [
        replace(f, status="ended")
        for f in wrong.facts
        if f.status == "current" and _words(f.value) & wrong_words
    ]
    subject = _root_subject(span, name_of)
    if not current.facts:
        return  # not a correction the readers understand: the plain reading stands
    if not ended:  # the wrong value is not one the readers place: the right one still counts
        _add_current(result, start, current, subject)
        return
    del result.facts[start[0] :]
    del result.edges[start[1] :]
    del result.entities[start[2] :]
    result.facts += [_owned(replace(_aligned(f, ended), correction=True), subject) for f in current.facts]
    result.facts += [_owned(f, subject) for f in ended]
    result.edges += [_edge_owned(e, subject) for e in current.edges]
    ended_names = {f.value_entity for f in ended if f.value_entity}
    result.edges += [
        _edge_owned(replace(e, status="ended"), subject) for e in wrong.edges if e.target_name in ended_names
    ]
    result.entities += current.entities
    result.entities += [e for e in wrong.entities if e.name in ended_names]


def _aligned(fact: FactCandidate, ended: list[FactCandidate]) -> FactCandidate:
    """ "she's a midwife, not a nurse": the right value is of the kind of the wrong one it is said
    against, so a right value the readers left in the generic field of "be" ("is = a midwife")
    takes the wrong one's field ("role"), without its article."""
    fields = {(f.entity_name, f.field, f.domain_id) for f in ended}
    if fact.field != GENERIC_FIELD or fact.value_entity is not None or len(fields) != 1:
        return fact
    owner, field, domain_id = next(iter(fields))
    if owner != fact.entity_name or field == GENERIC_FIELD:
        return fact
    head, _, rest = fact.value.partition(" ")
    value = rest if head.casefold() in {"a", "an", "the"} and rest else fact.value
    return replace(fact, field=field, domain_id=domain_id, value=value)


def _add_current(
    result: Extraction, start: tuple[int, int, int], current: Extraction, subject: str | None
) -> None:
    """The corrected statements the plain reading of the sentence did not make, as corrections:
    a correction is never dropped because its wrong half (or its announcement) reads oddly."""
    known = {(f.entity_name, f.field, f.value.casefold()) for f in result.facts[start[0] :]}
    added = [
        replace(_owned(f, subject), correction=True)
        for f in current.facts
        if (_owned(f, subject).entity_name, f.field, f.value.casefold()) not in known
    ]
    if not added:
        return
    result.facts += added
    have = {(e.source_name, e.target_name, e.relation) for e in result.edges[start[1] :]}
    result.edges += [
        e
        for e in (_edge_owned(e, subject) for e in current.edges)
        if (e.source_name, e.target_name, e.relation) not in have
    ]
    names = {e.name.casefold() for e in result.entities[start[2] :]}
    result.entities += [e for e in current.entities if e.name.casefold() not in names]


def _end(
    reading: Reading, result: Extraction, start: tuple[int, int, int], read: Read, name_of: NameOf
) -> None:
    subject = name_of(reading.subject)
    if subject is None:
        return
    # the name the sentence's other statements already use for it ("my parents", not "my parent")
    subject = next(
        (
            n
            for n in [*(f.entity_name for f in result.facts[start[0] :]), *(e.name for e in result.entities)]
            if _loose(n) == _loose(subject)
        ),
        subject,
    )
    found = read(reading.text) if reading.text else Extraction()
    known_current = {
        (f.entity_name, f.field, f.value.casefold())
        for f in result.facts[start[0] :]
        if f.status == "current"
    }
    ended = [
        replace(_owned(f, subject), status="ended", when=f.when or reading.when, correction=False)
        for f in found.facts
        if f.status == "current" and f.target == "user" and _owned(f, subject).entity_name == subject
    ]
    ended = [f for f in ended if (f.entity_name, f.field, f.value.casefold()) not in known_current]
    if reading.relation is not None:  # the tie's own field: "Sara is member of choir" reads oddly
        ended = [f for f in ended if f.field == reading.fallback_field]
    edges = [
        replace(_edge_owned(e, subject), status="ended", when=e.when or reading.when)
        for e in found.edges
        if _edge_owned(e, subject).source_name == subject
    ]
    entities = [e for e in found.entities if e.name != STAND_IN]
    if not ended and reading.fallback_field is not None:
        if any(
            f.status == "ended" and f.entity_name == subject and f.field == reading.fallback_field
            for f in result.facts[start[0] :]
        ):
            return  # the readers said it already ("quit my job at Initech": employer ended)
        if not reading.fallback_value and _ended_from_other_side(result, start, subject):
            # "my wife and I divorced": the speaker's spouse ended, not a spouse of hers
            clause_words = {t.lower_ for t in reading.subject.doc if t.i in reading.clause_tokens}
            _drop_restated(result, start, subject, clause_words, set())
            return
        value_entity = _entity_named(reading.object_name, result, found)
        ended = [
            FactCandidate(
                "user",
                None,
                reading.fallback_field,
                reading.fallback_value,
                ENDED_CONFIDENCE,
                subject,
                value_entity=value_entity,
                status="ended",
                when=reading.when,
            )
        ]
        if reading.relation is not None and value_entity is not None:
            edges = [
                EdgeCandidate(subject, value_entity, reading.relation, status="ended", when=reading.when)
            ]
    if not ended:
        return
    clause_words = {t.lower_ for t in reading.subject.doc if t.i in reading.clause_tokens}
    ended_values = {f.value.casefold() for f in ended}
    _drop_restated(result, start, subject, clause_words, ended_values)
    result.facts += ended
    have = {(e.source_name, e.target_name, e.relation) for e in result.edges}
    result.edges += [e for e in edges if (e.source_name, e.target_name, e.relation) not in have]
    names = {e.name.casefold() for e in result.entities}
    wanted = {f.value_entity.casefold() for f in ended if f.value_entity}
    result.entities += [e for e in entities if e.name.casefold() in wanted and e.name.casefold() not in names]


def _ended_from_other_side(result: Extraction, start: tuple[int, int, int], subject: str) -> bool:
    """A tie of ``subject`` is already stated ended from its other end, with ``subject`` as the
    value: a two-sided tie said once."""
    return any(
        f.status == "ended" and f.entity_name != subject and f.value.casefold() == subject.casefold()
        for f in result.facts[start[0] :]
    )


def _drop_restated(
    result: Extraction, start: tuple[int, int, int], subject: str, clause_words: set[str], ended: set[str]
) -> None:
    """The plain reading's statements over the ended clause's words give way: "event = sold my
    Vespa", "give up = smoking", "not live = Porto", and an ended one restated."""

    def restated(fact: FactCandidate) -> bool:
        if fact.field in PAST_FIELDS:
            return False
        if fact.status == "current" and fact.value.casefold() in ended:
            return True  # "split up with his girlfriend Ava": she is no longer his girlfriend
        if _loose(fact.entity_name) != _loose(subject):
            return False
        words = _words(fact.value)
        if fact.status == "ended":
            return fact.value.casefold() in ended
        # "moved from Lagos to Toronto": "city = Toronto" is in the clause too, but it is what
        # began, not what ended; only a statement sharing a word with what ended restates it
        return bool(words) and words <= clause_words and (not ended_words or bool(words & ended_words))

    ended_words = set().union(*(_words(value) for value in ended)) if ended else set()

    kept = [f for f in result.facts[start[0] :] if not restated(f)]
    gone = {f.value_entity or f.value for f in result.facts[start[0] :] if restated(f)}
    del result.facts[start[0] :]
    result.facts += kept
    edges = [
        e
        for e in result.edges[start[1] :]
        if e.relation in PAST_RELATIONS
        or not (
            e.status == "current"
            and e.target_name in gone
            and (e.source_name == subject or is_reference(e.source_name))
        )
    ]
    del result.edges[start[1] :]
    result.edges += edges


def _entity_named(name: str | None, result: Extraction, found: Extraction) -> str | None:
    if name is None:
        return None
    key = name.casefold()
    for entity in [*result.entities, *found.entities]:
        if entity.name.casefold() == key or entity.name.casefold().endswith(" " + key):
            return entity.name
    return None


def _root_subject(span: Span, name_of: NameOf) -> str | None:
    subject = next((t for t in span if t.dep_ in {"nsubj", "nsubjpass"} and t.head.dep_ == "ROOT"), None)
    if subject is None:
        return None
    name = name_of(subject)
    if name is not None and subject.lower_ in _PRONOUNS and _named_after(span, subject, name):
        return None  # "she lives in Braga, not Porto": never a name of her own clause; the session's
    return name


_PRONOUNS = frozenset({"he", "she", "they", "it"})


def _named_after(span: Span, pronoun: Token, name: str) -> bool:
    """Whether ``name`` is said in ``span`` after ``pronoun`` (what a pronoun subject cannot be)."""
    words = name.casefold().split()
    later = [t.lower_ for t in span if t.i > pronoun.i]
    return any(later[i : i + len(words)] == words for i in range(len(later)))


def _owned(fact: FactCandidate, subject: str | None) -> FactCandidate:
    """A restated sentence read alone leaves its pronoun open; the original sentence knew it."""
    if subject is not None and (fact.entity_name.startswith("@pronoun:") or fact.entity_name == STAND_IN):
        return replace(fact, entity_name=subject)
    return fact


def _edge_owned(edge: EdgeCandidate, subject: str | None) -> EdgeCandidate:
    if subject is not None and (edge.source_name.startswith("@pronoun:") or edge.source_name == STAND_IN):
        return replace(edge, source_name=subject)
    return edge


def _loose(name: str) -> str:
    """ "my parents" and "my parent": the rule table and the open reader name a subject apart."""
    return " ".join(word.removesuffix("s") for word in name.casefold().split())


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.casefold()))


__all__ = ["EntityMention", "is_reference", "restate"]
