//! `atrium setup`: writes config.toml, migrates, creates the first admin. Safe to run twice.

use std::path::PathBuf;

use clap::Args;

use super::{CliResult, admin, open_db, prompt};
use crate::config::{AppConfig, MailTransport, SmtpTls, Sources};
use crate::db::users;

#[derive(Args, Debug)]
pub struct SetupArgs {
    /// Use only flags and defaults; never prompt
    #[arg(long)]
    pub non_interactive: bool,
    /// Public URL of this installation, used in links sent by mail
    #[arg(long)]
    pub public_url: Option<String>,
    #[arg(long)]
    pub address: Option<std::net::IpAddr>,
    #[arg(long)]
    pub port: Option<u16>,
    /// "log" (mail goes to the log and the outbox) or "smtp"
    #[arg(long, value_parser = ["log", "smtp"])]
    pub mail_transport: Option<String>,
    #[arg(long)]
    pub smtp_host: Option<String>,
    #[arg(long)]
    pub smtp_port: Option<u16>,
    #[arg(long)]
    pub smtp_username: Option<String>,
    /// Better given as ATRIUM_MAIL__SMTP_PASSWORD than on the command line
    #[arg(long)]
    pub smtp_password: Option<String>,
    #[arg(long, value_parser = ["none", "starttls", "tls"])]
    pub smtp_tls: Option<String>,
    /// Sender address, e.g. "Agency <no-reply@agency.com>"
    #[arg(long)]
    pub mail_from: Option<String>,
    #[arg(long)]
    pub admin_email: Option<String>,
    #[arg(long)]
    pub admin_name: Option<String>,
    /// Read the first admin's password from standard input
    #[arg(long)]
    pub admin_password_stdin: bool,
    /// The currency the agency bills in (ISO 4217, e.g. EUR); only while no invoice exists
    #[arg(long, value_name = "CODE")]
    pub currency: Option<String>,
}

fn pick<T: Clone>(flag: &Option<T>, current: T) -> T {
    flag.clone().unwrap_or(current)
}

fn apply_flags(c: &mut AppConfig, a: &SetupArgs) {
    c.public_url = pick(&a.public_url, c.public_url.clone());
    c.address = pick(&a.address, c.address);
    c.port = pick(&a.port, c.port);
    if let Some(t) = &a.mail_transport {
        c.mail.transport = if t == "smtp" {
            MailTransport::Smtp
        } else {
            MailTransport::Log
        };
    }
    c.mail.smtp_host = pick(&a.smtp_host, c.mail.smtp_host.clone());
    c.mail.smtp_port = pick(&a.smtp_port, c.mail.smtp_port);
    c.mail.smtp_username = pick(&a.smtp_username, c.mail.smtp_username.clone());
    c.mail.smtp_password = pick(&a.smtp_password, c.mail.smtp_password.clone());
    if let Some(t) = &a.smtp_tls {
        c.mail.smtp_tls = match t.as_str() {
            "none" => SmtpTls::None,
            "tls" => SmtpTls::Tls,
            _ => SmtpTls::Starttls,
        };
    }
    c.mail.from = pick(&a.mail_from, c.mail.from.clone());
}

fn interview(c: &mut AppConfig, a: &mut SetupArgs) -> Result<(), String> {
    println!("Atrium setup. Press Enter to keep the value in brackets.\n");
    c.data_dir = PathBuf::from(prompt::ask(
        "Data directory",
        &c.data_dir.display().to_string(),
    )?);
    c.public_url = prompt::ask("Public URL (e.g. https://portal.agency.com)", &c.public_url)?;
    let smtp = prompt::ask(
        "Send mail by SMTP? (yes/no)",
        if c.mail.transport == MailTransport::Smtp {
            "yes"
        } else {
            "no"
        },
    )?;
    if smtp.starts_with('y') {
        c.mail.transport = MailTransport::Smtp;
        c.mail.smtp_host = prompt::ask("SMTP host", &c.mail.smtp_host)?;
        c.mail.smtp_port = prompt::ask("SMTP port", &c.mail.smtp_port.to_string())?
            .parse()
            .map_err(|_| "the SMTP port must be a number")?;
        c.mail.smtp_username = prompt::ask("SMTP username", &c.mail.smtp_username)?;
        if !c.mail.smtp_username.is_empty() {
            c.mail.smtp_password =
                rpassword::prompt_password("SMTP password: ").map_err(|e| e.to_string())?;
        }
        c.mail.from = prompt::ask("Sender address", &c.mail.from)?;
    }
    if a.currency.is_none() {
        let code = prompt::ask(
            "Currency the agency bills in (ISO 4217)",
            crate::money::DEFAULT,
        )?;
        a.currency = Some(code);
    }
    if a.admin_email.is_none() {
        let email = prompt::ask("First admin's email (empty to skip)", "")?;
        if !email.is_empty() {
            a.admin_name = Some(prompt::ask("First admin's name", "Agency Admin")?);
            a.admin_email = Some(email);
        }
    }
    Ok(())
}

pub fn run(mut config: AppConfig, sources: &Sources, mut args: SetupArgs) -> CliResult {
    apply_flags(&mut config, &args);
    if !args.non_interactive && prompt::is_terminal() {
        interview(&mut config, &mut args)?;
    }
    std::fs::create_dir_all(&config.data_dir).map_err(|e| e.to_string())?;
    let path = sources
        .config_file
        .clone()
        .unwrap_or_else(|| config.config_file_in_data_dir());
    let header = "# Written by `atrium setup`; see config.example.toml for every key.\n";
    std::fs::write(&path, format!("{header}{}", config.to_toml())).map_err(|e| e.to_string())?;
    println!("Wrote {}.", path.display());
    let db = open_db(&config)?;
    println!("Database ready at {}.", config.db_path().display());
    if let Some(code) = args.currency.as_deref() {
        set_currency(&db, code)?;
    }
    if let Some(email) = args.admin_email.as_deref().map(|e| e.trim().to_lowercase()) {
        let conn = db.writer_blocking().map_err(|e| e.to_string())?;
        if users::email_taken(&conn, &email).map_err(|e| e.to_string())? {
            println!("Admin {email} already exists; left unchanged.");
        } else {
            let name = args
                .admin_name
                .clone()
                .unwrap_or_else(|| "Agency Admin".into());
            let pass = prompt::password(args.admin_password_stdin)?;
            admin::create_admin(&conn, &email, &name, &pass)?;
            println!("Created admin {email}.");
        }
    }
    println!(
        "Start the server with: atrium --data-dir {} serve",
        config.data_dir.display()
    );
    Ok(())
}

/// The agency's currency, as Settings sets it: refused once invoices exist.
fn set_currency(db: &crate::db::Db, code: &str) -> CliResult {
    let code = code.trim().to_uppercase();
    let currency = crate::money::currency(&code)
        .ok_or_else(|| format!("{code:?} is not an ISO 4217 currency an agency can bill in"))?;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let s = crate::db::money::get(&conn).map_err(|e| e.to_string())?;
    if s.currency == code {
        println!("Currency: {code}.");
        return Ok(());
    }
    if s.currency_locked {
        return Err(format!(
            "invoices in {} exist, so the currency stays {}",
            s.currency, s.currency
        ));
    }
    let change = crate::db::money::Change {
        currency,
        prices_include_tax: s.prices_include_tax,
        default_tax_rate: s.default_tax_rate,
        tax_id: s.tax_id.clone(),
        address: s.address.clone(),
    };
    crate::db::money::save(&conn, s.currency(), &change).map_err(|e| e.to_string())?;
    println!("Currency: {code}.");
    Ok(())
}
