"""Bulk import of conversation turns: JSONL files and LoCoMo conversations into the pipeline.

Turns are written :data:`COMMIT_BATCH` at a time, each group in one transaction. Imports are
resumable: a turn already remembered (same user, session, speaker and content) comes back from
the pipeline as a duplicate, writes nothing, and is counted as skipped.

>>> counts = await import_turns(rememberer, read_jsonl(Path("turns.jsonl")))   # doctest: +SKIP
>>> counts.imported, counts.skipped                                             # doctest: +SKIP
(120, 0)
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from hippograph.errors import HippoGraphError, ValidationError
from hippograph.graph.namespace import validate_user_id
from hippograph.ingestion.result import RememberResult
from hippograph.ingestion.turn import Turn

# JSONL keys: the required text, then the optional ones, all strings.
TEXT_KEY = "text"
OPTIONAL_KEYS = (
    "user_id", "session_id", "speaker", "occurred_at", "assistant_response", "external_id", "addressee",
)  # fmt: skip
LOCOMO_SESSION = re.compile(r"^session_(\d+)$")
LOCOMO_DATE_FORMAT = "%I:%M %p on %d %B, %Y"  # "1:56 pm on 8 May, 2023"
PREPARE_BATCH = 64  # turns parsed and encoded together ahead of their remembers
COMMIT_BATCH = 16  # turns written in one transaction (a divisor of PREPARE_BATCH)


@dataclass(frozen=True)
class TurnInput:
    """One turn to remember, with where it came from so errors can point at it."""

    user_id: str
    text: str
    session_id: str | None = None
    speaker: str | None = None
    occurred_at: datetime | str | None = None
    assistant_response: str | None = None
    external_id: str | None = None
    source: str = ""  # e.g. "turns.jsonl line 7" or "26.json D1:3"
    addressee: str | None = None  # who "you" is: the other person of a two-person conversation


@dataclass(frozen=True)
class ImportCounts:
    imported: int = 0
    skipped: int = 0  # already remembered by an earlier (possibly interrupted) import
    facts: int = 0
    entities: int = 0
    edges: int = 0

    @property
    def turns(self) -> int:
        return self.imported + self.skipped

    def add(self, result: RememberResult) -> ImportCounts:
        if result.duplicate:
            return ImportCounts(self.imported, self.skipped + 1, self.facts, self.entities, self.edges)
        return ImportCounts(
            self.imported + 1,
            self.skipped,
            self.facts + len(result.facts),
            self.entities + len(result.entities),
            self.edges + len(result.edges),
        )


class Remembers(Protocol):
    """What the importer needs of :class:`~hippograph.ingestion.pipeline.Rememberer`."""

    @property
    def max_text_chars(self) -> int: ...

    async def remember_turns(self, turns: list[Turn]) -> list[RememberResult]: ...

    async def prepare(self, messages: list[str]) -> None: ...


Progress = Callable[[ImportCounts], None]


# --- importing -----------------------------------------------------------------------------------
async def import_turns(
    rememberer: Remembers,
    turns: Iterable[TurnInput],
    *,
    concurrency: int = 1,
    progress: Progress | None = None,
) -> ImportCounts:
    """Remember ``turns`` with at most ``concurrency`` groups of :data:`COMMIT_BATCH` turns in
    flight; returns what was written.

    ``turns`` is read one batch ahead (:data:`PREPARE_BATCH` turns, parsed and encoded together
    while the batch before is written), so a reader's :class:`ValidationError` on line N stops the
    import after the turns before it (they stay remembered: run the import again to resume). A turn
    the pipeline rejects raises :class:`ValidationError` naming the turn's source, after the turns
    before it in its group are remembered.

    With ``concurrency`` above 1, groups of one user may commit out of order; a later fact can then
    be superseded by an earlier one. Use ``concurrency=1`` where the order of facts matters.
    """
    if concurrency < 1:
        raise ValidationError(f"concurrency must be at least 1, not {concurrency}")
    counts = ImportCounts()
    failures: list[BaseException] = []
    slots = asyncio.Semaphore(concurrency)
    pending: set[asyncio.Task[list[RememberResult]]] = set()

    def done(task: asyncio.Task[list[RememberResult]]) -> None:
        nonlocal counts
        pending.discard(task)
        slots.release()
        if task.cancelled():
            return
        if (error := task.exception()) is not None:
            failures.append(error)
            return
        for result in task.result():
            counts = counts.add(result)
            if progress is not None:
                progress(counts)

    source = iter(turns)
    batch, unreadable = _next_batch(source)
    preparing = asyncio.create_task(rememberer.prepare([turn.text for turn in batch]))
    try:
        while batch:
            # The next batch is parsed and encoded while this one is written group by group.
            await preparing
            following, unreadable_next = _next_batch(source) if unreadable is None else ([], None)
            preparing = asyncio.create_task(rememberer.prepare([turn.text for turn in following]))
            for start in range(0, len(batch), COMMIT_BATCH):
                await slots.acquire()
                if failures:
                    break  # stop scheduling; the groups in flight still finish below
                task = asyncio.create_task(_remember_group(rememberer, batch[start : start + COMMIT_BATCH]))
                pending.add(task)
                task.add_done_callback(done)
            if failures or unreadable is not None:
                break
            batch, unreadable = following, unreadable_next
    finally:
        # Each group in flight is one transaction: let it finish rather than abandon it mid-write.
        await asyncio.gather(preparing, *pending, return_exceptions=True)
    if failures:
        raise failures[0]
    if unreadable is not None:
        raise unreadable
    return counts


def _next_batch(turns: Iterator[TurnInput]) -> tuple[list[TurnInput], ValidationError | None]:
    """Up to :data:`PREPARE_BATCH` turns, and the reader's error if it stopped at a bad one (the
    turns read before it are still imported)."""
    batch: list[TurnInput] = []
    try:
        for turn in turns:
            batch.append(turn)
            if len(batch) == PREPARE_BATCH:
                break
    except ValidationError as exc:
        return batch, exc
    return batch, None


async def _remember_group(rememberer: Remembers, group: list[TurnInput]) -> list[RememberResult]:
    """The group in one transaction. If it fails, nothing of it was written: the group again one
    turn per transaction, so the turns before the bad one are remembered and the error names it."""
    if len(group) > 1:
        with contextlib.suppress(HippoGraphError):
            return await rememberer.remember_turns(
                [to_turn(turn, rememberer.max_text_chars) for turn in group]
            )
    return [await _remember_one(rememberer, turn) for turn in group]


async def _remember_one(rememberer: Remembers, turn: TurnInput) -> RememberResult:
    try:
        return (await rememberer.remember_turns([to_turn(turn, rememberer.max_text_chars)]))[0]
    except ValidationError as exc:
        # The pipeline's message says what is wrong; the source says where.
        raise ValidationError(f"{turn.source}: {exc.message}" if turn.source else exc.message) from exc


# --- JSONL ---------------------------------------------------------------------------------------
def read_jsonl(path: Path, user_id: str | None = None, max_chars: int | None = None) -> Iterator[TurnInput]:
    """Turns from a JSONL file, one JSON object per line, checked line by line as they are read.

    Each line has ``text`` and optionally ``user_id``, ``session_id``, ``speaker``, ``occurred_at``
    (ISO 8601), ``assistant_response`` and ``external_id``. ``user_id`` (the argument) is used for
    lines without one. Blank lines are ignored; a malformed line raises :class:`ValidationError`
    naming its number. With ``max_chars`` (the pipeline's limit) each line also passes the checks
    :meth:`remember` makes, so a bad line stops the import before it is handed on.

    >>> next(read_jsonl(Path("turns.jsonl"), "alice")).text                # doctest: +SKIP
    'I live in Porto'
    """
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            where = f"{path.name} line {number}"
            try:
                turn = _jsonl_turn(line, user_id, where)
                if max_chars is not None:
                    to_turn(turn, max_chars)
            except ValidationError as exc:
                raise ValidationError(f"{where}: {exc.message}") from exc
            yield turn


def to_turn(turn: TurnInput, max_chars: int) -> Turn:
    """The pipeline's turn, or :class:`ValidationError` saying why the pipeline would reject it."""
    return Turn.build(
        turn.user_id,
        turn.text,
        max_chars=max_chars,
        assistant_response=turn.assistant_response,
        session_id=turn.session_id,
        occurred_at=turn.occurred_at,
        speaker=turn.speaker,
        external_id=turn.external_id,
        addressee=turn.addressee,
    )


def count_jsonl(path: Path) -> int:
    """How many turns a JSONL file holds (its non-blank lines), for a progress bar's total."""
    with path.open(encoding="utf-8") as lines:
        return sum(1 for line in lines if line.strip())


def _jsonl_turn(line: str, default_user: str | None, where: str) -> TurnInput:
    try:
        row: Any = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValidationError(f"not valid JSON ({exc.msg} at column {exc.colno})") from exc
    if not isinstance(row, dict):
        raise ValidationError("expected a JSON object")
    unknown = sorted(set(row) - {TEXT_KEY, *OPTIONAL_KEYS})
    if unknown:
        raise ValidationError(f"unknown keys {unknown}")
    text = row.get(TEXT_KEY)
    if not isinstance(text, str) or not text.strip():
        raise ValidationError(f"{TEXT_KEY!r} must be non-empty text")
    fields = {key: _optional_text(row, key) for key in OPTIONAL_KEYS}
    user = fields.pop("user_id") or default_user
    if user is None:
        raise ValidationError("no user_id (give one per line or with --user)")
    validate_user_id(user)
    return TurnInput(
        user_id=user,
        text=text,
        session_id=fields["session_id"],
        speaker=fields["speaker"],
        occurred_at=_iso_moment(fields["occurred_at"]),
        assistant_response=fields["assistant_response"],
        external_id=fields["external_id"],
        source=where,
        addressee=fields["addressee"],
    )


def _optional_text(row: dict[str, Any], key: str) -> str | None:
    value = row.get(key)
    if value is not None and not isinstance(value, str):
        raise ValidationError(f"{key!r} must be text, not {type(value).__name__}")
    return value


def _iso_moment(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError as exc:
        raise ValidationError(f"occurred_at is not an ISO 8601 time: {value!r}") from exc
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# --- LoCoMo --------------------------------------------------------------------------------------
def locomo_turns(path: Path, user_id: str) -> list[TurnInput]:
    """Every turn of every session of a LoCoMo conversation file, in session order.

    Only ``session_N``, ``session_N_date_time`` and ``sample_id`` are read: the annotations
    (``session_N_summary``, ``session_N_observation``, ``events_session_N``, ``qa``) are the
    benchmark's answer key and must never reach the memory under test. Accepts one conversation
    (flat, or ``{"sample_id", "conversation"}`` as in ``locomo10.json``) or a list of them.

    >>> turns = locomo_turns(Path("26.json"), "locomo_26")                  # doctest: +SKIP
    >>> turns[0].session_id, turns[0].external_id, turns[0].speaker         # doctest: +SKIP
    ('26:session_1', 'D1:1', 'Caroline')
    """
    validate_user_id(user_id)
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValidationError(f"{path.name} is not valid JSON: {exc.msg} (line {exc.lineno})") from exc
    samples = data if isinstance(data, list) else [data]
    return [turn for sample in samples for turn in _sample_turns(sample, path, user_id)]


def _sample_turns(sample: Any, path: Path, user_id: str) -> list[TurnInput]:
    if not isinstance(sample, dict):
        raise ValidationError(f"{path.name}: expected a LoCoMo conversation object")
    conversation = sample.get("conversation", sample)
    if not isinstance(conversation, dict):
        raise ValidationError(f"{path.name}: 'conversation' must be an object")
    sample_id = sample.get("sample_id") or conversation.get("sample_id") or path.stem
    turns: list[TurnInput] = []
    for number in _session_numbers(conversation):
        session = conversation[f"session_{number}"]
        if not isinstance(session, list) or not session:
            continue
        name = f"session_{number}"
        when = _locomo_moment(conversation.get(f"{name}_date_time"), f"{path.name} {name}")
        session_id = f"{sample_id}:{name}"
        rows = [_locomo_turn(row, user_id, session_id, when, path.name) for row in session]
        turns.extend(_with_addressees(rows, _pair(conversation, rows)))
    return turns


def _pair(conversation: dict[str, Any], rows: list[TurnInput]) -> tuple[str, str] | None:
    """The two people of a conversation: its ``speaker_a`` and ``speaker_b``, else the session's
    two speakers when exactly two speak; None otherwise."""
    a, b = conversation.get("speaker_a"), conversation.get("speaker_b")
    if isinstance(a, str) and isinstance(b, str) and a.strip() and b.strip() and a != b:
        return a.strip(), b.strip()
    speakers = list(dict.fromkeys(row.speaker for row in rows if row.speaker))
    return (speakers[0], speakers[1]) if len(speakers) == 2 else None


def _with_addressees(rows: list[TurnInput], pair: tuple[str, str] | None) -> list[TurnInput]:
    """In a conversation between two people, "you" in one's turn is the other."""
    if pair is None:
        return rows
    other = {pair[0]: pair[1], pair[1]: pair[0]}
    return [replace(row, addressee=other.get(row.speaker or "")) for row in rows]


def _session_numbers(conversation: dict[str, Any]) -> list[int]:
    """Session numbers in numeric order (``session_10`` after ``session_9``), by key pattern only."""
    matches = (LOCOMO_SESSION.fullmatch(key) for key in conversation)
    return sorted(int(match.group(1)) for match in matches if match)


def _locomo_turn(row: Any, user_id: str, session_id: str, when: datetime | None, file_name: str) -> TurnInput:
    if not isinstance(row, dict) or not isinstance(row.get("text"), str):
        raise ValidationError(f"{file_name} {session_id}: a turn without text: {row!r:.80}")
    dia_id = row.get("dia_id")
    text: str = row["text"]
    caption = row.get("blip_caption")
    if isinstance(caption, str) and caption.strip():
        text = f"{text} [shares a photo: {caption.strip()}]"
    return TurnInput(
        user_id=user_id,
        text=text,
        session_id=session_id,
        speaker=row.get("speaker"),
        occurred_at=when,
        external_id=dia_id,
        source=f"{file_name} {dia_id or session_id}",
    )


def _locomo_moment(value: Any, where: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValidationError(f"{where}: the date must be text")
    try:
        # LoCoMo's times carry no zone; we read them as UTC.
        return datetime.strptime(value.strip(), LOCOMO_DATE_FORMAT).replace(tzinfo=UTC)
    except ValueError as exc:
        raise ValidationError(f"{where}: unreadable date {value!r}") from exc
