"""The GraphQL schema: the root types wire resolvers to fields.

Every field acts inside the caller's namespace (see :mod:`hippograph.auth`); ids are node uids,
and an id from another namespace is ``NOT_FOUND``.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator

import strawberry
from graphql import GraphQLError
from strawberry.types import ExecutionContext

from hippograph.resolvers import edges as edge_api
from hippograph.resolvers import entities as entity_api
from hippograph.resolvers import facts as fact_api
from hippograph.resolvers import hygiene as hygiene_api
from hippograph.resolvers import merges as merge_api
from hippograph.resolvers import namespace as namespace_api
from hippograph.resolvers import notes as note_api
from hippograph.resolvers import reminders as reminder_api
from hippograph.resolvers import review as review_api
from hippograph.resolvers import transfer as transfer_api
from hippograph.resolvers.domains import resolve_domains
from hippograph.resolvers.errors import ErrorCodes
from hippograph.resolvers.ontology import resolve_ontology
from hippograph.resolvers.recall import resolve_recall
from hippograph.resolvers.remember import resolve_remember
from hippograph.schema.connection import Connection
from hippograph.schema.domain import Domain
from hippograph.schema.execution import PlainLeafExecution
from hippograph.schema.graph import Edge, Entity, Episode, Fact, GraphPath
from hippograph.schema.hygiene import HygieneReport, HygieneRun
from hippograph.schema.limits import ParsedDocuments, ValidatedDocuments, limit_extensions
from hippograph.schema.memory import Memory
from hippograph.schema.notes import Note
from hippograph.schema.ontology import OntologyType
from hippograph.schema.payloads import ForgetEntityPayload, ForgetMePayload, Me, MergePayload, RememberPayload
from hippograph.schema.reminders import Reminder, ReminderFiring
from hippograph.schema.review import DomainCoverage
from hippograph.schema.same_as import SameAsCandidate
from hippograph.schema.transfer import ImportReport
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
        resolver=entity_api.resolve_paths,
        description="Shortest paths between two entities, through edges valid now (or at `asOf`).",
    )
    same_as_candidates: list[SameAsCandidate] = strawberry.field(
        resolver=merge_api.resolve_same_as_candidates,
        description="Entities remember kept apart that may be one, for review (newest first).",
    )
    domains: list[Domain] = strawberry.field(
        resolver=resolve_domains, description="The 14 life domains with the caller's fact counts."
    )
    ontology: OntologyType = strawberry.field(
        resolver=resolve_ontology,
        description="The declared relation types (domain, range, inverse, cardinality) and attributes.",
    )
    agent_self: Entity = strawberry.field(
        resolver=entity_api.resolve_agent_self, description="The agent's self-entity, with its facts."
    )
    episodes: Connection[Episode] = strawberry.field(
        resolver=namespace_api.resolve_episodes, description="Remembered turns, most recent first."
    )
    me: Me = strawberry.field(resolver=namespace_api.resolve_me, description="Who the request acts for.")
    # --- notes, audit, gaps ---
    note: Note | None = strawberry.field(
        resolver=note_api.resolve_note, description="The note with this exact key, from either tier."
    )
    notes: list[Note] = strawberry.field(
        resolver=note_api.resolve_notes,
        description="Notes of a tier, newest first; `pattern`: case-insensitive substring of the key.",
    )
    recent_facts: list[Fact] = strawberry.field(
        resolver=review_api.resolve_recent_facts,
        description="Facts learned since `since` (active or not), newest first, for review.",
    )
    gaps: list[DomainCoverage] = strawberry.field(
        resolver=review_api.resolve_gaps, description="Coverage of every life domain, sparsest first."
    )
    hygiene_runs: list[HygieneRun] = strawberry.field(
        resolver=hygiene_api.resolve_hygiene_runs,
        description="The caller's recorded hygiene runs, newest first (at most 100).",
    )
    # --- reminders ---
    reminders: list[Reminder] = strawberry.field(
        resolver=reminder_api.resolve_reminders, description="The caller's reminders, soonest first."
    )


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
    confirm_same_as: MergePayload = strawberry.field(
        resolver=merge_api.resolve_confirm_same_as,
        description="A possible-same-as pair is one entity: merge the new one into the known one "
        "(undo with unmergeEntities).",
    )
    reject_same_as: SameAsCandidate = strawberry.field(
        resolver=merge_api.resolve_reject_same_as,
        description="A possible-same-as pair is two entities: close it; it is not proposed again.",
    )
    add_edge: Edge = strawberry.field(resolver=edge_api.resolve_add_edge)
    remove_edge: Edge = strawberry.field(resolver=edge_api.resolve_remove_edge)
    forget_me: ForgetMePayload = strawberry.field(
        resolver=namespace_api.resolve_forget_me,
        description="Erase every node of the caller's namespace; returns the counts removed.",
    )
    import_markdown: ImportReport = strawberry.field(
        resolver=transfer_api.resolve_import_markdown,
        description="Store each memory of a MEMORY.md-style text as a fact (source migration); "
        "a rerun adds nothing.",
    )
    run_hygiene: HygieneReport = strawberry.field(
        resolver=hygiene_api.resolve_run_hygiene,
        description="Run one hygiene job (decay, compact, prune) now, in the caller's namespace; "
        "`dryRun` shows the plan and writes nothing.",
    )
    undo_hygiene_run: HygieneRun = strawberry.field(
        resolver=hygiene_api.resolve_undo_hygiene_run,
        description="Take back what a hygiene run changed; CONFLICT if that memory changed since "
        "(undo newer runs first) or it was undone already.",
    )
    # --- notes, audit ---
    save_note: Note = strawberry.field(
        resolver=note_api.resolve_save_note,
        description="Create or update a working note; CONFLICT if the key is an archived note.",
    )
    delete_note: Note = strawberry.field(
        resolver=note_api.resolve_delete_note, description="Remove a note (either tier) for good."
    )
    archive_note: Note = strawberry.field(
        resolver=note_api.resolve_archive_note,
        description="Move a working note to the archive as `newKey`; CONFLICT if that key is taken.",
    )
    restore_note: Note = strawberry.field(
        resolver=note_api.resolve_restore_note, description="Bring an archived note back to the working tier."
    )
    approve_fact: Fact = strawberry.field(
        resolver=review_api.resolve_approve_fact,
        description="Mark an active fact reviewed; its confidence rises to at least the approval floor.",
    )
    reject_fact: Fact = strawberry.field(
        resolver=review_api.resolve_reject_fact,
        description="Deactivate a fact as rejected by review; its history is kept.",
    )
    # --- reminders ---
    create_reminder: Reminder = strawberry.field(
        resolver=reminder_api.resolve_create_reminder,
        description="Remind about `keyword` on a 5-field cron `schedule`; recall runs when it fires.",
    )
    delete_reminder: Reminder = strawberry.field(resolver=reminder_api.resolve_delete_reminder)
    delete_reminders: int = strawberry.field(
        resolver=reminder_api.resolve_delete_reminders,
        description="Delete every reminder of `keyword` (of one chat when given); returns how many.",
    )


@strawberry.type
class Subscription:
    reminder_fired: AsyncGenerator[ReminderFiring, None] = strawberry.subscription(
        resolver=reminder_api.resolve_reminder_fired,
        description="The caller's reminders as they fire (graphql-transport-ws), of one chat when given.",
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
        query=Query,
        mutation=Mutation,
        subscription=Subscription,
        # Clients send the same few documents over and over (recall's above all): each is parsed
        # once (with the token limit, which is part of the cache key), not on every request, and
        # validated once (the rules are fixed for the schema; the key is the parsed document).
        extensions=[ErrorCodes, *limit_extensions(settings), ParsedDocuments, ValidatedDocuments],
        execution_context_class=PlainLeafExecution,
    )
