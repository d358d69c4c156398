"""A comparative or a skill on a linking verb that the small English model parses apart.

"I got better at painting": in the past tense the model often reads "better" as an adverb of "got"
(``advmod``), and with a degree word ("I'm getting much better at cooking") it hangs "at cooking"
on the adjective; either way no reader sees "get better at: cooking", which the model's parse of
"Been getting better at the guitar" gives (the adjective the verb's complement, the preposition the
verb's). An adjective right after a linking verb (only degree words between them), the verb having
no other complement, that is a comparative or says a skill ("good at"), is made that complement
(``acomp``) and its preposition is hung on the verb, before any reader looks at the sentence.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.rules import lexicon

LINKING = lexicon("get become grow stay remain feel seem")
COMPLEMENTS = frozenset({"acomp", "attr", "oprd", "dobj", "xcomp", "ccomp"})
SKILL = lexicon("good great bad terrible decent")  # "good at", "great at": what one does (not) well


def repair_complements(doc: Doc) -> None:
    """Make each comparative or skill adjective of a linking verb its complement, with the
    preposition that follows it on the verb."""
    for token in doc:
        if not _linked_adjective(token):
            continue
        token.dep_ = "acomp"
        for prep in [c for c in token.children if c.dep_ == "prep" and c.i > token.i]:
            prep.head = token.head


def _linked_adjective(token: Token) -> bool:
    if token.dep_ not in {"advmod", "acomp"} or token.pos_ != "ADJ" or token.tag_ not in {"JJ", "JJR"}:
        return False
    verb = token.head
    if verb.lemma_ not in LINKING or verb.i > token.i:
        return False
    if any(c.dep_ in COMPLEMENTS and c.i != token.i for c in verb.children):
        return False
    if not all(t.dep_ == "advmod" and t.head.i == token.i for t in token.doc[verb.i + 1 : token.i]):
        return False
    preps = [c for c in token.children if c.dep_ == "prep" and c.i > token.i]
    if token.dep_ == "acomp" and not preps:
        return False  # parsed right already
    return token.tag_ == "JJR" or (token.lemma_ in SKILL and any(p.lower_ == "at" for p in preps))


__all__ = ["repair_complements"]
