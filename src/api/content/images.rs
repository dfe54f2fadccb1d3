//! A post's image files: checked and stored before the write, attached inside it, and removed
//! from disk when the write fails or the images go.

use rocket::fs::TempFile;
use rocket::tokio::io::AsyncReadExt;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, SchemaFormat, Type};

use super::write::ContentBody;
use crate::db::content::{self, NewImage};
use crate::db::content_thread::ContentChange;
use crate::error::{ApiError, ApiResult};
use crate::media;
use crate::state::AppState;
use crate::validate::Check;

/// Images on one post.
pub const MAX_IMAGES: usize = 10;

/// The OpenAPI shape of the repeated `images` form field.
pub fn files_schema() -> Schema {
    let file = ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Binary,
        )))
        .content_media_type("application/octet-stream");
    ArrayBuilder::new()
        .items(file)
        .max_items(Some(MAX_IMAGES))
        .into()
}

/// One image stored on disk, not yet attached to a post.
#[derive(Debug, Clone)]
pub struct Stored {
    pub file: String,
    pub thumb: String,
    pub mime: &'static str,
    pub bytes: u64,
    pub width: u32,
    pub height: u32,
}

pub fn names(stored: &[Stored]) -> Vec<String> {
    stored
        .iter()
        .flat_map(|s| [s.file.clone(), s.thumb.clone()])
        .collect()
}

/// Refuses more than ten images on a post.
pub fn check_count(check: &mut Check, kept: usize, added: usize) {
    if kept + added > MAX_IMAGES {
        check.add(
            "images",
            format!("A post holds at most {MAX_IMAGES} images ({kept} kept, {added} added)."),
        );
    }
}

async fn store_one(
    state: &AppState,
    dir: &std::path::Path,
    file: &mut TempFile<'_>,
    limit: u64,
) -> ApiResult<Stored> {
    if file.len() > limit {
        return Err(ApiError::TooLarge(format!(
            "Image size must be less than {}",
            crate::storage::size_label(limit)
        )));
    }
    let mut head = Vec::with_capacity(32);
    file.open().await?.take(32).read_to_end(&mut head).await?;
    let Some(format) = crate::decode::Format::sniff(&head) else {
        return Err(ApiError::field(
            "images",
            "Upload JPEG, PNG, GIF or WebP images.",
        ));
    };
    let name = crate::storage::random_name(format.extension());
    let path = dir.join(&name);
    file.copy_to(&path).await?;
    let checked = state
        .decoding
        .decode(path, "images", crate::decode::MAX_PIXELS, |image, _| {
            media::thumbnail(&image)
        })
        .await;
    let checked = match checked {
        Ok(c) => c,
        Err(e) => {
            crate::storage::remove(dir, &name).await;
            return Err(e);
        }
    };
    let thumb = crate::storage::random_name("jpg");
    if let Err(e) = tokio::fs::write(dir.join(&thumb), &checked.out).await {
        crate::storage::remove(dir, &name).await;
        return Err(e.into());
    }
    Ok(Stored {
        file: name,
        thumb,
        mime: format.mime(),
        bytes: file.len(),
        width: checked.width,
        height: checked.height,
    })
}

/// Checks and stores a request's images one at a time (each decode within the process's
/// decoding budget), or none of them: a failure removes the ones already written.
pub async fn store(state: &AppState, files: Vec<TempFile<'_>>) -> ApiResult<Vec<Stored>> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let dir = media::content_dir(&state.config.uploads_dir());
    tokio::fs::create_dir_all(&dir).await?;
    let limit = state.config.limits.content_image_bytes;
    let mut stored = Vec::new();
    for mut file in files {
        match store_one(state, &dir, &mut file, limit).await {
            Ok(s) => stored.push(s),
            Err(e) => {
                discard(state, names(&stored)).await;
                return Err(e);
            }
        }
    }
    Ok(stored)
}

/// Records stored images on a post (inside the write's transaction).
pub fn attach(c: &rusqlite::Connection, post_id: i64, stored: &[Stored]) -> ApiResult<()> {
    for s in stored {
        let image = NewImage {
            file_name: &s.file,
            thumb_name: &s.thumb,
            mime: s.mime,
            bytes: s.bytes as i64,
            width: i64::from(s.width),
            height: i64::from(s.height),
        };
        content::add_image(c, post_id, &image)?;
    }
    Ok(())
}

/// Removes files from disk (after the rows are gone, or when a write failed).
pub async fn discard(state: &AppState, names: Vec<String>) {
    let dir = media::content_dir(&state.config.uploads_dir());
    for name in names {
        crate::storage::remove(&dir, &name).await;
    }
}

/// Which current images an edit removes: all, some (each must be the post's), or none.
pub struct Removal {
    /// `None` removes every image.
    pub ids: Option<Vec<i64>>,
    pub count: usize,
}

pub fn removal(
    c: &rusqlite::Connection,
    check: &mut Check,
    post_id: i64,
    body: &ContentBody,
) -> ApiResult<Removal> {
    let current: Vec<i64> = content::images_of(c, post_id)?
        .into_iter()
        .map(|i| i.id)
        .collect();
    if body.delete_old_images() {
        return Ok(Removal {
            ids: None,
            count: current.len(),
        });
    }
    let mut ids = body.delete_image_ids();
    ids.sort_unstable();
    ids.dedup();
    let unknown: Vec<String> = ids
        .iter()
        .filter(|id| !current.contains(id))
        .map(i64::to_string)
        .collect();
    if !unknown.is_empty() {
        check.add(
            "delete_image_ids",
            format!("This post has no image {}.", unknown.join(", ")),
        );
    }
    // Unknown ids are refused above; counting them here made the remaining count underflow.
    let count = ids.iter().filter(|id| current.contains(id)).count();
    Ok(Removal {
        ids: Some(ids),
        count,
    })
}

/// The history's line for images: how many before and after.
pub fn change(before: usize, removed: usize, added: usize) -> ContentChange {
    let after = before.saturating_sub(removed) + added;
    ContentChange {
        field: "images".into(),
        before: Some(format!("{before} images")),
        after: Some(format!("{after} images ({added} added, {removed} removed)")),
    }
}
