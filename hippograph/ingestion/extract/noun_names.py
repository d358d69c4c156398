"""A common noun in a name's place: "Biscuit is treated at Willow Animal Hospital."

A pet's name is often a common noun ("Biscuit", "Pickle", "Mango"), and at the start of a sentence
its capital says nothing, so the small model tags it a noun and no reader takes it for anyone. A
singular count noun cannot be a subject on its own in English ("Dog is treated at ..."): without
an article, a possessive or a modifier it is a mass noun ("Coffee is served at ...") or a name.
Which one the message alone cannot tell, so the subject becomes a reference
(:func:`~hippograph.ingestion.extraction.named_ref`) that the pipeline resolves only when the
session named someone or something so ("My aunt has a spaniel called Biscuit."), and drops, with
its reason, otherwise.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.entity_types import PERSON_NOUNS, type_for_descriptor
from hippograph.lexicon import CALENDAR_WORDS, KINSHIP

_MODIFIERS = frozenset({"det", "poss", "amod", "compound", "nummod", "case", "quantmod", "nmod"})
SUBJECTS = frozenset({"nsubj", "nsubjpass"})


def noun_as_name(token: Token) -> bool:
    """Whether ``token`` is a capitalised bare singular noun opening its sentence as a subject,
    which only a name of the session may be (see the module docstring)."""
    if token.pos_ != "NOUN" or token.tag_ != "NN" or token.dep_ not in SUBJECTS:
        return False
    if token.i != token.sent.start or not token.is_title or not token.is_alpha or token.is_stop:
        return False
    word = token.lower_
    if word in KINSHIP or word in PERSON_NOUNS or word in CALENDAR_WORDS:
        return False  # "Mum is ...", "Doctor says ...": a relative or role, read as such
    if type_for_descriptor(word) is not None:
        return False  # "School is in Leeds": a kind of thing, not one named so
    return not any(c.dep_ in _MODIFIERS for c in token.children)


_NOUN_SLOTS = frozenset({"dobj", "obj", "pobj", "nsubj", "nsubjpass", "attr", "appos", "conj"})


def repair_nouns(doc: Doc) -> None:
    """Give a word the lexicons know as a noun for a kind of thing the small model tagged an
    adjective or a verb in a noun's place the noun's tag and lemma: "a terrier called Pepper" is
    tagged a comparative ("terri" + "-er"), so no reader saw the pet it introduces."""
    for token in doc:
        if token.pos_ not in {"ADJ", "VERB"} or token.dep_ not in _NOUN_SLOTS or not token.is_lower:
            continue
        if token.lemma_ == token.lower_ or type_for_descriptor(token.lower_) is None:
            continue
        if not any(c.dep_ == "det" for c in token.children):
            continue  # "a dog walker" or "is better": only a determined noun phrase
        token.pos_, token.tag_, token.lemma_ = "NOUN", "NN", token.lower_


__all__ = ["noun_as_name", "repair_nouns"]
