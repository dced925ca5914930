-- VIP upgrade bonuses (issue 15 item 2): one row per member and level reached by play, written in the same
-- transaction as the bonus's journal row (kind VIP_BONUS), so a level's bonus is paid exactly once.
CREATE TABLE vip_upgrades (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  level integer NOT NULL,
  name text NOT NULL,
  bonus numeric(18, 2) NOT NULL CHECK (bonus >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, level)
);
-- The leaderboard sums the wins of settled rounds by the time they settled.
CREATE INDEX game_rounds_settled_idx ON game_rounds (settled_at) WHERE status = 'SETTLED' AND NOT trial;
