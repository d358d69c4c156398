"""The ontology the service enforces, read-only over GraphQL."""

from __future__ import annotations

from hippograph.resolvers.context import Info
from hippograph.schema.ontology import OntologyType


def resolve_ontology(info: Info) -> OntologyType:
    """The declared relation types and attributes."""
    return OntologyType.of(info.context.services.ontology)
