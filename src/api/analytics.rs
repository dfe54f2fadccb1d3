//! Performance figures, all computed from the accounts' daily snapshots: the latest per account,
//! month records, a month's report, the client overview's numbers, the agency's analytics for a
//! period, and one client's analytics. A client user only ever gets its own.

use rocket::http::ContentType;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use serde::Serialize;
use time::{Date, OffsetDateTime};
use utoipa::{IntoParams, ToSchema};

use super::content::files::{Attachment, attachment};
use super::openapi as doc;
use super::page::{OneEach, id_filter};
use crate::auth::AuthUser;
use crate::auth::{Can, area};
use crate::db::analytics::{self as figures, MonthRecord, Realtime};
use crate::db::audit::Entry;
use crate::db::clients;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::lists::{AnalyticsPeriod, ReportFormat};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_realtime,
        get_performance,
        get_monthly_report,
        get_report
    ]
}

/// The client the figures are for, from the caller's scope and what it asked (`clients::narrow`).
pub(super) async fn narrow(
    state: &AppState,
    auth: &AuthUser,
    asked: Option<i64>,
) -> ApiResult<Option<i64>> {
    let scope = auth.scope;
    state
        .db
        .read(move |c| clients::narrow(c, scope, asked))
        .await
}

fn today() -> Date {
    OffsetDateTime::now_utc().date()
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ClientQuery<'r> {
    /// A client's id (admins); a client user always gets its own figures.
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
}

/// The latest figures of every connected account, newest update first.
#[utoipa::path(
    tag = "analytics",
    params(ClientQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<Realtime>), (status = 404, response = doc::NotFound))
)]
#[get("/metrics/realtime?<q..>")]
pub(super) async fn get_realtime(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    _one_each: OneEach,
    q: ClientQuery<'_>,
) -> ApiResult<Json<Vec<Realtime>>> {
    let client = narrow(state, &auth, id_filter("client", q.client)?).await?;
    Ok(Json(
        state.db.read(move |c| figures::realtime(c, client)).await?,
    ))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct PerformanceQuery<'r> {
    /// A client's id (admins; without it, every client's months).
    #[param(value_type = Option<i64>)]
    client_id: Option<&'r str>,
    /// How many months back, this one included: 1 to 24 (12).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 24)]
    months: Option<&'r str>,
}

/// Month records (followers, engagement, reach, growth), oldest first, per client.
#[utoipa::path(
    tag = "analytics",
    params(PerformanceQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<MonthRecord>), (status = 404, response = doc::NotFound))
)]
#[get("/performance?<q..>")]
pub(super) async fn get_performance(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    _one_each: OneEach,
    q: PerformanceQuery<'_>,
) -> ApiResult<Json<Vec<MonthRecord>>> {
    let mut check = Check::new();
    let months = check.int_in("months", q.months, 1, 24).unwrap_or(12);
    let asked = id_filter("client_id", q.client_id)?;
    check.finish()?;
    let client = narrow(state, &auth, asked).await?;
    let from = figures::month_back(today(), months as i32 - 1);
    Ok(Json(
        state
            .db
            .read(move |c| figures::months(c, client, &from))
            .await?,
    ))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ReportQuery<'r> {
    /// `YYYY-MM`, from 1970.
    #[param(required = true, value_type = String, pattern = "^(19[7-9][0-9]|[2-9][0-9]{3})-(0[1-9]|1[0-2])$")]
    month: Option<&'r str>,
    /// A client's id (admins).
    #[param(value_type = Option<i64>)]
    client_id: Option<&'r str>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct MonthTotals {
    followers: i64,
    reach: i64,
    engagement: f64,
    #[schema(required = true)]
    growth_rate: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct MonthlyReport {
    month: String,
    clients: Vec<MonthRecord>,
    totals: MonthTotals,
}

fn parse_month(check: &mut Check, v: Option<&str>) -> Option<String> {
    let v = v.map(str::trim).unwrap_or("");
    // ASCII first: the parts below are byte slices.
    let ok = v.len() == 7
        && v.is_ascii()
        && v.as_bytes()[4] == b'-'
        && v[..4]
            .parse::<i32>()
            .is_ok_and(|y| (1970..=9999).contains(&y))
        && v[5..].parse::<u8>().is_ok_and(|m| (1..=12).contains(&m));
    if !ok {
        check.add("month", "Enter a month as YYYY-MM.");
    }
    ok.then(|| v.to_string())
}

/// One month's records per client, with totals over them.
#[utoipa::path(
    tag = "analytics",
    params(ReportQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, body = MonthlyReport),
        (status = 404, response = doc::NotFound),
        (status = 422, response = doc::Invalid),
    )
)]
#[get("/performance/monthly_report?<q..>")]
pub(super) async fn get_monthly_report(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    _one_each: OneEach,
    q: ReportQuery<'_>,
) -> ApiResult<Json<MonthlyReport>> {
    let mut check = Check::new();
    let month = parse_month(&mut check, q.month);
    let asked = id_filter("client_id", q.client_id)?;
    check.finish()?;
    let month = month.unwrap_or_default();
    let client = narrow(state, &auth, asked).await?;
    let from = month.clone();
    let records: Vec<MonthRecord> = state
        .db
        .read(move |c| figures::months(c, client, &from))
        .await?
        .into_iter()
        .filter(|r| r.month == month)
        .collect();
    let total = figures::series(&records, std::slice::from_ref(&month)).remove(0);
    let totals = MonthTotals {
        followers: total.followers,
        reach: total.reach,
        engagement: total.engagement,
        growth_rate: total.growth_rate,
    };
    Ok(Json(MonthlyReport {
        month,
        clients: records,
        totals,
    }))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ReportDownload<'r> {
    /// pdf (default) or csv.
    #[param(schema_with = format_choice)]
    format: Option<&'r str>,
    /// 1month, 3months (default), 6months or 1year.
    #[param(schema_with = period_choice)]
    period: Option<&'r str>,
    /// A client's id (admins; without it, the agency's report); a client user always gets its
    /// own.
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
}

/// The performance report for a period as a branded PDF or a CSV of the same figures:
/// `atrium-report-{client id|agency}-{date}.{pdf|csv}`.
#[utoipa::path(
    tag = "analytics",
    params(ReportDownload),
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, description = "The report",
            content((Vec<u8> = "application/pdf"), (String = "text/csv")),
            headers(("Content-Disposition" = String))),
        (status = 404, response = doc::NotFound),
        (status = 422, response = doc::Invalid),
    )
)]
#[get("/analytics/report?<q..>")]
pub(super) async fn get_report(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    _one_each: OneEach,
    q: ReportDownload<'_>,
) -> ApiResult<Attachment<Vec<u8>>> {
    let mut check = Check::new();
    let format = check
        .choice("format", q.format.filter(|f| !f.is_empty()))
        .unwrap_or(ReportFormat::Pdf);
    let period = check
        .choice("period", q.period.filter(|p| !p.is_empty()))
        .unwrap_or(AnalyticsPeriod::DEFAULT);
    let asked = id_filter("client", q.client)?;
    check.finish()?;
    let client = narrow(state, &auth, asked).await?;
    let agency = state.branding().agency_name.clone();
    let reader = auth.user.id;
    let report = state
        .db
        .read(move |c| {
            let subject = match client {
                Some(id) => clients::get(c, id)?.map(|c| c.name).unwrap_or_default(),
                None => agency,
            };
            let language = crate::db::languages::of_user(c, reader)?;
            crate::reports::gather(c, client, subject, period, language)
        })
        .await?;
    let name = format!(
        "atrium-report-{}-{}.{format}",
        client.map_or("agency".to_string(), |c| c.to_string()),
        &report.generated[..10]
    );
    let entry = Entry::new(AuditAction::Exported, AuditObject::Report, &name)
        .label(name.clone())
        .client(client)
        .after(serde_json::json!({ "format": format.to_string(), "period": period }));
    state.audit(auth.actor(), entry).await?;
    if format == ReportFormat::Csv {
        let bytes = crate::reports::csv(&report).map_err(ApiError::internal)?;
        return Ok(attachment(bytes, ContentType::CSV, &name));
    }
    let brand = crate::pdfdoc::Brand::from_branding(&state.branding(), &state.config.data_dir);
    let bytes = crate::db::run_blocking(move || Ok(crate::reports::pdf(&report, &brand))).await?;
    Ok(attachment(bytes, ContentType::PDF, &name))
}

fn format_choice() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::word_or_empty::<ReportFormat>()
}

/// A period, or empty for the default.
pub(super) fn period_choice() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::word_or_empty::<AnalyticsPeriod>()
}
