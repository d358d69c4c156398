"""A habit said with its verb and a recurring time alone: "I knit in the evenings", "She paints at
night", "My uncle fishes on quiet mornings", "Tom runs every morning".

The verb has no object: the time is not one ("the evenings" is when, not what), so without this
reader the clause either gave nothing or a time as its value (``paint at = night``). A bare verb
said once ("she laughed") is a remark of the moment; said with a time that recurs (a plural time
noun, "at night", "every"/"each" day, or an adverb of habit) it is what the person does, and is
kept as the rule table keeps the speaker's routines: ``routine = knit in the evenings``.

English gives some verbs one form for the present and the past ("knit", "read", "put"); the parser
often tags them past. With a recurring time and a subject that is not third person singular the
present is the reading ("I knit every evening").

A commute (:func:`read_commute`): a verb of going somewhere with "to work", "to school", "to the
office" is how the person gets there, a routine kept whole: ``routine = cycle to work every day``,
never ``cycle to = work``, a field made of the verb and a value of the place alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.bare_verbs import ARGUMENTS, NOT_ACTIVITIES
from hippograph.ingestion.extract.gate import text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import TIME_WORDS, Clause
from hippograph.ingestion.rules import lexicon

HABIT_ADVERBS = lexicon("usually always often normally generally regularly sometimes typically mostly")
EVERY = lexicon("every each")
# A time said in the singular that recurs all the same: "at night", "at dawn".
RECURRING_SINGULAR = lexicon("night dawn dusk noon midnight lunchtime bedtime")
CONFIDENCE = 0.75
PRESENT = frozenset({"VBP", "VBZ"})
NO_S_SUBJECTS = lexicon("i we you they")


def read_habit(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I knit in the evenings": ``routine = knit in the evenings``."""
    verb = clause.head
    if verb.pos_ != "VERB" or clause.negated or clause.future or clause.ended or clause.conditional:
        return
    if subject.type not in {"User", "Person"} or subject.owner is not None:
        return
    lemma = verb.lemma_.casefold()
    if lemma in NOT_ACTIVITIES:
        return
    times = [t for t in verb.subtree if t.i in clause.time_tokens]
    if not times:
        return
    for child in verb.children:
        if child.dep_ in ARGUMENTS - {"prep"} or (child.dep_ == "prep" and not _timed(child, clause)):
            return  # an object, a complement or a place: read elsewhere with its argument
        if child.dep_ in {"dobj", "obj", "attr"}:
            return
    recurring = _recurring(verb, times)
    if not recurring or not _present(verb, clause.subject):
        return
    when = text_of([t for t in verb.subtree if t.i in clause.time_tokens or _time_prep(t, clause)])
    yield Statement(
        subject,
        "routine",
        f"{lemma} {when}".strip(),
        None,
        False,
        False,
        min(clause.confidence, CONFIDENCE),
        None,
    )


def timed(token: Token) -> bool:
    """A time noun of a headline misparse ("on weekends", "at night"), by NER or by the word."""
    word = token.lower_
    return token.ent_type_ in {"DATE", "TIME"} or word in TIME_WORDS or word.rstrip("s") in TIME_WORDS


def recurring_time(token: Token) -> bool:
    """ "weekends", "Saturdays", "night": a time that comes again, not one moment."""
    return token.tag_ in {"NNS", "NNPS"} or token.lower_.endswith("s") or token.lower_ in RECURRING_SINGULAR


def _timed(prep: Token, clause: Clause) -> bool:
    return any(c.dep_ == "pobj" and c.i in clause.time_tokens for c in prep.children)


def _time_prep(token: Token, clause: Clause) -> bool:
    return token.dep_ == "prep" and _timed(token, clause)


def _recurring(verb: Token, times: list[Token]) -> bool:
    if any(c.dep_ == "advmod" and c.lower_ in HABIT_ADVERBS for c in verb.children):
        return True
    return any(
        t.tag_ == "NNS" or t.lower_ in EVERY or (t.lower_ in RECURRING_SINGULAR and t.dep_ == "pobj")
        for t in times
    )


def _present(verb: Token, subject: Token | None) -> bool:
    if verb.tag_ in PRESENT:
        return True
    # "I knit every evening": one form for both tenses, tagged past; a subject whose present
    # takes no "-s" (I, we, you, they, plurals) leaves both readings, and the recurring time picks
    # the present. "He knit every evening" can only be the past.
    plural = subject is not None and (subject.lower_ in NO_S_SUBJECTS or subject.tag_ == "NNS")
    return verb.tag_ == "VBD" and verb.lower_ == verb.lemma_.casefold() and plural


# Verbs of getting somewhere (the small model lemmatises "bikes" as "bike", "cycles" as "cycle").
MOTION_VERBS = lexicon(
    """cycle bike walk drive run jog ride commute skate scoot bus train cab carpool hike swim
    paddle row sail fly go travel get head"""
)
# Where one goes day after day: "to work", "to school", "to the office".
DAILY_PLACES = lexicon(
    "work school office college uni university class classes job campus kindergarten nursery daycare"
)
# "go to work" says no more than that one works: it takes a way of going ("by bus") or a recurring time.
PLAIN_MOTION = lexicon("go travel get head")
WAYS = lexicon("by on")
# "I take the bus to work", "she catches the train to school": the way is the verb's object.
BOARDING = lexicon("take catch ride")
TRANSPORT = lexicon("bus train tram subway metro ferry tube bike bicycle boat shuttle underground")


def read_commute(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I cycle to work every day": ``routine = cycle to work every day``; "my son takes the
    bus to school": ``routine = take the bus to school``."""
    verb = clause.head
    if verb.pos_ != "VERB" or clause.negated or clause.future or clause.conditional:
        return
    if subject.type not in {"User", "Person"} or subject.owner is not None:
        return
    lemma = verb.lemma_.casefold()
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"}]
    if objects and not (lemma in BOARDING and all(o.lemma_.casefold() in TRANSPORT for o in objects)):
        return  # "I drive my son to school": a chore, read with its object
    if lemma not in MOTION_VERBS and not objects:
        return
    to = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"), None)
    place = next((c for c in to.children if c.dep_ == "pobj"), None) if to is not None else None
    if to is None:  # "take the bus to work", "bike to work" parsed as "to work", an infinitive
        to = next((c for c in verb.children if c.dep_ == "xcomp" and _bare_work(c, clause)), None)
        place = to
    if to is None or place is None or place.lemma_.casefold() not in DAILY_PLACES or _named_place(place):
        return
    way = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in WAYS and not _timed(c, clause)]
    times = [t for t in verb.subtree if t.i in clause.time_tokens]
    recurring = _recurring(verb, times) or bool(way) or verb.tag_ in PRESENT
    if lemma in PLAIN_MOTION and not (way or _recurring(verb, times)):
        return  # "I went to school in Leeds", "I go to work at nine"
    if not recurring or not (_present(verb, clause.subject) or clause.ended):
        return
    going = [t.text for t in to.subtree if t.i not in clause.time_tokens]
    phrase = [lemma, *(t.text for o in objects for t in o.subtree), *going]
    for prep in way:  # "by bus", "on foot"
        phrase += [t.text for t in prep.subtree]
    when = text_of([t for t in verb.subtree if t.i in clause.time_tokens or _time_prep(t, clause)])
    value = " ".join([*phrase, when]).strip()
    confidence = min(clause.confidence, 0.85)
    yield Statement(subject, "commute", value, None, False, clause.ended, confidence, None, "routine")


def _bare_work(verb: Token, clause: Clause) -> bool:
    """ "to work" read as an infinitive with nothing after it but a time ("most days")."""
    if verb.lemma_ != "work" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    return all(c.lower_ == "to" or c.i in clause.time_tokens for c in verb.children)


def _named_place(place: Token) -> bool:
    """ "to the school in Leeds", "to Oxford University": a place of its own, not the daily one."""
    if place.pos_ == "VERB":
        return False  # "to work" as an infinitive
    return any(c.dep_ in {"compound", "prep"} for c in place.children) or place.pos_ == "PROPN"


__all__ = ["read_commute", "read_habit", "recurring_time", "timed"]
