"""A verdict on a pastime said with "it" right after the pastime: "I took up swimming last year.
It's so relaxing.", "I love gardening. It keeps me calm.", "I've been knitting a lot. It's so
soothing."

The readers of evaluations leave a pronoun subject alone (what it stands for is said elsewhere).
Here it is said in the sentence just before, by the speaker: the object of the speaker's own
clause there (a gerund or a common noun: "swimming", "a choir", "baking bread") or, with no object,
the activity the verb itself names ("I've been knitting"). The verdict must be one of experience
(``kind_verdicts``: "relaxing", "therapeutic", "great for my back"), or the thing must do the
speaker good ("it helps me unwind", "it keeps me calm"); then the speaker enjoys the pastime. A
thing of the listener's ("I saw your painting. It's so calming.") or a person is no pastime.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.kind_verdicts import experienced_kind
from hippograph.ingestion.extract.subjects import is_person_noun
from hippograph.ingestion.extract.views import SUBJECT_DEPS, Clause
from hippograph.ingestion.rules import lexicon

POINTERS = lexicon("it this that")
SPEAKERS = lexicon("i we")
LISTENERS = lexicon("your yours you")
# Verbs of taking part: what they take is the pastime ("joined a choir", "took up swimming").
NOT_PASTIMES = lexicon("see watch hear read say tell think know meet visit call text buy get have")
OBJECT_DEPS = frozenset({"dobj", "obj"})


def pointed_pastime(clause: Clause, enjoyable: frozenset[str], acts_on_me: bool) -> tuple[str, Token] | None:
    """``(value, head)`` of the pastime an "it" verdict of ``clause`` stands for (see the module's
    docstring); ``acts_on_me``: the clause says the thing does the speaker good ("it keeps me
    calm"), as the caller's reader of evaluations found."""
    subject = clause.subject
    if subject is None or subject.pos_ != "PRON" or subject.lower_ not in POINTERS or clause.negated:
        return None
    if not (acts_on_me or _verdict(clause, enjoyable)):
        return None
    sent = clause.head.sent
    if sent.start == 0:
        return None
    before = clause.head.doc[sent.start - 1].sent
    return _pastime(before)


def _verdict(clause: Clause, enjoyable: frozenset[str]) -> bool:
    head = clause.head
    if head.lemma_ != "be":  # "it's so relaxing" with the participle as the verb
        return (
            head.tag_ == "VBG"
            and any(c.dep_ == "aux" and c.lemma_ == "be" for c in head.children)
            and (experienced_kind(head, enjoyable))
        )
    return any(c.dep_ == "acomp" and experienced_kind(c, enjoyable) for c in head.children)


def _pastime(sent: Span) -> tuple[str, Token] | None:
    """The speaker's pastime named by ``sent``'s main clause, if it names one."""
    verb = sent.root
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.lower_ not in SPEAKERS or verb.pos_ != "VERB":
        return None
    if any(c.dep_ == "neg" for c in verb.children) or verb.lemma_ in NOT_PASTIMES:
        return None
    node = verb
    inner = next((c for c in verb.children if c.dep_ == "xcomp" and c.tag_ == "VBG"), None)
    if inner is not None:  # "started baking bread": the gerund and its object
        return _value(inner, whole=True)
    obj = next((c for c in node.children if c.dep_ in OBJECT_DEPS), None)
    if obj is None:
        ongoing = verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)
        return (verb.lower_, verb) if ongoing else None  # "I've been knitting a lot"
    if obj.pos_ != "NOUN" or is_person_noun(obj):
        return None
    if any(c.dep_ == "poss" and c.lower_ in LISTENERS for c in obj.children):
        return None  # "I saw your painting": the listener's, not a pastime
    return _value(obj, whole=False)


def _value(head: Token, *, whole: bool) -> tuple[str, Token] | None:
    if whole:  # without when it was done: "carving spoons [in the spring]"
        timed = {t.i for c in head.children if _when(c) for t in c.subtree}
        tokens = [t for t in head.subtree if not t.is_punct and t.i not in timed]
    else:
        tokens = phrase(head)
    if not tokens or len(tokens) > 6 or not acceptable(tokens, head if len(tokens) == 1 else None):
        return None
    return text_of(tokens), head


def _when(child: Token) -> bool:
    if child.dep_ in {"npadvmod", "advmod"}:
        return True
    return child.dep_ == "prep" and any(o.ent_type_ in {"DATE", "TIME"} for o in child.children)


__all__ = ["pointed_pastime"]
