// Hygiene runs: listed per namespace newest first, found by uid for undo; what each changed is
// read by run.
CREATE CONSTRAINT hygiene_run_uid IF NOT EXISTS FOR (r:HygieneRun) REQUIRE r.uid IS UNIQUE;
CREATE RANGE INDEX hygiene_run_user_number IF NOT EXISTS FOR (r:HygieneRun) ON (r.user_id, r.number);
CREATE RANGE INDEX hygiene_run_user_uid IF NOT EXISTS FOR (r:HygieneRun) ON (r.user_id, r.uid);
CREATE RANGE INDEX hygiene_change_user_run IF NOT EXISTS FOR (c:HygieneChange) ON (c.user_id, c.run_uid);
