"""A subject with a relative clause whose verb swallows the sentence's own.

"The teacher who taught me lives in Bath", "The nurse who looked after me works in Leeds": the
small English model may make the subject noun the sentence's root and hang the main verb inside
the relative clause (as its object, an adverbial clause, or a plural noun: "lives" read as the
plural of "life"), so that the sentence seems to say nothing of the teacher. The grammar tells it
apart: a sentence needs a verb of its own, and a noun root has none; the first word after the
relative clause's verb that is a verb in the third person (or a plural noun that spells one, "lives"),
tied to that verb, is the main verb. The tree is set right before any reader looks at it: that verb
the root, the noun its subject, the relative clause left on the noun.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.misparsed_relatives import verb_lemma

SWALLOWED_DEPS = frozenset({"dobj", "advcl", "ccomp", "conj", "xcomp"})
FINITE_TAGS = frozenset({"VBZ", "VBD"})


def repair_swallowed(doc: Doc, verbs: frozenset[str]) -> None:
    """Set right each sentence of ``doc`` whose noun root's relative clause took its verb."""
    for sent in doc.sents:
        noun = sent.root
        if noun.pos_ != "NOUN" or noun.dep_ != "ROOT":
            continue
        if any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children):
            continue  # "A friend who ...": a fragment that names, rather than a statement
        clause = next((c for c in noun.children if c.dep_ == "relcl" and c.i > noun.i), None)
        if clause is None:
            continue
        verb = _swallowed(clause, verbs)
        if verb is None:
            continue
        lemma = verb_lemma(verb, verbs)
        if lemma is None:
            continue
        stops = [t for t in sent if t.head.i == noun.i and t.dep_ == "punct" and t.i > verb.i]
        verb.head, verb.dep_ = verb, "ROOT"
        verb.pos_, verb.lemma_ = "VERB", lemma
        if verb.tag_ not in FINITE_TAGS:
            verb.tag_ = "VBZ"
        noun.head, noun.dep_ = verb, "nsubj"
        for token in stops:
            token.head = verb


def _swallowed(clause: Token, verbs: frozenset[str]) -> Token | None:
    """The main verb hung in ``clause``: a finite verb in the third person, or a plural noun that
    spells one, after the clause's verb and tied to it, with no subject of its own."""
    for child in clause.children:
        if child.dep_ not in SWALLOWED_DEPS or child.i < clause.i:
            continue
        if any(c.dep_ in {"nsubj", "nsubjpass", "mark", "cc"} for c in child.children):
            return None  # "who told me she works ...": a clause of its own
        if child.pos_ == "VERB" and child.tag_ in FINITE_TAGS and not _joined(child):
            return child
        bare = not any(c.dep_ in {"det", "poss", "amod"} for c in child.children)
        if child.tag_ == "NNS" and bare and verb_lemma(child, verbs) is not None and _placed_after(child):
            return child
    return None


def _joined(verb: Token) -> bool:
    """ "who cooked and cleaned": a verb coordinated with the clause's own."""
    return verb.dep_ == "conj" and any(t.dep_ == "cc" for t in verb.head.children if t.i < verb.i)


def _placed_after(noun: Token) -> bool:
    """A plural noun read as a verb only with what a verb takes after it ("lives in Bath")."""
    return any(c.dep_ == "prep" for c in noun.children)


__all__ = ["repair_swallowed"]
