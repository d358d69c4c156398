"""Notes: exact retrieval by key, in the caller's namespace (see :mod:`hippograph.notes.store`)."""

from __future__ import annotations

from hippograph.notes.store import Tier
from hippograph.resolvers.context import Info
from hippograph.schema.notes import Note, NoteTier


async def resolve_note(info: Info, key: str) -> Note | None:
    """The note ``key`` from either tier; null when there is none."""
    found = await info.context.services.notes.get(info.context.user_id, key)
    return Note.of(found) if found else None


async def resolve_notes(info: Info, tier: NoteTier = Tier.WORKING, pattern: str | None = None) -> list[Note]:
    """The notes of a tier, newest first; ``pattern`` is a case-insensitive substring of the key."""
    found = await info.context.services.notes.list(info.context.user_id, Tier(tier), pattern)
    return [Note.of(note) for note in found]


async def resolve_save_note(info: Info, key: str, content: str) -> Note:
    return Note.of(await info.context.services.notes.save(info.context.user_id, key, content))


async def resolve_delete_note(info: Info, key: str) -> Note:
    return Note.of(await info.context.services.notes.delete(info.context.user_id, key))


async def resolve_archive_note(info: Info, key: str, new_key: str) -> Note:
    return Note.of(await info.context.services.notes.archive(info.context.user_id, key, new_key))


async def resolve_restore_note(info: Info, key: str) -> Note:
    return Note.of(await info.context.services.notes.restore(info.context.user_id, key))
