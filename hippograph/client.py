"""The thin Python client: HippoGraph's GraphQL API as typed calls, sync or async (httpx).

>>> with HippoGraph("http://127.0.0.1:8000", api_key="hg_…") as memory:     # doctest: +SKIP
...     memory.remember("I'm allergic to shellfish")
...     found = memory.recall("What should I eat tonight?")
...     print(context(found, soul="You are a warm, direct assistant."))

Server errors come back as the same :class:`~hippograph.errors.HippoGraphError` subclasses the
server raised (matched by ``extensions.code``); transport failures as :class:`ClientError`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from types import TracebackType
from typing import Any, Literal, Self

import httpx

from hippograph.errors import ClientError, error_for_code
from hippograph.graph.domains import BY_ID
from hippograph.reminders import wire
from hippograph.reminders.wire import Reminder

DEFAULT_TIMEOUT_S = 30.0

_FACT_FIELDS = "id field value domainId confidence active score"
_RECALLED_FACT = f"""{_FACT_FIELDS} entity {{ id name type role }}
  explanation {{ channels {{ channel rank score }} path {{ steps }}
                 provenance {{ episodeId sessionId speaker occurredAt snippet }} }}"""

REMEMBER = """mutation Remember($input: RememberInput!) {
  remember(input: $input) {
    episodeId duplicate
    facts { id field value domainId confidence action supersededId }
    entities { id name type method }
    skipped { text reason }
  }
}"""
RECALL = f"""query Recall($query: String!, $domains: [Int!], $limit: Int!, $hops: Int!,
                          $asOf: DateTime, $includeInactive: Boolean!, $ranking: RankingPreset!,
                          $includeArchived: Boolean!) {{
  recall(query: $query, domains: $domains, limit: $limit, hops: $hops, asOf: $asOf,
         includeInactive: $includeInactive, ranking: $ranking, includeArchived: $includeArchived) {{
    facts {{ {_RECALLED_FACT} }}
    agentSelf {{ {_RECALLED_FACT} }}
    episodes {{ id sessionId speaker occurredAt content score }}
    routing {{ primary related }}
    notes {{ key updatedAt ageSeconds }}
  }}
}}"""
FACT_HISTORY = (
    f"""query History($id: ID!) {{ factHistory(id: $id) {{ {_FACT_FIELDS} validFrom validTo }} }}"""
)
FORGET_FACT = f"""mutation Forget($id: ID!) {{ forgetFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
REINFORCE_FACT = f"""mutation Reinforce($id: ID!) {{ reinforceFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
DEMOTE_FACT = f"""mutation Demote($id: ID!) {{ demoteFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
IMPORT_MARKDOWN = """mutation ImportMarkdown($markdown: String!) {
  importMarkdown(markdown: $markdown) { items created existing }
}"""
RUN_HYGIENE = """mutation RunHygiene($job: HygieneJob!) {
  runHygiene(job: $job) { job scored merged folded orphans archived }
}"""
Ranking = Literal["default", "keyword"]  # recall's ranking presets
HygieneJob = Literal["decay", "compact", "prune"]

# --- notes and audit ---
_NOTE = "{ key content tier updatedAt ageSeconds isJson }"
SAVE_NOTE = f"""mutation SaveNote($key: String!, $content: String!) {{
  saveNote(key: $key, content: $content) {_NOTE} }}"""
GET_NOTE = f"query GetNote($key: String!) {{ note(key: $key) {_NOTE} }}"
DELETE_NOTE = f"mutation DeleteNote($key: String!) {{ deleteNote(key: $key) {_NOTE} }}"
ARCHIVE_NOTE = f"""mutation ArchiveNote($key: String!, $newKey: String!) {{
  archiveNote(key: $key, newKey: $newKey) {_NOTE} }}"""
RESTORE_NOTE = f"mutation RestoreNote($key: String!) {{ restoreNote(key: $key) {_NOTE} }}"
LIST_NOTES = f"""query Notes($tier: NoteTier!, $pattern: String) {{
  notes(tier: $tier, pattern: $pattern) {_NOTE} }}"""
_REVIEWED = f"{{ {_FACT_FIELDS} source createdAt review reviewedAt entity {{ name }} }}"
RECENT_FACTS = f"""query Recent($since: DateTime!, $first: Int) {{
  recentFacts(since: $since, first: $first) {_REVIEWED} }}"""
APPROVE_FACT = f"mutation Approve($id: ID!) {{ approveFact(id: $id) {_REVIEWED} }}"
REJECT_FACT = f"mutation Reject($id: ID!) {{ rejectFact(id: $id) {_REVIEWED} }}"


# --- results ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fact:
    id: str
    field: str
    value: str
    domain_id: int
    confidence: float
    active: bool
    score: float
    valid_from: datetime | None = None
    valid_to: datetime | None = None


@dataclass(frozen=True)
class Provenance:
    episode_id: str
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    snippet: str


@dataclass(frozen=True)
class RecalledFact:
    fact: Fact
    about: str  # the subject entity's name
    about_role: str | None  # "user" / "agent" for the two fixed entities
    channels: list[str]  # e.g. ["fulltext#1", "graph#3"]
    path: list[str] | None
    provenance: Provenance | None


@dataclass(frozen=True)
class RecalledEpisode:
    id: str
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    content: str
    score: float


@dataclass(frozen=True)
class NoteKey:
    """A working note's key and age (by the service's clock); fetch its content with get_note."""

    key: str
    updated_at: datetime
    age_seconds: float


@dataclass(frozen=True)
class Memory:
    facts: list[RecalledFact]
    agent_self: list[RecalledFact]
    episodes: list[RecalledEpisode]
    primary_domains: list[int]
    related_domains: list[int]
    notes: list[NoteKey] = field(default_factory=list)


@dataclass(frozen=True)
class Note:
    key: str
    content: str  # verbatim; often JSON (see is_json)
    tier: str  # "working" | "archive"
    updated_at: datetime
    age_seconds: float
    is_json: bool


@dataclass(frozen=True)
class ReviewedFact:
    """A fact as the audit shows it: who it is about, where it came from, the verdict so far."""

    fact: Fact
    about: str
    source: str | None
    created_at: datetime | None
    review: str | None  # "approved" | "rejected" | None
    reviewed_at: datetime | None


@dataclass(frozen=True)
class ImportReport:
    """What ``import_markdown`` found (items) and wrote (created); ``existing`` were already there."""

    items: int
    created: int
    existing: int


@dataclass(frozen=True)
class HygieneReport:
    """What a hygiene job did in the caller's namespace, in counts."""

    job: str
    scored: int
    merged: int
    folded: int
    orphans: int
    archived: int


@dataclass(frozen=True)
class Remembered:
    episode_id: str
    duplicate: bool
    facts: list[dict[str, Any]]  # id, field, value, domainId, confidence, action, supersededId
    entities: list[dict[str, Any]]
    skipped: list[dict[str, Any]]


# --- parsing ----------------------------------------------------------------------------------
def _time(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _fact(data: dict[str, Any]) -> Fact:
    return Fact(
        data["id"], data["field"], data["value"], data["domainId"], data["confidence"],
        data["active"], data["score"], _time(data.get("validFrom")), _time(data.get("validTo")),
    )  # fmt: skip


def _recalled(data: dict[str, Any]) -> RecalledFact:
    explanation = data["explanation"]
    source = explanation["provenance"]
    provenance = (
        Provenance(
            source["episodeId"],
            source["sessionId"],
            source["speaker"],
            _time(source["occurredAt"]),
            source["snippet"],
        )
        if source
        else None
    )
    path = explanation["path"]
    return RecalledFact(
        fact=_fact(data),
        about=data["entity"]["name"],
        about_role=data["entity"]["role"],
        channels=[f"{hit['channel']}#{hit['rank']}" for hit in explanation["channels"]],
        path=path["steps"] if path else None,
        provenance=provenance,
    )


def _memory(data: dict[str, Any]) -> Memory:
    recall = data["recall"]
    return Memory(
        facts=[_recalled(item) for item in recall["facts"]],
        agent_self=[_recalled(item) for item in recall["agentSelf"]],
        episodes=[
            RecalledEpisode(
                e["id"], e["sessionId"], e["speaker"], _time(e["occurredAt"]), e["content"], e["score"]
            )
            for e in recall["episodes"]
        ],
        primary_domains=recall["routing"]["primary"],
        related_domains=recall["routing"]["related"],
        notes=[NoteKey(n["key"], _moment(n["updatedAt"]), n["ageSeconds"]) for n in recall["notes"]],
    )


def _moment(value: str) -> datetime:
    return datetime.fromisoformat(value)


def _note(data: dict[str, Any]) -> Note:
    return Note(
        data["key"], data["content"], data["tier"].lower(), _moment(data["updatedAt"]), data["ageSeconds"],
        data["isJson"],
    )  # fmt: skip


def _maybe_note(data: dict[str, Any] | None) -> Note | None:
    return _note(data) if data else None


def _tier(tier: str, pattern: str | None) -> dict[str, Any]:
    return {"tier": tier.upper(), "pattern": pattern}


def _reviewed(data: dict[str, Any]) -> ReviewedFact:
    return ReviewedFact(
        _fact(data), data["entity"]["name"], data["source"], _time(data["createdAt"]),
        data["review"] and data["review"].lower(), _time(data["reviewedAt"]),
    )  # fmt: skip


def _since(since: datetime, first: int | None) -> dict[str, Any]:
    return {"since": since.isoformat(), "first": first}


def _remembered(data: dict[str, Any]) -> Remembered:
    result = data["remember"]
    return Remembered(
        result["episodeId"], result["duplicate"], result["facts"], result["entities"], result["skipped"]
    )


def _remember_variables(text: str, **turn: Any) -> dict[str, Any]:
    names = {"assistant_response": "assistantResponse", "session_id": "sessionId", "speaker": "speaker",
             "occurred_at": "occurredAt", "external_id": "externalId"}  # fmt: skip
    given = {names[key]: value for key, value in turn.items() if value is not None}
    if isinstance(given.get("occurredAt"), datetime):
        given["occurredAt"] = given["occurredAt"].isoformat()
    return {"input": {"userMessage": text, **given}}


def _recall_variables(
    query: str,
    domains: list[int] | None,
    limit: int,
    hops: int,
    as_of: datetime | None,
    include_inactive: bool,
    ranking: Ranking = "default",
    include_archived: bool = False,
) -> dict[str, Any]:
    return {
        "query": query,
        "domains": domains,
        "limit": limit,
        "hops": hops,
        "asOf": as_of.isoformat() if as_of else None,
        "includeInactive": include_inactive,
        "ranking": ranking.upper(),
        "includeArchived": include_archived,
    }


def _hygiene(data: dict[str, Any]) -> HygieneReport:
    r = data["runHygiene"]
    return HygieneReport(r["job"].lower(), r["scored"], r["merged"], r["folded"], r["orphans"], r["archived"])


def _import_report(data: dict[str, Any]) -> ImportReport:
    return ImportReport(**data["importMarkdown"])


def _data(response: httpx.Response) -> dict[str, Any]:
    """The ``data`` of a GraphQL response, or the server's first error as a typed exception."""
    try:
        body: dict[str, Any] = response.json()
    except ValueError as exc:
        raise ClientError(f"HTTP {response.status_code}: not a GraphQL response") from exc
    errors = body.get("errors")
    if errors:
        first = errors[0]
        raise error_for_code((first.get("extensions") or {}).get("code", "INTERNAL"), first["message"])
    if response.status_code >= 400 or body.get("data") is None:
        raise ClientError(f"HTTP {response.status_code}: no data in the response")
    data: dict[str, Any] = body["data"]
    return data


def _headers(api_key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


# --- the clients --------------------------------------------------------------------------------
class HippoGraph:
    """Synchronous client. ``url`` is the service's base URL (``/graphql`` is appended)."""

    def __init__(self, url: str, api_key: str | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self._http = httpx.Client(base_url=url.rstrip("/"), headers=_headers(api_key), timeout=timeout_s)

    def execute(self, document: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """Run any GraphQL document; returns its ``data``."""
        try:
            response = self._http.post("/graphql", json={"query": document, "variables": variables or {}})
        except httpx.HTTPError as exc:
            raise ClientError(f"cannot reach HippoGraph: {exc}") from exc
        return _data(response)

    def remember(self, text: str, **turn: Any) -> Remembered:
        """Remember a turn; ``turn``: assistant_response, session_id, occurred_at, speaker, external_id."""
        return _remembered(self.execute(REMEMBER, _remember_variables(text, **turn)))

    def recall(
        self,
        query: str,
        *,
        domains: list[int] | None = None,
        limit: int = 20,
        hops: int = 2,
        as_of: datetime | None = None,
        include_inactive: bool = False,
        ranking: Ranking = "default",
        include_archived: bool = False,
    ) -> Memory:
        """``ranking="keyword"``: bm25 × reinforcement × recency; archived facts only when asked."""
        variables = _recall_variables(
            query, domains, limit, hops, as_of, include_inactive, ranking, include_archived
        )
        return _memory(self.execute(RECALL, variables))

    def run_hygiene(self, job: HygieneJob) -> HygieneReport:
        """Run a hygiene job ("decay", "compact", "prune") now, in this key's namespace."""
        return _hygiene(self.execute(RUN_HYGIENE, {"job": job.upper()}))

    def import_markdown(self, markdown: str) -> ImportReport:
        """Store each memory of a MEMORY.md-style text as a fact (source "migration"); idempotent."""
        return _import_report(self.execute(IMPORT_MARKDOWN, {"markdown": markdown}))

    def fact_history(self, fact_id: str) -> list[Fact]:
        return [_fact(item) for item in self.execute(FACT_HISTORY, {"id": fact_id})["factHistory"]]

    def forget_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(FORGET_FACT, {"id": fact_id})["forgetFact"])

    def reinforce_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(REINFORCE_FACT, {"id": fact_id})["reinforceFact"])

    def demote_fact(self, fact_id: str) -> Fact:
        return _fact(self.execute(DEMOTE_FACT, {"id": fact_id})["demoteFact"])

    def create_reminder(
        self, keyword: str, schedule: str, chat_id: str | None = None, expires_at: datetime | None = None
    ) -> Reminder:
        """Remind about ``keyword`` on a 5-field cron ``schedule`` (e.g. ``"0 20 * * *"``)."""
        variables = wire.create_variables(keyword, schedule, chat_id, expires_at)
        return wire.reminder(self.execute(wire.CREATE_REMINDER, variables)["createReminder"])

    def list_reminders(self, chat_id: str | None = None) -> list[Reminder]:
        return wire.reminders(self.execute(wire.LIST_REMINDERS, {"chatId": chat_id}))

    def delete_reminder(self, reminder_id: str) -> Reminder:
        return wire.reminder(self.execute(wire.DELETE_REMINDER, {"id": reminder_id})["deleteReminder"])

    def delete_reminders(self, keyword: str, chat_id: str | None = None) -> int:
        variables = {"keyword": keyword, "chatId": chat_id}
        return int(self.execute(wire.DELETE_REMINDERS, variables)["deleteReminders"])

    def save_note(self, key: str, content: str) -> Note:
        """Create or update the working note ``key``; content is stored verbatim (JSON welcome)."""
        return _note(self.execute(SAVE_NOTE, {"key": key, "content": content})["saveNote"])

    def get_note(self, key: str) -> Note | None:
        """The note ``key`` from either tier, or None."""
        return _maybe_note(self.execute(GET_NOTE, {"key": key})["note"])

    def delete_note(self, key: str) -> Note:
        return _note(self.execute(DELETE_NOTE, {"key": key})["deleteNote"])

    def archive_note(self, key: str, new_key: str) -> Note:
        return _note(self.execute(ARCHIVE_NOTE, {"key": key, "newKey": new_key})["archiveNote"])

    def restore_note(self, key: str) -> Note:
        return _note(self.execute(RESTORE_NOTE, {"key": key})["restoreNote"])

    def list_notes(self, tier: str = "working", pattern: str | None = None) -> list[Note]:
        """Notes of ``tier`` ("working" or "archive"); ``pattern``: case-insensitive key substring."""
        return [_note(item) for item in self.execute(LIST_NOTES, _tier(tier, pattern))["notes"]]

    def recent_facts(self, since: datetime, first: int | None = None) -> list[ReviewedFact]:
        """Facts learned since ``since``, newest first, for review."""
        return [_reviewed(item) for item in self.execute(RECENT_FACTS, _since(since, first))["recentFacts"]]

    def approve_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed(self.execute(APPROVE_FACT, {"id": fact_id})["approveFact"])

    def reject_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed(self.execute(REJECT_FACT, {"id": fact_id})["rejectFact"])

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncHippoGraph:
    """Asynchronous client with the same calls as :class:`HippoGraph`."""

    def __init__(self, url: str, api_key: str | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self._http = httpx.AsyncClient(base_url=url.rstrip("/"), headers=_headers(api_key), timeout=timeout_s)

    async def execute(self, document: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            response = await self._http.post(
                "/graphql", json={"query": document, "variables": variables or {}}
            )
        except httpx.HTTPError as exc:
            raise ClientError(f"cannot reach HippoGraph: {exc}") from exc
        return _data(response)

    async def remember(self, text: str, **turn: Any) -> Remembered:
        return _remembered(await self.execute(REMEMBER, _remember_variables(text, **turn)))

    async def recall(
        self,
        query: str,
        *,
        domains: list[int] | None = None,
        limit: int = 20,
        hops: int = 2,
        as_of: datetime | None = None,
        include_inactive: bool = False,
        ranking: Ranking = "default",
        include_archived: bool = False,
    ) -> Memory:
        """``ranking="keyword"``: bm25 × reinforcement × recency; archived facts only when asked."""
        variables = _recall_variables(
            query, domains, limit, hops, as_of, include_inactive, ranking, include_archived
        )
        return _memory(await self.execute(RECALL, variables))

    async def run_hygiene(self, job: HygieneJob) -> HygieneReport:
        return _hygiene(await self.execute(RUN_HYGIENE, {"job": job.upper()}))

    async def import_markdown(self, markdown: str) -> ImportReport:
        return _import_report(await self.execute(IMPORT_MARKDOWN, {"markdown": markdown}))

    async def fact_history(self, fact_id: str) -> list[Fact]:
        return [_fact(item) for item in (await self.execute(FACT_HISTORY, {"id": fact_id}))["factHistory"]]

    async def forget_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(FORGET_FACT, {"id": fact_id}))["forgetFact"])

    async def reinforce_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(REINFORCE_FACT, {"id": fact_id}))["reinforceFact"])

    async def demote_fact(self, fact_id: str) -> Fact:
        return _fact((await self.execute(DEMOTE_FACT, {"id": fact_id}))["demoteFact"])

    async def create_reminder(
        self, keyword: str, schedule: str, chat_id: str | None = None, expires_at: datetime | None = None
    ) -> Reminder:
        variables = wire.create_variables(keyword, schedule, chat_id, expires_at)
        return wire.reminder((await self.execute(wire.CREATE_REMINDER, variables))["createReminder"])

    async def list_reminders(self, chat_id: str | None = None) -> list[Reminder]:
        return wire.reminders(await self.execute(wire.LIST_REMINDERS, {"chatId": chat_id}))

    async def delete_reminder(self, reminder_id: str) -> Reminder:
        data = await self.execute(wire.DELETE_REMINDER, {"id": reminder_id})
        return wire.reminder(data["deleteReminder"])

    async def delete_reminders(self, keyword: str, chat_id: str | None = None) -> int:
        variables = {"keyword": keyword, "chatId": chat_id}
        return int((await self.execute(wire.DELETE_REMINDERS, variables))["deleteReminders"])

    async def save_note(self, key: str, content: str) -> Note:
        return _note((await self.execute(SAVE_NOTE, {"key": key, "content": content}))["saveNote"])

    async def get_note(self, key: str) -> Note | None:
        return _maybe_note((await self.execute(GET_NOTE, {"key": key}))["note"])

    async def delete_note(self, key: str) -> Note:
        return _note((await self.execute(DELETE_NOTE, {"key": key}))["deleteNote"])

    async def archive_note(self, key: str, new_key: str) -> Note:
        return _note((await self.execute(ARCHIVE_NOTE, {"key": key, "newKey": new_key}))["archiveNote"])

    async def restore_note(self, key: str) -> Note:
        return _note((await self.execute(RESTORE_NOTE, {"key": key}))["restoreNote"])

    async def list_notes(self, tier: str = "working", pattern: str | None = None) -> list[Note]:
        return [_note(item) for item in (await self.execute(LIST_NOTES, _tier(tier, pattern)))["notes"]]

    async def recent_facts(self, since: datetime, first: int | None = None) -> list[ReviewedFact]:
        return [_reviewed(i) for i in (await self.execute(RECENT_FACTS, _since(since, first)))["recentFacts"]]

    async def approve_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed((await self.execute(APPROVE_FACT, {"id": fact_id}))["approveFact"])

    async def reject_fact(self, fact_id: str) -> ReviewedFact:
        return _reviewed((await self.execute(REJECT_FACT, {"id": fact_id}))["rejectFact"])

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()


# --- rendering for a system prompt ------------------------------------------------------------------
CHARS_PER_TOKEN = 4  # a rough, model-independent estimate; budgets are approximate


def context(memory: Memory, soul: str | None = None, budget_tokens: int = 1500) -> str:
    """Render ``memory`` for a system prompt.

    Order (and priority when the budget runs out): the base personality (``soul``), the agent's
    learned self-facts as overrides, then the facts grouped by domain, best first, each with where
    it came from, then the working notes' keys with their age ("## Active Notes"). Whole lines are
    dropped from the end to stay within ``budget_tokens``.
    """
    blocks: list[list[str]] = []
    if soul:
        blocks.append([soul.strip()])
    if memory.agent_self:
        heading = "## What I have learned about myself (overrides the above)"
        blocks.append([heading, *(f"- {_label(f.fact.field)}: {f.fact.value}" for f in memory.agent_self)])
    for domain_id, facts in _by_domain(memory.facts).items():
        blocks.append([f"## {BY_ID[domain_id].name}", *(_fact_line(f) for f in facts)])
    if memory.notes:
        # sheldonmem's "Active Notes": keys and ages only; the assistant fetches content by key.
        keys = ", ".join(f"{note.key} ({_ago(note.age_seconds)})" for note in memory.notes)
        blocks.append(["## Active Notes", keys])
    return _within_budget(blocks, budget_tokens * CHARS_PER_TOKEN)


def _ago(seconds: float) -> str:
    """``"just now"``, ``"1 minute ago"``, ``"5 hours ago"``, ``"2 days ago"``."""
    for unit, size in (("day", 86_400), ("hour", 3_600), ("minute", 60)):
        count = int(seconds // size)
        if count:
            return f"{count} {unit}{'s' if count > 1 else ''} ago"
    return "just now"


def _label(field: str) -> str:
    return field.replace("_", " ")


def _by_domain(facts: list[RecalledFact]) -> dict[int, list[RecalledFact]]:
    grouped: dict[int, list[RecalledFact]] = {}
    for fact in facts:  # already best first, so domains come in the order of their best fact
        grouped.setdefault(fact.fact.domain_id, []).append(fact)
    return grouped


def _fact_line(item: RecalledFact) -> str:
    subject = "" if item.about_role == "user" else f"{item.about}: "
    line = f"- {subject}{_label(item.fact.field)}: {item.fact.value}"
    source = item.provenance
    if source is None:
        return line
    said = [f"said {source.occurred_at:%Y-%m-%d}" if source.occurred_at else "said"]
    if source.speaker:
        said.append(f"by {source.speaker}")
    if source.session_id:
        said.append(f"in session {source.session_id}")
    return f"{line} ({' '.join(said)})"


def _within_budget(blocks: list[list[str]], max_chars: int) -> str:
    lines: list[str] = []
    used = 0
    for block in blocks:
        for index, line in enumerate(block):
            # A heading alone is useless: keep it only if its first line fits too.
            needed = len(line) + 1 + (len(block[1]) + 1 if index == 0 and len(block) > 1 else 0)
            if used + needed > max_chars:
                return "\n".join(lines).strip()
            if index == 0 and lines:
                lines.append("")
                used += 1
            lines.append(line)
            used += len(line) + 1
    return "\n".join(lines).strip()
