//! The billing run: raises each active subscription's invoice on its billing date, reminds
//! before due dates, and tells both sides once when an invoice becomes overdue. One write
//! transaction does it all, so two runs on the same day (the hourly server job and an operator's
//! `atrium jobs run billing`) cannot raise or notify anything twice.

use crate::words::Phrase;
use rusqlite::{Connection, params};
use serde::Serialize;
use time::{Date, Duration};

use super::notices::{Mail, Sender};
use super::{add_month, money, parse_date};
use crate::db::billing::{self, SubscriptionRow};
use crate::db::invoices::{self, NewInvoice};
use crate::error::{ApiError, ApiResult};

/// A subscription's invoice is due a week after its period starts.
pub const DUE_AFTER_DAYS: i64 = 7;
/// The reminder before a due date goes this many days ahead.
pub const REMIND_DAYS_BEFORE: i64 = 3;
/// A server that was down for months catches up at most this many periods per subscription.
const MAX_CATCH_UP: usize = 24;

#[derive(Debug, Default, Serialize, PartialEq, Eq)]
pub struct Outcome {
    pub invoices_raised: usize,
    pub reminders_sent: usize,
    pub overdue_notices: usize,
}

pub fn run(c: &Connection, sender: &Sender, today: Date) -> ApiResult<(Outcome, Vec<Mail>)> {
    let mut out = Outcome::default();
    let mut mails = Vec::new();
    let day = today.to_string();
    for sub in billing::due_subscriptions(c, &day)? {
        out.invoices_raised += raise(c, sender, &sub, today, &mut mails)?;
    }
    out.reminders_sent = due_soon(c, sender, today, &mut mails)?;
    out.overdue_notices = overdue(c, sender, today, &mut mails)?;
    Ok((out, mails))
}

/// Invoices every period of `sub` that has started by `today`, and moves its billing date on.
fn raise(
    c: &Connection,
    sender: &Sender,
    sub: &SubscriptionRow,
    today: Date,
    mails: &mut Vec<Mail>,
) -> ApiResult<usize> {
    let mut start = parse_date(&sub.next_billing_date)
        .ok_or_else(|| ApiError::internal(format!("subscription {} has a bad date", sub.id)))?;
    let mut raised = 0;
    for _ in 0..MAX_CATCH_UP {
        if start > today {
            break;
        }
        let next = add_month(start, sub.anchor_day);
        let period = start.to_string();
        let exists: bool = c.query_row(
            "SELECT EXISTS (SELECT 1 FROM invoices WHERE subscription_id = ?1 AND period_start = ?2)",
            params![sub.id, period],
            |r| r.get(0),
        )?;
        if !exists {
            let due = (start + Duration::days(DUE_AFTER_DAYS)).to_string();
            let description = super::period_description(&sub.plan_name, start, next);
            let (line, note) =
                super::tax::plan_line(c, sub.client_id, &description, sub.price_cents)?;
            let id = invoices::insert(
                c,
                &NewInvoice {
                    client_id: sub.client_id,
                    lines: vec![line],
                    tax_note: note,
                    due_date: &due,
                    description: &description,
                    number: None,
                    subscription: Some((sub.id, &period)),
                    verification_id: None,
                    paid_at: None,
                },
            )?;
            if let Some(inv) = invoices::get(c, id)? {
                mails.extend(sender.invoice(
                    c,
                    &inv,
                    Phrase::new("invoice-new"),
                    Phrase::new("invoice-plan-intro").arg("plan", sub.plan_name.as_str()),
                )?);
            }
            raised += 1;
        }
        start = next;
    }
    billing::set_next_billing(c, sub.id, &start.to_string())?;
    invoices::refresh_client(c, sub.client_id, &today.to_string())?;
    Ok(raised)
}

/// The invoices `select` finds, each stamped now in the column `stamp` so that no later run
/// sends its notice again.
fn claim(c: &Connection, select: &str, stamp: &str, args: &[&str]) -> ApiResult<Vec<i64>> {
    let mut stmt = c.prepare(select)?;
    let rows = stmt.query_map(rusqlite::params_from_iter(args), |r| r.get(0))?;
    let ids: Vec<i64> = rows.collect::<Result<_, _>>()?;
    for &id in &ids {
        c.execute(
            &format!("UPDATE invoices SET {stamp} = ?2 WHERE id = ?1"),
            params![id, crate::db::now()],
        )?;
    }
    Ok(ids)
}

fn due_soon(
    c: &Connection,
    sender: &Sender,
    today: Date,
    mails: &mut Vec<Mail>,
) -> ApiResult<usize> {
    let horizon = (today + Duration::days(REMIND_DAYS_BEFORE)).to_string();
    let ids = claim(
        c,
        "SELECT id FROM invoices WHERE status = 'pending' AND due_soon_sent_at IS NULL
           AND due_date >= ?1 AND due_date <= ?2",
        "due_soon_sent_at",
        &[&today.to_string(), &horizon],
    )?;
    for &id in &ids {
        if let Some(inv) = invoices::get(c, id)? {
            mails.extend(sender.invoice(
                c,
                &inv,
                Phrase::new("invoice-due-soon"),
                Phrase::new("invoice-due-soon-intro").date("due", &inv.due_date),
            )?);
        }
    }
    Ok(ids.len())
}

fn overdue(
    c: &Connection,
    sender: &Sender,
    today: Date,
    mails: &mut Vec<Mail>,
) -> ApiResult<usize> {
    let ids = claim(
        c,
        "SELECT id FROM invoices WHERE status = 'pending' AND overdue_sent_at IS NULL
           AND due_date < ?1",
        "overdue_sent_at",
        &[&today.to_string()],
    )?;
    for &id in &ids {
        let Some(inv) = invoices::get(c, id)? else {
            continue;
        };
        invoices::refresh_client(c, inv.client, &today.to_string())?;
        mails.extend(sender.invoice(
            c,
            &inv,
            Phrase::new("invoice-overdue"),
            Phrase::new("invoice-overdue-intro").date("due", &inv.due_date),
        )?);
        mails.extend(
            sender.to_admins(
                c,
                Phrase::new("notice-invoice-overdue"),
                Phrase::new("notice-invoice-overdue-text")
                    .arg("number", inv.invoice_number.as_str())
                    .arg(
                        "client",
                        crate::db::notifications::isolate(&inv.client_name),
                    )
                    .arg("amount", money(c, inv.amount_cents)?)
                    .date("due", &inv.due_date),
            )?,
        );
    }
    Ok(ids.len())
}
