-- The member's profile (issue 15 item 5): the label-only fields of spec §3, the head icon, and codes sent to an
-- email address before it is stored (kept like SMS codes: a hash bound to the address, an expiry, 5 tries).

ALTER TABLE members ADD COLUMN birthday date;
ALTER TABLE members ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN nationality text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN occupation text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN source_of_income text NOT NULL DEFAULT '';
-- A preset's id ('preset:<id>') or an uploaded file's name under <data>/head-icons ('upload:<file>'); '' = default.
ALTER TABLE members ADD COLUMN head_icon text NOT NULL DEFAULT '';

CREATE TABLE email_codes (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  dev_code text,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX email_codes_member_idx ON email_codes (member_id, created_at);
