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


__all__ = ["read_habit", "recurring_time", "timed"]
