// `hippograph export`: what the namespace holds, counted without the label list the export pages
// through (transfer/export_nodes), so a node or relationship the export would miss stops it rather
// than being dropped. Relationships are counted once: those leaving its nodes, those reaching them
// from outside. API keys are credentials, not memory: they stay out; so do hygiene runs (a log of
// jobs, kept for undo: an undone run must give back the export it changed, exactly).
MATCH (n)
WHERE n.user_id = $user_id AND NOT n:ApiKey AND NOT n:HygieneRun AND NOT n:HygieneChange
CALL (n) {
  OPTIONAL MATCH (n)-[r]->()
  RETURN count(r) AS outgoing
}
CALL (n) {
  OPTIONAL MATCH (m)-[r]->(n)
  WHERE m.user_id IS NULL OR m.user_id <> $user_id
  RETURN count(r) AS incoming
}
RETURN count(n) AS nodes, coalesce(sum(outgoing) + sum(incoming), 0) AS relationships
