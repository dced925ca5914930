-- The security centre (issue 15): each session's device and an opaque id to name it by; the forced password change.
-- A session is shown as a device label parsed from the User-Agent ("Chrome on Android"), never the raw header. Its
-- `public_id` names it in the API (sign out one): the token hash stays a server secret.
ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN public_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX sessions_public_id_uq ON sessions (public_id);

-- A password the operator issued must be changed at the next login; a password older than the site config's
-- member.passwordMaxAgeDays must be changed too. Existing passwords count from the account's creation.
ALTER TABLE members ADD COLUMN password_must_change boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN password_changed_at timestamptz;
UPDATE members SET password_changed_at = created_at;
ALTER TABLE members ALTER COLUMN password_changed_at SET DEFAULT now();
ALTER TABLE members ALTER COLUMN password_changed_at SET NOT NULL;

-- The operator's account decisions (a member created, a password reset), with who, when and from where.
CREATE TABLE member_admin_actions (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('CREATE_MEMBER', 'RESET_PASSWORD')),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_admin_actions_member_idx ON member_admin_actions (member_id);
