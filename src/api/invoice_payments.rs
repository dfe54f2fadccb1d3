//! Recording an invoice's payment and reminding the client of it (admins).

use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use crate::auth::AdminUser;
use crate::billing::money as dollars;
use crate::db::clients;
use crate::db::invoices::{self, Invoice, REMIND_EVERY_SECS};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![post_mark_paid, post_remind]
}

/// The payment received; both fields may be left out (today, and the balance).
#[derive(Deserialize, ToSchema, Default)]
pub(super) struct PaymentBody {
    /// The day the money arrived (`YYYY-MM-DD`, UTC), not after today; today when left out.
    #[schema(schema_with = crate::api::input_schema::date, nullable = false)]
    paid_on: Option<String>,
    /// What arrived, in cents: the invoice's balance (a part payment is not recorded); the
    /// balance when left out.
    #[schema(minimum = 1, nullable = false)]
    amount_cents: Option<i64>,
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

/// Records the payment of a pending or overdue invoice on a day, for its balance (admins); the
/// client's payment status, total spent and next payment follow. An invoice already paid is 409.
#[utoipa::path(
    tag = "invoices",
    security(("Token" = [])),
    request_body(content = PaymentBody, description = "Optional: today and the balance when left out."),
    responses(
        (status = 200, body = Invoice),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/invoices/<id>/mark_paid", data = "<body>")]
pub(super) async fn post_mark_paid(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
    body: JsonBody<PaymentBody>,
) -> ApiResult<Json<Invoice>> {
    let b = body.0;
    let today = crate::billing::today().to_string();
    let mut check = Check::new();
    let day = match b
        .paid_on
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        None => Some(today.clone()),
        Some(d) => match validate::date(d) {
            None => {
                check.add("paid_on", "Enter a date as YYYY-MM-DD.");
                None
            }
            Some(d) if d > today => {
                check.add("paid_on", "The payment date cannot be in the future.");
                None
            }
            ok => ok,
        },
    };
    if b.amount_cents.is_some_and(|c| c <= 0) {
        check.add("amount_cents", "Enter an amount above 0.");
    }
    let invoice = state
        .db
        .write(move |c| {
            let inv = invoices::get(c, id)?.ok_or_else(ApiError::not_found)?;
            // Bad input is named before the state is judged.
            check.finish()?;
            invoices::refuse_paid(&inv)?;
            let amount = b.amount_cents.unwrap_or(inv.amount_cents);
            if amount > inv.amount_cents {
                return Err(ApiError::field(
                    "amount_cents",
                    format!(
                        "More than the balance of {}: enter {} at most.",
                        inv.invoice_number,
                        dollars(inv.amount_cents)
                    ),
                ));
            }
            if amount < inv.amount_cents {
                return Err(ApiError::field(
                    "amount_cents",
                    format!(
                        "Part payments are not recorded: mark {} paid when its balance of {} has arrived.",
                        inv.invoice_number,
                        dollars(inv.amount_cents)
                    ),
                ));
            }
            let day = day.unwrap_or_default();
            invoices::mark_paid(c, &inv, &paid_at(&day, &today), amount)?;
            invoices::get(c, id)?.ok_or_else(ApiError::not_found)
        })
        .await?;
    Ok(Json(invoice))
}

/// What a reminder did, for the admin's confirmation.
#[derive(Serialize, ToSchema)]
pub(super) struct ReminderSent {
    invoice: Invoice,
    /// The address the mail went to.
    sent_to: String,
    sent_at: String,
    /// Whether the client's user also got a bell notification (false without a user).
    notified_user: bool,
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

/// Mails the client a reminder with the amount, due date and bank details, and rings its bell
/// (admins; an unpaid invoice; once a day per invoice: sooner is 429 with `Retry-After`).
#[utoipa::path(
    tag = "invoices",
    security(("Token" = [])),
    responses(
        (status = 200, body = ReminderSent),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
        (status = 429, response = doc::RateLimited),
        (status = 503, response = doc::MailFailed)
    )
)]
#[post("/invoices/<id>/remind")]
pub(super) async fn post_remind(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
) -> ApiResult<Json<ReminderSent>> {
    let sender = sender(state);
    let (invoice, mails, previous, has_user) = state
        .db
        .write(move |c| {
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
            let due = if inv.status == "overdue" {
                format!(
                    "This invoice was due on {} and is still open.",
                    crate::dates::human(&inv.due_date)
                )
            } else {
                format!(
                    "A reminder that this invoice is due on {}.",
                    crate::dates::human(&inv.due_date)
                )
            };
            let mails = sender.invoice(c, &inv, "Payment reminder", &due)?;
            let inv = invoices::get(c, id)?.ok_or_else(ApiError::not_found)?;
            Ok((inv, mails, previous, has_user))
        })
        .await?;
    let Some(mail) = mails.into_iter().next() else {
        return Err(ApiError::internal("reminder without a mail"));
    };
    if let Err(e) = state.mailer.send(&mail.to, &mail.subject, &mail.body).await {
        // Not sent: the next try must not wait a day for a reminder nobody got.
        let (last, count) = previous;
        state
            .db
            .write(move |c| invoices::undo_reminder(c, id, last.as_deref(), count))
            .await?;
        return Err(e);
    }
    Ok(Json(ReminderSent {
        sent_at: invoice.last_reminded_at.clone().unwrap_or_default(),
        invoice,
        sent_to: mail.to,
        notified_user: has_user,
    }))
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
