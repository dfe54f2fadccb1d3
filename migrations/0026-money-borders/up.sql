-- Money across borders: the agency's currency and tax, invoices with lines and tax, credit notes
-- and part payments.

-- One row: what the agency bills in and how. The currency is ISO 4217 (its minor-unit exponent is
-- looked up, never stored, so an amount's meaning cannot drift from its currency); it may change
-- only while no invoice exists. The address is the creditor's on a Swiss QR-bill and the seller's
-- on every PDF.
CREATE TABLE money_settings (
    id                 INTEGER PRIMARY KEY CHECK (id = 1),
    currency           TEXT NOT NULL DEFAULT 'USD' CHECK (length(currency) = 3),
    prices_include_tax INTEGER NOT NULL DEFAULT 0 CHECK (prices_include_tax IN (0, 1)),
    default_tax_rate   INTEGER REFERENCES tax_rates (id) ON DELETE SET NULL,
    tax_id             TEXT NOT NULL DEFAULT '',
    street             TEXT NOT NULL DEFAULT '',
    building           TEXT NOT NULL DEFAULT '',
    postal_code        TEXT NOT NULL DEFAULT '',
    town               TEXT NOT NULL DEFAULT '',
    country            TEXT NOT NULL DEFAULT '',
    updated_at         TEXT NOT NULL
);

-- A rate is kept in basis points (20% = 2000) so 7.7% is exact. Issued invoices copy the name
-- and rate onto their lines: deleting a rate changes no document.
CREATE TABLE tax_rates (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    basis_points INTEGER NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
    created_at   TEXT NOT NULL
);

INSERT INTO money_settings (id, updated_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));

-- How a client is taxed: the agency's default rate, a rate of its own, reverse charge (a business
-- with a VAT number in another country accounts for the VAT itself) or exempt.
ALTER TABLE clients ADD COLUMN tax_id TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN tax_treatment TEXT NOT NULL DEFAULT 'default'
    CHECK (tax_treatment IN ('default', 'rate', 'reverse_charge', 'exempt'));
ALTER TABLE clients ADD COLUMN tax_rate INTEGER REFERENCES tax_rates (id) ON DELETE SET NULL;

-- Invoices admit 'cancelled' (credited in full), which SQLite cannot add to a CHECK in place: the
-- table is rebuilt with its rows. amount_cents stays the gross total; credited_cents and
-- received_cents follow the credit notes and payments, so the balance is one subtraction.
CREATE TABLE invoices_next (
    id                 INTEGER PRIMARY KEY,
    number             TEXT NOT NULL UNIQUE COLLATE NOCASE,
    client_id          INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    amount_cents       INTEGER NOT NULL CHECK (amount_cents > 0),
    net_cents          INTEGER NOT NULL CHECK (net_cents > 0),
    tax_cents          INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
    credited_cents     INTEGER NOT NULL DEFAULT 0 CHECK (credited_cents BETWEEN 0 AND amount_cents),
    received_cents     INTEGER NOT NULL DEFAULT 0 CHECK (received_cents >= 0),
    -- 'reverse_charge' or 'exempt' print their legal note.
    tax_note           TEXT NOT NULL DEFAULT 'none' CHECK (tax_note IN ('none', 'reverse_charge', 'exempt')),
    -- Both tax ids as they were on the day it was issued, as the PDF prints them.
    seller_tax_id      TEXT NOT NULL DEFAULT '',
    client_tax_id      TEXT NOT NULL DEFAULT '',
    due_date           TEXT NOT NULL,
    status             TEXT NOT NULL DEFAULT 'pending'
                       CHECK (status IN ('pending', 'paid', 'cancelled')),
    description        TEXT NOT NULL DEFAULT '',
    created_at         TEXT NOT NULL,
    paid_at            TEXT,
    subscription_id    INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
    period_start       TEXT,
    verification_id    INTEGER REFERENCES payment_verifications (id) ON DELETE SET NULL,
    last_reminded_at   TEXT,
    reminder_count     INTEGER NOT NULL DEFAULT 0,
    due_soon_sent_at   TEXT,
    overdue_sent_at    TEXT,
    -- What the invoice is worth after its credit notes, and what is still to pay: the figures sum
    -- these, so a credit note moves every total at once.
    value_cents        INTEGER GENERATED ALWAYS AS (amount_cents - credited_cents) VIRTUAL,
    balance_cents      INTEGER GENERATED ALWAYS AS (amount_cents - credited_cents - received_cents) VIRTUAL
);
INSERT INTO invoices_next (id, number, client_id, amount_cents, net_cents, received_cents, due_date,
                           status, description, created_at, paid_at, subscription_id, period_start,
                           verification_id, last_reminded_at, reminder_count, due_soon_sent_at,
                           overdue_sent_at)
    SELECT id, number, client_id, amount_cents, amount_cents, COALESCE(paid_amount_cents, 0),
           due_date, status, description, created_at, paid_at, subscription_id, period_start,
           verification_id, last_reminded_at, reminder_count, due_soon_sent_at, overdue_sent_at
    FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_next RENAME TO invoices;

CREATE UNIQUE INDEX invoices_period ON invoices (subscription_id, period_start)
    WHERE subscription_id IS NOT NULL;
CREATE INDEX invoices_due ON invoices (due_date, id);
CREATE INDEX invoices_client_due ON invoices (client_id, due_date);
-- Covering the figures (counts and sums by state, due date and payment date).
CREATE INDEX invoices_open ON invoices (status, due_date, balance_cents);
CREATE INDEX invoices_paid ON invoices (status, paid_at, value_cents);
CREATE INDEX invoices_issued ON invoices (created_at);

-- What an invoice bills, line by line, with the tax of each line rounded on its own (the rule in
-- the README). Existing invoices become one untaxed line.
CREATE TABLE invoice_lines (
    invoice_id   INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    description  TEXT NOT NULL,
    net_cents    INTEGER NOT NULL CHECK (net_cents > 0),
    tax_name     TEXT NOT NULL DEFAULT '',
    basis_points INTEGER NOT NULL DEFAULT 0,
    tax_cents    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (invoice_id, position)
) WITHOUT ROWID;
INSERT INTO invoice_lines (invoice_id, position, description, net_cents)
    SELECT id, 1, description, amount_cents FROM invoices;

-- A correction of an issued invoice, which is never edited: numbered in a sequence of its own
-- (CN-2026-0001), for part or all of what the invoice is still worth.
CREATE TABLE credit_notes (
    id           INTEGER PRIMARY KEY,
    number       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    invoice_id   INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    client_id    INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    net_cents    INTEGER NOT NULL CHECK (net_cents >= 0),
    tax_cents    INTEGER NOT NULL CHECK (tax_cents >= 0),
    reason       TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL
);
CREATE INDEX credit_notes_invoice ON credit_notes (invoice_id);
CREATE INDEX credit_notes_client ON credit_notes (client_id, id);
CREATE INDEX credit_notes_issued ON credit_notes (created_at);

CREATE TABLE credit_note_sequences (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
);
