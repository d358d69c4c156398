"""Someone named by the role they have in the owner's life: "our landlord, Mr. Petrov", "my
dentist Dr. Okafor", "Marta's lawyer Ines". A role noun that is no kinship word (the kin words
name their own relation) still says the owner and the named person know each other: the tie is
the ontology's generic one between people (``KNOWS``), the role is kept as the fact's field. A
role said as a preference ("my favourite singer, Adele") ties no one: one admires a singer, one
does not know her.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

from hippograph.ingestion.extract.entity_types import PERSON_NOUNS
from hippograph.ingestion.extract.readers import Relation
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, Extraction
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


def know_roles(doc: Doc, result: Extraction) -> None:
    """The same tie said by a copula: "My GP is Dr Marsh", "Theo's teacher is Mr Briggs" read
    ``gp = Marsh``, ``teacher = Briggs`` of Theo; the owner knows the person their role noun
    names (``KNOWS``, the role as its predicate), unless the two are tied already."""
    types = {e.name.casefold(): e.type for e in result.entities}
    linked = {(e.source_name.casefold(), e.target_name.casefold()) for e in result.edges}
    for fact in list(result.facts):
        person = fact.value_entity or fact.value
        noun = fact.field.split()[-1].casefold() if fact.field else ""
        owner = fact.entity_name
        if owner != SPEAKER and types.get(owner.casefold()) != "Person":
            continue  # "Theo's teacher is Mr Briggs": Theo knows him too
        if types.get(person.casefold()) != "Person" or person.casefold() == owner.casefold():
            continue
        if noun in KINSHIP or fact.field in KINSHIP or noun not in PERSON_NOUNS:
            continue
        said = [t for t in doc if t.lemma_.casefold() == noun or t.lower_ == noun]
        if PREFERENCE & set(fact.field.casefold().split()) or any(
            c.lower_ in PREFERENCE for t in said for c in t.children
        ):
            continue  # "my favourite author is Zadie Smith": admired, not known
        pair = (owner.casefold(), person.casefold())
        if pair in linked or (pair[1], pair[0]) in linked:
            continue
        result.edges.append(EdgeCandidate.of_fact(fact, owner, person, ACQUAINTANCE))
        linked.add(pair)


__all__ = ["acquaintance", "know_roles"]
