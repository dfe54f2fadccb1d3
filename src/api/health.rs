//! `GET /api/health/`: liveness and database reachability, no auth.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_health]
}

#[derive(Serialize, ToSchema)]
pub(super) struct Health {
    /// `ok`, or `error` when the database does not answer.
    status: &'static str,
    version: &'static str,
    database: &'static str,
}

/// Liveness and database reachability, for monitors and `atrium healthcheck`.
#[utoipa::path(
    tag = "meta",
    responses(
        (status = 200, description = "Healthy", body = Health),
        (status = 503, description = "The database does not answer", body = Health),
    )
)]
#[get("/health")]
pub(super) async fn get_health(state: &State<AppState>) -> (Status, Json<Health>) {
    let db_ok = state
        .db
        .read(|c| Ok(c.query_row("SELECT 1", [], |r| r.get::<_, i64>(0))?))
        .await;
    let version = env!("CARGO_PKG_VERSION");
    match db_ok {
        Ok(_) => (
            Status::Ok,
            Json(Health {
                status: "ok",
                version,
                database: "ok",
            }),
        ),
        Err(e) => {
            tracing::error!("health check: database unavailable: {e}");
            let body = Health {
                status: "error",
                version,
                database: "error",
            };
            (Status::ServiceUnavailable, Json(body))
        }
    }
}
