-- The ledger (issue 14): `transactions` is the journal. Every balance change is one row whose amount is the change
-- and whose balance_after is the wallet's balance after it; ref_kind/ref_id name what moved the money (a deposit,
-- withdrawal, transfer, round, lottery order). A wallet's journal sums to its balance (npm run ledger:check).
ALTER TABLE transactions ADD COLUMN ref_kind text NOT NULL DEFAULT '';
ALTER TABLE transactions ADD COLUMN ref_id text NOT NULL DEFAULT '';
CREATE INDEX transactions_ref_idx ON transactions (ref_kind, ref_id);

-- Idempotency keys: a money call retried with the same key returns the first answer and moves nothing twice.
CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, scope, key)
);

-- Shared secrets of the money stand-ins (gateway callback, provider wallet calls, launch tickets): made once at
-- random and shared by every server process on this database; an environment variable overrides each.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ids of deposits (D…) and withdrawals (W…): short, readable on the phone and in the operator's list.
CREATE SEQUENCE money_ref_seq START 100001;

-- Deposits: created PENDING; a gateway's signed callback or the operator decides them; a pending one past
-- expires_at is EXPIRED (decided lazily on read). The balance moves only on approval (journal DEPOSIT, BONUS).
CREATE TABLE deposits (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel text NOT NULL,
  channel_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bank', 'gateway', 'crypto')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  fee numeric(18, 2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  bonus numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  promotion_id text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
  reference_code text NOT NULL,
  pay_to jsonb,
  reason text NOT NULL DEFAULT '',
  gateway_ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_pending_idx ON deposits (expires_at) WHERE status = 'PENDING';

-- Proof images of bank deposits (png or jpg, at most 5 MB and 3 per deposit), kept in the database with it.
CREATE TABLE deposit_proofs (
  id serial PRIMARY KEY,
  deposit_id text NOT NULL REFERENCES deposits (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_proofs_deposit_idx ON deposit_proofs (deposit_id);

-- Withdrawals: the amount leaves MAIN when asked (journal WITHDRAW, held); the operator approves (paid out) or
-- rejects (journal WITHDRAW_REFUND). The bank card is copied: a card removed later does not change the record.
CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  bank_card_id integer,
  bank_name text NOT NULL DEFAULT '',
  account_name text NOT NULL DEFAULT '',
  account_no text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_pending_idx ON withdrawals (created_at) WHERE status = 'PENDING';

-- Every decision on a deposit or withdrawal: who (operator name, 'gateway', 'expiry'), when, what, from where.
CREATE TABLE money_decisions (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('APPROVE', 'REJECT', 'EXPIRE')),
  target_kind text NOT NULL CHECK (target_kind IN ('DEPOSIT', 'WITHDRAWAL')),
  target_id text NOT NULL,
  member_id integer NOT NULL,
  amount numeric(18, 2) NOT NULL,
  reason text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX money_decisions_target_idx ON money_decisions (target_kind, target_id);

-- Backfill 1: withdrawals asked before this migration (a WITHDRAW row without reference) become pending
-- withdrawals the operator can decide.
INSERT INTO withdrawals (id, member_id, amount, status, reason, created_at)
SELECT 'W0' || t.id, t.member_id, -t.amount, 'PENDING', '', t.created_at
  FROM transactions t WHERE t.kind = 'WITHDRAW' AND t.ref_id = '' AND t.amount < 0;
UPDATE transactions SET ref_kind = 'WITHDRAWAL', ref_id = 'W0' || id
 WHERE kind = 'WITHDRAW' AND ref_id = '' AND amount < 0;

-- Backfill 2: a wallet whose balance was set outside the journal gets one OPENING row, so every wallet's journal
-- sums to its balance from here on.
INSERT INTO transactions (member_id, kind, wallet_code, amount, balance_after, status, remark, ref_kind, ref_id)
SELECT w.member_id, 'OPENING', w.wallet_code, w.balance - coalesce(j.total, 0), w.balance, 'SUCCESS',
       'Balance before the journal', 'ADJUSTMENT', 'opening'
  FROM wallets w
  LEFT JOIN (SELECT member_id, wallet_code, sum(amount) AS total FROM transactions GROUP BY member_id, wallet_code) j
    ON j.member_id = w.member_id AND j.wallet_code = w.wallet_code
 WHERE w.balance <> coalesce(j.total, 0);
