"""A negated modal of waiting, "can't wait", "couldn't wait": eagerness, not a refusal to wait
(read by ``eagerness``); and its subject chat drops ("Can't wait to start my new job!")."""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

WAITING = lexicon("wait")
ABLE = lexicon("can could")
SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})


def eager(verb: Token) -> bool:
    """ "can't wait", "couldn't wait": a negated modal of waiting."""
    if verb.lemma_.casefold() not in WAITING:
        return False
    children = list(verb.children)
    return any(c.dep_ == "aux" and c.lemma_.casefold() in ABLE for c in children) and any(
        c.dep_ == "neg" for c in children
    )


def unsaid_subject(verb: Token) -> bool:
    """ "Can't wait to start my new job!": the root "wait" with only its modal, "not" and lead
    words before it and no subject: the speaker's."""
    if verb.dep_ != "ROOT" or not eager(verb) or any(c.dep_ in SUBJECTS for c in verb.children):
        return False
    return all(t.dep_ in {"aux", "neg", "advmod", "intj"} or t.is_punct for t in verb.sent if t.i < verb.i)


__all__ = ["eager", "unsaid_subject"]
