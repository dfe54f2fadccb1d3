//! A post's stored image files: rows that say what each file is; the files live under
//! `uploads/content/` with random names.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::publishing::MediaKind;
use crate::error::ApiResult;

/// One stored image file, for serving and for the zip.
#[derive(Debug, Clone)]
pub struct ImageFile {
    pub id: i64,
    pub post_id: i64,
    pub file_name: String,
    pub thumb_name: String,
    pub mime: String,
    /// The JPEG copy made for a platform that takes JPEG only.
    pub jpeg_name: Option<String>,
    pub kind: MediaKind,
}

fn image_from_row(r: &Row<'_>) -> rusqlite::Result<ImageFile> {
    Ok(ImageFile {
        id: r.get(0)?,
        post_id: r.get(1)?,
        file_name: r.get(2)?,
        thumb_name: r.get(3)?,
        mime: r.get(4)?,
        jpeg_name: r.get(5)?,
        kind: r.get(6)?,
    })
}

pub fn image(conn: &Connection, id: i64) -> ApiResult<Option<ImageFile>> {
    Ok(conn
        .query_row(
            "SELECT id, post_id, file_name, thumb_name, mime, jpeg_name, kind FROM content_images WHERE id = ?1",
            [id],
            image_from_row,
        )
        .optional()?)
}

pub fn images_of(conn: &Connection, post_id: i64) -> ApiResult<Vec<ImageFile>> {
    let mut stmt = conn.prepare(
        "SELECT id, post_id, file_name, thumb_name, mime, jpeg_name, kind FROM content_images
         WHERE post_id = ?1 ORDER BY position, id",
    )?;
    let rows = stmt.query_map([post_id], image_from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub struct NewImage<'a> {
    pub file_name: &'a str,
    pub thumb_name: &'a str,
    pub mime: &'a str,
    pub bytes: i64,
    pub width: i64,
    pub height: i64,
    pub kind: MediaKind,
    pub duration_ms: Option<i64>,
}

pub fn add_image(conn: &Connection, post_id: i64, i: &NewImage<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO content_images (post_id, file_name, thumb_name, mime, bytes, width, height,
             position, created_at, kind, duration_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,
             (SELECT COALESCE(MAX(position), 0) + 1 FROM content_images WHERE post_id = ?1), ?8,
             ?9, ?10)",
        params![
            post_id,
            i.file_name,
            i.thumb_name,
            i.mime,
            i.bytes,
            i.width,
            i.height,
            super::now(),
            i.kind,
            i.duration_ms
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Removes some (or all, with `None`) of a post's images; answers their file names.
pub fn remove_images(
    conn: &Connection,
    post_id: i64,
    ids: Option<&[i64]>,
) -> ApiResult<Vec<String>> {
    let chosen = ids.map(super::ids_json);
    let mut stmt = conn.prepare(
        "DELETE FROM content_images WHERE post_id = ?1
             AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))
         RETURNING file_name, thumb_name, jpeg_name",
    )?;
    file_names(&mut stmt, params![post_id, chosen])
}

/// The image, thumbnail and JPEG copy file names of the rows `stmt` answers (those three
/// columns, in turn; an empty name for a file that is not there).
fn file_names(
    stmt: &mut rusqlite::Statement<'_>,
    args: impl rusqlite::Params,
) -> ApiResult<Vec<String>> {
    let rows = stmt.query_map(args, |r| {
        Ok([
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, Option<String>>(2)?.unwrap_or_default(),
        ])
    })?;
    let mut out = Vec::new();
    for pair in rows {
        out.extend(pair?);
    }
    Ok(out)
}

pub fn image_count(conn: &Connection, post_id: i64) -> ApiResult<i64> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM content_images WHERE post_id = ?1",
        [post_id],
        |r| r.get(0),
    )?)
}

/// The stored file names (images and thumbnails) of these posts.
pub fn files_of(conn: &Connection, ids: &[i64]) -> ApiResult<Vec<String>> {
    let mut stmt = conn.prepare(
        "SELECT file_name, thumb_name, jpeg_name FROM content_images
         WHERE post_id IN (SELECT value FROM json_each(?1))",
    )?;
    file_names(&mut stmt, [super::ids_json(ids)])
}
