//! Message attachments: `POST /api/files/` stores one file for a conversation, and its download
//! is served only to that client and the agency, always as an attachment.

use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use rocket::form::{Errors, Form};
use rocket::fs::{NamedFile, TempFile};
use rocket::http::{ContentType, Header, Status};
use rocket::serde::json::Json;
use rocket::{FromForm, Responder, Route, State, get, post, routes};
use tokio::io::AsyncReadExt;
use utoipa::ToSchema;

use super::body::once;
use crate::auth::AuthUser;
use crate::db::files::{self, FileInfo, NewFile};
use crate::db::messages::Side;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage;

pub fn routes() -> Vec<Route> {
    routes![post_file, post_file_not_form, get_file_download]
}

pub fn files_dir(uploads: &std::path::Path) -> std::path::PathBuf {
    uploads.join("files")
}

/// A file (≤ 10 MB; an image, PDF, Word document or plain text, decided by its bytes) with an
/// optional display name; `client` names the conversation (admins; a client's is its own);
/// `file_type`, when sent, must agree with the bytes.
#[derive(FromForm, ToSchema)]
pub(super) struct FileForm<'r> {
    #[schema(value_type = String, format = Binary, content_media_type = "application/octet-stream")]
    file: Vec<TempFile<'r>>,
    #[schema(value_type = Option<String>, max_length = 200)]
    name: Vec<String>,
    #[schema(value_type = Option<i64>)]
    client: Vec<String>,
    #[schema(value_type = Option<String>)]
    file_type: Vec<String>,
}

/// What the bytes are: (file_type, MIME type served, extension stored).
fn sniff(head: &[u8]) -> Option<(&'static str, &'static str, &'static str)> {
    if let Some(kind) = infer::get(head) {
        return match kind.mime_type() {
            "image/jpeg" => Some(("image", "image/jpeg", "jpg")),
            "image/png" => Some(("image", "image/png", "png")),
            "image/gif" => Some(("image", "image/gif", "gif")),
            "image/webp" => Some(("image", "image/webp", "webp")),
            "application/pdf" => Some(("pdf", "application/pdf", "pdf")),
            "application/msword" => Some(("doc", "application/msword", "doc")),
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => Some((
                "docx",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "docx",
            )),
            _ => None,
        };
    }
    // No signature: text only when it is UTF-8 without NUL bytes (a cut-off multi-byte
    // character at the end of the sample is fine).
    let valid = match std::str::from_utf8(head) {
        Ok(_) => true,
        Err(e) => e.error_len().is_none(),
    };
    (valid && !head.contains(&0)).then_some(("txt", "text/plain; charset=utf-8", "txt"))
}

/// A display name without paths or control characters, at most 200 characters.
fn clean_name(raw: &str, ext: &str) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or("");
    let cleaned: String = last.chars().filter(|c| !c.is_control()).take(200).collect();
    let cleaned = cleaned.trim().trim_start_matches('.').to_string();
    if cleaned.is_empty() {
        format!("file.{ext}")
    } else {
        cleaned
    }
}

/// Uploads a file to attach to a message (multipart/form-data). A client user's uploads are
/// rate limited (429) and must fit its storage quota (413).
#[utoipa::path(
    tag = "messages",
    security(("Token" = [])),
    request_body(content((FileForm = "multipart/form-data"))),
    responses(
        (status = 201, body = FileInfo),
        (status = 413, response = super::openapi::TooLarge),
        (status = 415, response = super::openapi::UnsupportedMediaType),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/files", format = "multipart/form-data", data = "<form>", rank = 1)]
pub(super) async fn post_file(
    state: &State<AppState>,
    auth: AuthUser,
    form: Result<Form<FileForm<'_>>, Errors<'_>>,
) -> ApiResult<(Status, Json<FileInfo>)> {
    super::quota::count_uploads(state, &auth.user, 1)?;
    let limit = state.config.limits.attachment_bytes;
    let form = form.map(Form::into_inner).map_err(|e| {
        storage::form_error(&e, || {
            format!("File size must be less than {}", storage::size_label(limit))
        })
    })?;
    store(state, &auth, form).await
}

/// Anything but a form cannot carry the file: 415 rather than Rocket's 404 for a route whose
/// format did not match.
#[post("/files", rank = 2)]
async fn post_file_not_form(_auth: AuthUser) -> ApiError {
    ApiError::UnsupportedMediaType
}

async fn store(
    state: &AppState,
    auth: &AuthUser,
    form: FileForm<'_>,
) -> ApiResult<(Status, Json<FileInfo>)> {
    let name = once("name", form.name)?;
    if name.as_ref().is_some_and(|n| n.chars().count() > 200) {
        return Err(ApiError::field(
            "name",
            "Use a name of at most 200 characters.",
        ));
    }
    let client_field = once("client", form.client)?;
    let wanted_type = once("file_type", form.file_type)?;
    let mut file = once("file", form.file)?
        .filter(|f| f.len() > 0)
        .ok_or_else(|| ApiError::field("file", "Choose a file to attach."))?;
    let limit = state.config.limits.attachment_bytes;
    if file.len() > limit {
        return Err(ApiError::TooLarge(format!(
            "File size must be less than {}",
            storage::size_label(limit)
        )));
    }
    let named = match client_field.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(v) => Some(
            v.parse::<i64>()
                .map_err(|_| ApiError::field("client", "Use the client's id, a whole number."))?,
        ),
    };
    let client_id = match Side::of(&auth.user) {
        // A client's file is always for its own conversation; any `client` sent is ignored.
        Side::Client => super::messages::own_client(state, auth).await?,
        Side::Agency => {
            let id = named.ok_or_else(|| ApiError::field("client", "Give the client's id."))?;
            let exists = state
                .db
                .read(move |c| crate::db::clients::get(c, id))
                .await?
                .is_some();
            if !exists {
                return Err(ApiError::field("client", "No client with this id."));
            }
            id
        }
    };
    let mut head = Vec::with_capacity(8192);
    file.open().await?.take(8192).read_to_end(&mut head).await?;
    let (file_type, mime, ext) = sniff(&head).ok_or_else(|| {
        ApiError::field(
            "file",
            "Attach an image, a PDF, a Word document or a plain text file.",
        )
    })?;
    if let Some(wanted) = wanted_type.as_deref().filter(|w| !w.is_empty())
        && wanted != file_type
    {
        return Err(ApiError::field(
            "file_type",
            format!("The file's content is {file_type}, not {wanted}."),
        ));
    }
    let raw_name = name
        .filter(|n| !n.trim().is_empty())
        .or_else(|| {
            file.raw_name()
                .map(|n| n.dangerous_unsafe_unsanitized_raw().to_string())
        })
        .unwrap_or_default();
    let display = clean_name(&raw_name, ext);
    let dir = files_dir(&state.config.uploads_dir());
    tokio::fs::create_dir_all(&dir).await?;
    let stored = storage::random_name(ext);
    file.copy_to(dir.join(&stored)).await?;
    let bytes = file.len() as i64;
    let uploaded_by = auth.user.id;
    let stored_name = stored.clone();
    let room = super::quota::room_for(state, &auth.user);
    let saved = state
        .db
        .write(move |c| {
            super::quota::ensure_room(c, room, client_id, bytes as u64)?;
            let id = files::insert(
                c,
                &NewFile {
                    client_id,
                    uploaded_by,
                    name: &display,
                    file_type,
                    mime,
                    bytes,
                    stored_name: &stored_name,
                },
            )?;
            files::get(c, id, None)
        })
        .await;
    match saved {
        Ok(Some(f)) => Ok((Status::Created, Json(f.info))),
        Ok(None) => Err(ApiError::internal("a stored file vanished")),
        Err(e) => {
            storage::remove(&dir, &stored).await;
            Err(e)
        }
    }
}

#[derive(Responder)]
pub(super) struct Download {
    file: NamedFile,
    kind: ContentType,
    disposition: Header<'static>,
    cache: Header<'static>,
}

/// `attachment` with an ASCII fallback name and the exact name encoded (RFC 6266).
fn disposition(name: &str) -> String {
    let ascii: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let exact = utf8_percent_encode(name, NON_ALPHANUMERIC);
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{exact}")
}

/// Downloads an attachment (the file's client or the agency), always as a download.
#[utoipa::path(
    tag = "messages",
    security(("Token" = [])),
    responses(
        (status = 200, description = "The file", content(
            (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/gif"),
            (Vec<u8> = "image/webp"), (Vec<u8> = "application/pdf"),
            (Vec<u8> = "application/msword"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
            (String = "text/plain; charset=utf-8"),
        ), headers(("Content-Disposition" = String))),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/files/<id>/download")]
pub(super) async fn get_file_download(
    state: &State<AppState>,
    auth: AuthUser,
    id: i64,
) -> ApiResult<Download> {
    let scope = match Side::of(&auth.user) {
        Side::Agency => None,
        Side::Client => Some(super::messages::own_client(state, &auth).await?),
    };
    let stored = state
        .db
        .read(move |c| files::get(c, id, scope))
        .await?
        .ok_or_else(ApiError::not_found)?;
    let path = files_dir(&state.config.uploads_dir()).join(&stored.stored_name);
    let file = NamedFile::open(path)
        .await
        .map_err(|_| ApiError::gone("file"))?;
    let kind = ContentType::parse_flexible(&stored.info.mime).unwrap_or(ContentType::Binary);
    Ok(Download {
        file,
        kind,
        disposition: Header::new("Content-Disposition", disposition(&stored.info.name)),
        cache: Header::new("Cache-Control", "private, no-store"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_come_from_the_bytes_and_names_lose_their_paths() {
        assert_eq!(sniff(b"%PDF-1.7\n").map(|s| s.0), Some("pdf"));
        assert_eq!(
            sniff(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").map(|s| s.0),
            Some("image")
        );
        assert_eq!(
            sniff("plain words, ünïcode".as_bytes()).map(|s| s.0),
            Some("txt")
        );
        assert_eq!(
            sniff(b"MZ\x90\0\x03\0\0\0").map(|s| s.0),
            None,
            "an executable"
        );
        assert_eq!(sniff(b"text with a \0 byte"), None);
        assert_eq!(clean_name("../../etc/passwd", "txt"), "passwd");
        assert_eq!(clean_name("C:\\Users\\x\\brief.docx", "docx"), "brief.docx");
        assert_eq!(clean_name("\u{7}", "pdf"), "file.pdf");
        assert_eq!(
            disposition("Résumé \"final\".pdf"),
            "attachment; filename=\"R_sum_ _final_.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%2Epdf"
        );
    }
}
