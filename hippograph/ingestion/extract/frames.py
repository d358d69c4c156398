"""What frames a sentence rather than says something: a hunch, not knowing, a question to come.

"I have a feeling it'll go well", "I had no idea it was so popular", "I know the feeling", "I have
a question for you", "I have a favour to ask": read as they are written, each is a possession ("have:
a feeling", "have: question for you") or a piece of knowledge ("know: the feeling") that nobody
has: the words frame what the speaker says next (a guess, a surprise, sympathy, a request), and a
careful reader records that, or nothing, never the frame itself. This gate, run on a sentence's
statements once they are all read, drops the ones whose value is such a frame:

- **a noun of cognition** ("feeling", "idea", "clue", "hunch") held ("have", "'ve got") with the
  clause it frames ("a feeling it'll go well", "a sense that something was wrong") or denied ("no
  idea", "no clue"); or known as the one just described ("I know the feeling"). With what it is
  about it stays ("I have an idea for the party", "a feeling for colour");
- **a noun of a speech act** ("question", "favour", "request") held now: the act to come in this
  very conversation ("I have a question for you"); one held in the past is an episode ("I had a
  question about my bill, so I called them").

Decided from the parse (the verb's lemma and tense, the object's dependents) and two word classes;
every statement dropped is recorded as skipped, with its reason.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extraction import Extraction, FactCandidate, Skipped
from hippograph.ingestion.rules import lexicon

# Nouns of what the mind holds before it knows: framed by "have" with a clause, or by "no".
COGNITION = lexicon("feeling idea clue sense hunch inkling notion suspicion impression")
# Nouns of something one is about to say or ask of the listener.
SPEECH_ACTS = lexicon("question favor favour request confession announcement suggestion")
HOLDING = lexicon("have get")  # "I have", "I've got"
KNOWING = lexicon("know")
CLAUSE = frozenset({"acl", "relcl", "ccomp"})  # "a feeling [it'll go well]", "a sense [that ...]"
PAST = frozenset({"VBD"})
FRAME = "a frame of what is said (a hunch, not knowing, a question to come), not a fact"


def drop_frames(span: Span, result: Extraction, start: tuple[int, int, int]) -> None:
    """Drop, in place, the facts read from ``span`` (those after ``start``: the counts of facts,
    edges and entities before it) whose value is a frame of what the sentence says."""
    frames = [(verb, noun) for verb, noun in _objects(span) if _frame(verb, noun)]
    if not frames:
        return
    kept: list[FactCandidate] = []
    for fact in result.facts[start[0] :]:
        if any(_reads(fact, noun) for _, noun in frames):
            result.skipped.append(Skipped(f"{fact.field}={fact.value}", FRAME))
            continue
        kept.append(fact)
    result.facts[start[0] :] = kept


def _objects(span: Span) -> list[tuple[Token, Token]]:
    """Each verb of holding or knowing with its direct object."""
    return [
        (t.head, t)
        for t in span
        if t.dep_ == "dobj" and t.head.pos_ in {"VERB", "AUX"} and t.head.lemma_ in HOLDING | KNOWING
    ]


def _frame(verb: Token, noun: Token) -> bool:
    lemma = noun.lemma_.casefold()
    dets = {c.lower_ for c in noun.children if c.dep_ == "det"}
    if lemma in COGNITION:
        if verb.lemma_ in KNOWING:  # "I know the feeling": sympathy, the feeling just described
            return dets == {"the"} or dets == {"that"}
        framed = any(c.dep_ in CLAUSE and c.pos_ in {"VERB", "AUX"} for c in noun.children)
        return "no" in dets or framed or any(c.dep_ == "ccomp" for c in verb.children)
    if lemma in SPEECH_ACTS and verb.lemma_ in HOLDING:
        return verb.tag_ not in PAST  # "I had a question about my bill": an episode
    return False


def _reads(fact: FactCandidate, noun: Token) -> bool:
    """Whether ``fact`` has the frame ``noun`` in its value: the frame read by its own verb ("have:
    a feeling") or by any other reading of the sentence ("go at: no clue")."""
    return noun.lower_ in fact.value.casefold().split()


__all__ = ["COGNITION", "FRAME", "SPEECH_ACTS", "drop_frames"]
