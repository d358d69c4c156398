// Import: what a namespace holds beyond its two fixed entities. The service creates those on first
// use (a recall is enough), linked by SERVES only; anything more is memory an import must not mix
// with. API keys are credentials, not memory: they do not count.
CALL () {
  MATCH (n)
  WHERE n.user_id = $user_id AND NOT n:ApiKey AND NOT n:HygieneRun AND NOT n:HygieneChange AND NOT (n:Entity AND n.role IS NOT NULL)
  RETURN count(n) AS other
}
CALL () {
  MATCH (e:Entity {user_id: $user_id})-[r]-()
  WHERE e.role IS NOT NULL AND type(r) <> 'SERVES'
  RETURN count(r) AS links
}
RETURN other + links AS held
