"""Rendering recalled memory for a system prompt (:func:`context`)."""

from __future__ import annotations

from hippograph_client.domains import domain_name
from hippograph_client.values import Memory, RecalledFact

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
        blocks.append([f"## {domain_name(domain_id)}", *(_fact_line(f) for f in facts)])
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
