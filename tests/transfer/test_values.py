"""Typed property values survive JSON: checked against what Neo4j itself stores and returns."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hippograph.errors import InvalidIdentifierError, ValidationError
from hippograph.graph.driver import Database
from hippograph.transfer.fileformat import check_labels, check_relationship_type
from hippograph.transfer.values import decode, encode

VALUES = (
    "RETURN [datetime('2024-01-01T00:00:00.123456789[Europe/Paris]'), datetime('2024-03-01T10:00+02:00'),"
    " datetime({epochMillis: 0}), localdatetime('2024-05-01T09:30:00.5'), date('2024-02-29'),"
    " time('09:30:00+01:00'), localtime('23:59:59.999999999'), duration('P1Y2M3DT4H5M6.007S'),"
    " 1.0, 1, -0.0, 1e300, 'text', true, [1.5, 2.0], [1, 2], ['a', 'b'], []] AS values"
)


async def test_every_value_comes_back_as_neo4j_stored_it(db: Database) -> None:
    stored = (await db.run_statement(VALUES))[0]["values"]
    back = [decode(item) for item in json.loads(json.dumps(encode(stored)))]
    # One value a query: the driver cannot send a list mixing these types in one parameter.
    for before, after in zip(stored, back, strict=True):
        same = await db.run_statement(
            "RETURN $a = $b AND valueType($a) = valueType($b) AS same", a=before, b=after
        )
        assert same[0]["same"], (before, after)


def test_ints_and_floats_stay_apart() -> None:
    assert type(decode(json.loads(json.dumps(encode(1.0))))) is float
    assert type(decode(json.loads(json.dumps(encode(1))))) is int
    assert decode(encode(float("nan"))) != decode(encode(float("nan")))  # NaN, by a tag
    assert encode(float("-inf")) == {"$float": "-Infinity"}


@pytest.mark.parametrize(
    "bad",
    [None, {"a": 1}, {"$date": 5}, {"$date": "yesterday"}, [[1]], [1, "a"], [1, 1.5], {"$date": "2024-01-01", "$zone": "UTC"},
     {"$datetime": "2024-01-01T00:00:00"}, {"$datetime": "2024-01-01T00:00:00+00:00", "$zone": "Nowhere/City"}],
)  # fmt: skip
def test_malformed_values_are_rejected(bad: Any) -> None:
    with pytest.raises(ValidationError):
        decode(bad)


@pytest.mark.parametrize(
    "label", ["ApiKey", "Domain", "Migration", "fact", "Fact:Admin", "Fact`) DETACH", "", 3]
)
def test_labels_off_the_vocabulary_are_rejected(label: Any) -> None:
    with pytest.raises(InvalidIdentifierError):
        check_labels(["Entity", label])


@pytest.mark.parametrize("name", ["works_at", "KNOWS]->(x) DETACH DELETE x //", "A", None, "HAS-PET"])
def test_relationship_types_must_be_canonical_and_safe(name: Any) -> None:
    with pytest.raises(InvalidIdentifierError):
        check_relationship_type(name)


def test_model_and_user_relationship_types_pass() -> None:
    assert [check_relationship_type(t) for t in ("ABOUT", "SERVES", "WORKS_AT", "MENTORS")] == [
        "ABOUT",
        "SERVES",
        "WORKS_AT",
        "MENTORS",
    ]
