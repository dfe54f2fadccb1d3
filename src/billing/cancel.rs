//! A client cancelling its subscription: no further invoices, the period already paid runs to
//! its end, and the agency is told who left which plan and why.

use rusqlite::Connection;

use super::notices::{Mail, Sender};
use crate::db::billing as repo;
use crate::db::notifications::isolate;
use crate::db::{clients, invoices};
use crate::error::{ApiError, ApiResult};
use crate::words::Phrase;

/// Nothing active to cancel is 409. Answers the mails telling the admins.
pub fn cancel(
    c: &Connection,
    sender: &Sender,
    client_id: i64,
    reason: &str,
) -> ApiResult<Vec<Mail>> {
    let current = repo::current_subscription(c, client_id)?;
    if !repo::cancel_subscription(c, client_id, reason)? {
        return Err(ApiError::conflict(
            "invalid_state",
            "There is no active subscription to cancel.",
        ));
    }
    invoices::refresh_client(c, client_id, &super::today().to_string())?;
    let name = clients::get(c, client_id)?
        .map(|cl| cl.name)
        .unwrap_or_default();
    let plan = current.map(|s| s.plan_name).unwrap_or_default();
    let text = if reason.is_empty() {
        Phrase::new("notice-cancelled-text")
    } else {
        Phrase::new("notice-cancelled-reason-text").arg("reason", isolate(reason))
    };
    sender.to_admins(
        c,
        Phrase::new("notice-cancelled"),
        text.arg("client", isolate(&name)).arg("plan", plan),
    )
}
