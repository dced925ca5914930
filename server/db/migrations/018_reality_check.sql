-- Reality checks (issue 16 tool 2). The member's interval in minutes (0 is off); a member without a row has the site
-- config's default. `updated_at` is the protection clock's time.
CREATE TABLE reality_check_settings (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  interval_minutes integer NOT NULL CHECK (interval_minutes >= 0 AND interval_minutes <= 1440),
  updated_at timestamptz NOT NULL
);

-- The play of one login session: play time counts from its first bet (`started_at`, protection clock); its net
-- position sums the member's journal rows of play after `journal_after` (the last journal id before that bet); the
-- next check is due one interval after `last_answered_at` (or `started_at`). Goes with the session.
CREATE TABLE reality_check_sessions (
  token_hash text PRIMARY KEY REFERENCES sessions (token_hash) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  journal_after bigint NOT NULL,
  last_answered_at timestamptz
);
CREATE INDEX reality_check_sessions_member_idx ON reality_check_sessions (member_id);
