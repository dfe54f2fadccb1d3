//! Plans, subscriptions and the bank-transfer payments clients submit for verification.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::cents_to_dollars;
use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Plan {
    /// `starter`, `pro`, `premium`.
    pub id: String,
    pub name: String,
    /// Dollars a month; `price_cents` is the exact figure.
    pub price: f64,
    pub price_cents: i64,
    pub features: Vec<String>,
    /// Shown as the most popular choice.
    pub recommended: bool,
}

fn plan_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Plan> {
    let cents: i64 = r.get(2)?;
    let features: String = r.get(3)?;
    Ok(Plan {
        id: r.get(0)?,
        name: r.get(1)?,
        price: cents_to_dollars(cents),
        price_cents: cents,
        features: serde_json::from_str(&features).unwrap_or_default(),
        recommended: r.get(4)?,
    })
}

const PLAN: &str = "SELECT id, name, price_cents, features, recommended FROM plans";

pub fn plans(conn: &Connection) -> ApiResult<Vec<Plan>> {
    let mut stmt = conn.prepare_cached(&format!("{PLAN} ORDER BY position"))?;
    let rows = stmt.query_map([], plan_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn plan(conn: &Connection, id: &str) -> ApiResult<Option<Plan>> {
    Ok(conn
        .query_row(&format!("{PLAN} WHERE id = ?1"), [id], plan_row)
        .optional()?)
}

pub fn plan_ids(conn: &Connection) -> ApiResult<Vec<String>> {
    Ok(plans(conn)?.into_iter().map(|p| p.id).collect())
}

pub fn update_plan(conn: &Connection, p: &Plan) -> ApiResult<()> {
    if p.recommended {
        conn.execute("UPDATE plans SET recommended = 0 WHERE id <> ?1", [&p.id])?;
    }
    conn.execute(
        "UPDATE plans SET name = ?2, price_cents = ?3, features = ?4, recommended = ?5,
                          version = version + 1, updated_at = ?6
         WHERE id = ?1",
        params![
            p.id,
            p.name,
            p.price_cents,
            serde_json::to_string(&p.features).unwrap_or_else(|_| "[]".into()),
            p.recommended,
            super::now()
        ],
    )?;
    Ok(())
}

/// A client's subscription row: the active one, else the most recent.
#[derive(Debug, Clone)]
pub struct SubscriptionRow {
    pub id: i64,
    pub client_id: i64,
    pub plan_id: String,
    pub plan_name: String,
    pub price_cents: i64,
    pub status: String,
    pub started_at: String,
    pub anchor_day: u8,
    pub next_billing_date: String,
    pub cancelled_at: Option<String>,
}

const SUBSCRIPTION: &str = "SELECT s.id, s.client_id, s.plan_id, p.name, s.price_cents, s.status,
        s.started_at, s.anchor_day, s.next_billing_date, s.cancelled_at
     FROM subscriptions s JOIN plans p ON p.id = s.plan_id";

fn subscription_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<SubscriptionRow> {
    Ok(SubscriptionRow {
        id: r.get(0)?,
        client_id: r.get(1)?,
        plan_id: r.get(2)?,
        plan_name: r.get(3)?,
        price_cents: r.get(4)?,
        status: r.get(5)?,
        started_at: r.get(6)?,
        anchor_day: r.get(7)?,
        next_billing_date: r.get(8)?,
        cancelled_at: r.get(9)?,
    })
}

pub fn current_subscription(
    conn: &Connection,
    client_id: i64,
) -> ApiResult<Option<SubscriptionRow>> {
    Ok(conn
        .prepare_cached(&format!(
            "{SUBSCRIPTION} WHERE s.client_id = ?1
             ORDER BY s.status = 'active' DESC, s.id DESC LIMIT 1"
        ))?
        .query_row([client_id], subscription_row)
        .optional()?)
}

/// Active subscriptions whose next period starts on or before `today`.
pub fn due_subscriptions(conn: &Connection, today: &str) -> ApiResult<Vec<SubscriptionRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SUBSCRIPTION} WHERE s.status = 'active' AND s.next_billing_date <= ?1 ORDER BY s.id"
    ))?;
    let rows = stmt.query_map([today], subscription_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub struct NewSubscription<'a> {
    pub client_id: i64,
    pub plan_id: &'a str,
    pub price_cents: i64,
    pub anchor_day: u8,
    pub next_billing_date: &'a str,
}

pub fn insert_subscription(conn: &Connection, s: &NewSubscription<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO subscriptions (client_id, plan_id, price_cents, status, started_at,
                                    anchor_day, next_billing_date)
         VALUES (?1, ?2, ?3, 'active', ?4, ?5, ?6)",
        params![
            s.client_id,
            s.plan_id,
            s.price_cents,
            super::now(),
            s.anchor_day,
            s.next_billing_date
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn set_next_billing(conn: &Connection, id: i64, date: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE subscriptions SET next_billing_date = ?2 WHERE id = ?1",
        params![id, date],
    )?;
    Ok(())
}

/// Ends the active subscription; the period already paid for is kept. False when none is active.
pub fn cancel_subscription(conn: &Connection, client_id: i64, reason: &str) -> ApiResult<bool> {
    Ok(conn.execute(
        "UPDATE subscriptions SET status = 'cancelled', cancelled_at = ?2, cancel_reason = ?3
         WHERE client_id = ?1 AND status = 'active'",
        params![client_id, super::now(), reason],
    )? > 0)
}

/// The client's record tells the same story as its Billing screen: its package is the plan it
/// now pays for, and a pending client becomes active.
pub fn put_on_plan(conn: &Connection, client_id: i64, plan: &Plan, paid_at: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE clients SET monthly_fee_cents = ?2, package = ?4,
           status = CASE WHEN status = 'pending' THEN 'active' ELSE status END,
           activated_at = COALESCE(activated_at, ?3)
         WHERE id = ?1",
        params![client_id, plan.price_cents, paid_at, plan.id],
    )?;
    Ok(())
}

pub use crate::domain::billing::VerificationStatus;

/// A bank transfer a client says it made, waiting for an admin to find it on the account.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PaymentVerification {
    pub id: i64,
    /// The client's id.
    pub client: i64,
    pub client_name: String,
    pub client_email: String,
    /// The account holder's name the client gave, to match the transfer.
    pub client_full_name: String,
    /// The plan submitted for.
    pub plan: String,
    pub plan_name: String,
    pub amount: f64,
    pub amount_cents: i64,
    pub submitted_at: String,
    pub status: VerificationStatus,
    #[schema(required = true)]
    pub decided_at: Option<String>,
    /// The plan approved, which an admin may change.
    #[schema(required = true)]
    pub approved_plan: Option<String>,
    #[schema(required = true)]
    pub reject_reason: Option<String>,
}

const VERIFICATION: &str = "SELECT v.id, v.client_id, c.name, c.email, v.client_full_name,
        v.plan_id, p.name, v.amount_cents, v.submitted_at, v.status, v.decided_at,
        v.approved_plan_id, v.reject_reason
     FROM payment_verifications v JOIN clients c ON c.id = v.client_id
     JOIN plans p ON p.id = v.plan_id";

fn verification_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PaymentVerification> {
    let cents: i64 = r.get(7)?;
    Ok(PaymentVerification {
        id: r.get(0)?,
        client: r.get(1)?,
        client_name: r.get(2)?,
        client_email: r.get(3)?,
        client_full_name: r.get(4)?,
        plan: r.get(5)?,
        plan_name: r.get(6)?,
        amount: cents_to_dollars(cents),
        amount_cents: cents,
        submitted_at: r.get(8)?,
        status: r.get(9)?,
        decided_at: r.get(10)?,
        approved_plan: r.get(11)?,
        reject_reason: r.get(12)?,
    })
}

pub fn verification(conn: &Connection, id: i64) -> ApiResult<Option<PaymentVerification>> {
    Ok(conn
        .query_row(
            &format!("{VERIFICATION} WHERE v.id = ?1"),
            [id],
            verification_row,
        )
        .optional()?)
}

pub fn pending_verifications(conn: &Connection) -> ApiResult<Vec<PaymentVerification>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{VERIFICATION} WHERE v.status = 'pending' ORDER BY v.submitted_at, v.id"
    ))?;
    let rows = stmt.query_map([], verification_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// A client's latest submission, whatever became of it.
pub fn latest_verification(
    conn: &Connection,
    client_id: i64,
) -> ApiResult<Option<PaymentVerification>> {
    Ok(conn
        .query_row(
            &format!("{VERIFICATION} WHERE v.client_id = ?1 ORDER BY v.id DESC LIMIT 1"),
            [client_id],
            verification_row,
        )
        .optional()?)
}

pub struct NewVerification<'a> {
    pub client_id: i64,
    pub plan_id: &'a str,
    pub amount_cents: i64,
    pub client_full_name: &'a str,
}

/// None when the client already has one pending (the partial unique index refuses a second).
pub fn insert_verification(conn: &Connection, v: &NewVerification<'_>) -> ApiResult<Option<i64>> {
    let done = conn.execute(
        "INSERT INTO payment_verifications (client_id, plan_id, amount_cents, client_full_name,
                                            submitted_at)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
        params![
            v.client_id,
            v.plan_id,
            v.amount_cents,
            v.client_full_name,
            super::now()
        ],
    )?;
    Ok((done > 0).then(|| conn.last_insert_rowid()))
}

/// Decides a pending verification; false when it was already decided (nothing changes then).
pub fn decide(
    conn: &Connection,
    id: i64,
    by: i64,
    approved_plan: Option<&str>,
    reject_reason: Option<&str>,
) -> ApiResult<bool> {
    let status = VerificationStatus::decided(approved_plan.is_some());
    Ok(conn.execute(
        "UPDATE payment_verifications
         SET status = ?2, decided_at = ?3, decided_by = ?4, approved_plan_id = ?5, reject_reason = ?6
         WHERE id = ?1 AND status = 'pending'",
        params![id, status, super::now(), by, approved_plan, reject_reason],
    )? > 0)
}

pub fn pending_count(conn: &Connection) -> ApiResult<i64> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM payment_verifications WHERE status = 'pending'",
        [],
        |r| r.get(0),
    )?)
}
