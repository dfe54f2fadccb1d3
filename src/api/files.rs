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
use crate::auth::{Can, area};
use crate::db::files::{self, FileInfo, FileType, NewFile};
use crate::db::messages::Side;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage::{self, Area};

pub fn routes() -> Vec<Route> {
    routes![post_file, post_file_not_form, get_file_download]
}

/// A file (≤ 10 MB; an image, PDF, Word document or plain text, decided by its bytes) with an
/// optional display name; `client` names the conversation (admins; a client's is its own);
/// `file_type`, when sent, must agree with the bytes.
#[derive(FromForm, ToSchema)]
pub(super) struct FileForm<'r> {
    #[schema(value_type = String, format = Binary, content_media_type = "application/octet-stream")]
    file: Vec<TempFile<'r>>,
    #[schema(value_type = String, max_length = 200, required = false)]
    name: Vec<String>,
    #[schema(schema_with = crate::api::input_schema::id_text, required = false)]
    client: Vec<String>,
    #[schema(schema_with = file_type_schema, required = false)]
    file_type: Vec<String>,
}

fn file_type_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::api::openapi::of::<FileType>()
}

/// A type we keep: (file_type, MIME type served, extension stored).
type Kind = (FileType, &'static str, &'static str);

const TEXT: Kind = (FileType::Txt, "text/plain; charset=utf-8", "txt");

/// What a file's first bytes say it is.
#[derive(Debug, PartialEq)]
enum Sniffed {
    Kind(Kind),
    /// A type we do not keep (an archive, an executable...).
    Other,
    /// No known signature: plain text if the whole file reads as text (`TextCheck`).
    Unknown,
}

fn sniff(head: &[u8]) -> Sniffed {
    let Some(kind) = infer::get(head) else {
        return Sniffed::Unknown;
    };
    Sniffed::Kind(match kind.mime_type() {
        "image/jpeg" => (FileType::Image, "image/jpeg", "jpg"),
        "image/png" => (FileType::Image, "image/png", "png"),
        "image/gif" => (FileType::Image, "image/gif", "gif"),
        "image/webp" => (FileType::Image, "image/webp", "webp"),
        "application/pdf" => (FileType::Pdf, "application/pdf", "pdf"),
        "application/msword" => (FileType::Doc, "application/msword", "doc"),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => (
            FileType::Docx,
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "docx",
        ),
        _ => return Sniffed::Other,
    })
}

/// Decides, block by block, whether a whole file is UTF-8 without NUL bytes. Looking at the
/// start alone let text with an archive after it through as text.
#[derive(Default)]
struct TextCheck {
    /// The start of a character cut by the end of the last block.
    pending: Vec<u8>,
}

impl TextCheck {
    fn feed(&mut self, block: &[u8]) -> bool {
        if block.contains(&0) {
            return false;
        }
        let mut joined = std::mem::take(&mut self.pending);
        let bytes = if joined.is_empty() {
            block
        } else {
            joined.extend_from_slice(block);
            &joined
        };
        match std::str::from_utf8(bytes) {
            Ok(_) => true,
            Err(e) if e.error_len().is_none() => {
                self.pending = bytes[e.valid_up_to()..].to_vec();
                true
            }
            Err(_) => false,
        }
    }

    fn finish(self) -> bool {
        self.pending.is_empty()
    }
}

async fn is_text(file: &TempFile<'_>) -> ApiResult<bool> {
    let mut reader = file.open().await?;
    let mut check = TextCheck::default();
    let mut block = vec![0u8; 64 * 1024];
    loop {
        let n = reader.read(&mut block).await?;
        if n == 0 {
            return Ok(check.finish());
        }
        if !check.feed(&block[..n]) {
            return Ok(false);
        }
    }
}

/// Characters that reorder or hide text: `invoice\u{202E}fdp.exe` shows as "invoiceexe.pdf".
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}'
    )
}

/// A display name without paths, control or bidi characters, at most 200 characters, ending in
/// an extension of what the file is (kept when it already has one, in any case; else replaced
/// or added), so the name a download is saved under opens it as what it is.
fn clean_name(raw: &str, ext: &str) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or("");
    let cleaned: String = last
        .chars()
        .filter(|c| !c.is_control() && !is_invisible(*c))
        .collect();
    let cleaned = cleaned
        .trim()
        .trim_start_matches('.')
        .trim_end_matches(['.', ' '])
        .to_string();
    let accepted: &[&str] = if ext == "jpg" {
        &["jpg", "jpeg"]
    } else {
        &[ext]
    };
    let stem = match cleaned.rsplit_once('.') {
        Some((_, e)) if accepted.iter().any(|a| a.eq_ignore_ascii_case(e)) => {
            return cleaned.chars().take(200).collect();
        }
        Some((stem, _)) => stem,
        None => cleaned.as_str(),
    };
    let stem: String = stem.chars().take(200 - ext.len() - 1).collect();
    let stem = if stem.trim().is_empty() {
        "file"
    } else {
        stem.as_str()
    };
    format!("{stem}.{ext}")
}

/// Uploads a file to attach to a message (multipart/form-data). A client user's uploads are
/// rate limited (429) and must fit its storage quota (413).
#[utoipa::path(
    tag = "messages",
    request_body(content((FileForm = "multipart/form-data"))),
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 201, body = FileInfo),
        (status = 413, response = super::openapi::TooLarge),
        (status = 415, response = super::openapi::UnsupportedMediaType),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/files", format = "multipart/form-data", data = "<form>", rank = 1)]
pub(super) async fn post_file(
    state: &State<AppState>,
    auth: Can<area::Messages>,
    form: Result<Form<FileForm<'_>>, Errors<'_>>,
) -> ApiResult<(Status, Json<FileInfo>)> {
    super::quota::count_uploads(state, &auth.user, 1)?;
    let limit = state.config.limits.attachment_bytes;
    let form = storage::read_form(form, "File", limit)?;
    store(state, &auth, form).await
}

/// Anything but a form cannot carry the file: 415 rather than Rocket's 404 for a route whose
/// format did not match.
#[post("/files", rank = 2)]
async fn post_file_not_form(_auth: Can<area::Messages>) -> ApiError {
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
        Side::Client => auth.scope.client()?,
        Side::Agency => {
            let id = named.ok_or_else(|| ApiError::field("client", "Give the client's id."))?;
            super::clients::known(state, auth.scope, "client", id).await?
        }
    };
    let mut head = Vec::with_capacity(8192);
    file.open().await?.take(8192).read_to_end(&mut head).await?;
    let kind = match sniff(&head) {
        Sniffed::Kind(kind) => Some(kind),
        Sniffed::Unknown if is_text(&file).await? => Some(TEXT),
        Sniffed::Unknown | Sniffed::Other => None,
    };
    let (file_type, mime, ext) = kind.ok_or_else(|| {
        ApiError::field(
            "file",
            "Attach an image, a PDF, a Word document or a plain text file.",
        )
    })?;
    if let Some(wanted) = wanted_type.as_deref().filter(|w| !w.is_empty())
        && wanted != file_type.as_str()
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
    let stored = storage::random_name(ext);
    let landing = state.store.landing(Area::Files, &stored).await?;
    file.copy_to(landing.path()).await?;
    state.store.keep(Area::Files, &stored, landing).await?;
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
            files::get(c, id, crate::domain::Scope::Agency)
        })
        .await;
    match saved {
        Ok(Some(f)) => Ok((Status::Created, Json(f.info))),
        Ok(None) => Err(ApiError::internal("a stored file vanished")),
        Err(e) => {
            state.store.remove(Area::Files, &stored).await;
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
    responses((status = 403, response = crate::api::openapi::Forbidden),
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
    auth: Can<area::Messages>,
    id: i64,
) -> ApiResult<Download> {
    // A client user's scope is its own client whichever side it writes from; a member's its
    // assigned clients.
    let scope = auth.scope;
    if scope == crate::domain::Scope::Unlinked {
        return Err(ApiError::not_found());
    }
    let stored = state.db.find(move |c| files::get(c, id, scope)).await?;
    let kind = ContentType::parse_flexible(&stored.info.mime).unwrap_or(ContentType::Binary);
    // Fetched by the app's script with the token (ui/src/lib/download-file.ts), which cannot
    // follow a link to a bucket's origin: from a bucket the server fetches the file and sends it.
    // A scratch copy is gone when `local` drops; the file opened from it stays readable.
    let local = state.store.local_copy(Area::Files, &stored.stored_name);
    let local = local.await.map_err(|_| ApiError::gone("file"))?;
    let file = NamedFile::open(local.path())
        .await
        .map_err(|_| ApiError::gone("file"))?;
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
        assert!(matches!(
            sniff(b"%PDF-1.7\n"),
            Sniffed::Kind((FileType::Pdf, ..))
        ));
        assert!(matches!(
            sniff(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
            Sniffed::Kind((FileType::Image, ..))
        ));
        assert_eq!(sniff("plain words, ünïcode".as_bytes()), Sniffed::Unknown);
        assert_eq!(
            sniff(b"MZ\x90\0\x03\0\0\0"),
            Sniffed::Other,
            "an executable"
        );
        assert_eq!(clean_name("../../etc/passwd", "txt"), "passwd.txt");
        assert_eq!(clean_name("C:\\Users\\x\\brief.docx", "docx"), "brief.docx");
        assert_eq!(clean_name("\u{7}", "pdf"), "file.pdf");
        assert_eq!(clean_name("scan.JPEG", "jpg"), "scan.JPEG");
        assert_eq!(clean_name("report.pdf. ", "pdf"), "report.pdf");
        assert_eq!(clean_name("x\u{202E}fdp.exe", "pdf"), "xfdp.pdf");
        assert_eq!(clean_name(&"a".repeat(200), "txt").chars().count(), 200);
        assert_eq!(
            disposition("Résumé \"final\".pdf"),
            "attachment; filename=\"R_sum_ _final_.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%2Epdf"
        );
    }

    #[test]
    fn text_is_checked_to_its_last_byte_across_blocks() {
        let whole = |blocks: &[&[u8]]| {
            let mut check = TextCheck::default();
            blocks.iter().all(|b| check.feed(b)) && check.finish()
        };
        let e_acute = "é".as_bytes();
        assert!(whole(&[b"caf", &e_acute[..1], &e_acute[1..], b" au lait"]));
        assert!(whole(&[b"plain", b" words"]));
        assert!(
            !whole(&[b"plain", b" then \0"]),
            "a NUL byte in a later block"
        );
        assert!(
            !whole(&[b"plain", b"PK\x03\x04\xff"]),
            "invalid UTF-8 in a later block"
        );
        assert!(!whole(&[b"cut at the end ", &e_acute[..1]]));
    }
}
