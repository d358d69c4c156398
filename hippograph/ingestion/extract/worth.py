"""Statements an attentive reader would not record, refused from the parse of their sentence.

- a bare state in the moment: "Oscar is normal", "I'm so lucky" (the
  copula with one adjective or participle and nothing it is about; a compound in "-ed" such as
  "left-handed" is a trait, kept);
- talk about the conversation itself: "I wanna tell you", "see you" (a verb of speaking or meeting
  whose only object is the listener);
- a sentence that imagines rather than states: "If I had more time, I would learn the piano" (a
  main clause under "would" with an "if" clause of its own).
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.compound_adjectives import is_trait_compound
from hippograph.ingestion.extraction import FactCandidate
from hippograph.ingestion.rules import lexicon

COPULAS = frozenset({"is", "be", "are", "was", "feel", "feels", "seem", "look"})
STATE_POS = frozenset({"ADJ"})
SPEECH_VERBS = lexicon("tell talk say ask see meet chat text call show thank")
LISTENER = lexicon("you ya u y'all")


def worthless(fact: FactCandidate, span: Span) -> bool:
    """Whether ``fact`` (read from ``span``) says nothing worth remembering."""
    if fact.value_entity is not None:
        return False
    words = fact.value.split()
    if fact.field.casefold() in COPULAS and _bare_state(words, span):
        return True
    return _about_the_talk(words)


def _bare_state(words: list[str], span: Span) -> bool:
    if len(words) != 1:
        return False
    if is_trait_compound(words[0]):
        return False  # "Idris is left-handed": what he is for good
    token = _token(words[0], span)
    return token is not None and (token.pos_ in STATE_POS or token.tag_ == "VBN")


def _about_the_talk(words: list[str]) -> bool:
    lowered = [w.casefold() for w in words]
    if len(lowered) < 2 or lowered[0] not in SPEECH_VERBS:
        return False
    rest = [w for w in lowered[1:] if w not in {"something", "anything", "that", "this", "it"}]
    return bool(rest) and all(w in LISTENER for w in rest)


def _token(word: str, span: Span) -> Token | None:
    return next((t for t in span if t.text == word), None)


UNREAL_MODALS = lexicon("would 'd could might")
CONDITIONS = lexicon("if unless")


def counterfactual(span: Span) -> bool:
    """Whether the sentence's main clause is imagined under a condition: "would" or "could" with an
    "if" or "unless" clause of its own ("If I had more time, I would learn the piano")."""
    root = span.root
    if not any(c.dep_ == "aux" and c.lower_ in UNREAL_MODALS for c in root.children):
        return False
    if any(c.dep_ == "nsubj" and c.lower_ in LISTENER for c in root.children):
        return False  # "if I ask for a recipe, could you include calories": a request
    return any(
        c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in CONDITIONS for m in c.children)
        for c in root.children
    )
