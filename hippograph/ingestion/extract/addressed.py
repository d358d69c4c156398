"""A chat report opened by a greeting and the hearer's name, whose "I" was dropped: "Hey Bob, just
finished my first marathon!", "Thanks, Gina, got the job!", "Hi Frank, bought a new guitar".

The small English model has no subject for the report, so it takes one from the address before
the comma: the name ("Bob" does the finishing) or the greeting word ("Hi" buys the guitar), or it
reads the name as a modifier of a verb that has no subject at all ("Oh Dana, went to the market").
The statement then lands on the person spoken to, or on no one. When the opening of a sentence is
only greetings, interjections and names set off by a comma, and the clause after it has no subject
of its own, the opening is an address, not a participant: the sentence is parsed again without it,
and the readers see the dropped-subject report they know ("just finished my first marathon").

A base form after the address is a request to the hearer and stays as it is ("Bob, enjoy your
trip!"). A name with something of its own after it is a subject, not an address, and stays: "Marta, my
sister, is a nurse" (an apposition), "Sarah, Tom and I went hiking" (a list of doers).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.gate import GREETINGS

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
# A word of the opening with one of these below it says more than an address does.
OWN_DEPS = frozenset({"appos", "conj", "relcl", "acl", "cc", "poss", "compound", "prep"})


def unaddressed(doc: Doc) -> str | None:
    """``doc``'s text without each sentence's opening address that the parser took for the
    subject of what follows, or None when there is none."""
    cuts: list[tuple[int, int]] = []
    for sent in doc.sents:
        end = _address_end(sent)
        if end is not None:
            cuts.append((sent.start, end))
    if not cuts:
        return None
    dropped = {i for start, end in cuts for i in range(start, end)}
    return "".join(t.text_with_ws for t in doc if t.i not in dropped)


def _address_end(sent: Span) -> int | None:
    """The index after the comma that closes the sentence's opening address, when the clause
    after it has no subject of its own."""
    doc = sent.doc
    last_comma: int | None = None
    named = False
    for token in sent:
        if token.text == ",":
            last_comma = token.i
            continue
        if _greeting(token) or _name(token):
            named = named or _name(token)
            continue
        break
    if last_comma is None or not named:
        return None
    opening = range(sent.start, last_comma + 1)
    rest = doc[last_comma + 1 : sent.end]
    if not any(t.is_alpha for t in rest) or rest[0].pos_ in {"PROPN", "NOUN", "PRON", "DET", "CCONJ"}:
        return None  # "Bob, Tom and I ...": the rest has a subject of its own, or lists another
    words = [doc[i] for i in opening if doc[i].text != ","]
    if any(c.dep_ in OWN_DEPS and c.i not in opening for w in words for c in w.children):
        return None  # "Marta, my sister, ...": a name with an apposition is the subject
    own_subject = any(t.dep_ in SUBJECT_DEPS and t.head.i >= rest.start for t in rest)
    if any(t.tag_ == "VB" and t.dep_ == "ROOT" for t in rest) and not own_subject:
        return None  # "Bob, enjoy your trip!": a request to the one spoken to, not a report
    return None if own_subject else last_comma + 1  # the address was the subject, or nothing was


def _greeting(token: Token) -> bool:
    return token.lower_ in GREETINGS or token.pos_ == "INTJ"


def _name(token: Token) -> bool:
    return token.pos_ == "PROPN" and token.is_title and token.is_alpha


__all__ = ["unaddressed"]
