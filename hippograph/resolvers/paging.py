"""Relay-style paging: ``first`` and an opaque ``after`` cursor, capped by a setting.

Cursors encode an offset into a stable order (every listing sorts on a unique key last), so a
cursor stays meaningful between requests as long as nothing is inserted before it.

>>> Page.of(first=2, after=encode_cursor(3), max_size=10)
Page(offset=4, first=2)
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

from hippograph.errors import ValidationError

_PREFIX = "offset:"
DEFAULT_PAGE_SIZE = 20
MAX_OFFSET = 10**9  # far past any listing; beyond it an offset is an attack on the integer types
MAX_CURSOR_CHARS = 64


def encode_cursor(offset: int) -> str:
    return base64.urlsafe_b64encode(f"{_PREFIX}{offset}".encode()).decode()


def decode_cursor(cursor: str) -> int:
    if len(cursor) > MAX_CURSOR_CHARS:
        raise ValidationError("invalid cursor (too long)")
    try:
        text = base64.urlsafe_b64decode(cursor.encode()).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError) as exc:
        raise ValidationError(f"invalid cursor {cursor!r}") from exc
    digits = text[len(_PREFIX) :]
    if not text.startswith(_PREFIX) or not digits.isascii() or not digits.isdigit():
        raise ValidationError(f"invalid cursor {cursor!r}")
    offset = int(digits)
    if offset > MAX_OFFSET:
        raise ValidationError(f"invalid cursor {cursor!r} (offset out of range)")
    return offset


@dataclass(frozen=True)
class Page:
    offset: int
    first: int

    @classmethod
    def of(cls, first: int | None, after: str | None, max_size: int) -> Page:
        size = DEFAULT_PAGE_SIZE if first is None else first
        if not 1 <= size <= max_size:
            raise ValidationError(f"first must be between 1 and {max_size}")
        offset = 0 if after is None else decode_cursor(after) + 1
        return cls(offset, min(size, max_size))
