-- A keyed write in progress is owned by one attempt (attempt_id) whose process renews its
-- lease every few seconds while it runs: a retry waits while the lease is live and takes
-- the key over only once it has lapsed (the process died, or could not release the key).
-- Rows pending from before this migration have no lease: their attempt is long gone.
ALTER TABLE idempotency_keys ADD COLUMN attempt_id text;
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
CREATE INDEX idempotency_keys_attempt_idx ON idempotency_keys (attempt_id) WHERE status_code IS NULL;
