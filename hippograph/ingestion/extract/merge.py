"""Open statements merged with the rule table's, sentence by sentence.

The rule table (:mod:`hippograph.ingestion.spacy_extractor`) reads the user's own facts into typed
fields ("city", "allergy"); the open reader (:mod:`hippograph.ingestion.extract.open`) reads every
clause of any subject. Where both read the same words the rule table's field stands -- unless the
open reader saw what it missed: a negative or ended statement, or the name of a relative it called
"my roommate". Values the quality gate refuses are dropped from both.
"""

from __future__ import annotations

import re
from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.gate import NUMBER_WORDS, cut_verb, fragment, phrase, text_of
from hippograph.ingestion.extract.honorifics import without_title
from hippograph.ingestion.extract.visits import is_visit
from hippograph.ingestion.extraction import Extraction, FactCandidate, Skipped

MIN_CONFIDENCE = 0.6


def merge_open(result: Extraction, opened: Extraction, kept: list[FactCandidate]) -> None:
    """The open statements of a sentence that the rule table did not already state."""
    _prefer_open_polarity(result, opened, kept)
    _prefer_open_reading(result, opened, kept)
    said = {(f.entity_name, f.value.casefold()) for f in result.facts}
    said |= {(f.entity_name, f.value.casefold().removeprefix(f"{f.field} ")) for f in kept}
    # a visit from a relative is an event of its own, not the relation to them said again
    fresh = [f for f in opened.facts if (f.entity_name, f.value.casefold()) not in said or is_visit(f.field)]
    fresh = [
        f
        for f in fresh
        if _activity_of(f, kept)
        or is_visit(f.field)
        or not any(_overlaps(f, k) and not _post_of(f, k) for k in kept)
    ]
    low = [f for f in fresh if f.confidence < MIN_CONFIDENCE]
    if low and not any(s.reason == "low confidence" for s in result.skipped):
        result.skipped.append(Skipped(f"{low[0].field}={low[0].value}", "low confidence"))
    fresh = [f for f in fresh if f.confidence >= MIN_CONFIDENCE]
    opened.facts = fresh
    result.facts += fresh
    known = {e.name.casefold(): i for i, e in enumerate(result.entities)}
    names = {f.value.casefold() for f in kept if f.field in {"name", "nickname"}}
    for entity in opened.entities:
        if entity.name.casefold() in names:
            continue  # "my name is Sofia": the speaker, not another person
        index = known.get(entity.name.casefold())
        if index is None:
            known[entity.name.casefold()] = len(result.entities)
            result.entities.append(entity)
        elif result.entities[index].type == "Concept" and entity.type != "Concept":
            result.entities[index] = replace(
                entity, relation_to_speaker=result.entities[index].relation_to_speaker
            )
        else:  # the rule table's mention, with what the open reader knew of it ("brother": male)
            had = result.entities[index]
            result.entities[index] = replace(
                had, descriptor=had.descriptor or entity.descriptor, gender=had.gender or entity.gender
            )
    _prefer_open_ending(result, opened)
    have = {(e.source_name, e.target_name) for e in result.edges}
    result.edges += [  # a hedge too weak for the fact is too weak for its edge
        e
        for e in opened.edges
        if (e.source_name, e.target_name) not in have and e.confidence >= MIN_CONFIDENCE
    ]
    _rename_relatives(result, opened)


def _prefer_open_ending(result: Extraction, opened: Extraction) -> None:
    """ "My wife and I divorced": the rule table's kinship edge is current, the open reader saw the
    tie end. Where both give the same edge, the ended one stands."""
    ended = {(e.source_name, e.target_name, e.relation): e for e in opened.edges if e.status == "ended"}
    result.edges = [
        ended.get((e.source_name, e.target_name, e.relation), e) if e.status == "current" else e
        for e in result.edges
    ]


def _post_of(fact: FactCandidate, event: FactCandidate) -> bool:
    """ "role = director" beside the event "got promoted to director": what the person is now,
    not the event said again."""
    return fact.field == "role" and event.field == "event" and fact.entity_name == event.entity_name


def _activity_of(fact: FactCandidate, kept: list[FactCandidate]) -> bool:
    """ "play = tennis" of the routine "play tennis on weekends": the activity itself, which the
    routine says only with its time; it stands beside the routine."""
    if " " in fact.field:  # "go to = the gym": a place gone to, not an activity
        return False
    said = f"{fact.field} {fact.value}".casefold()
    return any(
        k.field in _RESTATED_FIELDS
        and k.entity_name == fact.entity_name
        and k.value.casefold().startswith(f"{said} ")
        for k in kept
    )


def _rename_relatives(result: Extraction, opened: Extraction) -> None:
    """ "Mateo, my roommate, works ...": the rule table calls him "my roommate"; the open reader
    knows his name. Statements about "my roommate" become statements about Mateo."""
    named = [e for e in opened.entities if e.descriptor and e.relation_to_speaker]
    names = {f"my {e.descriptor}": e.name for e in named}
    nouns = {e.name: e.descriptor for e in opened.entities if e.descriptor}
    for fact in opened.facts:  # "my wife's cousin Tariq": the rule table says "my wife's cousin"
        noun = nouns.get(fact.value_entity or "")
        if noun and fact.entity_name.startswith("my ") and fact.entity_name != fact.value_entity:
            names.setdefault(f"{fact.entity_name}'s {noun}", fact.value)
    if not names:
        return
    once = {d: [e.name for e in named if e.descriptor == d] for d in {e.descriptor for e in named}}
    said = {f.entity_name for f in result.facts} | {e.target_name for e in result.edges}
    for name in said:  # "Dana, who's my oldest friend": the rule table says "my oldest friend"
        words = name.split()
        if len(words) >= 2 and words[0] in {"my", "our"} and len(once.get(words[-1], [])) == 1:
            names.setdefault(name, once[words[-1]][0])
    names = {said: name for said, name in names.items() if said != name}  # "my husband" is himself
    if not names:
        return
    renamed = [
        replace(
            f,
            entity_name=names.get(f.entity_name, f.entity_name),
            value=names.get(f.value, f.value),  # "my brother: spouse = my brother's wife" is Ines
            value_entity=names.get(f.value_entity, f.value_entity) if f.value_entity else None,
        )
        for f in result.facts
    ]
    # "Frida: name = Frida", "Adebayo: is = Mrs. Adebayo"
    kept: dict[tuple[str, str, str, str], FactCandidate] = {}
    for fact in renamed:
        if _plain_name(fact.value) != fact.entity_name:
            kept.setdefault((fact.entity_name, fact.field, fact.value, fact.status), fact)
    result.facts = list(kept.values())
    result.edges = list(
        dict.fromkeys(
            replace(
                e,
                source_name=names.get(e.source_name, e.source_name),
                target_name=names.get(e.target_name, e.target_name),
            )
            for e in result.edges
        )
    )
    result.entities = [e for e in result.entities if e.name not in names]


def _plain_name(value: str) -> str:
    titled = without_title(value)
    return titled[0] if titled is not None else value


def _prefer_open_reading(result: Extraction, opened: Extraction, kept: list[FactCandidate]) -> None:
    """The rule table's routines and events restate the clause ("swim at the pool every
    morning"); where the open reader split the same clause into statements, those stand."""
    read = {f.entity_name for f in opened.facts if f.confidence >= MIN_CONFIDENCE and f.when}
    restated = [k for k in kept if k.field in _RESTATED_FIELDS]
    split = {k.value for k in restated if any(_splits(f, k) or _widens(f, k) for f in opened.facts)}
    for old in [k for k in restated if k.entity_name in read or k.value in split]:
        kept.remove(old)
        if old in result.facts:
            result.facts.remove(old)


def _widens(fact: FactCandidate, restated: FactCandidate) -> bool:
    """ "paint at night" of the routine "usually paint": the open reader's routine holds every word
    of the rule table's but its adverb of habit, and says more (the time the table left out)."""
    if fact.field != "routine" or fact.entity_name != restated.entity_name:
        return False
    own, wider = set(_WORD.findall(restated.value.casefold())), set(_WORD.findall(fact.value.casefold()))
    return bool(own - _HABIT_WORDS) and own - _HABIT_WORDS <= wider and len(wider) > len(own - _HABIT_WORDS)


_HABIT_WORDS = frozenset({"usually", "always", "often", "normally", "generally", "regularly", "sometimes"})


def _splits(fact: FactCandidate, restated: FactCandidate) -> bool:
    """ "cycle = twenty kilometres a day" of the routine "cycle about twenty kilometres a day": the
    open reader's field and value are the restated clause's own words, split at its predicate."""
    if fact.entity_name != restated.entity_name or fact.confidence < MIN_CONFIDENCE:
        return False
    clause = set(_WORD.findall(restated.value.casefold()))
    field, value = set(_WORD.findall(fact.field.casefold())), set(_WORD.findall(fact.value.casefold()))
    measured = any(w.isdigit() or w in NUMBER_WORDS for w in value)  # only a measure splits it
    return measured and bool(field) and field | value <= clause


def _prefer_open_polarity(result: Extraction, opened: Extraction, kept: list[FactCandidate]) -> None:
    """Where the open reader says a statement is negative or ended ("I'm not a fan of ...", "quit
    his job at ...") and the rule table read the same words as a plain one, the open one stands."""
    for fact in opened.facts:
        if not (fact.status == "ended" or fact.field.startswith(("not ", "is not ", "dislike"))):
            continue
        stale = [
            k
            for k in kept
            if k.entity_name == fact.entity_name and k.field in _PLAIN_FIELDS and _same_words(fact, k)
        ]
        for old in stale:
            kept.remove(old)
            if old in result.facts:
                result.facts.remove(old)
        if stale:
            gone = {o.value.casefold() for o in stale}
            result.edges = [e for e in result.edges if e.target_name.casefold() not in gone]


_PLAIN_FIELDS = frozenset({"like", "event", "routine", "pattern", "activity", "hobby", "favorite"})
_RESTATED_FIELDS = frozenset({"routine"})  # the rule table's clause as said, with its frequency


def _same_words(fact: FactCandidate, known: FactCandidate) -> bool:
    a = set(_WORD.findall(fact.value.casefold()))
    return bool(a) and a <= set(_WORD.findall(known.value.casefold()))


def dated(fact: FactCandidate) -> FactCandidate:
    """The rule table's date or time of a statement, as the contract's ``when``."""
    when = fact.metadata.get("date") or fact.metadata.get("when")
    return replace(fact, when=when) if when and fact.when is None else fact


def weak(fact: FactCandidate, span: Span | None = None) -> bool:
    """A rule-table value the quality gate refuses: a fragment, a goal that is a bare verb or
    speaks of "you" ("want to tell you ..."), or (read in ``span``) a value that ends on a verb
    whose object it left out ("help make" of "help make that happen")."""
    if fragment(fact.value):
        return True
    words = fact.value.casefold().split()
    if fact.field == "goal" and (len(words) < 2 or "you" in words or "it" in words):
        return True
    tokens = _tokens_of(words, span) if span is not None else None
    return tokens is not None and cut_verb(tokens)


def completed(fact: FactCandidate, span: Span) -> FactCandidate:
    """A rule-table value made whole: the lone verb of a relative clause takes the noun it
    modifies as its object ("the figurines I bought" gives "bought figurines", not "bought")."""
    words = fact.value.casefold().split()
    tokens = _tokens_of(words, span)
    if tokens is None or len(tokens) != 1 or tokens[0].dep_ != "relcl" or tokens[0].pos_ != "VERB":
        return fact
    verb = tokens[0]
    if any(c.dep_ in {"dobj", "obj", "ccomp", "xcomp"} for c in verb.children) or verb.head.pos_ != "NOUN":
        return fact
    obj = [t for t in phrase(verb.head) if t.dep_ != "det"]
    if not obj or verb.head.i > verb.i:
        return fact
    return replace(fact, value=f"{verb.text} {text_of(obj)}")


def _tokens_of(words: list[str], span: Span) -> list[Token] | None:
    """The tokens of ``span`` that read ``words``, if it says them as one run."""
    size = len(words)
    for start in range(len(span) - size + 1):
        run = span[start : start + size]
        if [t.lower_ for t in run] == words:
            return list(run)
    return None


def _overlaps(fact: FactCandidate, known: FactCandidate) -> bool:
    """Two statements about one entity where one says no more than the other: the same words, or
    the open one adds only a restatement to what the rule table read."""
    if _plain(fact.entity_name) != _plain(known.entity_name):
        return False  # ("my parent" and "my parents": the two readers name a relative apart)
    if fact.value_entity is not None and fact.value_entity.casefold() == known.value.casefold():
        return True
    a = set(_WORD.findall(fact.value.casefold()))
    qualifiers = known.metadata.get("place", "")  # "got engaged" with its place: Kyoto
    b = set(_WORD.findall(f"{known.field} {known.value} {qualifiers}".casefold()))
    return a <= b or set(_WORD.findall(known.value.casefold())) <= a


_WORD = re.compile(r"[\w']+")


def _plain(name: str) -> str:
    return " ".join(word.removesuffix("s") for word in name.casefold().split())
