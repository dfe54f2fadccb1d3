//! Periodic work inside the server process: housekeeping every hour, the weekly report mail.

use std::sync::Arc;
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};
use time::{Date, OffsetDateTime, Weekday};

use crate::billing::job::Outcome;
use crate::billing::notices::Sender;

use crate::db::preferences::{self, MailKind};
use crate::db::{Db, stats, tokens};
use crate::domain::lists::AnalyticsPeriod;
use crate::error::ApiResult;
use crate::limits::Limits;
use crate::mail::Mailer;

const EVERY: Duration = Duration::from_secs(3600);
const WEEKLY_REPORT: &str = "weekly_report";
const MONTHLY_REPORTS: &str = "monthly_client_reports";

/// What the jobs need; the server hands it over when it starts.
pub struct Jobs {
    pub db: Db,
    pub mailer: Mailer,
    pub limits: Arc<Limits>,
    /// Read when a mail is sent, so a name changed in Settings signs the next one.
    pub agency: crate::branding::Shared,
    /// For links in billing mail.
    pub base_url: String,
    pub data_dir: std::path::PathBuf,
    pub backup: crate::config::BackupConfig,
    pub offsite: crate::offsite::OffsiteConfig,
    /// Where uploads live: a backup lists a bucket's instead of copying them.
    pub media: crate::storage::Store,
}

/// One job the server runs: its name (`atrium jobs run NAME`), the title people read, what it
/// does and when in plain words, and how often it wakes.
pub struct Job {
    pub name: &'static str,
    pub title: &'static str,
    pub schedule: &'static str,
    pub every_secs: i64,
}

/// Every job the server runs (`atrium jobs list`, Settings › Scheduled jobs).
pub const CATALOGUE: &[Job] = &[
    Job {
        name: "housekeeping",
        title: "Housekeeping",
        schedule: "Every hour: signs out expired sessions and clears old sign-in codes",
        every_secs: 3600,
    },
    Job {
        name: "billing",
        title: "Invoices and reminders",
        schedule: "Every hour: raises plan invoices, sends payment reminders and overdue notices",
        every_secs: 3600,
    },
    Job {
        name: "weekly-report",
        title: "Weekly agency report",
        schedule: "Mondays: mails the admins a summary of the week",
        every_secs: 3600,
    },
    Job {
        name: "monthly-reports",
        title: "Monthly client reports",
        schedule: "Once a month, on the day set under Report schedule: mails each client its report",
        every_secs: 3600,
    },
    Job {
        name: "social-sync",
        title: "Social account sync",
        schedule: "Every 5 minutes: fetches new figures for the accounts whose turn it is",
        every_secs: 300,
    },
    Job {
        name: "backup",
        title: "Backups",
        schedule: "Checks every hour and backs up when the last backup is old enough",
        every_secs: 3600,
    },
    Job {
        name: "offsite",
        title: "Off-site copy",
        schedule: "Every hour, after the backup: sends the newest scheduled backup, sealed, to the \
                   off-site bucket unless it is there already, and prunes older copies",
        every_secs: 3600,
    },
    Job {
        name: "approval-reminders",
        title: "Approval reminders",
        schedule: "Every 5 minutes: reminds approvers a day and two hours before a post's \
                   approval deadline and when it passes, and tells the agency once it has",
        every_secs: 300,
    },
    Job {
        name: "publish",
        title: "Publishing",
        schedule: "Every 30 seconds (at once after Publish now): publishes approved posts whose \
                   time has come to Instagram and YouTube",
        every_secs: 30,
    },
    Job {
        name: "mail-digests",
        title: "Client activity mails",
        schedule: "Every minute: sends the gathered mail about a busy client's activity",
        every_secs: 60,
    },
];

/// What the backup job says it did: the archive's file name and size, never where the server
/// keeps it (people read this under Settings).
pub fn backup_written(path: &std::path::Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match std::fs::metadata(path) {
        Ok(m) => format!("Saved {name} ({})", size_text(m.len())),
        Err(_) => format!("Saved {name}"),
    }
}

/// "12.4 MB", or "840 KB" under a megabyte (as the Backups card writes sizes).
fn size_text(bytes: u64) -> String {
    const MB: u64 = 1024 * 1024;
    if bytes >= MB {
        format!("{:.1} MB", bytes as f64 / MB as f64)
    } else {
        format!("{} KB", bytes.div_ceil(1024).max(1))
    }
}

/// A job as `atrium jobs list` and the admins see it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct JobStatus {
    pub name: &'static str,
    /// What people call it ("Backups", "Invoices and reminders").
    pub title: &'static str,
    pub schedule: &'static str,
    #[schema(required = true)]
    pub last_started: Option<String>,
    #[schema(required = true)]
    pub last_finished: Option<String>,
    /// Whether the last run worked; null before the first or while one runs.
    #[schema(required = true)]
    pub last_ok: Option<bool>,
    /// What it did, or why it failed.
    #[schema(required = true)]
    pub last_result: Option<String>,
    pub runs: i64,
    pub failures: i64,
    /// Estimated from the last start and the job's interval; null before the first run.
    #[schema(required = true)]
    pub next_run: Option<String>,
}

/// Every job of `CATALOGUE` with its last run from `job_log`.
pub fn statuses(conn: &Connection) -> ApiResult<Vec<JobStatus>> {
    let mut out = Vec::new();
    for job in CATALOGUE {
        let (name, every) = (job.name, job.every_secs);
        let row = conn
            .query_row(
                "SELECT last_started, last_finished, last_ok, last_result, runs, failures
                 FROM job_log WHERE name = ?1",
                [name],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, Option<String>>(1)?,
                        r.get::<_, Option<bool>>(2)?,
                        r.get::<_, Option<String>>(3)?,
                        r.get::<_, i64>(4)?,
                        r.get::<_, i64>(5)?,
                    ))
                },
            )
            .optional()?;
        let mut status = JobStatus {
            name,
            title: job.title,
            schedule: job.schedule,
            last_started: None,
            last_finished: None,
            last_ok: None,
            last_result: None,
            runs: 0,
            failures: 0,
            next_run: None,
        };
        if let Some((started, finished, ok, result, runs, failures)) = row {
            status.next_run =
                crate::db::unix_from_iso(&started).map(|t| crate::db::iso_from_unix(t + every));
            status.last_started = Some(started);
            status.last_finished = finished;
            status.last_ok = ok;
            status.last_result = result;
            status.runs = runs;
            status.failures = failures;
        }
        out.push(status);
    }
    Ok(out)
}

/// Runs one job and records its start, end and outcome in `job_log` (a failure is logged too).
/// The jobs of one loop run one after another, so a job never overlaps itself.
pub async fn logged<F>(db: &Db, name: &'static str, job: F)
where
    F: std::future::Future<Output = Result<String, String>>,
{
    let started = crate::db::now();
    let at = started.clone();
    let begun = db
        .write(move |c| {
            c.execute(
                "INSERT INTO job_log (name, last_started) VALUES (?1, ?2)
                 ON CONFLICT (name) DO UPDATE SET last_started = ?2, last_finished = NULL",
                params![name, at],
            )?;
            Ok(())
        })
        .await;
    if let Err(e) = begun {
        tracing::error!("job {name}: could not record its start: {e}");
    }
    let outcome = job.await;
    if let Err(e) = &outcome {
        tracing::error!("job {name} failed: {e}");
    }
    let (ok, result) = match outcome {
        Ok(r) => (true, r),
        Err(e) => (false, e),
    };
    let finished = db
        .write(move |c| {
            c.execute(
                "UPDATE job_log SET last_finished = ?2, last_ok = ?3, last_result = ?4,
                     runs = runs + 1, failures = failures + (?3 = 0)
                 WHERE name = ?1",
                params![name, crate::db::now(), ok, result],
            )?;
            Ok(())
        })
        .await;
    if let Err(e) = finished {
        tracing::error!("job {name}: could not record its end: {e}");
    }
}

/// Tries a job up to three times, waiting 1 s, then 2 s: a busy database or a provider's
/// hiccup usually passes. The result says when it took more than one try.
pub async fn with_retries<F, Fut>(mut job: F) -> Result<String, String>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<String, String>>,
{
    let mut wait = Duration::from_secs(1);
    let mut attempt = 1;
    loop {
        match job().await {
            Ok(r) if attempt == 1 => return Ok(r),
            Ok(r) => return Ok(format!("{r} (on try {attempt})")),
            Err(e) if attempt == 3 => return Err(format!("{e} (3 tries)")),
            Err(e) => {
                tracing::warn!("a job failed, trying again in {wait:?}: {e}");
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
        }
    }
}

/// A report job's outcome as the job log keeps it: how many went out, or why none did.
fn sent(reports: ApiResult<usize>) -> Result<String, String> {
    reports
        .map(|n| format!("{n} sent"))
        .map_err(|e| e.to_string())
}

/// Runs every hour: purges expired sessions and codes, forgets refilled rate-limit keys, sends
/// the weekly and monthly reports on their days, and runs billing.
pub async fn run(jobs: Jobs) {
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tick.tick().await;
        logged(
            &jobs.db,
            "housekeeping",
            with_retries(|| async {
                let (sessions, codes) = housekeeping(&jobs.db).await?;
                jobs.limits.sweep();
                Ok(format!(
                    "{sessions} expired sessions and {codes} codes removed"
                ))
            }),
        )
        .await;
        logged(
            &jobs.db,
            "weekly-report",
            with_retries(|| async { sent(weekly_report(&jobs, OffsetDateTime::now_utc()).await) }),
        )
        .await;
        logged(
            &jobs.db,
            "monthly-reports",
            with_retries(|| async {
                sent(monthly_reports(&jobs, OffsetDateTime::now_utc()).await)
            }),
        )
        .await;
        let sender = Sender {
            agency: jobs.agency.name(),
            base_url: jobs.base_url.clone(),
        };
        logged(
            &jobs.db,
            "backup",
            with_retries(|| async {
                let (data_dir, cfg) = (jobs.data_dir.clone(), jobs.backup.clone());
                let (dir, media) = (cfg.dir_for(&data_dir), jobs.media.clone());
                let taken = tokio::task::spawn_blocking(move || {
                    crate::backup::scheduled(&data_dir, &dir, cfg.every_hours, cfg.keep, &media)
                })
                .await
                .map_err(|e| e.to_string())??;
                Ok(match taken {
                    Some(path) => backup_written(&path),
                    None => "Not due yet".into(),
                })
            }),
        )
        .await;
        // No retries here: a failed copy is tried again at the next run, and the owners are told
        // at the second failure in a row.
        logged(&jobs.db, "offsite", crate::offsite::run::scheduled(&jobs)).await;
        logged(
            &jobs.db,
            "billing",
            with_retries(|| async {
                let o = billing(&jobs.db, &jobs.mailer, &sender, crate::billing::today())
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(format!(
                    "{} invoices raised, {} reminders, {} overdue notices",
                    o.invoices_raised, o.reminders_sent, o.overdue_notices
                ))
            }),
        )
        .await;
    }
}

/// How often the social sync looks for accounts whose turn has come: each account keeps its own
/// time (the configured interval after its last sync, later after failures).
const SOCIAL_CHECK: Duration = Duration::from_secs(300);

/// Syncs connected social accounts as they fall due, for as long as the server runs.
pub async fn run_social(syncer: crate::social::sync::Syncer) {
    let mut tick = tokio::time::interval(SOCIAL_CHECK);
    loop {
        tick.tick().await;
        logged(
            &syncer.db,
            "social-sync",
            with_retries(|| async {
                let (ok, failed) = syncer.run_due().await.map_err(|e| e.to_string())?;
                Ok(format!("{ok} accounts synced, {failed} failed"))
            }),
        )
        .await;
    }
}

/// Publishes approved posts as they fall due, for as long as the server runs: every
/// `check_seconds`, or at once when woken (Publish now, Try again). After the first, a pass with
/// nothing to do is not logged, so an idle server writes nothing.
pub async fn run_publisher(publisher: crate::publish::Publisher) {
    let every = Duration::from_secs(u64::from(publisher.config.check_seconds.max(1)));
    let mut first = true;
    loop {
        let pass = publisher.run_due().await;
        match pass {
            Ok(Some(p)) if first || p != crate::publish::Pass::default() => {
                let said = published(&p);
                logged(&publisher.db, "publish", async { Ok(said) }).await;
            }
            Ok(_) => {}
            Err(e) => logged(&publisher.db, "publish", async { Err(e.to_string()) }).await,
        }
        first = false;
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = publisher.wake.notified() => {}
        }
    }
}

/// What a publishing pass says it did.
pub fn published(p: &crate::publish::Pass) -> String {
    format!(
        "{} published, {} to try again, {} failed",
        p.published, p.waiting, p.failed
    )
}

/// How often approval deadlines are looked at: a reminder goes out within this long of its step.
const REMINDER_CHECK: Duration = Duration::from_secs(300);

/// Reminds approvers of deadlines and tells the agency of overdue approvals (`reminders`).
pub async fn run_reminders(db: Db, mailer: Mailer, base_url: String) {
    let mut tick = tokio::time::interval(REMINDER_CHECK);
    loop {
        tick.tick().await;
        logged(
            &db,
            "approval-reminders",
            with_retries(|| async {
                let now = OffsetDateTime::now_utc();
                let done = crate::reminders::run(&db, &mailer, &base_url, now)
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(reminded(&done))
            }),
        )
        .await;
    }
}

/// What the reminders job says it did.
pub fn reminded(done: &crate::reminders::Outcome) -> String {
    format!(
        "{} reminders, {} overdue approvals told to the agency",
        done.reminders, done.overdue
    )
}

/// How often the digests of clients' activity are looked for: a digest goes out within this
/// long after its window closes.
const DIGEST_CHECK: Duration = Duration::from_secs(60);

/// Sends the agency's digests of clients' activity as their windows close (see `mail_digest`).
pub async fn run_digests(db: Db, mailer: Mailer, base_url: String, window_minutes: u32) {
    let mut tick = tokio::time::interval(DIGEST_CHECK);
    loop {
        tick.tick().await;
        logged(
            &db,
            "mail-digests",
            with_retries(|| async {
                let sent = crate::mail_digest::send_due(
                    &db,
                    &mailer,
                    &base_url,
                    window_minutes,
                    OffsetDateTime::now_utc(),
                )
                .await
                .map_err(|e| e.to_string())?;
                Ok(format!("{sent} sent"))
            }),
        )
        .await;
    }
}

/// The billing run for `today` (see `billing::job`); its mails go out after it commits.
pub async fn billing(db: &Db, mailer: &Mailer, sender: &Sender, today: Date) -> ApiResult<Outcome> {
    let sender = sender.clone();
    let (outcome, mails) = db
        .write(move |c| crate::billing::job::run(c, &sender, today))
        .await?;
    crate::billing::notices::send_all(mailer, mails).await;
    Ok(outcome)
}

pub async fn housekeeping(db: &Db) -> Result<(usize, usize), String> {
    db.write(|c| {
        let sessions = tokens::purge_expired(c)?;
        let codes = c.execute(
            "DELETE FROM verification_codes WHERE expires_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')",
            [],
        )?;
        Ok((sessions, codes))
    })
    .await
    .map_err(|e| e.to_string())
}

/// Mails the week's figures to every admin who wants the weekly report, once per Monday (UTC).
/// Returns how many were sent; 0 on other days or when this Monday's report already went out.
pub async fn weekly_report(jobs: &Jobs, now: OffsetDateTime) -> ApiResult<usize> {
    if now.weekday() != Weekday::Monday {
        return Ok(0);
    }
    let today = now.date().to_string();
    let agency = jobs.agency.name();
    // Claimed in the same transaction that reads the figures: two runs cannot both send.
    let claimed = jobs
        .db
        .write(move |c| {
            if last_run(c, WEEKLY_REPORT)?.is_some_and(|d| d == today) {
                return Ok(None);
            }
            record_run(c, WEEKLY_REPORT, &today)?;
            let body = report_body(c, &agency)?;
            let to = preferences::admin_recipients(c, MailKind::WeeklyReports)?;
            Ok(Some((body, crate::db::languages::of_addresses(c, to)?)))
        })
        .await?;
    let Some((body, recipients)) = claimed else {
        return Ok(0);
    };
    let mails = recipients.into_iter().map(|(to, lang)| {
        let subject = crate::words::say(lang, "weekly-report-subject");
        (to, subject, body.say(lang))
    });
    Ok(jobs.mailer.notify_each(mails).await)
}

/// Mails each client with accounts its performance report, once a month, on the agency's day
/// (or the first run after it, when the server was down that day). Returns how many were sent.
pub async fn monthly_reports(jobs: &Jobs, now: OffsetDateTime) -> ApiResult<usize> {
    let month = format!("{:04}-{:02}", now.year(), now.month() as u8);
    let day = now.day();
    let (agency, link) = (jobs.agency.name(), jobs.base_url.clone());
    // Claimed in the same transaction that gathers the figures: two runs cannot both send.
    let mails = jobs
        .db
        .write(move |c| {
            let schedule = crate::db::report_schedule::get(c)?;
            let done = last_run(c, MONTHLY_REPORTS)?.is_some_and(|m| m == month);
            if !schedule.monthly_reports || day < schedule.day_of_month || done {
                return Ok(Vec::new());
            }
            record_run(c, MONTHLY_REPORTS, &month)?;
            let mut mails = Vec::new();
            for (id, name, email) in crate::db::report_schedule::recipients(c)? {
                let lang = crate::db::languages::of_client(c, id)?;
                let report = crate::reports::gather(
                    c,
                    Some(id),
                    name.clone(),
                    AnalyticsPeriod::OneMonth,
                    lang,
                )?;
                mails.push((
                    email,
                    crate::words::say(lang, "monthly-report-subject"),
                    crate::reports::mail_body(&report, &name, &agency, &link),
                ));
            }
            Ok(mails)
        })
        .await?;
    Ok(jobs.mailer.notify_each(mails).await)
}

fn last_run(c: &Connection, name: &str) -> ApiResult<Option<String>> {
    Ok(c.query_row(
        "SELECT last_run FROM job_runs WHERE name = ?1",
        [name],
        |r| r.get(0),
    )
    .optional()?)
}

fn record_run(c: &Connection, name: &str, day: &str) -> ApiResult<()> {
    c.execute(
        "INSERT INTO job_runs (name, last_run) VALUES (?1, ?2)
         ON CONFLICT (name) DO UPDATE SET last_run = excluded.last_run",
        params![name, day],
    )?;
    Ok(())
}

/// The week's figures as a mail, to be said in each recipient's language.
fn report_body(c: &Connection, agency: &str) -> ApiResult<crate::words::Phrase> {
    let s = stats::admin(c)?;
    let count = |sql: &str| -> ApiResult<i64> { Ok(c.query_row(sql, [], |r| r.get(0))?) };
    let new_clients = count(
        "SELECT COUNT(*) FROM clients WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days')",
    )?;
    let completed = count(
        "SELECT COUNT(*) FROM tasks WHERE completed_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days')",
    )?;
    let revenue = crate::billing::money(c, s.total_revenue_cents)?;
    Ok(crate::words::Phrase::new("weekly-report-body")
        .arg("agency", agency)
        .arg("new_clients", new_clients.to_string())
        .arg("active_clients", s.active_clients.to_string())
        .arg("revenue", revenue)
        .arg("completed", completed.to_string())
        .arg("open_tasks", s.pending_tasks.to_string())
        .arg("overdue_tasks", s.overdue_tasks.to_string())
        .arg("overdue_payments", s.overdue_payments.to_string()))
}

#[cfg(test)]
mod tests {
    use super::with_retries;

    #[rocket::async_test]
    async fn a_failing_job_is_tried_three_times_and_says_so() {
        let mut tries = 0;
        let mended = with_retries(|| {
            tries += 1;
            let now = tries;
            async move {
                if now < 2 {
                    Err("database is locked".to_string())
                } else {
                    Ok("done".to_string())
                }
            }
        })
        .await;
        assert_eq!(mended, Ok("done (on try 2)".to_string()));
        let mut calls = 0;
        let broken = with_retries(|| {
            calls += 1;
            async { Err::<String, _>("provider down".to_string()) }
        })
        .await;
        assert_eq!(broken, Err("provider down (3 tries)".to_string()));
        assert_eq!(calls, 3);
    }
}
