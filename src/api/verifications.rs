//! The agency's side of bank transfers: payments waiting for verification, approving one (which
//! starts the subscription and books the payment as a paid invoice, once) or refusing it with a
//! reason; and the billing figures of `GET /api/admin/billing-settings/`.

use crate::words::Phrase;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use crate::auth::AdminUser;
use crate::billing::approve::{self, decided};
use crate::billing::{money, notices};
use crate::db::audit::{self, Entry};
use crate::db::billing::{self as repo, PaymentVerification};
use crate::db::invoices::{self, Invoice};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_pending_verifications,
        post_approve_verification,
        post_reject_verification,
        get_billing_settings
    ]
}

/// `{verifications: [...]}`, oldest first.
#[derive(Serialize, ToSchema)]
pub(super) struct PendingVerifications {
    verifications: Vec<PaymentVerification>,
}

/// Payments clients submitted that wait for an admin (admins).
#[utoipa::path(
    tag = "billing",
    responses((status = 200, body = PendingVerifications), (status = 403, response = Forbidden))
)]
#[get("/admin/pending-verifications")]
pub(super) async fn get_pending_verifications(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<PendingVerifications>> {
    let verifications = state.db.read(repo::pending_verifications).await?;
    Ok(Json(PendingVerifications { verifications }))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct ApproveBody {
    /// The plan to start, which may differ from the one the client chose.
    #[schema(nullable = false)]
    plan_id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct Approved {
    verification: PaymentVerification,
    /// The payment, booked as a paid invoice.
    invoice: Invoice,
    subscription_next_billing_date: String,
}

impl ApproveBody {
    fn parse(self) -> ApiResult<String> {
        let plan_id = self.plan_id.unwrap_or_default();
        if plan_id.trim().is_empty() {
            return Err(ApiError::field(
                "plan_id",
                "Please select a plan for approval",
            ));
        }
        Ok(plan_id)
    }
}

/// Approves a payment with a plan (admins): the subscription starts today, the payment is booked
/// as a paid invoice, the next billing date is a month on, and the client is told. A decided
/// verification is 409 and nothing is booked twice.
#[utoipa::path(
    tag = "billing",
    request_body = ApproveBody,
    responses(
        (status = 200, body = Approved),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/admin/approve-verification/<id>", data = "<body>")]
pub(super) async fn post_approve_verification(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<ApproveBody>,
) -> ApiResult<Json<Approved>> {
    let by = admin.0.user.id;
    let sender = sender(state);
    let plan_id = body.0.parse();
    let actor = admin.0.actor();
    let (a, mails) = state
        .db
        .write(move |c| {
            let before = repo::verification(c, id)?;
            let (a, mails) = approve::approve(c, &sender, id, by, plan_id)?;
            let entry = Entry::new(
                AuditAction::VerificationApproved,
                AuditObject::PaymentVerification,
                id,
            )
            .label(format!(
                "{} · {}",
                a.verification.client_name, a.verification.plan_name
            ))
            .client(a.verification.client)
            .before(serde_json::json!({ "status": before.map(|b| b.status) }))
            .after(serde_json::json!({
                "status": a.verification.status,
                "approved_plan": a.verification.approved_plan,
                "amount_cents": a.verification.amount_cents,
                "invoice": a.invoice.invoice_number,
            }));
            audit::record(c, &actor, entry)?;
            Ok((a, mails))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    state.reindex().await;
    Ok(Json(Approved {
        verification: a.verification,
        invoice: a.invoice,
        subscription_next_billing_date: a.next_billing_date,
    }))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct RefusalBody {
    /// Told to the client, who can then submit again.
    #[schema(required = true, min_length = 1, max_length = 500, nullable = false)]
    reason: Option<String>,
}

/// Refuses a payment that did not arrive or does not match (admins); the client is told why.
#[utoipa::path(
    tag = "billing",
    request_body = RefusalBody,
    responses(
        (status = 200, body = PaymentVerification),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/admin/reject-verification/<id>", data = "<body>")]
pub(super) async fn post_reject_verification(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<RefusalBody>,
) -> ApiResult<Json<PaymentVerification>> {
    let by = admin.0.user.id;
    let sender = sender(state);
    let actor = admin.0.actor();
    let (v, mails) = state
        .db
        .write(move |c| {
            let v = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
            let mut check = Check::new();
            let reason = check.required("reason", body.0.reason.as_deref(), 500);
            check.finish()?;
            if v.status != repo::VerificationStatus::Pending
                || !repo::decide(c, id, by, None, Some(&reason))?
            {
                return Err(decided(&v));
            }
            let entry = Entry::new(
                AuditAction::VerificationRefused,
                AuditObject::PaymentVerification,
                id,
            )
            .label(format!("{} · {}", v.client_name, v.plan_name))
            .client(v.client)
            .before(serde_json::json!({ "status": v.status, "amount_cents": v.amount_cents }))
            .after(serde_json::json!({ "status": "rejected", "reason": reason }));
            audit::record(c, &actor, entry)?;
            let mails = sender.to_client(
                c,
                v.client,
                Phrase::new("payment-not-verified"),
                Phrase::new("payment-not-verified-text")
                    .arg("amount", money(c, v.amount_cents)?)
                    .arg("plan", v.plan_name.as_str())
                    .arg("reason", reason.as_str()),
            )?;
            Ok((
                repo::verification(c, id)?.ok_or_else(ApiError::not_found)?,
                mails,
            ))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    Ok(Json(v))
}

/// Billing figures for the admin's settings, from invoices and payments.
#[derive(Serialize, ToSchema)]
pub(super) struct BillingSettings {
    /// No card processor is part of this portal.
    stripe_account_connected: bool,
    card_payments_enabled: bool,
    /// Payments received since the first of this month (UTC), in dollars.
    total_revenue_this_month: f64,
    total_revenue_this_month_cents: i64,
    /// Invoices not yet paid (pending or overdue).
    pending_payments: i64,
    pending_payments_amount: f64,
    pending_payments_amount_cents: i64,
    /// Bank transfers waiting for an admin.
    pending_verifications: i64,
}

/// The agency's billing figures (admins).
#[utoipa::path(
    tag = "billing",
    responses((status = 200, body = BillingSettings), (status = 403, response = Forbidden))
)]
#[get("/admin/billing-settings")]
pub(super) async fn get_billing_settings(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<BillingSettings>> {
    let (s, pending_verifications) = state
        .db
        .read(|c| Ok((invoices::summary(c, None)?, repo::pending_count(c)?)))
        .await?;
    let open_cents = s.pending_amount_cents + s.overdue_amount_cents;
    Ok(Json(BillingSettings {
        stripe_account_connected: false,
        card_payments_enabled: false,
        total_revenue_this_month: s.paid_this_month_amount,
        total_revenue_this_month_cents: s.paid_this_month_amount_cents,
        pending_payments: s.pending_count + s.overdue_count,
        pending_payments_amount: crate::money::major(open_cents, state.db.exponent()?),
        pending_payments_amount_cents: open_cents,
        pending_verifications,
    }))
}
