//! Clients: admins manage them; a client user may read only its own record.

use rocket::http::Status;
use rocket::http::uri::Origin;
use rocket::serde::json::{Json, Value};
use rocket::{Route, State, delete, get, patch, post, routes};
use serde::Deserialize;

use super::body::JsonBody;
use super::page::{PageParams, Paginated};
use crate::app::AppState;
use crate::auth::{AdminUser, AuthUser};
use crate::db::clients::{self, Client, ClientFields, Filter};
use crate::db::users::Role;
use crate::error::{ApiError, ApiResult};
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
    if let Some(p) = check.choice("package", b.package.as_deref(), clients::PACKAGES) {
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

#[allow(clippy::too_many_arguments)]
#[get("/clients?<search>&<status>&<payment_status>&<package>&<platform>&<page>&<page_size>")]
async fn get_clients(
    state: &State<AppState>,
    _admin: AdminUser,
    uri: &Origin<'_>,
    search: Option<&str>,
    status: Option<&str>,
    payment_status: Option<&str>,
    package: Option<&str>,
    platform: Option<&str>,
    page: Option<&str>,
    page_size: Option<&str>,
) -> ApiResult<Json<Paginated<Client>>> {
    let params = PageParams::parse(page, page_size)?;
    let mut check = Check::new();
    let mut filter = Filter {
        status: check.filter("status", status, clients::STATUSES),
        payment_status: check.filter("payment_status", payment_status, clients::PAYMENT_STATUSES),
        package: check.filter("package", package, clients::PACKAGES),
        platform: check.filter("platform", platform, clients::PLATFORMS),
        ids: None,
    };
    check.finish()?;
    let query = search
        .map(str::trim)
        .filter(|q| !q.is_empty())
        .map(str::to_string);
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
async fn get_client(state: &State<AppState>, auth: AuthUser, id: i64) -> ApiResult<Json<Client>> {
    let (role, user_id) = (auth.user.role, auth.user.id);
    let found = state.db.read(move |c| clients::get(c, id)).await?;
    match found {
        Some(client) if role == Role::Admin || client.user_id == Some(user_id) => Ok(Json(client)),
        // Another client's record is indistinguishable from a missing one.
        _ => Err(ApiError::not_found()),
    }
}

#[patch("/clients/<id>", data = "<body>")]
async fn patch_client(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
    body: JsonBody<ClientBody>,
) -> ApiResult<Json<Client>> {
    let current = state
        .db
        .read(move |c| clients::fields(c, id))
        .await?
        .ok_or_else(ApiError::not_found)?;
    let f = merge(current, body.0, false)?;
    let client = state
        .db
        .write(move |c| {
            clients::update(c, id, &f)?;
            clients::get(c, id)?.ok_or_else(ApiError::not_found)
        })
        .await?;
    state.reindex_client(id).await;
    Ok(Json(client))
}

#[delete("/clients/<id>")]
async fn delete_client(state: &State<AppState>, _admin: AdminUser, id: i64) -> ApiResult<Status> {
    let avatar = state
        .db
        .write(move |c| clients::delete(c, id))
        .await?
        .ok_or_else(ApiError::not_found)?;
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
                return Err(ApiError::not_found());
            }
            clients::get(c, id)?.ok_or_else(ApiError::not_found)
        })
        .await?;
    Ok(Json(client))
}
