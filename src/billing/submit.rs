//! A client's bank transfer, told to the agency: the plan must exist and the amount be its
//! price; one payment waits at a time, and none while a subscription is active.

use rusqlite::Connection;

use super::money;
use super::notices::{Mail, Sender};
use crate::db::billing::{self as repo, NewVerification, PaymentVerification};
use crate::error::{ApiError, ApiResult};
use crate::validate::Check;

/// The submission as parsed from the request; its problems wait in the `Check` handed to
/// [`submit`], which adds the ones only the plans can tell.
pub struct Submission {
    pub full_name: String,
    pub plan: Option<String>,
    pub amount_cents: Option<i64>,
}

pub fn submit(
    c: &Connection,
    sender: &Sender,
    client_id: i64,
    mut check: Check,
    s: Submission,
) -> ApiResult<(PaymentVerification, Vec<Mail>)> {
    let plan = match s.plan.as_deref() {
        None => None,
        Some(id) => {
            let p = repo::plan(c, id)?;
            if p.is_none() {
                check.add("plan", format!("No plan \"{id}\"."));
            }
            p
        }
    };
    // What the client owes for the plan: its price with the client's tax.
    let due = match &plan {
        Some(p) => Some(super::transfer::for_plan(c, client_id, p)?),
        None => None,
    };
    match (&plan, &due, s.amount_cents) {
        (_, _, None) => check.add("amount", "Enter the amount you transferred."),
        (Some(p), Some(due), Some(a)) if a != due.amount_cents => check.add(
            "amount",
            format!(
                "The {} plan is {} a month{}.",
                p.name,
                money(c, due.amount_cents)?,
                due.including()
            ),
        ),
        _ => {}
    }
    check.finish()?;
    let plan = plan.ok_or_else(ApiError::not_found)?;
    if repo::current_subscription(c, client_id)?.is_some_and(|s| s.status == "active") {
        return Err(ApiError::conflict(
            "invalid_state",
            "Your subscription is already active. Cancel it first, or message the team to change plans.",
        ));
    }
    let new = NewVerification {
        client_id,
        plan_id: &plan.id,
        amount_cents: due.map_or(plan.price_cents, |d| d.amount_cents),
        client_full_name: &s.full_name,
    };
    let id = repo::insert_verification(c, &new)?.ok_or_else(|| {
        ApiError::conflict(
            "invalid_state",
            "A payment is already waiting for verification.",
        )
    })?;
    let v = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
    let mails = sender.verification_submitted(c, &v)?;
    Ok((v, mails))
}
