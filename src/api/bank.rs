//! `GET/POST /api/admin/bank-settings/`: admins edit; clients read what a transfer needs.

use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::JsonBody;
use super::version::{Expected, IfMatch};
use crate::auth::{Can, OwnerUser, area};
use crate::bank::{self, BankInput};
use crate::db::audit::{self, Entry};
use crate::db::bank::{self as repo, BankSettings};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_bank_settings, post_bank_settings]
}

/// The account clients pay to. Admins see it all with `version`; a client sees what a
/// transfer needs, and `configured: false` until the agency has entered it.
#[utoipa::path(tag = "billing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = BankSettings)))]
#[get("/admin/bank-settings")]
pub(super) async fn get_bank_settings(
    state: &State<AppState>,
    auth: Can<area::Billing>,
) -> ApiResult<Json<BankSettings>> {
    let viewer = auth.scope;
    Ok(Json(
        state.db.read(move |c| repo::get_for(c, viewer)).await?,
    ))
}

/// Fields left out keep their saved value; the first save needs holder, IBAN and bank.
#[derive(Deserialize, ToSchema)]
pub(super) struct BankBody {
    #[schema(min_length = 1, max_length = 200, nullable = false)]
    admin_full_name: Option<String>,
    /// Spaces are allowed; stored in electronic form after its checksum is verified.
    #[schema(
        max_length = 64,
        nullable = false,
        pattern = r"^[A-Za-z]{2}[0-9]{2}( ?[A-Za-z0-9]){11,30}$"
    )]
    iban: Option<String>,
    #[schema(max_length = 200, nullable = false)]
    bank_name: Option<String>,
    /// 8 or 11 characters: bank (4 letters), country (2), place (2) and branch (3, optional).
    #[schema(
        max_length = 11,
        nullable = false,
        pattern = r"^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$"
    )]
    swift_code: Option<String>,
    #[schema(max_length = 500, nullable = false)]
    additional_info: Option<String>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// Saves the agency's bank account (admins only).
#[utoipa::path(
    tag = "billing",
    params(super::version::IfMatchHeader),
    request_body = BankBody,
    responses(
        (status = 200, body = BankSettings),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
        (status = 412, response = super::openapi::PreconditionFailed),
    )
)]
#[post("/admin/bank-settings", data = "<body>")]
pub(super) async fn post_bank_settings(
    state: &State<AppState>,
    admin: OwnerUser,
    if_match: IfMatch,
    body: JsonBody<BankBody>,
) -> ApiResult<Json<BankSettings>> {
    let b = body.0;
    let actor = admin.0.actor();
    let expected = Expected::new(if_match, b.version)?;
    let saved = state
        .db
        .write(move |c| {
            let current = repo::get(c)?;
            // Fields left out keep their saved value, so an edit can send only what changed.
            let pick = |sent: &Option<String>, saved: &str| {
                sent.clone()
                    .or_else(|| current.configured.then(|| saved.to_string()))
            };
            let merged = [
                pick(&b.admin_full_name, &current.admin_full_name),
                pick(&b.iban, &current.iban),
                pick(&b.bank_name, &current.bank_name),
                pick(&b.swift_code, &current.swift_code),
                pick(&b.additional_info, &current.additional_info),
            ];
            let settings = bank::parse(&BankInput {
                admin_full_name: merged[0].as_deref(),
                iban: merged[1].as_deref(),
                bank_name: merged[2].as_deref(),
                swift_code: merged[3].as_deref(),
                additional_info: merged[4].as_deref(),
            })?;
            // Checked after the input, so invalid input is reported as such even when stale.
            expected.check(current.version.unwrap_or(0), &current, "bank account")?;
            repo::save(c, &settings)?;
            let saved = repo::get(c)?;
            let entry = Entry::new(
                AuditAction::BankDetailsChanged,
                AuditObject::BankSettings,
                "",
            )
            .label("Bank details")
            .changes(&current, &saved);
            audit::record(c, &actor, entry)?;
            Ok(saved)
        })
        .await?;
    Ok(Json(saved))
}
