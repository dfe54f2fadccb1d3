//! A client's plan: `GET /api/billing/plans/`, its subscription, paying by bank transfer (a
//! payment an admin verifies) and cancelling. Card payments are not part of this portal: their
//! endpoints say so instead of pretending.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use crate::auth::{Can, Member, OwnerUser, area};
use crate::billing::cancel;
use crate::billing::submit::{self, Submission};
use crate::billing::{self, notices};
use crate::db::audit::{self, Entry};
use crate::db::billing::{self as repo, PaymentVerification, Plan, VerificationStatus};
use crate::db::clients;
use crate::db::invoices;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::billing::SubscriptionStatus;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![
        get_plans,
        patch_plan,
        get_subscription,
        post_submit_verification,
        post_cancel,
        get_payment_methods,
        post_create_setup_intent,
        post_capture_payment,
        post_create_subscription,
        post_approve_subscription,
        post_pay_invoice,
        post_set_default,
        delete_payment_method
    ]
}

const CARDS_OFF: &str =
    "Card payments are not enabled on this portal. Please pay by bank transfer.";

/// The plans under `plans`, as the spec's billing view reads them, with their currency.
#[derive(Serialize, ToSchema)]
pub(super) struct PlanList {
    /// In the order shown.
    plans: Vec<Plan>,
    /// ISO 4217; prices are in its major unit.
    currency: &'static str,
}

/// The plans a client can choose, in the order shown.
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = PlanList)))]
#[get("/billing/plans")]
pub(super) async fn get_plans(
    state: &State<AppState>,
    _auth: Can<area::Billing>,
) -> ApiResult<Json<PlanList>> {
    Ok(Json(PlanList {
        plans: state.db.read(repo::plans).await?,
        currency: state
            .db
            .read(crate::db::money::currency)
            .await?
            .iso_alpha_code,
    }))
}

/// Fields to change; the rest keep their value.
#[derive(Deserialize, ToSchema)]
pub(super) struct PlanBody {
    #[schema(min_length = 1, max_length = 60, nullable = false)]
    name: Option<String>,
    /// Dollars a month, more than 0. Subscriptions already running keep their price.
    #[schema(schema_with = crate::api::input_schema::price_input)]
    price: Option<serde_json::Value>,
    /// At most 20, each at most 200 characters.
    #[schema(nullable = false)]
    features: Option<Vec<String>>,
    /// True makes this the only recommended plan.
    #[schema(nullable = false)]
    recommended: Option<bool>,
}

impl PlanBody {
    /// The edit applied to `p`, or every field at fault.
    fn apply(self, p: &mut Plan) -> ApiResult<()> {
        let mut check = Check::new();
        if self.name.is_some() {
            p.name = check.required("name", self.name.as_deref(), 60);
        }
        if let Some(v) = &self.price {
            // Runs in the write, whose thread knows the currency.
            let exponent = crate::money::thread_exponent();
            match crate::money::parse(v, exponent) {
                Some(cents) if cents > 0 => p.price_cents = cents,
                _ => check.add(
                    "price",
                    format!("Enter a price above 0 with at most {exponent} decimals."),
                ),
            }
        }
        if let Some(features) = self.features {
            let features: Vec<String> = features
                .into_iter()
                .map(|f| f.trim().to_string())
                .filter(|f| !f.is_empty())
                .collect();
            if features.len() > 20 || features.iter().any(|f| f.chars().count() > 200) {
                check.add("features", "At most 20 features of at most 200 characters.");
            }
            p.features = features;
        }
        if let Some(r) = self.recommended {
            p.recommended = r;
        }
        check.finish()
    }
}

/// Edits a plan (admins); the public site's plans are these, so it shows there at once.
#[utoipa::path(
    tag = "billing",
    request_body = PlanBody,
    responses((status = 200, body = Plan), (status = 403, response = Forbidden))
)]
#[patch("/billing/plans/<id>", data = "<body>")]
pub(super) async fn patch_plan(
    state: &State<AppState>,
    admin: OwnerUser,
    id: &str,
    body: JsonBody<PlanBody>,
) -> ApiResult<Json<Plan>> {
    let b = body.0;
    let id = id.to_string();
    let actor = admin.0.actor();
    let plan = state
        .db
        .write(move |c| {
            let before = repo::plan(c, &id)?.ok_or_else(ApiError::not_found)?;
            let mut p = before.clone();
            b.apply(&mut p)?;
            repo::update_plan(c, &p)?;
            let after = repo::plan(c, &p.id)?.ok_or_else(ApiError::not_found)?;
            let entry = Entry::new(AuditAction::PlanChanged, AuditObject::Plan, &after.id)
                .label(after.name.clone())
                .changes(&before, &after);
            audit::record(c, &actor, entry)?;
            Ok(after)
        })
        .await?;
    // The public site lists the billing plans: its pricing shows the change at once.
    state.refresh_branding().await?;
    Ok(Json(plan))
}

/// The reason a client's last submission was refused, while it has not submitted again.
#[derive(Serialize, ToSchema)]
pub(super) struct Rejection {
    reason: String,
    rejected_at: String,
    plan: String,
}

/// A client's plan as the Billing screen shows it.
#[derive(Serialize, ToSchema)]
pub(super) struct Subscription {
    status: SubscriptionStatus,
    /// The plan's id (`pro`), or null.
    #[schema(required = true)]
    plan: Option<String>,
    #[schema(required = true)]
    plan_name: Option<String>,
    /// Dollars a month (the price agreed when it started).
    #[schema(required = true)]
    price: Option<f64>,
    #[schema(required = true)]
    price_cents: Option<i64>,
    /// The next invoice's date (active), or the end of the paid period (cancelled).
    #[schema(required = true)]
    next_billing_date: Option<String>,
    #[schema(required = true)]
    started_at: Option<String>,
    #[schema(required = true)]
    cancelled_at: Option<String>,
    /// An active subscription can be cancelled.
    can_cancel: bool,
    /// The reference to write on a bank transfer for the plan.
    payment_reference: String,
    #[schema(required = true)]
    pending_verification: Option<PaymentVerification>,
    #[schema(required = true)]
    last_rejection: Option<Rejection>,
}

fn subscription_of(c: &rusqlite::Connection, client_id: i64) -> ApiResult<Subscription> {
    let sub = repo::current_subscription(c, client_id)?;
    let latest = repo::latest_verification(c, client_id)?;
    let pending = latest
        .clone()
        .filter(|v| v.status == VerificationStatus::Pending);
    let last_rejection = latest
        .filter(|v| v.status == VerificationStatus::Rejected)
        .map(|v| Rejection {
            reason: v.reject_reason.unwrap_or_default(),
            rejected_at: v.decided_at.unwrap_or_default(),
            plan: v.plan,
        });
    let active = sub.as_ref().map(|s| s.status == "active");
    let status = SubscriptionStatus::of(active, pending.is_some());
    Ok(Subscription {
        status,
        plan: sub.as_ref().map(|s| s.plan_id.clone()),
        plan_name: sub.as_ref().map(|s| s.plan_name.clone()),
        price: sub
            .as_ref()
            .map(|s| clients::cents_to_dollars(s.price_cents)),
        price_cents: sub.as_ref().map(|s| s.price_cents),
        next_billing_date: sub.as_ref().map(|s| s.next_billing_date.clone()),
        started_at: sub.as_ref().map(|s| s.started_at.clone()),
        cancelled_at: sub.as_ref().and_then(|s| s.cancelled_at.clone()),
        can_cancel: status == SubscriptionStatus::Active,
        payment_reference: billing::payment_reference(client_id),
        pending_verification: pending,
        last_rejection,
    })
}

/// The calling client's subscription: none, pending (a payment awaits verification), active
/// or cancelled.
#[utoipa::path(
    tag = "billing",
    responses((status = 200, body = Subscription), (status = 403, response = Forbidden))
)]
#[get("/billing/subscription")]
pub(super) async fn get_subscription(
    state: &State<AppState>,
    client: Member<area::Billing>,
) -> ApiResult<Json<Subscription>> {
    let client_id = client.client_id;
    Ok(Json(
        state
            .db
            .read(move |c| subscription_of(c, client_id))
            .await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct VerificationBody {
    /// The plan's id.
    #[schema(required = true, nullable = false, min_length = 1)]
    plan: Option<String>,
    /// The plan's price, as transferred.
    #[schema(required = true, schema_with = crate::api::input_schema::price_input)]
    amount: Option<serde_json::Value>,
    /// The name on the account the transfer came from.
    #[schema(required = true, min_length = 1, max_length = 200, nullable = false)]
    client_full_name: Option<String>,
}

impl VerificationBody {
    /// The fields' own problems; the plan's existence and price are judged in the write.
    fn parse(self, exponent: u32) -> (Submission, Check) {
        let mut check = Check::new();
        let full_name = self
            .client_full_name
            .as_deref()
            .map(str::trim)
            .unwrap_or_default();
        if full_name.is_empty() {
            check.add(
                "client_full_name",
                "Please enter your full name for verification",
            );
        } else {
            check.max_len("client_full_name", full_name, 200);
        }
        let plan = self.plan.filter(|p| !p.is_empty());
        if plan.is_none() {
            check.add("plan", validate::REQUIRED);
        }
        let submission = Submission {
            full_name: full_name.to_string(),
            plan,
            amount_cents: self
                .amount
                .as_ref()
                .and_then(|a| crate::money::parse(a, exponent)),
        };
        (submission, check)
    }
}

/// Tells the agency the client paid for a plan by bank transfer; an admin verifies it. A second
/// submission while one waits, or while a subscription is active, is 409.
#[utoipa::path(
    tag = "billing",
    request_body = VerificationBody,
    responses(
        (status = 201, body = PaymentVerification),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/billing/submit-verification", data = "<body>")]
pub(super) async fn post_submit_verification(
    state: &State<AppState>,
    client: Member<area::Billing>,
    body: JsonBody<VerificationBody>,
) -> ApiResult<(Status, Json<PaymentVerification>)> {
    let client_id = client.client_id;
    let (submission, check) = body.0.parse(state.db.exponent()?);
    let sender = sender(state);
    let actor = client.auth.actor();
    let (v, mails) = state
        .db
        .write(move |c| {
            let (v, mails) = submit::submit(c, &sender, client_id, check, submission)?;
            let entry = Entry::new(
                AuditAction::VerificationSubmitted,
                AuditObject::PaymentVerification,
                v.id,
            )
            .label(format!("{} · {}", v.client_name, v.plan_name))
            .client(client_id)
            .after(&v);
            audit::record(c, &actor, entry)?;
            Ok((v, mails))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    Ok((Status::Created, Json(v)))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct CancelBody {
    /// Why, for the agency (optional).
    #[schema(max_length = 1000, nullable = false)]
    reason: Option<String>,
}

impl CancelBody {
    /// The reason, empty when none was given.
    fn parse(self) -> ApiResult<String> {
        let mut check = Check::new();
        let reason = check
            .optional("reason", self.reason.as_deref(), 1000)
            .unwrap_or_default();
        check.finish()?;
        Ok(reason)
    }
}

/// Cancels the calling client's active subscription: no further invoices; the period already
/// paid runs to its end and every invoice stays. Nothing active is 409.
#[utoipa::path(
    tag = "billing",
    request_body = CancelBody,
    responses(
        (status = 200, body = Subscription),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/billing/cancel-subscription", data = "<body>")]
pub(super) async fn post_cancel(
    state: &State<AppState>,
    client: Member<area::Billing>,
    body: JsonBody<CancelBody>,
) -> ApiResult<Json<Subscription>> {
    let client_id = client.client_id;
    let reason = body.0.parse()?;
    let sender = sender(state);
    let actor = client.auth.actor();
    let (sub, mails) = state
        .db
        .write(move |c| {
            let entry = Entry::new(
                AuditAction::SubscriptionCancelled,
                AuditObject::Subscription,
                "",
            )
            .client(client_id)
            .after(serde_json::json!({ "reason": reason }));
            let mails = cancel::cancel(c, &sender, client_id, &reason)?;
            audit::record(c, &actor, entry)?;
            Ok((subscription_of(c, client_id)?, mails))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    Ok(Json(sub))
}

/// Saved cards: none, since card payments are not enabled.
#[derive(Serialize, ToSchema)]
pub(super) struct PaymentMethods {
    results: Vec<serde_json::Value>,
    card_payments_enabled: bool,
}

/// Saved payment methods: always empty (card payments are not enabled on this portal).
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = PaymentMethods)))]
#[get("/billing/payment-methods")]
pub(super) async fn get_payment_methods(_auth: Can<area::Billing>) -> Json<PaymentMethods> {
    Json(PaymentMethods {
        results: vec![],
        card_payments_enabled: false,
    })
}

fn cards_off() -> ApiResult<Status> {
    Err(ApiError::conflict("card_payments_disabled", CARDS_OFF))
}

/// Card setup: 409 `card_payments_disabled` (pay by bank transfer).
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 409, response = doc::Conflict)))]
#[post("/billing/create-setup-intent")]
pub(super) async fn post_create_setup_intent(_auth: Can<area::Billing>) -> ApiResult<Status> {
    cards_off()
}

/// Card capture: 409 `card_payments_disabled` (pay by bank transfer).
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 409, response = doc::Conflict)))]
#[post("/billing/capture-payment")]
pub(super) async fn post_capture_payment(_auth: Can<area::Billing>) -> ApiResult<Status> {
    cards_off()
}

/// A card subscription: 409 `card_payments_disabled` (submit a bank transfer instead).
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 409, response = doc::Conflict)))]
#[post("/billing/create-subscription")]
pub(super) async fn post_create_subscription(_auth: Can<area::Billing>) -> ApiResult<Status> {
    cards_off()
}

/// A card subscription's approval: 409 `card_payments_disabled` (an admin approves transfers).
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 409, response = doc::Conflict)))]
#[post("/billing/approve-subscription")]
pub(super) async fn post_approve_subscription(_auth: Can<area::Billing>) -> ApiResult<Status> {
    cards_off()
}

/// Paying an invoice by card: 409 `card_payments_disabled` for the invoice's client (another
/// client's invoice is 404).
#[utoipa::path(
    tag = "billing",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 409, response = doc::Conflict))
)]
#[post("/billing/invoices/<id>/pay")]
pub(super) async fn post_pay_invoice(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    id: i64,
) -> ApiResult<Status> {
    let viewer = auth.scope;
    state
        .db
        .find(move |c| invoices::get_for(c, id, viewer))
        .await?;
    cards_off()
}

/// There are no saved cards, so every id is unknown: 404.
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 404, response = doc::NotFound)))]
#[post("/billing/payment-methods/<_id>/set-default")]
pub(super) async fn post_set_default(_auth: Can<area::Billing>, _id: &str) -> ApiResult<Status> {
    Err(ApiError::not_found())
}

/// There are no saved cards, so every id is unknown: 404.
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 404, response = doc::NotFound)))]
#[delete("/billing/payment-methods/<_id>/delete")]
pub(super) async fn delete_payment_method(
    _auth: Can<area::Billing>,
    _id: &str,
) -> ApiResult<Status> {
    Err(ApiError::not_found())
}
