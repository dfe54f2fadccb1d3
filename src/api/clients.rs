//! Clients: admins manage them; a client user may read only its own record.

use rocket::http::Status;
use rocket::http::uri::Origin;
use rocket::serde::json::{Json, Value};
use rocket::{FromForm, Route, State, delete, get, patch, post, routes};
use serde::Deserialize;

use super::body::JsonBody;
use super::page::{PageParams, Paginated};
use super::version::{Expected, IfMatch, Tagged};
use crate::auth::{AdminUser, AuthUser};
use crate::db::clients::{self, Client, ClientFields, Filter, Viewer};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![
        get_clients,
        post_client,
        get_client,
        patch_client,
        delete_client,
        post_update_payment_status
    ]
}

pub const DEFAULT_FEE_CENTS: i64 = 150_000;

#[derive(Deserialize, Default)]
pub struct ClientBody {
    name: Option<String>,
    email: Option<String>,
    company: Option<String>,
    package: Option<String>,
    monthly_fee: Option<Value>,
    status: Option<String>,
    payment_status: Option<String>,
    platforms: Option<Vec<String>>,
    next_payment: Option<Option<String>>,
    account_manager: Option<String>,
    /// The version the edit was made from (see `version.rs`).
    version: Option<i64>,
}

/// Applies a body onto `base` (defaults on create, the stored record on update) and validates
/// the result as a whole.
fn merge(base: ClientFields, b: ClientBody, creating: bool) -> ApiResult<ClientFields> {
    let mut check = Check::new();
    let mut f = base;
    if creating || b.name.is_some() {
        f.name = check.required("name", b.name.as_deref(), 200);
    }
    if creating || b.email.is_some() {
        f.email = check.email("email", b.email.as_deref());
    }
    if creating || b.company.is_some() {
        f.company = check.required("company", b.company.as_deref(), 200);
    }
    if b.package.as_deref() == Some(clients::NO_PACKAGE) {
        f.package = String::new();
    } else if let Some(p) = check.choice("package", b.package.as_deref(), clients::PACKAGES) {
        f.package = p;
    }
    match b.monthly_fee.as_ref().filter(|v| !v.is_null()) {
        Some(v) => match validate::money_cents(v) {
            Some(cents) => f.monthly_fee_cents = cents,
            None => check.add("monthly_fee", "Enter an amount in dollars, 0 or more."),
        },
        None if creating && b.monthly_fee.is_some() => check.add("monthly_fee", validate::REQUIRED),
        None => {}
    }
    if let Some(s) = check.choice("status", b.status.as_deref(), clients::STATUSES) {
        f.status = s;
    }
    if let Some(s) = check.choice(
        "payment_status",
        b.payment_status.as_deref(),
        clients::PAYMENT_STATUSES,
    ) {
        f.payment_status = s;
    }
    if let Some(list) = b.platforms {
        let mut out: Vec<String> = Vec::new();
        for p in &list {
            match validate::one_of(p, clients::PLATFORMS) {
                Some(canon) if !out.contains(&canon) => out.push(canon),
                Some(_) => {}
                None => check.add(
                    "platforms",
                    format!("\"{p}\" is not one of: {}.", clients::PLATFORMS.join(", ")),
                ),
            }
        }
        f.platforms = out;
    }
    if let Some(next) = b.next_payment {
        f.next_payment = match next.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => None,
            Some(d) => {
                let parsed = validate::date(d);
                if parsed.is_none() {
                    check.add("next_payment", "Enter a date as YYYY-MM-DD.");
                }
                parsed
            }
        };
    }
    if let Some(m) = check.optional("account_manager", b.account_manager.as_deref(), 200) {
        f.account_manager = m;
    }
    check.finish()?;
    Ok(f)
}

fn defaults() -> ClientFields {
    ClientFields {
        name: String::new(),
        email: String::new(),
        company: String::new(),
        package: "starter".into(),
        monthly_fee_cents: DEFAULT_FEE_CENTS,
        status: "active".into(),
        payment_status: "pending".into(),
        platforms: Vec::new(),
        next_payment: None,
        account_manager: String::new(),
    }
}

#[derive(FromForm)]
struct ClientQuery<'r> {
    search: Option<&'r str>,
    status: Option<&'r str>,
    payment_status: Option<&'r str>,
    package: Option<&'r str>,
    platform: Option<&'r str>,
    page: Option<&'r str>,
    page_size: Option<&'r str>,
}

const PACKAGE_FILTERS: &[&str] = &[
    "starter",
    "growth",
    "professional",
    "enterprise",
    clients::NO_PACKAGE,
];

#[get("/clients?<q..>")]
async fn get_clients(
    state: &State<AppState>,
    _admin: AdminUser,
    uri: &Origin<'_>,
    q: ClientQuery<'_>,
) -> ApiResult<Json<Paginated<Client>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let mut check = Check::new();
    let mut filter = Filter {
        status: check.filter("status", q.status, clients::STATUSES),
        payment_status: check.filter(
            "payment_status",
            q.payment_status,
            clients::PAYMENT_STATUSES,
        ),
        package: check.filter("package", q.package, PACKAGE_FILTERS),
        platform: check.filter("platform", q.platform, clients::PLATFORMS),
        ids: None,
    };
    let query = check.search("search", q.search);
    check.finish()?;
    let Some(query) = query else {
        let (count, rows) = state
            .db
            .read(move |c| {
                Ok((
                    clients::count(c, &filter)?,
                    clients::list(c, &filter, Some((params.size, params.offset())))?,
                ))
            })
            .await?;
        return Ok(Json(params.wrap(uri, count, rows)));
    };
    let index = state.search.clone();
    let ranked = crate::db::run_blocking(move || index.search(&query)).await?;
    filter.ids = Some(ranked.clone());
    let mut rows = state
        .db
        .read(move |c| clients::list(c, &filter, None))
        .await?;
    // Keep the search engine's order (best match first) rather than the table's.
    let rank: std::collections::HashMap<i64, usize> =
        ranked.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    rows.sort_by_key(|c| rank.get(&c.id).copied().unwrap_or(usize::MAX));
    let count = rows.len() as i64;
    let page_rows = rows
        .into_iter()
        .skip(params.offset() as usize)
        .take(params.size as usize)
        .collect();
    Ok(Json(params.wrap(uri, count, page_rows)))
}

#[post("/clients", data = "<body>")]
async fn post_client(
    state: &State<AppState>,
    _admin: AdminUser,
    body: JsonBody<ClientBody>,
) -> ApiResult<(Status, Json<Client>)> {
    let f = merge(defaults(), body.0, true)?;
    let client = state
        .db
        .write(move |c| {
            let id = clients::insert(
                c,
                &clients::NewClient {
                    name: &f.name,
                    email: &f.email,
                    company: &f.company,
                    package: &f.package,
                    monthly_fee_cents: f.monthly_fee_cents,
                    status: &f.status,
                    payment_status: &f.payment_status,
                    platforms: &f.platforms,
                    next_payment: f.next_payment.as_deref(),
                    account_manager: &f.account_manager,
                    user_id: None,
                },
            )?;
            clients::get(c, id)?.ok_or_else(|| ApiError::internal("inserted client missing"))
        })
        .await?;
    state.reindex_client(client.id).await;
    Ok((Status::Created, Json(client)))
}

#[get("/clients/<id>")]
async fn get_client(state: &State<AppState>, auth: AuthUser, id: i64) -> ApiResult<Tagged<Client>> {
    let viewer = Viewer::of(&auth.user);
    // Another client's record is indistinguishable from a missing one.
    let client = state
        .db
        .read(move |c| clients::get_for(c, id, viewer))
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(Tagged::new(client))
}

#[patch("/clients/<id>", data = "<body>")]
async fn patch_client(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
    if_match: IfMatch,
    body: JsonBody<ClientBody>,
) -> ApiResult<Tagged<Client>> {
    let expected = Expected::new(if_match, body.0.version);
    // Read, check and write in one transaction, so no other edit can land in between.
    let client = state
        .db
        .write(move |c| {
            let current = clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))?;
            expected.check(current.version, &current, "client")?;
            let f = merge(current.fields(), body.0, false)?;
            clients::update(c, id, &f)?;
            clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))
        })
        .await?;
    state.reindex_client(id).await;
    Ok(Tagged::new(client))
}

#[delete("/clients/<id>")]
async fn delete_client(state: &State<AppState>, _admin: AdminUser, id: i64) -> ApiResult<Status> {
    let avatar = state
        .db
        .write(move |c| clients::delete(c, id))
        .await?
        .ok_or_else(|| ApiError::gone("client"))?;
    if let Some(name) = avatar {
        crate::storage::remove(
            &crate::storage::avatars_dir(&state.config.uploads_dir()),
            &name,
        )
        .await;
    }
    state.reindex_client(id).await;
    Ok(Status::NoContent)
}

#[derive(Deserialize)]
struct PaymentStatusBody {
    payment_status: Option<String>,
}

#[post("/clients/<id>/update_payment_status", data = "<body>")]
async fn post_update_payment_status(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
    body: JsonBody<PaymentStatusBody>,
) -> ApiResult<Json<Client>> {
    let mut check = Check::new();
    let status = check.required_choice(
        "payment_status",
        body.0.payment_status.as_deref(),
        clients::PAYMENT_STATUSES,
    );
    check.finish()?;
    let client = state
        .db
        .write(move |c| {
            if !clients::set_payment_status(c, id, &status)? {
                return Err(ApiError::gone("client"));
            }
            clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))
        })
        .await?;
    Ok(Json(client))
}
