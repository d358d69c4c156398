"""A place "go" goes to that the small English model parses as the future "going to V".

"I've been going to therapy for about a year now": the model reads "to" as the infinitive marker
(``aux``) and "therapy" as the verb of a clause under "going" (``xcomp``), so no reader sees "go to
= therapy" (it does when no time follows). A noun under "go" with "to" as its marker, and no object
of its own (a verb the tagger took for a noun would have one), is made the object of "to", and "to"
the preposition of "go", before any reader looks at the sentence.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
DURATION_PREPS = frozenset({"for", "since"})


def repair_destinations(doc: Doc) -> None:
    """Make each noun parsed as the verb of "going to" the object of "to"."""
    for token in doc:
        marker = _marker(token)
        if marker is None:
            continue
        verb = token.head
        marker.dep_, marker.head = "prep", verb
        token.dep_, token.head = "pobj", marker
        for adjunct in [c for c in token.children if _verbs_adjunct(c)]:
            adjunct.head = verb  # "for about a year now": how long the going goes on, not the place's


def _verbs_adjunct(child: Token) -> bool:
    """A duration or time adverb the parser hung on the noun ("for a year", "since May", "now")."""
    if child.dep_ == "prep" and child.lower_ in DURATION_PREPS:
        return True
    return child.dep_ in {"advmod", "advcl", "npadvmod"} and child.i > child.head.i


def _marker(token: Token) -> Token | None:
    if token.dep_ != "xcomp" or token.tag_ not in NOUN_TAGS or token.head.lemma_ != "go":
        return None
    if any(c.dep_ in {"dobj", "obj", "nsubj"} for c in token.children):
        return None
    marker = next((c for c in token.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if marker is None or marker.i < token.head.i:
        return None
    between = token.doc[marker.i + 1 : token.i]
    return (
        marker
        if all(t.head.i == token.i and t.dep_ in {"det", "poss", "amod", "compound"} for t in between)
        else None
    )


__all__ = ["repair_destinations"]
