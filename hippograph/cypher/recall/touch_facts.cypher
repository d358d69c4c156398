// Recall feedback: each fact was returned `count` times since the last write, the last time at
// `at`. Rows of several recalls and users come together (hippograph/recall/access.py); each row
// names its own namespace. The write is held back (up to a second) and may land after a later
// edit of the same fact (a decay run, an import setting `last_accessed`): it only ever moves
// `last_accessed` forwards and only ever adds to the count. Each row's time comes as microseconds
// since the epoch (`at_us`): the driver turns a Python datetime into a Bolt one slowly (a fraction
// of a millisecond each, up to twenty a recall), Cypher builds it from a number at no cost.
UNWIND $rows AS row
MATCH (f:Fact {user_id: row.user_id, uid: row.uid})
WITH f, row, datetime({epochSeconds: row.at_us / 1000000, nanosecond: row.at_us % 1000000 * 1000}) AS at
SET f.access_count = coalesce(f.access_count, 0) + CASE WHEN row.count > 0 THEN row.count ELSE 0 END,
    f.last_accessed = CASE WHEN f.last_accessed IS NULL OR f.last_accessed < at THEN at
                           ELSE f.last_accessed END
