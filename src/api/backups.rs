//! Backups and scheduled jobs for the agency's admins: the archive list, a backup now, a
//! download (the admin's password again: an archive holds everything), and the jobs' last runs.

use rocket::fs::NamedFile;
use rocket::http::{ContentType, Status};
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::content::files::{Attachment, attachment};
use super::openapi::{self as doc, Forbidden};
use crate::auth::OwnerUser;
use crate::db::audit::Entry;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::jobs::JobStatus;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![
        get_backups,
        post_backup,
        delete_backup,
        post_backup_download,
        get_jobs
    ]
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
    /// How many archives taken by hand are kept.
    keep_manual: u32,
    /// Newest first.
    backups: Vec<BackupFile>,
    /// Copies off the machine (`[offsite]`); null when no bucket is configured.
    #[schema(required = true)]
    offsite: Option<OffsiteCard>,
    /// The uploaded files live in a bucket (`[storage] backend = "s3"`): archives hold the
    /// database and a list of the files, not the files.
    media_in_bucket: bool,
}

/// Where the off-site copies go and how the last one went.
#[derive(Serialize, ToSchema)]
pub(super) struct OffsiteCard {
    /// The bucket, the folder in it, and the store's host (never the keys).
    bucket: String,
    prefix: String,
    host: String,
    keep_daily: u32,
    keep_weekly: u32,
    keep_monthly: u32,
    /// As `/api/health/` says it (never `off` here: the card is null then).
    state: crate::offsite::run::OffsiteState,
    last: crate::db::offsite::OffsiteStatus,
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
    responses((status = 200, body = BackupList), (status = 403, response = Forbidden))
)]
#[get("/admin/backups")]
pub(super) async fn get_backups(
    state: &State<AppState>,
    _admin: OwnerUser,
) -> ApiResult<Json<BackupList>> {
    let cfg = &state.config.offsite;
    let offsite = match cfg.enabled() {
        false => None,
        true => {
            let last = state.db.read(crate::db::offsite::status).await?;
            Some(OffsiteCard {
                bucket: cfg.bucket.clone(),
                prefix: cfg.prefix.trim_matches('/').to_string(),
                host: url::Url::parse(cfg.endpoint.trim())
                    .ok()
                    .and_then(|u| u.host_str().map(str::to_string))
                    .unwrap_or_default(),
                keep_daily: cfg.keep_daily,
                keep_weekly: cfg.keep_weekly,
                keep_monthly: cfg.keep_monthly,
                state: crate::offsite::run::state(&state.config, &last),
                last,
            })
        }
    };
    Ok(Json(BackupList {
        every_hours: state.config.backup.every_hours,
        keep: state.config.backup.keep,
        keep_manual: state.config.backup.keep_manual,
        backups: listed(state)?,
        offsite,
        media_in_bucket: state.store.in_bucket(),
    }))
}

/// Takes a backup now (admins); answers the new archive. One backup runs at a time: while
/// another is under way (an admin's, the schedule's or the CLI's) the answer is 409. The oldest
/// archives taken by hand beyond `[backup] keep_manual` are removed.
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 201, body = BackupFile),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
    )
)]
#[post("/admin/backups")]
pub(super) async fn post_backup(
    state: &State<AppState>,
    admin: OwnerUser,
) -> ApiResult<(Status, Json<BackupFile>)> {
    let data_dir = state.config.data_dir.clone();
    let dir = state.config.backup.dir_for(&data_dir);
    let keep = state.config.backup.keep_manual;
    let media = state.store.clone();
    let name = crate::db::run_blocking(move || {
        let held = crate::backup::Running::try_now(&data_dir)
            .map_err(ApiError::internal)?
            .ok_or_else(|| {
                ApiError::conflict(
                    "backup_running",
                    "A backup is already running; try again when it has finished.",
                )
            })?;
        let name = manual_name(&dir);
        crate::backup::create_held(
            &held,
            &data_dir,
            Some(&dir.join(&name)),
            &media,
            &crate::backup::Quiet,
        )
        .and_then(|_| crate::backup::prune_manual(&dir, keep))
        .map_err(ApiError::internal)?;
        Ok(name)
    })
    .await?;
    let made = listed(state)?
        .into_iter()
        .find(|b| b.file == name)
        .ok_or_else(|| ApiError::internal("the new archive is not listed"))?;
    let entry = Entry::new(AuditAction::BackupCreated, AuditObject::Backup, &made.file)
        .label(made.file.clone())
        .after(&made);
    state.audit(admin.0.actor(), entry).await?;
    Ok((Status::Created, Json(made)))
}

/// A name for the next archive taken by hand. Names carry the time to the second and sort as
/// taken; a second backup within the same second waits for the next one rather than replacing
/// the first. Called while holding the backup lock, so nobody else takes the name meanwhile.
fn manual_name(dir: &std::path::Path) -> String {
    loop {
        let name = format!(
            "{}{}.zip",
            crate::backup::MANUAL_PREFIX,
            crate::backup::timestamp()
        );
        if !dir.join(&name).exists() {
            return name;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// Deletes one archive (admins). Only a name the list shows; anything else is 404.
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
    )
)]
#[delete("/admin/backups/<file>")]
pub(super) async fn delete_backup(
    state: &State<AppState>,
    admin: OwnerUser,
    file: &str,
) -> ApiResult<Status> {
    let dir = state.config.backup.dir_for(&state.config.data_dir);
    let file = file.to_string();
    let name = file.clone();
    let removed = crate::db::run_blocking(move || {
        crate::backup::remove(&dir, &file).map_err(ApiError::internal)
    })
    .await?;
    if removed {
        let entry =
            Entry::new(AuditAction::BackupDeleted, AuditObject::Backup, &name).label(name.clone());
        state.audit(admin.0.actor(), entry).await?;
        Ok(Status::NoContent)
    } else {
        Err(ApiError::not_found())
    }
}

#[derive(Deserialize, ToSchema)]
pub(super) struct DownloadBody {
    /// The admin's own password, again.
    #[schema(required = true, min_length = 1, nullable = false)]
    password: Option<String>,
}

/// Downloads an archive (admins, with their password again; wrong ones are limited like
/// sign-ins, 429). An unknown name is 404.
#[utoipa::path(
    tag = "operations",
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
    admin: OwnerUser,
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
    let entry = Entry::new(AuditAction::BackupDownloaded, AuditObject::Backup, file).label(file);
    state.audit(admin.0.actor(), entry).await?;
    Ok(attachment(opened, ContentType::ZIP, file))
}

/// The scheduled jobs with their last runs (admins).
#[utoipa::path(
    tag = "operations",
    responses((status = 200, body = Vec<JobStatus>), (status = 403, response = Forbidden))
)]
#[get("/admin/jobs")]
pub(super) async fn get_jobs(
    state: &State<AppState>,
    _admin: OwnerUser,
) -> ApiResult<Json<Vec<JobStatus>>> {
    Ok(Json(state.db.read(crate::jobs::statuses).await?))
}
