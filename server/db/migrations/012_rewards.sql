-- Points and the reward centre (issue 15 item 3).
-- Points are a member's own ledger: one row per settled round that earned them (unique by round, so the lazy
-- accrual on read is idempotent) and one row per exchange (negative). The balance is their sum.
CREATE TABLE points_entries (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ROUND', 'EXCHANGE')),
  points integer NOT NULL,
  -- the round's bet (ROUND rows): the turnover accrued so far decides the next round's points
  turnover numeric(18, 2) NOT NULL DEFAULT 0,
  round_id text UNIQUE REFERENCES game_rounds (id) ON DELETE CASCADE,
  exchange_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'ROUND') = (round_id IS NOT NULL))
);
CREATE INDEX points_entries_member_idx ON points_entries (member_id, id DESC);

-- Points turned into bonus money: the journal row (kind POINTS_EXCHANGE) refers to it.
CREATE TABLE points_exchanges (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What a reward is; its title is a key the site translates (title_en is the fallback text).
CREATE TABLE reward_definitions (
  code text PRIMARY KEY,
  title_key text NOT NULL,
  title_en text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  -- a granted reward expires this many days after it was granted (NULL: never)
  valid_days integer CHECK (valid_days > 0),
  -- how members get it: ONCE (on first read), WEEKLY (one per ISO week, on read), POINTS (once the member has
  -- earned threshold points), MANUAL (the dev helper or an operator)
  grant_rule text NOT NULL CHECK (grant_rule IN ('ONCE', 'WEEKLY', 'POINTS', 'MANUAL')),
  threshold integer NOT NULL DEFAULT 0
);
INSERT INTO reward_definitions (code, title_key, title_en, amount, valid_days, grant_rule, threshold) VALUES
  ('WELCOME', 'welcome', 'Welcome bonus', 8.00, NULL, 'ONCE', 0),
  ('WEEKLY', 'weekly', 'Weekly bonus', 5.00, 7, 'WEEKLY', 0),
  ('POINTS_100', 'pointsMilestone', '100 points milestone', 10.00, 30, 'POINTS', 100),
  ('SPECIAL', 'special', 'Special bonus', 20.00, 14, 'MANUAL', 0);

-- A reward granted to a member: one per (member, definition, grant key); claimed once (claimed_at).
CREATE TABLE member_rewards (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES reward_definitions (code),
  grant_key text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  expires_at timestamptz,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, code, grant_key)
);
CREATE INDEX member_rewards_member_idx ON member_rewards (member_id, id DESC);
