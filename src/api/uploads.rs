//! Serves stored avatars. Names are 128-bit random, so the URL itself is the capability
//! (an `<img>` cannot send the Token header).

use rocket::fs::NamedFile;
use rocket::http::{ContentType, Header};
use rocket::{Responder, Route, State, get, routes};

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage::{self, Answer, Reply, Served};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

pub fn routes() -> Vec<Route> {
    routes![get_avatar]
}

#[derive(Responder)]
pub(super) struct Cached {
    file: NamedFile,
    cache: Header<'static>,
}

impl Cached {
    /// For a file whose name changes with its content (random per upload).
    pub(super) fn immutable(file: NamedFile) -> Cached {
        Cached {
            file,
            cache: Header::new("Cache-Control", IMMUTABLE),
        }
    }

    /// The stored file `name` in `area`, cached for good; a name that is not one of ours, or
    /// no such file, is 404.
    pub(super) async fn stored(
        store: &storage::Store,
        area: storage::Area,
        name: &str,
    ) -> ApiResult<Reply<Cached>> {
        if !storage::is_safe_name(name) {
            return Err(ApiError::not_found());
        }
        let ext = name.rsplit('.').next().unwrap_or_default();
        let answer = Answer {
            content_type: ContentType::from_extension(ext)
                .unwrap_or(ContentType::Binary)
                .to_string(),
            disposition: None,
            cache: IMMUTABLE.into(),
        };
        match store.serve(area, name, answer).await {
            Some(Served::File(file)) => Ok(Reply::Here(Cached::immutable(file))),
            Some(Served::Link(link)) => Ok(Reply::There(link)),
            None => Err(ApiError::not_found()),
        }
    }
}

/// A stored avatar image. Names are 128-bit random, so the link itself is the capability
/// (an `<img>` cannot send a token).
#[utoipa::path(
    security(()),
    tag = "auth",
    responses((status = 200, description = "The image", content(
        (Vec<u8> = "image/png"), (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/gif"), (Vec<u8> = "image/webp")
    )), (status = 303, response = crate::api::openapi::SeeOther))
)]
#[get("/uploads/avatars/<name>")]
pub(super) async fn get_avatar(state: &State<AppState>, name: &str) -> ApiResult<Reply<Cached>> {
    Cached::stored(&state.store, storage::Area::Avatars, name).await
}
