"""Someone named by the role they have in the owner's life: "our landlord, Mr. Petrov", "my
dentist Dr. Okafor", "Marta's lawyer Ines". A role noun that is no kinship word (the kin words
name their own relation) still says the owner and the named person know each other: the tie is
the ontology's generic one between people (``KNOWS``), the role is kept as the fact's field. A
role said as a preference ("my favourite singer, Adele") ties no one: one admires a singer, one
does not know her.
"""

from __future__ import annotations

from spacy.tokens import Span

from hippograph.ingestion.extract.entity_types import PERSON_NOUNS
from hippograph.ingestion.extract.readers import Relation
from hippograph.lexicon import KINSHIP

ACQUAINTANCE = "KNOWS"
PREFERENCE = frozenset({"favorite", "favourite", "fave", "favourit"})


def acquaintance(span: Span, relation: Relation) -> str | None:
    """``KNOWS`` when ``relation`` names a person by a role noun of the owner's, else None.

    >>> acquaintance(nlp("Our landlord, Mr. Petrov, fixed it.")[:], relation)  # doctest: +SKIP
    'KNOWS'
    """
    noun = relation.noun.split()[-1].casefold()
    if relation.person.type != "Person" or noun in KINSHIP or relation.noun in KINSHIP:
        return None
    if noun not in PERSON_NOUNS:
        return None
    said = [t for t in span if t.lemma_.casefold() == noun or t.lower_ == noun]
    if any(c.lower_ in PREFERENCE for t in said for c in t.children):
        return None
    return ACQUAINTANCE


__all__ = ["acquaintance"]
