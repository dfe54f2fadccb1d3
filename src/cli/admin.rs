//! `atrium admin create | list | set-password | reset-2fa`.

use clap::Subcommand;

use super::{CliResult, open_db, prompt};
use crate::auth::password;
use crate::config::AppConfig;
use crate::db::{audit, second_factor, tokens, users};
use crate::domain::audit::AuditAction;
use crate::error::ApiError;
use crate::validate;

#[derive(Subcommand, Debug)]
pub enum AdminCommand {
    /// Create an admin account
    Create {
        #[arg(long, env = "ATRIUM_ADMIN_EMAIL")]
        email: String,
        /// Full name, e.g. "Ada Lovelace"
        #[arg(long, env = "ATRIUM_ADMIN_NAME")]
        name: String,
        /// Read the password from the first line of standard input
        #[arg(long)]
        password_stdin: bool,
        /// Succeed without changes when an account with this email exists
        #[arg(long)]
        if_not_exists: bool,
    },
    /// List admin accounts
    List,
    /// Set a new password for an account; its sessions are signed out
    SetPassword {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password_stdin: bool,
    },
    /// Remove every second factor of an account (app, passkeys, recovery codes) that lost them
    /// all; its sessions are signed out and it signs in with its password alone
    #[command(name = "reset-2fa")]
    ResetSecondFactor {
        #[arg(long)]
        email: String,
    },
}

pub fn run(config: &AppConfig, cmd: AdminCommand) -> CliResult {
    match cmd {
        AdminCommand::Create {
            email,
            name,
            password_stdin,
            if_not_exists,
        } => {
            let db = open_db(config)?;
            let conn = db.writer_blocking().map_err(|e| e.to_string())?;
            let email = email.trim().to_lowercase();
            if users::email_taken(&conn, &email).map_err(|e| e.to_string())? {
                if if_not_exists {
                    println!("Admin {email} already exists; nothing changed.");
                    return Ok(());
                }
                return Err(format!("an account with the email {email} already exists"));
            }
            let pass = prompt::password(password_stdin)?;
            let id = create_admin(&conn, &email, &name, &pass)?;
            println!("Created admin {email} (id {id}).");
            Ok(())
        }
        AdminCommand::List => {
            let db = open_db(config)?;
            let conn = db.writer_blocking().map_err(|e| e.to_string())?;
            let admins =
                users::list_by_role(&conn, users::Role::Admin).map_err(|e| e.to_string())?;
            if admins.is_empty() {
                println!("No admins yet. Create one with: atrium admin create --email E --name N");
            }
            for a in admins {
                println!(
                    "{:>4}  {:<32}  {:<24}  {}",
                    a.id,
                    a.email,
                    a.full_name(),
                    a.created_at
                );
            }
            Ok(())
        }
        AdminCommand::SetPassword {
            email,
            password_stdin,
        } => {
            let db = open_db(config)?;
            let conn = db.writer_blocking().map_err(|e| e.to_string())?;
            let user = users::find_by_email(&conn, &email)
                .map_err(|e| e.to_string())?
                .ok_or_else(|| format!("no account with the email {email}"))?;
            let pass = prompt::password(password_stdin)?;
            password::check_new("password", &pass, &[&user.email, &user.username])
                .map_err(|e| e.public_message())?;
            let hash = password::hash_now(&pass).map_err(|e| e.to_string())?;
            users::set_password_hash(&conn, user.id, &hash).map_err(|e| e.to_string())?;
            tokens::delete_others(&conn, user.id, None).map_err(|e| e.to_string())?;
            println!(
                "Password updated for {}; existing sessions were signed out.",
                user.email
            );
            Ok(())
        }
        AdminCommand::ResetSecondFactor { email } => {
            let db = open_db(config)?;
            let mut conn = db.writer_blocking().map_err(|e| e.to_string())?;
            let tx = conn.transaction().map_err(|e| e.to_string())?;
            let user = users::find_by_email(&tx, &email)
                .map_err(|e| e.to_string())?
                .ok_or_else(|| format!("no account with the email {email}"))?;
            let had = second_factor::factors(&tx, user.id).map_err(|e| e.to_string())?;
            let entry = audit::Entry::about_user(AuditAction::FactorsReset, &user);
            audit::record(&tx, &audit::Actor::system("atrium admin reset-2fa"), entry)
                .map_err(|e| e.to_string())?;
            second_factor::reset(&tx, user.id).map_err(|e| e.to_string())?;
            tx.commit().map_err(|e| e.to_string())?;
            if had.any() || had.recovery_left > 0 {
                println!(
                    "Removed the second factors of {} and signed out its sessions; it signs in \
                     with its password and can set up a factor again.",
                    user.email
                );
            } else {
                println!(
                    "{} had no second factor; its sessions were signed out.",
                    user.email
                );
            }
            Ok(())
        }
    }
}

/// Validates and creates an admin account; shared by `admin create`, `setup` and the demo.
pub fn create_admin(
    conn: &rusqlite::Connection,
    email: &str,
    name: &str,
    pass: &str,
) -> Result<i64, String> {
    if !validate::is_email(email) {
        return Err(format!("\"{email}\" is not a valid email address"));
    }
    if name.trim().is_empty() {
        return Err("the name must not be empty".into());
    }
    password::check_new("password", pass, &[email, name]).map_err(|e| e.public_message())?;
    let hash = password::hash_now(pass).map_err(|e| e.to_string())?;
    let (first, last) = users::split_name(name);
    let new = users::NewUser {
        role: users::Role::Admin,
        email,
        password_hash: &hash,
        first_name: &first,
        last_name: &last,
        company: "",
    };
    users::insert(conn, &new).map_err(|e: ApiError| e.public_message())
}
