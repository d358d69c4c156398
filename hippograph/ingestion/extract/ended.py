"""Statements that something stopped, read from the verb's meaning, tense and aspect.

A clause says a state is over in one of three ways:

- **aspect**: "used to live in Porto", "no longer plays tennis", "doesn't smoke anymore";
- **a cessation verb** with the activity it ends: "gave up smoking", "stopped eating meat",
  "quit drinking coffee" (:data:`ACTIVITY_ENDERS`);
- **a verb that ends a relation** with its object, declared per relation in the ontology
  (``ended_by``): "sold my Vespa" ends OWNS, "moved out of Porto" LIVES_IN, "left Initech" or "quit
  my job" WORKS_AT, "broke up with Tom" (or "we broke up") PARTNER_OF.

Each gives the clause's **positive reading** -- the sentence that states the state itself ("I live in
Porto", "I play tennis", "I drink coffee", "I own Vespa") -- which the extractor reads like any
other sentence; what it finds there is what ended. So an ended statement lands on the same entity,
field and value as the current one it closes, however that one was first said, and the writer ends
that fact and its edge (history keeps both). A reading that finds nothing falls back to the
relation's own field ("partner", "possession") or, for an activity, ``habit`` = the activity.

>>> from hippograph.ingestion.spacy_extractor import load_spacy     # doctest: +SKIP
>>> [r.text for r in readings(load_spacy()("I moved out of Porto."))]  # doctest: +SKIP
['I live in Porto']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor, type_for_name
from hippograph.ingestion.extract.views import CLAUSE_DEPS, SUBJECT_DEPS, Clause, clauses, gerund_governor
from hippograph.ingestion.extract.vocabulary import ontology_of
from hippograph.ingestion.rules import HOME_WORDS, lexicon
from hippograph.lexicon import KINSHIP
from hippograph.ontology import Ontology, Relation, default_ontology

# Verbs whose complement is the activity that stops: "gave up smoking", "quit drinking coffee".
ACTIVITY_ENDERS = frozenset({"give up", "quit", "stop", "cease", "kick", "drop", "abandon"})
# Words the positive reading leaves out: the marks of the ending itself.
ENDING_WORDS = lexicon("anymore longer")
# Nouns that name the tie itself rather than its other end ("quit my job" ends the employer,
# whoever it was; "left the band" ends a membership) are the ontology's ``tie_nouns``.
# A tie noun that is only the tie ("my job"): the tie ends whatever its other end was.
BARE_TIES = lexicon("job position post career work")
PLURAL_SELF = lexicon("we")
SURE = 0.6  # a clause hedged below this ("might", "maybe") states no ending
# The subject of a restated sentence when it is a common noun ("my parents sold ..."): a name the
# readers keep as written, mapped back to the subject afterwards.
STAND_IN = "Quilla Brandvold"
HOME_FIELD = "home"  # the field "I live in an apartment" keeps (hippograph.ingestion.rules)
TIME_PREPS = lexicon("after before since during until till because when while")


@dataclass(frozen=True)
class Reading:
    """The positive reading of an ended clause, and what to store when it finds nothing."""

    text: str  # "I live in Porto": a sentence that states what stopped
    subject: Token  # the clause's subject, resolved in the original sentence
    clause_tokens: frozenset[int]  # the clause's own words: current statements over them give way
    when: str | None
    fallback_field: str | None = None  # "habit", "partner": stored when the reading finds nothing
    fallback_value: str = ""  # "" ends whatever value the field has (single-valued fields)
    relation: str | None = None  # the relation the verb ends, for an edge of the fallback
    object_name: str | None = None  # the other end, when the clause names it


def ends_a_tie(verb: str) -> bool:
    """True for a verb the ontology says ends a relation ("sell" ends OWNS, "quit" WORKS_AT)."""
    return bool(default_ontology().relations_ended_by(verb))


def readings(span: Span, ontology: Ontology | None = None) -> Iterator[Reading]:
    """The positive reading of every clause of ``span`` that says a state stopped."""
    known = ontology or ontology_of(span.doc)
    for clause in clauses(span):
        if clause.conditional or clause.future or clause.subject is None or clause.confidence < SURE:
            continue  # "if I quit", "I'll sell it", "I might quit my job": nothing stopped yet
        found = _by_verb(clause, known)
        if not found and (clause.ended or _ends(clause)) and not (clause.negated and not _ends(clause)):
            aspect = _by_aspect(clause)
            found = [aspect] if aspect is not None else []
        yield from found


# --- aspect: "used to", "no longer", "not ... anymore" ---------------------------------------


def _ends(clause: Clause) -> bool:
    """ "no longer" or "(not) ... anymore" anywhere in the clause's own words."""
    doc = clause.head.doc
    words = _clause_tokens(clause)
    for i in words:
        lower = doc[i].lower_
        if lower == "longer" and i > 0 and doc[i - 1].lower_ == "no":
            return True
        if lower == "anymore" or (lower == "more" and i > 0 and doc[i - 1].lower_ == "any"):
            return any(doc[j].dep_ == "neg" or doc[j].lower_ in {"not", "n't", "never"} for j in words)
    return False


def _by_aspect(clause: Clause) -> Reading | None:
    """ "I don't live in Porto anymore" → "I live in Porto"; "I used to paint" → "I paint"."""
    head = clause.head
    tokens = _clause_tokens(clause)
    drop: set[int] = set()
    for token in head.subtree:
        if token.i not in tokens:
            continue
        lower = token.lower_
        if (
            lower in ENDING_WORDS
            or token.dep_ == "neg"
            or lower in {"not", "n't", "never"}
            or (lower == "no" and token.i + 1 < len(token.doc) and token.doc[token.i + 1].lower_ == "longer")
        ):
            drop.add(token.i)
        elif lower == "any" and token.i + 1 < len(token.doc) and token.nbor(1).lower_ == "more":
            drop.update({token.i, token.i + 1})
        elif token.dep_ == "aux" and token.lemma_ == "do" and token.head.i == head.i:
            drop.add(token.i)  # "doesn't live": "live"
    text_tokens = [t for t in _sentence_of(clause) if t.i not in drop]
    subject_words = {t.i for t in _subject(clause).subtree}
    stand_in = _subject(clause).pos_ == "NOUN"
    if stand_in:
        text_tokens = [t for t in text_tokens if t.i not in subject_words]
    if head.lemma_ == "use" and head.tag_ == "VBD":
        xcomp = next((c for c in head.children if c.dep_ == "xcomp"), None)
        if xcomp is None:
            return None
        to = [c.i for c in xcomp.children if c.dep_ == "aux" and c.lower_ == "to"]
        text_tokens = [t for t in text_tokens if t.i != head.i and t.i not in to]
    text = _join(text_tokens)
    if stand_in:
        text = f"{STAND_IN} {text}"
    return Reading(text, _subject(clause), frozenset(tokens), clause.when)


# --- cessation and relation-ending verbs --------------------------------------------------------


# Verbs whose past tense is their base form: "I quit smoking" may be tagged present.
INVARIANT_PAST = frozenset({"quit", "cut", "put", "let", "set", "shut", "split", "rid", "spread"})


def _completed(head: Token) -> bool:
    """The event happened: past or perfect ("sold", "have sold"), not a habit in the present
    ("they sell honey at the market") nor one under way or planned ("I'm selling my car")."""
    if head.tag_ in {"VBD", "VBN"}:
        return True
    return head.tag_ in {"VBP", "VB"} and head.lower_ in INVARIANT_PAST


def _by_verb(clause: Clause, ontology: Ontology) -> list[Reading]:
    head = clause.head
    if head.pos_ != "VERB" or clause.negated or not _completed(head):
        return []
    phrases = list(_phrases(head))
    if not phrases:
        return []
    subject = _subject(clause)
    tokens = frozenset(_clause_tokens(clause))
    for phrase, obj in phrases:
        if phrase in ACTIVITY_ENDERS and obj is not None and _is_activity(obj):
            activity = _activity_text(obj)
            return [
                Reading(
                    f"{_subject_text(subject)} {activity}",
                    subject,
                    tokens,
                    clause.when,
                    fallback_field="habit",
                    fallback_value=_phrase_text(obj),
                )
            ]
    for phrase, obj in phrases:
        hint = _tie_noun(obj, ontology)
        obj = _tie_object(obj)
        relation = _ended_relation(ontology, phrase, obj, hint)
        if relation is None:
            continue
        bare = obj is None or (obj.lemma_.casefold() in BARE_TIES and not _named(obj))
        if bare or obj is None:
            if obj is None and subject.lower_ not in PLURAL_SELF and phrase not in _TWO_SIDED:
                continue  # "I left": left what?
            # "we broke up", "I quit my job": whoever or whatever it was, of each tie it may be
            ties = [relation] if obj is not None else ontology.relations_ended_by(phrase)
            return [
                Reading("", subject, tokens, clause.when, fallback_field=tie.field, relation=tie.name)
                for tie in ties
                if tie.field and tie.cardinality == "one"
            ]
        if _common_noun(obj) and "Concept" not in relation.range and "Place" in relation.range:
            # "moved out of my parents' place": a dwelling, not a city; the city stays as it was
            dwelling = _dwelling(obj, ontology)
            return [] if dwelling is None else [_left_home(dwelling, subject, tokens, clause.when)]
        name = _phrase_text(obj)
        verb = relation.lexicon[0] if relation.lexicon else None
        text = f"{_subject_text(subject)} {_conjugated(verb, subject)} {name}" if verb else ""
        return [
            Reading(
                text,
                subject,
                tokens,
                clause.when,
                fallback_field=relation.field,
                fallback_value=name,
                relation=relation.name,
                object_name=name,
            )
        ]
    for phrase, obj in phrases:  # "gave up coffee": the thing itself, as a habit that ended
        if phrase in ACTIVITY_ENDERS and obj is not None and obj.pos_ == "NOUN":
            return [
                Reading(
                    "", subject, tokens, clause.when, fallback_field="habit", fallback_value=_phrase_text(obj)
                )
            ]
    return []


# Said without an object, these still end a tie: "we broke up", "my brother retired".
_TWO_SIDED = frozenset({"break up", "split up", "separate", "divorce", "retire"})


def _phrases(head: Token) -> Iterator[tuple[str, Token | None]]:
    """The verb's predicate phrases, longest first, each with its object: "move out of" Porto,
    "give up" smoking, "sell" Vespa, "be fired from" Initech."""
    lemma = head.lemma_.casefold()
    passive = any(c.dep_ == "auxpass" for c in head.children)
    base = f"be {lemma}" if passive else lemma
    particle = next((c for c in head.children if c.dep_ == "prt"), None)
    obj = next((c for c in head.children if c.dep_ in {"dobj", "xcomp", "attr"}), None)
    stem = f"{base} {particle.lower_}" if particle is not None else base
    for adverb in (c for c in head.children if c.dep_ == "advmod" and c.pos_ == "ADV"):
        for prep in (c for c in adverb.children if c.dep_ == "prep"):  # "moved away from X"
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is not None:
                yield f"{stem} {adverb.lower_} {prep.lower_}", pobj
    for prep in (c for c in head.children if c.dep_ == "prep"):
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        inner = next((c for c in prep.children if c.dep_ == "prep"), None)
        if pobj is None and inner is not None:  # "move out of Porto": "out" → "of" → Porto
            pobj = next((c for c in inner.children if c.dep_ == "pobj"), None)
            if pobj is not None:
                yield f"{stem} {prep.lower_} {inner.lower_}", pobj
        if pobj is not None:
            yield f"{stem} {prep.lower_}", pobj
    if particle is not None:
        yield stem, obj
    if not passive:
        yield lemma, obj
    if lemma == "stop" and obj is not None and obj.lemma_ == "work":  # "stopped working at X"
        for prep in (c for c in obj.children if c.dep_ == "prep"):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is not None:
                yield f"stop work {prep.lower_}", pobj


def _tie_object(obj: Token | None) -> Token | None:
    """ "quit my job at Initech": the tie's other end is Initech (the parse may hang "at
    Initech" on the job or on the verb)."""
    if obj is None or obj.lemma_.casefold() not in BARE_TIES:
        return obj
    preps = [*obj.children, *(c for c in obj.head.children if c.i > obj.i)]
    for prep in (c for c in preps if c.dep_ == "prep" and c.lower_ in {"at", "with", "for", "in"}):
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if pobj is not None:
            return pobj
    return obj


def _ended_relation(
    ontology: Ontology, phrase: str, obj: Token | None, hint: str | None = None
) -> Relation | None:
    found = ontology.relations_ended_by(phrase)
    if not found:
        return None
    if obj is None:
        return next((r for r in found if r.cardinality == "one" and r.field), None)
    noun = obj.lemma_.casefold()
    kin = KINSHIP.get(noun)
    tie = ontology.relation_for_tie_noun(noun)
    wanted = hint or (tie.name if tie is not None else None) or (kin.relation if kin else None)
    if wanted is None:
        for child in obj.children:  # "my old car", "her girlfriend Ava": the noun says
            kin = KINSHIP.get(child.lemma_.casefold()) if child.dep_ in {"appos", "compound"} else None
            wanted = wanted or (kin.relation if kin else None)
    preferred = [r for r in found if r.name == wanted]
    if preferred:
        return preferred[0]
    kind = _object_type(obj)
    said = next((c for c in obj.children if c.dep_ in {"compound", "appos"} and c.pos_ == "NOUN"), None)
    if said is not None and obj.pos_ == "PROPN":  # "lost our dog Max": the noun says what Max is
        kind = type_for_descriptor(said.lemma_.casefold()) or kind
    if kind is None and any(c.dep_ == "nummod" for c in obj.children):
        return None  # "lost 8 kilos", "sold 300 copies": a quantity, not a thing one had
    typed = [r for r in found if kind is None or kind in r.range]
    if obj.pos_ == "PROPN" or (obj.pos_ == "NOUN" and obj.ent_type_):
        # A name: NER's type is a guess ("Globex" a place, "Vespa" a person), the verb is surer.
        return typed[0] if typed else found[0]
    if len(found) > 1 and kind is None:
        return None  # "left the office": which tie? Only a noun that names one says
    if kind is None and typed and "Concept" not in typed[0].range:
        return None  # "finished the puzzle": a thing of no known type is no school, no employer
    return typed[0] if typed else None


def _object_type(obj: Token) -> str | None:
    named = type_for_name(_phrase_text(obj))  # "... Corporation", "... Street": the name says
    if named is not None:
        return named
    if obj.ent_type_ in {"GPE", "LOC", "FAC"}:
        return "Place"
    if obj.ent_type_ == "ORG":
        return "Org"
    if obj.ent_type_ == "PERSON" or obj.lower_ in {"him", "her", "them"}:
        return "Person"
    return type_for_descriptor(obj.lemma_.casefold())


def _is_activity(obj: Token) -> bool:
    """ "smoking", "drinking coffee", "to eat meat": a verb's -ing form or infinitive."""
    if obj.tag_ == "VBG" or (obj.dep_ == "xcomp" and obj.pos_ == "VERB"):
        return True
    words = [t for t in obj.subtree if t.dep_ not in {"det", "poss"}]
    return bool(words) and words[0].lower_.endswith("ing") and words[0].pos_ in {"NOUN", "VERB"}


def _activity_text(obj: Token) -> str:
    """The activity as a present-tense predicate: "drinking coffee" → "drink coffee"."""
    later = {  # "stopped playing rugby after my injury": when it stopped is not the activity
        t.i for c in obj.children if c.dep_ in {"prep", "advcl"} and c.lower_ in TIME_PREPS for t in c.subtree
    }
    words = [
        t for t in obj.subtree if t.dep_ not in {"det", "poss"} and t.lower_ != "to" and t.i not in later
    ]
    if not words:
        return obj.lemma_
    first = words[0]
    verb = first.lemma_ if first.pos_ == "VERB" else first.lower_
    return " ".join([verb, *(t.text for t in words[1:])])


def _phrase_text(obj: Token) -> str:
    """The object without its determiner or possessive: "my old car" → "old car", "the navy" →
    "navy"; a noun with a name beside it is that name ("his girlfriend Ava" → "Ava")."""
    named = next((c for c in obj.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    if named is not None:
        return " ".join(t.text for t in named.subtree if t.dep_ not in {"det", "poss", "punct"})
    words = [
        t
        for t in obj.subtree
        if t.dep_ not in {"det", "poss", "punct", "relcl", "prep", "acl", "appos", "case"}
        and t.head.dep_ not in {"relcl", "acl"}
        and t.i <= obj.i
    ]
    return " ".join(t.text for t in words) or obj.text


def _tie_noun(obj: Token | None, ontology: Ontology) -> str | None:
    """The relation a noun names the tie of, as the ontology declares it ("my job": WORKS_AT), or
    a dwelling's ("the dorm": LIVES_IN)."""
    lemma = obj.lemma_.casefold() if obj is not None else ""
    tie = ontology.relation_for_tie_noun(lemma) if lemma else None
    return tie.name if tie is not None else ("LIVES_IN" if lemma in HOME_WORDS else None)


def _common_noun(obj: Token) -> bool:
    """A common noun that names no place: "my parents' place", "the dorm", "the city"."""
    return obj.pos_ not in {"PROPN", "PRON"} and not obj.ent_type_ and not _named(obj)


def _dwelling(obj: Token, ontology: Ontology) -> str | None:
    """ "my parents' place" → "parents' place": the phrase of a noun of dwelling with whose it is,
    or None for a noun that is no dwelling ("the city")."""
    if _tie_noun(obj, ontology) != "LIVES_IN":
        return None
    words = [
        t
        for t in obj.subtree
        if t.i <= obj.i and t.dep_ not in {"det", "punct"} and not (t.dep_ == "poss" and t.pos_ == "PRON")
    ]
    return "".join(t.text_with_ws for t in words).strip()


def _left_home(dwelling: str, subject: Token, tokens: frozenset[int], when: str | None) -> Reading:
    """Moving out of a dwelling ends the kind of home lived in (the field a "live in an apartment"
    statement keeps), never the city."""
    return Reading("", subject, tokens, when, fallback_field=HOME_FIELD, fallback_value=dwelling)


def _named(obj: Token) -> bool:
    return obj.pos_ == "PROPN" or any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in obj.children)


def _conjugated(phrase: str, subject: Token) -> str:
    words = phrase.split()
    if words[0] == "be":
        lower = subject.lower_
        words[0] = "am" if lower == "i" else "are" if lower in {"we", "you", "they"} else "is"
    return " ".join(words)


# --- the clause ------------------------------------------------------------------------------


def _subject(clause: Clause) -> Token:
    assert clause.subject is not None
    return clause.subject


def _subject_text(subject: Token) -> str:
    if subject.lower_ in {"we", "us"}:
        return "I"
    if subject.pos_ == "PRON":
        return subject.text
    if subject.pos_ == "NOUN":  # "my parents": read alone it may come back as "my parent"
        return STAND_IN
    return " ".join(t.text for t in subject.subtree if t.dep_ not in {"punct", "relcl"})


def _clause_tokens(clause: Clause) -> set[int]:
    """The words of the clause, without the clauses nested in it."""
    head = clause.head
    out = {head.i}
    for child in head.children:
        if child.dep_ in CLAUSE_DEPS and child.dep_ != "xcomp":
            continue
        if child.dep_ in SUBJECT_DEPS:
            continue
        out.update(t.i for t in child.subtree)
    for token in head.subtree:  # "(used to live in Toronto) before moving to Vancouver": its own
        if gerund_governor(token) is not None:
            out -= {t.i for t in token.subtree} | ({token.head.i} if token.dep_ == "pcomp" else set())
    return out


def _sentence_of(clause: Clause) -> list[Token]:
    """The clause with its subject, in order: the sentence its positive reading is made from."""
    assert clause.subject is not None
    keep = _clause_tokens(clause) | {t.i for t in clause.subject.subtree}
    doc = clause.head.doc
    return [doc[i] for i in sorted(keep) if not doc[i].is_punct or doc[i].i == max(keep)]


def _join(tokens: list[Token]) -> str:
    """The tokens as text; where a word was dropped between two, a space ("isn't teaching" without
    its "n't" is "is teaching", not "isteaching")."""
    out = ""
    for token, after in zip(tokens, [*tokens[1:], None][: len(tokens)], strict=True):  # none: ""
        out += token.text
        if after is None:
            break
        adjacent = after.i == token.i + 1
        out += token.whitespace_ if adjacent else ("" if after.is_punct else " ")
    return out.strip().rstrip(" ,;")


__all__ = ["ACTIVITY_ENDERS", "STAND_IN", "Reading", "readings"]
