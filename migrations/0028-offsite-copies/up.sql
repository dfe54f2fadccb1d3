-- Copies of the scheduled backups sent off the machine (the [offsite] target): one row per try,
-- so Settings › Backups can show the last copy and its result, the health check can say when a
-- copy is overdue, and two failures in a row can be told to the owners once.
CREATE TABLE offsite_copies (
    id           INTEGER PRIMARY KEY,
    attempted_at TEXT NOT NULL,
    -- The object's name in the bucket; NULL when the try failed before it had one.
    name         TEXT,
    bytes        INTEGER CHECK (bytes IS NULL OR bytes >= 0),
    -- NULL: uploaded and its checksum confirmed by the store.
    error        TEXT
);
CREATE INDEX offsite_copies_by_time ON offsite_copies (attempted_at);
