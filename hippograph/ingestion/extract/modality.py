"""Modal verbs: how sure a clause is, and whether it states a present state or a plan.

A weak modal of possibility ("might", "may", "could") on a state ("I might be lactose intolerant",
"Tom may work for Google now", "she could have left") says the state is possible: a statement
with lowered confidence, just above the floor under which nothing is stored. On an action ("I may
move to Berlin") it says the action may come: a tentative plan, never the state the action would
bring about (she does not live in Berlin). "could" other than "could be" or "could have" is an
ability or an option ("I could swim at five", "I could speak French"), not a guess: it states
nothing and keeps the confidence under the floor.

A modal of obligation ("should", "must", "ought to") on an action is an intention ("I should call
my mum": a plan, as "have to" is); "must" on a state is a strong guess ("he must be tired");
"should have" is a regret and "should" on a state a wish for oneself ("I should be more patient"):
never a fact.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

POSSIBILITY = lexicon("might may could")
OBLIGATION = lexicon("should must ought")
# Verbs of states and standing situations: with a modal of possibility they are guessed now,
# where an action is planned. A general word class, not a list of examples.
STATIVE_VERBS = lexicon(
    """be have live work know like love hate own belong need prefer seem contain weigh cost
    remember understand speak study stay suffer mean resemble deserve depend matter exist"""
)
# The floor under which the pipeline stores nothing is 0.6: a possible state sits on it, under
# "I think" (0.65) and "maybe" (0.65).
POSSIBLE = 0.6
ABILITY = 0.5  # under the floor: "I could swim at five" states no fact
PRESUMED = 0.65


@dataclass(frozen=True)
class Modality:
    confidence: float | None  # None: no modal of these kinds; keep the clause's own confidence
    future: bool  # a plan or an intention, not the state
    unreal: bool  # "should have called": a regret, no statement


def modality(head: Token) -> Modality:
    """The modal reading of a clause headed by ``head`` (a verb or the copula)."""
    modals = {c.lower_ for c in head.children if c.dep_ == "aux" and c.tag_ == "MD"}
    modals |= {c.lower_ for c in head.children if c.dep_ == "aux" and c.lower_ == "ought"}
    if not modals & (POSSIBILITY | OBLIGATION):
        return Modality(None, False, False)
    perfect = any(c.dep_ == "aux" and c.lemma_ == "have" and c.tag_ == "VB" for c in head.children)
    progressive = head.tag_ == "VBG" and any(c.dep_ == "aux" and c.lower_ == "be" for c in head.children)
    state = head.lemma_ in STATIVE_VERBS
    if modals & POSSIBILITY:
        guessed = head.lemma_ == "be" or progressive or perfect  # "could be", "could have left"
        if "could" in modals and not modals & {"might", "may"} and not guessed:
            return Modality(ABILITY, False, False)  # "could swim", "could speak French": an ability
        if state or perfect:
            return Modality(POSSIBLE, False, False)  # "might be", "may work for", "could have left"
        return Modality(POSSIBLE, True, False)  # "may move", "could be moving": a tentative plan
    if perfect:
        return Modality(None, False, True)  # "should have called": it did not happen
    if state:  # "she must be tired": a guess; "I should be more patient": a wish for oneself
        return Modality(PRESUMED, False, False) if "must" in modals else Modality(None, False, True)
    return Modality(None, True, False)  # "I should call my mum", "must renew my passport"
