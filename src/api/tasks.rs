//! Tasks: the agency's kanban board (admins only).

use rocket::http::Status;
use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, delete, get, patch, post, routes};
use serde::Deserialize;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{IntoParams, ToSchema};

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use super::page::{OneEach, PageParams, PageQuery, Paginated};
use super::version::IfMatchHeader;
use super::version::{Expected, IfMatch, Tagged};
use super::{Deleted, Updated};
use crate::auth::AdminUser;
use crate::db::tasks::{self, Filter, Task, TaskFields, TaskPriority, TaskStatus};
use crate::db::{clients, notifications, users};
use crate::domain::Scope;
use crate::error::{ApiError, ApiResult};
use crate::search::{Kind, Query};
use crate::state::AppState;
use crate::validate::{self, Check};
use crate::words::Phrase;

pub fn routes() -> Vec<Route> {
    routes![
        get_tasks,
        post_task,
        get_task,
        patch_task,
        delete_task,
        post_bulk_update,
        post_bulk_delete
    ]
}

/// Bulk requests name at most this many tasks; larger selections are split by the UI.
pub const BULK_MAX: usize = 500;

/// The fields to change; the rest keep their value.
#[derive(Deserialize, Default, ToSchema)]
pub(super) struct TaskBody {
    #[schema(min_length = 1, max_length = 200, nullable = false)]
    title: Option<String>,
    #[schema(min_length = 1, max_length = 5000, nullable = false)]
    description: Option<String>,
    /// The client's id.
    #[schema(schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "super::ids::one")]
    client: Option<i64>,
    /// An admin's user id, or null for nobody.
    #[schema(schema_with = crate::api::input_schema::id_input_or_null)]
    #[serde(default, deserialize_with = "super::ids::clearable")]
    assigned_to: Option<Option<i64>>,
    #[schema(schema_with = doc::of::<TaskPriority>)]
    priority: Option<String>,
    #[schema(schema_with = doc::of::<TaskStatus>)]
    status: Option<String>,
    /// RFC 3339 (`YYYY-MM-DD[THH:MM[:SS]]` without a zone is also read, as UTC).
    #[schema(schema_with = crate::api::input_schema::datetime)]
    due_date: Option<String>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// A new task: the same fields, with all but priority and status required.
#[derive(Deserialize)]
#[serde(transparent)]
pub(super) struct TaskCreate(TaskBody);

impl utoipa::PartialSchema for TaskCreate {
    fn schema() -> RefOr<Schema> {
        doc::with_required::<TaskBody>(
            "A new task; priority and status default to medium and pending.",
            &["title", "description", "client", "assigned_to", "due_date"],
        )
    }
}

impl ToSchema for TaskCreate {}

/// Applies a body onto `base` and checks references (client, assignee) against the database.
/// Runs inside the write transaction, so the references cannot vanish before the write.
fn merge(
    c: &rusqlite::Connection,
    viewer: Scope,
    base: TaskFields,
    b: TaskBody,
    creating: bool,
) -> ApiResult<TaskFields> {
    let mut check = Check::new();
    let mut f = base;
    if creating || b.title.is_some() {
        f.title = check.required("title", b.title.as_deref(), 200);
    }
    if creating || b.description.is_some() {
        f.description = check.required("description", b.description.as_deref(), 5000);
    }
    match b.client {
        Some(id) => f.client_id = id,
        None if creating => check.add("client", validate::REQUIRED),
        None => {}
    }
    match b.assigned_to {
        Some(a) => f.assigned_to = a,
        None if creating => check.add("assigned_to", validate::REQUIRED),
        None => {}
    }
    if let Some(p) = check.choice("priority", b.priority.as_deref()) {
        f.priority = p;
    }
    if let Some(s) = check.choice("status", b.status.as_deref()) {
        f.status = s;
    }
    match b
        .due_date
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        Some(d) => match validate::datetime(d) {
            Some(t) => f.due_date = t,
            None => check.add(
                "due_date",
                "Enter a date and time, e.g. 2026-12-01T17:00:00Z.",
            ),
        },
        None if creating || b.due_date.is_some() => check.add("due_date", validate::REQUIRED),
        None => {}
    }
    // A member's tasks are for its own clients; another's is "no client" to it.
    let client_ok = clients::get_for(c, f.client_id, viewer)?.is_some();
    let assignee_ok = match f.assigned_to {
        Some(uid) => users::find(c, uid)?.is_some_and(|u| u.role == users::Role::Admin),
        None => true,
    };
    if !check.has("client") && !client_ok {
        check.add("client", "No client with this id.");
    }
    if !check.has("assigned_to") && !assignee_ok {
        check.add(
            "assigned_to",
            "The assignee must be a member of the agency team.",
        );
    }
    check.finish()?;
    Ok(f)
}

/// Tells the assignee about a task given to them by someone else.
fn notify_assignee(c: &rusqlite::Connection, task: &TaskFields, by: &users::User) -> ApiResult<()> {
    match task.assigned_to {
        Some(uid) if uid != by.id => notifications::insert(
            c,
            uid,
            crate::db::notifications::NotificationType::TaskAssigned,
            &Phrase::new("notice-task"),
            &Phrase::new("notice-task-text")
                .arg("who", notifications::isolate(&by.full_name()))
                .arg("task", notifications::isolate(&task.title)),
        ),
        _ => Ok(()),
    }
}

fn parse_bool(field: &str, v: Option<&str>) -> ApiResult<Option<bool>> {
    match v {
        None | Some("") => Ok(None),
        Some("true" | "1") => Ok(Some(true)),
        Some("false" | "0") => Ok(Some(false)),
        Some(_) => Err(ApiError::field(field, "Use true or false.")),
    }
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct TaskQuery<'r> {
    #[param(schema_with = status_filter)]
    status: Option<&'r str>,
    #[param(schema_with = priority_filter)]
    priority: Option<&'r str>,
    /// A client's id, or `all`.
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
    /// An admin's user id, or `all`.
    #[param(schema_with = crate::api::input_schema::id_filter)]
    assigned_to: Option<&'r str>,
    /// Words in the title or description.
    #[param(value_type = Option<String>, max_length = 200)]
    search: Option<&'r str>,
    /// `true` for open tasks past their due date.
    #[param(schema_with = overdue_filter)]
    overdue: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

/// The agency's tasks (admins only), filtered and paginated, soonest due first.
#[utoipa::path(
    tag = "tasks",
    params(TaskQuery, PageQuery),
    responses((status = 200, body = Paginated<Task>), (status = 403, response = Forbidden))
)]
#[get("/tasks?<q..>")]
pub(super) async fn get_tasks(
    state: &State<AppState>,
    admin: AdminUser,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: TaskQuery<'_>,
) -> ApiResult<Json<Paginated<Task>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let viewer = admin.0.scope;
    let mut check = Check::new();
    let filter = Filter {
        viewer: Some(viewer),
        status: check.filter("status", q.status),
        priority: check.filter("priority", q.priority),
        client: super::page::id_filter("client", q.client)?,
        assigned_to: super::page::id_filter("assigned_to", q.assigned_to)?,
        overdue: parse_bool("overdue", q.overdue)?,
    };
    let search = check.search("search", q.search);
    check.finish()?;
    // Filters are answered inside the index too, so only the asked page is loaded.
    let search = search.map(|text| search_query(&text, &filter));
    let search = super::page::scoped(state, viewer, search).await?;
    let list = move |c: &rusqlite::Connection, page| tasks::page(c, &filter, page);
    let (count, rows) = params.load(state, search, list, tasks::by_ids).await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

/// The search for `text` with the filters as tags; overdue counts from now.
fn search_query(text: &str, filter: &Filter) -> Query {
    let mut query = Query::new(Kind::Task, text)
        .tag("status", filter.status.as_ref())
        .tag("priority", filter.priority.as_ref())
        .tag("client", filter.client)
        .tag("assigned_to", filter.assigned_to);
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    query.overdue = filter.overdue.map(|o| (o, now));
    query
}

/// Adds a task (admins only); the assignee is notified.
#[utoipa::path(
    tag = "tasks",
    request_body = TaskCreate,
    responses((status = 201, body = Task), (status = 403, response = Forbidden))
)]
#[post("/tasks", data = "<body>")]
pub(super) async fn post_task(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<TaskCreate>,
) -> ApiResult<(Status, Json<Task>)> {
    let base = TaskFields {
        title: String::new(),
        description: String::new(),
        client_id: 0,
        assigned_to: None,
        priority: TaskPriority::Medium,
        status: TaskStatus::Pending,
        due_date: String::new(),
    };
    let (by, viewer) = (admin.0.user, admin.0.scope);
    let task = state
        .db
        .write(move |c| {
            let f = merge(c, viewer, base, body.0.0, true)?;
            let id = tasks::insert(c, &f)?;
            notify_assignee(c, &f, &by)?;
            tasks::get(c, id)?.ok_or_else(|| ApiError::internal("inserted task missing"))
        })
        .await?;
    state.reindex().await;
    Ok((Status::Created, Json(task)))
}

/// One task (admins only).
#[utoipa::path(
    tag = "tasks",
    responses((status = 200, body = Task, headers(("ETag" = String))), (status = 403, response = Forbidden))
)]
#[get("/tasks/<id>")]
pub(super) async fn get_task(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Tagged<Task>> {
    let viewer = admin.0.scope;
    let task = state
        .db
        .find(move |c| tasks::get_for(c, id, viewer))
        .await?;
    Ok(Tagged::new(task))
}

/// Changes a task (admins only); fields left out keep their value.
#[utoipa::path(
    tag = "tasks",
    params(IfMatchHeader),
    request_body = TaskBody,
    responses(
        (status = 200, body = Task, headers(("ETag" = String))),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
        (status = 412, response = doc::PreconditionFailed),
    )
)]
#[patch("/tasks/<id>", data = "<body>")]
pub(super) async fn patch_task(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    if_match: IfMatch,
    body: JsonBody<TaskBody>,
) -> ApiResult<Tagged<Task>> {
    let expected = Expected::new(if_match, body.0.version)?;
    let (by, viewer) = (admin.0.user, admin.0.scope);
    // Read, check and write in one transaction, so no other edit can land in between.
    let task = state
        .db
        .write(move |c| {
            let current = tasks::get_for(c, id, viewer)?.ok_or_else(|| ApiError::gone("task"))?;
            let base = tasks::fields(c, id)?.ok_or_else(|| ApiError::gone("task"))?;
            let previous_assignee = base.assigned_to;
            // Invalid input is reported as such even when the version is stale too.
            let f = merge(c, viewer, base, body.0, false)?;
            expected.check(current.version, &current, "task")?;
            tasks::update(c, id, &f)?;
            if f.assigned_to != previous_assignee {
                notify_assignee(c, &f, &by)?;
            }
            tasks::get(c, id)?.ok_or_else(|| ApiError::gone("task"))
        })
        .await?;
    state.reindex().await;
    Ok(Tagged::new(task))
}

/// Deletes a task (admins only).
#[utoipa::path(
    tag = "tasks",
    responses((status = 204, description = "Deleted"), (status = 403, response = Forbidden))
)]
#[delete("/tasks/<id>")]
pub(super) async fn delete_task(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Status> {
    let viewer = admin.0.scope;
    let deleted = state
        .db
        .write(move |c| match tasks::get_for(c, id, viewer)? {
            Some(_) => tasks::delete(c, id),
            None => Ok(false),
        })
        .await?;
    if deleted {
        state.reindex().await;
        Ok(Status::NoContent)
    } else {
        Err(ApiError::gone("task"))
    }
}

/// Several tasks moved to one status; an unknown id refuses the whole request.
#[derive(Deserialize, ToSchema)]
pub(super) struct BulkBody {
    /// 1 to 500 task ids.
    #[schema(required = true, schema_with = crate::api::input_schema::id_list)]
    #[serde(default, deserialize_with = "super::ids::list")]
    task_ids: Option<Vec<i64>>,
    #[schema(required = true, schema_with = doc::of::<TaskStatus>)]
    status: Option<String>,
}

/// Several tasks deleted; an unknown id refuses the whole request.
#[derive(Deserialize, ToSchema)]
pub(super) struct BulkDeleteBody {
    /// 1 to 500 task ids.
    #[schema(required = true, schema_with = crate::api::input_schema::id_list)]
    #[serde(default, deserialize_with = "super::ids::list")]
    task_ids: Option<Vec<i64>>,
}

fn task_ids(check: &mut Check, ids: Option<Vec<i64>>) -> Vec<i64> {
    let mut ids = ids.unwrap_or_default();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        check.add("task_ids", "Select at least one task.");
    } else if ids.len() > BULK_MAX {
        check.add("task_ids", format!("At most {BULK_MAX} tasks at a time."));
    }
    ids
}

/// Refuses the whole request when any id is unknown, so nothing is half-applied.
fn ensure_all_exist(c: &rusqlite::Connection, viewer: Scope, ids: &[i64]) -> ApiResult<()> {
    let missing = tasks::missing(c, viewer, ids)?;
    if missing.is_empty() {
        return Ok(());
    }
    let list = missing
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    Err(ApiError::field(
        "task_ids",
        format!("No task with id {list}; nothing was changed."),
    ))
}

/// Moves several tasks to one status (admins only).
#[utoipa::path(
    tag = "tasks",
    request_body = BulkBody,
    responses((status = 200, body = Updated), (status = 403, response = Forbidden))
)]
#[post("/tasks/bulk_update", data = "<body>")]
pub(super) async fn post_bulk_update(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<BulkBody>,
) -> ApiResult<Json<Updated>> {
    let viewer = admin.0.scope;
    let b = body.0;
    let mut check = Check::new();
    let ids = task_ids(&mut check, b.task_ids);
    let status = check.required_choice::<TaskStatus>("status", b.status.as_deref());
    check.finish()?;
    let updated = state
        .db
        .write(move |c| {
            ensure_all_exist(c, viewer, &ids)?;
            tasks::set_status_many(c, &ids, status)
        })
        .await?;
    state.reindex().await;
    Ok(Json(Updated { updated }))
}

/// Deletes several tasks (admins only).
#[utoipa::path(
    tag = "tasks",
    request_body = BulkDeleteBody,
    responses((status = 200, body = Deleted), (status = 403, response = Forbidden))
)]
#[post("/tasks/bulk_delete", data = "<body>")]
pub(super) async fn post_bulk_delete(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<BulkDeleteBody>,
) -> ApiResult<Json<Deleted>> {
    let viewer = admin.0.scope;
    let mut check = Check::new();
    let ids = task_ids(&mut check, body.0.task_ids);
    check.finish()?;
    let deleted = state
        .db
        .write(move |c| {
            ensure_all_exist(c, viewer, &ids)?;
            tasks::delete_many(c, &ids)
        })
        .await?;
    state.reindex().await;
    Ok(Json(Deleted { deleted }))
}

fn status_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<TaskStatus>()
}

fn priority_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<TaskPriority>()
}

/// What `parse_bool` reads.
fn overdue_filter() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(["true", "1", "false", "0", ""]))
        .build()
}
