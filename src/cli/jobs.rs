//! `atrium jobs run NAME`: a scheduled job by hand, e.g. billing on a chosen day, so operators
//! and tests can drive the calendar. The server runs the same code every hour.

use clap::{Subcommand, ValueEnum};

use super::{CliResult, open_db};
use crate::config::AppConfig;

#[derive(Subcommand, Debug)]
pub enum JobsCommand {
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

pub async fn run(config: &AppConfig, cmd: JobsCommand) -> CliResult {
    let JobsCommand::Run { name, today, json } = cmd;
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
