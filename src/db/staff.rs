//! The agency's staff: its users with their roles, and the colleagues invited to join.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::users::{self, StaffRole};
use crate::error::{ApiError, ApiResult};

/// An agency user as the staff list shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StaffMember {
    pub id: i64,
    pub name: String,
    pub email: String,
    #[schema(schema_with = crate::schema_ref::of::<StaffRole>)]
    pub role: StaffRole,
    /// Whether the user has an authenticator app or a passkey.
    pub has_second_factor: bool,
    #[schema(required = true)]
    pub last_login_at: Option<String>,
    pub created_at: String,
    /// The clients a member works for (empty for an owner or a manager, who see every client).
    pub clients: Vec<AssignedClient>,
}

const MEMBER_SQL: &str = "SELECT u.id, TRIM(u.first_name || ' ' || u.last_name), u.email, s.role,
            f.totp OR f.passkeys > 0, u.last_login_at, s.created_at
       FROM agency_staff s JOIN users u ON u.id = s.user_id
       JOIN user_second_factor f ON f.user_id = u.id";

fn member_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<StaffMember> {
    Ok(StaffMember {
        id: r.get(0)?,
        name: r.get(1)?,
        email: r.get(2)?,
        role: r.get(3)?,
        has_second_factor: r.get(4)?,
        last_login_at: r.get(5)?,
        created_at: r.get(6)?,
        clients: Vec::new(),
    })
}

/// Fills in a member's clients (a few staff, each a short indexed read).
fn with_clients(conn: &Connection, mut m: StaffMember) -> ApiResult<StaffMember> {
    if m.role == StaffRole::Member {
        m.clients = assignments(conn, m.id)?;
    }
    Ok(m)
}

/// Every agency user, owners first.
pub fn members(conn: &Connection) -> ApiResult<Vec<StaffMember>> {
    let mut stmt = conn.prepare(&format!(
        "{MEMBER_SQL} ORDER BY s.role = 'owner' DESC, u.first_name, u.email"
    ))?;
    let rows = stmt.query_map([], member_row)?;
    let all = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    all.into_iter().map(|m| with_clients(conn, m)).collect()
}

pub fn member(conn: &Connection, id: i64) -> ApiResult<Option<StaffMember>> {
    conn.query_row(&format!("{MEMBER_SQL} WHERE u.id = ?1"), [id], member_row)
        .optional()?
        .map(|m| with_clients(conn, m))
        .transpose()
}

/// Gives an agency user another role; None when it is no agency user. The trigger refuses to
/// demote the last owner (409 `last_owner`).
pub fn set_role(conn: &Connection, id: i64, role: StaffRole) -> ApiResult<Option<StaffMember>> {
    let n = conn.execute(
        "UPDATE agency_staff SET role = ?2 WHERE user_id = ?1",
        params![id, role],
    )?;
    if n == 0 {
        return Ok(None);
    }
    member(conn, id)
}

/// An invitation not yet accepted.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StaffInvitation {
    pub id: i64,
    pub email: String,
    pub name: String,
    #[schema(schema_with = crate::schema_ref::of::<StaffRole>)]
    pub role: StaffRole,
    pub created_at: String,
    pub expires_at: String,
}

const INVITATION_SQL: &str =
    "SELECT id, email, name, role, created_at, expires_at FROM staff_invitations";

fn invitation_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<StaffInvitation> {
    Ok(StaffInvitation {
        id: r.get(0)?,
        email: r.get(1)?,
        name: r.get(2)?,
        role: r.get(3)?,
        created_at: r.get(4)?,
        expires_at: r.get(5)?,
    })
}

/// Open invitations, newest first.
pub fn invitations(conn: &Connection) -> ApiResult<Vec<StaffInvitation>> {
    let mut stmt = conn.prepare(&format!(
        "{INVITATION_SQL} WHERE accepted_at IS NULL AND expires_at > ?1 ORDER BY id DESC"
    ))?;
    let rows = stmt.query_map([super::now()], invitation_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub struct NewInvitation<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub role: StaffRole,
    pub token_hash: &'a str,
    pub by: i64,
    pub expires_at: &'a str,
}

/// Invites a colleague, replacing an open invitation to the same address; 409 when the address
/// already has an account.
pub fn invite(conn: &Connection, new: &NewInvitation<'_>) -> ApiResult<StaffInvitation> {
    if users::email_taken(conn, new.email)? {
        return Err(ApiError::conflict(
            "email_taken",
            "Someone already has an account with this email address.",
        ));
    }
    conn.execute(
        "DELETE FROM staff_invitations WHERE email = ?1 AND accepted_at IS NULL",
        [new.email],
    )?;
    conn.execute(
        "INSERT INTO staff_invitations (email, name, role, token_hash, invited_by, created_at,
                                        expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            new.email,
            new.name,
            new.role,
            new.token_hash,
            new.by,
            super::now(),
            new.expires_at
        ],
    )?;
    let id = conn.last_insert_rowid();
    Ok(conn.query_row(
        &format!("{INVITATION_SQL} WHERE id = ?1"),
        [id],
        invitation_row,
    )?)
}

pub fn revoke(conn: &Connection, id: i64) -> ApiResult<Option<StaffInvitation>> {
    let found = conn
        .query_row(
            &format!("{INVITATION_SQL} WHERE id = ?1 AND accepted_at IS NULL"),
            [id],
            invitation_row,
        )
        .optional()?;
    if found.is_some() {
        conn.execute("DELETE FROM staff_invitations WHERE id = ?1", [id])?;
    }
    Ok(found)
}

/// The open invitation with this token.
pub fn find_open(conn: &Connection, token_hash: &str) -> ApiResult<Option<StaffInvitation>> {
    Ok(conn
        .query_row(
            &format!(
                "{INVITATION_SQL} WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2"
            ),
            params![token_hash, super::now()],
            invitation_row,
        )
        .optional()?)
}

/// Accepts an invitation: the agency user with its role. None for no open invitation.
pub fn accept(conn: &Connection, token_hash: &str, password_hash: &str) -> ApiResult<Option<i64>> {
    let Some(inv) = find_open(conn, token_hash)? else {
        return Ok(None);
    };
    let (first, last) = users::split_name(&inv.name);
    let user_id = users::insert(
        conn,
        &users::NewUser {
            role: users::Role::Admin,
            email: &inv.email,
            password_hash,
            first_name: &first,
            last_name: &last,
            company: "",
        },
    )?;
    conn.execute(
        "UPDATE agency_staff SET role = ?2 WHERE user_id = ?1",
        params![user_id, inv.role],
    )?;
    conn.execute(
        "UPDATE staff_invitations SET accepted_at = ?2 WHERE id = ?1",
        params![inv.id, super::now()],
    )?;
    Ok(Some(user_id))
}

/// A client a member is assigned, as the staff list shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AssignedClient {
    pub id: i64,
    pub name: String,
}

/// The clients a member works for, by name.
pub fn assignments(conn: &Connection, user: i64) -> ApiResult<Vec<AssignedClient>> {
    let mut stmt = conn.prepare_cached(
        "SELECT c.id, c.name FROM staff_assignments a JOIN clients c ON c.id = a.client_id
         WHERE a.user_id = ?1 ORDER BY c.name COLLATE NOCASE, c.id",
    )?;
    let rows = stmt.query_map([user], |r| {
        Ok(AssignedClient {
            id: r.get(0)?,
            name: r.get(1)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The ids of the clients a member works for.
pub fn assigned_clients(conn: &Connection, user: i64) -> ApiResult<Vec<i64>> {
    let mut stmt = conn
        .prepare_cached("SELECT client_id FROM staff_assignments WHERE user_id = ?1 ORDER BY 1")?;
    let rows = stmt.query_map([user], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Gives a member exactly these clients. The caller has checked that each one exists.
pub fn assign(conn: &Connection, user: i64, clients: &[i64]) -> ApiResult<()> {
    conn.execute("DELETE FROM staff_assignments WHERE user_id = ?1", [user])?;
    let mut add = conn.prepare_cached(
        "INSERT OR IGNORE INTO staff_assignments (user_id, client_id) VALUES (?1, ?2)",
    )?;
    for client in clients {
        add.execute(params![user, client])?;
    }
    Ok(())
}

/// The owners' ids and addresses: who is told when the agency's own machinery needs a person
/// (off-site copies failing).
pub fn owner_addresses(conn: &Connection) -> ApiResult<Vec<(i64, String)>> {
    let mut stmt = conn.prepare(
        "SELECT u.id, u.email FROM agency_staff s JOIN users u ON u.id = s.user_id
         WHERE s.role = 'owner' ORDER BY u.id",
    )?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
