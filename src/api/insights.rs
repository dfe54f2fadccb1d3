//! The overview numbers built on the figures: a client's dashboard stats, the agency's analytics
//! for a period, and one client's analytics (accounts, months, latest figures).

use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use serde::Serialize;
use time::{Duration, OffsetDateTime};
use utoipa::{IntoParams, ToSchema};

use super::openapi::{self as doc, Forbidden};
use super::page::{OneEach, id_filter};
use crate::auth::AdminUser;
use crate::auth::{Can, Member, area};
use crate::db::analytics::{
    self as figures, INDUSTRY_AVERAGE_ENGAGEMENT, MonthRecord, Realtime, SeriesMonth,
    percent_change, round4,
};
use crate::db::analytics_agency::{self as agency, AgencyGrowth, PlatformShare, RevenueMonth};
use crate::db::analytics_agency::{TaskPerformance, TopClient};
use crate::db::social_accounts::{self, SocialAccount};
use crate::domain::lists::AnalyticsPeriod;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![get_client_stats, get_agency_analytics, get_client_analytics]
}

fn day(t: OffsetDateTime) -> String {
    t.date().to_string()
}

/// The first instant of this month and of the last, as stored times.
fn month_starts(now: OffsetDateTime) -> (String, String, String) {
    let first = now.date().replace_day(1).unwrap_or(now.date());
    let last_month = (first - Duration::days(1)).replace_day(1).unwrap_or(first);
    let next = (first + Duration::days(32)).replace_day(1).unwrap_or(first);
    let at = |d: time::Date| format!("{d}T00:00:00Z");
    (at(last_month), at(first), at(next))
}

#[derive(Serialize, ToSchema)]
pub(super) struct ClientStats {
    total_followers: i64,
    /// Followers gained over the last 30 days; null without a snapshot that old.
    #[schema(required = true)]
    followers_change: Option<i64>,
    /// That change in percent.
    #[schema(required = true)]
    growth_rate: Option<f64>,
    /// Reach over the last 30 days, and its percent change against the 30 before.
    reach: i64,
    #[schema(required = true)]
    reach_change_pct: Option<f64>,
    /// Posts published this calendar month (UTC), and the change against last month.
    posts_this_month: i64,
    posts_change: i64,
    /// The connected accounts' average (a fraction), and its change over 30 days.
    engagement_rate: f64,
    #[schema(required = true)]
    engagement_change: Option<f64>,
    /// A reference value, not a measurement.
    industry_average_engagement: f64,
    connected_accounts: i64,
    /// The oldest open invoice's due date and amount, else the subscription's next billing.
    #[schema(required = true)]
    next_payment_date: Option<String>,
    #[schema(required = true)]
    next_payment_amount: Option<f64>,
    #[schema(required = true)]
    next_payment_amount_cents: Option<i64>,
    #[schema(required = true)]
    next_invoice_id: Option<i64>,
}

/// The client overview's numbers (client users).
#[utoipa::path(
    tag = "analytics",
    responses((status = 200, body = ClientStats), (status = 403, response = Forbidden))
)]
#[get("/dashboard/client-stats")]
pub(super) async fn get_client_stats(
    state: &State<AppState>,
    caller: Member<area::Content>,
) -> ApiResult<Json<ClientStats>> {
    let client = caller.client_id;
    let stats = state.db.read(move |c| client_stats(c, client)).await?;
    Ok(Json(stats))
}

fn client_stats(c: &rusqlite::Connection, client: i64) -> ApiResult<ClientStats> {
    let now = OffsetDateTime::now_utc();
    let scope = Some(client);
    let (followers, engagement, accounts) = figures::current(c, scope)?;
    let month_ago = day(now - Duration::days(30));
    let (then, then_engagement, known) = figures::standing_at(c, scope, &month_ago)?;
    let reach = figures::reach_between(c, scope, &day(now - Duration::days(29)), &day(now))?;
    let reach_before = figures::reach_between(
        c,
        scope,
        &day(now - Duration::days(59)),
        &day(now - Duration::days(30)),
    )?;
    let (last_month, this_month, next_month) = month_starts(now);
    let posts = figures::posts_published(c, scope, &this_month, &next_month)?;
    let posts_before = figures::posts_published(c, scope, &last_month, &this_month)?;
    let next = next_payment(c, client)?;
    Ok(ClientStats {
        total_followers: followers,
        followers_change: (known > 0).then_some(followers - then),
        growth_rate: if known > 0 {
            percent_change(followers as f64, then as f64)
        } else {
            None
        },
        reach,
        reach_change_pct: percent_change(reach as f64, reach_before as f64),
        posts_this_month: posts,
        posts_change: posts - posts_before,
        engagement_rate: round4(engagement),
        engagement_change: (known > 0).then(|| round4(engagement - then_engagement)),
        industry_average_engagement: INDUSTRY_AVERAGE_ENGAGEMENT,
        connected_accounts: accounts,
        next_payment_date: next.as_ref().map(|n| n.0.clone()),
        next_payment_amount: next
            .as_ref()
            .map(|n| crate::db::clients::cents_to_dollars(n.1)),
        next_payment_amount_cents: next.as_ref().map(|n| n.1),
        next_invoice_id: next.and_then(|n| n.2),
    })
}

/// (due date, cents, invoice id): the oldest open invoice, else the active subscription's next
/// billing date and price.
fn next_payment(
    c: &rusqlite::Connection,
    client: i64,
) -> ApiResult<Option<(String, i64, Option<i64>)>> {
    use rusqlite::OptionalExtension;
    let open = c
        .prepare_cached(
            "SELECT due_date, balance_cents, id FROM invoices
             WHERE client_id = ?1 AND status = 'pending' ORDER BY due_date, id LIMIT 1",
        )?
        .query_row([client], |r| Ok((r.get(0)?, r.get(1)?, Some(r.get(2)?))))
        .optional()?;
    if open.is_some() {
        return Ok(open);
    }
    Ok(crate::db::billing::current_subscription(c, client)?
        .filter(|s| s.status == "active")
        .map(|s| (s.next_billing_date, s.price_cents, None)))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct AgencyQuery<'r> {
    /// 1month, 3months (default), 6months or 1year.
    #[param(schema_with = super::analytics::period_choice)]
    period: Option<&'r str>,
    /// One client's figures instead of the whole agency's.
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct Benchmarks {
    /// A reference value, not a measurement.
    industry_average_engagement: f64,
    agency_engagement: f64,
}

#[derive(Serialize, ToSchema)]
pub(super) struct AgencyAnalytics {
    period: AnalyticsPeriod,
    total_followers: i64,
    /// Percent change since the period began; null without a snapshot then.
    #[schema(required = true)]
    followers_change_pct: Option<f64>,
    avg_engagement: f64,
    #[schema(required = true)]
    engagement_change: Option<f64>,
    /// Reach over the period, and its change against the period before.
    total_reach: i64,
    #[schema(required = true)]
    reach_change_pct: Option<f64>,
    /// Followers gained over the last day of snapshots.
    daily_growth: i64,
    agency_growth: AgencyGrowth,
    task_performance: TaskPerformance,
    top_clients: Vec<TopClient>,
    series: Vec<SeriesMonth>,
    platforms: Vec<PlatformShare>,
    revenue: Vec<RevenueMonth>,
    benchmarks: Benchmarks,
}

/// The agency's performance over a period (admins), for everyone or one client.
#[utoipa::path(
    tag = "analytics",
    params(AgencyQuery),
    responses(
        (status = 200, body = AgencyAnalytics),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
        (status = 422, response = doc::Invalid),
    )
)]
#[get("/analytics/performance?<q..>")]
pub(super) async fn get_agency_analytics(
    state: &State<AppState>,
    admin: AdminUser,
    _one_each: OneEach,
    q: AgencyQuery<'_>,
) -> ApiResult<Json<AgencyAnalytics>> {
    let p = Period::parse(&q)?;
    let client = super::analytics::narrow(state, &admin.0, p.client).await?;
    let answer = state.db.read(move |c| performance(c, &p, client)).await?;
    Ok(Json(answer))
}

/// The query, parsed: the period's name, its length in days and months, and the asked client.
struct Period {
    period: AnalyticsPeriod,
    days: i64,
    months: i32,
    client: Option<i64>,
}

impl Period {
    fn parse(q: &AgencyQuery<'_>) -> ApiResult<Self> {
        let mut check = Check::new();
        let period = check
            .choice("period", q.period.filter(|p| !p.is_empty()))
            .unwrap_or(AnalyticsPeriod::DEFAULT);
        let client = id_filter("client", q.client)?;
        check.finish()?;
        let (days, months, _) = period.span();
        Ok(Period {
            period,
            days,
            months,
            client,
        })
    }
}

fn performance(
    c: &rusqlite::Connection,
    p: &Period,
    client: Option<i64>,
) -> ApiResult<AgencyAnalytics> {
    let (days, months) = (p.days, p.months);
    let now = OffsetDateTime::now_utc();
    let start = now - Duration::days(days);
    let w = figures::window(c, client, now.date(), days)?;
    let (yesterday, _, _) = figures::standing_at(c, client, &day(now - Duration::days(1)))?;
    let month_list = figures::last_months(now.date(), months);
    let records = figures::months(c, client, &month_list[0])?;
    let series = figures::series(&records, &month_list);
    let stamp = |t: OffsetDateTime| crate::db::format_time(t);
    Ok(AgencyAnalytics {
        period: p.period,
        total_followers: w.followers,
        followers_change_pct: if w.known > 0 {
            percent_change(w.followers as f64, w.then as f64)
        } else {
            None
        },
        avg_engagement: round4(w.engagement),
        engagement_change: (w.known > 0).then(|| round4(w.engagement - w.then_engagement)),
        total_reach: w.reach,
        reach_change_pct: percent_change(w.reach as f64, w.reach_before as f64),
        daily_growth: if yesterday > 0 {
            w.followers - yesterday
        } else {
            0
        },
        agency_growth: agency::agency_growth(c, &stamp(start))?,
        task_performance: agency::tasks(c, client, &stamp(start), &stamp(now))?,
        top_clients: agency::top_clients(c, client, &day(start), 5)?,
        series,
        platforms: agency::platforms(c, client)?,
        revenue: agency::revenue(c, client, &month_list)?,
        benchmarks: Benchmarks {
            industry_average_engagement: INDUSTRY_AVERAGE_ENGAGEMENT,
            agency_engagement: round4(w.engagement),
        },
    })
}

#[derive(Serialize, ToSchema)]
pub(super) struct ClientAnalytics {
    client: i64,
    client_name: String,
    accounts: Vec<SocialAccount>,
    /// The last twelve months.
    months: Vec<MonthRecord>,
    realtime: Vec<Realtime>,
}

/// One client's analytics: its accounts, months and latest figures (admins, or that client).
#[utoipa::path(
    tag = "analytics",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ClientAnalytics), (status = 404, response = doc::NotFound))
)]
#[get("/analytics/client/<id>")]
pub(super) async fn get_client_analytics(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    id: i64,
) -> ApiResult<Json<ClientAnalytics>> {
    let viewer = auth.scope;
    let answer = state
        .db
        .read(move |c| {
            let Some(client) = crate::db::clients::get_for(c, id, viewer)? else {
                return Err(ApiError::not_found());
            };
            let from = figures::month_back(OffsetDateTime::now_utc().date(), 11);
            Ok(ClientAnalytics {
                client: id,
                client_name: client.name,
                accounts: social_accounts::list(c, viewer, Some(id))?,
                months: figures::months(c, Some(id), &from)?,
                realtime: figures::realtime(c, Some(id))?,
            })
        })
        .await?;
    Ok(Json(answer))
}
