//! Settings › Public site: admins edit the branding document and the logo; a save applies at
//! once (served document, index.html, mails, PDFs). How the saved changes layer over the data
//! dir's `branding.json` is told in `branding.rs`.

use rocket::form::{Errors, Form};
use rocket::fs::TempFile;
use rocket::{FromForm, Route, State, delete, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::body::{JsonBody, once};
use super::uploads::Cached;
use super::version::{Expected, IfMatch, Tagged};
use crate::auth::{AdminUser, OwnerUser};
use crate::branding::{self, Branding};
use crate::db::audit::{self, Entry};
use crate::db::site::{self as repo, Saved};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::storage::{self, Area, Reply, Store};

pub fn routes() -> Vec<Route> {
    routes![
        get_site,
        patch_site,
        delete_site,
        post_logo,
        post_logo_not_form,
        delete_logo,
        get_logo
    ]
}

/// The public site as Settings edits it.
#[derive(Serialize, ToSchema)]
pub struct SiteSettings {
    /// The branding document in force, as `GET /api/branding/` serves it.
    #[schema(value_type = Object)]
    document: Value,
    /// Whether Settings holds changes over the data dir's `branding.json` and the defaults.
    customized: bool,
    /// The logo uploaded here, if any (it is `document.agency.logo_url` then).
    logo_url: Option<String>,
    /// When an admin last saved here; null before the first save.
    updated_at: Option<String>,
    /// Who saved last, as "Name <email>"; null before the first save or once they are gone.
    updated_by: Option<String>,
    /// +1 on every save; send it back (or as `If-Match`) so a stale save is refused.
    version: i64,
}

impl crate::db::Versioned for SiteSettings {
    fn version(&self) -> i64 {
        self.version
    }
}

fn view(base: &Value, saved: &Saved, store: &Store) -> SiteSettings {
    let built = Branding::build(
        base,
        saved.overrides.as_ref(),
        saved.logo.as_deref().map(|n| (n, store)),
        &saved.plans,
    );
    SiteSettings {
        document: built.doc,
        customized: saved.overrides.is_some() || saved.logo.is_some(),
        logo_url: saved.logo.as_deref().map(branding::logo_url),
        updated_at: saved.updated_at.clone(),
        updated_by: saved.updated_by.clone(),
        version: saved.version,
    }
}

async fn answer(state: &AppState, saved: Saved) -> Tagged<SiteSettings> {
    state.apply_branding(&saved);
    Tagged::new(view(&state.branding_base, &saved, &state.store))
}

/// The public site's branding as Settings edits it (admins only).
#[utoipa::path(
    tag = "settings",
    responses(
        (status = 200, body = SiteSettings, headers(("ETag" = String))),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[get("/admin/site")]
pub(super) async fn get_site(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Tagged<SiteSettings>> {
    let saved = state.db.read(repo::get).await?;
    Ok(Tagged::new(view(
        &state.branding_base,
        &saved,
        &state.store,
    )))
}

/// The edit's keys are those of `GET /api/branding/`, nested as there; any other is refused
/// (422 naming it). The document declares the object closed rather than every branding field.
fn closed_document() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Object)
        .additional_properties(Some(
            utoipa::openapi::schema::AdditionalProperties::FreeForm(false),
        ))
        .description(Some(
            "Changes over the document in force, keyed as GET /api/branding/ answers it; \
             keys it does not have are refused.",
        ))
        .build()
}

#[derive(Deserialize, ToSchema)]
pub(super) struct SiteBody {
    /// Merged over the document in force (objects key by key, lists whole), and the result
    /// checked whole: every field at fault is named, as `document.contact.offices[1].phone`.
    #[schema(schema_with = closed_document)]
    document: serde_json::Map<String, Value>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// Saves the public site's branding; it shows on the site at once (admins only).
#[utoipa::path(
    tag = "settings",
    params(super::version::IfMatchHeader),
    request_body = SiteBody,
    responses(
        (status = 200, body = SiteSettings, headers(("ETag" = String))),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
        (status = 412, response = super::openapi::PreconditionFailed),
    )
)]
#[patch("/admin/site", data = "<body>")]
pub(super) async fn patch_site(
    state: &State<AppState>,
    admin: OwnerUser,
    if_match: IfMatch,
    body: JsonBody<SiteBody>,
) -> ApiResult<Tagged<SiteSettings>> {
    let SiteBody { document, version } = body.0;
    let expected = Expected::new(if_match, version)?;
    let base = state.branding_base.clone();
    let store = state.store.clone();
    let by = admin.0.user.id;
    let actor = admin.0.actor();
    let saved = state
        .db
        .write(move |c| {
            let current = repo::get(c)?;
            let before = view(&base, &current, &store);
            let mut doc = edited(&base, &current, document)?;
            // Checked after the input, so invalid input is reported as such even when stale.
            expected.check(current.version, &view(&base, &current, &store), "site")?;
            // Never saved as a change: the site lists whatever the billing plans are then.
            doc["plans"] = base["plans"].clone();
            repo::save(c, branding::diff(&base, &doc).as_ref(), by)?;
            let saved = repo::get(c)?;
            site_changed(c, &actor, &before, &view(&base, &saved, &store))?;
            Ok(saved)
        })
        .await?;
    Ok(answer(state, saved).await)
}

/// Records an edit of the site's document: only the sections that changed, before and after.
fn site_changed(
    c: &rusqlite::Connection,
    actor: &audit::Actor,
    before: &SiteSettings,
    after: &SiteSettings,
) -> ApiResult<()> {
    let entry = Entry::new(AuditAction::SettingsChanged, AuditObject::Settings, "site")
        .label("Public site")
        .changes(&before.document, &after.document);
    audit::record(c, actor, entry)
}

/// The document in force with `document` merged over it, checked whole (every field at fault
/// named); the uploaded logo stays apart, and the plans may only be sent back unchanged.
fn edited(
    base: &Value,
    current: &Saved,
    mut document: serde_json::Map<String, Value>,
) -> ApiResult<Value> {
    // The plans are the billing plans: sent back as they are they are no change, and
    // anything else is edited under Settings › Plans.
    let plans_changed = document
        .remove("plans")
        .is_some_and(|plans| !same_plans(plans, &current.plans));
    // The document without the uploaded logo: the logo is kept apart, not as a change.
    let mut doc = Branding::build(base, current.overrides.as_ref(), None, &current.plans).doc;
    let before_logo = doc["agency"]["logo_url"].clone();
    branding::merge(&mut doc, Value::Object(document));
    let logo = current.logo.as_deref().map(branding::logo_url);
    if logo.is_some() && doc["agency"]["logo_url"].as_str() == logo.as_deref() {
        doc["agency"]["logo_url"] = before_logo;
    }
    // The file's translations are the operator's, checked as it is loaded; the rules are the
    // agency's own document's.
    let mut own = doc.clone();
    if let Some(o) = own.as_object_mut() {
        o.remove("translations");
    }
    let mut problems = crate::branding_check::problems(&own);
    if plans_changed {
        problems.add(
            "document.plans",
            "The plans are the billing plans: edit them under Settings › Plans.",
        );
    }
    problems.finish()?;
    Ok(doc)
}

/// One plan as the site lists it, compared by value (a price of 100 is the 100.0 served).
#[derive(Deserialize, PartialEq)]
struct ListedPlan {
    id: String,
    name: String,
    price: f64,
    popular: bool,
    features: Vec<String>,
}

fn same_plans(sent: Value, catalogue: &[crate::db::billing::Plan]) -> bool {
    let listed = |v: Value| serde_json::from_value::<Vec<ListedPlan>>(v).ok();
    let sent = listed(sent);
    sent.is_some() && sent == listed(branding::site_plans(catalogue))
}

/// Drops every change made here, the logo too: the site is the data dir's `branding.json`
/// (over the defaults) again (admins only).
#[utoipa::path(
    tag = "settings",
    responses(
        (status = 200, body = SiteSettings, headers(("ETag" = String))),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[delete("/admin/site")]
pub(super) async fn delete_site(
    state: &State<AppState>,
    admin: OwnerUser,
) -> ApiResult<Tagged<SiteSettings>> {
    drop_logo(state, &admin, true).await
}

/// A logo image (JPEG, PNG or GIF, sniffed from its bytes; at most `limits.avatar_bytes`).
/// It is decoded and stored as our own re-encoding, at most 512 pixels a side, without its
/// metadata.
#[derive(FromForm, ToSchema)]
pub(super) struct LogoForm<'r> {
    #[schema(value_type = String, format = Binary, content_media_type = "application/octet-stream")]
    logo: Vec<TempFile<'r>>,
}

/// Sets the agency's logo on the site, the invoices and the reports at once (admins only).
#[utoipa::path(
    tag = "settings",
    request_body(content((LogoForm = "multipart/form-data"))),
    responses(
        (status = 200, body = SiteSettings, headers(("ETag" = String))),
        (status = 403, response = super::openapi::Forbidden),
        (status = 413, response = super::openapi::TooLarge),
        (status = 415, response = super::openapi::UnsupportedMediaType),
    )
)]
#[post(
    "/admin/site/logo",
    format = "multipart/form-data",
    data = "<form>",
    rank = 1
)]
pub(super) async fn post_logo(
    state: &State<AppState>,
    admin: OwnerUser,
    form: Result<Form<LogoForm<'_>>, Errors<'_>>,
) -> ApiResult<Tagged<SiteSettings>> {
    let limit = state.config.limits.avatar_bytes;
    let form = storage::read_form(form, "Image", limit)?;
    let mut file = once("logo", form.logo)?
        .filter(|f| f.len() > 0)
        .ok_or_else(|| ApiError::field("logo", crate::validate::REQUIRED))?;
    let logos = (&state.store, Area::Logos);
    let name = storage::save_image(&mut file, "logo", limit, logos, &state.decoding).await?;
    let by = admin.0.user.id;
    let stored = name.clone();
    let actor = admin.0.actor();
    let result = state
        .db
        .write(move |c| {
            let old = repo::set_logo(c, Some(&stored), by)?;
            let entry = Entry::new(AuditAction::SettingsChanged, AuditObject::Settings, "site")
                .label("Public site logo")
                .before(serde_json::json!({ "logo": old }))
                .after(serde_json::json!({ "logo": stored }));
            audit::record(c, &actor, entry)?;
            Ok((repo::get(c)?, old))
        })
        .await;
    let (saved, old) = match result {
        Ok(done) => done,
        Err(e) => {
            state.store.remove(Area::Logos, &name).await;
            return Err(e);
        }
    };
    remove_logo(state, old).await;
    Ok(answer(state, saved).await)
}

/// Anything but a form cannot carry the logo: 415 rather than Rocket's 404 for a route whose
/// format did not match.
#[post("/admin/site/logo", rank = 2)]
async fn post_logo_not_form(_auth: crate::auth::AuthUser) -> ApiError {
    ApiError::UnsupportedMediaType
}

/// Removes the uploaded logo: the document's own `agency.logo_url` (or the initial) shows
/// again (admins only).
#[utoipa::path(
    tag = "settings",
    responses(
        (status = 200, body = SiteSettings, headers(("ETag" = String))),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[delete("/admin/site/logo")]
pub(super) async fn delete_logo(
    state: &State<AppState>,
    admin: OwnerUser,
) -> ApiResult<Tagged<SiteSettings>> {
    drop_logo(state, &admin, false).await
}

/// Removes the uploaded logo, and with `changes` every other change too; answers the site.
async fn drop_logo(
    state: &AppState,
    admin: &OwnerUser,
    changes: bool,
) -> ApiResult<Tagged<SiteSettings>> {
    let (by, actor) = (admin.0.user.id, admin.0.actor());
    let (saved, old) = state
        .db
        .write(move |c| {
            if changes {
                repo::save(c, None, by)?;
            }
            let old = repo::set_logo(c, None, by)?;
            let what = if changes {
                "Public site reset"
            } else {
                "Public site logo removed"
            };
            let entry = Entry::new(AuditAction::SettingsChanged, AuditObject::Settings, "site")
                .label(what)
                .before(serde_json::json!({ "logo": old }));
            audit::record(c, &actor, entry)?;
            Ok((repo::get(c)?, old))
        })
        .await?;
    remove_logo(state, old).await;
    Ok(answer(state, saved).await)
}

async fn remove_logo(state: &AppState, old: Option<String>) {
    if let Some(old) = old {
        state.store.remove(Area::Logos, &old).await;
    }
}

/// The agency's uploaded logo. Each upload gets a new random name, so it is cached for good.
#[utoipa::path(
    security(()),
    tag = "public",
    responses((status = 200, description = "The image", content(
        (Vec<u8> = "image/png"), (Vec<u8> = "image/jpeg")
    )), (status = 303, response = crate::api::openapi::SeeOther))
)]
#[get("/branding/logo/<name>")]
pub(super) async fn get_logo(state: &State<AppState>, name: &str) -> ApiResult<Reply<Cached>> {
    Cached::stored(&state.store, Area::Logos, name).await
}
