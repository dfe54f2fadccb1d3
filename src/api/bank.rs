//! `GET/POST /api/admin/bank-settings/`: admins edit; clients read what a transfer needs.

use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;

use super::body::JsonBody;
use crate::app::AppState;
use crate::auth::{AdminUser, AuthUser};
use crate::bank::{self, BankInput};
use crate::db::bank::{self as repo, BankSettings};
use crate::db::users::Role;
use crate::error::ApiResult;

pub fn routes() -> Vec<Route> {
    routes![get_bank_settings, post_bank_settings]
}

#[get("/admin/bank-settings")]
async fn get_bank_settings(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<BankSettings>> {
    let mut settings = state.db.read(repo::get).await?;
    if auth.user.role != Role::Admin {
        settings.updated_at = None;
    }
    Ok(Json(settings))
}

#[derive(Deserialize)]
struct BankBody {
    admin_full_name: Option<String>,
    iban: Option<String>,
    bank_name: Option<String>,
    swift_code: Option<String>,
    additional_info: Option<String>,
}

#[post("/admin/bank-settings", data = "<body>")]
async fn post_bank_settings(
    state: &State<AppState>,
    _admin: AdminUser,
    body: JsonBody<BankBody>,
) -> ApiResult<Json<BankSettings>> {
    let b = body.0;
    let settings = bank::parse(&BankInput {
        admin_full_name: b.admin_full_name.as_deref(),
        iban: b.iban.as_deref(),
        bank_name: b.bank_name.as_deref(),
        swift_code: b.swift_code.as_deref(),
        additional_info: b.additional_info.as_deref(),
    })?;
    let saved = state
        .db
        .write(move |c| {
            repo::save(c, &settings)?;
            repo::get(c)
        })
        .await?;
    Ok(Json(saved))
}
