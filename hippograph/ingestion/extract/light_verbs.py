"""Light verbs whose statement is the verb under them, or none at all.

- **A deed under an aspect or an opportunity**: "we got to see the northern lights" (had the
  chance: saw them), "I keep making pots" (goes on making them), "she started playing the
  violin", "he continues to teach at the school": the statement is the deed of the verb under
  "get" (a to-infinitive), "keep" (a gerund) or a verb of beginning or going on (either), read as
  that verb's own (a deed that goes on is no plan, even after "will"); "I'll keep
  trying", "I keep telling myself" name no deed of their own and give nothing, never "keep trying".
- **An idiom about the conversation**: "I'll keep that in mind", "I'll take you up on that offer",
  "I'll stay in touch": a light verb whose only object, if any, is a pronoun and whose preposition
  governs a bare noun ("mind", "touch") or a noun pointed at ("that offer") says something of the
  talk itself, not of the speaker's life. A noun with words of its own stays a statement ("stay in
  touch with my college roommates", "keep it in the garage"); a preposition after the idiom is
  read with it ("stayed in touch with my teammates": "stay in touch with").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

IDIOM_VERBS = lexicon("keep stay take make get have give let")
POINTING = lexicon("that this")
GOT = lexicon("got gotten")
# Verbs of aspect whose gerund or to-infinitive is the deed: it begins, or goes on.
CONTINUING = lexicon("keep continue resume")
ASPECTUAL = lexicon("start begin continue resume")
OBJECT_DEPS = frozenset({"dobj", "obj"})
COMPLEMENT_DEPS = frozenset({"acomp", "oprd", "attr", "xcomp", "ccomp"})


def deed_under(verb: Token) -> Token | None:
    """The verb whose deed ``verb`` only frames: the gerund under "keep", the to-infinitive under
    "get" ("got to see"); None for any other verb."""
    lemma = "get" if verb.lower_ in GOT else verb.lemma_.casefold()  # "I got to ride" tagged present
    if lemma not in {"keep", "get"} | ASPECTUAL or any(c.dep_ in OBJECT_DEPS for c in verb.children):
        return None
    for child in verb.children:
        if child.dep_ != "xcomp" or child.pos_ != "VERB":
            continue
        if any(c.dep_ in {"nsubj", "nsubjpass"} for c in child.children):
            return None  # "got him to sign": a deed of someone else
        infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in child.children)
        if (lemma == "keep" and child.tag_ == "VBG") or (lemma == "get" and infinitive):
            return child
        if lemma in ASPECTUAL and (child.tag_ == "VBG" or infinitive):
            return child  # "she started playing the violin", "he continues to teach at the school"
    return None


BEGINNING = lexicon("start begin")
# Deeds that begin and end in a moment, no pastime: "I started crying", "we began to panic".
MOMENTS = lexicon(
    """cry laugh panic sweat shake scream yell giggle sob smile worry freak shiver tremble cough sneeze
    blush wonder think feel get go come rain snow"""
)
# Dependents a bare activity may have: when and how often ("started running every morning").
BARE_DEPS = frozenset({"advmod", "npadvmod", "punct", "aux"})


def begun_activity(verb: Token, deed: Token) -> str | None:
    """ "I started running", "she's begun meditating every morning": a bare gerund under a verb of
    beginning is an activity taken up (``start = running``), which the deed's own reading, having
    no object, cannot say; None for anything else ("started to cry" is a moment, no pastime)."""
    if verb.lemma_.casefold() not in BEGINNING or deed.tag_ != "VBG" or deed.lemma_.casefold() in MOMENTS:
        return None
    if any(c.dep_ not in BARE_DEPS for c in deed.children):
        return None
    return deed.lower_


def goes_on(verb: Token) -> bool:
    """A verb that says its deed goes on ("I'll keep working for Atlassian", "will continue to
    teach"): what it frames holds now and after, not only as a plan."""
    return verb.lemma_.casefold() in CONTINUING


def conversational_idiom(verb: Token, prep: Token) -> bool:
    """ "keep that in mind", "take you up on that offer", "stay in touch": see the module."""
    nouns = [c for c in prep.children if c.dep_ == "pobj"]
    return len(nouns) == 1 and _idiom_noun(verb, prep, nouns[0])


def _idiom_noun(verb: Token, prep: Token, noun: Token, allowed: Token | None = None) -> bool:
    if verb.lemma_.casefold() not in IDIOM_VERBS or noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return False
    if any(c.dep_ in OBJECT_DEPS and c.pos_ != "PRON" for c in verb.children):
        return False  # "keep the receipts in a box": a thing of its own
    if any(c.dep_ in COMPLEMENT_DEPS for c in verb.children):
        return False  # "getting better at swimming": the preposition goes with the adjective
    return all(c == allowed or (c.dep_ == "det" and c.lower_ in POINTING) for c in noun.children)


def idiom_inner(verb: Token, prep: Token, base: str) -> tuple[str, Token] | None:
    """ "stay in touch with my roommates" parsed with "with" on "touch": the preposition after the
    idiom's bare noun, read with the idiom ("stay in touch with"); None when there is none."""
    nouns = [c for c in prep.children if c.dep_ == "pobj"]
    if len(nouns) != 1 or len(list(nouns[0].children)) != 1:
        return None
    inner = next(iter(nouns[0].children))
    if inner.dep_ != "prep" or not any(c.dep_ == "pobj" for c in inner.children):
        return None
    bare = [c for c in prep.children if c.dep_ != "pobj"]
    if bare or not _idiom_noun(verb, prep, nouns[0], allowed=inner):
        return None
    return f"{base} {prep.lower_} {nouns[0].lower_}", inner


def idiom_base(verb: Token, base: str) -> str:
    """The field of a preposition after such an idiom: "stayed in touch with my old teammates" is
    "stay in touch with" them (not "stay with" them)."""
    for prep in verb.children:
        if prep.dep_ == "prep" and conversational_idiom(verb, prep):
            noun = next(c for c in prep.children if c.dep_ == "pobj")
            return f"{base} {prep.lower_} {noun.lower_}"
    return base


CHANCE_NOUNS = frozenset({"chance", "opportunity", "privilege", "honor", "honour"})


def chance_taken(verb: Token, objects: list[Token]) -> Token | None:
    """The verb of "had the chance to X", "got the opportunity to X" (a light verb's only object
    a chance): what was done."""
    if len(objects) != 1 or objects[0].lemma_ not in CHANCE_NOUNS:
        return None
    return next(
        (
            c
            for c in objects[0].children
            if c.dep_ in {"acl", "relcl"} and c.pos_ == "VERB" and any(a.lower_ == "to" for a in c.children)
        ),
        None,
    )


__all__ = [
    "begun_activity",
    "chance_taken",
    "conversational_idiom",
    "deed_under",
    "idiom_base",
    "idiom_inner",
]
