"""Checks on what a request carries before anything parses or stores it.

Hostile inputs are stopped by what is *read*, not by what is declared: the nesting depth of a
JSON body is measured on its bytes before ``json.loads`` (whose recursion a body nested 100,000
deep would exhaust), and every string that reaches a resolver must be proper Unicode (a lone
surrogate such as ``"\\ud800"`` survives JSON decoding but cannot be encoded, stored or sent back).

>>> json_depth(b'{"a": [1, {"b": "[[["}]}')
3
>>> check_value({"a": ["ok", "\\ud800"]}, max_depth=8)
Traceback (most recent call last):
...
hippograph.errors.ValidationError: a string input is not valid Unicode (a lone surrogate)
"""

from __future__ import annotations

import re
from itertools import accumulate
from typing import Any

from hippograph.errors import ValidationError

MAX_JSON_DEPTH = 32  # a request's variables and a JSON argument: generous for metadata objects
_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(rb"[^\[\]{}]+")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\x02\x02")
_SURROGATE = re.compile("[\ud800-\udfff]")


def json_depth(raw: bytes) -> int:
    """The deepest nesting of objects and arrays in a JSON text, counted without parsing it
    (brackets inside strings do not count); malformed text gives some number, parsing then fails."""
    brackets = _NOT_BRACKETS.sub(b"", _STRINGS.sub(b"", raw)).translate(_STEP)
    return max(accumulate(1 if step == 1 else -1 for step in brackets), default=0)


def has_lone_surrogate(text: str) -> bool:
    """True when ``text`` holds a surrogate code point: not Unicode text, only UTF-16 debris.

    >>> has_lone_surrogate("a\\ud800"), has_lone_surrogate("🦛")
    (True, False)
    """
    return _SURROGATE.search(text) is not None


def check_value(value: Any, max_depth: int = MAX_JSON_DEPTH) -> None:
    """``BAD_INPUT`` unless every string in ``value`` (and its dict keys, lists, nested values) is
    proper Unicode and nothing is nested deeper than ``max_depth``."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if has_lone_surrogate(item):
                raise ValidationError("a string input is not valid Unicode (a lone surrogate)")
            continue
        if isinstance(item, dict | list):
            if depth >= max_depth:
                raise ValidationError(f"an input is nested deeper than {max_depth} levels")
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)


def check_json_body(raw: bytes, max_depth: int = MAX_JSON_DEPTH) -> None:
    """``BAD_INPUT`` for a JSON body nested deeper than ``max_depth`` (plus the envelope's level)."""
    if json_depth(raw) > max_depth + 1:
        raise ValidationError(f"the request is nested deeper than {max_depth} levels")
