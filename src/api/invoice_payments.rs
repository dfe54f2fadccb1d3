//! Recording an invoice's payment and reminding the client of it (admins).

use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use crate::auth::AdminUser;
use crate::billing::payment::{self, Payment};
use crate::db::audit::{self, Entry};
use crate::db::invoices::{self, Invoice};
use crate::domain::audit::{AuditAction, AuditObject};
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
    #[schema(schema_with = crate::api::input_schema::optional_date, nullable = false)]
    paid_on: Option<String>,
    /// What arrived, in minor units of the agency's currency: at most the balance; less is a
    /// part payment (the invoice stays open for the rest). The balance when left out.
    #[schema(minimum = 1, nullable = false)]
    amount_cents: Option<i64>,
}

impl PaymentBody {
    /// Every field's problems at once, named before the invoice's state is judged.
    fn parse(self) -> (Payment, Check) {
        let today = crate::billing::today().to_string();
        let mut check = Check::new();
        let day = match self
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
        if self.amount_cents.is_some_and(|c| c <= 0) {
            check.add("amount_cents", "Enter an amount above 0.");
        }
        let payment = Payment {
            day,
            amount_cents: self.amount_cents,
            today,
        };
        (payment, check)
    }
}

/// Records the payment of a pending or overdue invoice on a day, for its balance (admins); the
/// client's payment status, total spent and next payment follow. An invoice already paid is 409.
#[utoipa::path(
    tag = "invoices",
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
    admin: AdminUser,
    id: i64,
    body: JsonBody<PaymentBody>,
) -> ApiResult<Json<Invoice>> {
    let (payment, check) = body.0.parse();
    let actor = admin.0.actor();
    let invoice = state
        .db
        .write(move |c| {
            let before = crate::db::invoices::get(c, id)?;
            let after = payment::record(c, id, check, payment)?;
            if let Some(before) = before {
                let entry = Entry::new(AuditAction::InvoicePaid, AuditObject::Invoice, id)
                    .label(after.invoice_number.clone())
                    .client(after.client)
                    .changes(&before, &after);
                audit::record(c, &actor, entry)?;
            }
            Ok(after)
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

/// Mails the client a reminder with the amount, due date and bank details, and rings its bell
/// (admins; an unpaid invoice; once a day per invoice: sooner is 429 with `Retry-After`).
#[utoipa::path(
    tag = "invoices",
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
    let r = state
        .db
        .write(move |c| payment::remind(c, &sender, id))
        .await?;
    let Some(mail) = r.mails.into_iter().next() else {
        return Err(ApiError::internal("reminder without a mail"));
    };
    if let Err(e) = state.mailer.send(&mail.to, &mail.subject, &mail.body).await {
        // Not sent: the next try must not wait a day for a reminder nobody got.
        let (last, count) = r.previous;
        state
            .db
            .write(move |c| invoices::undo_reminder(c, id, last.as_deref(), count))
            .await?;
        return Err(e);
    }
    Ok(Json(ReminderSent {
        sent_at: r.invoice.last_reminded_at.clone().unwrap_or_default(),
        invoice: r.invoice,
        sent_to: mail.to,
        notified_user: r.has_user,
    }))
}
