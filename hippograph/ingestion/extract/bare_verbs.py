"""A negated or ended activity said with a verb alone: "Hugo doesn't drive", "My dad never drinks",
"I don't smoke anymore".

The verb has no object or complement, so there is no other constituent to be the value: the
activity itself is (its gerund, "driving"), the predicate is the verb and the negation stays in
the field ("not drive") or the status (ended). A plain "Hugo drives" is not read -- said without a
"not", a bare verb is more often a remark of the moment ("she laughed") than a fact worth keeping.

>>> gerund("drive"), gerund("swim"), gerund("visit"), gerund("lie")
('driving', 'swimming', 'visiting', 'lying')
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

# Verbs whose bare, negated use is a reply or a state of mind, not an activity the subject does
# or does not do: "I don't know", "it doesn't matter", "she didn't come", "I can't wait".
NOT_ACTIVITIES = lexicon(
    """be have do know think care mind matter remember forget understand agree believe guess mean
    see look seem wait worry hear say tell ask want need like love hate feel recall count happen
    help stop try come go get make let work start finish end leave stay answer reply respond
    bother apply change exist last fit belong"""
)
# Dependents that make the verb more than a bare activity: an object, a complement, a clause, a
# particle, a prepositional argument ("doesn't go to church" is read with its argument).
ARGUMENTS = frozenset(
    {"dobj", "obj", "attr", "acomp", "oprd", "xcomp", "ccomp", "prep", "prt", "dative", "agent", "advcl"}
)
HABITUAL_TAGS = frozenset({"VB", "VBP", "VBZ"})
VOWELS = frozenset("aeiou")


def read_bare_verb(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """The activity a person does not do (any more): ``not drive = driving``, ``smoke = smoking``
    (ended)."""
    verb = clause.head
    if not (clause.negated or clause.ended) or verb.pos_ != "VERB" or clause.future:
        return
    if subject.type in {"Place", "Org", "Product", "Work"} or subject.owner is not None:
        return
    if verb.lemma_.casefold() in NOT_ACTIVITIES or verb.tag_ not in HABITUAL_TAGS:
        return  # "didn't drive" (once) or "hasn't driven": an event, not what she does
    if any(c.dep_ in ARGUMENTS for c in verb.children) or _modal(verb):
        return  # "can't swim" is an ability, read elsewhere if at all
    ended = clause.ended
    yield Statement(
        subject,
        verb.lemma_.casefold(),
        gerund(verb.lemma_.casefold()),
        None,
        clause.negated and not ended,  # "don't smoke anymore": smoking ended, not "not smoking"
        ended,
        clause.confidence,
        clause.when,
    )


def _modal(verb: Token) -> bool:
    return any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)


def gerund(lemma: str) -> str:
    """The -ing form of a verb's lemma, by the spelling rules of English."""
    if lemma.endswith("ie"):
        return lemma[:-2] + "ying"
    if lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")) and len(lemma) > 2:
        return lemma[:-1] + "ing"
    if (
        len(lemma) in {3, 4}
        and sum(c in VOWELS for c in lemma) == 1  # one syllable ("open" is not doubled)
        and lemma[-1] not in VOWELS | {"w", "x", "y"}
        and lemma[-2] in VOWELS
        and lemma[-3] not in VOWELS
    ):
        return lemma + lemma[-1] + "ing"  # "swim" → "swimming", "jog" → "jogging"
    return lemma + "ing"


__all__ = ["gerund", "read_bare_verb"]
