// Claim one tick of a scheduled job: MERGE on the unique (name, due) key, so of several
// schedulers racing for the same tick exactly one creates the node and is told `claimed`.
// Runs older than $before are deleted on the way (they only ever guard their own tick).
MERGE (j:JobRun {name: $job, due: $due})
  ON CREATE SET j.claimed_by = $claimant, j.claimed_at = $now
WITH j, j.claimed_by = $claimant AS claimed
CALL (j) {
  MATCH (old:JobRun {name: j.name}) WHERE old.due < $before
  DELETE old
}
RETURN claimed
