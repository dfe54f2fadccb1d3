//! Invitations that let a client's contact set a password and use the portal.

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::ApiResult;

pub struct Invitation {
    pub id: i64,
    pub client_id: i64,
    pub email: String,
    pub expires_at: String,
}

/// Replaces any open invitation of the client with a new one.
pub fn create(
    conn: &Connection,
    client_id: i64,
    email: &str,
    token_hash: &str,
    by: i64,
    expires_at: &str,
) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM client_invitations WHERE client_id = ?1 AND accepted_at IS NULL",
        [client_id],
    )?;
    conn.execute(
        "INSERT INTO client_invitations (client_id, email, token_hash, invited_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![client_id, email, token_hash, by, super::now(), expires_at],
    )?;
    Ok(())
}

/// An unused, unexpired invitation with this token.
pub fn find_open(conn: &Connection, token_hash: &str) -> ApiResult<Option<Invitation>> {
    Ok(conn
        .query_row(
            "SELECT id, client_id, email, expires_at FROM client_invitations
             WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2",
            params![token_hash, super::now()],
            |r| {
                Ok(Invitation {
                    id: r.get(0)?,
                    client_id: r.get(1)?,
                    email: r.get(2)?,
                    expires_at: r.get(3)?,
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
