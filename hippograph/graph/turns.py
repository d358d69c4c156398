"""An episode's place in its session, as one string that sorts the way turns follow each other.

Turns are ordered by when they happened, then by when they were remembered (a session's turns
often share one time: a conversation dated by its day), then by uid. Recall finds the turns just
before and after a found turn by seeking this key in a range index on (user_id, session_id,
turn_key), instead of sorting the whole session for every hit. Each time is written as
microseconds since the epoch, shifted positive (back to year -1200) and zero-padded, so string
order is time order. Migration ``0008_episode_turns`` computes the same key in Cypher for the
episodes remembered before it.

>>> turn_key(datetime(2023, 5, 8, tzinfo=UTC), datetime(2023, 5, 9, tzinfo=UTC), "ep-1")
'101683504000000000101683590400000000ep-1'
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_SHIFT = 10**17  # microseconds: about 3,170 years
_UNKNOWN = "9" * 18  # a missing time sorts last, as Cypher's ORDER BY puts nulls


def turn_key(occurred_at: datetime | None, created_at: datetime | None, uid: str) -> str:
    return _micros(occurred_at or created_at) + _micros(created_at) + uid


def _micros(at: datetime | None) -> str:
    if at is None:
        return _UNKNOWN
    if at.tzinfo is None:  # naive times are UTC everywhere in HippoGraph
        at = at.replace(tzinfo=UTC)
    return f"{(at - _EPOCH) // timedelta(microseconds=1) + _SHIFT:018d}"
