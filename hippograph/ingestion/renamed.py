"""A corrected name renames: "Sorry, her name is Mia, not Maya." and "My brother is Jon." "Sorry,
it's John, not Jon." say that the one known as Maya (Jon) is called Mia (John) -- one person with
the right name, never a second person beside the first.

A turn renames a known individual (a person or a pet: :data:`INDIVIDUAL_TYPES`) when

- it states the name of a named one ("her name is Mia" about Maya): the ``name`` fact's value is
  another name than the entity's;
- it corrects the value of a tie the speaker has ("my brother is John, not Jon": the ``sibling``
  fact, a field the ontology declares for a relation between people) from one name to another.

A correction of any other statement ("I'm meeting Tim, not Tom") says who the statement is about,
not what someone is called: both stay. The new name's mention then resolves to the known entity
-- one of the new name's type, the turn may not know the old name's -- which takes the name and
keeps the old one as an alias (``hippograph.ingestion.resolver``); a new name that is already
someone else's renames nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from hippograph.ingestion.extraction import EntityMention, FactCandidate, is_reference
from hippograph.text import normalise_name

INDIVIDUAL_TYPES = frozenset({"Person", "Pet"})
NAME_FIELDS = frozenset({"name"})


def renamed(
    facts: Iterable[FactCandidate], names: Iterable[EntityMention], tie_fields: frozenset[str]
) -> dict[str, str]:
    """The new name's key → the old name's key, for each individual the turn renames."""
    facts = list(facts)
    types = {normalise_name(n.name): n.type for n in names}

    def individual(name: str | None) -> bool:
        return name is not None and types.get(normalise_name(name)) in INDIVIDUAL_TYPES

    found: dict[str, str] = {}
    for fact in facts:
        if fact.status != "current" or fact.value_entity is None:
            continue
        new = normalise_name(fact.value_entity)
        if fact.field in NAME_FIELDS and not is_reference(fact.entity_name):
            old = normalise_name(fact.entity_name)
            if individual(fact.entity_name) and old != new:  # the value names the same thing
                found[new] = old
        if fact.correction and fact.field in tie_fields and individual(fact.value_entity):
            wrong = next(
                (
                    f.value_entity
                    for f in facts
                    if f.status == "ended" and f.field == fact.field and f.entity_name == fact.entity_name
                ),
                None,
            )
            if wrong is not None and normalise_name(wrong) != new:
                found[new] = normalise_name(wrong)
    return found
