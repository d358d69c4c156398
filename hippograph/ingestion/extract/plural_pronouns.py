"""A later "they" that stands for the speaker's people named just before: "I took my kids to the
aquarium. They loved the sharks.", "My parents visited last week. They brought a huge cake."

The reader of pronouns (``subjects.Referents``) takes a later "they" only for an organisation: a
group of people is too vague to carry over in general. One case is not: the sentence just before
names exactly one group of the speaker's people -- a plural kinship or role noun with "my" or
"our" ("my kids", "our neighbours") or, for the household, "the" ("the kids") -- and nothing else
plural that "they" could be ("I took my kids to see the sharks" leaves it open). "They" as the
subject of the next sentence is then that group, named as the readers name it ("my kids").
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import gender_for
from hippograph.ingestion.extract.subjects import OWN, Subject, is_person_noun
from hippograph.lexicon import KINSHIP

PLURAL_TAGS = frozenset({"NNS", "NNPS"})
THEY = frozenset({"they"})
HOUSEHOLD_KIN = frozenset({"kid", "child", "boy", "girl", "twin", "parent", "grandparent"})


def they_group(pronoun: Token) -> Subject | None:
    """The speaker's group a subject "they" stands for (see the module's docstring), or None."""
    if pronoun.lower_ not in THEY or pronoun.dep_ not in {"nsubj", "nsubjpass"}:
        return None
    sent = pronoun.sent
    if sent.start == 0 or any(t.tag_ in PLURAL_TAGS for t in sent if t.i < pronoun.i):
        return None
    before = pronoun.doc[sent.start - 1].sent
    plural = [
        t for t in before if t.tag_ in PLURAL_TAGS or (t.pos_ == "PRON" and t.lower_ in {"they", "them"})
    ]
    if len(plural) != 1:
        return None
    group = plural[0]
    if group.pos_ != "NOUN" or not (group.lemma_ in KINSHIP or is_person_noun(group)):
        return None
    determiners = [c for c in group.children if c.dep_ in {"poss", "det"}]
    owned = any(c.dep_ == "poss" and c.lower_ in OWN for c in determiners)
    household = group.lemma_ in HOUSEHOLD_KIN and any(
        c.dep_ == "det" and c.lower_ == "the" for c in determiners
    )
    if not (owned or household):
        return None
    return Subject(f"my {group.lower_}", "Person", gender=gender_for(group.lemma_), descriptor=group.lemma_)


__all__ = ["they_group"]
