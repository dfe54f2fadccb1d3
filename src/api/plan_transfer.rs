//! `GET /api/billing/transfer?plan=`: what a client transfers for a plan (its price with the
//! client's tax) and the code its banking app scans.

use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};

use super::openapi::{self as doc, Forbidden};
use crate::auth::{Member, area};
use crate::billing::transfer::{self, PlanTransfer};
use crate::db::billing as repo;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_transfer]
}

/// The transfer for a plan (client users): net, tax and gross, the reference, and the
/// scan-to-pay code when the agency's currency and account have one.
#[utoipa::path(
    tag = "billing",
    params(("plan" = String, Query, min_length = 1, description = "The plan's id")),
    responses(
        (status = 200, body = PlanTransfer),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound)
    )
)]
#[get("/billing/transfer?<plan>")]
pub(super) async fn get_transfer(
    state: &State<AppState>,
    _one_each: super::page::OneEach,
    client: Member<area::Billing>,
    plan: Option<String>,
) -> ApiResult<Json<PlanTransfer>> {
    let client_id = client.client_id;
    let plan = plan
        .filter(|p| !p.trim().is_empty())
        .ok_or_else(|| ApiError::field("plan", crate::validate::REQUIRED))?;
    state
        .db
        .read(move |c| {
            let plan = repo::plan(c, &plan)?.ok_or_else(ApiError::not_found)?;
            transfer::for_plan(c, client_id, &plan)
        })
        .await
        .map(Json)
}
