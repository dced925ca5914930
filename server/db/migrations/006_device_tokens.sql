-- Remembered login without the password (issue 12 finding 6). A device that ticked "remember" holds a random
-- 256-bit token; the server keeps only its SHA-256. Each use rotates it: the used row is marked rotated and a new row
-- of the same family is issued. A rotated token presented again means a copy is in other hands: the whole family is
-- revoked. Password change, password reset and "forget this device" revoke tokens too.
CREATE TABLE device_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX device_tokens_member_idx ON device_tokens (member_id);
CREATE INDEX device_tokens_family_idx ON device_tokens (family_id);

-- How a session was opened ('password', 'sms', 'device', 'trial'; '' for older rows): a session opened by a password
-- login a short while ago proves the password, so change-password may leave the old password out.
ALTER TABLE sessions ADD COLUMN auth_method text NOT NULL DEFAULT '';
