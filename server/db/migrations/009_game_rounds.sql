-- Game rounds of the demo provider (issue 14): one row per round, written by the platform's wallet calls that the
-- provider makes (bet opens it, settle closes it). `outcome` is the provider's draw (reels or crash point, and the
-- win it decided), stored at the bet so an interrupted round settles the same way when the player comes back.
-- Trial rounds (free credit) are flagged and kept off the winner board and turnover.
CREATE TABLE game_rounds (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  bet numeric(18, 2) NOT NULL CHECK (bet > 0),
  win numeric(18, 2) NOT NULL DEFAULT 0 CHECK (win >= 0),
  status text NOT NULL CHECK (status IN ('OPEN', 'SETTLED')),
  outcome jsonb NOT NULL,
  trial boolean NOT NULL,
  language text NOT NULL DEFAULT 'EN',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, created_at DESC);
-- At most one unsettled round per player and game: a launch resumes it instead of betting again.
CREATE UNIQUE INDEX game_rounds_open_idx ON game_rounds (member_id, node_id) WHERE status = 'OPEN';
-- The winner board reads real big wins.
CREATE INDEX game_rounds_big_win_idx ON game_rounds (win DESC) WHERE status = 'SETTLED' AND NOT trial;
