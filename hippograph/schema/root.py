"""The GraphQL schema: the root types wire resolvers to fields.

Every field acts inside the caller's namespace (see :mod:`hippograph.auth`); ids are node uids,
and an id from another namespace is ``NOT_FOUND``.
"""

from __future__ import annotations

import strawberry
from graphql import GraphQLError
from strawberry.types import ExecutionContext

from hippograph.resolvers import edges as edge_api
from hippograph.resolvers import entities as entity_api
from hippograph.resolvers import facts as fact_api
from hippograph.resolvers import merges as merge_api
from hippograph.resolvers import namespace as namespace_api
from hippograph.resolvers.domains import resolve_domains
from hippograph.resolvers.errors import ErrorCodes
from hippograph.resolvers.recall import resolve_recall
from hippograph.resolvers.remember import resolve_remember
from hippograph.schema.connection import Connection
from hippograph.schema.domain import Domain
from hippograph.schema.graph import Edge, Entity, Episode, Fact, GraphPath
from hippograph.schema.limits import limit_extensions
from hippograph.schema.memory import Memory
from hippograph.schema.payloads import ForgetEntityPayload, ForgetMePayload, Me, MergePayload, RememberPayload
from hippograph.settings import Settings


@strawberry.type
class Query:
    recall: Memory = strawberry.field(
        resolver=resolve_recall,
        description="What the caller's memory holds for a query, every item explained (hops 0-4).",
    )
    entity: Entity = strawberry.field(
        resolver=entity_api.resolve_entity, description="One entity, by id or by name."
    )
    entities: Connection[Entity] = strawberry.field(
        resolver=entity_api.resolve_entities,
        description="Entities by name, or matching `search`, optionally of one type or domain.",
    )
    facts: Connection[Fact] = strawberry.field(
        resolver=fact_api.resolve_facts,
        description="Facts, newest first; `active: null` includes superseded and forgotten ones.",
    )
    fact_history: list[Fact] = strawberry.field(
        resolver=fact_api.resolve_fact_history, description="Every version of a fact, newest first."
    )
    paths: list[GraphPath] = strawberry.field(
        resolver=entity_api.resolve_paths, description="Shortest paths between two entities."
    )
    domains: list[Domain] = strawberry.field(
        resolver=resolve_domains, description="The 14 life domains with the caller's fact counts."
    )
    agent_self: Entity = strawberry.field(
        resolver=entity_api.resolve_agent_self, description="The agent's self-entity, with its facts."
    )
    episodes: Connection[Episode] = strawberry.field(
        resolver=namespace_api.resolve_episodes, description="Remembered turns, most recent first."
    )
    me: Me = strawberry.field(resolver=namespace_api.resolve_me, description="Who the request acts for.")


@strawberry.type
class Mutation:
    remember: RememberPayload = strawberry.field(
        resolver=resolve_remember, description="Remember one conversation turn."
    )
    add_fact: Fact = strawberry.field(resolver=fact_api.resolve_add_fact)
    update_fact: Fact = strawberry.field(
        resolver=fact_api.resolve_update_fact, description="A new version superseding the active fact."
    )
    forget_fact: Fact = strawberry.field(
        resolver=fact_api.resolve_forget_fact, description="Deactivate a fact; its history is kept."
    )
    reinforce_fact: Fact = strawberry.field(resolver=fact_api.resolve_reinforce_fact)
    demote_fact: Fact = strawberry.field(resolver=fact_api.resolve_demote_fact)
    add_entity: Entity = strawberry.field(resolver=entity_api.resolve_add_entity)
    forget_entity: ForgetEntityPayload = strawberry.field(resolver=entity_api.resolve_forget_entity)
    merge_entities: MergePayload = strawberry.field(
        resolver=merge_api.resolve_merge_entities,
        description="Merge `dropId` into `keepId`; undo with unmergeEntities.",
    )
    unmerge_entities: Entity = strawberry.field(resolver=merge_api.resolve_unmerge_entities)
    add_edge: Edge = strawberry.field(resolver=edge_api.resolve_add_edge)
    remove_edge: Edge = strawberry.field(resolver=edge_api.resolve_remove_edge)
    forget_me: ForgetMePayload = strawberry.field(
        resolver=namespace_api.resolve_forget_me,
        description="Erase every node of the caller's namespace; returns the counts removed.",
    )


class HippoGraphSchema(strawberry.Schema):
    def process_errors(
        self, errors: list[GraphQLError], execution_context: ExecutionContext | None = None
    ) -> None:
        """Expected failures (NOT_FOUND, BAD_INPUT, ...) are answers, not incidents: only the
        unexpected ones are logged, by :class:`ErrorCodes`, with their traceback."""


def build_schema(settings: Settings) -> strawberry.Schema:
    """The schema with its limits; the SDL does not depend on the settings."""
    return HippoGraphSchema(
        query=Query, mutation=Mutation, extensions=[ErrorCodes, *limit_extensions(settings)]
    )
