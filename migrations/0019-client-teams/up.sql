-- A client's team: every client user belongs to exactly one client (the primary key), with a
-- seat that decides what it may do. The owner is the account that existed before teams, still
-- named by clients.user_id for the spec's client record; the triggers keep its seat in step, so
-- no write path can link an owner and forget the team.
CREATE TABLE client_members (
    user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    client_id    INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    seat         TEXT NOT NULL CHECK (seat IN ('owner', 'approver', 'viewer', 'billing')),
    -- Named for an "all named approvers" policy.
    must_approve INTEGER NOT NULL DEFAULT 0 CHECK (must_approve IN (0, 1)),
    created_at   TEXT NOT NULL
);
CREATE INDEX client_members_client ON client_members (client_id, seat);
CREATE UNIQUE INDEX client_members_one_owner ON client_members (client_id) WHERE seat = 'owner';

INSERT INTO client_members (user_id, client_id, seat, must_approve, created_at)
    SELECT user_id, id, 'owner', 1, created_at FROM clients WHERE user_id IS NOT NULL;

CREATE TRIGGER client_owner_on_insert AFTER INSERT ON clients WHEN NEW.user_id IS NOT NULL
BEGIN
    INSERT OR REPLACE INTO client_members (user_id, client_id, seat, must_approve, created_at)
        VALUES (NEW.user_id, NEW.id, 'owner', 1, NEW.updated_at);
END;

CREATE TRIGGER client_owner_on_link AFTER UPDATE OF user_id ON clients
    WHEN NEW.user_id IS NOT OLD.user_id
BEGIN
    DELETE FROM client_members WHERE client_id = NEW.id AND seat = 'owner';
    INSERT OR REPLACE INTO client_members (user_id, client_id, seat, must_approve, created_at)
        SELECT NEW.user_id, NEW.id, 'owner', 1, NEW.updated_at WHERE NEW.user_id IS NOT NULL;
END;

-- An invitation names the seat it gives; the owner's invitation is the one that existed.
ALTER TABLE client_invitations ADD COLUMN seat TEXT NOT NULL DEFAULT 'owner'
    CHECK (seat IN ('owner', 'approver', 'viewer', 'billing'));
ALTER TABLE client_invitations ADD COLUMN name TEXT NOT NULL DEFAULT '';
CREATE INDEX client_invitations_email ON client_invitations (client_id, email);
