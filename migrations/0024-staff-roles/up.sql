-- The agency's staff and their roles: an owner may do everything, staff and settings included;
-- a manager runs clients, content, tasks, messages and invoices but not the agency's settings.
-- Every agency user (users.role = 'admin') has a row; those who were admins before roles are
-- owners, as is anyone the command line or setup creates.
CREATE TABLE agency_staff (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('owner', 'manager')),
    created_at TEXT NOT NULL
);
INSERT INTO agency_staff (user_id, role, created_at)
    SELECT id, 'owner', created_at FROM users WHERE role = 'admin';

CREATE TRIGGER agency_staff_on_admin AFTER INSERT ON users WHEN NEW.role = 'admin'
BEGIN
    INSERT OR IGNORE INTO agency_staff (user_id, role, created_at)
        VALUES (NEW.id, 'owner', NEW.created_at);
END;

-- The agency always keeps an owner: the last one can be neither demoted nor removed (nor its
-- account deleted, which removes its row by cascade).
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

-- An owner invites a colleague with a role; accepting makes the agency user.
CREATE TABLE staff_invitations (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL COLLATE NOCASE,
    name        TEXT NOT NULL DEFAULT '',
    role        TEXT NOT NULL CHECK (role IN ('owner', 'manager')),
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    accepted_at TEXT
);
CREATE INDEX staff_invitations_email ON staff_invitations (email);
