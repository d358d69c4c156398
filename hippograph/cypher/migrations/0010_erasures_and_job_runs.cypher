// Erasures (forgetMe, forgetEntity, forgetFact) are recorded so that every service process purges
// its in-process copies (hippograph/erasure.py); each process reads the new ones by this index.
CREATE RANGE INDEX erasure_at IF NOT EXISTS FOR (e:Erasure) ON (e.at);
// One run of a scheduled job per tick across every service process (hippograph/jobs.py): the
// scheduler that creates the (name, due) node runs it; the others find it and skip.
CREATE CONSTRAINT job_run_key IF NOT EXISTS FOR (j:JobRun) REQUIRE (j.name, j.due) IS UNIQUE;
