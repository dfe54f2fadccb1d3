//! A post's image files: checked and stored before the write, attached inside it, and removed
//! from disk when the write fails or the images go.

use rocket::fs::TempFile;
use rocket::tokio::io::AsyncReadExt;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, SchemaFormat, Type};

use super::input::ContentBody;
use crate::db::content::{self, Fields, NewImage, SocialPlatform};
use crate::db::content_thread::ContentChange;
use crate::domain::Vocabulary;
use crate::domain::publishing::MediaKind;
use crate::error::{ApiError, ApiResult};
use crate::media;
use crate::state::AppState;
use crate::validate::Check;

const CONTENT: crate::storage::Area = crate::storage::Area::Content;

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

/// One image or video stored on disk, not yet attached to a post. A video has no thumbnail
/// (`thumb` is empty): Atrium does not decode video.
#[derive(Debug, Clone)]
pub struct Stored {
    pub file: String,
    pub thumb: String,
    pub mime: &'static str,
    pub bytes: u64,
    pub width: u32,
    pub height: u32,
    pub kind: MediaKind,
    pub duration_ms: Option<u64>,
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

async fn store_one(state: &AppState, file: &mut TempFile<'_>, limit: u64) -> ApiResult<Stored> {
    let mut head = Vec::with_capacity(32);
    file.open().await?.take(32).read_to_end(&mut head).await?;
    if let Some(container) = crate::video::Container::sniff(&head) {
        return store_video(state, file, container).await;
    }
    if file.len() > limit {
        return Err(ApiError::TooLarge(format!(
            "Image size must be less than {}",
            crate::storage::size_label(limit)
        )));
    }
    let Some(format) = crate::decode::Format::sniff(&head) else {
        return Err(ApiError::field(
            "images",
            "Upload JPEG, PNG, GIF or WebP images, or an MP4 or MOV video.",
        ));
    };
    let name = crate::storage::random_name(format.extension());
    // Dropped before it is kept (a check failed), the file goes.
    let landing = state.store.landing(CONTENT, &name).await?;
    file.copy_to(landing.path()).await?;
    let path = landing.path().to_path_buf();
    let checked = state
        .decoding
        .decode(path, "images", crate::decode::MAX_PIXELS, |image, _| {
            media::thumbnail(&image)
        })
        .await?;
    let thumb = crate::storage::random_name("jpg");
    state.store.put_bytes(CONTENT, &thumb, checked.out).await?;
    if let Err(e) = state.store.keep(CONTENT, &name, landing).await {
        state.store.remove(CONTENT, &thumb).await;
        return Err(e);
    }
    Ok(Stored {
        file: name,
        thumb,
        mime: format.mime(),
        bytes: file.len(),
        width: checked.width,
        height: checked.height,
        kind: MediaKind::Image,
        duration_ms: None,
    })
}

/// Stores a video as uploaded (Rocket already streamed it to a temporary file; it is moved, not
/// read into memory) once its header boxes read as a video.
async fn store_video(
    state: &AppState,
    file: &mut TempFile<'_>,
    container: crate::video::Container,
) -> ApiResult<Stored> {
    let limit = state.config.limits.video_bytes;
    if file.len() > limit {
        return Err(ApiError::TooLarge(format!(
            "Video size must be less than {}",
            crate::storage::size_label(limit)
        )));
    }
    let name = crate::storage::random_name(container.extension());
    let landing = state.store.landing(CONTENT, &name).await?;
    file.move_copy_to(landing.path()).await?;
    let probe_path = landing.path().to_path_buf();
    let probed = tokio::task::spawn_blocking(move || crate::video::probe(&probe_path))
        .await
        .map_err(|e| ApiError::internal(format!("reading a video: {e}")))?;
    let probe = probed.map_err(|reason| ApiError::field("images", reason))?;
    state.store.keep(CONTENT, &name, landing).await?;
    Ok(Stored {
        file: name,
        thumb: String::new(),
        mime: container.mime(),
        bytes: file.len(),
        width: probe.width,
        height: probe.height,
        kind: MediaKind::Video,
        duration_ms: Some(probe.duration_ms),
    })
}

/// Checks and stores a request's images one at a time (each decode within the process's
/// decoding budget), or none of them: a failure removes the ones already written.
pub async fn store(state: &AppState, files: Vec<TempFile<'_>>) -> ApiResult<Vec<Stored>> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let limit = state.config.limits.content_image_bytes;
    let mut stored = Vec::new();
    for mut file in files {
        match store_one(state, &mut file, limit).await {
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
            kind: s.kind,
            duration_ms: s.duration_ms.map(|d| d as i64),
        };
        content::add_image(c, post_id, &image)?;
    }
    Ok(())
}

/// Removes stored files (after the rows are gone, or when a write failed).
pub async fn discard(state: &AppState, names: Vec<String>) {
    for name in names {
        state.store.remove(CONTENT, &name).await;
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

/// The kinds of media a post holds after an edit: those kept, then those added.
pub fn kinds_after(
    c: &rusqlite::Connection,
    post_id: i64,
    removing: &Removal,
    stored: &[Stored],
) -> ApiResult<Vec<MediaKind>> {
    let kept = match &removing.ids {
        None => Vec::new(),
        Some(ids) => content::images_of(c, post_id)?
            .into_iter()
            .filter(|i| !ids.contains(&i.id))
            .map(|i| i.kind)
            .collect(),
    };
    Ok(kept
        .into_iter()
        .chain(stored.iter().map(|s| s.kind))
        .collect())
}

/// Refuses what the post's platform can never take as it is (too many media, a video beside
/// images on YouTube, a title or caption too long); what is only missing may wait.
pub fn check_platform(check: &mut Check, fields: &Fields, kinds: &[MediaKind]) {
    let Some(platform) = SocialPlatform::parse(&fields.platform) else {
        return;
    };
    let refused =
        crate::domain::publishing::refused_on_save(platform, kinds, &fields.title, &fields.content);
    for (field, problem) in refused {
        if !check.has(field) {
            check.add(field, problem);
        }
    }
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
