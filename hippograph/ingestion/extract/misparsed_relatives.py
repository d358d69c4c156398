"""A relative clause of place the small English model turns inside out.

"The hospital where my mom volunteers is in Leeds": the model may make the noun the sentence's
root, the copula a relative clause of it, and the relative clause's verb the copula's subject
(tagging "volunteers" a plural noun, "mom" its compound), so the sentence seems to say that "my
mom volunteers" is in Leeds. The grammar tells it apart: "where" opens a clause that needs a verb
of its own before the main one; a noun root with no verb of its own has its copula as its relative
clause, and the word right before that copula, a verb or a plural noun spelling a verb's third
person, is that verb. The tree is set right before any reader looks at it: the copula the root,
the noun its subject, the verb a relative clause of the noun, with "where" and the verb's own
subject under it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

RELATIVE_ADVERBS = frozenset({"where", "when"})


def repair_relatives(doc: Doc, verbs: frozenset[str]) -> None:
    """Set right each relative clause of place ``doc`` reads inside out (see the module)."""
    for where in doc:
        if where.lower_ in RELATIVE_ADVERBS and where.tag_ == "WRB":
            _repair(where, verbs)


def _repair(where: Token, verbs: frozenset[str]) -> None:
    copula = where.head
    noun = copula.head
    if copula.lemma_ != "be" or copula.dep_ != "relcl" or noun.dep_ != "ROOT" or noun.pos_ != "NOUN":
        return
    if not noun.i < where.i < copula.i:
        return
    verb = next((c for c in copula.children if c.dep_ == "nsubj" and c.i == copula.i - 1), None)
    if verb is None:
        return
    lemma = verb_lemma(verb, verbs)
    if lemma is None:
        return
    actor = _actor(verb, where)
    if actor is None:
        return
    doc = where.doc
    # the actor's own words ("my" of "my mom") went to the verb taken for a noun; the sentence's
    # last punctuation to the noun taken for the root
    own = [t for t in doc[where.i + 1 : actor.i] if t.head.i == verb.i and t.dep_ in {"poss", "det", "amod"}]
    stops = [t for t in doc[copula.i + 1 :] if t.head.i == noun.i and t.dep_ == "punct"]
    copula.head, copula.dep_ = copula, "ROOT"
    noun.head, noun.dep_ = copula, "nsubj"
    verb.head, verb.dep_ = noun, "relcl"
    verb.pos_, verb.tag_, verb.lemma_ = "VERB", "VBZ", lemma
    actor.head, actor.dep_ = verb, "nsubj"
    where.head, where.dep_ = verb, "advmod"
    for token in own:
        token.head = actor
    for token in stops:
        token.head = copula


def verb_lemma(token: Token, verbs: frozenset[str]) -> str | None:
    """The verb ``token`` is: a verb, or a plural noun that spells a verb's third person."""
    if token.pos_ in {"VERB", "AUX"}:
        return token.lemma_
    if token.tag_ != "NNS" or not token.lower_.endswith("s"):
        return None
    word = token.lower_
    for stem in (
        word[:-1],
        word[:-2] if word.endswith("es") else "",
        word[:-3] + "y" if word.endswith("ies") else "",
    ):
        if stem and stem in verbs:
            return stem
    return None


def _actor(verb: Token, where: Token) -> Token | None:
    """The relative clause's own subject: the noun between "where" and the verb (the verb's
    subject or, misparsed, its compound)."""
    return next(
        (
            c
            for c in verb.children
            if c.dep_ in {"nsubj", "compound"}
            and where.i < c.i < verb.i
            and c.pos_ in {"NOUN", "PROPN", "PRON"}
        ),
        None,
    )


__all__ = ["repair_relatives", "verb_lemma"]
