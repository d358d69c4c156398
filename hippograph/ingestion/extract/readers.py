"""Readers, one per construction, each turning a clause (or a noun phrase) into statements.

- :func:`read_copula`: "X is a dentist", "X is in Halifax", "X is allergic to Y", "my band is Y";
- :func:`read_verb`: a verb with its objects, prepositional objects and complements ("coaches
  rowing at Brookfield College" gives ``coach: rowing`` and ``coach at: Brookfield College``),
  "used to", "quit", "want to", each coordinated object its own statement;
- :func:`~hippograph.ingestion.extract.naming.read_naming` (in ``naming``): "a tabby cat named
  Miso", "my band is called The Lanterns".

Readers of whole sentences (possessives, headlines, timed clauses) are in ``sentence_readers``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from spacy.tokens import Token

from hippograph.ingestion.extract.agentive import held_at
from hippograph.ingestion.extract.degrees import hedged_noun
from hippograph.ingestion.extract.entity_types import type_for_name
from hippograph.ingestion.extract.gate import EMPTY, acceptable, held_pronoun, phrase, text_of
from hippograph.ingestion.extract.implicit import FAVOURITE, age, gap_object, gap_value
from hippograph.ingestion.extract.light_verbs import (
    chance_taken,
    conversational_idiom,
    deed_under,
    goes_on,
    idiom_base,
    idiom_inner,
)
from hippograph.ingestion.extract.mapping import map_predicate, role_predicate
from hippograph.ingestion.extract.naming import (
    NAMING_VERBS,
    Named,
    Statement,
    _kind_of,
    _misparsed_naming,
    _named_by,
    _naming_object,
    read_naming,
)
from hippograph.ingestion.extract.placed import named_preps, names_something
from hippograph.ingestion.extract.pointing_deeds import at_an_age, pro_deed
from hippograph.ingestion.extract.reactions import complement_base, feeling_for_addressee, reacts_to_addressee
from hippograph.ingestion.extract.said_within import not_said_within
from hippograph.ingestion.extract.subjects import Subject, is_name, name_span, ner_type
from hippograph.ingestion.extract.taken_up import taken_up
from hippograph.ingestion.extract.views import END_VERBS, RELATIVE_PRONOUNS, Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.lexicon import KINSHIP

OBJECT_DEPS = frozenset({"dobj", "obj"})
COMPLEMENT_DEPS = frozenset({"attr", "acomp", "oprd"})
LINKING_VERBS = frozenset({"feel", "seem", "become", "look", "get", "stay", "remain", "sound", "turn"})
SKIP_PREPS = frozenset(
    {"like", "than", "because", "since", "until", "till", "after", "before", "during", "throughout"}
)
LEAVE_VERBS = frozenset({"quit", "leave", "lose"})
JOB_NOUNS = frozenset({"job", "position", "post", "role", "career"})
PLACE_VERBS = frozenset(
    {"move", "live", "visit", "travel", "fly", "relocate", "bear", "grow", "come", "drive"}
)
# Words of readiness before an infinitive: "ready to", "excited to", "off to" -- a plan.
FORWARD = frozenset(
    {"ready", "excited", "eager", "keen", "about", "off", "stoked", "set", "determined", "psyched"}
)
# Verbs that say little without their object and its arguments: "take X to Y", "have X with Y".
LIGHT_VERBS = frozenset({"take", "have", "get", "make", "give", "put", "bring", "send", "do", "keep"})
# Light verbs whose relative clause only says the noun it modifies was had: "the help I got".
EMPTY_DEEDS = frozenset({"have", "get", "take", "give"})
QUANTITY_NOUNS = frozenset(
    "lot lots bunch plenty couple number amount ton tons load loads kind sort type variety range".split()  # noqa: SIM905
)
FAN_NOUNS = frozenset({"fan", "lover", "supporter"})
SILENT_VERBS = frozenset(
    {
        "do",
        "get",
        "make",
        "let",
        "have",
        "be",
        "go",
        "say",
        "tell",
        "mean",
        "know",
        "see",
        "hope",
        "wish",
        "guess",
        "think",
        "thank",
        "want",
    }
)


@dataclass(frozen=True)
class Relation:
    owner: str
    noun: str  # "brother", "neighbour"
    person: Named


def _tail_text(preps: list[Token], clause: Clause) -> str:
    """The prepositional arguments that complete a light verb's object, as said."""
    parts = []
    for prep in preps:
        if prep.dep_ == "prt":
            parts.append(prep.lower_)
            continue
        obj = next(c for c in prep.children if c.dep_ in {"pobj", "pcomp"})
        tokens = phrase(obj, clause.time_tokens)
        if acceptable(tokens, obj):
            parts.append(f"{prep.lower_} {text_of(tokens)}")
    return " ".join(parts)


def _value(head: Token, clause: Clause) -> tuple[str, Named | None] | None:
    """A value headed by ``head`` and the entity it names, if it passes the gate."""
    named = _named_by(head)
    if named is not None:
        return named.name, named
    counted = _quantified(head)  # "a lot of hope": judged by "hope", said as a whole
    tokens = phrase(head, clause.time_tokens)
    if counted is not head:
        article = [c for c in head.children if c.dep_ == "det" and c.lower_ in {"a", "an"}]
        tokens = article + [t for t in tokens if t not in article]
    if not acceptable(tokens, counted):
        return None
    text = text_of(tokens)
    entity = _entity_of(head, tokens)
    return text, entity


def _quantified(head: Token) -> Token:
    """ "a lot of hope", "all kinds of people": the value is what is counted, not the count."""
    if head.lemma_ not in QUANTITY_NOUNS:
        return head
    of = next((c for c in head.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    counted = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    return counted if counted is not None and counted.pos_ in {"NOUN", "PROPN"} else head


def _entity_of(head: Token, tokens: list[Token]) -> Named | None:
    if head.pos_ != "PROPN" and ner_type(head) is None:
        return None
    name = name_span(head)
    if not name or name.casefold() != text_of(tokens).casefold().removeprefix("the "):
        return None
    kind = type_for_name(name) or ner_type(head) or "Concept"
    return Named(name, kind)


def _objects(token: Token) -> Iterator[Token]:
    """A head and the heads coordinated with it ("Portuguese and English")."""
    yield token
    for child in token.children:
        if child.dep_ == "conj" and child.pos_ in {"NOUN", "PROPN", "ADJ", "NUM", "VERB"}:
            yield from _objects(child)


def _statement(
    clause: Clause,
    subject: Subject,
    predicate: str,
    head: Token,
    *,
    ended: bool = False,
    field: str | None = None,
    tail: list[Token] | None = None,
) -> Iterator[Statement]:
    suffix = _tail_text(tail or [], clause)
    for item in _objects(head):
        if reacts_to_addressee(item):
            continue  # "I appreciate your help", "curious about your job": a reaction, no fact
        found = _value(item, clause)
        if found is None and suffix and item.pos_ == "NOUN":  # "had a great time at the pride event"
            tokens = phrase(item, clause.time_tokens)
            plain = not any(t.tag_ in {"WRB", "WP", "WDT", "WP$"} or t.pos_ == "PRON" for t in tokens)
            found = (text_of(tokens), None) if plain and tokens and len(tokens) <= 4 else None
        if found is None:
            continue
        value, entity = found
        if suffix and entity is None:
            value = f"{value} {suffix}"
        # "celebrate Christmas": the holiday is what is celebrated, not when the statement holds
        when = None if clause.when and clause.when.casefold() == value.casefold() else clause.when
        yield Statement(
            subject,
            predicate,
            value,
            entity,
            clause.negated,
            clause.ended or ended,
            clause.confidence,
            when,
            field,
        )


def read_copula(clause: Clause, subject: Subject) -> Iterator[Statement]:
    head = clause.head
    if feeling_for_addressee(head):
        return  # "I'm so proud of you for running it": about the other person, of the moment
    years = age(clause) if subject.type in {"Person", "User"} and subject.owner is None else None
    if years is not None:  # "our daughter is seven years old"
        yield Statement(
            subject, "be", years, None, False, clause.ended, clause.confidence, clause.when, "age"
        )
        return
    for child in head.children:
        if child.dep_ == "attr":
            if subject.owner is not None and subject.noun:
                owner = Subject(subject.owner, "Person" if subject.owner != SPEAKER else "User")
                # "Sofia's favourite season is autumn": the season is the value, not a date
                dated = child.i in clause.time_tokens
                said = replace(clause, time_tokens=frozenset(), when=None) if dated else clause
                for found in _statement(said, owner, "be", child, field=subject.noun):
                    found = replace(found, value_entity=None) if dated else found  # June: a month
                    yield found
                    yield from _kind_of(found, subject.noun)  # "... is a greyhound named Pepper"
                continue
            if any(c.dep_ == "poss" for c in child.children) and child.lemma_ in KINSHIP:
                continue  # "Bob is my best friend": read as a relation
            child = hedged_noun(child) or child  # "more of a cat person": a cat person
            fan_of = _fan_of(child)
            if fan_of is not None:
                yield from _statement(clause, subject, "be fan of", fan_of)
                continue
            yield from (whole := list(_statement(clause, subject, "be", child)))
            for prep in _preps(child):  # "a firefighter in Cork": works there, never a visit
                base = role_predicate(child.lemma_ if child.pos_ == "NOUN" else "")
                yield from not_said_within(
                    _prep_statements(clause, subject, base, prep), whole, base, child.lemma_
                )
        elif child.dep_ == "acomp":
            if subject.owner is not None:
                # "Leila's favourite food is falafel" (an unknown noun tagged as an adjective): a
                # preference names its value whatever the tagger made of it; "my car is fast",
                # "my boss's office is nice" are not the owner's state.
                yield from _owned_preference(clause, subject, child)
                continue
            preps = list(_preps(child))
            for prep in preps:
                yield from _prep_statements(clause, subject, f"be {child.lower_}", prep)
            if not preps:
                yield from _statement(clause, subject, "be", child)
        elif child.dep_ == "prep" and hedged_noun(child) is not None:  # "kind of a nerd"
            yield from _statement(clause, subject, "be", hedged_noun(child) or child)
        elif child.dep_ == "prep" and child.lower_ not in SKIP_PREPS:
            if subject.owner is not None and subject.noun and child.lower_ in LOCATING_PREPS:
                yield from _owned_where(clause, subject, child)
                continue
            # "has never been to Asia": a visit, not where she is
            base = (
                "have been"
                if head.tag_ == "VBN" and child.lower_ == "to"
                else complement_base(head, "be", child)
            )
            yield from _prep_statements(clause, subject, base, child)
    yield from _copula_infinitive(clause, subject)


LOCATING_PREPS = frozenset({"in", "on", "at", "near"})


def _owned_preference(clause: Clause, subject: Subject, complement: Token) -> Iterator[Statement]:
    """ "my brother's favourite sport is cricket": the owner's preference, field the owned noun."""
    if subject.owner is None or not subject.noun or subject.noun.split()[0] not in FAVOURITE:
        return
    owner = Subject(subject.owner, "User" if subject.owner == SPEAKER else "Person")
    yield from _statement(clause, owner, "be", complement, field=subject.noun)


def _owned_where(clause: Clause, subject: Subject, prep: Token) -> Iterator[Statement]:
    """ "Thea's birthday is in October", "my office is near the station": the owned noun is the
    field, the place or time the value (a date here is the value, not when the statement holds)."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is None or subject.owner is None:
        return
    owner = Subject(subject.owner, "User" if subject.owner == SPEAKER else "Person")
    dated = obj.i in clause.time_tokens
    if dated:
        clause = replace(clause, time_tokens=frozenset(), when=None)
    for found in _statement(clause, owner, "be", obj, field=subject.noun):
        yield replace(found, value_entity=None) if dated else found  # a month is not an entity


def _copula_infinitive(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I'm ready to offer support", "I'm off to go swimming", "she's excited to try pottery":
    the infinitive is what the subject does (or, after a word of readiness, will do)."""
    head = clause.head
    if subject.owner is not None or any(c.dep_ == "attr" for c in head.children):
        return
    adjective = next((c for c in head.children if c.dep_ in {"acomp", "advmod"}), None)
    holders = [head, adjective] if adjective is not None else [head]
    verb = next((c for h in holders for c in h.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
    if verb is None:
        return
    forward = adjective is not None and adjective.lemma_ in FORWARD
    for found in read_verb(clause, subject, verb):
        yield replace(found, future=found.future or forward)


def read_description(clause: Clause, subject: Subject, noun: Token) -> Iterator[Statement]:
    """ "Yusuf, a sound engineer from Cairo": what an apposition says the name is, and where from."""
    yield from _statement(clause, subject, "be", noun)
    for prep in _preps(noun):
        yield from _prep_statements(clause, subject, "work" if held_at(noun, prep) else "be", prep)


def _fan_of(attr: Token) -> Token | None:
    if attr.lemma_ not in FAN_NOUNS:
        return None
    for prep in attr.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            return next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)
    return None


def _preps(token: Token) -> Iterator[Token]:
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ not in SKIP_PREPS:
            yield child


def _prep_statements(clause: Clause, subject: Subject, base: str, prep: Token) -> Iterator[Statement]:
    obj = next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)
    if obj is None or obj.i in clause.time_tokens:
        return
    place = prep.lower_ in {"to", "in", "from"} and prep.head.lemma_ in PLACE_VERBS
    named = named_preps(obj, workplace=True) if prep.head.pos_ == "VERB" else []  # "as a nurse at X": X apart
    narrowed = replace(clause, time_tokens=clause.time_tokens | {t.i for p in named for t in p.subtree})
    for found in _statement(narrowed, subject, f"{base} {prep.lower_}", obj):
        entity = found.value_entity
        unknown = (
            entity is not None
            and entity.type == "Concept"
            and prep.lower_ in {"in", "from", "near"}
            and prep.head.lemma_ == "be"
        )
        if (place or unknown) and entity is not None and entity.type in {"Org", "Person", "Concept"}:
            found = replace(found, value_entity=replace(entity, type="Place"))  # "move to Lyon"
        yield found
    for inner in named:  # "works as a nurse at St. Paul's": she works there
        yield from _prep_statements(clause, subject, base, inner)


PARTICLE_ADVERBS = frozenset({"forward", "back", "away", "aside", "out", "up", "down", "off", "over"})
HERE = frozenset({"here", "there"})  # adverbs of place a preposition may hang on, not particles


def predicate_of(verb: Token) -> str:
    particle = [
        c.lower_
        for c in verb.children
        if c.dep_ == "prt" or (c.dep_ == "advmod" and c.lower_ in PARTICLE_ADVERBS and c.i == verb.i + 1)
    ]
    lemma = verb.lemma_.casefold()
    if (
        lemma == "get"
        and verb.tag_ in {"VBN", "VBD"}
        and any(c.dep_ == "aux" and c.lemma_ == "have" and c.tag_ in {"VBP", "VBZ"} for c in verb.children)
        and any(c.dep_ == "dobj" for c in verb.children)
    ):
        lemma = "have"  # "I've got three cats": British present possession
    if any(c.dep_ == "auxpass" for c in verb.children):
        lemma = f"be {verb.lower_}"  # "was founded": the participle as said
    return " ".join([lemma, *particle])


def read_verb(
    clause: Clause, subject: Subject, verb: Token | None = None, ended: bool = False
) -> Iterator[Statement]:
    verb = verb or clause.head
    base = predicate_of(verb)
    xcomp = next((c for c in verb.children if c.dep_ == "xcomp" and c.pos_ in {"VERB", "AUX"}), None)
    if xcomp is not None and ((verb.lemma_ == "use" and clause.ended) or verb.lemma_ in END_VERBS):
        yield from read_verb(clause, subject, xcomp, ended=True)  # "used to paint", "quit smoking"
        return
    if verb.lemma_ in NAMING_VERBS and subject.owner is not None and subject.noun:
        yield from read_naming(clause, subject, verb)
        return
    if verb.lemma_ in NAMING_VERBS:
        given = list(_naming_object(clause, subject, verb))
        if given:  # "my daughter named her goldfish Bubbles", "I call my car Betsy"
            yield from given
            return
    objects = [c for c in verb.children if c.dep_ in OBJECT_DEPS and c.lower_ not in RELATIVE_PRONOUNS]
    objects += [c for c in verb.children if _misparsed_object(verb, c)]  # "learned Italian"
    if pro_deed(verb):
        return  # "he's been doing it for twenty years": "do it" stands for a deed said before
    gap = gap_object(verb, clause)
    if gap is not None and not gap[0] and verb.lemma_ in EMPTY_DEEDS:
        return  # "the help I got", "the struggles I had": the noun is the news, not getting it
    if gap is not None:  # "the figurines I bought", "the gym that I go to"
        yield from _gap_statement(clause, subject, base, gap, ended)
    if xcomp is not None and not objects and _obligation(verb, xcomp):
        done = verb.tag_ in {"VBD", "VBN"}  # "had to take a picture": took one; "have to": will
        read = list(read_verb(clause, subject, xcomp, ended=ended))
        for found in read:
            yield found if done else replace(found, future=True)
        if read:
            return
        base = f"{base} to"  # "had to photograph it": what "it" was is unknown, the deed is not
    chance = chance_taken(verb, objects) if verb.lemma_ in LIGHT_VERBS else None
    if chance is not None:  # "got the chance to volunteer at the youth centre": volunteered there
        done = verb.tag_ in {"VBD", "VBN"}
        read = list(read_verb(clause, subject, chance, ended=ended))
        yield from (found if done else replace(found, future=True) for found in read)
        if read:
            return
    deed = deed_under(verb)
    if deed is not None:  # "got to see the lights": saw them; "keep trying": nothing of its own
        going_on = replace(clause, future=False) if goes_on(verb) else clause  # "I'll keep working"
        read = list(read_verb(going_on, subject, deed, ended=ended))
        yield from read or taken_up(clause, subject, verb, deed, ended)  # "I started running"
        return
    attached = _attached_preps(verb, objects, clause) if verb.lemma_ in LIGHT_VERBS else []
    late = [c for c in verb.children if c.dep_ == "prt" and objects and c.i > objects[0].i]
    if attached and late and not any(c.dep_ == "auxpass" for c in verb.children):
        base = verb.lemma_.casefold()  # "had a day out with the gang": the particle follows the day
        attached = [*late, *attached]
    if verb.lemma_ in LEAVE_VERBS and any(o.lemma_ in JOB_NOUNS for o in objects):
        yield from _left_job(clause, subject, next(o for o in objects if o.lemma_ in JOB_NOUNS))
        return
    with_object = 0
    for obj in objects:
        wheres = named_preps(obj)
        skip = clause.time_tokens | {t.i for p in wheres for t in p.subtree}
        for found in _statement(
            replace(clause, time_tokens=frozenset(skip)), subject, base, obj, ended=ended, tail=attached
        ):
            with_object += 1
            yield found
        for prep in wheres:  # "teaches pottery at Fernhill College": where, on its own
            for found in _prep_statements(clause, subject, base, prep):
                yield _with(found, ended)
    for child in verb.children:  # "have a retriever called Biscuit" parsed as a clause of its own
        if child.lemma_ in NAMING_VERBS and child.dep_ in {"ccomp", "xcomp", "advcl", "conj"}:
            named = _misparsed_naming(child)
            if named is not None:
                yield Statement(
                    subject,
                    base,
                    named.name,
                    named,
                    clause.negated,
                    clause.ended or ended,
                    clause.confidence,
                    clause.when,
                )
    # "moved back to Cairo", "moved here from Leeds": the parser hangs the preposition on the adverb
    particle_preps = [
        p
        for c in verb.children
        if c.dep_ == "advmod" and c.lower_ in PARTICLE_ADVERBS | HERE and c.i == verb.i + 1
        for p in c.children
        if p.dep_ == "prep"
    ]
    for child in [*verb.children, *particle_preps]:
        if child.dep_ in COMPLEMENT_DEPS and verb.lemma_ == "feel" and child.pos_ in {"ADJ", "VERB"}:
            yield from _feeling(clause, subject, child)
        elif child.dep_ in COMPLEMENT_DEPS and (verb.lemma_ in LINKING_VERBS or child.dep_ == "attr"):
            yield from _statement(clause, subject, base, child, ended=ended)
        elif child in attached and with_object and child.dep_ == "prep":
            continue  # read with the object: "took my kids to a pottery workshop"
        elif child.dep_ == "prep" and (inner := idiom_inner(verb, child, base)) is not None:
            yield from (_with(s, ended) for s in _prep_statements(clause, subject, *inner))  # "in touch with"
        elif child.dep_ == "prep" and (conversational_idiom(verb, child) or held_pronoun(verb)):
            continue  # "I'll keep that in mind", "to have you in my life": the talk, not a fact
        elif child.dep_ == "prep" and at_an_age(child):
            continue  # "started playing the violin at six": when in her life, not where
        elif (child.dep_ == "prep" and child.lower_ not in SKIP_PREPS) or child.dep_ == "agent":
            linked = complement_base(verb, base, child) if verb.lemma_ in LINKING_VERBS else base
            linked = idiom_base(verb, linked)  # "stayed in touch with them": "stay in touch with"
            for found in _prep_statements(clause, subject, linked, child):  # "get better at chess"
                yield _with(found, ended)
    if xcomp is not None and not objects:
        tokens = phrase(xcomp, clause.time_tokens)
        if acceptable(tokens) and (len(tokens) > 1 or xcomp.tag_ == "VBG"):
            predicate = "plan" if verb.lemma_ == "go" and xcomp.tag_ == "VB" else base
            infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in xcomp.children)
            open_verb = _open_field(base) and _open_field(f"{base} to")
            if infinitive and predicate == base and not base.endswith(" to") and open_verb:
                predicate = f"{base} to"  # "tried to capture": "try to", as said
            yield Statement(
                subject,
                predicate,
                text_of(tokens),
                None,
                clause.negated,
                clause.ended or ended,
                clause.confidence,
                clause.when,
            )


def _misparsed_object(verb: Token, child: Token) -> bool:
    """A language or nationality word the parser took for the predicate's complement ("I learned
    Italian" with "Italian" an adjective): the verb's object, unless the verb links a state."""
    return (
        child.dep_ == "oprd" and child.ent_type_ in {"NORP", "LANGUAGE"} and verb.lemma_ not in LINKING_VERBS
    )


def _gap_statement(
    clause: Clause, subject: Subject, base: str, gap: tuple[str, Token], ended: bool
) -> Iterator[Statement]:
    preposition, noun = gap
    found = gap_value(noun, clause)
    if found is None:
        return
    value, head = found
    own = phrase(head, {t.i for c in head.children if c.dep_ == "relcl" for t in c.subtree})
    entity = _named_by(head) or _entity_of(head, own)
    if entity is not None and _named_by(head) is not None:
        value = entity.name
    predicate = f"{base} {preposition}" if preposition else base
    yield Statement(
        subject,
        predicate,
        value,
        entity,
        clause.negated,
        clause.ended or ended,
        clause.confidence,
        clause.when,
    )


def _open_field(predicate: str) -> bool:
    """A predicate the ontology maps to no attribute of its own: its field is the verb as read."""
    return map_predicate(predicate, None).field == predicate


def _obligation(verb: Token, xcomp: Token) -> bool:
    """ "had to", "have got to": a modal of obligation, the verb after it is what was done."""
    if verb.lemma_ not in {"have", "get"} or not any(
        c.lower_ == "to" and c.dep_ == "aux" for c in xcomp.children
    ):
        return False
    return verb.lemma_ == "have" or any(c.lemma_ == "have" for c in verb.children if c.dep_ == "aux")


def _attached_preps(verb: Token, objects: list[Token], clause: Clause) -> list[Token]:
    """The prepositional arguments of a light verb with an object ("took my kids to a pottery
    workshop", "had a picnic with friends"): said with the object, they make one statement; alone
    ("take to", "have with") the predicate says nothing. A named place or organisation stays a
    statement of its own, so that it links to its entity."""
    if not objects or any(_entity_of(o, phrase(o)) is not None or _named_by(o) is not None for o in objects):
        return []
    if all(o.pos_ in {"PRON", "DET"} for o in objects):
        return []  # "made it in pottery class": what "it" is, is unknown; where stays a statement
    attached = []
    for child in verb.children:
        if child.dep_ != "prep" or child.lower_ in SKIP_PREPS:
            continue
        obj = next((c for c in child.children if c.dep_ in {"pobj", "pcomp"}), None)
        if obj is None or obj.i in clause.time_tokens or names_something(child) or is_name(obj):
            continue
        if ner_type(obj) is not None:
            continue
        attached.append(child)
    return attached


def _feeling(clause: Clause, subject: Subject, adjective: Token) -> Iterator[Statement]:
    """ "I felt accepted": she is feeling accepted (the state, said as one)."""
    for item in _objects(adjective):
        if item.lower_ in EMPTY or not item.is_alpha:
            continue
        yield Statement(
            subject,
            "be",
            f"feeling {item.lower_}",
            None,
            clause.negated,
            clause.ended,
            clause.confidence,
            clause.when,
        )


def _left_job(clause: Clause, subject: Subject, job: Token) -> Iterator[Statement]:
    """ "quit his job at the brewery": he no longer works there."""
    for prep in [*job.children, *job.head.children]:
        if prep.dep_ == "prep" and prep.lower_ in {"at", "with", "for"}:
            for found in _prep_statements(clause, subject, "work", prep):
                yield _with(found, True)


def _with(statement: Statement, ended: bool) -> Statement:
    return statement if not ended or statement.ended else replace(statement, ended=True)
