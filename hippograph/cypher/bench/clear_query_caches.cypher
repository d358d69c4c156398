// Benchmark: forget every cached plan, so the next run of each statement plans on today's statistics.
CALL db.clearQueryCaches()
