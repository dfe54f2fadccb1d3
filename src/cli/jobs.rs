//! `atrium jobs list`: every scheduled job with its last run and result; `atrium jobs run NAME`:
//! a job by hand, e.g. billing on a chosen day, so operators and tests can drive the calendar.
//! The server runs the same code on its schedule.

use clap::{Subcommand, ValueEnum};

use super::{CliResult, open_db};
use crate::config::AppConfig;

#[derive(Subcommand, Debug)]
pub enum JobsCommand {
    /// Every scheduled job: its schedule, last run, last result and next run
    List {
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
    /// Run one job now and print what it did
    Run {
        #[arg(value_enum)]
        name: JobName,
        /// The day to run as (YYYY-MM-DD, UTC); default today. Billing raises the invoices of
        /// every period that has started by then.
        #[arg(long, value_name = "DATE")]
        today: Option<String>,
        /// The moment to run as (RFC 3339, or YYYY-MM-DDTHH:MM read as UTC), for the jobs that
        /// look at the time of day (approval reminders); its day stands for --today.
        #[arg(long, value_name = "TIME", conflicts_with = "today")]
        at: Option<String>,
        /// Print the result as JSON
        #[arg(long)]
        json: bool,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum JobName {
    /// Raise subscription invoices, remind before due dates, mark overdue
    Billing,
    /// Sync every connected social account whose turn has come
    SocialSync,
    /// Take a backup into the scheduled backups' directory (and prune to `keep`)
    Backup,
    /// Mail the clients' monthly performance reports if today is the agency's day
    MonthlyReports,
    /// Mail the admins' weekly report if today is Monday
    WeeklyReport,
    /// Remove expired sessions and codes
    Housekeeping,
    /// Mail the agency the digests of clients' activity whose window is over
    MailDigests,
    /// Remind approvers of approval deadlines; tell the agency of overdue approvals
    ApprovalReminders,
    /// Publish approved posts whose time has come (when the server's publisher is not busy)
    Publish,
    /// Send the newest scheduled backup off the machine ([offsite]) unless it is there already
    Offsite,
}

fn list(config: &AppConfig, json: bool) -> CliResult {
    let db = open_db(config)?;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let out = crate::jobs::statuses(&conn).map_err(|e| e.to_string())?;
    if json {
        println!(
            "{}",
            serde_json::to_string(&out).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    for j in out {
        let last = match (&j.last_started, j.last_ok) {
            (None, _) => "never run (the server runs it when it starts, then on schedule)".into(),
            (Some(at), None) => format!("started {at}, still running or cut off"),
            (Some(at), Some(ok)) => format!(
                "{at}: {} ({})",
                if ok { "ok" } else { "FAILED" },
                j.last_result.as_deref().unwrap_or("")
            ),
        };
        println!("{:<16} {}", j.name, j.schedule);
        println!("{:<16} last: {last}", "");
        if let Some(next) = &j.next_run {
            println!(
                "{:<16} next: about {next}; {} runs, {} failed",
                "", j.runs, j.failures
            );
        }
    }
    Ok(())
}

pub async fn run(config: &AppConfig, cmd: JobsCommand) -> CliResult {
    let (name, today, at, json) = match cmd {
        JobsCommand::List { json } => return list(config, json),
        JobsCommand::Run {
            name,
            today,
            at,
            json,
        } => (name, today, at, json),
    };
    let moment = match at.as_deref() {
        None => None,
        Some(t) => Some(
            crate::validate::datetime(t)
                .as_deref()
                .and_then(crate::db::parse_time)
                .ok_or_else(|| format!("--at {t}: use YYYY-MM-DDTHH:MM (UTC) or RFC 3339"))?,
        ),
    };
    let today = match (today.as_deref(), moment) {
        (_, Some(m)) => m.date(),
        (None, None) => crate::billing::today(),
        (Some(d), None) => {
            crate::billing::parse_date(d).ok_or_else(|| format!("--today {d}: use YYYY-MM-DD"))?
        }
    };
    let db = open_db(config)?;
    let mailer = crate::mail::Mailer::new(&config.mail, db.clone())?;
    let branding = crate::state::current_branding(config, &db)?;
    let jobs = crate::jobs::Jobs {
        db: db.clone(),
        mailer: mailer.clone(),
        limits: std::sync::Arc::default(),
        agency: crate::branding::Shared::new(branding),
        base_url: config.public_base_url(),
        data_dir: config.data_dir.clone(),
        backup: config.backup.clone(),
        offsite: config.offsite.clone(),
        media: crate::storage::Store::from_config(config)?,
    };
    if let JobName::Billing = name {
        return billing(&jobs, today, json).await;
    }
    // At noon of the day asked, so a --today picks that day's reports.
    let at = match moment {
        Some(m) => m,
        None => today
            .with_hms(12, 0, 0)
            .map_err(|e| e.to_string())?
            .assume_utc(),
    };
    let (label, result) = match name {
        JobName::Billing => unreachable!("answered above"),
        JobName::Publish => {
            let publisher = crate::publish::Publisher::new(
                config,
                syncer(config, &db, mailer)?,
                crate::media::Media::with_key(&crate::storage::key_file(
                    &config.data_dir,
                    "media.key",
                )?),
                crate::decode::Budget::new(config.limits.image_decode_bytes),
                crate::storage::Store::from_config(config)?,
                None,
            );
            let done = publisher.run_due().await.map_err(|e| e.to_string());
            (
                "publish",
                done.map(|pass| match pass {
                    Some(p) => crate::jobs::published(&p),
                    None => {
                        "the server's publisher is running; it publishes due posts itself".into()
                    }
                }),
            )
        }
        JobName::SocialSync => {
            let syncer = syncer(config, &db, mailer)?;
            let done = syncer.run_due().await.map_err(|e| e.to_string());
            (
                "social-sync",
                done.map(|(ok, failed)| format!("{ok} accounts synced, {failed} failed")),
            )
        }
        JobName::Backup => {
            let dir = config.backup.dir_for(&config.data_dir);
            let keep = config.backup.keep;
            let out = dir.join(crate::backup::scheduled_name());
            let media = crate::storage::Store::from_config(config)?;
            let quiet = &crate::backup::Quiet;
            let taken = crate::backup::create(&config.data_dir, Some(&out), &media, quiet)
                .and_then(|path| {
                    // The same retention as the schedule: only its own archives are pruned.
                    crate::backup::prune(&dir, keep)?;
                    Ok(crate::jobs::backup_written(&path))
                });
            ("backup", taken)
        }
        JobName::Offsite => ("offsite", crate::offsite::run::scheduled(&jobs).await),
        JobName::MonthlyReports => {
            let sent = crate::jobs::monthly_reports(&jobs, at).await;
            (
                "monthly-reports",
                sent.map(|n| format!("{n} sent")).map_err(|e| e.to_string()),
            )
        }
        JobName::WeeklyReport => {
            let sent = crate::jobs::weekly_report(&jobs, at).await;
            (
                "weekly-report",
                sent.map(|n| format!("{n} sent")).map_err(|e| e.to_string()),
            )
        }
        JobName::MailDigests => {
            let sent = crate::mail_digest::send_due(
                &db,
                &jobs.mailer,
                &jobs.base_url,
                config.mail.digest_minutes,
                time::OffsetDateTime::now_utc(),
            )
            .await;
            (
                "mail-digests",
                sent.map(|n| format!("{n} sent")).map_err(|e| e.to_string()),
            )
        }
        JobName::ApprovalReminders => {
            let done = crate::reminders::run(&db, &jobs.mailer, &jobs.base_url, at).await;
            (
                "approval-reminders",
                done.map(|d| crate::jobs::reminded(&d))
                    .map_err(|e| e.to_string()),
            )
        }
        JobName::Housekeeping => {
            let done = crate::jobs::housekeeping(&db).await;
            (
                "housekeeping",
                done.map(|(s, c)| format!("{s} expired sessions and {c} codes removed")),
            )
        }
    };
    let text = result.clone();
    crate::jobs::logged(&db, label, async move { text }).await;
    match result {
        Ok(what) if json => println!("{}", serde_json::json!({"job": label, "result": what})),
        Ok(what) => println!("{label}: {what}"),
        Err(e) => return Err(format!("{label} failed: {e}")),
    }
    Ok(())
}

async fn billing(jobs: &crate::jobs::Jobs, today: time::Date, json: bool) -> CliResult {
    let sender = crate::billing::notices::Sender {
        agency: jobs.agency.name(),
        base_url: jobs.base_url.clone(),
    };
    let outcome = crate::jobs::billing(&jobs.db, &jobs.mailer, &sender, today)
        .await
        .map_err(|e| e.to_string());
    let recorded: Result<String, String> = match &outcome {
        Ok(o) => Ok(format!(
            "{} invoices raised, {} reminders, {} overdue notices (as of {today})",
            o.invoices_raised, o.reminders_sent, o.overdue_notices
        )),
        Err(e) => Err(e.clone()),
    };
    crate::jobs::logged(&jobs.db, "billing", async move { recorded }).await;
    let outcome = outcome?;
    if json {
        println!(
            "{}",
            serde_json::to_string(&outcome).map_err(|e| e.to_string())?
        );
    } else {
        println!(
            "billing for {today}: {} invoices raised, {} due-date reminders, {} overdue notices",
            outcome.invoices_raised, outcome.reminders_sent, outcome.overdue_notices
        );
    }
    Ok(())
}

fn syncer(
    config: &AppConfig,
    db: &crate::db::Db,
    mailer: crate::mail::Mailer,
) -> Result<crate::social::sync::Syncer, String> {
    Ok(crate::social::sync::Syncer {
        db: db.clone(),
        config: config.social.clone(),
        vault: crate::social::vault::Vault::load(&config.data_dir)?,
        mailer,
        limits: std::sync::Arc::default(),
    })
}
