-- Housekeeping (server/db/housekeeping.ts): a lease so one instance at a time deletes what
-- has expired, and indexes so it finds expired sessions and codes without a full scan.
CREATE TABLE job_leases (
  name        text PRIMARY KEY,
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX password_otps_expires_idx ON password_otps (expires_at);
