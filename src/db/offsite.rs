//! The record of off-site copies: each try, its object and its error.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

/// Tries kept; the record is for the last copies and the current run of failures, not history.
const KEPT: i64 = 200;

/// Where off-site copies stand (Settings › Backups, `/api/health/`).
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct OffsiteStatus {
    /// When the last copy was uploaded and confirmed (UTC); null before the first.
    #[schema(required = true)]
    pub last_copy_at: Option<String>,
    /// That copy's name in the bucket.
    #[schema(required = true)]
    pub last_copy_name: Option<String>,
    /// Its size in bytes (sealed).
    #[schema(required = true)]
    pub last_copy_bytes: Option<i64>,
    /// When the last try ran, whatever its result.
    #[schema(required = true)]
    pub last_attempt_at: Option<String>,
    /// Why the last try failed; null when it succeeded.
    #[schema(required = true)]
    pub last_error: Option<String>,
    /// Tries that failed since the last copy that succeeded.
    pub failures_in_row: i64,
}

/// Records a try; answers the failures in a row it makes (0 after a success).
pub fn record(
    c: &Connection,
    at: &str,
    name: Option<&str>,
    bytes: Option<i64>,
    error: Option<&str>,
) -> ApiResult<i64> {
    c.execute(
        "INSERT INTO offsite_copies (attempted_at, name, bytes, error) VALUES (?1, ?2, ?3, ?4)",
        params![at, name, bytes, error],
    )?;
    c.execute(
        "DELETE FROM offsite_copies WHERE id <= (SELECT max(id) FROM offsite_copies) - ?1",
        [KEPT],
    )?;
    Ok(status(c)?.failures_in_row)
}

pub fn status(c: &Connection) -> ApiResult<OffsiteStatus> {
    let last_ok: Option<(i64, String, Option<String>, Option<i64>)> = c
        .query_row(
            "SELECT id, attempted_at, name, bytes FROM offsite_copies WHERE error IS NULL
             ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let last: Option<(String, Option<String>)> = c
        .query_row(
            "SELECT attempted_at, error FROM offsite_copies ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let since = last_ok.as_ref().map_or(0, |l| l.0);
    let failures_in_row = c.query_row(
        "SELECT count(*) FROM offsite_copies WHERE id > ?1 AND error IS NOT NULL",
        [since],
        |r| r.get(0),
    )?;
    let (last_copy_at, last_copy_name, last_copy_bytes) = match last_ok {
        Some((_, at, name, bytes)) => (Some(at), name, bytes),
        None => (None, None, None),
    };
    let (last_attempt_at, last_error) = last.map_or((None, None), |(at, e)| (Some(at), e));
    Ok(OffsiteStatus {
        last_copy_at,
        last_copy_name,
        last_copy_bytes,
        last_attempt_at,
        last_error,
        failures_in_row,
    })
}
