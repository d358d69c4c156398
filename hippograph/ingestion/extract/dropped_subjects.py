"""A chat report whose "I" was dropped and whose verb, first in the sentence and capitalised, the
small English model read as a name: "Went hiking with my dog", "Got my driver's license today!",
"Spent the weekend at the lake".

A capitalised word at the start of a sentence looks like a proper noun to the tagger, so "Went"
becomes a name and the sentence has no verb (or "Got" an imperative's base form). When the word is
an irregular past form of an English verb -- one the lemmatizer's exception table lists with a
lemma of its own and that is not also a base form ("saw", "found" are) -- and the tagger took it
for a name or a base form, the message is parsed again with the word in lower case, as it would
be in the middle of a sentence; the readers then see the dropped-subject report they know.

An imperative gets the same misreading when its verb governs a gerund: "Quit recommending podcasts
to me" parses as a person "Quit" doing the recommending. A base form of an English verb read as
the subject of a bare gerund (no "is" before it, which no statement about a person lacks) is
lowered too, and the sentence reads as the request it is.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

MISREAD_TAGS = frozenset({"NNP", "NNPS", "NN", "VB", "VBP"})
# Past forms that are also words of other classes at the start of a sentence ("Left", "Lay").
AMBIGUOUS = frozenset({"left", "lay", "lit", "wound", "bore", "ground", "rose", "fell", "felt", "found"})


def past_forms(nlp: Language) -> frozenset[str]:
    """Irregular past forms of English verbs ("went", "got", "took") that are not base forms."""
    try:
        lookups = nlp.get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
        exceptions = lookups.get_table("lemma_exc")["verb"]
        bases = frozenset(lookups.get_table("lemma_index")["verb"])
    except (KeyError, AttributeError):
        return frozenset()
    return (
        frozenset(
            form
            for form, lemmas in exceptions.items()
            if form.isalpha() and form not in bases and all(lemma != form for lemma in lemmas)
        )
        - AMBIGUOUS
    )


def decapitalized(doc: Doc, past: frozenset[str], verbs: frozenset[str] = frozenset()) -> str | None:
    """``doc``'s text with each sentence-initial past form (or imperative, among ``verbs``) the
    tagger misread in lower case, or None when there is none."""
    firsts = [_first_word(sent) for sent in doc.sents]
    changes = {
        first.i
        for first in firsts
        if first is not None and (_misread(first, past) or _imperative_misread(first, verbs))
    }
    if not changes:
        return None
    return "".join(t.text_with_ws.lower() if t.i in changes else t.text_with_ws for t in doc)


def _first_word(sent: Span) -> Token | None:
    return next((t for t in sent if t.is_alpha), None)


def _misread(token: Token, past: frozenset[str]) -> bool:
    if not token.is_title or token.lower_ not in past:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in token.children):
        return False  # "Got it?"-like readings with a subject are the parser's, not a dropped "I"
    return token.tag_ in MISREAD_TAGS


def _imperative_misread(token: Token, verbs: frozenset[str]) -> bool:
    """ "Quit recommending ...": a verb's base form taken for the name of a gerund's subject."""
    if not token.is_title or token.lower_ not in verbs or token.pos_ != "PROPN" or token.ent_type_:
        return False
    gerund = token.head
    if token.dep_ != "nsubj" or gerund.tag_ != "VBG" or gerund.i != token.i + 1:
        return False
    return not any(c.dep_ in {"aux", "auxpass"} for c in gerund.children)


__all__ = ["decapitalized", "past_forms"]
