"""A thing named by "called" or "named" that the small English model hangs upside down.

"My grandmother keeps a parrot called Biscuit": the model may make the name the object ("keeps
... Biscuit"), "called" an adjective of the name and the noun ("parrot") a modifier of "called",
so that the name seems to be an organisation kept and no reader sees a parrot named Biscuit. The
grammar tells it apart: a participle of naming before a name, with the common noun before it as
its own dependent, names that noun. The tree is set right before any reader looks at it, as the
model parses "a parrot named Biscuit" when it gets it right: the noun in the name's place, the
participle a clause of the noun, the name its complement.
"""

from __future__ import annotations

from spacy.tokens import Doc

from hippograph.ingestion.extract.entity_types import type_for_descriptor

NAMING = frozenset({"called", "named"})
NOUN_DEPS = frozenset({"npadvmod", "nsubj", "compound", "dobj", "advmod", "nmod"})


def repair_called(doc: Doc) -> None:
    """Set right each "a N called X" read with X as the head (see the module)."""
    for called in doc:
        if called.lower_ not in NAMING or called.dep_ != "amod" or called.tag_ != "VBN":
            continue
        name = called.head
        if name.pos_ != "PROPN" or name.i <= called.i:
            continue
        noun = doc[called.i - 1] if called.i > 0 else None  # "parrot" on "called" or on the name
        if noun is None or noun.head.i not in {called.i, name.i} or noun.dep_ not in NOUN_DEPS:
            continue
        if noun.pos_ != "NOUN" and type_for_descriptor(noun.lower_) is None:
            continue  # "cockatoo" tagged an adverb is still the noun a pet lexicon knows
        before = [t for t in doc[name.left_edge.i : noun.i] if t.head.i == name.i]  # "a", "rescue"
        root = name.head.i == name.i
        noun.head, noun.dep_ = (noun if root else name.head), ("ROOT" if root else name.dep_)
        for token in before:
            token.head = noun
        for token in [t for t in doc if t.head.i == name.i and t.i > name.i and t.is_punct and root]:
            token.head = noun
        called.head, called.dep_ = noun, "acl"
        name.head, name.dep_ = called, "oprd"


__all__ = ["repair_called"]
