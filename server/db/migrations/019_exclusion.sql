-- Time-out and self-exclusion (issue 16 tools 3 and 4): the account's current block, one row per member. A new block
-- replaces it only when it ends no sooner (server/protection/exclusion/state.ts); `until` NULL is permanent. Times
-- are the protection clock's. Every change is also in protection_audit.
CREATE TABLE protection_exclusions (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('TIME_OUT', 'SELF_EXCLUSION')),
  period text NOT NULL,
  started_at timestamptz NOT NULL,
  until timestamptz
);
