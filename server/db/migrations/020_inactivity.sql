-- Inactivity logout (issue 16 tool 5): when the player last did something in this session, on the protection clock.
-- Calls the site makes on its own (marked with the x-background-call header) leave it alone. NULL: a session made
-- by a tool, whose idle time starts at its first call by the player.
ALTER TABLE sessions ADD COLUMN last_activity_at timestamptz;
