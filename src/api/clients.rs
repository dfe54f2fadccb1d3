//! Clients: admins manage them; a client user may read only its own record.

use rocket::http::Status;
use rocket::http::uri::Origin;
use rocket::serde::json::{Json, Value};
use rocket::{FromForm, Route, State, delete, get, patch, post, routes};
use serde::Deserialize;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use super::page::{OneEach, PageParams, PageQuery, Paginated};
use super::version::IfMatchHeader;
use super::version::{Expected, IfMatch, Tagged};
use crate::auth::{AdminUser, AuthUser};
use crate::db::audit::{self, Entry};
use crate::db::clients::{
    self, Client, ClientFields, ClientPackage, ClientStatus, Filter, PaymentStatus, Platform, Scope,
};
use crate::domain::Vocabulary;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::billing::TaxTreatment;
use crate::error::{ApiError, ApiResult};
use crate::search::{Kind, Query};
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

/// The plan a new client starts on when none is named; its fee is the plan's price.
pub const DEFAULT_PACKAGE: ClientPackage = ClientPackage::Starter;

/// The fields to change; the rest keep their value.
#[derive(Deserialize, Default, ToSchema)]
pub struct ClientBody {
    #[schema(min_length = 1, max_length = 200, nullable = false)]
    name: Option<String>,
    #[schema(min_length = 1, max_length = 254, nullable = false)]
    email: Option<String>,
    #[schema(min_length = 1, max_length = 200, nullable = false)]
    company: Option<String>,
    /// A plan; `none` or null for a client without one.
    #[schema(schema_with = package_input)]
    #[serde(default, deserialize_with = "super::body::present")]
    package: Option<Option<String>>,
    /// Dollars, 0 to 100,000,000 (a number, or a numeric string from a form); left out on
    /// creation, the plan's price.
    #[schema(schema_with = doc::money_input)]
    monthly_fee: Option<Value>,
    #[schema(schema_with = doc::of::<ClientStatus>)]
    status: Option<String>,
    /// Not an input: the payment status follows the client's invoices, so a value sent is 422.
    #[schema(ignore)]
    payment_status: Option<Value>,
    #[schema(schema_with = doc::array_of::<Platform>)]
    platforms: Option<Vec<String>>,
    /// `YYYY-MM-DD`; null or empty clears it.
    #[schema(value_type = Option<String>, format = Date)]
    #[serde(default, deserialize_with = "super::body::present")]
    next_payment: Option<Option<String>>,
    #[schema(max_length = 200, nullable = false)]
    account_manager: Option<String>,
    /// The client's tax (VAT) number; empty for none.
    #[schema(max_length = 40, nullable = false)]
    tax_id: Option<String>,
    #[schema(schema_with = doc::of::<TaxTreatment>)]
    tax_treatment: Option<String>,
    /// One of the agency's tax rates, with `tax_treatment` "rate"; null for none.
    #[schema(schema_with = crate::api::input_schema::id_input_or_null)]
    #[serde(default, deserialize_with = "super::ids::clearable")]
    tax_rate: Option<Option<i64>>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// A new client: the same fields, with name, email and company required.
#[derive(Deserialize)]
#[serde(transparent)]
pub struct ClientCreate(ClientBody);

impl utoipa::PartialSchema for ClientCreate {
    fn schema() -> utoipa::openapi::RefOr<Schema> {
        doc::with_required::<ClientBody>(
            "A new client; fields left out take their defaults.",
            &["name", "email", "company"],
        )
    }
}

impl ToSchema for ClientCreate {}

/// Applies a body onto `base` (defaults on create, the stored record on update) and validates
/// the result as a whole.
fn merge(
    base: ClientFields,
    b: ClientBody,
    creating: bool,
    exponent: u32,
) -> ApiResult<ClientFields> {
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
    match b.package {
        None => {}
        Some(None) => f.package = None,
        Some(Some(p)) if p == clients::NO_PACKAGE => f.package = None,
        Some(Some(p)) => {
            if let Some(p) = check.choice("package", Some(&p)) {
                f.package = Some(p);
            }
        }
    }
    match b.monthly_fee.as_ref().filter(|v| !v.is_null()) {
        Some(v) => match crate::money::parse(v, exponent) {
            Some(cents) => f.monthly_fee_cents = cents,
            None => check.add(
                "monthly_fee",
                format!("Enter an amount, 0 or more, with at most {exponent} decimals."),
            ),
        },
        None if creating && b.monthly_fee.is_some() => check.add("monthly_fee", validate::REQUIRED),
        None => {}
    }
    if let Some(s) = check.choice("status", b.status.as_deref()) {
        f.status = s;
    }
    if b.payment_status.is_some() {
        check.add(
            "payment_status",
            "The payment status follows the client's invoices: mark them paid instead.",
        );
    }
    if let Some(list) = b.platforms {
        let mut out: Vec<Platform> = Vec::new();
        for p in &list {
            match Platform::parse(p) {
                Some(canon) if !out.contains(&canon) => out.push(canon),
                Some(_) => {}
                None => check.add(
                    "platforms",
                    format!("\"{p}\" is not one of: {}.", Platform::listed()),
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
    if b.tax_id.is_some() {
        f.tax.tax_id = check
            .optional("tax_id", b.tax_id.as_deref(), 40)
            .unwrap_or_default();
    }
    if let Some(t) = check.choice("tax_treatment", b.tax_treatment.as_deref()) {
        f.tax.tax_treatment = t;
    }
    if let Some(r) = b.tax_rate {
        f.tax.tax_rate = r;
    }
    if let Some(m) = check.optional("account_manager", b.account_manager.as_deref(), 200) {
        f.account_manager = m;
    }
    check.finish()?;
    Ok(f)
}

fn package_input() -> Schema {
    utoipa::openapi::schema::OneOfBuilder::new()
        .item(doc::of::<ClientPackage>())
        .item(doc::choice(&[clients::NO_PACKAGE]))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .into()
}

fn defaults() -> ClientFields {
    ClientFields {
        name: String::new(),
        email: String::new(),
        company: String::new(),
        package: Some(DEFAULT_PACKAGE),
        // Replaced by the plan's price unless a fee is given (`post_client`).
        monthly_fee_cents: 0,
        status: ClientStatus::Active,
        payment_status: PaymentStatus::Pending,
        platforms: Vec::new(),
        next_payment: None,
        account_manager: String::new(),
        tax: clients::ClientTax::default(),
    }
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ClientQuery<'r> {
    /// Words matched against name, email, company and manager (best match first).
    #[param(value_type = Option<String>, max_length = 200)]
    search: Option<&'r str>,
    #[param(schema_with = status_filter)]
    status: Option<&'r str>,
    #[param(schema_with = payment_status_filter)]
    payment_status: Option<&'r str>,
    /// A plan, or `none`.
    #[param(schema_with = package_filter)]
    package: Option<&'r str>,
    #[param(schema_with = platform_filter)]
    platform: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

/// A client named in a body, if the caller may reach it (a member only its assigned ones);
/// otherwise 422 on the field, as for an id that names no client.
pub(super) async fn known(state: &AppState, viewer: Scope, field: &str, id: i64) -> ApiResult<i64> {
    let exists = state
        .db
        .read(move |c| clients::visible(c, id, viewer))
        .await?;
    if !exists {
        return Err(ApiError::field(field, "No client with this id."));
    }
    Ok(id)
}

/// The agency's clients (admins only), filtered and paginated.
#[utoipa::path(
    tag = "clients",
    params(ClientQuery, PageQuery),
    responses((status = 200, body = Paginated<Client>), (status = 403, response = Forbidden))
)]
#[get("/clients?<q..>")]
pub(super) async fn get_clients(
    state: &State<AppState>,
    admin: AdminUser,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: ClientQuery<'_>,
) -> ApiResult<Json<Paginated<Client>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let viewer = admin.0.scope;
    let mut check = Check::new();
    let filter = Filter {
        viewer: Some(viewer),
        status: check.filter("status", q.status),
        payment_status: check.filter("payment_status", q.payment_status),
        package: package_filter_of(&mut check, q.package),
        platform: check.filter("platform", q.platform),
    };
    let query = check.search("search", q.search);
    check.finish()?;
    let search = query.map(|text| search_query(&text, &filter));
    let search = super::page::scoped(state, viewer, search).await?;
    let list = move |c: &rusqlite::Connection, page| clients::page(c, &filter, page);
    let (count, rows) = params.load(state, search, list, clients::by_ids).await?;
    let rows = rows.into_iter().map(|c| c.for_viewer(viewer)).collect();
    Ok(Json(params.wrap(uri, count, rows)))
}

/// The search for `text` with the filters as tags, so the index answers them too.
fn search_query(text: &str, filter: &Filter) -> Query {
    let package = filter.package.map(|p| p.map_or("", ClientPackage::as_str));
    Query::new(Kind::Client, text)
        .tag("status", filter.status)
        .tag("payment_status", filter.payment_status)
        .tag("package", package)
        .tag(
            "platform",
            filter.platform.map(|p| p.as_str().to_lowercase()),
        )
}

/// Adds a client (admins only).
#[utoipa::path(
    tag = "clients",
    request_body = ClientCreate,
    responses((status = 201, body = Client), (status = 403, response = Forbidden))
)]
#[post("/clients", data = "<body>")]
pub(super) async fn post_client(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<ClientCreate>,
) -> ApiResult<(Status, Json<Client>)> {
    let actor = admin.0.actor();
    let fee_given = body.0.0.monthly_fee.is_some();
    let mut f = merge(defaults(), body.0.0, true, state.db.exponent()?)?;
    let client = state
        .db
        .write(move |c| {
            if let (false, Some(package)) = (fee_given, f.package) {
                // The catalogue's price: the same figure the client's Billing page shows.
                f.monthly_fee_cents =
                    crate::db::billing::plan(c, package.as_str())?.map_or(0, |p| p.price_cents);
            }
            let id = clients::insert(
                c,
                &clients::NewClient {
                    name: &f.name,
                    email: &f.email,
                    company: &f.company,
                    package: f.package,
                    monthly_fee_cents: f.monthly_fee_cents,
                    status: f.status,
                    payment_status: f.payment_status,
                    platforms: &f.platforms,
                    next_payment: f.next_payment.as_deref(),
                    account_manager: &f.account_manager,
                    user_id: None,
                },
            )?;
            clients::set_tax(c, id, &f.tax)?;
            let client = clients::get(c, id)?
                .ok_or_else(|| ApiError::internal("inserted client missing"))?;
            let entry = Entry::new(AuditAction::ClientCreated, AuditObject::Client, id)
                .label(client.name.clone())
                .client(id)
                .after(&client);
            audit::record(c, &actor, entry)?;
            Ok(client)
        })
        .await?;
    state.reindex().await;
    Ok((Status::Created, Json(client)))
}

/// One client: any for an admin, only its own for a client user (another's answers 404).
#[utoipa::path(
    tag = "clients",
    responses((status = 200, body = Client, headers(("ETag" = String))))
)]
#[get("/clients/<id>")]
pub(super) async fn get_client(
    state: &State<AppState>,
    auth: AuthUser,
    id: i64,
) -> ApiResult<Tagged<Client>> {
    let viewer = auth.scope;
    // Another client's record is indistinguishable from a missing one.
    let client = state
        .db
        .find(move |c| clients::get_for(c, id, viewer))
        .await?;
    Ok(Tagged::new(client.for_viewer(viewer)))
}

/// Changes a client (admins only); fields left out keep their value.
#[utoipa::path(
    tag = "clients",
    params(IfMatchHeader),
    request_body = ClientBody,
    responses(
        (status = 200, body = Client, headers(("ETag" = String))),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
        (status = 412, response = doc::PreconditionFailed),
    )
)]
#[patch("/clients/<id>", data = "<body>")]
pub(super) async fn patch_client(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    if_match: IfMatch,
    body: JsonBody<ClientBody>,
) -> ApiResult<Tagged<Client>> {
    let expected = Expected::new(if_match, body.0.version)?;
    let actor = admin.0.actor();
    // Read, check and write in one transaction, so no other edit can land in between.
    let client = state
        .db
        .write(move |c| {
            let current = clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))?;
            // Invalid input is reported as such even when the version is stale too.
            let f = merge(
                current.fields()?,
                body.0,
                false,
                crate::money::thread_exponent(),
            )?;
            expected.check(current.version, &current, "client")?;
            clients::update(c, id, &f)?;
            let after = clients::get(c, id)?.ok_or_else(|| ApiError::gone("client"))?;
            let entry = Entry::new(AuditAction::ClientUpdated, AuditObject::Client, id)
                .label(after.name.clone())
                .client(id)
                .changes(&current, &after);
            audit::record(c, &actor, entry)?;
            Ok(after)
        })
        .await?;
    state.reindex().await;
    Ok(Tagged::new(client))
}

/// Deletes a client with its tasks, invitations and portal user (admins only).
#[utoipa::path(
    tag = "clients",
    responses((status = 204, description = "Deleted"), (status = 403, response = Forbidden))
)]
#[delete("/clients/<id>")]
pub(super) async fn delete_client(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Status> {
    let actor = admin.0.actor();
    let (team, images, files) = state
        .db
        .write(move |c| {
            if let Some(gone) = clients::get(c, id)? {
                let entry = Entry::new(AuditAction::ClientDeleted, AuditObject::Client, id)
                    .label(gone.name.clone())
                    .client(id)
                    .before(&gone);
                audit::record(c, &actor, entry)?;
            }
            // The posts would go with the client anyway (cascade); deleting them here first
            // answers the image files to remove from disk. Attachments go by cascade too.
            let posts = crate::db::content::ids_of_client(c, id)?;
            let images = crate::db::content::delete_many(c, &posts)?;
            let files = crate::db::files::stored_names_of_client(c, id)?;
            Ok((clients::delete(c, id)?, images, files))
        })
        .await?;
    let team = team.ok_or_else(|| ApiError::gone("client"))?;
    let mut avatars = Vec::new();
    for (user, avatar) in team {
        // The client's portal users are gone: their open live streams end now.
        state
            .hub
            .end_sessions(user, crate::events::Sessions::AllBut(None));
        avatars.extend(avatar);
    }
    remove_uploads(state, images, files, avatars).await;
    state.reindex().await;
    Ok(Status::NoContent)
}

/// Removes a deleted client's stored files: its posts' images, its attachments, its avatar.
async fn remove_uploads(
    state: &AppState,
    images: Vec<String>,
    files: Vec<String>,
    avatars: Vec<String>,
) {
    use crate::storage::Area;
    let each = [
        (Area::Content, images),
        (Area::Files, files),
        (Area::Avatars, avatars),
    ];
    for (area, names) in each {
        for name in names {
            state.store.remove(area, &name).await;
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub(super) struct PaymentStatusBody {
    /// `paid` records every open invoice of the client as paid today, for its amount; pending
    /// and overdue follow the invoices and cannot be set.
    #[schema(required = true, schema_with = paid_only)]
    payment_status: Option<String>,
}

/// Marks a client paid (admins): each of its open invoices is recorded as paid today for its
/// amount, and the payment status follows. 409 when it has no open invoice.
#[utoipa::path(
    tag = "clients",
    request_body = PaymentStatusBody,
    responses(
        (status = 200, body = Client),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/clients/<id>/update_payment_status", data = "<body>")]
pub(super) async fn post_update_payment_status(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<PaymentStatusBody>,
) -> ApiResult<Json<Client>> {
    let mut check = Check::new();
    let status: PaymentStatus =
        check.required_choice("payment_status", body.0.payment_status.as_deref());
    if !check.has("payment_status") && status != PaymentStatus::Paid {
        check.add(
            "payment_status",
            "Only paid can be set: pending and overdue follow the client's invoices.",
        );
    }
    check.finish()?;
    let actor = admin.0.actor();
    let client = state
        .db
        .write(move |c| {
            let before = clients::get(c, id)?;
            let after = crate::billing::payment::settle_client(c, id)?;
            if let Some(before) = before {
                let entry = Entry::new(AuditAction::PaymentStatusChanged, AuditObject::Client, id)
                    .label(after.name.clone())
                    .client(id)
                    .changes(&before, &after);
                audit::record(c, &actor, entry)?;
            }
            Ok(after)
        })
        .await?;
    Ok(Json(client))
}

fn paid_only() -> utoipa::openapi::schema::Object {
    doc::choice(&[PaymentStatus::Paid.as_str()])
}

fn status_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<ClientStatus>()
}

fn payment_status_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<PaymentStatus>()
}

/// A plan, or `none` for the clients without one.
fn package_filter() -> utoipa::openapi::schema::Object {
    let mut words: Vec<&str> = ClientPackage::ALL.iter().map(|p| p.as_str()).collect();
    words.push(clients::NO_PACKAGE);
    crate::api::input_schema::filter_of(&words)
}

fn package_filter_of(check: &mut Check, value: Option<&str>) -> Option<Option<ClientPackage>> {
    let v = value.filter(|s| !s.is_empty() && *s != "all")?;
    if v.trim().eq_ignore_ascii_case(clients::NO_PACKAGE) {
        return Some(None);
    }
    let found = ClientPackage::parse(v);
    if found.is_none() {
        let words = format!("{}, {}", ClientPackage::listed(), clients::NO_PACKAGE);
        check.add("package", format!("\"{v}\" is not one of: {words}."));
    }
    found.map(Some)
}

fn platform_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<Platform>()
}
