//! The audit log as its readers see it: the agency everything, a client's owner the entries
//! about its own company. Filters by who, what, client and period; the same as CSV.

use rocket::http::ContentType;
use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use utoipa::IntoParams;

use super::content::files::{Attachment, attachment};
use super::page::{OneEach, PageParams, Paginated, id_filter};
use crate::auth::{AuthUser, Can, area};
use crate::db::audit::{self, AuditEntry, Entry, Filter};
use crate::db::clients::Scope;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::{StaffRole, Vocabulary};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![get_audit_log, get_audit_export]
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct AuditQuery<'r> {
    /// A user's id: what that user did.
    #[param(value_type = Option<i64>)]
    actor: Option<&'r str>,
    /// One action, or `all`.
    #[param(schema_with = action_filter)]
    action: Option<&'r str>,
    /// A client's id (the agency); a client's owner always reads its own company's entries.
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
    /// From this day (`YYYY-MM-DD`, UTC), inclusive.
    #[param(value_type = Option<String>, format = Date)]
    from: Option<&'r str>,
    /// Through this day (`YYYY-MM-DD`, UTC), inclusive.
    #[param(value_type = Option<String>, format = Date)]
    to: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

fn action_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<AuditAction>()
}

impl AuditQuery<'_> {
    /// The filter, narrowed to the caller's own company for a client's owner; on the agency's
    /// side the log is its owners' (a manager is refused).
    fn filter(&self, auth: &AuthUser) -> ApiResult<Filter> {
        let scope = auth.scope;
        if scope == Scope::Agency && auth.user.staff_role != Some(StaffRole::Owner) {
            return Err(ApiError::Forbidden(
                "The audit log is for the agency's owners.".into(),
            ));
        }
        let mut check = Check::new();
        let action = match self.action.filter(|a| !a.is_empty() && *a != "all") {
            Some(a) => {
                let found = AuditAction::exact(a);
                if found.is_none() {
                    check.add("action", format!("Use one of: {}.", AuditAction::listed()));
                }
                found
            }
            None => None,
        };
        // Exactly a date: the document says `format: date`, so an empty or padded one is refused.
        let mut day = |field: &str, v: Option<&str>| {
            let v = v?;
            let parsed = crate::validate::date(v).filter(|d| d == v);
            if parsed.is_none() {
                check.add(field, "Use a date as YYYY-MM-DD.");
            }
            parsed
        };
        let (from, to) = (day("from", self.from), day("to", self.to));
        check.finish()?;
        let asked = id_filter("client", self.client)?;
        let client_id = match scope {
            Scope::Agency => asked,
            Scope::Client(own) if asked.is_none_or(|a| a == own) => Some(own),
            Scope::Client(_) | Scope::Unlinked => return Err(ApiError::not_found()),
            Scope::Assigned(_) => return Err(ApiError::forbidden()),
        };
        Ok(Filter {
            actor_user_id: id_filter("actor", self.actor)?,
            action,
            client_id,
            from,
            to,
        })
    }
}

/// The audit log, newest first: everything for the agency, the entries about its own company
/// for a client's owner (other seats 403).
#[utoipa::path(
    tag = "security",
    params(AuditQuery, super::page::PageQuery),
    responses(
        (status = 200, body = Paginated<AuditEntry>),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/audit-log?<q..>")]
pub(super) async fn get_audit_log(
    state: &State<AppState>,
    auth: Can<area::Audit>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: AuditQuery<'_>,
) -> ApiResult<Json<Paginated<AuditEntry>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let filter = q.filter(&auth)?;
    let (count, rows) = state
        .db
        .read(move |c| audit::page(c, &filter, params.size.into(), params.offset()))
        .await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

/// The same entries as CSV, oldest first (`atrium-audit-log-{date}.csv`). Taking it is itself
/// recorded.
#[utoipa::path(
    tag = "security",
    params(AuditQuery),
    responses(
        (status = 200, description = "The entries", content((String = "text/csv")),
            headers(("Content-Disposition" = String))),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/audit-log/export?<q..>")]
pub(super) async fn get_audit_export(
    state: &State<AppState>,
    auth: Can<area::Audit>,
    _one_each: OneEach,
    q: AuditQuery<'_>,
) -> ApiResult<Attachment<Vec<u8>>> {
    let filter = q.filter(&auth)?;
    let client = filter.client_id;
    let bytes = state
        .db
        .read(move |c| {
            let mut out = csv::Writer::from_writer(Vec::new());
            let row = |cells: Vec<String>| -> Vec<String> {
                cells
                    .iter()
                    .map(|c| crate::reports::inert(c).into_owned())
                    .collect()
            };
            let header = [
                "id",
                "at",
                "actor_user_id",
                "actor",
                "role",
                "address",
                "action",
                "object_type",
                "object_id",
                "object",
                "client_id",
                "before",
                "after",
            ];
            out.write_record(header).map_err(ApiError::internal)?;
            audit::each(c, &filter, |e| {
                let text =
                    |v: Option<serde_json::Value>| v.map(|v| v.to_string()).unwrap_or_default();
                let cells = row(vec![
                    e.id.to_string(),
                    e.at,
                    e.actor_user_id.map(|i| i.to_string()).unwrap_or_default(),
                    e.actor_name,
                    e.actor_role,
                    e.address,
                    e.action.to_string(),
                    e.object_type.to_string(),
                    e.object_id.unwrap_or_default(),
                    e.object_label,
                    e.client_id.map(|i| i.to_string()).unwrap_or_default(),
                    text(e.before),
                    text(e.after),
                ]);
                out.write_record(cells).map_err(ApiError::internal)
            })?;
            out.into_inner().map_err(ApiError::internal)
        })
        .await?;
    let name = format!("atrium-audit-log-{}.csv", &crate::db::now()[..10]);
    let entry = Entry::new(AuditAction::Exported, AuditObject::AuditLog, &name)
        .label(name.clone())
        .client(client);
    state.audit(auth.actor(), entry).await?;
    Ok(attachment(bytes, ContentType::CSV, &name))
}
