//! The public site's Settings changes (one row; see `branding.rs` for how they apply).

use rusqlite::{Connection, params};
use serde_json::Value;

use crate::error::ApiResult;

pub struct Saved {
    /// Only what differs from the defaults with the data dir's file over them.
    pub overrides: Option<Value>,
    /// The uploaded logo's file name under `uploads/site/`.
    pub logo: Option<String>,
    pub updated_at: Option<String>,
    /// Who saved last, as "Name <email>" (kept for the record after the user is gone: null).
    pub updated_by: Option<String>,
    pub version: i64,
}

pub fn get(conn: &Connection) -> ApiResult<Saved> {
    Ok(conn.query_row(
        "SELECT s.overrides, s.logo, s.updated_at, s.version,
                u.first_name || ' ' || u.last_name || ' <' || u.email || '>'
         FROM site_branding s LEFT JOIN users u ON u.id = s.updated_by WHERE s.id = 1",
        [],
        |r| {
            let overrides: Option<String> = r.get(0)?;
            Ok(Saved {
                // Written only by `save`, from a serialized Value.
                overrides: overrides.and_then(|t| serde_json::from_str(&t).ok()),
                logo: r.get(1)?,
                updated_at: r.get(2)?,
                version: r.get(3)?,
                updated_by: r.get::<_, Option<String>>(4)?.map(|s| s.trim().to_string()),
            })
        },
    )?)
}

/// Replaces the saved changes (`None`: the file's document again).
pub fn save(conn: &Connection, overrides: Option<&Value>, by: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE site_branding SET overrides = ?1, updated_at = ?2, updated_by = ?3,
                version = version + 1 WHERE id = 1",
        params![overrides.map(Value::to_string), crate::db::now(), by],
    )?;
    Ok(())
}

/// Sets or clears the logo; returns the file it replaced, for removal.
pub fn set_logo(conn: &Connection, logo: Option<&str>, by: i64) -> ApiResult<Option<String>> {
    let old: Option<String> =
        conn.query_row("SELECT logo FROM site_branding WHERE id = 1", [], |r| {
            r.get(0)
        })?;
    conn.execute(
        "UPDATE site_branding SET logo = ?1, updated_at = ?2, updated_by = ?3,
                version = version + 1 WHERE id = 1",
        params![logo, crate::db::now(), by],
    )?;
    Ok(old)
}
