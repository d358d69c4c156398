"""A feeling about something said with the experiencer's "I" dropped: "Love the colors!",
"Appreciate our friendship!", "Adore this song", "Miss those summer nights".

Chat drops the subject of a verb of feeling as readily as that of a report ("Just got back"),
and the tagger reads the verb, first and bare, as an imperative. A verb whose subject feels
something towards its object -- love, like, enjoy, appreciate, miss, adore -- is no instruction
("love the colors!" asks nothing of anyone): with nothing before it but a lead word and an object
after it, its subject is the speaker.

A verb of opinion or hope before a clause of its own ("Hope your day's going well", "Reckon
it'll rain later", "Bet you didn't see that coming") is the speaker's view with the "I" dropped,
never a request: an imperative of these verbs ("Think about it", "Guess what") has no clause with a
subject of its own after it.

A verb of liking before a definite or demonstrative object ("Love the colors!", "Like that
idea") is a compliment on what the other speaker just showed or said, not a taste of the
speaker's: it is left alone; "Love hiking", "Appreciate our friendship", "Miss the old days" are read.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

# Verbs whose subject is the one who feels (an experiencer) and whose object is what is felt about.
EXPERIENCER_VERBS = lexicon("love like enjoy appreciate miss adore admire cherish treasure dig")
LIKING = lexicon("love like adore dig")
POINTING = lexicon("the this that these those")
LEADS = lexicon("just really totally absolutely so also still and oh yeah honestly seriously")
BARE_TAGS = frozenset({"VB", "VBP"})
OBJECT_DEPS = frozenset({"dobj", "obj", "npadvmod", "xcomp", "ccomp"})


def dropped_experiencer(verb: Token) -> bool:
    """The sentence's root, a bare verb of feeling with an object and no subject, first in the
    sentence but for lead words: its subject is the speaker."""
    if verb.dep_ != "ROOT" or verb.pos_ != "VERB" or verb.tag_ not in BARE_TAGS:
        return False
    if verb.lemma_.casefold() not in EXPERIENCER_VERBS:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl", "aux", "neg"} for c in verb.children):
        return False  # "Don't miss it!": an instruction after all
    if not any(c.dep_ in OBJECT_DEPS for c in verb.children):
        return False
    if verb.lemma_.casefold() in LIKING and any(_pointed(c) for c in verb.children if c.dep_ in OBJECT_DEPS):
        return False
    before = [t for t in verb.sent if t.i < verb.i and not t.is_punct]
    return all(t.lower_ in LEADS for t in before)


# Verbs whose subject holds a view or a hope about what the clause after them says.
OPINING_VERBS = lexicon("hope bet reckon guess suppose think figure expect trust wish")


def dropped_opiner(verb: Token) -> bool:
    """The sentence's root, a bare verb of opinion or hope with no subject, before a clause with a
    subject of its own ("Hope you slept well"): its subject is the speaker."""
    if verb.dep_ != "ROOT" or verb.pos_ != "VERB" or verb.tag_ not in BARE_TAGS:
        return False
    if verb.lemma_.casefold() not in OPINING_VERBS:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl", "aux", "neg"} for c in verb.children):
        return False  # "Don't think about it": a request after all
    return any(
        c.dep_ == "ccomp" and any(g.dep_ in {"nsubj", "nsubjpass", "expl"} for g in c.children)
        for c in verb.children
    )


def _pointed(thing: Token) -> bool:
    """ "the colors", "that idea": a thing pointed at."""
    return thing.lower_ in POINTING or any(c.dep_ == "det" and c.lower_ in POINTING for c in thing.children)


__all__ = ["dropped_experiencer", "dropped_opiner"]
