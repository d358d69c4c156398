"""Reports of what the speaker means to do, with the "I'm" chat dropped: "Looking forward to the
concert next week!", "Thinking about adopting a puppy.", "Hoping to finish the mural by June.",
"Need to find a new flat soon.", "Still training for the marathon."

``views.elided_subject`` restores the speaker before a past, a participle after "been" or a first
gerund, and leaves verbs of reaction alone ("Looking good!", "Thinking of you!", "Hope you're
well"): said alone, they are manners. With a complement that looks ahead they are not: "look" with
"forward", "think" about or of a deed (a gerund), "hope", "plan", "need" or "want" with an
infinitive of their own. A gerund after a lead word of aspect ("still", "currently") is the
speaker's ongoing deed as it is after "been".
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
LEADS = lexicon("still currently also just really so and but oh well yeah been am 'm")
AHEAD = lexicon("hope plan need want aim intend")
MULLING = lexicon("think")
ABOUT = lexicon("about of")
ASPECT = lexicon("still currently")
LISTENER = lexicon("you your yours ya")


def unsaid_attitude(verb: Token) -> bool:
    """True when ``verb``, the sentence's root with no subject, is the speaker's report of a deed
    ahead or under way (see the module's docstring)."""
    if verb.dep_ != "ROOT" or verb.pos_ != "VERB" or any(c.dep_ in SUBJECTS for c in verb.children):
        return False
    if any(t.lower_ in LISTENER for t in verb.subtree):
        return False  # "Looking forward to seeing you": manners between the two
    before = [t for t in verb.sent if t.i < verb.i and not t.is_punct]
    if not all(t.lower_ in LEADS for t in before):
        return False
    lemma = verb.lemma_.casefold()
    children = list(verb.children)
    if lemma == "look":
        return verb.tag_ == "VBG" and any(c.lower_ == "forward" for c in children)
    if lemma in MULLING:
        return verb.tag_ == "VBG" and any(_about_a_deed(c) for c in children)
    if lemma in AHEAD:
        return any(_infinitive(c) for c in children)
    return verb.tag_ == "VBG" and any(t.lower_ in ASPECT for t in before)


def _about_a_deed(prep: Token) -> bool:
    return prep.dep_ == "prep" and prep.lower_ in ABOUT and any(c.tag_ == "VBG" for c in prep.children)


def _infinitive(token: Token) -> bool:
    return token.dep_ == "xcomp" and token.pos_ == "VERB" and any(c.dep_ == "aux" for c in token.children)


__all__ = ["unsaid_attitude"]
