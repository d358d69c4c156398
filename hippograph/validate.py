"""Input checks every mutation shares: sizes, ids, names, fields, metadata.

Limits are generous for people and tight for abuse; each failure is a ``BAD_INPUT`` naming the
argument. Core: the resolvers and the features (reminders, the Markdown migration) check with the
same limits. A domain id is checked against the domains themselves
(:func:`hippograph.graph.domains.checked_domain_id`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from hippograph.errors import ValidationError
from hippograph.text import has_control_characters

MAX_ID_CHARS = 64
MAX_NAME_CHARS = 200
MAX_FIELD_CHARS = 64
MAX_VALUE_CHARS = 2000
MAX_METADATA_CHARS = 10_000
MAX_ALIASES = 20
MAX_HOPS = 4
FIELD_PATTERN = re.compile(r"^[a-z][a-z0-9_]*$")


def uid(name: str, value: str) -> str:
    """An id argument; a well-formed id that does not exist is NOT_FOUND later, not here."""
    text = value.strip()
    if not text or len(text) > MAX_ID_CHARS or has_control_characters(text):
        raise ValidationError(f"{name} is not an id")
    return text


def text(name: str, value: str, max_chars: int) -> str:
    stripped = value.strip()
    if not stripped:
        raise ValidationError(f"{name} is empty")
    if len(stripped) > max_chars:
        raise ValidationError(f"{name} is {len(stripped)} characters long; the limit is {max_chars}")
    if has_control_characters(stripped):
        raise ValidationError(f"{name} contains control characters")
    return stripped


def field_name(value: str) -> str:
    """Fields are snake_case words: ``"Favourite food"`` → ``favourite_food``."""
    name = re.sub(r"[\s-]+", "_", text("field", value, MAX_FIELD_CHARS).lower())
    if not FIELD_PATTERN.fullmatch(name):
        raise ValidationError(f"field {value!r} must be letters, digits and underscores")
    return name


def unit_interval(name: str, value: float | None) -> float | None:
    if value is not None and not 0.0 <= value <= 1.0:
        raise ValidationError(f"{name} must be between 0 and 1")
    return value


def hops(name: str, value: int) -> int:
    if not 1 <= value <= MAX_HOPS:
        raise ValidationError(f"{name} must be between 1 and {MAX_HOPS}")
    return value


def metadata(value: Any) -> str:
    """Metadata as the JSON string the graph stores."""
    if value is None:
        return "{}"
    if not isinstance(value, dict):
        raise ValidationError("metadata must be a JSON object")
    encoded = json.dumps(value, sort_keys=True)
    if len(encoded) > MAX_METADATA_CHARS:
        raise ValidationError(f"metadata is larger than {MAX_METADATA_CHARS} characters")
    return encoded
