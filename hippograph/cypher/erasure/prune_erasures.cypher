// Erasure records every process has long since read: they name only a namespace, kept no longer.
MATCH (e:Erasure) WHERE e.at < $before
DELETE e
RETURN count(e) AS pruned
