//! The agency's side of bank transfers: payments waiting for verification, approving one (which
//! starts the subscription and books the payment as a paid invoice, once) or refusing it with a
//! reason; and the billing figures of `GET /api/admin/billing-settings/`.

use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use crate::auth::AdminUser;
use crate::billing::{self, add_month, money, notices};
use crate::db::billing::{self as repo, NewSubscription, PaymentVerification};
use crate::db::clients::cents_to_dollars;
use crate::db::invoices::{self, Invoice, NewInvoice};
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
    security(("Token" = [])),
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

fn decided(v: &PaymentVerification) -> ApiError {
    ApiError::conflict(
        "invalid_state",
        format!("This payment was already {}.", v.status),
    )
}

/// Approves a payment with a plan (admins): the subscription starts today, the payment is booked
/// as a paid invoice, the next billing date is a month on, and the client is told. A decided
/// verification is 409 and nothing is booked twice.
#[utoipa::path(
    tag = "billing",
    security(("Token" = [])),
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
    let (approved, mails) = state
        .db
        .write(move |c| {
            let v = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
            let plan_id = body.0.plan_id.unwrap_or_default();
            if plan_id.trim().is_empty() {
                return Err(ApiError::field("plan_id", "Please select a plan for approval"));
            }
            let plan = repo::plan(c, &plan_id)?
                .ok_or_else(|| ApiError::field("plan_id", format!("No plan \"{plan_id}\".")))?;
            if v.status != "pending" || !repo::decide(c, id, by, Some(&plan.id), None)? {
                return Err(decided(&v));
            }
            // Defensive: a submission is refused while a subscription is active, but an admin
            // may have started one by hand since. The new plan replaces it.
            repo::cancel_subscription(c, v.client, &format!("Replaced by the {} plan", plan.name))?;
            let today = billing::today();
            let next = add_month(today, today.day());
            let next_s = next.to_string();
            let today_s = today.to_string();
            let sub = repo::insert_subscription(
                c,
                &NewSubscription {
                    client_id: v.client,
                    plan_id: &plan.id,
                    price_cents: plan.price_cents,
                    anchor_day: today.day(),
                    next_billing_date: &next_s,
                },
            )?;
            let description = format!(
                "{} (bank transfer verified)",
                billing::period_description(&plan.name, today, next)
            );
            let paid_at = crate::db::now();
            let invoice_id = invoices::insert(
                c,
                &NewInvoice {
                    client_id: v.client,
                    amount_cents: v.amount_cents,
                    due_date: &today_s,
                    description: &description,
                    number: None,
                    subscription: Some((sub, &today_s)),
                    verification_id: Some(v.id),
                    paid_at: Some(&paid_at),
                },
            )?;
            // The client's record tells the same story as its Billing screen: its package is
            // the plan it now pays for.
            c.execute(
                "UPDATE clients SET monthly_fee_cents = ?2, package = ?4,
                   status = CASE WHEN status = 'pending' THEN 'active' ELSE status END,
                   activated_at = COALESCE(activated_at, ?3)
                 WHERE id = ?1",
                rusqlite::params![v.client, plan.price_cents, paid_at, plan.id],
            )?;
            invoices::refresh_client(c, v.client, &today_s)?;
            let mails = sender.to_client(
                c,
                v.client,
                "Payment verified",
                &format!(
                    "We received your payment of {}. Your {} plan is active; the next billing date is {}.",
                    money(v.amount_cents),
                    plan.name,
                    crate::dates::human_date(next)
                ),
            )?;
            let invoice = invoices::get(c, invoice_id)?.ok_or_else(ApiError::not_found)?;
            let verification = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
            Ok((
                Approved {
                    verification,
                    invoice,
                    subscription_next_billing_date: next_s,
                },
                mails,
            ))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    state.reindex().await;
    Ok(Json(approved))
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
    security(("Token" = [])),
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
    let (v, mails) = state
        .db
        .write(move |c| {
            let v = repo::verification(c, id)?.ok_or_else(ApiError::not_found)?;
            let mut check = Check::new();
            let reason = check.required("reason", body.0.reason.as_deref(), 500);
            check.finish()?;
            if v.status != "pending" || !repo::decide(c, id, by, None, Some(&reason))? {
                return Err(decided(&v));
            }
            let mails = sender.to_client(
                c,
                v.client,
                "Payment not verified",
                &format!(
                    "We could not verify your payment of {} for the {} plan: {reason} \
                     You can submit it again from your Billing page.",
                    money(v.amount_cents),
                    v.plan_name
                ),
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
    security(("Token" = [])),
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
        pending_payments_amount: cents_to_dollars(open_cents),
        pending_payments_amount_cents: open_cents,
        pending_verifications,
    }))
}
