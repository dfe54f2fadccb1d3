//! `GET /api/health/`: liveness and database reachability, no auth.

use rocket::http::Status;
use rocket::serde::json::{Json, Value, json};
use rocket::{Route, State, get, routes};

use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_health]
}

#[get("/health")]
async fn get_health(state: &State<AppState>) -> (Status, Json<Value>) {
    let db_ok = state
        .db
        .read(|c| Ok(c.query_row("SELECT 1", [], |r| r.get::<_, i64>(0))?))
        .await;
    let version = env!("CARGO_PKG_VERSION");
    match db_ok {
        Ok(_) => (
            Status::Ok,
            Json(json!({"status": "ok", "version": version, "database": "ok"})),
        ),
        Err(e) => {
            tracing::error!("health check: database unavailable: {e}");
            let body = json!({"status": "error", "version": version, "database": "error"});
            (Status::ServiceUnavailable, Json(body))
        }
    }
}
