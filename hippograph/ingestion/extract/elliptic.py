"""Corrections that leave their predicate in an earlier turn: "It's Lisbon, not Porto.", "Not
Porto, Lisbon.", "No, Tuesday, not Monday.", "Wait -- Bosch, not Siemens.", "I meant Bosch, not
Siemens", "Sorry, I meant Lisbon."

The sentence says only the right value and perhaps the wrong one, and nothing else: two nominals
the parse links directly (an apposition or a conjunct, either way round), one of them negated by
"not" -- the wrong one -- and around them only discourse: interjections and a closed class of
markers ("no", "sorry", "wait", "hold on", "actually"), an empty copula ("it's", "that was") and a
self-repair ("I meant", "I mean"). Any other word (a verb, a subject, a possessive) makes it a
statement of its own, read elsewhere. A self-repair may name only the right value ("Sorry, I
meant Lisbon."): the wrong one is then the latest value of the same kind in the session.

What the values are values of is in the store: the pipeline finds the fact whose value is the
wrong one (:mod:`hippograph.ingestion.corrected`) and the right value supersedes it there;
without such a fact nothing is stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.entity_types import NER_TYPES
from hippograph.ingestion.extract.subjects import name_span
from hippograph.ingestion.extraction import CORRECTED, NUMBER_KIND, FactCandidate
from hippograph.ingestion.rules import lexicon

EMPTY_SUBJECTS = lexicon("it that this")
VALUE_POS = frozenset({"NOUN", "PROPN", "NUM"})
CONFIDENCE = 0.85
MODIFIERS = frozenset({"compound", "amod", "nummod"})
# Dependents that belong to a value's phrase ("the New York office", "a Honda", "dark chocolate").
PHRASE_DEPS = MODIFIERS | {"det", "flat", "quantmod"}
# Discourse markers: a closed class of words that frame a repair and state nothing.
MARKERS = lexicon(
    "no nope nah oh ah oops sorry wait hold hang on well actually rather correction um uh er hmm "
    "please thanks thank"
)
# Markers that alone make a bare value a self-repair ("No wait, a Honda Civic."), as "I meant" does.
REPAIR_MARKERS = lexicon("no nope nah wait oops correction rather actually")
REPAIR_VERBS = lexicon("mean")  # "I meant Lisbon": the speaker replaces what they said
CONTRAST = lexicon("not but rather than instead")
# Prepositions of place an empty copula takes before a corrected place ("it's in Bradford").
PLACING = lexicon("in at on near")


@dataclass(frozen=True)
class Elliptic:
    right: str
    wrong: str  # "" when only the right value is said ("Sorry, I meant Lisbon.")
    kind: str = ""  # what the right value names (an entity type, or NUMBER_KIND), when the wrong is unsaid


def elliptic_correction(span: Span) -> Elliptic | None:
    """The right and the wrong value of a sentence that is only a correction, else None."""
    rest = [t for t in span if not t.is_punct and not t.is_space and not _discourse(t)]
    negations = [t for t in rest if t.lower_ == "not"]
    if len(negations) > 1:
        return None
    if negations:
        wrong = _value_after(rest, negations[0])
        right = _linked(wrong, negations[0]) if wrong is not None else None
    else:
        wrong, right = None, _lone_value(span, rest)
    if right is None:
        return None
    phrases = _phrase(right) | (_phrase(wrong) if wrong is not None else set())
    if any(t.i not in phrases and t.lower_ not in CONTRAST for t in rest):
        return None  # a word of its own: "Lisbon, not Porto, is where I live" is a statement
    found = Elliptic(_value(right), _value(wrong) if wrong is not None else "", _kind(right))
    if not found.right or (wrong is not None and not found.wrong):
        return None
    if wrong is None and not found.kind and right.pos_ != "PROPN":
        return None  # "I meant tea": nothing tells which earlier value it repairs
    return found


def _discourse(token: Token) -> bool:
    """A word that only frames the correction: an interjection, a marker, an empty "it's", a
    self-repair "I meant" (and "hold on"'s particle, "I meant to say"'s "to say")."""
    if token.pos_ == "INTJ" or token.dep_ == "intj":
        return True
    if token.lower_ in MARKERS:
        return True
    if _empty_copula(token) or _repair_verb(token):
        return True
    head = token.head
    if head.i == token.i:
        return False
    if token.dep_ in {"nsubj", "expl"} and (_empty_copula(head) or _repair_verb(head)):
        return True
    if token.dep_ == "prt" and head.lower_ in MARKERS:  # "hold on", "hang on"
        return True
    if token.dep_ == "prep" and token.lower_ in PLACING and _empty_copula(head):
        return True  # "it's in Bradford, not Leeds": where the thing is, its place the value
    if _repair_verb(head) and token.dep_ == "xcomp" and token.lemma_ == "say":  # "I meant to say"
        return True
    return (
        token.dep_ == "aux"
        and token.lower_ == "to"
        and token.head.lemma_ == "say"
        and _repair_verb(head.head)
    )


def _repair_verb(token: Token) -> bool:
    """ "I meant", "I mean": the speaker's own verb of meaning, with nothing but a value after."""
    if token.lemma_ not in REPAIR_VERBS or token.pos_ != "VERB":
        return False
    subjects = [c for c in token.children if c.dep_ == "nsubj"]
    return len(subjects) == 1 and subjects[0].lower_ == "i"


def _value_after(rest: list[Token], neg: Token) -> Token | None:
    """The value "not" negates: the head of the first nominal after it."""
    first = next((t for t in rest if t.i > neg.i and _is_value(t)), None)
    while first is not None and first.dep_ in PHRASE_DEPS and first.head.i > first.i:
        first = first.head  # "not New York": York
    return first


def _linked(wrong: Token, neg: Token) -> Token | None:
    """The value the wrong one is said against: one the parse links to it directly, either way
    round ("Lisbon, not Porto" as an apposition; "Thursday, not Friday" with Friday the root;
    "Not Porto, Lisbon"; "not Siemens but Bosch"), or only through discourse and punctuation
    ("Hold on, Tuesday, not Monday": both hang from "hold"; "it's not Vienna, it's Salzburg":
    from two empty copulas). The nearest in the parse, then in the sentence."""
    phrase = _phrase(wrong)
    seen = {wrong.i, neg.i}
    frontier = [wrong]
    while frontier:
        near = [n for t in frontier for n in (t.head, *t.children) if n.i not in seen]
        seen |= {n.i for n in near}
        found = [t for t in near if t.i not in phrase and _is_value(t) and not _discourse(t)]
        if found:
            return min(found, key=lambda t: abs(t.i - wrong.i))
        frontier = [t for t in near if t.i in phrase or t.is_punct or _discourse(t)]
    return None


def _is_value(token: Token) -> bool:
    """A nominal, a name the tagger took for something else ("not Spotify" as a verb), or an
    adjective said as a value ("It's green, not blue": the stored value decides what it was)."""
    if token.pos_ == "ADJ":
        return token.dep_ in {"acomp", "attr", "amod", "appos", "conj", "ROOT"} and not token.is_stop
    return token.pos_ in VALUE_POS or (bool(token.ent_type_) and token.is_title and not token.is_punct)


def _lone_value(span: Span, rest: list[Token]) -> Token | None:
    """The one value of a self-repair that names only the right one ("Sorry, I meant Lisbon.")."""
    heads = [t for t in rest if t.pos_ in VALUE_POS and not (t.dep_ in PHRASE_DEPS and t.head in rest)]
    if len(heads) != 1:
        return None
    if any(_repair_verb(t) for t in span):
        return heads[0]
    # "No wait, a Honda Civic.": a repair marker and a name (never a person's: "No, Anna!" calls her)
    marked = any(t.lower_ in REPAIR_MARKERS for t in span if _discourse(t))
    return heads[0] if marked and heads[0].pos_ == "PROPN" and _kind(heads[0]) not in {"", "Person"} else None


def _phrase(token: Token) -> set[int]:
    """The positions of a value's phrase: the value and its modifiers, articles and parts, and
    the whole of a name it ends ("University of Porto")."""
    entity = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    out = {token.i} | ({t.i for t in entity} if entity is not None else set())
    stack = [token]
    while stack:
        parent = stack.pop()
        for child in parent.children:
            if _set_off(child, parent):
                continue  # "green, not blue" parsed with "green" a modifier of "blue": a value of its own
            if child.dep_ in PHRASE_DEPS and child.i not in out:
                out.add(child.i)
                stack.append(child)
    return out


def _set_off(child: Token, parent: Token) -> bool:
    """A modifier a comma separates from its head: no part of the head's phrase."""
    low, high = sorted((child.i, parent.i))
    return child.dep_ == "amod" and any(t.text == "," for t in child.doc[low + 1 : high])


def _kind(token: Token) -> str:
    """What a value names: the type of its named entity, or
    :data:`~hippograph.ingestion.extraction.NUMBER_KIND`, else ""."""
    if token.pos_ == "NUM" or token.like_num:
        return NUMBER_KIND
    entity = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    if entity is None:
        return ""
    return NUMBER_KIND if entity.label_ in {"CARDINAL", "QUANTITY"} else NER_TYPES.get(entity.label_, "")


def correction_candidate(found: Elliptic) -> FactCandidate:
    """The statement the pipeline completes: the right value, the wrong one (or, when unsaid,
    the kind of value it replaces) in its metadata."""
    metadata = {"wrong": found.wrong} if found.wrong else {"wrong": "", "kind": found.kind}
    return FactCandidate(
        "user",
        None,
        CORRECTED,
        found.right,
        CONFIDENCE,
        CORRECTED,
        metadata=metadata,
        correction=True,
    )


def _empty_copula(token: Token) -> bool:
    """ "it's", "that was": a copula whose subject stands for the value itself."""
    if token.lemma_ != "be":
        return False
    subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}]
    return all(s.lower_ in EMPTY_SUBJECTS for s in subjects)


def _value(token: Token) -> str:
    """The value as said, a name whole ("New York"), without an article ("a Honda": Honda), nor
    a marker NER took into it ("Hmm, Deezer": Deezer)."""
    entity = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    if entity is not None:
        cut = [t.i for t in entity if t.i < token.i and (t.is_punct or _discourse(t))]
        if cut:
            return token.doc[cut[-1] + 1 : entity.end].text
        start = _name_start(token)
        if start < entity.start:  # "a Honda Civic" with only "Civic" a named entity: the whole name
            return token.doc[start : entity.end].text
    # A number after the head is part of the value: "May 4" is no "May" ("not May 3" would
    # otherwise find "May 3" wrong and store "May" right).
    numbers = [c.text for c in token.rights if c.dep_ == "nummod"]
    name = name_span(token) if token.pos_ == "PROPN" else None
    if name:
        return " ".join([name, *numbers])
    modifiers = [c for c in token.lefts if c.dep_ in MODIFIERS and not _set_off(c, token)]  # "dark chocolate"
    return " ".join([*(t.text for t in [*modifiers, token]), *numbers])


def _name_start(token: Token) -> int:
    """Where the name a proper noun ends starts: its proper-noun compound and flat parts ("Honda"
    of "Honda Civic"), as the parse links them."""
    start = token.i
    for child in token.lefts:
        if child.dep_ in {"compound", "flat"} and child.pos_ == "PROPN" and not _discourse(child):
            start = min(start, _name_start(child))
    return start
