//! Files attached to messages. Each belongs to one client; the bytes live under
//! `uploads/files/` by a random name.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

pub use crate::domain::lists::FileType;
use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FileInfo {
    pub id: i64,
    /// The client it belongs to.
    pub client: i64,
    pub name: String,
    pub file_type: FileType,
    pub mime: String,
    /// Bytes.
    pub size: i64,
    /// Download it with the Token header.
    pub url: String,
    pub created_at: String,
}

/// Where a file's bytes are, for serving.
pub struct Stored {
    pub info: FileInfo,
    pub stored_name: String,
}

pub struct NewFile<'a> {
    pub client_id: i64,
    pub uploaded_by: i64,
    pub name: &'a str,
    pub file_type: FileType,
    pub mime: &'a str,
    pub bytes: i64,
    pub stored_name: &'a str,
}

pub fn insert(conn: &Connection, f: &NewFile<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO files (client_id, uploaded_by, name, file_type, mime, bytes, stored_name,
                            created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            f.client_id,
            f.uploaded_by,
            f.name,
            f.file_type,
            f.mime,
            f.bytes,
            f.stored_name,
            super::now()
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A file if it belongs to `client` (when given: a client user's own client).
pub fn get(conn: &Connection, id: i64, viewer: crate::domain::Scope) -> ApiResult<Option<Stored>> {
    let mut stmt = conn.prepare_cached(concat!(
        "SELECT id, client_id, name, file_type, mime, bytes, created_at, stored_name FROM files
         WHERE id = ?1 AND ",
        crate::sees!("client_id", "?2")
    ))?;
    Ok(stmt
        .query_row(params![id, viewer.sql_key()], |r| {
            let id: i64 = r.get(0)?;
            Ok(Stored {
                info: FileInfo {
                    id,
                    client: r.get(1)?,
                    name: r.get(2)?,
                    file_type: r.get(3)?,
                    mime: r.get(4)?,
                    size: r.get(5)?,
                    url: format!("/api/files/{id}/download/"),
                    created_at: r.get(6)?,
                },
                stored_name: r.get(7)?,
            })
        })
        .optional()?)
}

/// Stored names of a client's files, to remove them from disk when the client goes.
pub fn stored_names_of_client(conn: &Connection, client_id: i64) -> ApiResult<Vec<String>> {
    let mut stmt = conn.prepare("SELECT stored_name FROM files WHERE client_id = ?1")?;
    let rows = stmt.query_map([client_id], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
