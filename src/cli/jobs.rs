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
        /// Print the result as JSON
        #[arg(long)]
        json: bool,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum JobName {
    /// Raise subscription invoices, remind before due dates, mark overdue
    Billing,
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
    let (name, today, json) = match cmd {
        JobsCommand::List { json } => return list(config, json),
        JobsCommand::Run { name, today, json } => (name, today, json),
    };
    let today = match today.as_deref() {
        None => crate::billing::today(),
        Some(d) => {
            crate::billing::parse_date(d).ok_or_else(|| format!("--today {d}: use YYYY-MM-DD"))?
        }
    };
    let db = open_db(config)?;
    let mailer = crate::mail::Mailer::new(&config.mail, db.clone())?;
    let branding = crate::branding::Branding::load(&config.data_dir)?;
    let sender = crate::billing::notices::Sender {
        agency: branding.agency_name,
        base_url: config.public_base_url(),
    };
    match name {
        JobName::Billing => {
            let outcome = crate::jobs::billing(&db, &mailer, &sender, today)
                .await
                .map_err(|e| e.to_string())?;
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
        }
    }
    Ok(())
}
