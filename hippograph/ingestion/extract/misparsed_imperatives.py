"""An imperative the small English model reads as a noun after a standing adverb.

"Always book aisle seats for me", "Never schedule meetings before 10am": after "always" or
"never" at the head of a sentence, the model may tag the bare verb a noun ("book", "schedule")
and parse the whole sentence as one noun phrase ("book aisle seats"), so it has no verb at all
and nothing reads the request.

The grammar tells it apart: a sentence with no verb of its own that opens with an adverb of
frequency and then a word English has as a verb, set before a noun it would take as its object,
is an imperative. The tree is set right before any reader looks at it, as the model parses the
same sentence without the adverb ("Book aisle seats for me"): the verb the root, the noun phrase
its object, the adverb, the prepositions and the final punctuation the verb's.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

# Adverbs a standing request opens with: "always", "never", with "please" or "and" before them.
OPENERS = frozenset({"always", "never"})
LEADS = frozenset({"please", "and", "also", "so"})


def repair_imperatives(doc: Doc, verbs: frozenset[str]) -> None:
    """Make the verb of each verbless sentence opened by "always" or "never" a verb."""
    for sent in list(doc.sents):
        _repair(sent, verbs)


def _repair(sent: Span, verbs: frozenset[str]) -> None:
    if any(t.pos_ in {"VERB", "AUX"} for t in sent):
        return
    words = [t for t in sent if not t.is_punct]
    while words and words[0].lower_ in LEADS:
        words = words[1:]
    if len(words) < 3 or words[0].lower_ not in OPENERS:
        return
    verb, root = words[1], sent.root
    if verb.tag_ != "NN" or verb.dep_ != "compound" or verb.lower_ not in verbs or verb.is_title:
        return
    head = verb.head  # "book window seats": "book" on "window", "window" on "seats"
    while head.dep_ == "compound" and head.head.i != head.i:
        head = head.head
    if root.pos_ != "NOUN" or head.i != root.i or root.i <= verb.i:
        return
    adverb = words[0]
    # the prepositions, the adverb, the stop: the verb's; the object's own words stay its
    moved = [t for t in sent if t.head.i == root.i and t.i not in {root.i, verb.i}]
    moved += [t for t in sent if t.head.i == verb.i and t.i < verb.i]
    for token in moved:
        if token.i > root.i or token.i < verb.i or token.is_punct:
            token.head = verb
    verb.pos_, verb.tag_, verb.lemma_ = "VERB", "VB", verb.lower_
    verb.head, verb.dep_ = verb, "ROOT"
    root.head, root.dep_ = verb, "dobj"
    adverb.head, adverb.dep_ = verb, "neg" if adverb.lower_ == "never" else "advmod"


__all__ = ["repair_imperatives"]
