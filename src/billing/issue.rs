//! Issuing an invoice by hand: the client must exist, the number is assigned unless given, and
//! the client hears of it in the bell and by mail.

use crate::words::Phrase;
use rusqlite::Connection;

use super::notices::{Mail, Sender};
use crate::db::clients;
use crate::db::invoices::{self, Invoice, NewInvoice};
use crate::error::{ApiError, ApiResult};
use crate::validate::Check;

/// An invoice's fields as parsed from the request; their problems wait in the `Check` handed to
/// [`issue`], so a missing client is named in the same answer as the others.
pub struct Draft {
    pub client_id: i64,
    /// Each line's description and net amount, in minor units.
    pub lines: Vec<(String, i64)>,
    pub due_date: String,
    pub description: Option<String>,
    pub number: Option<String>,
}

pub fn issue(
    c: &Connection,
    sender: &Sender,
    mut check: Check,
    d: Draft,
) -> ApiResult<(Invoice, Vec<Mail>)> {
    if !check.has("client") && clients::get(c, d.client_id)?.is_none() {
        check.add("client", "No client with this id.");
    }
    check.finish()?;
    let applied = super::tax::applied(c, d.client_id)?;
    let id = invoices::insert(
        c,
        &NewInvoice {
            client_id: d.client_id,
            lines: super::tax::lines(&applied, &d.lines),
            tax_note: applied.note,
            due_date: &d.due_date,
            description: d.description.as_deref().unwrap_or_default(),
            number: d.number.as_deref(),
            subscription: None,
            verification_id: None,
            paid_at: None,
        },
    )?;
    invoices::refresh_client(c, d.client_id, &super::today().to_string())?;
    let inv = invoices::get(c, id)?.ok_or_else(|| ApiError::internal("invoice vanished"))?;
    let mails = sender.invoice(
        c,
        &inv,
        Phrase::new("invoice-new"),
        Phrase::new("invoice-new-intro"),
    )?;
    Ok((inv, mails))
}
