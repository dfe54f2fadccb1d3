//! A post's fields as a request carries them: a JSON body, or a form with files (read here,
//! its size refusals named for images and videos both).

use rocket::form::{Errors, Form, FromForm};
use rocket::fs::TempFile;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;

use super::images;
use crate::api::body::{form_flag, once};
use crate::api::openapi as doc;
use crate::db::content::SocialPlatform;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A post's fields as JSON; on an edit, fields left out keep their value.
#[derive(Deserialize, Default, ToSchema)]
pub(crate) struct ContentBody {
    /// The client's id (admins; a client user's posts are always its own).
    #[schema(schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "crate::api::ids::one")]
    pub(super) client: Option<i64>,
    #[schema(schema_with = platform_schema)]
    pub(super) platform: Option<String>,
    #[schema(max_length = 200, nullable = false)]
    pub(super) title: Option<String>,
    /// The caption.
    #[schema(min_length = 1, max_length = 5000, nullable = false)]
    pub(super) content: Option<String>,
    /// RFC 3339 (`YYYY-MM-DDTHH:MM[:SS]` without a zone is also read, as UTC).
    #[schema(schema_with = crate::api::input_schema::datetime)]
    pub(super) scheduled_date: Option<String>,
    /// A note to the other side (the client's "Message to Admin").
    #[schema(max_length = 2000, nullable = false)]
    pub(super) admin_message: Option<String>,
    /// On creation by an admin: wait for the client's approval (else approved at once).
    #[schema(nullable = false)]
    pub(super) needs_client_approval: Option<bool>,
    /// One of the client's active accounts on the post's platform, or null for the first one.
    #[schema(schema_with = crate::api::input_schema::id_input_or_null)]
    #[serde(default, deserialize_with = "crate::api::ids::clearable")]
    pub(super) social_account: Option<Option<i64>>,
    /// Edit: remove every current image first.
    #[schema(nullable = false)]
    pub(super) delete_old_images: Option<bool>,
    /// Edit: remove these images.
    #[schema(schema_with = image_ids)]
    #[serde(default, deserialize_with = "crate::api::ids::list")]
    pub(super) delete_image_ids: Option<Vec<i64>>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    pub(super) version: Option<i64>,
    /// YouTube: the video's tags (500 characters in all).
    #[schema(nullable = false)]
    pub(super) tags: Option<Vec<String>>,
    /// YouTube: who may watch the video.
    #[schema(schema_with = privacy_schema)]
    pub(super) privacy: Option<String>,
}

fn privacy_schema() -> RefOr<Schema> {
    doc::of::<crate::domain::publishing::Privacy>()
}

fn platform_schema() -> RefOr<Schema> {
    doc::of::<SocialPlatform>()
}

/// Image ids to remove (none is fine).
fn image_ids() -> Schema {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(RefOr::T(crate::api::input_schema::id_input()))
        .into()
}

fn form_ids() -> Schema {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(crate::api::input_schema::id_text())
        .into()
}

/// A new post as JSON: the same fields, with platform, content and schedule required.
#[derive(Deserialize)]
#[serde(transparent)]
pub(crate) struct ContentCreate(pub(super) ContentBody);

impl utoipa::PartialSchema for ContentCreate {
    fn schema() -> RefOr<Schema> {
        doc::with_required::<ContentBody>(
            "A new post; an admin also names the client.",
            &["platform", "content", "scheduled_date"],
        )
    }
}

impl utoipa::ToSchema for ContentCreate {}

/// The same fields as a form, with `images` (repeated, JPEG, PNG, GIF or WebP, 10 MB each, 10
/// per post). Yes/no fields read `true`, `1`, `on`, `yes`; `false`, `0`, `off`, `no` or empty.
#[derive(FromForm, ToSchema)]
pub(crate) struct ContentForm<'r> {
    #[schema(schema_with = crate::api::input_schema::id_text, required = false)]
    client: Vec<String>,
    #[schema(schema_with = platform_schema, required = false)]
    platform: Vec<String>,
    #[schema(value_type = String, max_length = 200, required = false)]
    title: Vec<String>,
    #[schema(value_type = String, min_length = 1, max_length = 5000, required = false)]
    content: Vec<String>,
    #[schema(schema_with = crate::api::input_schema::datetime, required = false)]
    scheduled_date: Vec<String>,
    #[schema(value_type = String, max_length = 2000, required = false)]
    admin_message: Vec<String>,
    #[schema(schema_with = crate::api::input_schema::form_flag, required = false)]
    needs_client_approval: Vec<String>,
    #[schema(schema_with = crate::api::input_schema::id_text, required = false)]
    social_account: Vec<String>,
    #[schema(schema_with = crate::api::input_schema::form_flag, required = false)]
    delete_old_images: Vec<String>,
    #[schema(schema_with = form_ids, required = false)]
    delete_image_ids: Vec<String>,
    #[schema(value_type = i64, minimum = 0, required = false)]
    version: Vec<String>,
    /// YouTube: the video's tags, separated by commas.
    #[schema(value_type = String, required = false)]
    tags: Vec<String>,
    #[schema(schema_with = privacy_schema, required = false)]
    privacy: Vec<String>,
    #[schema(schema_with = images::files_schema, required = false)]
    images: Vec<TempFile<'r>>,
}

/// A new post as a form: the same fields, with platform, content and schedule required.
pub(crate) struct ContentFormCreate;

impl utoipa::PartialSchema for ContentFormCreate {
    fn schema() -> RefOr<Schema> {
        doc::with_required::<ContentForm<'static>>(
            "A new post as a form; an admin also names the client.",
            &["platform", "content", "scheduled_date"],
        )
    }
}

impl utoipa::ToSchema for ContentFormCreate {}

fn number(field: &str, v: Option<String>) -> ApiResult<Option<i64>> {
    match v.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) => s
            .parse()
            .map(Some)
            .map_err(|_| ApiError::field(field, "Use a whole number.")),
    }
}

impl<'r> ContentForm<'r> {
    /// The text fields as the JSON body would carry them, and the files.
    pub(super) fn split(self) -> ApiResult<(ContentBody, Vec<TempFile<'r>>)> {
        let mut delete_ids = Vec::new();
        for v in self.delete_image_ids {
            delete_ids.extend(number("delete_image_ids", Some(v))?);
        }
        let account = match once("social_account", self.social_account)? {
            None => None,
            Some(v) => Some(number("social_account", Some(v))?),
        };
        let flag = |field, values| -> ApiResult<Option<bool>> {
            form_flag(field, once(field, values)?.as_deref())
        };
        let body = ContentBody {
            client: number("client", once("client", self.client)?)?,
            platform: once("platform", self.platform)?,
            title: once("title", self.title)?,
            content: once("content", self.content)?,
            scheduled_date: once("scheduled_date", self.scheduled_date)?,
            admin_message: once("admin_message", self.admin_message)?,
            needs_client_approval: flag("needs_client_approval", self.needs_client_approval)?,
            social_account: account,
            delete_old_images: flag("delete_old_images", self.delete_old_images)?,
            delete_image_ids: Some(delete_ids),
            version: number("version", once("version", self.version)?)?,
            tags: once("tags", self.tags)?.map(|t| t.split(',').map(str::to_string).collect()),
            privacy: once("privacy", self.privacy)?,
        };
        // A form whose file input was left empty still sends one nameless, empty part.
        let files = self.images.into_iter().filter(|f| f.len() > 0).collect();
        Ok((body, files))
    }
}

pub(super) fn read_form<'r>(
    state: &AppState,
    form: Result<Form<ContentForm<'r>>, Errors<'_>>,
) -> ApiResult<ContentForm<'r>> {
    // A file Rocket stopped reading is past both limits (its own is the larger plus a little),
    // and it is not known yet whether it was an image or a video: the answer names both.
    let limits = &state.config.limits;
    let (image, video) = (limits.content_image_bytes, limits.video_bytes);
    crate::storage::read_form(form, "Image", image).map_err(|e| match e {
        ApiError::TooLarge(_) => ApiError::TooLarge(format!(
            "A video must be less than {} and an image less than {}.",
            crate::storage::size_label(video),
            crate::storage::size_label(image)
        )),
        e => e,
    })
}

impl ContentBody {
    pub(super) fn delete_old_images(&self) -> bool {
        self.delete_old_images.unwrap_or(false)
    }

    pub(super) fn delete_image_ids(&self) -> Vec<i64> {
        self.delete_image_ids.clone().unwrap_or_default()
    }
}
