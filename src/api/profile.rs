//! `PATCH /api/auth/me/`: profile fields as JSON, or multipart with an avatar.
//! Email and role are not editable here, whatever the body says.

use rocket::form::{Errors, Form, FromForm};
use rocket::fs::TempFile;
use rocket::{Route, State, patch, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::{JsonBody, once};
use super::version::{Expected, IfMatch, Tagged};
use crate::auth::AuthUser;
use crate::db::users::{self, Language, ProfileUpdate, UserView};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![patch_me_multipart, patch_me_json]
}

pub const BIO_MAX: usize = 500;

#[derive(Deserialize, Default, ToSchema)]
pub(super) struct ProfileBody {
    #[schema(max_length = 150, nullable = false)]
    first_name: Option<String>,
    #[schema(max_length = 150, nullable = false)]
    last_name: Option<String>,
    #[schema(max_length = 200, nullable = false)]
    company: Option<String>,
    #[schema(max_length = 500, nullable = false)]
    bio: Option<String>,
    /// The language the portal, mails and PDFs speak to this user.
    #[schema(schema_with = super::openapi::of::<Language>)]
    language: Option<String>,
    /// An IANA time zone name ("Europe/Tirane"); null or "" for UTC.
    #[schema(value_type = Option<String>, max_length = 64)]
    #[serde(default, deserialize_with = "super::body::present")]
    time_zone: Option<Option<String>>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// The same fields as a form, with an avatar image (JPEG, PNG or GIF, sniffed from its
/// bytes; at most `limits.avatar_bytes`). Each field is read as a list so that one given twice
/// is refused (`once`), where a lenient form would keep one of them silently.
#[derive(FromForm, ToSchema)]
pub(super) struct ProfileForm<'r> {
    #[schema(value_type = String, max_length = 150, required = false)]
    first_name: Vec<String>,
    #[schema(value_type = String, max_length = 150, required = false)]
    last_name: Vec<String>,
    #[schema(value_type = String, max_length = 200, required = false)]
    company: Vec<String>,
    #[schema(value_type = String, max_length = 500, required = false)]
    bio: Vec<String>,
    /// Text in a form, so a value that is not a number is refused rather than dropped.
    #[schema(value_type = i64, minimum = 0, required = false)]
    version: Vec<String>,
    #[schema(value_type = String, format = Binary, content_media_type = "application/octet-stream", required = false)]
    avatar: Vec<TempFile<'r>>,
}

/// A time zone the Time Zone Database knows, by its IANA name; empty is none (UTC).
fn time_zone(check: &mut Check, zone: Option<String>) -> Option<String> {
    let zone = zone
        .map(|z| z.trim().to_string())
        .filter(|z| !z.is_empty())?;
    if zone.len() > 64 || jiff::tz::TimeZone::get(&zone).is_err() {
        check.add(
            "time_zone",
            "Choose a time zone by its name, such as Europe/Berlin or America/New_York.",
        );
        return None;
    }
    Some(zone)
}

fn parse(b: ProfileBody) -> ApiResult<ProfileUpdate> {
    let mut check = Check::new();
    let update = ProfileUpdate {
        first_name: check.optional("first_name", b.first_name.as_deref(), 150),
        last_name: check.optional("last_name", b.last_name.as_deref(), 150),
        company: check.optional("company", b.company.as_deref(), 200),
        bio: check.optional("bio", b.bio.as_deref(), BIO_MAX),
        language: check.choice("language", b.language.as_deref()),
        time_zone: b.time_zone.map(|zone| time_zone(&mut check, zone)),
    };
    check.finish()?;
    Ok(update)
}

async fn apply(
    state: &AppState,
    user_id: i64,
    expected: Expected,
    update: ProfileUpdate,
    avatar: Option<String>,
) -> ApiResult<UserView> {
    let new_avatar = avatar.clone();
    let result = state
        .db
        .write(move |c| {
            let current = users::find(c, user_id)?.ok_or(ApiError::Unauthorized)?;
            expected.check(current.version, &current.view(), "profile")?;
            users::update_profile(c, user_id, &update)?;
            let old = match &new_avatar {
                Some(name) => users::set_avatar(c, user_id, name)?,
                None => None,
            };
            Ok((users::find(c, user_id)?, old))
        })
        .await;
    let avatars = storage::Area::Avatars;
    match result {
        Ok((Some(user), old)) => {
            if let Some(old) = old {
                state.store.remove(avatars, &old).await;
            }
            Ok(user.view())
        }
        Ok((None, _)) => Err(ApiError::Unauthorized),
        Err(e) => {
            // The row was not updated, so the new file would be orphaned.
            if let Some(name) = avatar {
                state.store.remove(avatars, &name).await;
            }
            Err(e)
        }
    }
}

impl<'r> ProfileForm<'r> {
    /// The version the edit was made from, when given.
    fn version(&mut self) -> ApiResult<Option<i64>> {
        let version = once("version", std::mem::take(&mut self.version))?;
        match version.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(v) => v
                .parse::<i64>()
                .map(Some)
                .map_err(|_| ApiError::field("version", "A version is a whole number from 0.")),
        }
    }

    /// The profile fields, checked as the JSON body's are, and the avatar file if one was sent.
    fn parse(self) -> ApiResult<(ProfileUpdate, Option<TempFile<'r>>)> {
        let update = parse(ProfileBody {
            first_name: once("first_name", self.first_name)?,
            last_name: once("last_name", self.last_name)?,
            company: once("company", self.company)?,
            bio: once("bio", self.bio)?,
            language: None,
            time_zone: None,
            version: None,
        })?;
        Ok((update, once("avatar", self.avatar)?))
    }
}

/// Stores a non-empty avatar file (counted against the caller's uploads); answers its name.
async fn save_avatar(
    state: &AppState,
    auth: &AuthUser,
    mut file: Option<TempFile<'_>>,
) -> ApiResult<Option<String>> {
    let limit = state.config.limits.avatar_bytes;
    let avatars = (&state.store, storage::Area::Avatars);
    let uploading = file.as_ref().is_some_and(|f| f.len() > 0);
    super::quota::count_uploads(state, &auth.user, usize::from(uploading))?;
    Ok(match file.as_mut().filter(|f| f.len() > 0) {
        Some(file) => {
            Some(storage::save_image(file, "avatar", limit, avatars, &state.decoding).await?)
        }
        None => None,
    })
}

#[patch("/auth/me", format = "multipart/form-data", data = "<form>")]
async fn patch_me_multipart(
    state: &State<AppState>,
    auth: AuthUser,
    if_match: IfMatch,
    form: Result<Form<ProfileForm<'_>>, Errors<'_>>,
) -> ApiResult<Tagged<UserView>> {
    let mut form = storage::read_form(form, "Image", state.config.limits.avatar_bytes)?;
    let expected = Expected::new(if_match, form.version()?)?;
    let (update, file) = form.parse()?;
    let avatar = save_avatar(state, &auth, file).await?;
    tagged(apply(state, auth.user.id, expected, update, avatar).await?)
}

/// Edits the caller's own profile (email and role are not editable here). Send JSON, or a
/// form with an `avatar` file. Answers with an `ETag`; `If-Match` or `version` guard against
/// overwriting an edit made elsewhere.
#[utoipa::path(
    tag = "auth",
    params(super::version::IfMatchHeader),
    request_body(content(
        (ProfileBody = "application/json"),
        (ProfileForm = "multipart/form-data"),
    )),
    responses(
        (status = 200, body = UserView, headers(("ETag" = String))),
        (status = 409, response = super::openapi::Conflict),
        (status = 412, response = super::openapi::PreconditionFailed),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[patch("/auth/me", data = "<body>", rank = 2)]
pub(super) async fn patch_me_json(
    state: &State<AppState>,
    auth: AuthUser,
    if_match: IfMatch,
    body: JsonBody<ProfileBody>,
) -> ApiResult<Tagged<UserView>> {
    let expected = Expected::new(if_match, body.0.version)?;
    let update = parse(body.0)?;
    tagged(apply(state, auth.user.id, expected, update, None).await?)
}

fn tagged(user: UserView) -> ApiResult<Tagged<UserView>> {
    Ok(Tagged::new(user))
}
