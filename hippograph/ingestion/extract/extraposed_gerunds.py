"""An extraposed "it" that stands for a gerund rather than an infinitive: "It's so relaxing sitting
by the lake", "it was amazing watching my daughter graduate", "it's freeing, just painting without
a plan", "it was so special having my brother there".

The parser hangs the gerund on the copula or on the verdict (an ``xcomp`` or ``advcl`` after it);
it has no subject of its own (then it would be a clause about someone else: "it's great seeing the
kids play" keeps "the kids" inside the deed), and it is not a reaction to the listener ("it's nice
seeing you", "great talking to you": manners, no fact). The readers of verdicts treat it as they
treat the infinitive: a past verdict tells a deed of the speaker's (``experienced``), a present one
what the speaker enjoys or values (``implicit``).
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, text_of
from hippograph.ingestion.extract.views import SUBJECT_DEPS
from hippograph.ingestion.rules import lexicon

GERUND_DEPS = frozenset({"xcomp", "advcl", "ccomp"})
LISTENER = lexicon("you your yours yourself yourselves ya")
MAX_DEED_TOKENS = 8
POINTING = lexicon("there here then it this that")
LEADING_ADVERBS = lexicon("just simply only even really actually")


def extraposed_gerund(head: Token, verdict: Token) -> Token | None:
    """The gerund an extraposed "it" of ``head`` (the copula, or the participle the parser made
    the verb) stands for, judged by ``verdict``: None when there is none, when it has a subject or
    a marker of its own, or when it is about the listener."""
    for child in sorted([*head.children, *verdict.children], key=lambda t: t.i):
        if child.i <= verdict.i or child.dep_ not in GERUND_DEPS or child.head.i not in (head.i, verdict.i):
            continue
        if child.tag_ != "VBG" or child.pos_ not in {"VERB", "AUX"}:
            continue
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ == "mark" for c in child.children):
            continue
        if any(t.lower_ in LISTENER for t in child.subtree):
            return None  # "it's so nice hearing from you": a reaction, not a fact
        return child
    return None


def fused_verdict(head: Token) -> tuple[Token, Token] | None:
    """ "It's really fun cooking with my grandkids", "it was so much fun hiking with my brother"
    parsed as one noun phrase ("fun cooking"): the verdict is the modifier, the deed the -ing noun
    it modifies. Returns ``(verdict, gerund)``."""
    for attr in (c for c in head.children if c.dep_ == "attr" and c.tag_ == "NN"):
        if not attr.lower_.endswith("ing") or any(c.dep_ in {"det", "poss"} for c in attr.children):
            continue
        modifiers = [c for c in attr.children if c.dep_ in {"amod", "compound"} and c.i < attr.i]
        verdict = modifiers[-1] if modifiers else None  # "so much fun hiking": "fun", not "much"
        if verdict is not None:
            return verdict, attr
    return None


def deed_tokens(gerund: Token, skip: frozenset[int]) -> list[Token]:
    """The gerund's phrase as said, without the clause's time expression (and a preposition left
    with nothing of its own: "in [the morning]"), leading adverbs and a second coordinated deed
    when the whole is too long for a value."""
    tokens = [t for t in gerund.subtree if t.i not in skip and not t.is_punct]
    verdict = {
        t.i for c in gerund.children if c.dep_ in {"amod", "compound"} and c.i < gerund.i for t in c.subtree
    }
    tokens = [t for t in tokens if t.i not in verdict]  # "so much fun hiking": the verdict is no part
    tokens = [t for t in tokens if not _emptied(t, skip)]
    if len(tokens) > MAX_DEED_TOKENS:
        later = {t.i for c in gerund.children if c.dep_ in {"conj", "cc"} for t in c.subtree}
        tokens = [t for t in tokens if t.i not in later]
    while tokens and tokens[0].i < gerund.i and tokens[0].lower_ in LEADING_ADVERBS:
        tokens = tokens[1:]
    return tokens


def gerund_value(gerund: Token, skip: frozenset[int]) -> str | None:
    """The deed said by the gerund, as a value ("sitting by the lake"), if it passes the gate."""
    tokens = deed_tokens(gerund, skip)
    if any(t.lower_ in LISTENER for t in tokens):
        return None  # "it's lovely hearing from you": a reaction, not a fact
    if all(t.i == gerund.i or t.lower_ in POINTING for t in tokens):
        return None  # "lying there": where, said before
    if not 1 < len(tokens) <= MAX_DEED_TOKENS or not acceptable(tokens):
        return None
    return text_of(tokens)


def _emptied(token: Token, skip: frozenset[int]) -> bool:
    """A preposition whose objects were all cut away as the time expression."""
    if token.dep_ != "prep":
        return False
    objects = [c for c in token.children if c.dep_ in {"pobj", "pcomp"}]
    return bool(objects) and all(o.i in skip for o in objects)


__all__ = ["deed_tokens", "extraposed_gerund", "fused_verdict", "gerund_value"]
