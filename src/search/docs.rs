//! What the index holds for each object, read from the database: these ids (a catch-up), or the
//! next batch by id (a rebuild, which never holds more than one batch in memory).

use rusqlite::{Connection, Row, types::Value as Sql};

use super::{Doc, Kind};
use crate::db::ids_json;
use crate::error::ApiResult;

/// Which rows of a kind to read.
pub enum Rows<'a> {
    Ids(&'a [i64]),
    /// Ids above this one, in id order, at most so many.
    After(i64, u32),
}

impl Rows<'_> {
    fn condition(&self, id: &str) -> (String, Sql) {
        match self {
            Rows::Ids(ids) => (
                format!("{id} IN (SELECT value FROM json_each(?1))"),
                Sql::Text(ids_json(ids)),
            ),
            Rows::After(after, limit) => (
                format!("{id} > ?1 ORDER BY {id} LIMIT {limit}"),
                Sql::Integer(*after),
            ),
        }
    }
}

/// Reads one row into its document.
type FromRow = fn(&Row<'_>) -> rusqlite::Result<Doc>;

pub fn read(conn: &Connection, kind: Kind, rows: Rows<'_>) -> ApiResult<Vec<Doc>> {
    let (select, id, doc): (&str, &str, FromRow) = match kind {
        Kind::Client => (CLIENTS, "id", client),
        Kind::Task => (TASKS, "t.id", task),
        Kind::Content => (POSTS, "p.id", post),
    };
    let (condition, arg) = rows.condition(id);
    let mut stmt = conn.prepare_cached(&format!("{select} WHERE {condition}"))?;
    let docs = stmt.query_map([arg], doc)?;
    Ok(docs.collect::<rusqlite::Result<_>>()?)
}

/// Clients: name, email and company to match; status, payment status, package and platforms
/// (lower case) to filter.
const CLIENTS: &str = "SELECT id, name, email, company, status, payment_status, package, platforms
     FROM clients";

fn client(r: &Row<'_>) -> rusqlite::Result<Doc> {
    let id: i64 = r.get(0)?;
    let platforms: String = r.get(7)?;
    let mut tags = vec![
        format!("status:{}", r.get::<_, String>(4)?),
        format!("payment_status:{}", r.get::<_, String>(5)?),
        format!("package:{}", r.get::<_, String>(6)?),
    ];
    let listed: Vec<String> = serde_json::from_str(&platforms).unwrap_or_default();
    tags.extend(
        listed
            .iter()
            .map(|p| format!("platform:{}", p.to_lowercase())),
    );
    Ok(Doc {
        kind: Kind::Client,
        id,
        owner: id,
        texts: [r.get(1)?, r.get(2)?, r.get(3)?],
        tags,
        date: 0,
    })
}

/// Tasks: title, description and client name to match; status, priority, client and assignee
/// to filter; the due date for ranges.
const TASKS: &str = "SELECT t.id, t.client_id, t.title, t.description, c.name, t.status,
            t.priority, t.assigned_to, t.due_date
     FROM tasks t JOIN clients c ON c.id = t.client_id";

fn task(r: &Row<'_>) -> rusqlite::Result<Doc> {
    let assigned: Option<i64> = r.get(7)?;
    let due: String = r.get(8)?;
    Ok(Doc {
        kind: Kind::Task,
        id: r.get(0)?,
        owner: r.get(1)?,
        texts: [r.get(2)?, r.get(3)?, r.get(4)?],
        tags: vec![
            format!("status:{}", r.get::<_, String>(5)?),
            format!("priority:{}", r.get::<_, String>(6)?),
            format!("client:{}", r.get::<_, i64>(1)?),
            format!(
                "assigned_to:{}",
                assigned.map_or("none".into(), |a| a.to_string())
            ),
        ],
        date: super::seconds(&due),
    })
}

/// Posts: title, caption and client name to match; status and platform to filter; the
/// scheduled date for ranges.
const POSTS: &str = "SELECT p.id, p.client_id, p.title, p.content, c.name, p.status, p.platform,
            p.scheduled_date
     FROM content_posts p JOIN clients c ON c.id = p.client_id";

fn post(r: &Row<'_>) -> rusqlite::Result<Doc> {
    let scheduled: String = r.get(7)?;
    Ok(Doc {
        kind: Kind::Content,
        id: r.get(0)?,
        owner: r.get(1)?,
        texts: [r.get(2)?, r.get(3)?, r.get(4)?],
        tags: vec![
            format!("status:{}", r.get::<_, String>(5)?),
            format!("platform:{}", r.get::<_, String>(6)?),
            format!("client:{}", r.get::<_, i64>(1)?),
        ],
        date: super::seconds(&scheduled),
    })
}
