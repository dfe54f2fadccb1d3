//! `atrium mail outbox`: what Atrium sent (with the log transport, the whole message);
//! `atrium mail test`: one mail through the configured transport, and how it went.

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
    /// Send a test mail through the configured transport and print the outcome
    Test {
        /// The address to send it to
        #[arg(long)]
        to: String,
    },
}

async fn test(config: &AppConfig, to: &str) -> CliResult {
    let db = open_db(config)?;
    let mailer = crate::mail::Mailer::new(&config.mail, db.clone())?;
    let m = &config.mail;
    let route = match m.transport {
        crate::config::MailTransport::Log => {
            "the log transport (nothing leaves this machine; set [mail] transport = \"smtp\")"
                .into()
        }
        crate::config::MailTransport::Smtp => {
            format!(
                "SMTP {}:{} ({:?}) from {}",
                m.smtp_host, m.smtp_port, m.smtp_tls, m.from
            )
        }
    };
    println!("sending a test mail to {to} through {route}");
    let body = "This is a test mail from Atrium. If you can read it, mail from the portal works.\n";
    let sent = mailer.send(to, "Atrium test mail", body).await;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let recorded = outbox::list(&conn, Some(to), 1).map_err(|e| e.to_string())?;
    match (sent, recorded.last()) {
        (Ok(()), Some(r)) => {
            println!(
                "{}: recorded in the outbox as #{} at {}",
                r.status, r.id, r.created_at
            );
            Ok(())
        }
        (Ok(()), None) => Ok(()),
        (Err(e), Some(r)) => Err(format!(
            "not sent: {}",
            r.error.clone().unwrap_or_else(|| e.to_string())
        )),
        (Err(e), None) => Err(format!("not sent: {e}")),
    }
}

pub async fn run(config: &AppConfig, cmd: MailCommand) -> CliResult {
    let (to, last, json) = match cmd {
        MailCommand::Test { to } => return test(config, &to).await,
        MailCommand::Outbox { to, last, json } => (to, last, json),
    };
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
