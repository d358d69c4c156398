"""A kind of pastime judged by how it feels: "Pottery is so relaxing", "yoga has been really
calming lately", "photography is awesome for seeing the world differently", "chess is so
rewarding".

The readers of evaluations (``implicit``) take a gerund subject ("knitting is so peaceful") as an
activity the speaker enjoys; a bare common noun ("pottery", "yoga": no article, possessive or
number) names one just as well when the verdict is one of experience -- a participle of how it
feels ("relaxing", "calming", "rewarding") or a word of its effect ("therapeutic", "cathartic").
Words of plain praise ("great", "amazing") say that of anything ("life is great", "change is
amazing"), so with them the kind counts only when the verdict says what it is good for, for the
speaker or as a deed ("great for my mental health", "awesome for seeing the world").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.subjects import OWN
from hippograph.ingestion.rules import lexicon

PRAISE = lexicon("great fun awesome amazing wonderful lovely nice good cool perfect")
# Verdicts of effect that are not participles.
EFFECTS = lexicon("therapeutic cathartic meditative restorative soothing peaceful healing")


def experienced_kind(verdict: Token, enjoyable: frozenset[str]) -> bool:
    """True when ``verdict`` (an adjective, or the participle the parser made the verb) judges a
    kind of activity by how it feels, from the adjectives ``enjoyable`` (see the module's
    docstring)."""
    words = {verdict.lemma_.casefold(), verdict.lower_}
    if not words & enjoyable and not words & EFFECTS:
        return False
    if words & PRAISE:
        return _good_for(verdict)
    return verdict.tag_ in {"VBG", "JJ"} and (verdict.lower_.endswith("ing") or bool(words & EFFECTS))


def pastime_kind(noun: Token) -> bool:
    """A kind named in the singular ("pottery", "yoga"), as a pastime is; a plural kind ("events
    like these", "meetings") is things that happen, not something one takes up."""
    return noun.tag_ == "NN" and not any(c.dep_ == "prep" and c.lower_ == "like" for c in noun.children)


def _good_for(verdict: Token) -> bool:
    """ "great for my mental health", "awesome for seeing the world differently"."""
    for prep in (c for c in verdict.children if c.dep_ == "prep" and c.lower_ == "for"):
        for obj in prep.children:
            if obj.dep_ == "pcomp" and obj.tag_ == "VBG":
                return True
            if obj.dep_ == "pobj" and any(c.dep_ == "poss" and c.lower_ in OWN for c in obj.children):
                return True
    return False


__all__ = ["experienced_kind", "pastime_kind"]
