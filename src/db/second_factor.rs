//! A user's second factors (authenticator app, passkeys, recovery codes) and the agency's
//! sign-in rules. Secrets arrive sealed and codes hashed: nothing here can sign anyone in.
//! Functions that write several rows expect to run inside the caller's transaction
//! (`Db::write` gives one).

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::security::LIFETIME_DAYS;
use crate::error::ApiResult;

/// The agency's sign-in rules (Settings › Security).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SecuritySettings {
    /// Agency staff must add a second factor before they can do anything else.
    pub require_staff_second_factor: bool,
    /// A session unused for this many days ends.
    pub idle_days: i64,
    /// Every session ends this many days after sign-in.
    pub absolute_days: i64,
}

pub fn settings(conn: &Connection) -> ApiResult<SecuritySettings> {
    Ok(conn.query_row(
        "SELECT require_staff_second_factor, idle_days, absolute_days
           FROM security_settings WHERE id = 1",
        [],
        |r| {
            Ok(SecuritySettings {
                require_staff_second_factor: r.get(0)?,
                idle_days: r.get(1)?,
                absolute_days: r.get(2)?,
            })
        },
    )?)
}

/// Stores the rules; live sessions take the new absolute lifetime from their own sign-in time.
pub fn save_settings(conn: &Connection, s: &SecuritySettings) -> ApiResult<()> {
    conn.execute(
        "UPDATE security_settings SET require_staff_second_factor = ?1, idle_days = ?2,
                absolute_days = ?3, updated_at = ?4 WHERE id = 1",
        params![
            s.require_staff_second_factor,
            s.idle_days,
            s.absolute_days,
            super::now()
        ],
    )?;
    conn.execute(
        "UPDATE auth_tokens
            SET expires_at = strftime('%Y-%m-%dT%H:%M:%SZ', created_at, '+' || ?1 || ' days')",
        [s.absolute_days],
    )?;
    Ok(())
}

/// The configuration's `auth.token_lifetime_days` as the absolute lifetime, while no admin has
/// set the sign-in rules (once saved there, they hold it).
pub fn lifetime_from_config(conn: &Connection, days: i64) -> ApiResult<()> {
    let days = days.clamp(*LIFETIME_DAYS.start(), *LIFETIME_DAYS.end());
    let changed = conn.execute(
        "UPDATE security_settings SET absolute_days = ?1
          WHERE id = 1 AND updated_at IS NULL AND absolute_days <> ?1",
        [days],
    )?;
    if changed > 0 {
        conn.execute(
            "UPDATE auth_tokens
                SET expires_at = strftime('%Y-%m-%dT%H:%M:%SZ', created_at, '+' || ?1 || ' days')",
            [days],
        )?;
    }
    Ok(())
}

/// What a user has set up.
#[derive(Debug, Clone, Copy, Default)]
pub struct Factors {
    pub totp: bool,
    pub passkeys: i64,
    pub recovery_left: i64,
}

impl Factors {
    /// A factor that can stand beside the password (recovery codes only stand in for one).
    pub fn any(self) -> bool {
        self.totp || self.passkeys > 0
    }
}

pub fn factors(conn: &Connection, user_id: i64) -> ApiResult<Factors> {
    Ok(conn
        .query_row(
            "SELECT totp, passkeys, recovery_left FROM user_second_factor WHERE user_id = ?1",
            [user_id],
            |r| {
                Ok(Factors {
                    totp: r.get(0)?,
                    passkeys: r.get(1)?,
                    recovery_left: r.get(2)?,
                })
            },
        )
        .optional()?
        .unwrap_or_default())
}

/// A user's authenticator-app secret, sealed.
pub struct Totp {
    pub secret_sealed: String,
    pub confirmed_at: Option<String>,
}

pub fn totp(conn: &Connection, user_id: i64) -> ApiResult<Option<Totp>> {
    Ok(conn
        .query_row(
            "SELECT secret_sealed, confirmed_at FROM user_totp WHERE user_id = ?1",
            [user_id],
            |r| {
                Ok(Totp {
                    secret_sealed: r.get(0)?,
                    confirmed_at: r.get(1)?,
                })
            },
        )
        .optional()?)
}

/// Starts (or starts over) enrolling an app; false when one is already confirmed.
pub fn begin_totp(conn: &Connection, user_id: i64, sealed: &str) -> ApiResult<bool> {
    let n = conn.execute(
        "INSERT INTO user_totp (user_id, secret_sealed, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id) DO UPDATE SET secret_sealed = excluded.secret_sealed,
                created_at = excluded.created_at, last_step = 0
          WHERE user_totp.confirmed_at IS NULL",
        params![user_id, sealed, super::now()],
    )?;
    Ok(n == 1)
}

/// Accepts the code of 30-second step `step`: confirms an app being enrolled, or records a
/// sign-in's use. False when a code of this step or a later one was accepted already (a code
/// works once), or when there is no app (or, for a sign-in, no confirmed one).
pub fn use_totp_step(
    conn: &Connection,
    user_id: i64,
    step: i64,
    enrolling: bool,
) -> ApiResult<bool> {
    let n = conn.execute(
        "UPDATE user_totp SET last_step = ?2,
                confirmed_at = coalesce(confirmed_at, ?3)
          WHERE user_id = ?1 AND last_step < ?2
            AND (confirmed_at IS NULL) = ?4",
        params![user_id, step, super::now(), enrolling],
    )?;
    Ok(n == 1)
}

pub fn remove_totp(conn: &Connection, user_id: i64) -> ApiResult<bool> {
    Ok(conn.execute("DELETE FROM user_totp WHERE user_id = ?1", [user_id])? == 1)
}

/// Replaces the user's recovery codes with new ones (their hashes).
pub fn replace_recovery_codes(conn: &Connection, user_id: i64, hashes: &[String]) -> ApiResult<()> {
    conn.execute("DELETE FROM recovery_codes WHERE user_id = ?1", [user_id])?;
    for h in hashes {
        conn.execute(
            "INSERT INTO recovery_codes (user_id, code_hash) VALUES (?1, ?2)",
            params![user_id, h],
        )?;
    }
    Ok(())
}

/// Spends one recovery code: true once, false ever after (and for a code the user never had).
pub fn use_recovery_code(conn: &Connection, user_id: i64, hash: &str) -> ApiResult<bool> {
    let n = conn.execute(
        "UPDATE recovery_codes SET used_at = ?3
          WHERE id = (SELECT id FROM recovery_codes
                       WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL LIMIT 1)",
        params![user_id, hash, super::now()],
    )?;
    Ok(n == 1)
}

/// A stored passkey.
#[derive(Debug, Clone)]
pub struct PasskeyRow {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    /// The WebAuthn library's credential, as JSON.
    pub credential: String,
    pub created_at: String,
    pub last_used_at: Option<String>,
}

const PASSKEY_COLUMNS: &str = "id, user_id, name, credential, created_at, last_used_at";

fn passkey_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PasskeyRow> {
    Ok(PasskeyRow {
        id: r.get(0)?,
        user_id: r.get(1)?,
        name: r.get(2)?,
        credential: r.get(3)?,
        created_at: r.get(4)?,
        last_used_at: r.get(5)?,
    })
}

pub fn passkeys(conn: &Connection, user_id: i64) -> ApiResult<Vec<PasskeyRow>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {PASSKEY_COLUMNS} FROM passkeys WHERE user_id = ?1 ORDER BY id"
    ))?;
    let rows = stmt.query_map([user_id], passkey_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The passkey with this credential id (base64url), whoever's it is.
pub fn passkey_by_credential(
    conn: &Connection,
    credential_id: &str,
) -> ApiResult<Option<PasskeyRow>> {
    Ok(conn
        .query_row(
            &format!("SELECT {PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = ?1"),
            [credential_id],
            passkey_row,
        )
        .optional()?)
}

/// Stores a new passkey; None when its credential is registered already (to anyone).
pub fn add_passkey(
    conn: &Connection,
    user_id: i64,
    credential_id: &str,
    name: &str,
    credential: &str,
) -> ApiResult<Option<PasskeyRow>> {
    let id = conn
        .query_row(
            "INSERT INTO passkeys (user_id, credential_id, name, credential, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (credential_id) DO NOTHING RETURNING id",
            params![user_id, credential_id, name, credential, super::now()],
            |r| r.get::<_, i64>(0),
        )
        .optional()?;
    match id {
        Some(id) => passkey(conn, user_id, id),
        None => Ok(None),
    }
}

pub fn passkey(conn: &Connection, user_id: i64, id: i64) -> ApiResult<Option<PasskeyRow>> {
    Ok(conn
        .query_row(
            &format!("SELECT {PASSKEY_COLUMNS} FROM passkeys WHERE id = ?1 AND user_id = ?2"),
            params![id, user_id],
            passkey_row,
        )
        .optional()?)
}

/// After a sign-in with it: the credential's new counter and flags, and when.
pub fn passkey_used(conn: &Connection, id: i64, credential: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE passkeys SET credential = ?2, last_used_at = ?3 WHERE id = ?1",
        params![id, credential, super::now()],
    )?;
    Ok(())
}

pub fn rename_passkey(conn: &Connection, user_id: i64, id: i64, name: &str) -> ApiResult<bool> {
    Ok(conn.execute(
        "UPDATE passkeys SET name = ?3 WHERE id = ?1 AND user_id = ?2",
        params![id, user_id, name],
    )? == 1)
}

pub fn delete_passkey(conn: &Connection, user_id: i64, id: i64) -> ApiResult<bool> {
    Ok(conn.execute(
        "DELETE FROM passkeys WHERE id = ?1 AND user_id = ?2",
        params![id, user_id],
    )? == 1)
}

/// The random handle the user's passkeys carry, made on first use.
pub fn webauthn_handle(conn: &Connection, user_id: i64, fresh: &str) -> ApiResult<String> {
    conn.execute(
        "UPDATE users SET webauthn_handle = ?2 WHERE id = ?1 AND webauthn_handle IS NULL",
        params![user_id, fresh],
    )?;
    Ok(conn.query_row(
        "SELECT webauthn_handle FROM users WHERE id = ?1",
        [user_id],
        |r| r.get(0),
    )?)
}

/// Whose passkeys carry this handle.
pub fn user_by_handle(conn: &Connection, handle: &str) -> ApiResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT id FROM users WHERE webauthn_handle = ?1",
            [handle],
            |r| r.get(0),
        )
        .optional()?)
}

/// Removes every factor of a user (an admin's reset, or the terminal's): the app, passkeys and
/// recovery codes, and every session.
pub fn reset(conn: &Connection, user_id: i64) -> ApiResult<()> {
    conn.execute("DELETE FROM user_totp WHERE user_id = ?1", [user_id])?;
    conn.execute("DELETE FROM passkeys WHERE user_id = ?1", [user_id])?;
    conn.execute("DELETE FROM recovery_codes WHERE user_id = ?1", [user_id])?;
    conn.execute("DELETE FROM auth_tokens WHERE user_id = ?1", [user_id])?;
    Ok(())
}
