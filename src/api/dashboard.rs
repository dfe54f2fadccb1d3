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

#[get("/dashboard/stats")]
async fn get_stats(state: &State<AppState>, _admin: AdminUser) -> ApiResult<Json<AdminStats>> {
    Ok(Json(state.db.read(stats::admin).await?))
}

#[get("/analytics/overview")]
async fn get_overview(state: &State<AppState>, _admin: AdminUser) -> ApiResult<Json<Overview>> {
    Ok(Json(state.db.read(stats::overview).await?))
}
