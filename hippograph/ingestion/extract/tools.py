"""A name NER took for a person or a place that a predicate uses as a tool: "I use Blender for my
renders", "I work with Figma", "she installed Obsidian". The relation the predicate states (USES)
has a range that refuses the guess; the name is a product, the kind of thing such a relation's
range holds first. Read from the ontology's lexicon and range, never from product names.
"""

from __future__ import annotations

from hippograph.ontology import default_ontology

# NER's guesses a relation's range may overrule: a person or a place the name is not, or no
# guess at all (a name NER left untyped, a Concept).
GUESSES = frozenset({"Person", "Place", "Concept"})


def tool_type(predicate: str, guessed: str) -> str | None:
    """``Product`` when the relation ``predicate`` states is one to a tool or a service (its range
    holds products and organisations, and no place: USES, not OWNS nor CREATED, whose objects may
    be what NER said: "I have Caroline to thank", "I drew Caroline") and refuses the type NER
    guessed for its object, else None.

    >>> tool_type("use", "Person"), tool_type("use", "Product"), tool_type("have", "Person")
    ('Product', None, None)
    """
    if guessed not in GUESSES:
        return None
    relation = default_ontology().relation_for_predicate(predicate)
    if relation is None or "Place" in relation.range or (guessed in relation.range and guessed != "Concept"):
        return None
    return "Product" if {"Product", "Org"} <= relation.range else None
