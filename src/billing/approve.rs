//! Approving a bank transfer: one transaction starts the subscription, books the payment as a
//! paid invoice and puts the client on the plan, so a second approval finds the verification
//! decided and books nothing twice.

use crate::words::Phrase;
use rusqlite::Connection;

use super::notices::{Mail, Sender};
use super::{add_month, money, period_description};
use crate::db::billing::{self as repo, NewSubscription, PaymentVerification, Plan};
use crate::db::invoices::{self, Invoice, NewInvoice};
use crate::error::{ApiError, ApiResult};

pub struct Approval {
    pub verification: PaymentVerification,
    pub invoice: Invoice,
    pub next_billing_date: String,
}

pub fn decided(v: &PaymentVerification) -> ApiError {
    ApiError::conflict(
        "invalid_state",
        format!("This payment was already {}.", v.status),
    )
}

/// `plan_id` is the parsed body, judged only once the verification is known: an unknown id is
/// 404 whatever was sent.
pub fn approve(
    c: &Connection,
    sender: &Sender,
    id: i64,
    by: i64,
    plan_id: ApiResult<String>,
) -> ApiResult<(Approval, Vec<Mail>)> {
    let v = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
    let plan_id = plan_id?;
    let plan = repo::plan(c, &plan_id)?
        .ok_or_else(|| ApiError::field("plan_id", format!("No plan \"{plan_id}\".")))?;
    if v.status != repo::VerificationStatus::Pending
        || !repo::decide(c, id, by, Some(&plan.id), None)?
    {
        return Err(decided(&v));
    }
    // Defensive: a submission is refused while a subscription is active, but an admin may have
    // started one by hand since. The new plan replaces it.
    repo::cancel_subscription(c, v.client, &format!("Replaced by the {} plan", plan.name))?;
    let (invoice_id, next) = book(c, &v, &plan)?;
    let mails = sender.to_client(
        c,
        v.client,
        Phrase::new("payment-verified"),
        Phrase::new("payment-verified-text")
            .arg("amount", money(c, v.amount_cents)?)
            .arg("plan", plan.name.as_str())
            .day("next", next),
    )?;
    let approval = Approval {
        invoice: invoices::get(c, invoice_id)?.ok_or_else(ApiError::not_found)?,
        verification: repo::verification(c, id)?.ok_or_else(ApiError::not_found)?,
        next_billing_date: next.to_string(),
    };
    Ok((approval, mails))
}

/// Starts the subscription today and books the payment as its first, paid invoice; returns the
/// invoice's id and the next billing date.
fn book(c: &Connection, v: &PaymentVerification, plan: &Plan) -> ApiResult<(i64, time::Date)> {
    let today = super::today();
    let next = add_month(today, today.day());
    let today_s = today.to_string();
    let sub = repo::insert_subscription(
        c,
        &NewSubscription {
            client_id: v.client,
            plan_id: &plan.id,
            price_cents: plan.price_cents,
            anchor_day: today.day(),
            next_billing_date: &next.to_string(),
        },
    )?;
    let description = format!(
        "{} (bank transfer verified)",
        period_description(&plan.name, today, next)
    );
    let paid_at = crate::db::now();
    let applied = super::tax::applied(c, v.client)?;
    let line = super::tax::gross_line(&applied, &description, v.amount_cents);
    let invoice_id = invoices::insert(
        c,
        &NewInvoice {
            client_id: v.client,
            lines: vec![line],
            tax_note: applied.note,
            due_date: &today_s,
            description: &description,
            number: None,
            subscription: Some((sub, &today_s)),
            verification_id: Some(v.id),
            paid_at: Some(&paid_at),
        },
    )?;
    repo::put_on_plan(c, v.client, plan, &paid_at)?;
    invoices::refresh_client(c, v.client, &today_s)?;
    Ok((invoice_id, next))
}
