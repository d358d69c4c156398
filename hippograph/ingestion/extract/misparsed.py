"""Dependency labels the small English model gets wrong in a way the grammar tells apart.

"It makes water filters for hospitals": the model reads the plural noun after a compound as the
verb of a clause ("filters" as ``ccomp``), so the verb seems to have no object. A clausal
complement has a verb, or at least a subject or an auxiliary of its own; a bare noun after the
verb, with nothing of a clause, is the verb's object, and is relabelled so (``dobj``) before any
reader looks at the sentence.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

CLAUSE_MARKS = frozenset(
    {"nsubj", "nsubjpass", "aux", "auxpass", "mark", "neg", "dobj", "expl", "acomp", "attr"}
)


def repair_objects(doc: Doc) -> None:
    """Relabel each noun the parse made a clausal complement of the verb before it as its object."""
    for token in doc:
        if _noun_as_clause(token):
            token.dep_ = "dobj"


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
