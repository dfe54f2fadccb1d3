//! Invoices: admins issue, remind and mark paid; a client reads and downloads its own.

use rocket::http::uri::Origin;
use rocket::http::{ContentType, Status};
use rocket::response::content::RawJson;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, post, routes};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::body::JsonBody;
use super::content::files::{Attachment, attachment};
use super::openapi::Forbidden;
use super::page::{ClientFilter, OneEach, PageParams, PageQuery, Paginated};
use crate::auth::AdminUser;
use crate::auth::{Can, area};
use crate::billing::issue::{self, Draft};
use crate::billing::notices::{self, Sender};
use crate::billing::pdf;
use crate::db::audit::{self, Entry};
use crate::db::invoices::{self, Filter, Invoice, InvoiceSummary};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    let mut all = routes![
        get_invoices,
        get_summary,
        post_invoice,
        get_invoice,
        get_pdf
    ];
    all.extend(super::invoice_payments::routes());
    all
}

const NUMBER_MAX: usize = 40;

pub fn sender(state: &AppState) -> Sender {
    Sender {
        agency: state.branding().agency_name.clone(),
        base_url: state.config.public_base_url(),
    }
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct InvoiceQuery<'r> {
    /// pending, paid or overdue (a pending invoice past its due date), or `all`.
    #[param(schema_with = status_filter)]
    status: Option<&'r str>,
    /// A client's id, or `all` (admins; a client always sees its own).
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
    /// Part of the number, the client's name, company or email, or the description.
    #[param(value_type = Option<String>, max_length = 200)]
    search: Option<&'r str>,
    /// Due on or after this day (`YYYY-MM-DD`).
    #[param(schema_with = crate::api::input_schema::optional_date)]
    date_from: Option<&'r str>,
    /// Due on or before this day (`YYYY-MM-DD`).
    #[param(schema_with = crate::api::input_schema::optional_date)]
    date_to: Option<&'r str>,
    /// date (the due date; default `-date`), amount, status (paid, pending, overdue) or paid
    /// (when paid); `-` first for descending.
    #[param(schema_with = sort_choice)]
    sort: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

fn filter(q: &InvoiceQuery<'_>, own: Option<i64>) -> ApiResult<(Filter, String)> {
    let mut check = Check::new();
    let mut day = |field: &str, v: Option<&str>| {
        let v = v.map(str::trim).filter(|s| !s.is_empty())?;
        let d = validate::date(v);
        if d.is_none() {
            check.add(field, "Enter a date as YYYY-MM-DD.");
        }
        d
    };
    let due_from = day("date_from", q.date_from);
    let due_to = day("date_to", q.date_to);
    let status = check.filter("status", q.status);
    let sort = check
        .one_of("sort", q.sort.filter(|s| !s.is_empty()), invoices::SORTS)
        .unwrap_or_else(|| "-date".into());
    let search = check.search("search", q.search);
    let client = match super::page::id_filter("client", q.client) {
        Ok(c) => c,
        Err(e) => {
            check.add("client", e.to_string());
            None
        }
    };
    check.finish()?;
    Ok((
        Filter {
            // A client's own scope wins over any `client` it sends.
            client: own.or(client),
            status,
            search,
            due_from,
            due_to,
        },
        sort,
    ))
}

/// Invoices, newest due first: every client's for an admin, a client's own for a client.
#[utoipa::path(
    tag = "invoices",
    params(InvoiceQuery, PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<Invoice>))
)]
#[get("/invoices?<q..>")]
pub(super) async fn get_invoices(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: InvoiceQuery<'_>,
) -> ApiResult<RawJson<String>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let own = auth.scope.client_filter();
    let (f, sort) = filter(&q, own)?;
    let generation = state.db.generation();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    // The same page for the same scope is the same answer until a write (or a minute: overdue
    // follows the date).
    let key = format!("{own:?} {uri}");
    if let Some(page) = state.invoice_pages.get(&key, generation, now) {
        return Ok(RawJson(page.to_string()));
    }
    let (count, rows) = state
        .db
        .read(move |c| {
            Ok((
                invoices::count(c, &f)?,
                invoices::list(c, &f, &sort, params.size, params.offset())?,
            ))
        })
        .await?;
    let page = params.wrap(uri, count, rows);
    // Kept serialized: writing out twenty invoices was most of a remembered page's cost.
    let text = serde_json::to_string(&page).map_err(ApiError::internal)?;
    state
        .invoice_pages
        .put(key, generation, now, std::sync::Arc::from(text.as_str()));
    Ok(RawJson(text))
}

/// Totals for the summary cards: all, paid, pending, overdue and paid this month.
#[utoipa::path(
    tag = "invoices",
    params(ClientFilter),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = InvoiceSummary))
)]
#[get("/invoices/summary?<q..>")]
pub(super) async fn get_summary(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    _one_each: OneEach,
    q: ClientFilter<'_>,
) -> ApiResult<Json<InvoiceSummary>> {
    let own = auth.scope.client_filter();
    let client = own.or(super::page::id_filter("client", q.client)?);
    let generation = state.db.generation();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    if client.is_none()
        && let Some(s) = state.invoice_summary_memo.get(generation, now)
    {
        return Ok(Json(s));
    }
    let summary = state.db.read(move |c| invoices::summary(c, client)).await?;
    if client.is_none() {
        state
            .invoice_summary_memo
            .put(generation, now, summary.clone());
    }
    Ok(Json(summary))
}

/// A new invoice (admins). The number is assigned unless one is given.
#[derive(Deserialize, ToSchema)]
pub(super) struct InvoiceCreate {
    /// The client's id.
    #[schema(required = true, schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "super::ids::one")]
    client: Option<i64>,
    /// The net amount of a one-line invoice, in major units with the currency's decimals
    /// (two for USD and EUR), more than 0; required unless `lines` is given.
    #[schema(schema_with = crate::api::input_schema::price_input)]
    amount: Option<serde_json::Value>,
    /// The lines (1 to 12), each a description and a net amount; tax is added by the client's
    /// treatment. Given, `amount` and `description` are not used.
    #[schema(nullable = false, max_items = 12)]
    lines: Option<Vec<LineBody>>,
    /// `YYYY-MM-DD`.
    #[schema(required = true, schema_with = crate::api::input_schema::date)]
    due_date: Option<String>,
    #[schema(max_length = 1000, nullable = false)]
    description: Option<String>,
    /// Left out (or empty), the next `INV-YYYY-NNNN`; given, it must be unused (letters, digits,
    /// `-`, `_`, `/`; at most 40).
    #[schema(
        max_length = 40,
        nullable = false,
        pattern = r"^\s*[A-Za-z0-9_/-]{0,40}\s*$"
    )]
    invoice_number: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub(super) struct LineBody {
    #[schema(max_length = 200, nullable = false)]
    description: Option<String>,
    /// Net, in major units with the currency's decimals, more than 0.
    #[schema(required = true, schema_with = crate::api::input_schema::price_input)]
    amount: Option<serde_json::Value>,
}

/// An amount above 0 in the currency's decimals, or the problem named on `field`.
fn positive(check: &mut Check, field: &str, v: Option<&serde_json::Value>, exponent: u32) -> i64 {
    match v {
        None => {
            check.add(field, validate::REQUIRED);
            0
        }
        Some(v) => match crate::money::parse(v, exponent) {
            Some(c) if c > 0 => c,
            _ => {
                check.add(
                    field,
                    format!("Enter an amount above 0 with at most {exponent} decimals."),
                );
                0
            }
        },
    }
}

impl InvoiceCreate {
    /// Every field's problems at once; whether the client exists is asked in the write.
    fn parse(self, exponent: u32) -> (Draft, Check) {
        let b = self;
        let mut check = Check::new();
        let lines = match &b.lines {
            Some(lines) => {
                if lines.is_empty() || lines.len() > pdf::MAX_LINES {
                    check.add("lines", "Give from 1 to 12 lines.");
                }
                lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let d = check
                            .optional(
                                &format!("lines.{i}.description"),
                                l.description.as_deref(),
                                200,
                            )
                            .unwrap_or_default();
                        let field = format!("lines.{i}.amount");
                        (d, positive(&mut check, &field, l.amount.as_ref(), exponent))
                    })
                    .collect()
            }
            None => vec![(
                String::new(),
                positive(&mut check, "amount", b.amount.as_ref(), exponent),
            )],
        };
        let due_date = match b
            .due_date
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
        {
            None => {
                check.add("due_date", validate::REQUIRED);
                String::new()
            }
            Some(d) => validate::date(d).unwrap_or_else(|| {
                check.add("due_date", "Enter a date as YYYY-MM-DD.");
                String::new()
            }),
        };
        let description = check.optional("description", b.description.as_deref(), 1000);
        let number = b
            .invoice_number
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        if let Some(n) = &number {
            let shape = n
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_/".contains(c));
            if n.len() > NUMBER_MAX || !shape {
                check.add(
                    "invoice_number",
                    "Use at most 40 letters, digits, '-', '_' or '/'.",
                );
            }
        }
        if b.client.is_none() {
            check.add("client", validate::REQUIRED);
        }
        // A one-line invoice's line is its description.
        let lines = match b.lines {
            Some(_) => lines,
            None => vec![(description.clone().unwrap_or_default(), lines[0].1)],
        };
        let description = match &description {
            Some(d) => Some(d.clone()),
            None => lines.first().map(|l| l.0.clone()).filter(|d| !d.is_empty()),
        };
        let draft = Draft {
            client_id: b.client.unwrap_or_default(),
            lines,
            due_date,
            description,
            number,
        };
        (draft, check)
    }
}

/// Issues an invoice (admins); the client is told in the bell and by mail.
#[utoipa::path(
    tag = "invoices",
    request_body = InvoiceCreate,
    responses((status = 201, body = Invoice), (status = 403, response = Forbidden))
)]
#[post("/invoices", data = "<body>")]
pub(super) async fn post_invoice(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<InvoiceCreate>,
) -> ApiResult<(Status, Json<Invoice>)> {
    let (draft, check) = body.0.parse(state.db.exponent()?);
    let sender = sender(state);
    let actor = admin.0.actor();
    let (invoice, mails) = state
        .db
        .write(move |c| {
            let (invoice, mails) = issue::issue(c, &sender, check, draft)?;
            let entry = Entry::new(
                AuditAction::InvoiceCreated,
                AuditObject::Invoice,
                invoice.id,
            )
            .label(invoice.invoice_number.clone())
            .client(invoice.client)
            .after(&invoice);
            audit::record(c, &actor, entry)?;
            Ok((invoice, mails))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    Ok((Status::Created, Json(invoice)))
}

/// One invoice: any for an admin, its own for a client.
#[utoipa::path(tag = "invoices", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Invoice)))]
#[get("/invoices/<id>")]
pub(super) async fn get_invoice(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    id: i64,
) -> ApiResult<Json<Invoice>> {
    let viewer = auth.scope;
    state
        .db
        .read(move |c| invoices::get_for(c, id, viewer))
        .await?
        .map(Json)
        .ok_or_else(ApiError::not_found)
}

/// The invoice as a PDF, `INV-….pdf` (an admin, or the invoice's client).
#[utoipa::path(
    tag = "invoices",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, description = "The invoice as a PDF",
        content((Vec<u8> = "application/pdf")), headers(("Content-Disposition" = String))))
)]
#[get("/invoices/<id>/pdf")]
pub(super) async fn get_pdf(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    id: i64,
) -> ApiResult<Attachment<Vec<u8>>> {
    let viewer = auth.scope;
    let brand = pdf::Brand::from_branding(&state.branding(), &state.config.data_dir);
    let (name, bytes) = state
        .db
        .read(move |c| {
            let inv = invoices::get_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            let name = format!("{}.pdf", inv.invoice_number.replace('/', "-"));
            Ok((name, crate::billing::export::invoice_pdf(c, &inv, &brand)?))
        })
        .await?;
    Ok(attachment(bytes, ContentType::PDF, &name))
}

fn status_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<invoices::InvoiceStatus>()
}

/// A sort, or empty for the default.
fn sort_choice() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::choice_or_empty(invoices::SORTS)
}
