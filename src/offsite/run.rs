//! The off-site copy as the backup job makes it: the newest scheduled archive, sent unless it is
//! already the last copy, each try recorded; the second failure in a row is mailed to the owners
//! (once per run of failures: a store that stays down does not mail every hour).

use std::path::{Path, PathBuf};

use super::OffsiteConfig;
use crate::db::Db;
use crate::words::Phrase;

/// Sends `archive` and records the try; answers the job's line, or the error with how many tries
/// in a row have now failed.
pub fn copy_and_record(
    db: &Db,
    data_dir: &Path,
    cfg: &OffsiteConfig,
    archive: &Path,
) -> Result<String, (String, i64)> {
    let result = super::send(data_dir, cfg, archive);
    let now = crate::db::now();
    let record = |c: &rusqlite::Connection| match &result {
        Ok(sent) => {
            crate::db::offsite::record(c, &now, Some(&sent.name), Some(sent.bytes as i64), None)
        }
        Err(e) => crate::db::offsite::record(c, &now, None, None, Some(e)),
    };
    let failures = db
        .writer_blocking()
        .and_then(|c| record(&c))
        .map_err(|e| (format!("recording the off-site copy: {e}"), 0))?;
    match result {
        Ok(sent) => Ok(format!(
            "off-site copy {} ({} bytes) uploaded and confirmed; {} older copies pruned",
            sent.name,
            sent.bytes,
            sent.pruned.len()
        )),
        Err(e) => Err((e, failures)),
    }
}

/// The newest scheduled archive in `dir` when it has not been copied yet.
pub fn pending(db: &Db, dir: &Path) -> Result<Option<PathBuf>, String> {
    let newest = crate::backup::list(dir)?
        .into_iter()
        .find(|l| l.file.starts_with(super::NAME_PREFIX));
    let Some(newest) = newest else {
        return Ok(None);
    };
    let last = db
        .read_here(crate::db::offsite::status)
        .map_err(|e| e.to_string())?
        .last_copy_name;
    let copied = last.is_some_and(|n| n.strip_suffix(super::SEALED) == Some(newest.file.as_str()));
    Ok((!copied).then(|| dir.join(newest.file)))
}

/// The `offsite` job: sends the newest scheduled archive when it is not off the machine yet (a
/// failed try is tried again at the job's next run). Answers the job's line; with no bucket
/// configured there is nothing to do, which is not a failure.
pub async fn scheduled(jobs: &crate::jobs::Jobs) -> Result<String, String> {
    if !jobs.offsite.enabled() {
        return Ok("Off: no off-site bucket is configured".into());
    }
    // Refuses a malformed target before anything is read.
    super::remote(&jobs.offsite)?;
    let (db, data_dir, cfg) = (jobs.db.clone(), jobs.data_dir.clone(), jobs.offsite.clone());
    let dir = jobs.backup.dir_for(&data_dir);
    let outcome = tokio::task::spawn_blocking(move || {
        let Some(archive) = pending(&db, &dir)? else {
            return Ok(None);
        };
        Ok(Some(copy_and_record(&db, &data_dir, &cfg, &archive)))
    })
    .await
    .map_err(|e| e.to_string())?;
    match outcome {
        Ok(None) => Ok("The newest backup is off the machine already".into()),
        Ok(Some(Ok(line))) => Ok(line),
        Ok(Some(Err((error, failures)))) => {
            if failures == 2 {
                tell_owners(jobs, &error).await;
            }
            Err(format!(
                "off-site copy failed ({failures} in a row): {error}"
            ))
        }
        Err(e) => Err(e),
    }
}

async fn tell_owners(jobs: &crate::jobs::Jobs, error: &str) {
    let owners = jobs
        .db
        .read(|c| {
            let owners = crate::db::staff::owner_addresses(c)?;
            owners
                .into_iter()
                .map(|(id, email)| Ok((email, crate::db::languages::of_user(c, id)?)))
                .collect::<crate::error::ApiResult<Vec<_>>>()
        })
        .await;
    let Ok(owners) = owners else {
        tracing::error!("off-site copies are failing and the owners could not be read: {error}");
        return;
    };
    let agency = jobs.agency.name();
    let mails = owners.into_iter().map(|(email, lang)| {
        let body = Phrase::new("offsite-failing-body")
            .arg("agency", agency.as_str())
            .arg("error", error)
            .say(lang);
        (
            email,
            crate::words::say(lang, "offsite-failing-subject"),
            body,
        )
    });
    jobs.mailer.notify_each(mails).await;
}

/// Where copies stand for a monitor or a person: `off` (none configured, or no scheduled
/// backups to copy), `waiting` (none tried yet), `ok`, or `overdue` (the last copy is older than
/// the backup interval and two hours, or there is none and a try failed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OffsiteState {
    Off,
    Waiting,
    Ok,
    Overdue,
}

pub fn state(
    config: &crate::config::AppConfig,
    copies: &crate::db::offsite::OffsiteStatus,
) -> OffsiteState {
    let every_hours = i64::from(config.backup.every_hours);
    if !config.offsite.enabled() || every_hours == 0 {
        return OffsiteState::Off;
    }
    let Some(last) = &copies.last_copy_at else {
        return match copies.last_attempt_at {
            Some(_) => OffsiteState::Overdue,
            None => OffsiteState::Waiting,
        };
    };
    let age = crate::db::parse_time(last)
        .map(|at| (time::OffsetDateTime::now_utc() - at).whole_hours())
        .unwrap_or(i64::MAX);
    if age > every_hours + 2 {
        OffsiteState::Overdue
    } else {
        OffsiteState::Ok
    }
}
