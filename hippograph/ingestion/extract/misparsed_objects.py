"""Dependency labels the small English model gets wrong in a way the grammar tells apart.

"It makes water filters for hospitals": the model reads the plural noun after a compound as the
verb of a clause ("filters" as ``ccomp``), so the verb seems to have no object. A clausal
complement has a verb, or at least a subject or an auxiliary of its own; a bare noun after the
verb, with nothing of a clause, is the verb's object, and is relabelled so (``dobj``) before any
reader looks at the sentence.

"Pablo has two cats, Salt and Pepper": after the comma the model may coordinate the first name
with the counted noun ("Salt" as a ``conj`` of "cats"), as if he had cats and Salt and Pepper.
Names set off by a comma after a plural noun that is counted or owned, all of them names, name
what the noun counts: the first is its apposition, as in "two kittens, Pip and Olive".
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

CLAUSE_MARKS = frozenset(
    {"nsubj", "nsubjpass", "aux", "auxpass", "mark", "neg", "dobj", "expl", "acomp", "attr"}
)


def repair_objects(doc: Doc) -> None:
    """Relabel each noun the parse made a clausal complement of the verb before it as its object,
    and each name it coordinated with the plural noun it names as that noun's apposition."""
    for token in doc:
        if _noun_as_clause(token):
            token.dep_ = "dobj"
        elif _names_as_conjunct(token):
            token.dep_ = "appos"


def _names_as_conjunct(token: Token) -> bool:
    if token.dep_ != "conj" or token.pos_ != "PROPN" or token.i < 2 or token.doc[token.i - 1].text != ",":
        return False
    noun = token.head
    if noun.pos_ != "NOUN" or noun.i != token.i - 2 or "Plur" not in noun.morph.get("Number", []):
        return False
    counted = any(c.dep_ in {"nummod", "poss"} or c.lemma_ in {"twin", "twins"} for c in noun.children)
    if not counted:  # "twin boys, Ezra and Milo" are two, as "two boys" are
        return False  # "I love dogs, Paris and coffee": a list, not names of the dogs
    names = [c for c in token.children if c.dep_ == "conj"]
    return bool(names) and all(n.pos_ == "PROPN" for n in names)


def _noun_as_clause(token: Token) -> bool:
    if token.dep_ != "ccomp" or token.pos_ != "NOUN" or token.tag_ not in {"NN", "NNS"}:
        return False
    verb = token.head
    if verb.pos_ != "VERB" or verb.i > token.i or any(c.dep_ in {"dobj", "obj"} for c in verb.children):
        return False
    if any(t.is_punct for t in token.doc[verb.i + 1 : token.i]):
        return False  # "I know, friends ...": set apart, not an object
    return not any(c.dep_ in CLAUSE_MARKS for c in token.children)


__all__ = ["repair_objects"]
