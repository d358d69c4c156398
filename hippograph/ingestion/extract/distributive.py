"""A negative quantifier over a group of subjects, said again as a plain negation of the group.

"Neither of my parents speaks English", "None of my cousins drinks", "Neither Tom nor Ana eats
meat": the quantifier is the grammatical subject ("neither", "none" with "of" and the group) or a
pre-conjunction with "nor" between the subjects, and the verb carries no "not" of its own. Every
reader looks for the negation on the verb, so each would read the statement as true of the group.
The sentence is rewritten from its parse, as the group itself denying it, "My parents do not speak
English", "Tom and Ana do not eat meat", and parsed again: the negation is then where every reader
looks, and a coordinated group is distributed over its members as any other "X and Y" is.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

NEGATIVE_QUANTIFIERS = frozenset({"neither", "none"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
PRESENT_BE = {"Sing": "is", "Plur": "are"}


def undistributed(doc: Doc) -> str | None:
    """The text of ``doc`` with its first negative quantifier over a group of subjects said as the
    group's plain negation, or None when it has none.

    >>> undistributed(nlp("Neither of my parents speaks English."))  # doctest: +SKIP
    'My parents do not speak English.'
    """
    for token in doc:
        if token.dep_ not in SUBJECT_DEPS or token.head.pos_ not in {"VERB", "AUX"}:
            continue
        verb = token.head
        if verb.i < token.i or any(c.dep_ == "neg" for c in verb.children):
            continue  # "neither ... not": said with its own negation, left as it is
        group = _quantified_group(token) or _neither_nor(token)
        if group is None:
            continue
        start, words = group
        auxiliary = next((c for c in verb.children if c.dep_ in {"aux", "auxpass"} and c.i < verb.i), None)
        denied = verb if auxiliary is None else auxiliary  # "can swim": "can not swim"
        negated = _negated_verb(verb) if auxiliary is None else _negated_auxiliary(auxiliary)
        if negated is None or denied.i <= token.right_edge.i:
            continue
        before = [t.text_with_ws for t in doc[:start]]
        between = [t.text_with_ws for t in doc[token.right_edge.i + 1 : denied.i]]
        after = [t.text_with_ws for t in doc[denied.i + 1 :]]
        verb = denied
        subject = "".join(words).strip()
        if not before:
            subject = subject[:1].upper() + subject[1:]
        return "".join([*before, subject, " ", *between, negated, verb.whitespace_, *after])
    return None


def _quantified_group(token: Token) -> tuple[int, list[str]] | None:
    """ "Neither of my parents", "None of my cousins": the group after "of", as said."""
    if token.lower_ not in NEGATIVE_QUANTIFIERS:
        return None
    of = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    group = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if group is None or group.right_edge.i != token.right_edge.i:
        return None
    if group.pos_ not in {"NOUN", "PRON", "PROPN"}:
        return None
    words = [t.text_with_ws for t in group.subtree]
    if group.lower_ in {"them", "us"}:
        words = ["they" if group.lower_ == "them" else "we"]
    return token.i, words


def _neither_nor(token: Token) -> tuple[int, list[str]] | None:
    """ "Neither Tom nor Ana": the subjects coordinated by "nor", said with "and"."""
    neither = next(
        (c for c in token.children if c.dep_ in {"preconj", "det", "cc"} and c.lower_ == "neither"), None
    )
    nor = next((c for c in token.children if c.dep_ == "cc" and c.lower_ == "nor"), None)
    if neither is None or nor is None or neither.i > token.i:
        return None
    words = ["and " if t.i == nor.i else t.text_with_ws for t in token.subtree if t.i != neither.i]
    return neither.i, words


PLURAL_AUXILIARIES = {"has": "have", "is": "are", "was": "were", "does": "do"}


def _negated_auxiliary(aux: Token) -> str:
    """ "can" -> "can not", "has" -> "have not": the auxiliary of a plural subject, denied."""
    return f"{PLURAL_AUXILIARIES.get(aux.lower_, aux.lower_)} not"


def _negated_verb(verb: Token) -> str | None:
    """The verb said of a plural subject, with "not": "do not speak", "did not eat", "are not",
    "can not drive"; None for a form this cannot say again."""
    aux = [c for c in verb.children if c.dep_ in {"aux", "auxpass"} and c.i < verb.i]
    if aux:
        return None  # said by _with_auxiliary: "not" after the auxiliary
    past = "Past" in verb.morph.get("Tense", [])
    if verb.lemma_ == "be":
        return "were not" if past else "are not"
    if verb.tag_ not in {"VBZ", "VBP", "VBD"}:
        return None
    return f"{'did' if past else 'do'} not {verb.lemma_}"


__all__ = ["undistributed"]
