-- Announcements per language (issue 13): the announcement row keeps its English text (the fallback); each translation
-- is a row here under the site's language code (CN, TH, VI, ID, PT-BR, HI, KO, JA). An announcement keeps one id in
-- every language, so a member's read mark and a player's closed popup hold whatever language they switch to; an
-- announcement with no text in the asked language is served in English, like help items.
CREATE TABLE announcement_texts (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[A-Z]{2,8}(-[A-Z0-9]{2,8})?$'),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, lang)
);
