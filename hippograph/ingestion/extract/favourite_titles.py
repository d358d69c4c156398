"""A favourite named by a title: "My favourite is Spirited Away.", "My favourite film is Blade
Runner.", "Her favourite show is Bluey."

A copula whose subject is someone's favourite ("my favourite", "Ada's favourite film") names the
favourite thing in its complement. Without quotation marks the parser reads a title of ordinary
words as words ("Spirited" an adjective, "Away" an adverb) and NER takes it for a person
("Blade Runner"), so the favourite was no entity or a person. Here the complement, when it is a
run of capitalised words to the end of the sentence, is one name (merged as a quoted title is,
:func:`~hippograph.ingestion.extract.quoted.merge_runs`), of the kind the favourite's noun says
("film": a work, "band": an organisation, "city": a place); a bare "favourite" names a work
unless NER knows the name as a place, an organisation or a product, or it is a person's name
(a first name and more: "My favourite is Kazuo Ishiguro").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.contextual_types import FAVOURITE, first_name_gender
from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extract.quoted import MAX_WORDS, is_title_case, merge_runs

LABELS = {"Work": "WORK_OF_ART", "Org": "ORG", "Place": "GPE", "Person": "PERSON", "Product": "PRODUCT"}
LABELS |= {"Event": "EVENT", "Pet": ""}
_KEPT_LABELS = frozenset({"GPE", "LOC", "FAC", "ORG", "PRODUCT", "EVENT", "WORK_OF_ART"})


def merge_favourite_titles(doc: Doc) -> None:
    """Merge, in place, each title a favourite is said to be into one name (module docstring)."""
    runs: list[Span] = []
    labels: list[str] = []
    for verb in doc:
        favourite = _favourite_subject(verb)
        run = _complement_run(verb) if favourite is not None else None
        if favourite is None or run is None:
            continue
        label = _label(favourite, run)
        if label is None:
            continue
        runs.append(run)
        labels.append(label)
    if runs:
        merge_runs(doc, runs, labels)


def _favourite_subject(verb: Token) -> Token | None:
    """The subject of the copula ``verb`` when it is someone's favourite: "favourite" itself or
    the noun it modifies ("my favourite film")."""
    if verb.lemma_ != "be":
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or not any(c.dep_ == "poss" for c in subject.children):
        return None
    if subject.lower_ in FAVOURITE or any(c.lower_ in FAVOURITE for c in subject.children):
        return subject
    return None


def _complement_run(verb: Token) -> Span | None:
    """The capitalised words after the copula up to the end of the sentence, as a title."""
    doc = verb.doc
    start, end = verb.i + 1, verb.sent.end
    while end > start and doc[end - 1].is_punct:
        end -= 1
    run = doc[start:end]
    if not 1 <= len(run) <= MAX_WORDS or not is_title_case(run) or run[0].pos_ in {"DET", "PRON"}:
        if len(run) > 1 and run[0].lower_ == "the" and is_title_case(doc[start + 1 : end]):
            return run  # "The Secret History": the article is the title's
        return None
    return run


def _label(favourite: Token, run: Span) -> str | None:
    """The entity label the title takes: by the favourite's noun, else NER's, else a work's."""
    if favourite.lower_ not in FAVOURITE:
        kind = type_for_descriptor(favourite.lemma_)
        return LABELS.get(kind) if kind else None
    exact = next((e.label_ for e in run.doc.ents if e.start == run.start and e.end == run.end), None)
    if exact in _KEPT_LABELS:
        return exact
    words = [t.text for t in run if t.is_alpha]
    if len(words) >= 2 and first_name_gender(words[0])[0] and exact == "PERSON":
        return "PERSON"  # "My favourite is Kazuo Ishiguro"
    if len(run) == 1 and exact is None:
        return None  # "My favourite is Pepper": a name or a word, the sentence does not say
    return "WORK_OF_ART"


__all__ = ["merge_favourite_titles"]
