"""A person's name without the title it was said with: "Mr. Haddad", "Dr Okafor" and "Haddad" are
one person, and NER names them either way within a message ("My boss, Mr. Haddad, ..." gave both
"Mr. Haddad" and "Haddad"), so the title would split one person into two entities.

Only names typed ``Person`` lose a leading honorific, and only when a name is left after it ("Dr.
Pepper" the drink, "Miss Saigon" the musical keep theirs); a title that says the gender ("Mrs.",
"Mr.") is kept as the person's gender.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from hippograph.ingestion.extraction import Extraction, Gender

HONORIFICS: dict[str, Gender | None] = {
    "mr": "male", "mister": "male", "sir": "male", "mrs": "female", "ms": "female",
    "miss": "female", "dame": "female", "mx": None, "dr": None, "doctor": None, "prof": None,
    "professor": None, "rev": None, "reverend": None,
}  # fmt: skip
_TITLED = re.compile(r"^(\w+)\.?\s+(?=[A-Z])(.+)$")


def without_title(name: str) -> tuple[str, Gender | None] | None:
    """ "Mr. Haddad" → ("Haddad", "male"); None when ``name`` starts with no honorific."""
    match = _TITLED.match(name)
    if match is None or match.group(1).casefold() not in HONORIFICS:
        return None
    return match.group(2), HONORIFICS[match.group(1).casefold()]


def drop_honorifics(result: Extraction) -> None:
    """Every person of ``result`` named without its title, in entities, facts and edges alike (a
    fact's value too: "manager = Mr. Haddad" where NER named the person "Haddad")."""
    for i, entity in enumerate(result.entities):
        found = without_title(entity.name) if entity.type == "Person" else None
        if found is not None:
            result.entities[i] = replace(entity, name=found[0], gender=entity.gender or found[1])
    people = {e.name for e in result.entities if e.type == "Person"}
    genders: dict[str, Gender] = {}

    def plain(name: str) -> str:
        found = without_title(name)
        if found is None or found[0] not in people:
            return name
        if found[1] is not None:
            genders[found[0]] = found[1]
        return found[0]

    result.facts = [
        replace(
            fact,
            entity_name=plain(fact.entity_name),
            value=plain(fact.value),
            value_entity=_named(fact.value_entity, fact.value, plain),
        )
        for fact in result.facts
    ]
    result.edges = [
        replace(edge, source_name=plain(edge.source_name), target_name=plain(edge.target_name))
        for edge in result.edges
    ]
    result.entities = [
        replace(e, gender=e.gender or genders.get(e.name)) if e.type == "Person" else e
        for e in result.entities
    ]


def _named(value_entity: str | None, value: str, plain: Callable[[str], str]) -> str | None:
    """The entity a fact's value names: "doctor = Dr. Amara Okafor" names the person NER called
    "Amara Okafor", though the value as said (with the title) was no entity's name."""
    if value_entity:
        return plain(value_entity)
    untitled = plain(value)
    return untitled if untitled != value else None
