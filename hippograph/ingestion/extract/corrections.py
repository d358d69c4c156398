"""Corrections inside one sentence: "Actually I live in Lisbon now, not Porto", "I'm allergic to
shellfish, not peanuts", "my allergy is not peanuts but shellfish".

A sentence that names the right value beside the wrong one is read as two sentences: the corrected
one ("I live in Lisbon now"), whose statements are current and marked as corrections, and the
wrong one ("I live in Porto now"), whose statements ended. The writer then ends the wrong value --
for a single-valued field the new one supersedes it anyway, for a multi-valued one ("allergy")
naming it is the only way it ends; a correction that names no old value only adds.

>>> from hippograph.ingestion.spacy_extractor import load_spacy             # doctest: +SKIP
>>> found = correction(load_spacy()("I'm allergic to shellfish, not peanuts."))  # doctest: +SKIP
>>> found.current, found.wrong                                               # doctest: +SKIP
("I'm allergic to shellfish.", "I'm allergic to peanuts.")
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Span, Token

from hippograph.ingestion.rules import lexicon

# Words between the right value and ", not ...": "Lisbon now, not Porto".
TRAILING = lexicon("now anymore actually instead though then today nowadays these days")
STOPS = lexicon("but and or because since so")
CORRECTION_OPENERS = ("actually", "correction", "i was wrong", "sorry,", "no,", "i mean", "i meant")


@dataclass(frozen=True)
class Correction:
    current: str  # the sentence as corrected: its statements are current
    wrong: str  # the sentence as it was wrong: its statements ended
    right_value: str
    wrong_value: str


# Words of a leading clause that announces a correction: "Correction:", "Let me correct that,",
# "Wait, I got that wrong:", "My mistake -".
ANNOUNCING = lexicon("correct correction wrong mistake misspeak misspoke")
PREAMBLE_MARKS = frozenset({":", ",", ";", "-", "—", "–"})
MAX_PREAMBLE = 10


def is_correction(span: Span) -> bool:
    """ "Actually ...", "I was wrong, ...": the sentence replaces what was said before."""
    return span.text.strip().casefold().startswith(CORRECTION_OPENERS) or preamble_end(span) is not None


def preamble_end(span: Span) -> int | None:
    """Where the corrected statement starts (a document index) after a leading clause that only
    announces it ("Let me correct that, I drive a Honda now"), or None. The announcement says
    nothing about the subject and hides the statement from the readers (a "let" clause, a
    "got that wrong" clause); the statement after it is what must be stored."""
    for token in span[:MAX_PREAMBLE]:
        if token.text not in PREAMBLE_MARKS or token.i + 2 >= span.end:
            continue
        before = span.doc[span.start : token.i]
        if any(t.lemma_.casefold() in ANNOUNCING or t.lower_ in ANNOUNCING for t in before):
            return token.i + 1
    return None


def body(span: Span) -> Span:
    """The sentence without its announcing clause ("Correction: my daughter is nine" → "my
    daughter is nine"), or the sentence itself."""
    end = preamble_end(span)
    return span.doc[end : span.end] if end is not None else span


def correction(span: Span) -> Correction | None:
    """The two readings of a sentence that corrects one value by another, or None."""
    tokens = list(span)
    for n, token in enumerate(tokens):
        if token.lower_ != "not" or n + 1 >= len(tokens) or tokens[n + 1].pos_ in {"VERB", "AUX"}:
            continue
        wrong = _phrase_after(tokens, n + 1)
        if not wrong:
            continue
        if n > 0 and tokens[n - 1].text == ",":  # "X, not Y"
            right = _phrase_before(tokens, n - 2)
            if not right:
                continue
            wrong = _without_repeated_preposition(wrong, right)  # "in Braga, not in Porto"
            cut_start, cut_end = tokens[n - 1].idx, wrong[-1].idx + len(wrong[-1].text)
            current = _cut(span, cut_start, cut_end)
            wrong_text = _cut(span, cut_start, cut_end, replace=(right, _text(wrong)))
            return Correction(current, wrong_text, _text(right), _text(wrong))
        after = wrong[-1].i - span.start + 1
        if after < len(tokens) and tokens[after].lower_ == "but":  # "not Y but X"
            right = _phrase_after(tokens, after + 1)
            if not right:
                continue
            start = token.idx
            current = _cut(span, start, right[0].idx)
            wrong_text = _cut(span, wrong[-1].idx + len(wrong[-1].text), right[-1].idx + len(right[-1].text))
            wrong_text = _cut_text(wrong_text, span.text, start - span.start_char, len("not "))
            return Correction(current, wrong_text, _text(right), _text(wrong))
    return None


def _phrase_after(tokens: list[Token], start: int) -> list[Token]:
    out: list[Token] = []
    for token in tokens[start:]:
        joined = token.text == "-" and out and not out[-1].whitespace_  # "eighty-nine"
        if (token.is_punct and not joined) or token.lower_ in STOPS or token.pos_ == "AUX":
            break
        if token.pos_ == "VERB" and out:  # a noun the tagger took for a verb may start it
            break
        out.append(token)
    while out and out[0].dep_ in {"det", "poss"}:
        out = out[1:]
    return out


def _without_repeated_preposition(wrong: list[Token], right: list[Token]) -> list[Token]:
    """ "lives in Braga, not in Porto": the wrong value without the preposition that the right
    one's phrase already has, so the wrong reading is "lives in Porto"."""
    first = wrong[0]
    governing = right[0].head
    same = governing.pos_ == "ADP" and governing.lower_ == first.lower_
    if len(wrong) > 1 and first.pos_ == "ADP" and same:
        return wrong[1:]
    return wrong


def _phrase_before(tokens: list[Token], end: int) -> list[Token]:
    while end >= 0 and tokens[end].lower_ in TRAILING:
        end -= 1
    if end < 0 or tokens[end].pos_ not in {"NOUN", "PROPN", "ADJ", "NUM", "VERB"}:
        return []
    last = tokens[end]
    if last.pos_ == "VERB":  # "allergic to shellfish": a noun the tagger took for a verb
        return [last] if last.dep_ in {"xcomp", "dobj", "pobj", "attr"} else []
    entity = next((e for e in last.doc.ents if e.start <= last.i < e.end), None)
    if entity is not None:
        return [t for t in entity if t.i <= last.i]
    start = end
    while (
        start > 0
        and tokens[start - 1].pos_ in {"NOUN", "PROPN", "ADJ", "NUM"}
        and not tokens[start - 1].is_punct
    ):
        if tokens[start - 1].dep_ in {"acomp"} or (
            tokens[start - 1].head.i != last.i and tokens[start - 1].dep_ != "compound"
        ):
            break
        start -= 1
    return tokens[start : end + 1]


def _text(tokens: list[Token]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def _cut(span: Span, start: int, end: int, replace: tuple[list[Token], str] | None = None) -> str:
    """The sentence without the characters ``[start, end)`` (document offsets), and with one
    phrase replaced when ``replace`` is given."""
    base = span.start_char
    text = span.text
    if replace is not None:
        right, wrong = replace
        r_start, r_end = right[0].idx - base, right[-1].idx + len(right[-1].text) - base
        cut_start, cut_end = start - base, end - base
        return (text[:r_start] + wrong + text[r_end:cut_start] + text[cut_end:]).strip()
    return (text[: start - base] + text[end - base :]).replace("  ", " ").strip()


def _cut_text(text: str, original: str, at: int, length: int) -> str:
    """``text`` (the original with a tail cut) without ``length`` characters at ``at``."""
    del original
    return (text[:at] + text[at + length :]).strip()


__all__ = ["Correction", "body", "correction", "is_correction", "preamble_end"]
