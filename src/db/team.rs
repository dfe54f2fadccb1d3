//! A client's team: its members and their seats, and the invitations still open. The owner is
//! the member with the `owner` seat (kept in step with `clients.user_id` by the schema).

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::{Area, Seat};
use crate::error::{ApiError, ApiResult};

/// A member as the team screen shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientMember {
    pub user_id: i64,
    pub name: String,
    pub email: String,
    #[schema(schema_with = crate::schema_ref::of::<Seat>)]
    pub seat: Seat,
    /// Named for an "all named approvers" policy.
    pub must_approve: bool,
    #[schema(required = true)]
    pub avatar: Option<String>,
    pub joined_at: String,
}

/// An invitation not yet accepted.
#[derive(Debug, Serialize, ToSchema)]
pub struct PendingInvitation {
    pub id: i64,
    pub email: String,
    pub name: String,
    #[schema(schema_with = crate::schema_ref::of::<Seat>)]
    pub seat: Seat,
    pub created_at: String,
    pub expires_at: String,
}

pub fn members(conn: &Connection, client_id: i64) -> ApiResult<Vec<ClientMember>> {
    let mut stmt = conn.prepare_cached(
        "SELECT u.id, TRIM(u.first_name || ' ' || u.last_name), u.email, m.seat, m.must_approve,
                u.avatar, m.created_at
         FROM client_members m JOIN users u ON u.id = m.user_id
         WHERE m.client_id = ?1
         ORDER BY m.seat <> 'owner', u.first_name COLLATE NOCASE, u.id",
    )?;
    let rows = stmt.query_map([client_id], |r| {
        Ok(ClientMember {
            user_id: r.get(0)?,
            name: r.get(1)?,
            email: r.get(2)?,
            seat: r.get(3)?,
            must_approve: r.get(4)?,
            avatar: r
                .get::<_, Option<String>>(5)?
                .map(|f| format!("/api/uploads/avatars/{f}")),
            joined_at: r.get(6)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub fn pending(conn: &Connection, client_id: i64) -> ApiResult<Vec<PendingInvitation>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, email, name, seat, created_at, expires_at FROM client_invitations
         WHERE client_id = ?1 AND accepted_at IS NULL AND expires_at > ?2
         ORDER BY id DESC",
    )?;
    let rows = stmt.query_map(params![client_id, super::now()], |r| {
        Ok(PendingInvitation {
            id: r.get(0)?,
            email: r.get(1)?,
            name: r.get(2)?,
            seat: r.get(3)?,
            created_at: r.get(4)?,
            expires_at: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub struct NewInvitation<'a> {
    pub client_id: i64,
    pub email: &'a str,
    pub name: &'a str,
    pub seat: Seat,
    pub token_hash: &'a str,
    pub by: i64,
    pub expires_at: &'a str,
}

/// Invites a colleague to a client's team: a new invitation to the same address replaces the
/// open one. 404 when the client is gone; 409 for an address that already has an account (a
/// user belongs to one client or to the agency) or for the owner's seat, which only the
/// agency's invitation of the client's contact gives.
pub fn invite(conn: &Connection, new: &NewInvitation<'_>) -> ApiResult<()> {
    if super::clients::user_link(conn, new.client_id)?.is_none() {
        return Err(ApiError::not_found());
    }
    if new.seat == Seat::Owner {
        return Err(ApiError::conflict(
            "owner_seat",
            "A team has one owner; invite colleagues as approver, viewer or billing.",
        ));
    }
    if super::users::email_taken(conn, new.email)? {
        return Err(ApiError::conflict(
            "email_taken",
            "This address already has an account here: a person belongs to one team.",
        ));
    }
    conn.execute(
        "DELETE FROM client_invitations
         WHERE client_id = ?1 AND email = ?2 AND accepted_at IS NULL",
        params![new.client_id, new.email],
    )?;
    conn.execute(
        "INSERT INTO client_invitations
             (client_id, email, name, seat, token_hash, invited_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            new.client_id,
            new.email,
            new.name,
            new.seat,
            new.token_hash,
            new.by,
            super::now(),
            new.expires_at
        ],
    )?;
    Ok(())
}

/// Takes back an open invitation of the client; false when there is none with that id.
pub fn revoke(conn: &Connection, client_id: i64, id: i64) -> ApiResult<bool> {
    Ok(conn.execute(
        "DELETE FROM client_invitations WHERE id = ?1 AND client_id = ?2 AND accepted_at IS NULL",
        params![id, client_id],
    )? > 0)
}

fn seat_of(conn: &Connection, client_id: i64, user_id: i64) -> ApiResult<Option<Seat>> {
    Ok(conn
        .query_row(
            "SELECT seat FROM client_members WHERE user_id = ?1 AND client_id = ?2",
            params![user_id, client_id],
            |r| r.get(0),
        )
        .optional()?)
}

const OWNER_STAYS: &str = "The owner's seat cannot be changed or removed here: the agency \
                           manages who owns a client's account.";

/// Changes a member's seat or whether it is a named approver. None when the user is not on
/// this client's team; 409 for the owner's seat, which stays as it is.
pub fn update(
    conn: &Connection,
    client_id: i64,
    user_id: i64,
    seat: Option<Seat>,
    must_approve: Option<bool>,
) -> ApiResult<Option<ClientMember>> {
    let Some(current) = seat_of(conn, client_id, user_id)? else {
        return Ok(None);
    };
    let changes_seat = seat.is_some_and(|s| s != current);
    if changes_seat && (current == Seat::Owner || seat == Some(Seat::Owner)) {
        return Err(ApiError::conflict("owner_seat", OWNER_STAYS));
    }
    conn.execute(
        "UPDATE client_members SET seat = COALESCE(?3, seat),
                must_approve = COALESCE(?4, must_approve)
         WHERE user_id = ?1 AND client_id = ?2",
        params![user_id, client_id, seat, must_approve],
    )?;
    Ok(members(conn, client_id)?
        .into_iter()
        .find(|m| m.user_id == user_id))
}

/// Removes a member: the account goes with it (a person belongs to one team), and with the
/// account its sessions. Answers its avatar file to delete, or None when the user is not on
/// this client's team; 409 for the owner.
pub fn remove(
    conn: &Connection,
    client_id: i64,
    user_id: i64,
) -> ApiResult<Option<Option<String>>> {
    match seat_of(conn, client_id, user_id)? {
        None => return Ok(None),
        Some(Seat::Owner) => return Err(ApiError::conflict("owner_seat", OWNER_STAYS)),
        Some(_) => {}
    }
    Ok(Some(super::users::delete(conn, user_id)?))
}

/// The users of a client whose seat opens `area`: who hears about it (billing mails to billing
/// members, approval requests to approvers).
pub fn recipients(conn: &Connection, client_id: i64, area: Area) -> ApiResult<Vec<i64>> {
    let mut stmt =
        conn.prepare_cached("SELECT user_id, seat FROM client_members WHERE client_id = ?1")?;
    let rows = stmt.query_map([client_id], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, Seat>(1)?))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (user, seat) = row?;
        if seat.may(area) {
            out.push(user);
        }
    }
    Ok(out)
}

/// Every user of a client, for removing the client with its team.
pub fn user_ids(conn: &Connection, client_id: i64) -> ApiResult<Vec<i64>> {
    let mut stmt =
        conn.prepare_cached("SELECT user_id FROM client_members WHERE client_id = ?1")?;
    let rows = stmt.query_map([client_id], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
