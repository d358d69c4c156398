"""The reminders part of the client: GraphQL documents, the ``Reminder`` value, parsers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

_REMINDER = "{ id keyword schedule chatId nextRun expiresAt lastFiredAt createdAt }"
CREATE_REMINDER = f"""mutation CreateReminder($keyword: String!, $schedule: String!, $chatId: String,
                                $expiresAt: DateTime) {{
  createReminder(keyword: $keyword, schedule: $schedule, chatId: $chatId, expiresAt: $expiresAt) {_REMINDER}
}}"""
LIST_REMINDERS = f"query Reminders($chatId: String) {{ reminders(chatId: $chatId) {_REMINDER} }}"
DELETE_REMINDER = f"mutation DeleteReminder($id: ID!) {{ deleteReminder(id: $id) {_REMINDER} }}"
DELETE_REMINDERS = """mutation DeleteReminders($keyword: String!, $chatId: String) {
  deleteReminders(keyword: $keyword, chatId: $chatId)
}"""


@dataclass(frozen=True)
class Reminder:
    id: str
    keyword: str
    schedule: str  # 5-field cron
    chat_id: str | None
    next_run: datetime
    expires_at: datetime | None
    last_fired_at: datetime | None
    created_at: datetime | None


def _time(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def reminder(data: dict[str, Any]) -> Reminder:
    return Reminder(
        id=data["id"],
        keyword=data["keyword"],
        schedule=data["schedule"],
        chat_id=data["chatId"],
        next_run=datetime.fromisoformat(data["nextRun"]),
        expires_at=_time(data["expiresAt"]),
        last_fired_at=_time(data["lastFiredAt"]),
        created_at=_time(data["createdAt"]),
    )


def reminders(data: dict[str, Any]) -> list[Reminder]:
    return [reminder(item) for item in data["reminders"]]


def create_variables(
    keyword: str, schedule: str, chat_id: str | None, expires_at: datetime | None
) -> dict[str, Any]:
    return {
        "keyword": keyword,
        "schedule": schedule,
        "chatId": chat_id,
        "expiresAt": expires_at.isoformat() if expires_at else None,
    }
