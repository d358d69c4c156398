"""A name the parser hung on the verb as an adverbial: "Tom from work is moving to Berlin" parsed
with "Tom" as a noun-phrase adverb of "moving" and no subject at all. A name said first, before a
verb that has no subject of its own and is finite (an auxiliary or a tense of its own), is that
verb's subject."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import is_name

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
FINITE = frozenset({"VBZ", "VBD", "VBP", "MD"})


def repair_subjects(doc: Doc) -> None:
    """Relabel such a name as the subject of its verb."""
    for token in doc:
        if _adverbial_subject(token):
            token.dep_ = "nsubj"
            after = doc[token.i + 1] if token.i + 1 < len(doc) else None
            if after is not None and after.dep_ == "prep" and after.head.i == token.head.i:
                after.head = token  # "Tom from work": where Tom is from, not where he moves from


def _adverbial_subject(token: Token) -> bool:
    if token.dep_ != "npadvmod" or not is_name(token) or token.i != token.sent.start:
        return False
    verb = token.head
    if verb.pos_ not in {"VERB", "AUX"} or verb.i < token.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    auxiliaries = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    return verb.tag_ in FINITE or any(c.tag_ in FINITE for c in auxiliaries)


__all__ = ["repair_subjects"]
