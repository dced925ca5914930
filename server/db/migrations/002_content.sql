-- Content schema of the reference platform: vendors and games, favourites and recent games, announcements
-- (banners are the type-B announcements) with read marks, help items per language, the winner board, inbox
-- messages with read marks, chat unread counts and lottery orders. Customer-service entries live in the site
-- config (server/config/site-config.json, `customerService`), not here.

CREATE TABLE vendors (
  vassalage text PRIMARY KEY,
  vendor_code text NOT NULL,
  display_name text NOT NULL,
  account_type_name text NOT NULL,
  color text NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL
);

CREATE TABLE games (
  node_id integer PRIMARY KEY,
  game_name text NOT NULL,
  node_name text NOT NULL,
  vassalage text NOT NULL REFERENCES vendors (vassalage),
  vendor_code text NOT NULL,
  game_type text NOT NULL,
  game_classify text NOT NULL DEFAULT '',
  game_classify_new text NOT NULL DEFAULT '',
  game_category text NOT NULL,
  game_id text NOT NULL,
  game_code text NOT NULL DEFAULT '',
  game_group_id text NOT NULL DEFAULT '',
  room_id text NOT NULL DEFAULT '',
  tel_node_id text NOT NULL DEFAULT '',
  lotto_mode text NOT NULL DEFAULT '',
  support_play smallint NOT NULL DEFAULT 1,
  is_game_h5 text NOT NULL DEFAULT '1',
  game_count integer NOT NULL DEFAULT 0,
  min_bet numeric(12, 2) NOT NULL DEFAULT 0,
  min_line integer NOT NULL DEFAULT 0,
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  sort_weight integer NOT NULL DEFAULT 0,
  -- Every gameType the game is listed under (its own type, its category, MEGAWAY, FEATUREBUY, CRASH, NEW, ...).
  categories text[] NOT NULL DEFAULT '{}',
  icon_url text NOT NULL,
  large_icon_url text NOT NULL
);
CREATE INDEX games_vendor_idx ON games (vassalage);
CREATE INDEX games_categories_idx ON games USING gin (categories);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

CREATE TABLE favourites (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, played_at DESC);

-- promotion_type: A, PL, B (banner: group_name + image_url), PU, PR. execution: A (members), B (visitors),
-- F (members on their first login).
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  promotion_type text NOT NULL CHECK (promotion_type IN ('A', 'PL', 'B', 'PU', 'PR')),
  execution text NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  group_name text NOT NULL DEFAULT '',
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  link_url text NOT NULL DEFAULT '',
  start_date date NOT NULL,
  end_date date,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE announcement_reads (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE help_items (
  id serial PRIMARY KEY,
  lang text NOT NULL,
  item_key text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (lang, item_key)
);

CREATE TABLE winners (
  id serial PRIMARY KEY,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  win_amount numeric(18, 2) NOT NULL,
  won_at timestamptz NOT NULL
);

-- Inbox messages: member_id NULL is a message to every member.
CREATE TABLE inbox_messages (
  id serial PRIMARY KEY,
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (member_id, created_at DESC);

CREATE TABLE inbox_reads (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  message_id integer NOT NULL REFERENCES inbox_messages (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);

-- Live-chat unread counts (the chat itself is a demo page); a member without a row has 0, except that
-- seeded members get a greeting count.
CREATE TABLE chat_unread (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  unread integer NOT NULL DEFAULT 0 CHECK (unread >= 0)
);

CREATE TABLE lottery_orders (
  order_no text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id),
  bet_amount numeric(18, 2) NOT NULL,
  win_amount numeric(18, 2) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('PENDING', 'WON', 'LOST', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_orders_member_idx ON lottery_orders (member_id, created_at DESC);

CREATE TABLE lottery_suborders (
  sub_order_no text PRIMARY KEY,
  order_no text NOT NULL REFERENCES lottery_orders (order_no) ON DELETE CASCADE,
  bet_content text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'WON', 'LOST', 'CANCELLED'))
);
CREATE INDEX lottery_suborders_order_idx ON lottery_suborders (order_no);
