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
    /// Copies off the machine (`[offsite]`); null when the database does not answer.
    #[schema(required = true)]
    offsite: Option<crate::offsite::run::OffsiteState>,
    /// When the last off-site copy was confirmed (UTC).
    #[schema(required = true)]
    offsite_last_copy_at: Option<String>,
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
        .read(|c| {
            let schema = c.query_row("PRAGMA user_version", [], |r| r.get::<_, u32>(0))?;
            Ok((schema, crate::db::offsite::status(c)?))
        })
        .await;
    let version = env!("CARGO_PKG_VERSION");
    match db_ok {
        Ok((schema, copies)) => (
            Status::Ok,
            Json(Health {
                status: "ok",
                version,
                schema: Some(schema),
                database: "ok",
                offsite: Some(crate::offsite::run::state(&state.config, &copies)),
                offsite_last_copy_at: copies.last_copy_at,
            }),
        ),
        Err(e) => {
            tracing::error!("health check: database unavailable: {e}");
            let body = Health {
                status: "error",
                version,
                schema: None,
                database: "error",
                offsite: None,
                offsite_last_copy_at: None,
            };
            (Status::ServiceUnavailable, Json(body))
        }
    }
}
