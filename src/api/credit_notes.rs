//! Credit notes (admins issue them against an invoice; a client reads its own) and the
//! accountant's export of a period's documents.

use rocket::http::uri::Origin;
use rocket::http::{ContentType, Status};
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::JsonBody;
use super::content::files::{Attachment, attachment};
use super::invoices::sender;
use super::openapi::{self as doc, Forbidden};
use super::page::{OneEach, PageParams, PageQuery, Paginated};
use crate::auth::{AdminUser, Can, area};
use crate::billing::credit::{self, Credit};
use crate::billing::{export, notices, pdf};
use crate::db::audit::{self, Entry};
use crate::db::credit_notes::{self, CreditNote};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![
        post_credit_note,
        get_credit_notes,
        get_credit_note_pdf,
        get_export_csv,
        get_export_zip
    ]
}

#[derive(Deserialize, ToSchema, Default)]
pub(super) struct CreditBody {
    /// Gross, in major units with the currency's decimals; left out, everything still to
    /// credit (the whole invoice, less earlier credit notes).
    #[schema(schema_with = crate::api::input_schema::price_input)]
    amount: Option<serde_json::Value>,
    #[schema(max_length = 500, nullable = false)]
    reason: Option<String>,
}

/// Corrects an issued invoice with a credit note (admins): for part of it, or (no amount) all
/// of what is left, which cancels it. The client is told.
#[utoipa::path(
    tag = "invoices",
    request_body = CreditBody,
    responses(
        (status = 201, body = CreditNote),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
        (status = 409, response = doc::Conflict)
    )
)]
#[post("/invoices/<id>/credit-notes", data = "<body>")]
pub(super) async fn post_credit_note(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<CreditBody>,
) -> ApiResult<(Status, Json<CreditNote>)> {
    let b = body.0;
    let exponent = state.db.exponent()?;
    let mut check = Check::new();
    let amount = match &b.amount {
        None => None,
        Some(v) => match crate::money::parse(v, exponent).filter(|a| *a > 0) {
            Some(a) => Some(a),
            None => {
                check.add(
                    "amount",
                    format!("Enter an amount above 0 with at most {exponent} decimals."),
                );
                None
            }
        },
    };
    let reason = check
        .optional("reason", b.reason.as_deref(), 500)
        .unwrap_or_default();
    let sender = sender(state);
    let actor = admin.0.actor();
    let (note, mails) = state
        .db
        .write(move |c| {
            let (note, invoice, mails) =
                credit::issue(c, &sender, id, check, Credit { amount, reason })?;
            let entry = Entry::new(
                AuditAction::CreditNoteIssued,
                AuditObject::CreditNote,
                note.id,
            )
            .label(format!("{} for {}", note.number, invoice.invoice_number))
            .client(note.client)
            .after(&note);
            audit::record(c, &actor, entry)?;
            Ok((note, mails))
        })
        .await?;
    notices::send_all(&state.mailer, mails).await;
    Ok((Status::Created, Json(note)))
}

/// Credit notes, newest first: every client's for an admin, its own for a client.
#[utoipa::path(
    tag = "invoices",
    params(PageQuery),
    responses((status = 200, body = Paginated<CreditNote>), (status = 403, response = Forbidden))
)]
#[get("/credit-notes?<q..>")]
pub(super) async fn get_credit_notes(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: PageQuery<'_>,
) -> ApiResult<Json<Paginated<CreditNote>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let own = auth.scope.client_filter();
    let (items, total) = state
        .db
        .read(move |c| credit_notes::list(c, own, params.size, params.offset()))
        .await?;
    Ok(Json(params.wrap(uri, total, items)))
}

/// The credit note as a PDF (an admin, or the client it is for).
#[utoipa::path(
    tag = "invoices",
    responses((status = 403, response = Forbidden), (status = 404, response = doc::NotFound),
        (status = 200, description = "The credit note as a PDF", content((Vec<u8> = "application/pdf"))))
)]
#[get("/credit-notes/<id>/pdf")]
pub(super) async fn get_credit_note_pdf(
    state: &State<AppState>,
    auth: Can<area::Billing>,
    id: i64,
) -> ApiResult<Attachment<Vec<u8>>> {
    let viewer = auth.scope;
    let brand = pdf::Brand::from_branding(&state.branding(), &state.config.data_dir);
    let (name, bytes) = state
        .db
        .read(move |c| {
            let note = credit_notes::get_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            Ok((
                format!("{}.pdf", note.number),
                export::credit_pdf(c, &note, &brand)?,
            ))
        })
        .await?;
    Ok(attachment(bytes, ContentType::PDF, &name))
}

/// `from` and `to` as days, `from` not after `to`.
fn period(from: Option<&str>, to: Option<&str>) -> ApiResult<(String, String)> {
    let mut check = Check::new();
    let mut day = |field: &str, v: Option<&str>| match v.map(str::trim).filter(|d| !d.is_empty()) {
        None => {
            check.add(field, validate::REQUIRED);
            String::new()
        }
        Some(d) => validate::date(d).unwrap_or_else(|| {
            check.add(field, "Enter a date as YYYY-MM-DD.");
            String::new()
        }),
    };
    let (from, to) = (day("from", from), day("to", to));
    if !from.is_empty() && !to.is_empty() && from > to {
        check.add("to", "The period ends before it starts.");
    }
    check.finish()?;
    Ok((from, to))
}

/// The period's documents as the CSV alone or as the ZIP with every PDF; the export is audited.
async fn export_as(
    state: &AppState,
    admin: &AdminUser,
    (from, to): (String, String),
    zip: bool,
) -> ApiResult<Attachment<Vec<u8>>> {
    let (extension, kind) = if zip {
        ("zip", ContentType::ZIP)
    } else {
        ("csv", ContentType::CSV)
    };
    let name = format!("atrium-invoices-{from}-to-{to}.{extension}");
    let brand = pdf::Brand::from_branding(&state.branding(), &state.config.data_dir);
    let bytes = state
        .db
        .read(move |c| {
            let documents = export::period(c, &from, &to)?;
            match zip {
                true => export::zip(c, &documents, &brand),
                false => export::csv(c, &documents),
            }
        })
        .await?;
    let entry = Entry::new(AuditAction::Exported, AuditObject::Invoices, &name).label(name.clone());
    state.audit(admin.0.actor(), entry).await?;
    Ok(attachment(bytes, kind, &name))
}

/// The period's invoices and credit notes as CSV for the accountant (admins): number, dates,
/// client, tax id, net, tax per rate, gross, paid date; credit notes negative.
#[utoipa::path(
    tag = "invoices",
    params(
        ("from" = String, Query, format = Date, pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            description = "The first day (UTC)"),
        ("to" = String, Query, format = Date, pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            description = "The last day, included; not before `from`")
    ),
    responses((status = 403, response = Forbidden),
        (status = 200, description = "The documents as CSV", content((String = "text/csv"))))
)]
#[get("/invoices/export.csv?<from>&<to>")]
pub(super) async fn get_export_csv(
    state: &State<AppState>,
    admin: AdminUser,
    _one_each: OneEach,
    from: Option<&str>,
    to: Option<&str>,
) -> ApiResult<Attachment<Vec<u8>>> {
    export_as(state, &admin, period(from, to)?, false).await
}

/// The same CSV as `documents.csv`, with every document's PDF, in one ZIP (admins).
#[utoipa::path(
    tag = "invoices",
    params(
        ("from" = String, Query, format = Date, pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            description = "The first day (UTC)"),
        ("to" = String, Query, format = Date, pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            description = "The last day, included; not before `from`")
    ),
    responses((status = 403, response = Forbidden),
        (status = 200, description = "The documents as a ZIP", content((Vec<u8> = "application/zip"))))
)]
#[get("/invoices/export.zip?<from>&<to>")]
pub(super) async fn get_export_zip(
    state: &State<AppState>,
    admin: AdminUser,
    _one_each: OneEach,
    from: Option<&str>,
    to: Option<&str>,
) -> ApiResult<Attachment<Vec<u8>>> {
    export_as(state, &admin, period(from, to)?, true).await
}
