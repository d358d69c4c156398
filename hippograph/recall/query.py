"""Reading a recall query with spaCy: the lemmas the router matches, the keywords the full-text
channels search for, the names that seed the graph and whether the speaker talks about themselves
("my cousin" starts from the user)."""

from __future__ import annotations

from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Token

NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART"})
FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})
# Stop-list words that still name something: "name", "part", "May", "four".
CONTENT_POS = frozenset({"NOUN", "PROPN", "NUM"})


@dataclass(frozen=True)
class QueryAnalysis:
    lemmas: list[str]
    keywords: list[str]  # the words that carry meaning: no stop words ("what", "did", "the")
    names: list[str]
    first_person: bool


def analyse(nlp: Language, query: str) -> QueryAnalysis:
    doc = nlp(query)
    names = [ent.text for ent in doc.ents if ent.label_ in NAME_LABELS]
    covered = {token.i for ent in doc.ents for token in ent}
    # Proper nouns NER missed ("Umbrella Labs" in a question) still name an entity.
    names += [token.text for token in doc if token.pos_ == "PROPN" and token.i not in covered]
    return QueryAnalysis(
        lemmas=[token.lemma_.lower() for token in doc if not token.is_punct],
        keywords=[token.text for token in doc if _is_keyword(token)],
        names=list(dict.fromkeys(names)),
        first_person=any(token.lower_ in FIRST_PERSON for token in doc),
    )


def _is_keyword(token: Token) -> bool:
    # Stop words match almost every turn; OR-ed into a Lucene query they reward long texts.
    if token.is_punct or token.is_space:
        return False
    return not token.is_stop or token.pos_ in CONTENT_POS
