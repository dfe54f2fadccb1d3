-- Inquiries sent through the public contact form.
CREATE TABLE contact_inquiries (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,
    company      TEXT NOT NULL DEFAULT '',
    subject      TEXT NOT NULL,
    message      TEXT NOT NULL,
    inquiry_type TEXT NOT NULL CHECK (inquiry_type IN ('general', 'sales', 'technical', 'partnership', 'press')),
    client_addr  TEXT NOT NULL,
    created_at   TEXT NOT NULL
);
CREATE INDEX contact_inquiries_addr ON contact_inquiries (client_addr, created_at);
