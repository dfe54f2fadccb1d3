-- The agency's schedule for mailing each client its monthly performance report: one row.
CREATE TABLE report_schedule (
    id                INTEGER PRIMARY KEY CHECK (id = 1),
    monthly_reports   INTEGER NOT NULL DEFAULT 0,
    -- The day of the month it goes out (UTC); 28 at most, so every month has it.
    day_of_month      INTEGER NOT NULL DEFAULT 1 CHECK (day_of_month BETWEEN 1 AND 28),
    updated_at        TEXT
);
INSERT INTO report_schedule (id) VALUES (1);
