"""Neo4j property values as JSON, and back, without losing their type.

Strings, booleans, integers and finite floats are plain JSON: ``json`` writes a float with a point
or an exponent (``1.0``, ``1e+20``) and reads it back as a float, so ints and floats stay apart.
What JSON cannot say is an object with one ``$``-tag::

    {"$datetime": "2024-05-01T09:30:00.123456789+00:00", "$zone": "Europe/Paris"}  zone optional
    {"$localdatetime": "2024-05-01T09:30:00"}    {"$date": "2024-05-01"}
    {"$time": "09:30:00+01:00"}   {"$localtime": "09:30:00"}   {"$duration": "P1Y2DT3.5S"}
    {"$float": "NaN"}             (also "Infinity" and "-Infinity")

A list is a JSON array of such values, all of one type (Neo4j's lists are homogeneous and flat).
Points are not supported: HippoGraph stores none.

>>> decode(encode(1.0)), decode(encode(1))
(1.0, 1)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytz  # the driver's own zone type, see _tagged
from neo4j.time import Date, DateTime, Duration, Time

from hippograph.errors import ValidationError

Scalar = str | bool | int | float | Date | DateTime | Time | Duration
_NON_FINITE = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}


def encode(value: Any) -> Any:
    """The JSON form of a property value as the Neo4j driver returns it."""
    if isinstance(value, list):
        return [encode(item) for item in value]
    if isinstance(value, str | bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$float": _float_name(value)}
    if isinstance(value, DateTime):
        if value.tzinfo is None:
            return {"$localdatetime": value.iso_format()}
        zone = getattr(value.tzinfo, "zone", None) or getattr(value.tzinfo, "key", None)
        # Only a named zone is kept by name: an offset is already in the ISO text.
        return {"$datetime": value.iso_format(), **({"$zone": zone} if zone else {})}
    if isinstance(value, Date):
        return {"$date": value.iso_format()}
    if isinstance(value, Time):
        return {"$time" if value.tzinfo is not None else "$localtime": value.iso_format()}
    if isinstance(value, Duration):
        return {"$duration": value.iso_format()}
    raise ValidationError(f"cannot export a property of type {type(value).__name__}")


def _float_name(value: float) -> str:
    return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")


def decode(value: Any) -> Scalar | list[Scalar]:
    """The driver value for a JSON form made by :func:`encode`; :class:`ValidationError` if it is
    not one (a nested list, a mixed list, an unknown tag, a JSON null)."""
    if isinstance(value, list):
        items = [_scalar(item) for item in value]
        if len({type(item) for item in items}) > 1:
            raise ValidationError(f"a list mixes types: {value!r:.80}")
        return items
    return _scalar(value)


def _scalar(value: Any) -> Scalar:
    if isinstance(value, str | bool | int | float):
        return value
    if isinstance(value, dict):
        return _tagged(value)
    raise ValidationError(f"not a property value: {value!r:.80}")


def _tagged(value: dict[str, Any]) -> Scalar:
    tags = [key for key in value if key in _PARSERS]
    extra = set(value) - {*tags, "$zone"}
    if len(tags) != 1 or extra or ("$zone" in value and tags != ["$datetime"]):
        raise ValidationError(f"not a tagged property value: {value!r:.80}")
    text = value[tags[0]]
    if not isinstance(text, str):
        raise ValidationError(f"{tags[0]} must be text: {value!r:.80}")
    try:
        parsed = _PARSERS[tags[0]](text)
    except (ValueError, KeyError) as exc:
        raise ValidationError(f"unreadable {tags[0]} {text!r}") from exc
    zone = value.get("$zone")
    if zone is None:
        return parsed
    if not isinstance(zone, str) or not isinstance(parsed, DateTime):
        raise ValidationError(f"$zone must be text: {value!r:.80}")
    # A pytz zone, as the driver itself returns: the driver asks the zone for the offset of its
    # own DateTime type, which zoneinfo's C implementation does not check and can crash on.
    try:
        return parsed.astimezone(pytz.timezone(zone))
    except (pytz.UnknownTimeZoneError, ValueError) as exc:
        raise ValidationError(f"unknown time zone {zone!r}") from exc


def _temporal(kind: type[DateTime] | type[Time], *, zoned: bool) -> Callable[[str], Scalar]:
    """A parser of ``kind`` that insists on an offset (``zoned``) or on none: the tag says which."""

    def parse(text: str) -> Scalar:
        parsed = kind.from_iso_format(text)
        if (parsed.tzinfo is not None) != zoned:
            raise ValueError("no offset" if zoned else "an offset")
        return parsed

    return parse


_PARSERS: dict[str, Callable[[str], Scalar]] = {
    "$datetime": _temporal(DateTime, zoned=True),
    "$localdatetime": _temporal(DateTime, zoned=False),
    "$date": Date.from_iso_format,
    "$time": _temporal(Time, zoned=True),
    "$localtime": _temporal(Time, zoned=False),
    "$duration": Duration.from_iso_format,
    "$float": lambda text: _NON_FINITE[text],
}
