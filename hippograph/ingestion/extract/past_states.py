"""A possession said in the simple past is over: "my grandmother had a bakery called Rosette",
"I owned a Vespa", "we had a dog named Rex".

English says a state that still holds in the present ("I have a dog") and one that held before in
the past; said of a thing one keeps (a pet, a vehicle, a business, a home), the simple past of a
verb of having tells that it is no longer had. A verb of getting ("bought", "adopted") is an event
whose result holds, and "had a cold", "had lunch" are no things kept: neither ends anything.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.rules import lexicon

HAVING = lexicon("have own")
KEPT_TYPES = frozenset({"Pet", "Product", "Org", "Place"})
NAMING = lexicon("name call")


def past_possession(head: Token) -> bool:
    """``head`` is a verb of having in the simple past whose object is a thing one keeps."""
    if head.tag_ != "VBD" or head.lemma_.casefold() not in HAVING:
        return False
    if any(c.dep_ in {"aux", "auxpass"} for c in head.children):
        return False  # "I've had", "would have had": not the simple past
    if head.dep_ == "advcl" or any(c.dep_ == "mark" for c in head.children):
        return False  # "when I had a dog, I walked more": the time of something else
    obj = next((c for c in head.children if c.dep_ in {"dobj", "obj"}), None)
    return obj is not None and _kept(obj)


def _kept(obj: Token) -> bool:
    named = obj.pos_ == "PROPN" or (obj.is_title and bool(obj.ent_type_))  # "a Vespa" tagged a noun
    if named or any(c.dep_ == "acl" and c.lemma_ in NAMING for c in obj.children):
        return True  # "owned a farm called Hollow Creek", "owned a Vespa"
    return obj.pos_ == "NOUN" and type_for_descriptor(obj.lemma_) in KEPT_TYPES
