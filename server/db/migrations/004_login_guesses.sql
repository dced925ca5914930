-- Secret guesses (issue 12): a try is written before its secret is checked, as `pending`. A right secret deletes it,
-- a wrong one settles it (`pending = false`). Limits count every row, so parallel guesses cannot pass them; the
-- captcha switch counts settled failures only, so a correct login that is still being checked never asks for it.
ALTER TABLE login_failures ADD COLUMN pending boolean NOT NULL DEFAULT false;

-- The login encryption key pair and the secret that signs login nonces, shared by every server process on this
-- database (a login encrypted with the key one process served decrypts on another). One row: the first process to
-- start makes it.
CREATE TABLE login_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  private_key_pem text NOT NULL,
  public_key_pem text NOT NULL,
  nonce_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Login nonces already used (each is signed, carries its expiry, and is good for one login); kept until they expire.
CREATE TABLE used_login_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_login_nonces_expiry_idx ON used_login_nonces (expires_at);
