//! An invoice's payment, recorded by an admin for its balance or a part of it, and the reminder
//! that asks for what is left (once a day per invoice).

use crate::words::Phrase;
use rusqlite::Connection;

use super::money;
use super::notices::{Mail, Sender};
use crate::db::clients::{self, Client};
use crate::db::invoices::{self, Invoice, REMIND_EVERY_SECS};
use crate::error::{ApiError, ApiResult};
use crate::validate::Check;

/// A payment as parsed from the request; its problems wait in the `Check` handed to [`record`].
pub struct Payment {
    /// None when the day given was refused.
    pub day: Option<String>,
    pub amount_cents: Option<i64>,
    pub today: String,
}

/// The stored time of a payment made on `day`: now for today, midday UTC of an earlier day (the
/// same calendar day in every time zone a browser shows it in, within 12 hours).
fn paid_at(day: &str, today: &str) -> String {
    if day == today {
        crate::db::now()
    } else {
        format!("{day}T12:00:00Z")
    }
}

pub fn record(c: &Connection, id: i64, check: Check, p: Payment) -> ApiResult<Invoice> {
    let inv = invoices::get(c, id)?.ok_or_else(ApiError::not_found)?;
    // Bad input is named before the state is judged.
    check.finish()?;
    invoices::refuse_paid(&inv)?;
    // Left out, the whole balance; less is a part payment, which leaves the rest to pay.
    let amount = p.amount_cents.unwrap_or(inv.balance_cents);
    if amount > inv.balance_cents {
        let (number, balance) = (&inv.invoice_number, money(c, inv.balance_cents)?);
        return Err(ApiError::field(
            "amount_cents",
            format!("More than the balance of {number}: enter {balance} at most."),
        ));
    }
    let day = p.day.unwrap_or_default();
    invoices::mark_paid(c, &inv, &paid_at(&day, &p.today), amount)?;
    invoices::get(c, id)?.ok_or_else(ApiError::not_found)
}

/// A reminder claimed and written; its mail still to send.
pub struct Reminder {
    pub invoice: Invoice,
    pub mails: Vec<Mail>,
    /// The invoice's reminder time and count before this one, to put back if the mail fails.
    pub previous: (Option<String>, i64),
    pub has_user: bool,
}

/// "5 hours 12 minutes", "40 minutes": how long until the next reminder may go.
fn wait_words(secs: i64) -> String {
    let minutes = (secs + 59) / 60;
    let (h, m) = (minutes / 60, minutes % 60);
    let unit = |n: i64, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    match (h, m) {
        (0, m) => unit(m, "minute"),
        (h, 0) => unit(h, "hour"),
        (h, m) => format!("{} {}", unit(h, "hour"), unit(m, "minute")),
    }
}

pub fn remind(c: &Connection, sender: &Sender, id: i64) -> ApiResult<Reminder> {
    let inv = invoices::get(c, id)?.ok_or_else(ApiError::not_found)?;
    invoices::refuse_paid(&inv)?;
    let previous = match invoices::claim_reminder(c, id, REMIND_EVERY_SECS)? {
        Ok(p) => p,
        Err(wait) => {
            return Err(ApiError::rate_limited(
                format!(
                    "A reminder for {} went out in the last 24 hours; the next one can go in {}.",
                    inv.invoice_number,
                    wait_words(wait)
                ),
                wait as u64,
            ));
        }
    };
    let has_user = clients::user_of(c, inv.client)?.is_some();
    let intro = if inv.status == crate::db::invoices::InvoiceStatus::Overdue {
        Phrase::new("invoice-reminder-late-intro")
    } else {
        Phrase::new("invoice-reminder-intro")
    };
    let intro = intro.date("due", &inv.due_date);
    let mails = sender.invoice(c, &inv, Phrase::new("invoice-reminder"), intro)?;
    Ok(Reminder {
        invoice: invoices::get(c, id)?.ok_or_else(ApiError::not_found)?,
        mails,
        previous,
        has_user,
    })
}

/// Records each open invoice of a client as paid now, for its amount; the client's payment
/// status follows. No open invoice is 409.
pub fn settle_client(c: &Connection, id: i64) -> ApiResult<Client> {
    let client = clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))?;
    let open = invoices::open_of_client(c, id)?;
    if open.is_empty() {
        return Err(ApiError::conflict(
            "no_open_invoices",
            format!(
                "{} has no open invoice to mark paid; its payment status follows its invoices.",
                client.name
            ),
        ));
    }
    let now = crate::db::now();
    for inv in &open {
        invoices::mark_paid(c, inv, &now, inv.amount_cents)?;
    }
    clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))
}

#[cfg(test)]
mod tests {
    use super::wait_words;

    #[test]
    fn the_wait_reads_in_hours_and_minutes() {
        assert_eq!(wait_words(40 * 60), "40 minutes");
        assert_eq!(wait_words(3600), "1 hour");
        assert_eq!(wait_words(5 * 3600 + 12 * 60 - 30), "5 hours 12 minutes");
        assert_eq!(wait_words(1), "1 minute");
    }
}
