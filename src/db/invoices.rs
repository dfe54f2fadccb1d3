//! Invoices: numbered per year, kept in the currency's minor units. "overdue" is never stored: it
//! is a pending invoice whose due date (UTC) has passed, derived in every answer and filter. An
//! invoice is never edited once issued: credit notes take back part or all of it, and payments
//! (whole or in parts) settle the rest.

use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, params, params_from_iter};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Scope;
use super::clients::cents_to_dollars;
use super::now;
use super::numbering::Series;
use crate::error::{ApiError, ApiResult};

use crate::db::credit_notes::CreditNote;
pub use crate::domain::billing::InvoiceStatus;
use crate::domain::billing::TaxNote;
use crate::domain::tax::{Line, TaxGroup};
use crate::paycode::PaymentCode;

/// `?sort=`: a leading `-` is descending.
pub const SORTS: &[&str] = &[
    "date", "-date", "amount", "-amount", "status", "-status", "paid", "-paid",
];

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Invoice {
    pub id: i64,
    /// `INV-2026-0042` unless the admin gave its own.
    pub invoice_number: String,
    /// The client's id.
    pub client: i64,
    pub client_name: String,
    pub client_email: String,
    /// The gross total in major units; `amount_cents` is the exact figure.
    pub amount: f64,
    /// The gross total (net plus tax), in minor units of `currency`.
    pub amount_cents: i64,
    /// ISO 4217.
    pub currency: String,
    pub net_cents: i64,
    pub tax_cents: i64,
    /// What it bills, each line taxed on its own.
    pub lines: Vec<Line>,
    /// Tax per rate.
    pub taxes: Vec<TaxGroup>,
    pub tax_note: TaxNote,
    /// The legal sentence for `tax_note` (empty for none).
    pub tax_note_text: String,
    /// The agency's and the client's tax numbers as they were when it was issued.
    pub seller_tax_id: String,
    pub client_tax_id: String,
    /// Taken back by credit notes.
    pub credited_cents: i64,
    /// Received so far, in whole or in parts.
    pub received_cents: i64,
    /// Still to pay: gross, less credit notes, less what was received.
    pub balance_cents: i64,
    pub credit_notes: Vec<CreditNote>,
    /// The scan-to-pay code for the balance (EUR to an IBAN, CHF to a Swiss IBAN), else null.
    #[schema(required = true)]
    pub payment_code: Option<PaymentCode>,
    /// `YYYY-MM-DD`.
    pub due_date: String,
    pub status: InvoiceStatus,
    pub description: String,
    pub created_at: String,
    #[schema(required = true)]
    pub paid_at: Option<String>,
    /// What was received (null before any payment).
    #[schema(required = true)]
    pub paid_amount_cents: Option<i64>,
    /// The subscription that raised it, if any.
    #[schema(required = true)]
    pub subscription: Option<i64>,
    #[schema(required = true)]
    pub last_reminded_at: Option<String>,
    pub reminder_count: i64,
    /// When the next reminder may go (one a day per invoice); null for a paid invoice or one
    /// never reminded.
    #[schema(required = true)]
    pub next_reminder_at: Option<String>,
}

/// One reminder per invoice a day: enough to nudge, not enough to spam.
pub const REMIND_EVERY_SECS: i64 = 86_400;

/// The status as shown: a pending invoice past its due date reads overdue.
const SHOWN_STATUS: &str =
    "CASE WHEN i.status = 'pending' AND i.due_date < date('now') THEN 'overdue' ELSE i.status END";

fn select() -> String {
    format!(
        "SELECT i.id, i.number, i.client_id, c.name, c.email, i.amount_cents, i.due_date,
                {SHOWN_STATUS}, i.description, i.created_at, i.paid_at, i.subscription_id,
                i.last_reminded_at, i.reminder_count, NULLIF(i.received_cents, 0),
                CASE WHEN i.status = 'pending' THEN strftime('%Y-%m-%dT%H:%M:%SZ',
                     i.last_reminded_at, '+{REMIND_EVERY_SECS} seconds') END,
                (SELECT currency FROM money_settings WHERE id = 1), i.net_cents, i.tax_cents,
                i.tax_note, i.seller_tax_id, i.client_tax_id, i.credited_cents,
                i.received_cents, i.balance_cents
         FROM invoices i JOIN clients c ON c.id = i.client_id"
    )
}

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Invoice> {
    let cents: i64 = r.get(5)?;
    Ok(Invoice {
        id: r.get(0)?,
        invoice_number: r.get(1)?,
        client: r.get(2)?,
        client_name: r.get(3)?,
        client_email: r.get(4)?,
        amount: cents_to_dollars(cents),
        amount_cents: cents,
        currency: r.get(16)?,
        net_cents: r.get(17)?,
        tax_cents: r.get(18)?,
        lines: Vec::new(),
        taxes: Vec::new(),
        tax_note: r.get(19)?,
        tax_note_text: String::new(),
        seller_tax_id: r.get(20)?,
        client_tax_id: r.get(21)?,
        credited_cents: r.get(22)?,
        received_cents: r.get(23)?,
        balance_cents: r.get(24)?,
        credit_notes: Vec::new(),
        payment_code: None,
        due_date: r.get(6)?,
        status: r.get(7)?,
        description: r.get(8)?,
        created_at: r.get(9)?,
        paid_at: r.get(10)?,
        subscription: r.get(11)?,
        last_reminded_at: r.get(12)?,
        reminder_count: r.get(13)?,
        paid_amount_cents: r.get(14)?,
        next_reminder_at: r.get(15)?,
    })
}

#[derive(Debug, Default, Clone)]
pub struct Filter {
    /// A client's own invoices; set for every client caller.
    pub client: Option<i64>,
    pub status: Option<InvoiceStatus>,
    pub search: Option<String>,
    pub due_from: Option<String>,
    pub due_to: Option<String>,
}

/// The WHERE clause and its values. The client join is only needed when searching its name.
fn clause(f: &Filter) -> (String, Vec<Value>, bool) {
    let mut sql = String::from(" WHERE 1 = 1");
    let mut values: Vec<Value> = Vec::new();
    let mut arg = |sql: &mut String, text: &str, v: Value| {
        values.push(v);
        sql.push_str(&text.replace('?', &format!("?{}", values.len())));
    };
    if let Some(c) = f.client {
        arg(&mut sql, " AND i.client_id = ?", Value::Integer(c));
    }
    match f.status {
        Some(InvoiceStatus::Paid) => sql.push_str(" AND i.status = 'paid'"),
        Some(InvoiceStatus::Cancelled) => sql.push_str(" AND i.status = 'cancelled'"),
        Some(InvoiceStatus::Pending) => {
            sql.push_str(" AND i.status = 'pending' AND i.due_date >= date('now')")
        }
        Some(InvoiceStatus::Overdue) => {
            sql.push_str(" AND i.status = 'pending' AND i.due_date < date('now')")
        }
        None => {}
    }
    if let Some(d) = &f.due_from {
        arg(&mut sql, " AND i.due_date >= ?", Value::Text(d.clone()));
    }
    if let Some(d) = &f.due_to {
        arg(&mut sql, " AND i.due_date <= ?", Value::Text(d.clone()));
    }
    let join = f.search.is_some();
    if let Some(s) = &f.search {
        let escaped = s
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        // Each `?` of one call names the same value.
        arg(
            &mut sql,
            " AND (i.number LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\' \
             OR c.company LIKE ? ESCAPE '\\' OR c.email LIKE ? ESCAPE '\\' \
             OR i.description LIKE ? ESCAPE '\\')",
            Value::Text(format!("%{escaped}%")),
        );
    }
    (sql, values, join)
}

fn order(sort: &str) -> String {
    let (key, dir) = match sort.strip_prefix('-') {
        Some(k) => (k, "DESC"),
        None => (sort, "ASC"),
    };
    let column = match key {
        "amount" => "i.amount_cents".to_string(),
        // The spec's order: paid, pending, overdue; then cancelled.
        "status" => format!(
            "CASE WHEN i.status = 'paid' THEN 0 WHEN i.status = 'cancelled' THEN 3
                  WHEN i.due_date >= date('now') THEN 1 ELSE 2 END {dir}, i.due_date"
        ),
        "paid" => "i.paid_at IS NULL, i.paid_at".to_string(),
        _ => "i.due_date".to_string(),
    };
    format!(" ORDER BY {column} {dir}, i.id {dir}")
}

pub fn count(conn: &Connection, f: &Filter) -> ApiResult<i64> {
    let (where_sql, values, join) = clause(f);
    let from = if join {
        "FROM invoices i JOIN clients c ON c.id = i.client_id"
    } else {
        "FROM invoices i"
    };
    let sql = format!("SELECT COUNT(*) {from}{where_sql}");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row(params_from_iter(values), |r| r.get(0))?)
}

pub fn list(
    conn: &Connection,
    f: &Filter,
    sort: &str,
    limit: u32,
    offset: i64,
) -> ApiResult<Vec<Invoice>> {
    let (where_sql, mut values, _) = clause(f);
    let n = values.len();
    let sql = format!(
        "{}{where_sql}{} LIMIT ?{} OFFSET ?{}",
        select(),
        order(sort),
        n + 1,
        n + 2
    );
    values.push(Value::Integer(i64::from(limit)));
    values.push(Value::Integer(offset));
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params_from_iter(values), from_row)?;
    complete(conn, rows.collect::<Result<_, _>>()?)
}

/// Invoices with their lines, tax, credit notes and payment code (see `invoice_parts`).
fn complete(conn: &Connection, mut invoices: Vec<Invoice>) -> ApiResult<Vec<Invoice>> {
    super::invoice_parts::complete(conn, &mut invoices)?;
    Ok(invoices)
}

fn one(conn: &Connection, found: Option<Invoice>) -> ApiResult<Option<Invoice>> {
    Ok(complete(conn, found.into_iter().collect())?.pop())
}

pub fn get(conn: &Connection, id: i64) -> ApiResult<Option<Invoice>> {
    let sql = format!("{} WHERE i.id = ?1", select());
    let found = conn.query_row(&sql, [id], from_row).optional()?;
    one(conn, found)
}

/// An invoice the viewer may see: an admin any, a client user only its own (else None: a 404).
pub fn get_for(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<Invoice>> {
    let sql = format!(
        "{} WHERE i.id = ?1 AND (?2 IS NULL OR i.client_id = ?2)",
        select()
    );
    let found = conn
        .query_row(&sql, params![id, viewer.client_filter()], from_row)
        .optional()?;
    one(conn, found)
}

/// A new invoice. The caller brings the client's payment status in line (`refresh_client`)
/// once its write is complete, with the day it runs as.
pub struct NewInvoice<'a> {
    pub client_id: i64,
    /// Taxed already (`billing::tax`); the totals are theirs.
    pub lines: Vec<Line>,
    pub tax_note: TaxNote,
    pub due_date: &'a str,
    pub description: &'a str,
    /// A number the admin chose; None takes the next of the year.
    pub number: Option<&'a str>,
    pub subscription: Option<(i64, &'a str)>,
    pub verification_id: Option<i64>,
    /// Already settled (a verified bank transfer): paid at this time.
    pub paid_at: Option<&'a str>,
}

pub fn number_taken(conn: &Connection, number: &str) -> ApiResult<bool> {
    super::numbering::taken(conn, Series::Invoice, number)
}

pub fn insert(conn: &Connection, n: &NewInvoice<'_>) -> ApiResult<i64> {
    let created = now();
    let number = match n.number {
        Some(given) => {
            if number_taken(conn, given)? {
                return Err(ApiError::field(
                    "invoice_number",
                    "This invoice number is already used.",
                ));
            }
            given.to_string()
        }
        None => super::numbering::next(conn, Series::Invoice, year_of(&created))?,
    };
    let (net, tax, gross) = crate::domain::tax::totals(&n.lines);
    conn.execute(
        "INSERT INTO invoices (number, client_id, amount_cents, due_date, status, description,
                               created_at, paid_at, subscription_id, period_start, verification_id,
                               received_cents, net_cents, tax_cents, tax_note, seller_tax_id,
                               client_tax_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, CASE WHEN ?8 IS NULL THEN 0 ELSE ?3 END,
                 ?12, ?13, ?14, (SELECT tax_id FROM money_settings WHERE id = 1),
                 (SELECT tax_id FROM clients WHERE id = ?2))",
        params![
            number,
            n.client_id,
            gross,
            n.due_date,
            InvoiceStatus::stored(n.paid_at.is_some()),
            n.description,
            created,
            n.paid_at,
            n.subscription.map(|s| s.0),
            n.subscription.map(|s| s.1),
            n.verification_id,
            net,
            tax,
            n.tax_note,
        ],
    )?;
    let id = conn.last_insert_rowid();
    super::invoice_parts::insert_lines(conn, id, &n.lines)?;
    Ok(id)
}

fn year_of(timestamp: &str) -> i32 {
    timestamp
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or(2026)
}

/// 409 for an invoice that is already paid: there is nothing left to record or remind of.
pub fn refuse_paid(inv: &Invoice) -> ApiResult<()> {
    inv.status.refuse_paid(&inv.invoice_number)
}

/// Records a payment of a pending (or overdue) invoice: received at `paid_at`, `amount_cents`
/// (the caller has checked it is at most the balance). Paid once the balance is nothing; a part
/// payment leaves it pending with the rest to pay. The client's payment status follows.
pub fn mark_paid(
    conn: &Connection,
    inv: &Invoice,
    paid_at: &str,
    amount_cents: i64,
) -> ApiResult<()> {
    refuse_paid(inv)?;
    conn.execute(
        "UPDATE invoices SET received_cents = received_cents + ?3,
                status = CASE WHEN balance_cents - ?3 <= 0 THEN 'paid' ELSE status END,
                paid_at = CASE WHEN balance_cents - ?3 <= 0 THEN ?2 ELSE paid_at END
         WHERE id = ?1 AND status = 'pending'",
        params![inv.id, paid_at, amount_cents],
    )?;
    refresh_client(
        conn,
        inv.client,
        &time::OffsetDateTime::now_utc().date().to_string(),
    )
}

/// A client's open invoices (pending or overdue), earliest due first.
pub fn open_of_client(conn: &Connection, client_id: i64) -> ApiResult<Vec<Invoice>> {
    let sql = format!(
        "{} WHERE i.client_id = ?1 AND i.status = 'pending' ORDER BY i.due_date, i.id",
        select()
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([client_id], from_row)?;
    complete(conn, rows.collect::<Result<_, _>>()?)
}

/// Invoices issued in a period (`YYYY-MM-DD`, both days included), oldest first.
pub fn issued_between(conn: &Connection, from: &str, to: &str) -> ApiResult<Vec<Invoice>> {
    let sql = format!(
        "{} WHERE i.created_at >= ?1 AND i.created_at < date(?2, '+1 day') ORDER BY i.created_at, i.id",
        select()
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params![from, to], from_row)?;
    complete(conn, rows.collect::<Result<_, _>>()?)
}

/// Records a reminder unless one went out within `window_secs`; answers the seconds to wait
/// otherwise. The previous time and count are returned so a failed send can be undone.
pub fn claim_reminder(
    conn: &Connection,
    id: i64,
    window_secs: i64,
) -> ApiResult<Result<(Option<String>, i64), i64>> {
    let (last, count): (Option<String>, i64) = conn.query_row(
        "SELECT last_reminded_at, reminder_count FROM invoices WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if let Some(at) = last.as_deref().and_then(super::parse_time) {
        let waited = (time::OffsetDateTime::now_utc() - at).whole_seconds();
        if waited < window_secs {
            return Ok(Err(window_secs - waited));
        }
    }
    conn.execute(
        "UPDATE invoices SET last_reminded_at = ?2, reminder_count = reminder_count + 1
         WHERE id = ?1",
        params![id, now()],
    )?;
    Ok(Ok((last, count)))
}

pub fn undo_reminder(conn: &Connection, id: i64, last: Option<&str>, count: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE invoices SET last_reminded_at = ?2, reminder_count = ?3 WHERE id = ?1",
        params![id, last, count],
    )?;
    Ok(())
}

/// Brings a client's payment status and next payment in line with its invoices: overdue when a
/// pending invoice is past due, pending when one is open or nothing was billed yet, paid when
/// everything billed is paid. Nothing else writes the payment status.
pub fn refresh_client(conn: &Connection, client_id: i64, today: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE clients SET
           payment_status = CASE
             WHEN EXISTS (SELECT 1 FROM invoices WHERE client_id = ?1 AND status = 'pending'
                          AND due_date < ?3) THEN 'overdue'
             WHEN EXISTS (SELECT 1 FROM invoices WHERE client_id = ?1 AND status = 'pending')
               THEN 'pending'
             WHEN EXISTS (SELECT 1 FROM invoices WHERE client_id = ?1) THEN 'paid'
             ELSE 'pending' END,
           next_payment = COALESCE(
             (SELECT MIN(due_date) FROM invoices WHERE client_id = ?1 AND status = 'pending'),
             (SELECT next_billing_date FROM subscriptions WHERE client_id = ?1 AND status = 'active'),
             CASE WHEN EXISTS (SELECT 1 FROM invoices WHERE client_id = ?1) THEN NULL
                  ELSE next_payment END),
           updated_at = ?2, version = version + 1
         WHERE id = ?1",
        params![client_id, now(), today],
    )?;
    Ok(())
}

#[derive(Debug, Default, Clone, Serialize, ToSchema)]
pub struct InvoiceSummary {
    pub total_count: i64,
    pub total_amount: f64,
    pub total_amount_cents: i64,
    pub paid_count: i64,
    pub paid_amount: f64,
    pub paid_amount_cents: i64,
    /// Pending and not yet due.
    pub pending_count: i64,
    pub pending_amount: f64,
    pub pending_amount_cents: i64,
    pub overdue_count: i64,
    pub overdue_amount: f64,
    pub overdue_amount_cents: i64,
    /// Paid since the first of this month (UTC).
    pub paid_this_month_amount: f64,
    pub paid_this_month_amount_cents: i64,
}

/// Count and sum per state. With no client, each figure is a range of a covering index; a
/// client's few invoices are read through its own index.
/// Paid invoices count at their value after credit notes, open ones at their balance, and
/// cancelled ones not at all; `total` is what is billed after credit notes (a part payment is
/// in it, but in neither paid nor open).
const SUMMARY_ALL: &str = "SELECT
    (SELECT COUNT(*) FROM invoices WHERE status = 'paid'),
    (SELECT COALESCE(SUM(value_cents), 0) FROM invoices WHERE status = 'paid'),
    (SELECT COUNT(*) FROM invoices WHERE status = 'pending' AND due_date >= date('now')),
    (SELECT COALESCE(SUM(balance_cents), 0) FROM invoices
     WHERE status = 'pending' AND due_date >= date('now')),
    (SELECT COUNT(*) FROM invoices WHERE status = 'pending' AND due_date < date('now')),
    (SELECT COALESCE(SUM(balance_cents), 0) FROM invoices
     WHERE status = 'pending' AND due_date < date('now')),
    (SELECT COALESCE(SUM(value_cents), 0) FROM invoices
     WHERE status = 'paid' AND paid_at >= strftime('%Y-%m-01', 'now')),
    (SELECT COALESCE(SUM(value_cents), 0) FROM invoices WHERE status = 'pending')";

const SUMMARY_CLIENT: &str = "SELECT
    COALESCE(SUM(status = 'paid'), 0),
    COALESCE(SUM(CASE WHEN status = 'paid' THEN value_cents END), 0),
    COALESCE(SUM(status = 'pending' AND due_date >= date('now')), 0),
    COALESCE(SUM(CASE WHEN status = 'pending' AND due_date >= date('now') THEN balance_cents END), 0),
    COALESCE(SUM(status = 'pending' AND due_date < date('now')), 0),
    COALESCE(SUM(CASE WHEN status = 'pending' AND due_date < date('now') THEN balance_cents END), 0),
    COALESCE(SUM(CASE WHEN status = 'paid' AND paid_at >= strftime('%Y-%m-01', 'now')
                 THEN value_cents END), 0),
    COALESCE(SUM(CASE WHEN status = 'pending' THEN value_cents END), 0)
  FROM invoices WHERE client_id = ?1";

pub fn summary(conn: &Connection, client: Option<i64>) -> ApiResult<InvoiceSummary> {
    let read = |r: &rusqlite::Row<'_>| {
        let c = |i: usize| r.get::<_, i64>(i);
        let (paid, pending, overdue) = ((c(0)?, c(1)?), (c(2)?, c(3)?), (c(4)?, c(5)?));
        let total = (paid.0 + pending.0 + overdue.0, paid.1 + c(7)?);
        Ok(InvoiceSummary {
            total_count: total.0,
            total_amount: cents_to_dollars(total.1),
            total_amount_cents: total.1,
            paid_count: paid.0,
            paid_amount: cents_to_dollars(paid.1),
            paid_amount_cents: paid.1,
            pending_count: pending.0,
            pending_amount: cents_to_dollars(pending.1),
            pending_amount_cents: pending.1,
            overdue_count: overdue.0,
            overdue_amount: cents_to_dollars(overdue.1),
            overdue_amount_cents: overdue.1,
            paid_this_month_amount: cents_to_dollars(c(6)?),
            paid_this_month_amount_cents: c(6)?,
        })
    };
    Ok(match client {
        None => conn.prepare_cached(SUMMARY_ALL)?.query_row([], read)?,
        Some(id) => conn.prepare_cached(SUMMARY_CLIENT)?.query_row([id], read)?,
    })
}
