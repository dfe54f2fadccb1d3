//! Tasks on the agency's kanban board.

use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter, types::Value as Sql};
use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::Scope;
pub use crate::domain::tasks::{TaskPriority, TaskStatus};
use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Task {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub client: i64,
    pub client_name: String,
    #[schema(required = true)]
    pub assigned_to: Option<i64>,
    #[schema(required = true)]
    pub assigned_to_name: Option<String>,
    pub priority: TaskPriority,
    pub status: TaskStatus,
    /// RFC 3339, UTC.
    pub due_date: String,
    pub is_overdue: bool,
    #[schema(required = true)]
    pub completed_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    pub version: i64,
}

impl super::Versioned for Task {
    fn version(&self) -> i64 {
        self.version
    }
}

const SELECT: &str = "SELECT t.id, t.title, t.description, t.client_id, c.name, t.assigned_to,
        NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), t.priority, t.status, t.due_date,
        (t.status <> 'completed' AND t.due_date < ?1), t.completed_at, t.created_at, t.updated_at,
        t.version
    FROM tasks t JOIN clients c ON c.id = t.client_id LEFT JOIN users u ON u.id = t.assigned_to";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Task> {
    Ok(Task {
        id: r.get(0)?,
        title: r.get(1)?,
        description: r.get(2)?,
        client: r.get(3)?,
        client_name: r.get(4)?,
        assigned_to: r.get(5)?,
        assigned_to_name: r.get(6)?,
        priority: r.get(7)?,
        status: r.get(8)?,
        due_date: r.get(9)?,
        is_overdue: r.get(10)?,
        completed_at: r.get(11)?,
        created_at: r.get(12)?,
        updated_at: r.get(13)?,
        version: r.get(14)?,
    })
}

/// Every stored field of a task, for create and full or partial update.
#[derive(Debug, Clone)]
pub struct TaskFields {
    pub title: String,
    pub description: String,
    pub client_id: i64,
    pub assigned_to: Option<i64>,
    pub priority: TaskPriority,
    pub status: TaskStatus,
    pub due_date: String,
}

pub fn insert(conn: &Connection, f: &TaskFields) -> ApiResult<i64> {
    let now = super::now();
    let completed = (f.status == TaskStatus::Completed).then_some(now.as_str());
    conn.execute(
        "INSERT INTO tasks (title, description, client_id, assigned_to, priority, status, due_date,
                            completed_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)",
        params![
            f.title,
            f.description,
            f.client_id,
            f.assigned_to,
            f.priority,
            f.status,
            f.due_date,
            completed,
            now
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn get(conn: &Connection, id: i64) -> ApiResult<Option<Task>> {
    get_for(conn, id, Scope::Agency)
}

/// One task, if the viewer may see it (a member: of one of its clients).
pub fn get_for(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<Task>> {
    Ok(conn
        .query_row(
            &format!(
                "{SELECT} WHERE t.id = ?2 AND {}",
                crate::sees!("t.client_id", "?3")
            ),
            params![super::now(), id, viewer.sql_key()],
            from_row,
        )
        .optional()?)
}

pub fn fields(conn: &Connection, id: i64) -> ApiResult<Option<TaskFields>> {
    Ok(conn
        .query_row(
            "SELECT title, description, client_id, assigned_to, priority, status, due_date FROM tasks WHERE id = ?1",
            [id],
            |r| {
                Ok(TaskFields {
                    title: r.get(0)?,
                    description: r.get(1)?,
                    client_id: r.get(2)?,
                    assigned_to: r.get(3)?,
                    priority: r.get(4)?,
                    status: r.get(5)?,
                    due_date: r.get(6)?,
                })
            },
        )
        .optional()?)
}

/// Writes all fields; `completed_at` follows the status.
pub fn update(conn: &Connection, id: i64, f: &TaskFields) -> ApiResult<()> {
    conn.execute(
        "UPDATE tasks SET title = ?2, description = ?3, client_id = ?4, assigned_to = ?5, priority = ?6,
             completed_at = CASE WHEN ?7 = 'completed' THEN COALESCE(completed_at, ?9) ELSE NULL END,
             status = ?7, due_date = ?8, updated_at = ?9, version = version + 1
         WHERE id = ?1",
        params![id, f.title, f.description, f.client_id, f.assigned_to, f.priority, f.status, f.due_date, super::now()],
    )?;
    Ok(())
}

pub fn delete(conn: &Connection, id: i64) -> ApiResult<bool> {
    Ok(conn.execute("DELETE FROM tasks WHERE id = ?1", [id])? == 1)
}

/// The ids among `ids` that do not exist, or that the viewer may not see.
pub fn missing(conn: &Connection, viewer: Scope, ids: &[i64]) -> ApiResult<Vec<i64>> {
    let json = serde_json::to_string(ids).unwrap_or_else(|_| "[]".into());
    let mut stmt = conn.prepare(concat!(
        "SELECT value FROM json_each(?1) WHERE value NOT IN (SELECT t.id FROM tasks t WHERE ",
        crate::sees!("t.client_id", "?2"),
        ") ORDER BY value"
    ))?;
    let rows = stmt.query_map(params![json, viewer.sql_key()], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub fn set_status_many(conn: &Connection, ids: &[i64], status: TaskStatus) -> ApiResult<usize> {
    let json = serde_json::to_string(ids).unwrap_or_else(|_| "[]".into());
    Ok(conn.execute(
        "UPDATE tasks SET
             completed_at = CASE WHEN ?2 = 'completed' THEN COALESCE(completed_at, ?3) ELSE NULL END,
             status = ?2, updated_at = ?3, version = version + 1
         WHERE id IN (SELECT value FROM json_each(?1))",
        params![json, status, super::now()],
    )?)
}

pub fn delete_many(conn: &Connection, ids: &[i64]) -> ApiResult<usize> {
    let json = serde_json::to_string(ids).unwrap_or_else(|_| "[]".into());
    Ok(conn.execute(
        "DELETE FROM tasks WHERE id IN (SELECT value FROM json_each(?1))",
        [json],
    )?)
}

#[derive(Default)]
pub struct Filter {
    /// Whose tasks: the agency's every one (None too), a member's those of its clients.
    pub viewer: Option<Scope>,
    pub status: Option<TaskStatus>,
    pub priority: Option<TaskPriority>,
    pub client: Option<i64>,
    pub assigned_to: Option<i64>,
    pub overdue: Option<bool>,
}

/// Builds the WHERE clause; `?1` is always the current time.
fn where_clause(f: &Filter) -> (String, Vec<Sql>) {
    // `?1 IS NOT NULL` keeps the time parameter bound even when no condition uses it.
    let mut sql = String::from(" WHERE ?1 IS NOT NULL");
    let mut args: Vec<Sql> = vec![Sql::Text(super::now())];
    let mut push = |cond: &str, v: Sql, sql: &mut String| {
        args.push(v);
        sql.push_str(&cond.replace("?N", &format!("?{}", args.len())));
    };
    if let Some((cond, value)) = f.viewer.and_then(|v| super::narrowing(v, "t.client_id")) {
        push(&format!(" AND {cond}"), value, &mut sql);
    }
    if let Some(s) = f.status {
        push(" AND t.status = ?N", Sql::Text(s.to_string()), &mut sql);
    }
    if let Some(p) = f.priority {
        push(" AND t.priority = ?N", Sql::Text(p.to_string()), &mut sql);
    }
    if let Some(c) = f.client {
        push(" AND t.client_id = ?N", Sql::Integer(c), &mut sql);
    }
    if let Some(a) = f.assigned_to {
        push(" AND t.assigned_to = ?N", Sql::Integer(a), &mut sql);
    }
    match f.overdue {
        Some(true) => sql.push_str(" AND t.status <> 'completed' AND t.due_date < ?1"),
        Some(false) => sql.push_str(" AND NOT (t.status <> 'completed' AND t.due_date < ?1)"),
        None => {}
    }
    (sql, args)
}

pub fn count(conn: &Connection, f: &Filter) -> ApiResult<i64> {
    let (w, args) = where_clause(f);
    let sql = format!("SELECT COUNT(*) FROM tasks t JOIN clients c ON c.id = t.client_id{w}");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row(params_from_iter(args), |r| r.get(0))?)
}

/// How many tasks match, and one page of them (`(limit, offset)`).
pub fn page(
    conn: &Connection,
    f: &Filter,
    (limit, offset): (u32, i64),
) -> ApiResult<(i64, Vec<Task>)> {
    Ok((count(conn, f)?, list(conn, f, limit, offset)?))
}

/// Soonest due first, so the board reads top-down by urgency.
pub fn list(conn: &Connection, f: &Filter, limit: u32, offset: i64) -> ApiResult<Vec<Task>> {
    let (w, args) = where_clause(f);
    // The page is written into the statement, not bound: SQLite prepares a statement again
    // whenever a bound LIMIT changes, and the first pages are the ones asked for again and again.
    let page = format!(" LIMIT {limit} OFFSET {offset}");
    let sql = format!("{SELECT}{w} ORDER BY t.due_date, t.id{page}");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params_from_iter(args), from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// These tasks, in the order given (a page of search hits).
pub fn by_ids(conn: &Connection, ids: &[i64]) -> ApiResult<Vec<Task>> {
    static SQL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!("{SELECT} WHERE t.id IN (SELECT value FROM json_each(?2))")
    });
    let mut stmt = conn.prepare_cached(&SQL)?;
    let rows = stmt.query_map(params![super::now(), super::ids_json(ids)], from_row)?;
    let rows = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(super::in_order(rows, ids, |t| t.id))
}
