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
    /// The database's schema version (its migrations applied); null when it does not answer.
    #[schema(required = true)]
    schema: Option<u32>,
    database: &'static str,
}

/// Liveness and database reachability, for monitors and `atrium healthcheck`.
#[utoipa::path(
    security(()),
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
        .read(|c| Ok(c.query_row("PRAGMA user_version", [], |r| r.get::<_, u32>(0))?))
        .await;
    let version = env!("CARGO_PKG_VERSION");
    match db_ok {
        Ok(schema) => (
            Status::Ok,
            Json(Health {
                status: "ok",
                version,
                schema: Some(schema),
                database: "ok",
            }),
        ),
        Err(e) => {
            tracing::error!("health check: database unavailable: {e}");
            let body = Health {
                status: "error",
                version,
                schema: None,
                database: "error",
            };
            (Status::ServiceUnavailable, Json(body))
        }
    }
}
