//! The agency's schedule for mailing each client its monthly performance report (admins).

use rocket::serde::json::Json;
use rocket::{Route, State, get, patch, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use crate::auth::{AdminUser, OwnerUser};
use crate::db::audit::{self, Entry};
use crate::db::report_schedule::{self, ReportSchedule};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_report_schedule, patch_report_schedule]
}

/// Whether and when clients get their monthly report by mail.
#[utoipa::path(
    tag = "analytics",
    responses((status = 200, body = ReportSchedule), (status = 403, response = Forbidden))
)]
#[get("/settings/reports")]
pub(super) async fn get_report_schedule(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<ReportSchedule>> {
    Ok(Json(state.db.read(report_schedule::get).await?))
}

/// The fields to change; the rest keep their value.
#[derive(Deserialize, ToSchema)]
pub(super) struct ScheduleBody {
    #[schema(nullable = false)]
    monthly_reports: Option<bool>,
    /// 1 to 28.
    #[schema(minimum = 1, maximum = 28, nullable = false)]
    day_of_month: Option<i64>,
}

/// Turns the monthly client reports on or off, or moves their day.
#[utoipa::path(
    tag = "analytics",
    request_body = ScheduleBody,
    responses(
        (status = 200, body = ReportSchedule),
        (status = 403, response = Forbidden),
        (status = 422, response = doc::Invalid),
    )
)]
#[patch("/settings/reports", data = "<body>")]
pub(super) async fn patch_report_schedule(
    state: &State<AppState>,
    admin: OwnerUser,
    body: JsonBody<ScheduleBody>,
) -> ApiResult<Json<ReportSchedule>> {
    let ScheduleBody {
        monthly_reports,
        day_of_month,
    } = body.0;
    let day = match day_of_month {
        None => None,
        Some(d @ 1..=28) => Some(d as u8),
        Some(_) => {
            return Err(ApiError::field(
                "day_of_month",
                "Choose a day from 1 to 28, so that every month has it.",
            ));
        }
    };
    let actor = admin.0.actor();
    let schedule = state
        .db
        .write(move |c| {
            let before = report_schedule::get(c)?;
            report_schedule::set(c, monthly_reports, day)?;
            let after = report_schedule::get(c)?;
            let entry = Entry::new(
                AuditAction::SettingsChanged,
                AuditObject::Settings,
                "reports",
            )
            .label("Monthly reports")
            .changes(&before, &after);
            audit::record(c, &actor, entry)?;
            Ok(after)
        })
        .await?;
    Ok(Json(schedule))
}
