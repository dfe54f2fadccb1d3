//! Backups and scheduled jobs for the agency's admins: the archive list, a backup now, a
//! download (the admin's password again: an archive holds everything), and the jobs' last runs.

use rocket::fs::NamedFile;
use rocket::http::{ContentType, Status};
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::content::files::{Attachment, attachment};
use super::openapi::{self as doc, Forbidden};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::jobs::JobStatus;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_backups, post_backup, post_backup_download, get_jobs]
}

#[derive(Serialize, ToSchema)]
pub(super) struct BackupFile {
    file: String,
    bytes: u64,
    #[schema(required = true)]
    created_at: Option<String>,
    #[schema(required = true)]
    schema_version: Option<u32>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct BackupList {
    /// Hours between scheduled backups (0: off) and how many are kept.
    every_hours: u32,
    keep: u32,
    /// Newest first.
    backups: Vec<BackupFile>,
}

fn listed(state: &AppState) -> ApiResult<Vec<BackupFile>> {
    let dir = state.config.backup.dir_for(&state.config.data_dir);
    Ok(crate::backup::list(&dir)
        .map_err(ApiError::internal)?
        .into_iter()
        .map(|b| BackupFile {
            file: b.file,
            bytes: b.bytes,
            created_at: b.created_at,
            schema_version: b.schema_version,
        })
        .collect())
}

/// The backup archives and the schedule (admins).
#[utoipa::path(
    tag = "operations",
    security(("Token" = [])),
    responses((status = 200, body = BackupList), (status = 403, response = Forbidden))
)]
#[get("/admin/backups")]
pub(super) async fn get_backups(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<BackupList>> {
    Ok(Json(BackupList {
        every_hours: state.config.backup.every_hours,
        keep: state.config.backup.keep,
        backups: listed(state)?,
    }))
}

/// Takes a backup now (admins); answers the new archive.
#[utoipa::path(
    tag = "operations",
    security(("Token" = [])),
    responses((status = 201, body = BackupFile), (status = 403, response = Forbidden))
)]
#[post("/admin/backups")]
pub(super) async fn post_backup(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<(Status, Json<BackupFile>)> {
    let data_dir = state.config.data_dir.clone();
    let dir = state.config.backup.dir_for(&data_dir);
    let name = format!("manual-backup-{}.zip", crate::backup::timestamp());
    let path = dir.join(&name);
    crate::db::run_blocking(move || {
        crate::backup::create(&data_dir, Some(&path), &crate::backup::Quiet)
            .map_err(ApiError::internal)
    })
    .await?;
    let made = listed(state)?
        .into_iter()
        .find(|b| b.file == name)
        .ok_or_else(|| ApiError::internal("the new archive is not listed"))?;
    Ok((Status::Created, Json(made)))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct DownloadBody {
    /// The admin's own password, again.
    #[schema(nullable = false)]
    password: Option<String>,
}

/// Downloads an archive (admins, with their password again; wrong ones are limited like
/// sign-ins, 429). An unknown name is 404.
#[utoipa::path(
    tag = "operations",
    security(("Token" = [])),
    request_body = DownloadBody,
    responses(
        (status = 200, description = "The archive", content((Vec<u8> = "application/zip")),
            headers(("Content-Disposition" = String))),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
        (status = 422, response = doc::Invalid),
        (status = 429, response = doc::RateLimited),
    )
)]
#[post("/admin/backups/<file>/download", data = "<body>")]
pub(super) async fn post_backup_download(
    state: &State<AppState>,
    admin: AdminUser,
    file: &str,
    body: JsonBody<DownloadBody>,
    addr: Option<std::net::IpAddr>,
) -> ApiResult<Attachment<NamedFile>> {
    let password = body.0.password.unwrap_or_default();
    if password.is_empty() {
        return Err(ApiError::field("password", "This field is required."));
    }
    if !super::auth::recheck(state, &admin.0.user, password, addr).await? {
        return Err(ApiError::field("password", "Your password is incorrect."));
    }
    // Only a name the list shows: never a path.
    if !listed(state)?.iter().any(|b| b.file == file) {
        return Err(ApiError::not_found());
    }
    let path = state
        .config
        .backup
        .dir_for(&state.config.data_dir)
        .join(file);
    let opened = NamedFile::open(&path)
        .await
        .map_err(|_| ApiError::not_found())?;
    Ok(attachment(opened, ContentType::ZIP, file))
}

/// The scheduled jobs with their last runs (admins).
#[utoipa::path(
    tag = "operations",
    security(("Token" = [])),
    responses((status = 200, body = Vec<JobStatus>), (status = 403, response = Forbidden))
)]
#[get("/admin/jobs")]
pub(super) async fn get_jobs(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<Vec<JobStatus>>> {
    Ok(Json(state.db.read(crate::jobs::statuses).await?))
}
