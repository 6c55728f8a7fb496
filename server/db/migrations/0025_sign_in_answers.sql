-- The console's sign-in answers held by Idempotency-Key carry a live session token: they are
-- kept minutes, not the 48 hours of other answers (server/admin/admin-idempotency.ts,
-- docs/decisions/0010-idempotency.md). This index lets housekeeping and signing out find them
-- without reading every stored answer.
CREATE INDEX idempotency_keys_sign_in_idx ON idempotency_keys (created_at) WHERE call_name = 'admin POST /admin/api/auth/login';
