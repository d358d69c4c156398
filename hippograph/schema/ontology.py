"""The ontology as GraphQL sees it: declared relation types and fact attributes (read-only)."""

from __future__ import annotations

import strawberry

from hippograph.ontology import Attribute as AttributeValue
from hippograph.ontology import Ontology as OntologyValue
from hippograph.ontology import Relation as RelationValue


@strawberry.type(name="OntologyRelation", description="A relation type edges may have.")
class OntologyRelation:
    name: str
    description: str
    domain: list[str] = strawberry.field(description="Entity types an edge of this type may start at.")
    range: list[str] = strawberry.field(description="Entity types an edge of this type may end at.")
    inverse: str | None = strawberry.field(description="The same fact seen from the target.")
    symmetric: bool
    cardinality: str = strawberry.field(
        description='"one": a new target replaces the current one; "many": targets add up.'
    )
    lexicon: list[str] = strawberry.field(description="Predicate phrases (lemmas) that state it.")
    field: str | None = strawberry.field(description="The fact attribute stating the same thing.")

    @classmethod
    def of(cls, relation: RelationValue) -> OntologyRelation:
        return cls(
            name=relation.name,
            description=relation.description,
            domain=sorted(relation.domain),
            range=sorted(relation.range),
            inverse=relation.inverse,
            symmetric=relation.symmetric,
            cardinality=relation.cardinality,
            lexicon=list(relation.lexicon),
            field=relation.field,
        )


@strawberry.type(name="OntologyAttribute", description="A fact field with a declared meaning.")
class OntologyAttribute:
    name: str
    description: str
    domain_id: int | None
    cardinality: str = strawberry.field(
        description='"one": a new value supersedes the current one; "many": values add up.'
    )
    lexicon: list[str]
    target: str

    @classmethod
    def of(cls, attribute: AttributeValue) -> OntologyAttribute:
        return cls(
            name=attribute.name,
            description=attribute.description,
            domain_id=attribute.domain_id,
            cardinality=attribute.cardinality,
            lexicon=list(attribute.lexicon),
            target=attribute.target,
        )


@strawberry.type(name="Ontology", description="What edges and facts may say: the declared vocabulary.")
class OntologyType:
    entity_types: list[str]
    relations: list[OntologyRelation]
    attributes: list[OntologyAttribute]

    @classmethod
    def of(cls, ontology: OntologyValue) -> OntologyType:
        return cls(
            entity_types=list(ontology.entity_types),
            relations=[OntologyRelation.of(r) for r in ontology.relations],
            attributes=[OntologyAttribute.of(a) for a in ontology.attributes],
        )
