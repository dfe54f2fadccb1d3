-- Billing by bank transfer: the plans clients subscribe to, their subscriptions, the payments
-- they submit for verification, and numbered invoices. Money is integer cents throughout.
CREATE TABLE plans (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents > 0),
    -- A JSON array of strings, shown as the plan's list of features.
    features    TEXT NOT NULL DEFAULT '[]',
    recommended INTEGER NOT NULL DEFAULT 0 CHECK (recommended IN (0, 1)),
    position    INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL
);
INSERT INTO plans (id, name, price_cents, features, recommended, position, updated_at) VALUES
    ('starter', 'Starter', 10000,
     '["12 posts per month","12 interactive stories","Hashtag research","Monthly reports"]',
     0, 1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    ('pro', 'Pro', 25000,
     '["20 posts plus reels","Promotional areas","Boost strategies","Bio optimization","Report with recommendations","Story engagement boost","Aggressive boosting"]',
     1, 2, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    ('premium', 'Premium', 40000,
     '["Instagram, TikTok and YouTube management","30 posts per month","Budget advertising","Influencer outreach help","Full account management"]',
     0, 3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));

CREATE TABLE subscriptions (
    id                INTEGER PRIMARY KEY,
    client_id         INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    plan_id           TEXT NOT NULL REFERENCES plans (id),
    -- The price agreed when it started: a later change to the plan does not reprice it.
    price_cents       INTEGER NOT NULL CHECK (price_cents > 0),
    status            TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
    started_at        TEXT NOT NULL,
    -- The day of the month it bills on (1-31): a subscription started on the 31st bills on the
    -- last day of shorter months and returns to the 31st after them.
    anchor_day        INTEGER NOT NULL CHECK (anchor_day BETWEEN 1 AND 31),
    -- The start of the next period to invoice (YYYY-MM-DD); after a cancellation, the end of the
    -- period already paid.
    next_billing_date TEXT NOT NULL,
    cancelled_at      TEXT,
    cancel_reason     TEXT
);
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (client_id) WHERE status = 'active';
CREATE INDEX subscriptions_due ON subscriptions (next_billing_date) WHERE status = 'active';

CREATE TABLE payment_verifications (
    id               INTEGER PRIMARY KEY,
    client_id        INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    plan_id          TEXT NOT NULL REFERENCES plans (id),
    amount_cents     INTEGER NOT NULL CHECK (amount_cents > 0),
    client_full_name TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    submitted_at     TEXT NOT NULL,
    decided_at       TEXT,
    decided_by       INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- The plan the admin approved (may differ from the one submitted), or why it was refused.
    approved_plan_id TEXT REFERENCES plans (id),
    reject_reason    TEXT
);
CREATE UNIQUE INDEX payment_verifications_one_pending ON payment_verifications (client_id)
    WHERE status = 'pending';
CREATE INDEX payment_verifications_client ON payment_verifications (client_id, id);

-- The last sequence number used per year: INV-2026-0042 is year 2026, number 42.
CREATE TABLE invoice_sequences (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
);

CREATE TABLE invoices (
    id                 INTEGER PRIMARY KEY,
    number             TEXT NOT NULL UNIQUE COLLATE NOCASE,
    client_id          INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    amount_cents       INTEGER NOT NULL CHECK (amount_cents > 0),
    -- YYYY-MM-DD. 'overdue' is not stored: it is a pending invoice whose due date has passed.
    due_date           TEXT NOT NULL,
    status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
    description        TEXT NOT NULL DEFAULT '',
    created_at         TEXT NOT NULL,
    paid_at            TEXT,
    -- Raised by a subscription for the period starting on period_start; at most once a period.
    subscription_id    INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
    period_start       TEXT,
    verification_id    INTEGER REFERENCES payment_verifications (id) ON DELETE SET NULL,
    last_reminded_at   TEXT,
    reminder_count     INTEGER NOT NULL DEFAULT 0,
    -- When the automatic notices went out, so each goes once.
    due_soon_sent_at   TEXT,
    overdue_sent_at    TEXT
);
CREATE UNIQUE INDEX invoices_period ON invoices (subscription_id, period_start)
    WHERE subscription_id IS NOT NULL;
CREATE INDEX invoices_due ON invoices (due_date, id);
CREATE INDEX invoices_client_due ON invoices (client_id, due_date);
-- Covering the figures (counts and sums by state, due date and payment date), so the dashboard
-- reads a range of an index instead of every invoice.
CREATE INDEX invoices_open ON invoices (status, due_date, amount_cents);
CREATE INDEX invoices_paid ON invoices (status, paid_at, amount_cents);
