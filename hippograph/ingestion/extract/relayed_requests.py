"""A request to the assistant said through a verb of minding: "Please remember to check the
weather before suggesting hikes", "Don't forget to add the VAT when you quote prices", "Make sure
you never share my address", "Be sure to cite your sources".

The imperative is "remember", "make sure", "be sure" or a denied "forget" -- verbs of social talk
that ask nothing by themselves ("remember me?", "make sure you're OK") -- and the act asked for
is the clause under it. That clause is the request: a deed with something it is done to or for
("check the weather", "share my address"), not a feeling or a courtesy ("remember to smile",
"make sure you have fun").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

MINDING = lexicon("remember ensure")
SURE = lexicon("sure certain")
# Acts that are courtesies or feelings, never a task: "remember to have fun", "be sure to enjoy it".
COURTESIES = lexicon("have enjoy smile relax breathe rest be feel look take stay keep")
CLAUSES = frozenset({"xcomp", "ccomp"})


def relayed_request(root: Token) -> Token | None:
    """The verb of the act an imperative of minding asks for, or None (see the module)."""
    lemma = root.lemma_.casefold()
    negated = any(c.dep_ == "neg" for c in root.children)
    if lemma in MINDING and not negated:
        holder = root
    elif lemma == "forget" and negated:
        holder = root  # "don't forget to ...", "never forget to ..."
    elif lemma in {"make", "be"} and not negated:
        sure = next((c for c in root.children if c.dep_ == "acomp" and c.lower_ in SURE), None)
        if sure is None:
            return None
        holder = sure
    else:
        return None
    for act in (c for c in [*holder.children, *root.children] if c.dep_ in CLAUSES and c.i > root.i):
        if act.pos_ != "VERB" or act.lemma_.casefold() in COURTESIES:
            continue
        subject = next((c for c in act.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        if subject is not None and subject.lower_ != "you":
            continue  # "make sure the door is locked": not something the assistant does
        if any(c.dep_ in {"dobj", "prep", "dative"} for c in act.children):
            return act
    return None


__all__ = ["relayed_request"]
