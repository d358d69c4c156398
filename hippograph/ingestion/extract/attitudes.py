"""A feeling about something said with the experiencer's "I" dropped: "Love the colors!",
"Appreciate our friendship!", "Adore this song", "Miss those summer nights".

Chat drops the subject of a verb of feeling as readily as that of a report ("Just got back"),
and the tagger reads the verb, first and bare, as an imperative. A verb whose subject feels
something towards its object -- love, like, enjoy, appreciate, miss, adore -- is no instruction
("love the colors!" asks nothing of anyone): with nothing before it but a lead word and an object
after it, its subject is the speaker.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

# Verbs whose subject is the one who feels (an experiencer) and whose object is what is felt about.
EXPERIENCER_VERBS = lexicon("love like enjoy appreciate miss adore admire cherish treasure dig")
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
    before = [t for t in verb.sent if t.i < verb.i and not t.is_punct]
    return all(t.lower_ in LEADS for t in before)


__all__ = ["dropped_experiencer"]
