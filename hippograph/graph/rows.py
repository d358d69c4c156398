"""Reading Neo4j rows: temporal values as Python datetimes, JSON strings as data."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

Row = dict[str, Any]


def moment(value: Any) -> datetime | None:
    """A Neo4j ``DateTime`` (or an already native one) as a Python datetime."""
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    return native if isinstance(native, datetime) else None


def json_value(value: Any) -> Any:
    """Metadata is stored as a JSON string; a malformed one is returned as the raw text."""
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value
