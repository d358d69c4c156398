// Benchmark: some of a namespace's facts (bench/recall_profile.py writes their access counts).
MATCH (f:Fact {user_id: $user_id})
RETURN f.uid AS uid
LIMIT $n
