"""A table of hostile inputs for the GraphQL API: each must be refused with a typed error.

Every string argument of the API is tried with values no argument may accept (lone surrogates,
control characters, a 300,000-character string), and the numeric, date, cron, cursor and JSON
arguments with values out of their range. ``bench/reliability.py`` runs the same table.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

# Strings no argument accepts: surrogates (UTF-16 debris, what undecodable bytes become),
# control characters, and far more characters than any limit.
BAD_STRINGS: list[str] = [
    "\ud800",
    "\udfff",
    "a\ud800b",
    "\udc80\udc81",
    "x\x00y",
    "\x07bell",
    "\x1b[31mred",
    "del\x7f",
    "x" * 300_000,
]

FACT = "{ id }"


@dataclass(frozen=True)
class Case:
    name: str
    query: str
    variables: dict[str, Any]


def _cursor(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode()


def string_slots(ids: dict[str, str]) -> list[tuple[str, str, dict[str, Any], str]]:
    """(name, document, valid variables, the variable to spoil): every string argument.

    ``ids`` holds real ids of the namespace (``agent``: its self-entity, ``fact``: one fact), so
    the hostile value is the only thing wrong with a request.
    """
    agent, fact = ids["agent"], ids["fact"]
    remember = "mutation($i: RememberInput!) { remember(input: $i) { episodeId } }"
    turn = {"userMessage": "I live in Porto"}
    slots: list[tuple[str, str, dict[str, Any], str]] = []
    for field in ("userMessage", "assistantResponse", "sessionId", "speaker", "externalId"):
        slots.append((f"remember.{field}", remember, {"i": {**turn, field: "$"}}, f"i.{field}"))
    single = [
        ("recall.query", "query($v: String!) { recall(query: $v) { facts { value } entities { name } episodes { content } } }"),
        ("entity.id", "query($v: ID!) { entity(id: $v) { id } }"),
        ("entity.name", "query($v: String!) { entity(name: $v) { id } }"),
        ("entities.search", "query($v: String!) { entities(search: $v) { totalCount } }"),
        ("entities.type", "query($v: String!) { entities(type: $v) { totalCount } }"),
        ("entities.after", "query($v: String!) { entities(after: $v) { totalCount } }"),
        ("facts.field", "query($v: String!) { facts(field: $v) { totalCount } }"),
        ("facts.entityId", "query($v: ID!) { facts(entityId: $v) { totalCount } }"),
        ("facts.after", "query($v: String!) { facts(after: $v) { totalCount } }"),
        ("factHistory.id", "query($v: ID!) { factHistory(id: $v) { id } }"),
        ("paths.fromId", f'query($v: ID!) {{ paths(fromId: $v, toId: "{agent}") {{ hops }} }}'),
        ("episodes.sessionId", "query($v: String!) { episodes(sessionId: $v) { totalCount } }"),
        ("episodes.after", "query($v: String!) { episodes(after: $v) { totalCount } }"),
        ("note.key", "query($v: String!) { note(key: $v) { key } }"),
        ("notes.pattern", "query($v: String!) { notes(pattern: $v) { key } }"),
        ("reminders.chatId", "query($v: String!) { reminders(chatId: $v) { id } }"),
        ("updateFact.id", f'mutation($v: ID!) {{ updateFact(input: {{id: $v, value: "v"}}) {FACT} }}'),
        ("updateFact.value", f'mutation($v: String!) {{ updateFact(input: {{id: "{fact}", value: $v}}) {FACT} }}'),
        ("forgetFact.id", f"mutation($v: ID!) {{ forgetFact(id: $v) {FACT} }}"),
        ("reinforceFact.id", f"mutation($v: ID!) {{ reinforceFact(id: $v) {FACT} }}"),
        ("demoteFact.id", f"mutation($v: ID!) {{ demoteFact(id: $v) {FACT} }}"),
        ("approveFact.id", f"mutation($v: ID!) {{ approveFact(id: $v) {FACT} }}"),
        ("rejectFact.id", f"mutation($v: ID!) {{ rejectFact(id: $v) {FACT} }}"),
        ("addFact.field", f'mutation($v: String!) {{ addFact(input: {{entityId: "{agent}", field: $v, value: "v"}}) {FACT} }}'),
        ("addFact.value", f'mutation($v: String!) {{ addFact(input: {{entityId: "{agent}", field: "f", value: $v}}) {FACT} }}'),
        ("addFact.entityId", f'mutation($v: ID!) {{ addFact(input: {{entityId: $v, field: "f", value: "v"}}) {FACT} }}'),
        ("addEntity.name", 'mutation($v: String!) { addEntity(input: {name: $v, type: "Person"}) { id } }'),
        ("addEntity.type", 'mutation($v: String!) { addEntity(input: {name: "Zed", type: $v}) { id } }'),
        ("addEntity.aliases", 'mutation($v: String!) { addEntity(input: {name: "Zed", type: "Person", aliases: [$v]}) { id } }'),
        ("forgetEntity.id", "mutation($v: ID!) { forgetEntity(id: $v) { facts } }"),
        ("mergeEntities.keepId", f'mutation($v: ID!) {{ mergeEntities(keepId: $v, dropId: "{agent}") {{ mergeId }} }}'),
        ("unmergeEntities.mergeId", "mutation($v: ID!) { unmergeEntities(mergeId: $v) { id } }"),
        ("addEdge.relation", f'mutation($v: String!) {{ addEdge(input: {{sourceId: "{agent}", relation: $v, targetId: "{agent}"}}) {{ id }} }}'),
        ("addEdge.sourceId", f'mutation($v: ID!) {{ addEdge(input: {{sourceId: $v, relation: "KNOWS", targetId: "{agent}"}}) {{ id }} }}'),
        ("removeEdge.id", "mutation($v: ID!) { removeEdge(id: $v) { id } }"),
        ("importMarkdown.markdown", "mutation($v: String!) { importMarkdown(markdown: $v) { created } }"),
        ("saveNote.key", 'mutation($v: String!) { saveNote(key: $v, content: "c") { key } }'),
        ("saveNote.content", 'mutation($v: String!) { saveNote(key: "k", content: $v) { key } }'),
        ("deleteNote.key", "mutation($v: String!) { deleteNote(key: $v) { key } }"),
        ("archiveNote.newKey", 'mutation($v: String!) { archiveNote(key: "k", newKey: $v) { key } }'),
        ("restoreNote.key", "mutation($v: String!) { restoreNote(key: $v) { key } }"),
        ("createReminder.keyword", 'mutation($v: String!) { createReminder(keyword: $v, schedule: "0 9 * * *") { id } }'),
        ("createReminder.schedule", 'mutation($v: String!) { createReminder(keyword: "k", schedule: $v) { id } }'),
        ("createReminder.chatId", 'mutation($v: String!) { createReminder(keyword: "k", schedule: "0 9 * * *", chatId: $v) { id } }'),
        ("deleteReminder.id", "mutation($v: ID!) { deleteReminder(id: $v) { id } }"),
        ("deleteReminders.keyword", "mutation($v: String!) { deleteReminders(keyword: $v) }"),
    ]  # fmt: skip
    slots += [(name, document, {"v": "$"}, "v") for name, document in single]
    return slots


def _spoiled(variables: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    first, _, rest = path.partition(".")
    if not rest:
        return {**variables, first: value}
    return {**variables, first: _spoiled(variables[first], rest, value)}


def _deep(depth: int) -> Any:
    value: Any = "leaf"
    for _ in range(depth):
        value = {"k": value}
    return value


def range_cases(ids: dict[str, str]) -> Iterator[Case]:
    """Numbers, dates, cron expressions, cursors and JSON out of range (one argument each)."""
    agent, fact = ids["agent"], ids["fact"]
    for first in (-1, 0, 10**6, 2**31, 2**63):
        for listing in ("entities", "facts", "episodes"):
            yield Case(
                f"{listing}.first={first}",
                f"query($v: Int!) {{ {listing}(first: $v) {{ totalCount }} }}",
                {"v": first},
            )
        yield Case(
            f"recentFacts.first={first}",
            'query($v: Int!) { recentFacts(since: "2020-01-01T00:00:00Z", first: $v) { id } }',
            {"v": first},
        )
    for limit in (-5, 0, 10**6, 2**40):
        yield Case(
            f"recall.limit={limit}",
            'query($v: Int!) { recall(query: "porto", limit: $v) { query } }',
            {"v": limit},
        )
    for hops in (-1, 5, 99, 2**31):
        yield Case(
            f"recall.hops={hops}",
            'query($v: Int!) { recall(query: "porto", hops: $v) { query } }',
            {"v": hops},
        )
        yield Case(
            f"paths.maxHops={hops}",
            f'query($v: Int!) {{ paths(fromId: "{agent}", toId: "{agent}", maxHops: $v) {{ hops }} }}',
            {"v": hops},
        )
        yield Case(
            f"neighbors.hops={hops}",
            "query($v: Int!) { agentSelf { neighbors(hops: $v) { distance } } }",
            {"v": hops},
        )
    for domain in (-1, 0, 15, 2**31):
        yield Case(
            f"facts.domain={domain}", "query($v: Int!) { facts(domain: $v) { totalCount } }", {"v": domain}
        )
        yield Case(
            f"recall.domains={domain}",
            'query($v: Int!) { recall(query: "porto", domains: [$v]) { query } }',
            {"v": domain},
        )
        yield Case(
            f"addFact.domainId={domain}",
            f'mutation($v: Int!) {{ addFact(input: {{entityId: "{agent}", field: "f", value: "v", domainId: $v}}) {FACT} }}',
            {"v": domain},
        )
    for confidence in (-0.5, 1.5, 1e308, -1e308):
        yield Case(
            f"addFact.confidence={confidence}",
            f'mutation($v: Float!) {{ addFact(input: {{entityId: "{agent}", field: "f", value: "v", confidence: $v}}) {FACT} }}',
            {"v": confidence},
        )
        yield Case(
            f"updateFact.confidence={confidence}",
            f'mutation($v: Float!) {{ updateFact(input: {{id: "{fact}", value: "w", confidence: $v}}) {FACT} }}',
            {"v": confidence},
        )
        yield Case(
            f"addEdge.strength={confidence}",
            f'mutation($v: Float!) {{ addEdge(input: {{sourceId: "{agent}", relation: "KNOWS", targetId: "{agent}", strength: $v}}) {{ id }} }}',
            {"v": confidence},
        )
    for when in (
        "2026-02-30T00:00:00Z",
        "10000-01-01T00:00:00Z",
        "not a date",
        "0000-00-00T00:00:00Z",
        "2026-01-01T25:61:00Z",
        "\ud800",
    ):
        yield Case(
            f"remember.occurredAt={when!r}",
            'mutation($v: DateTime!) { remember(input: {userMessage: "hi", occurredAt: $v}) { episodeId } }',
            {"v": when},
        )
        yield Case(
            f"recall.asOf={when!r}",
            'query($v: DateTime!) { recall(query: "porto", asOf: $v) { query } }',
            {"v": when},
        )
        yield Case(
            f"createReminder.expiresAt={when!r}",
            'mutation($v: DateTime!) { createReminder(keyword: "k", schedule: "0 9 * * *", expiresAt: $v) { id } }',
            {"v": when},
        )
        yield Case(
            f"addFact.validFrom={when!r}",
            f'mutation($v: DateTime!) {{ addFact(input: {{entityId: "{agent}", field: "f", value: "v", validFrom: $v}}) {FACT} }}',
            {"v": when},
        )
    for cron in (
        "0 0 30 2 *",
        "0 0 31 4 *",
        "0 0 31 2,4,6 *",
        "* * * * * *",
        "@daily",
        "60 * * * *",
        "0 24 * * *",
        "0 0 0 * *",
        "0 0 * 13 *",
        "0 0 * * 8",
        "0 0 L * *",
        "0 0 * * 1#2",
        "H * * * *",
        "*/0 * * * *",
        "",
        "x" * 500,
    ):
        yield Case(
            f"createReminder.schedule={cron[:20]!r}",
            'mutation($v: String!) { createReminder(keyword: "k", schedule: $v) { id } }',
            {"v": cron},
        )
    cursors = [
        "A" * 10_000,
        _cursor("offset:" + "9" * 5000),
        _cursor("offset:99999999999999999999"),
        _cursor("offset:-1"),
        _cursor("offset:١٢٣"),
        _cursor("offset:1e9"),
        _cursor("offset:"),
        "====",
        "%%%",
        _cursor("limit:5"),
    ]
    for index, cursor in enumerate(cursors):
        for listing in ("entities", "facts", "episodes"):
            yield Case(
                f"{listing}.after#{index}",
                f"query($v: String!) {{ {listing}(after: $v) {{ totalCount }} }}",
                {"v": cursor},
            )
    metadata = [
        _deep(40),
        _deep(200),
        "a string",
        [1, 2, 3],
        {"k": "x" * 20_000},
        {"\ud800": 1},
        {"k": ["\udfff"]},
    ]
    for index, value in enumerate(metadata):
        yield Case(
            f"addEntity.metadata#{index}",
            'mutation($v: JSON!) { addEntity(input: {name: "Zed", type: "Person", metadata: $v}) { id } }',
            {"v": value},
        )
        yield Case(
            f"addFact.metadata#{index}",
            f'mutation($v: JSON!) {{ addFact(input: {{entityId: "{agent}", field: "f", value: "v", metadata: $v}}) {FACT} }}',
            {"v": value},
        )
    # Documents that are hostile themselves: escapes of lone surrogates, deep literals.
    yield Case("literal.surrogate", '{ recall(query: "\\ud800") { query } }', {})
    yield Case("literal.raw_surrogate", '{ recall(query: "\ud800") { query } }', {})
    yield Case(
        "literal.deep_list", '{ recall(query: "x", domains: ' + "[" * 3000 + "]" * 3000 + ") { query } }", {}
    )
    yield Case(
        "variables.deep",
        'query($v: JSON!) { addEntity(input: {name: "Zed", type: "Person", metadata: $v}) { id } }',
        {"v": _deep(900)},
    )
    yield Case("hygiene.job", "mutation($v: HygieneJob!) { runHygiene(job: $v) { job } }", {"v": "DROP"})
    yield Case("recall.ranking", 'query($v: RankingPreset!) { recall(query: "x", ranking: $v) { query } }', {"v": "\ud800"})  # fmt: skip


def cases(ids: dict[str, str]) -> list[Case]:
    """The whole table: every string argument with every bad string, then the range cases."""
    table = [
        Case(f"{name}={value[:12]!r}", document, _spoiled(variables, path, value))
        for name, document, variables, path in string_slots(ids)
        for value in BAD_STRINGS
    ]
    return table + list(range_cases(ids))
