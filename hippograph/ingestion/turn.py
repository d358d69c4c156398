"""A conversation turn as remember() accepts it, validated before anything is written."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime

from hippograph.errors import ValidationError
from hippograph.graph.namespace import validate_user_id
from hippograph.text import has_control_characters

MAX_LABEL_CHARS = 200  # session ids, speakers, external ids


@dataclass(frozen=True)
class Turn:
    user_id: str
    user_message: str
    assistant_response: str | None = None
    session_id: str | None = None
    occurred_at: datetime | None = None
    speaker: str | None = None
    external_id: str | None = None
    addressee: str | None = None  # who "you" is: another person (an imported conversation); None: the agent

    @classmethod
    def build(
        cls,
        user_id: str,
        user_message: str,
        *,
        max_chars: int,
        assistant_response: str | None = None,
        session_id: str | None = None,
        occurred_at: datetime | str | None = None,
        speaker: str | None = None,
        external_id: str | None = None,
        addressee: str | None = None,
    ) -> Turn:
        """A validated turn, or :class:`ValidationError` naming what is wrong."""
        validate_user_id(user_id)
        message = _text("user_message", user_message, max_chars)
        if not message:
            raise ValidationError("user_message is empty")
        return cls(
            user_id=user_id,
            user_message=message,
            assistant_response=_text("assistant_response", assistant_response, max_chars) or None,
            session_id=_text("session_id", session_id, MAX_LABEL_CHARS) or None,
            occurred_at=_moment(occurred_at),
            speaker=_text("speaker", speaker, MAX_LABEL_CHARS) or None,
            external_id=_text("external_id", external_id, MAX_LABEL_CHARS) or None,
            addressee=_text("addressee", addressee, MAX_LABEL_CHARS) or None,
        )

    @property
    def content(self) -> str:
        """The episode's text: the user's message, then the assistant's answer if any."""
        if self.assistant_response:
            return f"{self.user_message}\n\nAssistant: {self.assistant_response}"
        return self.user_message

    def content_hash(self) -> str:
        """Identity of a turn: the same session, speaker and content is the same turn."""
        parts = (self.session_id or "", self.speaker or "", self.content)
        return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()

    @property
    def valid_from(self) -> datetime:
        return self.occurred_at or datetime.now(UTC)


def _text(name: str, value: str | None, max_chars: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ValidationError(f"{name} must be text")
    if len(value) > max_chars:
        raise ValidationError(f"{name} is {len(value)} characters long; the limit is {max_chars}")
    if has_control_characters(value):
        raise ValidationError(f"{name} contains control characters")
    return value.strip()


def _moment(value: datetime | str | None) -> datetime | None:
    if value is None or isinstance(value, datetime):
        moment = value
    else:
        try:
            moment = datetime.fromisoformat(value)
        except ValueError as exc:
            raise ValidationError(f"occurred_at is not an ISO 8601 time: {value!r}") from exc
    if moment is not None and moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment
