//! Credit notes: the only way an issued invoice changes. Each takes back part or all of what an
//! invoice is still worth, in a number sequence of its own (`CN-2026-0001`), and moves the
//! invoice's credited amount, status and balance in the same transaction.

use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, params, params_from_iter};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Scope;
use super::now;
use crate::error::ApiResult;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct CreditNote {
    pub id: i64,
    /// `CN-2026-0001`.
    pub number: String,
    /// The invoice it corrects.
    pub invoice: i64,
    pub invoice_number: String,
    pub client: i64,
    pub client_name: String,
    /// ISO 4217.
    pub currency: String,
    /// What it takes back, gross (a positive amount), in minor units.
    pub amount_cents: i64,
    pub net_cents: i64,
    pub tax_cents: i64,
    pub reason: String,
    pub created_at: String,
}

const SELECT: &str = "SELECT n.id, n.number, n.invoice_id, i.number, n.client_id, c.name,
        (SELECT currency FROM money_settings WHERE id = 1), n.amount_cents, n.net_cents,
        n.tax_cents, n.reason, n.created_at
    FROM credit_notes n JOIN invoices i ON i.id = n.invoice_id JOIN clients c ON c.id = n.client_id";

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<CreditNote> {
    Ok(CreditNote {
        id: r.get(0)?,
        number: r.get(1)?,
        invoice: r.get(2)?,
        invoice_number: r.get(3)?,
        client: r.get(4)?,
        client_name: r.get(5)?,
        currency: r.get(6)?,
        amount_cents: r.get(7)?,
        net_cents: r.get(8)?,
        tax_cents: r.get(9)?,
        reason: r.get(10)?,
        created_at: r.get(11)?,
    })
}

/// The credit notes of these invoices, oldest first.
pub fn of_invoices(c: &Connection, ids: &[i64]) -> ApiResult<Vec<CreditNote>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let marks = vec!["?"; ids.len()].join(", ");
    let sql = format!("{SELECT} WHERE n.invoice_id IN ({marks}) ORDER BY n.id");
    let mut stmt = c.prepare(&sql)?;
    let rows = stmt.query_map(
        params_from_iter(ids.iter().map(|i| Value::Integer(*i))),
        row,
    )?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// One credit note the viewer may see (a client only its own).
pub fn get_for(c: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<CreditNote>> {
    let sql = format!("{SELECT} WHERE n.id = ?1 AND (?2 IS NULL OR n.client_id = ?2)");
    Ok(c.query_row(&sql, params![id, viewer.client_filter()], row)
        .optional()?)
}

/// A page of credit notes, newest first: a client's own, or (None) every client's.
pub fn list(
    c: &Connection,
    client: Option<i64>,
    limit: u32,
    offset: i64,
) -> ApiResult<(Vec<CreditNote>, i64)> {
    let sql = format!(
        "{SELECT} WHERE (?1 IS NULL OR n.client_id = ?1) ORDER BY n.id DESC LIMIT ?2 OFFSET ?3"
    );
    let mut stmt = c.prepare_cached(&sql)?;
    let rows = stmt.query_map(params![client, limit, offset], row)?;
    let items = rows.collect::<Result<_, _>>()?;
    let total = c.query_row(
        "SELECT COUNT(*) FROM credit_notes WHERE (?1 IS NULL OR client_id = ?1)",
        [client],
        |r| r.get(0),
    )?;
    Ok((items, total))
}

/// Documents issued in a period (`from` and `to` as `YYYY-MM-DD`, both days included).
pub fn issued_between(c: &Connection, from: &str, to: &str) -> ApiResult<Vec<CreditNote>> {
    let sql = format!(
        "{SELECT} WHERE n.created_at >= ?1 AND n.created_at < date(?2, '+1 day') ORDER BY n.id"
    );
    let mut stmt = c.prepare(&sql)?;
    let rows = stmt.query_map(params![from, to], row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub struct NewCreditNote<'a> {
    pub invoice_id: i64,
    pub client_id: i64,
    pub amount_cents: i64,
    pub net_cents: i64,
    pub tax_cents: i64,
    pub reason: &'a str,
}

/// Writes the credit note and moves its invoice: credited, and cancelled when nothing of it is
/// left, paid when what was received covers what is left. The caller has checked the amount.
pub fn insert(c: &Connection, n: &NewCreditNote<'_>) -> ApiResult<i64> {
    let created = now();
    let year = created
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or(2026);
    let number = super::numbering::next(c, super::numbering::Series::CreditNote, year)?;
    c.execute(
        "INSERT INTO credit_notes (number, invoice_id, client_id, amount_cents, net_cents,
                                   tax_cents, reason, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            number,
            n.invoice_id,
            n.client_id,
            n.amount_cents,
            n.net_cents,
            n.tax_cents,
            n.reason,
            created
        ],
    )?;
    let id = c.last_insert_rowid();
    c.execute(
        "UPDATE invoices SET credited_cents = credited_cents + ?2 WHERE id = ?1",
        params![n.invoice_id, n.amount_cents],
    )?;
    c.execute(
        "UPDATE invoices SET
           status = CASE WHEN value_cents = 0 THEN 'cancelled'
                         WHEN balance_cents <= 0 THEN 'paid' ELSE status END,
           paid_at = CASE WHEN value_cents > 0 AND balance_cents <= 0 AND paid_at IS NULL
                          THEN ?2 ELSE paid_at END
         WHERE id = ?1",
        params![n.invoice_id, created],
    )?;
    Ok(id)
}
