// Recall finds the turns just before and after a found turn by seeking this index
// (recall/episode_candidates.cypher); the key is made by hippograph/graph/turns.py.
CREATE RANGE INDEX episode_user_session_turn IF NOT EXISTS FOR (e:Episode) ON (e.user_id, e.session_id, e.turn_key);
// The episodes remembered before turn keys existed: the same key as turns.py, in Cypher
// (microseconds since the epoch, shifted positive and zero-padded; a missing time sorts last).
MATCH (e:Episode) WHERE e.turn_key IS NULL
CALL (e) {
  WITH e, [t IN [coalesce(e.occurred_at, e.created_at), e.created_at] |
           coalesce(right('000000000000000000' + toString(100000000000000000 + t.epochMillis * 1000 + t.microsecond % 1000), 18),
                    '999999999999999999')] AS times
  SET e.turn_key = times[0] + times[1] + e.uid
} IN TRANSACTIONS OF 10000 ROWS;
