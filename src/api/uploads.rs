//! Serves stored avatars. Names are 128-bit random, so the URL itself is the capability
//! (an `<img>` cannot send the Token header).

use rocket::fs::NamedFile;
use rocket::http::Header;
use rocket::{Responder, Route, State, get, routes};

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage;

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
            cache: Header::new("Cache-Control", "public, max-age=31536000, immutable"),
        }
    }

    /// The stored file `name` under `dir`, cached for good; a name that is not one of ours,
    /// or no such file, is 404.
    pub(super) async fn stored(dir: &std::path::Path, name: &str) -> ApiResult<Cached> {
        if !storage::is_safe_name(name) {
            return Err(ApiError::not_found());
        }
        let file = NamedFile::open(dir.join(name))
            .await
            .map_err(|_| ApiError::not_found())?;
        Ok(Cached::immutable(file))
    }
}

/// A stored avatar image. Names are 128-bit random, so the link itself is the capability
/// (an `<img>` cannot send a token).
#[utoipa::path(
    security(()),
    tag = "auth",
    responses((status = 200, description = "The image", content(
        (Vec<u8> = "image/png"), (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/gif"), (Vec<u8> = "image/webp")
    )))
)]
#[get("/uploads/avatars/<name>")]
pub(super) async fn get_avatar(state: &State<AppState>, name: &str) -> ApiResult<Cached> {
    Cached::stored(&storage::avatars_dir(&state.config.uploads_dir()), name).await
}
