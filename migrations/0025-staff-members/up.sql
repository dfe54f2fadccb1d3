-- A third staff role: a member works on the content, tasks and messages of the clients it is
-- assigned, and sees nothing else of the agency. SQLite cannot change a CHECK in place, so both
-- tables are rebuilt with their rows, and the triggers that name them made again.
DROP TRIGGER agency_staff_on_admin;
DROP TRIGGER agency_staff_last_owner_demoted;
DROP TRIGGER agency_staff_last_owner_removed;

CREATE TABLE agency_staff_next (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'member')),
    created_at TEXT NOT NULL
);
INSERT INTO agency_staff_next (user_id, role, created_at)
    SELECT user_id, role, created_at FROM agency_staff;
DROP TABLE agency_staff;
ALTER TABLE agency_staff_next RENAME TO agency_staff;

CREATE TRIGGER agency_staff_on_admin AFTER INSERT ON users WHEN NEW.role = 'admin'
BEGIN
    INSERT OR IGNORE INTO agency_staff (user_id, role, created_at)
        VALUES (NEW.id, 'owner', NEW.created_at);
END;

CREATE TRIGGER agency_staff_last_owner_demoted BEFORE UPDATE OF role ON agency_staff
    WHEN OLD.role = 'owner' AND NEW.role <> 'owner'
     AND (SELECT count(*) FROM agency_staff WHERE role = 'owner') <= 1
BEGIN
    SELECT RAISE(ABORT, 'atrium: the agency keeps an owner');
END;

CREATE TRIGGER agency_staff_last_owner_removed BEFORE DELETE ON agency_staff
    WHEN OLD.role = 'owner'
     AND (SELECT count(*) FROM agency_staff WHERE role = 'owner') <= 1
BEGIN
    SELECT RAISE(ABORT, 'atrium: the agency keeps an owner');
END;

CREATE TABLE staff_invitations_next (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL COLLATE NOCASE,
    name        TEXT NOT NULL DEFAULT '',
    role        TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'member')),
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    accepted_at TEXT
);
INSERT INTO staff_invitations_next SELECT * FROM staff_invitations;
DROP TABLE staff_invitations;
ALTER TABLE staff_invitations_next RENAME TO staff_invitations;
CREATE INDEX staff_invitations_email ON staff_invitations (email);

-- The clients a member works for. Only a member's rows mean anything, so a change of role away
-- from member lets them go rather than leaving a stale list to come back with a later demotion.
CREATE TABLE staff_assignments (
    user_id   INTEGER NOT NULL REFERENCES agency_staff (user_id) ON DELETE CASCADE,
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, client_id)
) WITHOUT ROWID;
CREATE INDEX staff_assignments_client ON staff_assignments (client_id);

CREATE TRIGGER staff_assignments_only_members AFTER UPDATE OF role ON agency_staff
    WHEN NEW.role <> 'member'
BEGIN
    DELETE FROM staff_assignments WHERE user_id = NEW.user_id;
END;
