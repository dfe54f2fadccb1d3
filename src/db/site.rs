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
    /// The billing plans, which the site lists as its own (see `branding.rs`).
    pub plans: Vec<super::billing::Plan>,
}

pub fn get(conn: &Connection) -> ApiResult<Saved> {
    let plans = super::billing::plans(conn)?;
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
                plans,
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

/// The plans listed in the data dir's `branding.json`, applied to the billing plans when that
/// list differs from the one applied last (so a later edit in Settings › Plans is not undone by
/// a restart). Only the catalogue's own plans are changed, field by field; what cannot apply is
/// answered, for the log.
pub fn apply_file_plans(conn: &Connection, listed: &Value) -> ApiResult<Vec<String>> {
    let text = listed.to_string();
    let last: Option<String> = conn.query_row(
        "SELECT file_plans FROM site_branding WHERE id = 1",
        [],
        |r| r.get(0),
    )?;
    if last.as_deref() == Some(text.as_str()) {
        return Ok(Vec::new());
    }
    let mut problems = Vec::new();
    for item in listed.as_array().into_iter().flatten() {
        let id = item["id"].as_str().unwrap_or_default();
        let Some(mut plan) = super::billing::plan(conn, id)? else {
            problems.push(format!("plan {id:?} is not a billing plan; ignored"));
            continue;
        };
        if let Some(name) = item["name"]
            .as_str()
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            plan.name = name.chars().take(60).collect();
        }
        let exponent = crate::money::thread_exponent();
        match item.get("price").map(|p| crate::money::parse(p, exponent)) {
            Some(Some(cents)) if cents > 0 => plan.price_cents = cents,
            Some(_) => problems.push(format!("plan {id:?}: the price is not an amount above 0")),
            None => {}
        }
        if let Some(features) = item["features"].as_array() {
            plan.features = features
                .iter()
                .filter_map(Value::as_str)
                .map(|f| f.trim().chars().take(200).collect::<String>())
                .filter(|f| !f.is_empty())
                .take(20)
                .collect();
        }
        if let Some(popular) = item["popular"].as_bool() {
            plan.recommended = popular;
        }
        super::billing::update_plan(conn, &plan)?;
    }
    conn.execute(
        "UPDATE site_branding SET file_plans = ?1 WHERE id = 1",
        [text],
    )?;
    Ok(problems)
}
