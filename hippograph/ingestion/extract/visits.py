"""Someone who came to see the speaker: "My brother came over last weekend", "our friend Dana
stopped by on Sunday", "my parents came to visit in June", "my sister visited me last week".

A person is the subject of a verb of coming with a particle of visiting ("come over", "come round",
"stop by", "drop in", "pop over"), of coming or going to visit or see without another object, or
of "visit" / "see" with the speaker as its object. What happened is an event of the speaker's: a
visit from that person, when the sentence says (``be visited by``, the person as its value, so the
visitor is linked and a relative said without a name is still tied to the speaker). A visit to a
place ("came over from Spain", "visited Rome") is not this: it has an object or a place of its own.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import lexicon

COMING = lexicon("come stop drop pop swing call look")
VISITING_PARTICLES = lexicon("over round around by in")
SEEING = lexicon("visit see")
SPEAKER_OBJECTS = lexicon("me us")
VISITED = "be visited by"
VISIT_FIELD = "visited by"  # an event with a person, never the relation to them said again
TIME_LABELS = frozenset({"DATE", "TIME"})
DEICTIC_TIMES = frozenset({"last", "next", "this"})
ELSEWHERE = frozenset({"to", "from", "into", "at"})  # "came over from Spain": a journey, not a visit


def read_visit(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """The speaker's ``be visited by`` the clause's subject, when the clause says they came by."""
    if subject.type != "Person" or subject.name == SPEAKER or subject.name.startswith("@agent"):
        return
    if not _visiting(clause.head):
        return
    visitor = Named(subject.name, "Person", subject.descriptor or subject.noun, subject.gender)
    # "stopped by" ends nothing; "used to come over" does
    ended = clause.ended and clause.head.lemma_ != "stop"
    yield Statement(
        Subject(SPEAKER, "User"),
        VISITED,
        subject.name,
        visitor,
        clause.negated,
        ended,
        clause.confidence,
        clause.when or _time_of(clause.head),
        f"will be {VISIT_FIELD}" if clause.future or _coming(clause.head) else VISIT_FIELD,
        future=clause.future,
    )


def _visiting(verb: Token) -> bool:
    lemma = verb.lemma_.casefold()
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"} and not _timely(c)]
    if lemma in SEEING:
        if not objects:  # "my parents visited last weekend": came to see the speaker ("Gus is
            # visiting next week" says no more than a vague plan: whom or where, unsaid)
            said = verb.tag_ == "VBD" and verb.lemma_ == "visit"
            return said and not any(c.dep_ in {"prep", "xcomp", "ccomp"} for c in verb.children)
        return all(o.lower_ in SPEAKER_OBJECTS for o in objects)
    if lemma not in COMING or objects:
        return False
    if any(c.dep_ == "prep" and c.lower_ in ELSEWHERE for c in verb.children):
        purpose = _purpose(verb)
        return purpose is not None and _visiting(purpose)  # "came to visit": the purpose says it
    particles = [c for c in verb.children if c.dep_ in {"prt", "advmod", "prep"} and c.i == verb.i + 1]
    if any(p.lower_ in VISITING_PARTICLES and _bare(p) for p in particles):
        return lemma != "look" or particles[0].lower_ == "in"  # "looked in on me", not "looked around"
    purpose = _purpose(verb)
    return purpose is not None and purpose.lemma_.casefold() in SEEING and _no_other_object(purpose)


def _bare(particle: Token) -> bool:
    """A particle with no object of its own but a time ("stopped by last night" parsed with the
    time as the object of "by") or what the visit was for ("came round for dinner"), and no place
    it came from or went to."""
    for child in particle.children:
        if child.ent_type_ in TIME_LABELS or (child.dep_ == "prep" and child.lower_ not in ELSEWHERE):
            continue
        return False
    return True


def _time_of(verb: Token) -> str | None:
    """The time said within the clause ("came to visit in August": under the purpose's verb)."""
    for ent in verb.doc.ents:
        if ent.label_ in TIME_LABELS and verb.left_edge.i <= ent.start and ent.end <= verb.right_edge.i + 1:
            return ent.text
    return None


def _timely(word: Token) -> bool:
    """A time taken for an object: "visited last Easter", "came over last weekend"."""
    return word.ent_type_ in TIME_LABELS or any(c.lower_ in DEICTIC_TIMES for c in word.children)


def _coming(verb: Token) -> bool:
    """ "are coming over next week": a progressive of coming is a visit planned."""
    return verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)


def is_visit(field: str) -> bool:
    """A fact's field that says a visit from someone (past or planned)."""
    return field.endswith(VISIT_FIELD)


def _purpose(verb: Token) -> Token | None:
    """ "came to visit", "came to see us": the verb of what the coming was for."""
    return next((c for c in verb.children if c.dep_ in {"xcomp", "advcl"} and c.pos_ == "VERB"), None)


def _no_other_object(verb: Token) -> bool:
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"}]
    return all(o.lower_ in SPEAKER_OBJECTS for o in objects)


__all__ = ["VISIT_FIELD", "is_visit", "read_visit"]
