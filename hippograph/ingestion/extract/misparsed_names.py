"""A name said right after the relative or role it names, which the small model hangs on the verb
instead ("My former colleague Raj joined Monzo": Raj an adverbial of "joined"; "My ex-wife Mona is
a dentist": two subjects). The name follows its noun with nothing between them, as in "my brother
Luis": it is the noun's apposition, repaired in place before any reader sees the sentence."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.entity_types import PERSON_NOUNS
from hippograph.lexicon import KINSHIP

_HUNG = frozenset({"npadvmod", "nsubj"})


def repair_hung_names(doc: Doc) -> None:
    """Make each name the model hung on the verb after a person noun subject that noun's apposition."""
    for name in list(doc)[1:]:
        noun = doc[name.i - 1]
        if name.pos_ != "PROPN" or name.dep_ not in _HUNG or noun.dep_ != "nsubj":
            continue
        if name.head.i != noun.head.i or not _names_someone(noun):
            continue
        name.head, name.dep_ = noun, "appos"


def _names_someone(noun: Token) -> bool:
    """A noun for a person one has: a relative, a role, an ex ("ex-wife")."""
    if noun.pos_ != "NOUN":
        return False
    word = noun.lower_.removeprefix("ex-")
    return word in KINSHIP or noun.lemma_.casefold() in KINSHIP or word in PERSON_NOUNS or noun.lower_ == "ex"


__all__ = ["repair_hung_names"]
