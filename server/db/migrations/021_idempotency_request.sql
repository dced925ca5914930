-- What a money call's idempotency key was first used for (issue 25 item 6): a hash of the request it answered, so
-- the same key with another request is refused instead of answered with the first result. NULL on older rows.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
