-- Account verification (issue 15, spec §4): NOT_SIGNED -> UNDER_REVIEW -> VERIFIED, or back to NOT_SIGNED with the
-- operator's reason. The ID images live on disk under the data directory (DATA_DIR/verification/<member>/); this
-- table only knows which sides were uploaded. Every decision is audited with who, when and from where.
CREATE TABLE member_verifications (
  member_id integer PRIMARY KEY REFERENCES members (id),
  status text NOT NULL DEFAULT 'NOT_SIGNED' CHECK (status IN ('NOT_SIGNED', 'UNDER_REVIEW', 'VERIFIED')),
  reason text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_verifications_pending_idx ON member_verifications (submitted_at) WHERE status = 'UNDER_REVIEW';
CREATE TABLE verification_documents (
  member_id integer NOT NULL REFERENCES members (id),
  side text NOT NULL CHECK (side IN ('front', 'back', 'selfie')),
  content_type text NOT NULL,
  size integer NOT NULL,
  file_name text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, side)
);
CREATE TABLE verification_decisions (
  id serial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('APPROVE', 'REJECT')),
  member_id integer NOT NULL REFERENCES members (id),
  reason text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_decisions_member_idx ON verification_decisions (member_id, id);
