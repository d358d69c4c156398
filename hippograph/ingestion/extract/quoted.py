"""A title in quotation marks is one name: "Here Comes the Sun", 'Connected LGBTQ Activists'.

The parser reads the words between the quotes as if they were the sentence's own: "My favourite
song is "Here Comes the Sun"" gave a clause whose subject is "Sun" and whose verb is "comes", and
the group 'Connected LGBTQ Activists' became "Activists". A run of words between a pair of matching
quotation marks is a title when it reads as one: every word capitalised but the short function
words (articles, prepositions, conjunctions), at most :data:`MAX_WORDS` words, nothing but words,
numbers and the marks titles use. Quoted speech ("she said "I love it"") has lower-case words and
stays as it is.

Each title is merged into one proper noun that stands where the parse put the run: the run's root
keeps its head; a root the parser gave a label no noun has there (a clause's, an adverb's: the
words read as a sentence of their own) is a noun in that place instead: the subject before its
head, the attribute of a copula, else the object. A
named entity that covers the run exactly keeps its label; otherwise the title is a work of art
(a book, a song, a film), unless it is in apposition to a noun ("our group, 'X',"), which says
itself what it is.
"""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc, Span

__all__ = ["MAX_WORDS", "is_title_case", "merge_runs", "merge_titles", "quoted_titles"]

MAX_WORDS = 8
PAIRS = {'"': '"', "\u201c": "\u201d", "'": "'", "\u2018": "\u2019"}
# marks that may stand inside a title: "Mamma Mia: Here We Go", "Tom & Jerry", "Schindler's List"
INNER_MARKS = frozenset({"&", ":", "-", "'s", "\u2019s", ",", "!", "?", "."})
# labels a title may have inside a noun phrase ("the "Becoming Nicole" book", "Sara's "Brave"")
NOMINAL_MODIFIERS = frozenset({"compound", "poss", "nmod", "dative", "nummod"})
NOUN_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj", "oprd", "npadvmod"})


def quoted_titles(doc: Doc) -> list[Span]:
    """The runs of ``doc`` between a pair of matching quotation marks that read as a title."""
    titles: list[Span] = []
    i = 0
    while i < len(doc):
        close = PAIRS.get(doc[i].text)
        end = _closing(doc, i, close) if close is not None else None
        if end is None:
            i += 1
            continue
        inner = doc[i + 1 : end]
        if _title(inner):
            titles.append(inner)
        i = end + 1
    return titles


def merge_titles(doc: Doc) -> None:
    """Merge, in place, each quoted title of ``doc`` of two words or more into one proper noun
    (see the module's docstring); a one-word title only becomes a proper noun."""
    titles = quoted_titles(doc)
    if titles:
        merge_runs(doc, titles, [_label(doc, title) for title in titles])


def merge_runs(doc: Doc, titles: list[Span], labels: list[str]) -> None:
    """Merge, in place, each run of ``titles`` into one proper noun standing where the parse put
    the run, a named entity of its label ("" for none); a one-word run only becomes a proper noun."""
    kept = [e for e in doc.ents if not any(e.start < t.end and t.start < e.end for t in titles)]
    added = [Span(doc, t.start, t.end, label=lab) for t, lab in zip(titles, labels, strict=True) if lab]
    doc.ents = sorted([*kept, *added], key=lambda e: e.start)
    with doc.retokenize() as retokenizer:
        for title in titles:
            root = title.root
            dep = _dependency(title)
            if len(title) == 1:
                root.pos_, root.tag_, root.dep_ = "PROPN", "NNP", dep
                continue
            attrs: dict[str | int, Any] = {"POS": "PROPN", "TAG": "NNP", "LEMMA": title.text, "DEP": dep}
            retokenizer.merge(title, attrs=attrs)


def _closing(doc: Doc, start: int, close: str) -> int | None:
    """The index of the mark closing the one at ``start``: the opening mark is followed by a word
    with no space between; the closing one follows a word with no space between."""
    if start + 1 >= len(doc) or doc[start].whitespace_:
        return None
    if start > 0 and not doc[start - 1].whitespace_ and doc[start - 1].is_alpha:
        return None  # "rock'n'roll", a contraction: no opening mark
    for end in range(start + 2, min(len(doc), start + MAX_WORDS + 2)):
        if doc[end].text == close and not doc[end - 1].whitespace_:
            return end
        if doc[end].text in PAIRS or doc[end].is_sent_start:
            return None
    return None


def _title(run: Span) -> bool:
    """Title case: each word capitalised but short function words, the first one always."""
    words = [t for t in run if t.is_alpha]
    if not words or not (run[0].is_alpha or run[0].like_num):
        return False
    if any(not (t.is_alpha or t.like_num or t.text in INNER_MARKS) for t in run):
        return False
    if not (run[0].like_num or run[0].text[0].isupper()):
        return False
    return all(t.text[0].isupper() or (t.is_stop and len(t) <= 4) for t in words)


def is_title_case(run: Span) -> bool:
    """Whether ``run`` is written as a title: each word capitalised but short function words."""
    return _title(run)


def _label(doc: Doc, title: Span) -> str:
    for ent in doc.ents:
        if ent.start == title.start and ent.end == title.end:
            return ent.label_
    if title.root.dep_ == "appos" and title.root.head.pos_ == "NOUN":
        return ""  # "our group, 'Connected Activists',": the noun says what it is
    return "WORK_OF_ART"


def _dependency(title: Span) -> str:
    """The title's place in the sentence: the root's own label when it is a noun's, else the one a
    noun would have there."""
    root = title.root
    if root.dep_ in NOUN_DEPS and root.dep_ != "conj":
        return root.dep_
    if root.dep_ == "conj" and root.pos_ in {"NOUN", "PROPN"}:
        return root.dep_
    head = root.head
    if head.i == root.i or root.dep_ in NOMINAL_MODIFIERS:
        return root.dep_
    if head.i > root.i:
        return "nsubj"
    return "attr" if head.lemma_ == "be" else "dobj"
