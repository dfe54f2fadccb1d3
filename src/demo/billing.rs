//! The demo agency's books, one story on both sides: Maya pays the Pro plan (two months paid,
//! the next invoice due soon), Jonas's Starter invoice is overdue, Priya is invoiced directly and
//! has a Premium payment waiting for verification, Leo paid once before pausing.

use rusqlite::{Connection, params};
use time::Duration;

use crate::billing::{add_month, today};
use crate::db::billing::{self, NewSubscription, NewVerification};
use crate::db::invoices::{self, NewInvoice};
use crate::error::ApiResult;

fn days_ago(n: i64) -> time::Date {
    today() - Duration::days(n)
}

fn timestamp(d: time::Date) -> String {
    format!("{d}T10:00:00Z")
}

/// An invoice issued, due and (when given) paid on these days.
fn invoice(
    c: &Connection,
    client: i64,
    cents: i64,
    (issued, due, paid): (time::Date, time::Date, Option<time::Date>),
    description: &str,
    period: Option<(i64, time::Date)>,
) -> ApiResult<i64> {
    let period_start = period.map(|(_, d)| d.to_string());
    let id = invoices::insert(
        c,
        &NewInvoice {
            client_id: client,
            // The demo agency bills in dollars without tax, as the spec's screens show.
            lines: vec![crate::domain::tax::Line::untaxed(description, cents)],
            tax_note: crate::domain::billing::TaxNote::None,
            due_date: &due.to_string(),
            description,
            number: None,
            subscription: period.map(|(s, _)| s).zip(period_start.as_deref()),
            verification_id: None,
            paid_at: paid.map(timestamp).as_deref(),
        },
    )?;
    c.execute(
        "UPDATE invoices SET created_at = ?2 WHERE id = ?1",
        params![id, timestamp(issued)],
    )?;
    Ok(id)
}

/// A subscription started `days` ago whose every period up to today is invoiced; those before
/// the last are paid, the last is paid when `last_paid`.
fn subscription(
    c: &Connection,
    client: i64,
    plan: &str,
    days: i64,
    last_paid: bool,
) -> ApiResult<()> {
    let p = billing::plan(c, plan)?.ok_or_else(|| crate::error::ApiError::internal("no plan"))?;
    let start = days_ago(days);
    let anchor = start.day();
    let sub = billing::insert_subscription(
        c,
        &NewSubscription {
            client_id: client,
            plan_id: plan,
            price_cents: p.price_cents,
            anchor_day: anchor,
            next_billing_date: &start.to_string(),
        },
    )?;
    c.execute(
        "UPDATE subscriptions SET started_at = ?2 WHERE id = ?1",
        params![sub, timestamp(start)],
    )?;
    let mut period = start;
    while period <= today() {
        let next = add_month(period, anchor);
        let last = next > today();
        let due = period + Duration::days(crate::billing::job::DUE_AFTER_DAYS);
        let paid = (!last || last_paid).then(|| (period + Duration::days(2)).min(today()));
        let description = crate::billing::period_description(&p.name, period, next);
        invoice(
            c,
            client,
            p.price_cents,
            (period, due, paid),
            &description,
            Some((sub, period)),
        )?;
        period = next;
    }
    billing::set_next_billing(c, sub, &period.to_string())?;
    Ok(())
}

/// `ids` are the demo clients in `demo::CLIENTS` order: Maya, Jonas, Priya, Leo, Sofia.
pub fn seed(c: &Connection, ids: &[i64]) -> ApiResult<()> {
    let &[maya, jonas, priya, leo, _sofia] = ids else {
        return Ok(());
    };
    subscription(c, maya, "pro", 40, true)?;
    subscription(c, jonas, "starter", 45, false)?;
    invoice(
        c,
        priya,
        400_000,
        (days_ago(25), days_ago(11), Some(days_ago(12))),
        "Launch video production (3 reels, 1 long-form)",
        None,
    )?;
    invoice(
        c,
        priya,
        125_050,
        (days_ago(3), today() + Duration::days(11), None),
        &crate::demo::words::fill("{month} campaign shoot and editing", days_ago(3)),
        None,
    )?;
    billing::insert_verification(
        c,
        &NewVerification {
            client_id: priya,
            plan_id: "premium",
            amount_cents: 40_000,
            client_full_name: "Priya Raman",
        },
    )?;
    invoice(
        c,
        leo,
        10_000,
        (days_ago(95), days_ago(88), Some(days_ago(90))),
        "Starter plan, one month",
        None,
    )?;
    for id in [maya, jonas, priya, leo] {
        invoices::refresh_client(c, id, &today().to_string())?;
    }
    Ok(())
}
