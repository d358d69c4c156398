// Recall feedback: each fact was returned `count` times since the last write, the last time at
// `at`. Rows of several recalls and users come together (hippograph/recall/access.py); each row
// names its own namespace.
UNWIND $rows AS row
MATCH (f:Fact {user_id: row.user_id, uid: row.uid})
SET f.access_count = coalesce(f.access_count, 0) + row.count, f.last_accessed = row.at
