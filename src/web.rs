//! The embedded single-page app: hashed assets cached forever, everything else -> index.html.

use std::borrow::Cow;
use std::path::PathBuf;

use rocket::http::{ContentType, Header};
use rocket::response::{self, Responder, Response};
use rocket::{Request, Route, get, routes};
use rust_embed::RustEmbed;

use crate::error::ApiError;

#[derive(RustEmbed)]
#[folder = "ui/dist/"]
#[allow_missing = true]
struct Ui;

/// Shown when the binary was built before the UI (`ui/dist` missing): the API still works.
const PLACEHOLDER: &str = include_str!("../assets/placeholder.html");

pub fn routes() -> Vec<Route> {
    routes![spa]
}

pub struct Asset {
    body: Cow<'static, [u8]>,
    content_type: ContentType,
    cache: &'static str,
}

impl<'r> Responder<'r, 'static> for Asset {
    fn respond_to(self, _: &'r Request<'_>) -> response::Result<'static> {
        Response::build()
            .header(self.content_type)
            .header(Header::new("Cache-Control", self.cache))
            .sized_body(self.body.len(), std::io::Cursor::new(self.body))
            .ok()
    }
}

#[get("/<path..>", rank = 20)]
fn spa(path: PathBuf) -> Result<Asset, ApiError> {
    let path = path.to_string_lossy().replace('\\', "/");
    if path == "api" || path.starts_with("api/") {
        return Err(ApiError::not_found());
    }
    if let Some(file) = Ui::get(&path).filter(|_| !path.is_empty()) {
        let content_type = path
            .rsplit_once('.')
            .and_then(|(_, ext)| ContentType::from_extension(ext))
            .unwrap_or(ContentType::Binary);
        let cache = if path.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        return Ok(Asset {
            body: file.data,
            content_type,
            cache,
        });
    }
    // A missing hashed asset is a real 404: answering HTML there breaks the page confusingly.
    if path.starts_with("assets/") {
        return Err(ApiError::not_found());
    }
    Ok(index())
}

fn index() -> Asset {
    let body = Ui::get("index.html")
        .map(|f| f.data)
        .unwrap_or(Cow::Borrowed(PLACEHOLDER.as_bytes()));
    Asset {
        body,
        content_type: ContentType::HTML,
        cache: "no-cache",
    }
}

/// For tests: whether the real UI is embedded.
pub fn has_ui() -> bool {
    Ui::get("index.html").is_some()
}
