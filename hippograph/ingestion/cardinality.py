"""What supersedes what: single- or multi-valued fact fields and relations, and the relation a
field implies ("city" → LIVES_IN), as the pipeline and review need them.

A thin view over the ontology's cardinalities (issue "open extraction"): until a deployment's
ontology says otherwise, the rule table's fields decide (:data:`hippograph.ingestion.rules.FIELDS`).

>>> CARDINALITY.is_multi_valued("language"), CARDINALITY.is_multi_valued("city")
(True, False)
>>> CARDINALITY.relation_for_field("city")
'LIVES_IN'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hippograph.ingestion.facts import is_multi_valued

# The relation each field states, where the rules make both a fact and an edge.
_FIELD_RELATIONS: dict[str, str] = {
    "city": "LIVES_IN",
    "former_city": "LIVED_IN",
    "employer": "WORKS_AT",
    "former_employer": "WORKED_AT",
    "spouse": "MARRIED_TO",
    "partner": "PARTNER_OF",
    "sibling": "SIBLING_OF",
    "child": "PARENT_OF",
    "parent": "CHILD_OF",
    "language": "SPEAKS",
    "pet": "HAS_PET",
    "school": "STUDIES_AT",
    "manager": "REPORTS_TO",
    "origin": "FROM",
    "birthplace": "BORN_IN",
}
# One target at a time per source: a new one closes the old edge.
_SINGLE_RELATIONS = frozenset({"LIVES_IN", "WORKS_AT", "MARRIED_TO", "PARTNER_OF", "REPORTS_TO", "BORN_IN"})


@dataclass(frozen=True)
class Cardinality:
    field_relations: dict[str, str] = field(default_factory=lambda: dict(_FIELD_RELATIONS))
    single_relations: frozenset[str] = _SINGLE_RELATIONS

    def is_multi_valued(self, name: str) -> bool:
        """Unknown (open) fields add up: keeping two values is recoverable, losing one is not."""
        return is_multi_valued(name)

    def relation_for_field(self, name: str) -> str | None:
        return self.field_relations.get(name)

    def edge_is_multi_valued(self, relation: str) -> bool:
        return relation not in self.single_relations


CARDINALITY = Cardinality()
