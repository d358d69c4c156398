// Benchmark: sample again every index whose statistics are out of date (after a bulk load or delete),
// so the planner sees the database as it now is.
CALL db.resampleOutdatedIndexes()
