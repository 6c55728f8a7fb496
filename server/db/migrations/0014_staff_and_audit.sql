-- Staff accounts of the owner's console, their sessions, and the audit log of every admin
-- write (docs/decisions/0021-staff-accounts-and-the-audit-log.md).
CREATE TABLE staff (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  name          text NOT NULL,
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'staff')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  disabled_at   timestamptz
);
CREATE UNIQUE INDEX staff_email_idx ON staff (lower(email));

CREATE TABLE staff_sessions (
  id          serial PRIMARY KEY,
  staff_id    int NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Reset codes of staff and of shoppers never stand for each other (one email may be both).
ALTER TABLE password_otps ADD COLUMN realm text NOT NULL DEFAULT 'shopper' CHECK (realm IN ('shopper', 'staff'));

-- Who (a staff account, or the admin token: staff_id NULL), what, before, after, when.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  staff_id    int REFERENCES staff (id),
  actor_email text NOT NULL,
  action      text NOT NULL,
  entity      text NOT NULL,
  entity_id   text NOT NULL DEFAULT '',
  before      jsonb,
  after       jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
