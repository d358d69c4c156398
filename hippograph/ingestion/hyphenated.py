"""Hyphenated words are one word: "brother-in-law", "second-hand", "Jean-Luc".

spaCy's English tokenizer splits every infix hyphen, so "my brother-in-law" reaches the readers as
``brother - in - law``: the person became "my brother-" and the relation a sibling. This pipeline
component, run after the parser and the recogniser, merges each run of letter-only pieces joined
by hyphens with no space between them into one token. The merged token keeps the parse of the
run's root (its head, dependency, tag and entity), so the sentence's structure does not change;
its lemma is the run with the root's own lemma in place ("brothers-in-law" → "brother-in-law"),
which is what the lexicons look words up by.

Digits are left alone: dates ("2021-05-03"), scores and ranges keep their pieces.

>>> nlp = load_spacy()  # doctest: +SKIP
>>> [t.text for t in nlp("My brother-in-law is here.")]  # doctest: +SKIP
['My', 'brother-in-law', 'is', 'here', '.']
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

__all__ = ["COMPONENT", "hyphenated_runs", "merge_hyphenated"]

COMPONENT = "hippograph_hyphenated"
_HYPHENS = frozenset({"-", "‐", "‑"})
_NOMINAL = frozenset({"NOUN", "PROPN"})


def hyphenated_runs(doc: Doc) -> list[Span]:
    """The runs ``word-word(-word…)`` of ``doc``: letter-only words, each hyphen with no space on
    either side."""
    runs: list[Span] = []
    i = 0
    while i < len(doc):
        end = i
        while (
            end + 2 < len(doc)
            and doc[end].is_alpha
            and not doc[end].whitespace_
            and doc[end + 1].text in _HYPHENS
            and not doc[end + 1].whitespace_
            and doc[end + 2].is_alpha
        ):
            end += 2
        if end > i:
            runs.append(doc[i : end + 1])
            i = end + 1
        else:
            i += 1
    return runs


def _lemma(run: Span) -> str:
    root = run.root
    if root.pos_ not in _NOMINAL:
        return run.text.casefold() if root.pos_ != "PROPN" else run.text
    pieces = [t.lemma_ if t.i == root.i else t.text for t in run]
    lemma = "".join(pieces)
    return lemma if root.pos_ == "PROPN" else lemma.casefold()


@Language.component(COMPONENT)
def merge_hyphenated(doc: Doc) -> Doc:
    runs = hyphenated_runs(doc)
    if not runs:
        return doc
    with doc.retokenize() as retokenizer:
        for run in runs:
            retokenizer.merge(run, attrs={"LEMMA": _lemma(run)})
    return doc
