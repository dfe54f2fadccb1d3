//! Invitations that let a client's contact set a password and use the portal.

use rusqlite::{Connection, OptionalExtension, params};

use super::clients::{self, Client};
use super::users;
use crate::domain::Seat;
use crate::error::{ApiError, ApiResult};

pub struct Invitation {
    pub id: i64,
    pub client_id: i64,
    pub email: String,
    pub expires_at: String,
    /// The seat accepting gives: the owner for the agency's invitation of the client's contact,
    /// another for a colleague invited to the team.
    pub seat: Seat,
    /// The colleague's name as the inviter gave it; empty for the owner's invitation.
    pub name: String,
}

/// Replaces the client's open owner invitation with a new one.
pub fn create(
    conn: &Connection,
    client_id: i64,
    email: &str,
    token_hash: &str,
    by: i64,
    expires_at: &str,
) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM client_invitations
         WHERE client_id = ?1 AND accepted_at IS NULL AND seat = 'owner'",
        [client_id],
    )?;
    conn.execute(
        "INSERT INTO client_invitations (client_id, email, token_hash, invited_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![client_id, email, token_hash, by, super::now(), expires_at],
    )?;
    Ok(())
}

/// Invites client `client_id`'s contact (its record's email): refused when the client is gone,
/// already has a user, or its email is another user's. Returns the client.
pub fn invite(
    conn: &Connection,
    client_id: i64,
    token_hash: &str,
    by: i64,
    expires_at: &str,
) -> ApiResult<Client> {
    let client = clients::get(conn, client_id)?.ok_or_else(|| ApiError::gone("client"))?;
    if client.user_id.is_some() {
        return Err(ApiError::conflict(
            "already_has_access",
            "This client already has portal access.",
        ));
    }
    if users::email_taken(conn, &client.email)? {
        return Err(ApiError::conflict("email_taken", users::EMAIL_TAKEN));
    }
    create(conn, client_id, &client.email, token_hash, by, expires_at)?;
    Ok(client)
}

/// Takes back an invitation whose mail could not be sent, so no unseen link stays valid.
pub fn withdraw(conn: &Connection, token_hash: &str) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM client_invitations WHERE token_hash = ?1",
        [token_hash],
    )?;
    Ok(())
}

/// Makes the invitation's contact the client's user, with this password hash; the new user's
/// id, or None when the invitation is no longer open. Checked again inside the write: the
/// invitation may have been used since the caller looked.
pub fn accept(conn: &Connection, token_hash: &str, password_hash: &str) -> ApiResult<Option<i64>> {
    let Some((inv, client)) = find_open_with_client(conn, token_hash)? else {
        return Ok(None);
    };
    let owner = inv.seat == Seat::Owner;
    if owner && client.user_id.is_some() {
        return Err(ApiError::conflict(
            "already_has_access",
            "This client already has portal access.",
        ));
    }
    let (first, last) = users::split_name(if owner { &client.name } else { &inv.name });
    let user_id = users::insert(
        conn,
        &users::NewUser {
            role: users::Role::Client,
            email: &inv.email,
            password_hash,
            first_name: &first,
            last_name: &last,
            company: &client.company,
        },
    )?;
    if owner {
        clients::link_user(conn, client.id, user_id)?;
    } else {
        conn.execute(
            "INSERT INTO client_members (user_id, client_id, seat, created_at)
             VALUES (?1, ?2, ?3, ?4)",
            params![user_id, client.id, inv.seat, super::now()],
        )?;
    }
    mark_accepted(conn, inv.id)?;
    Ok(Some(user_id))
}

/// An unused, unexpired invitation with this token.
pub fn find_open(conn: &Connection, token_hash: &str) -> ApiResult<Option<Invitation>> {
    Ok(conn
        .query_row(
            "SELECT id, client_id, email, expires_at, seat, name FROM client_invitations
             WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2",
            params![token_hash, super::now()],
            |r| {
                Ok(Invitation {
                    id: r.get(0)?,
                    client_id: r.get(1)?,
                    email: r.get(2)?,
                    expires_at: r.get(3)?,
                    seat: r.get(4)?,
                    name: r.get(5)?,
                })
            },
        )
        .optional()?)
}

/// An open invitation with the client it is for.
pub fn find_open_with_client(
    conn: &Connection,
    token_hash: &str,
) -> ApiResult<Option<(Invitation, super::clients::Client)>> {
    let Some(inv) = find_open(conn, token_hash)? else {
        return Ok(None);
    };
    Ok(super::clients::get(conn, inv.client_id)?.map(|client| (inv, client)))
}

pub fn mark_accepted(conn: &Connection, id: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE client_invitations SET accepted_at = ?2 WHERE id = ?1",
        params![id, super::now()],
    )?;
    Ok(())
}
