//! Client records: the agency's customers, optionally linked to a client user.

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::ApiResult;

pub struct NewClient<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub company: &'a str,
    pub package: &'a str,
    pub monthly_fee_cents: i64,
    pub status: &'a str,
    pub payment_status: &'a str,
    pub platforms: &'a [String],
    pub next_payment: Option<&'a str>,
    pub account_manager: &'a str,
    pub user_id: Option<i64>,
}

pub fn insert(conn: &Connection, c: &NewClient<'_>) -> ApiResult<i64> {
    let platforms = serde_json::to_string(c.platforms).unwrap_or_else(|_| "[]".into());
    let now = super::now();
    conn.execute(
        "INSERT INTO clients (name, email, company, package, monthly_fee_cents, status, payment_status,
                              platforms, next_payment, account_manager, user_id, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)",
        params![
            c.name,
            c.email,
            c.company,
            c.package,
            c.monthly_fee_cents,
            c.status,
            c.payment_status,
            platforms,
            c.next_payment,
            c.account_manager,
            c.user_id,
            now
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The client record a client user belongs to.
pub fn id_for_user(conn: &Connection, user_id: i64) -> ApiResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT id FROM clients WHERE user_id = ?1",
            [user_id],
            |r| r.get(0),
        )
        .optional()?)
}
