"""Chat markers that open a sentence: "omg my brother-in-law Kenji is a pilot", "lol my flatmate
works at the BBC", "btw Sam's girlfriend is a paramedic".

Said first, such a word is no part of the clause that follows, but the parser makes it one: a
subject ("btw Sam's girlfriend"), an imperative's verb ("lol my flatmate ..." became an
instruction to the assistant), an attribute ("is omg"). The words are a closed class of written
chat; each one opening a sentence (with a comma after it, if any) is dropped and the message parsed
again, when a clause of its own follows (a marker alone is small talk and stays as it was)."""

from __future__ import annotations

from spacy.tokens import Doc

from hippograph.ingestion.rules import lexicon

__all__ = ["MARKERS", "unmarked"]

MARKERS = lexicon("omg lol lmao btw fyi tbh imo ugh haha hahaha hehe yeah yep yup wow anyway anyways")
MIN_REST = 3  # words the sentence keeps, for a clause to follow


def unmarked(doc: Doc) -> str | None:
    """``doc``'s text without the chat markers that open its sentences, or None when none does."""
    drop: set[int] = set()
    for sent in doc.sents:
        i = sent.start
        while i < sent.end and doc[i].lower_ in MARKERS:
            i += 1
            if i < sent.end and doc[i].text in {",", "!", "-"}:
                i += 1
        if (
            i > sent.start
            and sent.end - i >= MIN_REST
            and any(t.pos_ in {"VERB", "AUX"} for t in doc[i : sent.end])
        ):
            drop.update(range(sent.start, i))
    if not drop:
        return None
    return "".join(t.text_with_ws for t in doc if t.i not in drop).strip()
