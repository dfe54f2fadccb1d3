-- Mail to an admin caused by one client's actions is coalesced. The first event mails at once
-- and opens a window for that client and admin; events inside it wait in mail_digest_items and
-- go out as one digest when it closes (the jobs loop sends it, so a restart loses nothing), which
-- opens the next window. The bell still gets every event.
CREATE TABLE mail_windows (
    client_id  INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    closes_at  TEXT NOT NULL,
    PRIMARY KEY (client_id, user_id)
);
CREATE INDEX mail_windows_closing ON mail_windows (closes_at);

CREATE TABLE mail_digest_items (
    id         INTEGER PRIMARY KEY,
    client_id  INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- What happened, for the digest's count: submitted, approved, changes, comment, message.
    kind       TEXT NOT NULL,
    -- The event's sentence, as the single mail would have said it.
    line       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX mail_digest_items_pair ON mail_digest_items (client_id, user_id, id);
