//! Downloads of a post (its data as JSON, its images as a zip) and the signed image links.

use std::io::Write;
use std::pin::Pin;

use rocket::fs::NamedFile;
use rocket::futures::Stream;
use rocket::http::{ContentType, Header};
use rocket::response::stream::ByteStream;
use rocket::{Responder, Route, State, get, routes};

use crate::auth::{Can, area};
use crate::db::content::{self, ContentPost};
use crate::error::{ApiError, ApiResult};
use crate::media::Variant;
use crate::state::AppState;
use crate::storage::{Answer, Area, Reply, Served, Store};

pub fn routes() -> Vec<Route> {
    routes![get_download, get_download_images, get_image]
}

/// A file to save, named for the user.
#[derive(Responder)]
pub(crate) struct Attachment<T> {
    body: T,
    kind: ContentType,
    disposition: Header<'static>,
}

pub(crate) fn attachment<T>(body: T, kind: ContentType, name: &str) -> Attachment<T> {
    Attachment {
        body,
        kind,
        disposition: Header::new(
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ),
    }
}

/// A post's data as a JSON file, `post_{id}.json` (the post's client or the agency).
#[utoipa::path(
    tag = "content",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, description = "post_{id}.json", body = ContentPost,
        headers(("Content-Disposition" = String))))
)]
#[get("/content/<id>/download")]
pub(crate) async fn get_download(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Attachment<String>> {
    let post = super::load(state, id, auth.scope, auth.may(crate::domain::Area::Review)).await?;
    let text = serde_json::to_string_pretty(&post).map_err(ApiError::internal)?;
    Ok(attachment(
        text,
        ContentType::JSON,
        &format!("post_{id}.json"),
    ))
}

type Chunks = Pin<Box<dyn Stream<Item = Vec<u8>> + Send>>;

/// Hands the zip writer's output to the response in chunks, one bounded channel between them,
/// so a post's images are never held in memory together.
struct ChannelWriter {
    tx: tokio::sync::mpsc::Sender<Vec<u8>>,
    buf: Vec<u8>,
}

const CHUNK: usize = 64 * 1024;

impl Write for ChannelWriter {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(data);
        if self.buf.len() >= CHUNK {
            self.flush()?;
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let chunk = std::mem::replace(&mut self.buf, Vec::with_capacity(CHUNK));
        // The reader went away (the download was cancelled): stop writing.
        self.tx
            .blocking_send(chunk)
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::BrokenPipe, "download closed"))
    }
}

/// Writes the zip on a blocking thread; entries are stored, not compressed (images already are).
fn write_zip(store: &Store, files: Vec<(String, String)>, tx: tokio::sync::mpsc::Sender<Vec<u8>>) {
    let result = (|| -> zip::result::ZipResult<()> {
        let out = ChannelWriter {
            tx,
            buf: Vec::with_capacity(CHUNK),
        };
        let mut zip = zip::ZipWriter::new_stream(out);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .large_file(false);
        for (name, stored) in files {
            zip.start_file(name, options)?;
            let mut file = store
                .reader_blocking(Area::Content, &stored)
                .map_err(std::io::Error::other)?;
            std::io::copy(&mut file, &mut zip)?;
        }
        let mut out = zip.finish()?.into_inner();
        out.flush()?;
        Ok(())
    })();
    if let Err(e) = result {
        tracing::warn!("image zip stopped: {e}");
    }
}

/// Each image's name in the zip (`post_{id}_image_{n}.{ext}`) and its stored name. A file
/// missing from the store fails the request now, not as a zip cut off halfway.
async fn zip_entries(
    store: &Store,
    id: i64,
    images: &[content::ImageFile],
) -> ApiResult<Vec<(String, String)>> {
    let files: Vec<(String, String)> = images
        .iter()
        .enumerate()
        .map(|(i, img)| {
            let ext = img.file_name.rsplit('.').next().unwrap_or("bin");
            (
                format!("post_{id}_image_{}.{ext}", i + 1),
                img.file_name.clone(),
            )
        })
        .collect();
    for (_, stored) in &files {
        if !store.exists(Area::Content, stored).await {
            return Err(ApiError::internal(format!("missing upload {stored}")));
        }
    }
    Ok(files)
}

/// A post's images as a zip, `post_{id}_images.zip`, written as it is sent (the post's client
/// or the agency; 404 when the post has no images).
#[utoipa::path(
    tag = "content",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, description = "post_{id}_images.zip",
        content((Vec<u8> = "application/zip")), headers(("Content-Disposition" = String))))
)]
#[get("/content/<id>/download_images")]
pub(crate) async fn get_download_images(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Attachment<ByteStream<Chunks>>> {
    let viewer = auth.scope;
    let images = state
        .db
        .read(move |c| {
            content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            content::images_of(c, id)
        })
        .await?;
    if images.is_empty() {
        return Err(ApiError::NotFound("This post has no images.".into()));
    }
    let files = zip_entries(&state.store, id, &images).await?;
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Vec<u8>>(4);
    let store = state.store.clone();
    tokio::task::spawn_blocking(move || write_zip(&store, files, tx));
    let chunks: Chunks = Box::pin(rocket::futures::stream::poll_fn(move |cx| rx.poll_recv(cx)));
    Ok(attachment(
        ByteStream(chunks),
        ContentType::ZIP,
        &format!("post_{id}_images.zip"),
    ))
}

#[derive(Responder)]
pub(crate) struct Image {
    file: NamedFile,
    kind: ContentType,
    cache: Header<'static>,
    nosniff: Header<'static>,
}

/// One image or thumbnail, by a signed link from a post answer (no token: an `<img>` cannot
/// send one). A link with another id, size, expiry or signature answers 404.
#[utoipa::path(
    security(()),
    tag = "content",
    responses((status = 200, description = "The image", content(
        (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/gif"), (Vec<u8> = "image/webp")
    )), (status = 303, response = crate::api::openapi::SeeOther))
)]
#[get("/media/content/<id>/<variant>/<expires>/<sig>")]
pub(crate) async fn get_image(
    state: &State<AppState>,
    id: i64,
    variant: &str,
    expires: i64,
    sig: &str,
) -> ApiResult<Reply<Image>> {
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let variant = Variant::parse(variant).ok_or_else(ApiError::not_found)?;
    if !state.media.verify(id, variant, expires, sig, now) {
        return Err(ApiError::not_found());
    }
    let image = state.db.find(move |c| content::image(c, id)).await?;
    let (name, mime) = match (variant, image.jpeg_name) {
        (Variant::Full, _) | (Variant::Publish, None) => (image.file_name, image.mime),
        (Variant::Publish, Some(jpeg)) => (jpeg, "image/jpeg".to_string()),
        (Variant::Thumb, _) => (image.thumb_name, "image/jpeg".to_string()),
    };
    let kind = ContentType::parse_flexible(&mime).unwrap_or(ContentType::Binary);
    // Private to the browser that was given the link, until the link expires.
    let max_age = (expires - now).max(0);
    let cache = format!("private, max-age={max_age}, immutable");
    let answer = Answer {
        content_type: kind.to_string(),
        disposition: None,
        cache: cache.clone(),
    };
    let served = state.store.serve(Area::Content, &name, answer).await;
    Ok(match served.ok_or_else(ApiError::not_found)? {
        Served::File(file) => Reply::Here(Image {
            file,
            kind,
            cache: Header::new("Cache-Control", cache),
            nosniff: Header::new("X-Content-Type-Options", "nosniff"),
        }),
        Served::Link(link) => Reply::There(link),
    })
}
