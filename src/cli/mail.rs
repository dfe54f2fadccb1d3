//! `atrium mail outbox`: what Atrium sent (with the log transport, the whole message).

use clap::Subcommand;

use super::{CliResult, open_db};
use crate::config::AppConfig;
use crate::db::outbox;

#[derive(Subcommand, Debug)]
pub enum MailCommand {
    /// Show recent outgoing mail, oldest first
    Outbox {
        /// Only mail to this address
        #[arg(long)]
        to: Option<String>,
        /// How many of the newest mails to show
        #[arg(long, default_value_t = 10)]
        last: u32,
        /// Print a JSON array instead of text
        #[arg(long)]
        json: bool,
    },
}

pub fn run(config: &AppConfig, cmd: MailCommand) -> CliResult {
    let MailCommand::Outbox { to, last, json } = cmd;
    let db = open_db(config)?;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let mails = outbox::list(&conn, to.as_deref(), last).map_err(|e| e.to_string())?;
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&mails).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    if mails.is_empty() {
        println!("The outbox is empty.");
    }
    for m in mails {
        println!(
            "--- #{} {} [{} via {}]",
            m.id, m.created_at, m.status, m.transport
        );
        println!("To: {}\nSubject: {}", m.to, m.subject);
        match (&m.body, &m.error) {
            (Some(body), _) => println!("\n{body}"),
            (None, Some(err)) => println!("Error: {err}"),
            (None, None) => println!("(body not kept for mail sent by SMTP)"),
        }
    }
    Ok(())
}
