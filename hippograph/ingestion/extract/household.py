"""The speaker's own household said with "the": "the kids loved the zoo", "the wife and I are
repainting the porch", "the two younger kids play soccer".

In conversation a parent says "the kids" for their own children and "the wife" or "the husband"
for their spouse, as they say "the car" for their own car (``subjects.presumed_own``). A definite
noun of a child or a spouse, the subject of the statement, with no possessor and nothing that says
whose it is ("the kids at the shelter", "the kids who came"), is the speaker's; unless the message
spoke of someone else's before ("Dana's kids ... the kids") or speaks to the other person of
theirs ("the kids look so happy in your photo").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import gender_for
from hippograph.ingestion.extract.subjects import Subject, is_name
from hippograph.lexicon import KINSHIP

HOUSEHOLD_TIES = frozenset({"PARENT_OF", "MARRIED_TO"})
SUBJECTS = frozenset({"nsubj", "nsubjpass"})
# Words that may go with the noun without saying whose it is: "the two younger kids".
PLAIN = frozenset({"det", "amod", "nummod", "compound", "advmod", "punct", "cc", "conj"})
THEIRS = frozenset({"your", "yours", "his", "her", "their"})
ADDRESSEE = frozenset({"your", "yours"})


def presumed_relative(token: Token) -> Subject | None:
    """ "the kids" as the subject: the speaker's kids (``my kids``), or None."""
    kin = KINSHIP.get(token.lemma_.casefold())
    if token.pos_ != "NOUN" or token.dep_ not in SUBJECTS:
        return None
    if kin is None or kin.relation not in HOUSEHOLD_TIES:
        return None
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in token.children):
        return None
    if any(c.dep_ not in PLAIN for c in token.children):
        return None  # "the kids at the shelter", "the kids who came", "the kids' mother"
    if any(t.lower_ in ADDRESSEE for t in token.sent):
        return None  # "the kids look happy in your photo"
    if any(_someone_elses(t, token) for t in token.doc[: token.i]):
        return None
    return Subject(f"my {token.lower_}", "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)


def _someone_elses(earlier: Token, noun: Token) -> bool:
    """An earlier mention of the same kind of relative owned by someone else ("Dana's kids")."""
    if earlier.lemma_ != noun.lemma_:
        return False
    return any(c.dep_ == "poss" and (c.lower_ in THEIRS or is_name(c)) for c in earlier.children)


__all__ = ["presumed_relative"]
