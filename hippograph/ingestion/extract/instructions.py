"""Instructions to the assistant: an imperative addressed to it becomes an agent fact.

"Whenever I ask you for a recipe, always include calories", "Remind me to water the ferns on
Sundays", "Don't ever use emojis": a clause whose main verb is a bare imperative (no subject of its
own) that carries a sign of a standing request -- a condition ("whenever", "when I ..."), "always"
/ "never" / "don't", or the speaker as its object ("remind me", "with me"). Social imperatives
between people ("take care", "have fun", "look at this", "keep it up") are not instructions. The
value is the instruction as said, without its politeness markers; it is never a user routine.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.attitudes import dropped_experiencer
from hippograph.ingestion.extraction import AGENT, FactCandidate
from hippograph.ingestion.rules import FIELDS, lexicon

FIELD = "instruction"
SOCIAL = lexicon(
    """have take look check let enjoy thank see hang stay go come wish congratulate congrats tell
    say hold wait imagine guess forget remember trust believe listen get catch give stop make be do"""
)
SIGNS = lexicon("always never ever whenever when if every each me my your from only")
LEADING = lexicon("please also and so oh ok okay then just")


def read_instruction(span: Span) -> FactCandidate | None:
    """The sentence as an instruction to the assistant, or None."""
    text = span.text.strip()
    if not text or text[-1] in "?!":
        return None
    root = span.root
    wished = _wished(root)
    if wished is not None:  # "I'd like you to be more direct with me"
        return _fact(_words(wished))
    preferred = _preferred(root)
    if preferred is not None:  # "I'd rather you didn't use emojis", "it would help if you ..."
        return _fact(preferred)
    if not _imperative(root):
        return None
    words = {t.lower_ for t in span}
    if not words & SIGNS and not _forbids(root):
        return None
    if any(c.dep_ == "prt" and c.lower_ in {"up", "going"} for c in root.children):
        return None
    value = _value(span)
    if len(value.split()) < 2:
        return None
    return _fact(value)


def _fact(value: str) -> FactCandidate:
    spec = FIELDS[FIELD]
    return FactCandidate("agent", spec.domain_id, FIELD, value, 0.8, AGENT)


WISHING = lexicon("like want need prefer")
# What one wishes of someone once, as a courtesy: "I want you to know", "I'd like you to meet".
WISHED_SOCIAL = lexicon("know meet see come visit have enjoy feel understand hear imagine")


def _wished(root: Token) -> list[Token] | None:
    """ "I'd like you to ...", "I want you to always ...": what the speaker asks the assistant
    to do, said as a wish; the words of the wished clause from its verb on."""
    if root.lemma_ not in WISHING or not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in root.children):
        return None
    if any(c.dep_ == "neg" for c in root.children):
        return None
    for clause in (c for c in root.children if c.dep_ in {"ccomp", "xcomp"}):
        if not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in clause.children):
            continue
        if clause.lemma_ in WISHED_SOCIAL:
            return None  # "I want you to know ...", "I'd like you to meet my sister": not a rule
        words = [t for t in clause.subtree if t.dep_ != "punct" and t.lower_ not in {"you", "to"}]
        standing = {t.lower_ for t in words} & SIGNS or clause.lemma_ == "be"  # "be more direct"
        return words if len(words) >= 2 and standing else None
    return None


# Verbs of a conditional request: "I'd appreciate it if you ...", "it would help if you ...".
OBLIGING = lexicon("appreciate help like love prefer")
# Verbs of a standing preference: "I'd prefer (that) you ...", what the speaker always wants.
PREFERRING = lexicon("prefer")
HYPOTHETICAL = lexicon("would 'd")


def _preferred(root: Token) -> str | None:
    """A preference about what the assistant does, said as a wish in the conditional: "I'd rather
    you didn't use emojis", "I would prefer that you keep answers short", "I'd appreciate it if
    you called me Sam", "it would help if you used metric units". The assistant's clause, its
    verb in the plain form ("call me Sam", "don't use emojis")."""
    if _rather_you(root):  # "I'd rather you answered ..." parsed with "answered" as the root
        return _plain(root)
    conditional = root.lemma_ in HYPOTHETICAL or any(
        c.dep_ == "aux" and c.lower_ in HYPOTHETICAL for c in root.children
    )
    if not conditional:
        return None
    for clause in (c for c in root.children if c.dep_ in {"ccomp", "advcl"}):
        if not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in clause.children):
            continue
        marks = {c.lower_ for c in clause.children if c.dep_ == "mark"}
        rather = any(c.lower_ == "rather" for c in [*clause.children, *root.children])
        if not (
            rather
            or (root.lemma_ in PREFERRING and marks <= {"that"})
            or (root.lemma_ in OBLIGING and "if" in marks)
        ):
            continue
        if clause.lemma_ in WISHED_SOCIAL:
            return None
        return _plain(clause)
    return None


def _rather_you(verb: Token) -> bool:
    """ "you" does it, "rather", and the speaker's "I'd" hangs off the same verb."""
    children = list(verb.children)
    you = any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children)
    rather = any(c.lower_ == "rather" for c in children)
    speaker = any(
        c.lower_ in HYPOTHETICAL and any(g.dep_ == "nsubj" and g.lower_ == "i" for g in c.children)
        for c in children
    )
    return you and rather and speaker


def _plain(verb: Token) -> str | None:
    """The clause from its verb on, the verb in its plain form, a negation as "don't"."""
    negated = any(c.dep_ == "neg" for c in verb.children)
    rest = [
        t
        for t in verb.subtree
        if t.i > verb.i and t.dep_ != "punct" and not (t.head.i == verb.i and t.dep_ in {"neg", "aux"})
    ]
    words = [verb.lemma_.casefold(), *(t.text for t in rest)]
    value = " ".join(["don't", *words] if negated else words)
    return value if len(value.split()) >= 2 else None  # "don't swear", not "swear"


def _words(tokens: list[Token]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip(" ,")


def _imperative(root: Token) -> bool:
    # "VBP" too: a bare verb after a condition is often tagged as a present tense
    if root.pos_ != "VERB" or root.tag_ not in {"VB", "VBP"} or root.lemma_ in SOCIAL:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in root.children):
        return False
    if dropped_experiencer(root):
        return False  # "Really miss my old neighborhood": the speaker's feeling, their "I" dropped
    return not any(
        c.dep_ == "aux" and c.lower_ in {"to", "will", "'ll", "would", "can"} for c in root.children
    )


def _forbids(root: Token) -> bool:
    """ "Don't recommend recipes with pork": a thing the assistant must not do, named by the
    verb's own object (not "don't worry about it", "don't mention it")."""
    negated = any(c.dep_ == "neg" for c in root.children)
    return negated and any(c.dep_ == "dobj" and c.pos_ in {"NOUN", "PROPN"} for c in root.children)


def _value(span: Span) -> str:
    tokens = list(span)
    while tokens and (tokens[0].lower_ in LEADING or tokens[0].is_punct):
        tokens = tokens[1:]
    while tokens and (tokens[-1].lower_ in {"please", "thanks"} or tokens[-1].is_punct):
        tokens = tokens[:-1]
    return "".join(t.text_with_ws for t in tokens).strip(" ,")
