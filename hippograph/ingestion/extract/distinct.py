"""Someone set apart from another of their kind: "my other friend Olu", "another friend of mine,
Olu", "a different colleague, Sam".

A word of otherness on the relation noun says the name belongs to a second individual: the
speaker already has a friend (perhaps of the same name) and this is not that one. The mention
keeps the word (:attr:`EntityMention.distinct`) and the resolver never takes a known entity of the
same name for it (``hippograph.ingestion.resolver``), so what the speaker said of the first one
stays true. "my best friend Olu" is no such word: an adjective of degree picks the one friend out.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extraction import EntityMention, Extraction
from hippograph.lexicon import KINSHIP

# The closed class of determiners and adjectives of otherness, each by the word it is kept as.
OTHERNESS = {"other": "other", "another": "other", "different": "other", "separate": "other"}
# "new" sets apart only with the indefinite article: "a new friend, Olu" is someone just met;
# "my new boss Sam" may be the one already known as the new boss.
_NEWNESS = frozenset({"new"})


def mark_distinct(doc: Doc, result: Extraction) -> None:
    """Set :attr:`EntityMention.distinct` on the named relatives a word of otherness sets apart."""
    for index, entity in enumerate(result.entities):
        if entity.distinct is not None or not (entity.descriptor or entity.relation_to_speaker):
            continue
        word = next((w for t in _name_tokens(doc, entity) if (w := _otherness(t, entity)) is not None), None)
        if word is not None:
            result.entities[index] = replace(entity, distinct=word)


def _name_tokens(doc: Doc, entity: EntityMention) -> list[Token]:
    """The last word of every place the sentence writes the entity's name."""
    words = entity.name.split()
    if not words or not words[-1][:1].isupper():
        return []  # "my friend": a relative without a name has nothing to keep apart
    return [t for t in doc if t.text == words[-1] and t.pos_ == "PROPN"]


def _otherness(name: Token, entity: EntityMention) -> str | None:
    """The otherness word on the relation noun the name is in apposition or compound with."""
    nouns = [c for c in name.children if c.dep_ in {"appos", "compound"} and c.pos_ == "NOUN"]
    if name.dep_ in {"appos", "compound"} and name.head.pos_ == "NOUN":
        nouns.append(name.head)
    naming = name.head  # "another friend called Olu": the name is what the noun is called
    if name.dep_ in {"oprd", "dobj", "attr"} and naming.dep_ == "acl" and naming.head.pos_ == "NOUN":
        nouns.append(naming.head)
    for noun in nouns:
        if noun.lemma_ != entity.descriptor and noun.lemma_ not in KINSHIP:
            continue
        for child in noun.children:
            if child.dep_ not in {"amod", "det"}:
                continue
            if child.lower_ in OTHERNESS:
                return OTHERNESS[child.lower_]
            if child.lower_ in _NEWNESS and any(c.lower_ in {"a", "an"} for c in noun.children):
                return "new"
    return None


__all__ = ["OTHERNESS", "mark_distinct"]
