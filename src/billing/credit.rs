//! Correcting an issued invoice with a credit note, for part or all of what it is still worth;
//! the client hears of it in the bell and by mail.

use crate::words::Phrase;
use rusqlite::Connection;

use super::money;
use super::notices::{Mail, Sender};
use crate::db::credit_notes::{self, CreditNote, NewCreditNote};
use crate::db::invoices::{self, Invoice, InvoiceStatus};
use crate::domain::tax;
use crate::error::{ApiError, ApiResult};
use crate::validate::Check;

pub struct Credit {
    /// Minor units; None is everything still creditable.
    pub amount: Option<i64>,
    pub reason: String,
}

pub fn issue(
    c: &Connection,
    sender: &Sender,
    invoice_id: i64,
    check: Check,
    credit: Credit,
) -> ApiResult<(CreditNote, Invoice, Vec<Mail>)> {
    let inv = invoices::get(c, invoice_id)?.ok_or_else(ApiError::not_found)?;
    check.finish()?;
    let creditable = inv.amount_cents - inv.credited_cents;
    if inv.status == InvoiceStatus::Cancelled || creditable <= 0 {
        return Err(ApiError::conflict(
            "invalid_state",
            format!(
                "Invoice {} is already credited in full.",
                inv.invoice_number
            ),
        ));
    }
    let amount = credit.amount.unwrap_or(creditable);
    if amount > creditable {
        return Err(ApiError::field(
            "amount",
            format!(
                "At most {} is left to credit on {}.",
                money(c, creditable)?,
                inv.invoice_number
            ),
        ));
    }
    let (net, tax) = tax::share(amount, inv.amount_cents, inv.tax_cents);
    let id = credit_notes::insert(
        c,
        &NewCreditNote {
            invoice_id,
            client_id: inv.client,
            amount_cents: amount,
            net_cents: net,
            tax_cents: tax,
            reason: &credit.reason,
        },
    )?;
    invoices::refresh_client(c, inv.client, &super::today().to_string())?;
    // The invoice read back carries its credit notes, the new one among them.
    let inv = invoices::get(c, invoice_id)?.ok_or_else(ApiError::not_found)?;
    let note = inv
        .credit_notes
        .iter()
        .find(|n| n.id == id)
        .cloned()
        .ok_or_else(|| ApiError::internal("credit note vanished"))?;
    let text = Phrase::new("credit-note-text")
        .arg("number", note.number.as_str())
        .arg("amount", money(c, amount)?)
        .arg("invoice", inv.invoice_number.as_str())
        .arg("left", money(c, inv.balance_cents.max(0))?);
    let text = if credit.reason.is_empty() {
        text.arg("reason", "")
    } else {
        text.phrase(
            "reason",
            Phrase::new("credit-note-reason").arg("reason", credit.reason.as_str()),
        )
    };
    let mails = sender.to_client(c, inv.client, Phrase::new("credit-note"), text)?;
    Ok((note, inv, mails))
}
