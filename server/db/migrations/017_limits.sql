-- Deposit, loss and wager limits (issue 16 tool 1). One row per member, kind and period: the limit in force (NULL:
-- none) and a pending raise or removal waiting out its cooling-off (pending_due_at set; pending_amount NULL with it
-- is a removal). Times are the protection clock's (server/protection/clock.ts).
CREATE TABLE protection_limits (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER')),
  period text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount numeric(18, 2) CHECK (amount > 0),
  pending_amount numeric(18, 2) CHECK (pending_amount > 0),
  pending_requested_at timestamptz,
  pending_due_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- When, on the protection clock, each guarded deposit and bet transaction of a member ran: `tx_at` is the
-- transaction's own now() (the time the deposit, round or order rows of it carry or follow), `at` the clock's time.
-- The rolling windows are measured on `at`; the amounts are read from the deposits, rounds and orders themselves.
CREATE TABLE protection_limit_marks (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'BET')),
  tx_at timestamptz NOT NULL DEFAULT now(),
  at timestamptz NOT NULL
);
CREATE INDEX protection_limit_marks_member_idx ON protection_limit_marks (member_id, kind, at);
