// `hippograph stats`: the namespace's nodes per label (an entity counts under Entity and its type).
MATCH (n)
WHERE n.user_id = $user_id AND NOT n:ApiKey
UNWIND labels(n) AS label
RETURN label, count(*) AS count
ORDER BY count DESC, label
