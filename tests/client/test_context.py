"""context() renders a memory for a system prompt; the expected text is reviewed, not generated."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from hippograph.client import Fact, Memory, NoteKey, Provenance, RecalledFact, context

GOLDEN = Path(__file__).with_name("context_golden.txt")


def recalled(
    field: str,
    value: str,
    domain_id: int,
    about: str = "alice",
    role: str | None = "user",
    speaker: str | None = None,
    when: datetime | None = None,
) -> RecalledFact:
    provenance = Provenance("ep1", "s1", speaker, when, "...") if when else None
    return RecalledFact(
        Fact(f"id-{value}", field, value, domain_id, 0.9, True, 0.5), about, role, [], None, provenance
    )


MEMORY = Memory(
    facts=[
        recalled("allergy", "shellfish", 2, when=datetime(2024, 5, 1, tzinfo=UTC)),
        recalled("dislike", "jazz", 11),
        recalled("diet", "vegetarian", 2, when=datetime(2024, 6, 2, tzinfo=UTC), speaker="alice"),
        recalled("city", "Porto", 9, about="Tom", role=None, when=datetime(2024, 7, 3, tzinfo=UTC)),
    ],
    agent_self=[
        recalled("nickname", "Max", 1, about="Assistant", role="agent"),
        recalled("tone_preference", "short answers", 11, about="Assistant", role="agent"),
    ],
    episodes=[],
    primary_domains=[11, 2],
    related_domains=[],
    notes=[
        NoteKey("current_budget", datetime(2024, 7, 1, tzinfo=UTC), 2 * 86_400 + 600),
        NoteKey("meal_plan", datetime(2024, 7, 3, tzinfo=UTC), 5 * 3_600 + 59),
    ],
)


def test_context_matches_the_reviewed_text() -> None:
    assert context(MEMORY, soul="You are warm and direct.") == GOLDEN.read_text(encoding="utf-8").rstrip("\n")


def test_the_budget_drops_the_least_important_lines_first() -> None:
    full = context(MEMORY, soul="You are warm and direct.")
    small = context(MEMORY, soul="You are warm and direct.", budget_tokens=40)
    assert full.startswith(small) and len(small) <= 160
    assert "nickname: Max" in small and "Porto" not in small
    assert not small.rstrip().endswith(":") and not small.splitlines()[-1].startswith("##")


def test_without_a_soul_the_learned_self_comes_first() -> None:
    assert context(MEMORY).startswith("## What I have learned about myself")


def test_active_notes_come_last_with_their_age_and_go_first_when_the_budget_is_short() -> None:
    full = context(MEMORY)
    assert full.endswith("## Active Notes\ncurrent_budget (2 days ago), meal_plan (5 hours ago)")
    assert "Active Notes" not in context(MEMORY, budget_tokens=60)
    fresh = NoteKey("shopping_list", datetime(2024, 7, 3, tzinfo=UTC), 59.0)
    single = Memory([], [], [], [], [], notes=[fresh, NoteKey("todo", fresh.updated_at, 61.0)])
    assert context(single) == "## Active Notes\nshopping_list (just now), todo (1 minute ago)"
