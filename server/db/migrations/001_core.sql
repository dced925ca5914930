-- Core schema of the reference platform: members, sessions, security state, wallets, account records.
-- Owned by the core server; content tables (games, announcements, ...) start at 002.

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE members (
  id serial PRIMARY KEY,
  username text NOT NULL,
  username_lc text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  payment_password_hash text,
  type integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE',
  nickname text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  country_dialing_code text NOT NULL DEFAULT '',
  mobile_num text NOT NULL DEFAULT '',
  payee_name text NOT NULL DEFAULT '',
  id_number text NOT NULL DEFAULT '',
  qq_num text NOT NULL DEFAULT '',
  facebook text NOT NULL DEFAULT '',
  wechat text NOT NULL DEFAULT '',
  line text NOT NULL DEFAULT '',
  whatsapp text NOT NULL DEFAULT '',
  zalo text NOT NULL DEFAULT '',
  recommender_id text NOT NULL DEFAULT '',
  registered_affiliate_code text NOT NULL DEFAULT '',
  affiliate_code text UNIQUE,
  register_method text NOT NULL DEFAULT 'H5',
  register_url text NOT NULL DEFAULT '',
  vip_label text NOT NULL DEFAULT '',
  currency_symbol text NOT NULL DEFAULT '$',
  first_time_login boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
-- One account per mobile number (when one is given).
CREATE UNIQUE INDEX members_mobile_uq ON members (country_dialing_code, mobile_num) WHERE mobile_num <> '';

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

-- Failed logins, per account (scope 'account') and per address (scope 'ip'), for rate limiting and captcha.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (scope, key, at);

-- Captchas, bound to the client by an httpOnly cookie holding `client_id`; single use.
CREATE TABLE captchas (
  client_id text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SMS codes sent without login (registration, SMS login, password reset). The code is stored as a hash.
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  dev_code text,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, created_at);

-- Wallets: MAIN plus one per game vendor; the site shows their sum (sumBalance).
CREATE TABLE wallets (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  wallet_code text NOT NULL,
  balance numeric(18, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (member_id, wallet_code)
);

CREATE TABLE transactions (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  wallet_code text NOT NULL DEFAULT 'MAIN',
  amount numeric(18, 2) NOT NULL,
  balance_after numeric(18, 2) NOT NULL,
  status text NOT NULL DEFAULT 'SUCCESS',
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_member_idx ON transactions (member_id, created_at DESC);

CREATE TABLE bank_cards (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, account_no)
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender text NOT NULL,
  type integer NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Agent contracts: kind SALARY (daily salary), DIVIDEND, HOURLY; status PENDING until the agent accepts.
CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SALARY', 'DIVIDEND', 'HOURLY')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED')),
  terms jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz
);
CREATE INDEX agent_contracts_member_idx ON agent_contracts (member_id, kind);
