//! `GET/POST /api/admin/bank-settings/`: admins edit; clients read what a transfer needs.

use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;

use super::body::JsonBody;
use super::version::{Expected, IfMatch};
use crate::auth::{AdminUser, AuthUser};
use crate::bank::{self, BankInput};
use crate::db::bank::{self as repo, BankSettings};
use crate::db::clients::Viewer;
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_bank_settings, post_bank_settings]
}

#[get("/admin/bank-settings")]
async fn get_bank_settings(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<BankSettings>> {
    let viewer = Viewer::of(&auth.user);
    Ok(Json(
        state.db.read(move |c| repo::get_for(c, viewer)).await?,
    ))
}

#[derive(Deserialize)]
struct BankBody {
    admin_full_name: Option<String>,
    iban: Option<String>,
    bank_name: Option<String>,
    swift_code: Option<String>,
    additional_info: Option<String>,
    /// The version the edit was made from (see `version.rs`).
    version: Option<i64>,
}

#[post("/admin/bank-settings", data = "<body>")]
async fn post_bank_settings(
    state: &State<AppState>,
    _admin: AdminUser,
    if_match: IfMatch,
    body: JsonBody<BankBody>,
) -> ApiResult<Json<BankSettings>> {
    let b = body.0;
    let expected = Expected::new(if_match, b.version);
    let saved = state
        .db
        .write(move |c| {
            let current = repo::get(c)?;
            expected.check(current.version.unwrap_or(0), &current, "bank account")?;
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
            repo::save(c, &settings)?;
            repo::get(c)
        })
        .await?;
    Ok(Json(saved))
}
