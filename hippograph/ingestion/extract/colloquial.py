"""Colloquial fused forms written out: "wanna" is "want to", "gotta" "have to".

"So I wanna keep making a difference" reached the readers with "wanna" as an unknown verb: the
field became "wanna" and the statement read "Caroline wanna keep making a difference"; "I gotta
finish my thesis" was parsed as "get" with a bare verb after it. The fused forms of a verb and
"to" (and the few others of everyday writing, "kinda", "lemme") are a closed class: each is
written out as its two words and the message parsed again, so the readers see the verb they know
("want to keep making a difference": the goal reader's "want to", "have to finish": an
obligation). spaCy's tokenizer splits some of them ("got"+"ta") and others not ("wanna"); both are
written out here, matched on the whole word or on the pair of pieces, in any case. "gonna" is left
as the tokenizer splits it ("gon"+"na", read as "going to" by its norm): the readers already take
it for a plan where a person is its subject, and "it's gonna be a great night" for no plan.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

__all__ = ["FUSED", "written_out"]

FUSED = {
    "wanna": "want to",
    "gotta": "have to",
    "hafta": "have to",
    "hasta": "has to",
    "oughta": "ought to",
    "needa": "need to",
    "tryna": "trying to",
    "kinda": "kind of",
    "sorta": "sort of",
    "lotta": "lot of",
    "outta": "out of",
    "lemme": "let me",
    "gimme": "give me",
    "dunno": "don't know",
}
# "I've gotta go": after "have" the fused verb is the participle of "have got to"
AFTER_HAVE = {"gotta": "got to"}


def _name(token: Token) -> bool:
    """A capitalised fused form that is someone's name ("my friend Lotta"): never written out."""
    if not token.text[:1].isupper():
        return False
    if not token.is_sent_start:
        return True  # capitalised inside a sentence: a name
    # first in the sentence: a name when it is the subject of a verb that agrees with one person
    # ("Lotta works at ..."), not an imperative-like "Wanna see it?"
    return token.dep_ in {"nsubj", "nsubjpass"} and token.head.tag_ in {"VBZ", "VBD"}


def written_out(doc: Doc) -> str | None:
    """``doc``'s text with each fused form written out, or None when it has none."""
    out: list[str] = []
    changed = False
    i = 0
    while i < len(doc):
        token = doc[i]
        pair = token.text + doc[i + 1].text if i + 1 < len(doc) and not token.whitespace_ else None
        if pair is not None and pair.casefold() in FUSED:  # "gon" + "na"
            word, ws, step = pair, doc[i + 1].whitespace_, 2
        elif token.lower_ in FUSED and not _name(token):
            word, ws, step = token.text, token.whitespace_, 1
        else:
            out.append(token.text_with_ws)
            i += 1
            continue
        had = i > 0 and doc[i - 1].lemma_ == "have"
        full = (AFTER_HAVE if had else {}).get(word.casefold()) or FUSED[word.casefold()]
        out.append((full[0].upper() + full[1:] if word[0].isupper() else full) + ws)
        changed = True
        i += step
    return "".join(out) if changed else None
