//! A post's comment thread and its history of changes. Callers check that the viewer may see
//! the post before reading or writing either.

use rusqlite::{Connection, Row, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiResult;

use crate::domain::Role;
pub use crate::domain::content::{CommentKind, ContentAction};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContentComment {
    pub id: i64,
    pub post: i64,
    #[schema(required = true)]
    pub author: Option<i64>,
    pub author_name: String,
    #[schema(schema_with = crate::schema_ref::author_role)]
    pub author_role: Role,
    /// Plain text; shown as text, never as markup.
    pub body: String,
    /// `feedback` when it came with a request for changes.
    #[schema(schema_with = crate::schema_ref::of::<CommentKind>)]
    pub kind: CommentKind,
    pub created_at: String,
    /// Written through a review link by this address (no account); null otherwise.
    #[schema(required = true)]
    pub reviewer_email: Option<String>,
}

/// One field's value before and after a change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ContentChange {
    pub field: String,
    #[schema(required = true)]
    pub before: Option<String>,
    #[schema(required = true)]
    pub after: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContentHistoryEntry {
    pub id: i64,
    pub post: i64,
    #[schema(required = true)]
    pub actor: Option<i64>,
    pub actor_name: String,
    #[schema(schema_with = crate::schema_ref::author_role)]
    pub actor_role: Role,
    pub action: ContentAction,
    /// An agency member recorded the client's approval for them.
    pub on_behalf_of_client: bool,
    pub changes: Vec<ContentChange>,
    pub note: String,
    pub created_at: String,
    /// Done through a review link by this address (no account); null otherwise.
    #[schema(required = true)]
    pub reviewer_email: Option<String>,
}

/// Who did something, as the thread and history record it.
#[derive(Debug, Clone)]
pub struct Actor {
    /// The user; 0 for a reviewer by link, who has no account.
    pub id: i64,
    pub name: String,
    pub role: Role,
    /// A reviewer by link: its address.
    pub reviewer_email: Option<String>,
}

impl Actor {
    pub fn of(user: &super::users::User) -> Actor {
        let name = user.full_name();
        Actor {
            id: user.id,
            name: if name.trim().is_empty() {
                user.email.clone()
            } else {
                name
            },
            role: user.role,
            reviewer_email: None,
        }
    }

    /// Someone reviewing by link, on the client's side, known by the address it was sent to.
    pub fn reviewer(email: &str) -> Actor {
        Actor {
            id: 0,
            name: email.to_string(),
            role: Role::Client,
            reviewer_email: Some(email.to_string()),
        }
    }

    /// The user id to store: none for a reviewer by link.
    fn user(&self) -> Option<i64> {
        (self.reviewer_email.is_none() && self.id != 0).then_some(self.id)
    }

    /// The publisher, in a post's history: on the agency's side, with no account of its own.
    pub fn publisher() -> Actor {
        Actor {
            id: 0,
            name: "Atrium publisher".into(),
            role: Role::Admin,
            reviewer_email: None,
        }
    }
}

fn comment_from_row(r: &Row<'_>) -> rusqlite::Result<ContentComment> {
    Ok(ContentComment {
        id: r.get(0)?,
        post: r.get(1)?,
        author: r.get(2)?,
        author_name: r.get(3)?,
        author_role: r.get(4)?,
        body: r.get(5)?,
        kind: r.get(6)?,
        created_at: r.get(7)?,
        reviewer_email: r.get(8)?,
    })
}

const COMMENT_COLUMNS: &str =
    "id, post_id, author_id, author_name, author_role, body, kind, created_at, reviewer_email";

/// Oldest first, as a conversation reads.
pub fn comments(conn: &Connection, post_id: i64) -> ApiResult<Vec<ContentComment>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COMMENT_COLUMNS} FROM content_comments WHERE post_id = ?1 ORDER BY id"
    ))?;
    let rows = stmt.query_map([post_id], comment_from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub fn add_comment(
    conn: &Connection,
    post_id: i64,
    by: &Actor,
    body: &str,
    kind: CommentKind,
) -> ApiResult<ContentComment> {
    let comment = conn.query_row(
        &format!(
            "INSERT INTO content_comments (post_id, author_id, author_name, author_role, body,
                 kind, created_at, reviewer_email)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING {COMMENT_COLUMNS}"
        ),
        params![
            post_id,
            by.user(),
            by.name,
            by.role,
            body,
            kind,
            super::now(),
            by.reviewer_email
        ],
        comment_from_row,
    )?;
    Ok(comment)
}

/// Oldest first.
pub fn history(conn: &Connection, post_id: i64) -> ApiResult<Vec<ContentHistoryEntry>> {
    let mut stmt = conn.prepare(
        "SELECT id, post_id, actor_id, actor_name, actor_role, action, on_behalf_of_client,
                changes, note, created_at, reviewer_email
         FROM content_history WHERE post_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([post_id], |r| {
        let changes: String = r.get(7)?;
        Ok(ContentHistoryEntry {
            id: r.get(0)?,
            post: r.get(1)?,
            actor: r.get(2)?,
            actor_name: r.get(3)?,
            actor_role: r.get(4)?,
            action: r.get(5)?,
            on_behalf_of_client: r.get(6)?,
            changes: serde_json::from_str(&changes).unwrap_or_default(),
            note: r.get(8)?,
            created_at: r.get(9)?,
            reviewer_email: r.get(10)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// What one history entry records.
pub struct Event<'a> {
    pub action: ContentAction,
    pub on_behalf_of_client: bool,
    pub changes: &'a [ContentChange],
    pub note: &'a str,
}

pub fn record(conn: &Connection, post_id: i64, by: &Actor, e: &Event<'_>) -> ApiResult<()> {
    let changes = serde_json::to_string(e.changes).unwrap_or_else(|_| "[]".into());
    conn.execute(
        "INSERT INTO content_history (post_id, actor_id, actor_name, actor_role, action,
             on_behalf_of_client, changes, note, created_at, reviewer_email)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            post_id,
            by.user(),
            by.name,
            by.role,
            e.action,
            e.on_behalf_of_client,
            changes,
            e.note,
            super::now(),
            by.reviewer_email
        ],
    )?;
    Ok(())
}
