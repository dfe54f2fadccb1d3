//! Admin dashboard figures: `GET /api/dashboard/stats/` and `GET /api/analytics/overview/`.

use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};

use crate::auth::AdminUser;
use crate::db::stats::{self, AdminStats, Overview};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_stats, get_overview]
}

/// The admin overview's figures, computed from the data now.
#[utoipa::path(
    tag = "dashboard",
    responses((status = 200, body = AdminStats), (status = 403, response = super::openapi::Forbidden))
)]
#[get("/dashboard/stats")]
pub(super) async fn get_stats(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<AdminStats>> {
    let generation = state.db.generation();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    if let Some(s) = state.stats_memo.get(generation, now) {
        return Ok(Json(s));
    }
    let figures = state.db.read(stats::admin).await?;
    state.stats_memo.put(generation, now, figures.clone());
    Ok(Json(figures))
}

/// Task completion and client retention.
#[utoipa::path(
    tag = "dashboard",
    responses((status = 200, body = Overview), (status = 403, response = super::openapi::Forbidden))
)]
#[get("/analytics/overview")]
pub(super) async fn get_overview(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<Overview>> {
    Ok(Json(state.db.read(stats::overview).await?))
}
