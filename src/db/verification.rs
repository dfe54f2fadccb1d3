//! Pending email verification codes for registration (one per address).

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::ApiResult;

pub struct PendingCode {
    pub email: String,
    pub name: String,
    pub code_hash: String,
    pub attempts: u32,
    pub expires_at: String,
    pub last_sent_at: String,
}

pub fn find(conn: &Connection, email: &str) -> ApiResult<Option<PendingCode>> {
    Ok(conn
        .query_row(
            "SELECT email, name, code_hash, attempts, expires_at, last_sent_at
             FROM verification_codes WHERE email = ?1",
            [email],
            |r| {
                Ok(PendingCode {
                    email: r.get(0)?,
                    name: r.get(1)?,
                    code_hash: r.get(2)?,
                    attempts: r.get(3)?,
                    expires_at: r.get(4)?,
                    last_sent_at: r.get(5)?,
                })
            },
        )
        .optional()?)
}

/// Stores a fresh code for the address, replacing any earlier one and its failed attempts.
pub fn upsert(
    conn: &Connection,
    email: &str,
    purpose: &str,
    name: &str,
    code_hash: &str,
    expires_at: &str,
) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO verification_codes (email, purpose, name, code_hash, attempts, expires_at, last_sent_at)
         VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6)
         ON CONFLICT (email) DO UPDATE SET purpose = excluded.purpose, name = excluded.name,
             code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at,
             last_sent_at = excluded.last_sent_at",
        params![email, purpose, name, code_hash, expires_at, super::now()],
    )?;
    Ok(())
}

pub fn count_failure(conn: &Connection, email: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE verification_codes SET attempts = attempts + 1 WHERE email = ?1",
        [email],
    )?;
    Ok(())
}

pub fn delete(conn: &Connection, email: &str) -> ApiResult<()> {
    conn.execute("DELETE FROM verification_codes WHERE email = ?1", [email])?;
    Ok(())
}
