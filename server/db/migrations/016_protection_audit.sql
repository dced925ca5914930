-- Player protection's audit trail (issue 16): each change of a limit, time-out, exclusion or reality-check setting
-- and each refusal one causes. `at` is the server clock's time (server/protection/clock.ts), given by the writer.
CREATE TABLE protection_audit (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  tool text NOT NULL,
  action text NOT NULL,
  old_value jsonb,
  new_value jsonb,
  source text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX protection_audit_member_idx ON protection_audit (member_id, at DESC);
