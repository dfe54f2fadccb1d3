-- The public site as edited under Settings › Public site: only what differs from the built-in
-- defaults with the data dir's branding.json over them (see src/branding.rs), and the uploaded
-- logo's file name under uploads/site/. One row; `version` guards against a stale save.
CREATE TABLE IF NOT EXISTS site_branding (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    overrides  TEXT,
    logo       TEXT,
    updated_at TEXT,
    updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    version    INTEGER NOT NULL DEFAULT 0
);
INSERT OR IGNORE INTO site_branding (id) VALUES (1);
