//! The agency's languages: `GET /api/languages` for every page (what a reader who has not chosen
//! reads), and the default for owners to set. Each user's own language is on their profile
//! (`PATCH /api/auth/me`).

use rocket::serde::json::Json;
use rocket::{Route, State, get, put, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use crate::auth::OwnerUser;
use crate::db::audit::{self, Entry};
use crate::db::languages as repo;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::language::Language;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![get_languages, put_languages]
}

/// The languages readers may choose, and the agency's default.
#[derive(Serialize, ToSchema)]
pub(super) struct Languages {
    default_language: Language,
    /// Offered to readers; Arabic is a test catalog for right-to-left layout, not offered.
    offered: Vec<Language>,
}

const OFFERED: [Language; 5] = [
    Language::En,
    Language::De,
    Language::Es,
    Language::Fr,
    Language::Sq,
];

fn answer(default_language: Language) -> Json<Languages> {
    Json(Languages {
        default_language,
        offered: OFFERED.to_vec(),
    })
}

/// The agency's default language and the languages offered (any page, signed in or not).
#[utoipa::path(tag = "settings", security(()), responses((status = 200, body = Languages)))]
#[get("/languages")]
pub(super) async fn get_languages(state: &State<AppState>) -> ApiResult<Json<Languages>> {
    Ok(answer(state.db.read(repo::default).await?))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct LanguagesBody {
    #[schema(required = true, schema_with = doc::of::<Language>)]
    default_language: Option<String>,
}

/// Sets the agency's default language (owners): what a user who has not chosen reads, in the
/// portal, its mails and its PDFs.
#[utoipa::path(
    tag = "settings",
    request_body = LanguagesBody,
    responses((status = 200, body = Languages), (status = 403, response = Forbidden))
)]
#[put("/admin/languages", data = "<body>")]
pub(super) async fn put_languages(
    state: &State<AppState>,
    owner: OwnerUser,
    body: JsonBody<LanguagesBody>,
) -> ApiResult<Json<Languages>> {
    let mut check = Check::new();
    let language: Language =
        check.required_choice("default_language", body.0.default_language.as_deref());
    check.finish()?;
    let actor = owner.0.actor();
    let saved = state
        .db
        .write(move |c| {
            let before = repo::default(c)?;
            repo::set_default(c, language, &crate::db::now())?;
            let entry = Entry::new(
                AuditAction::SettingsChanged,
                AuditObject::LanguageSettings,
                "",
            )
            .label("Default language")
            .before(serde_json::json!({ "default_language": before }))
            .after(serde_json::json!({ "default_language": language }));
            audit::record(c, &actor, entry)?;
            Ok(language)
        })
        .await?;
    Ok(answer(saved))
}
