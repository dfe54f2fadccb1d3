-- Languages: each user reads the portal, its mails and its PDFs in a language of their own and sees
-- times in their own time zone; the agency has a default for whoever has not chosen (and for what
-- is said to many at once). A client's language is its owner's.

-- NULL: not chosen yet (the browser's language is offered on the first visit, then stored).
ALTER TABLE users ADD COLUMN language TEXT
    CHECK (language IS NULL OR language IN ('en', 'de', 'es', 'fr', 'sq', 'ar'));
-- An IANA name ("Europe/Tirane"), checked by the server against the Time Zone Database; NULL: UTC.
ALTER TABLE users ADD COLUMN time_zone TEXT CHECK (time_zone IS NULL OR length(time_zone) <= 64);

CREATE TABLE language_settings (
    id               INTEGER PRIMARY KEY CHECK (id = 1),
    default_language TEXT NOT NULL DEFAULT 'en'
        CHECK (default_language IN ('en', 'de', 'es', 'fr', 'sq', 'ar')),
    updated_at       TEXT NOT NULL
);
INSERT INTO language_settings (id, updated_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));
