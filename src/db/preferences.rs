//! Which mails each user wants. No row means the defaults (everything on).

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct Preferences {
    /// Invoices, payment reminders and verification results.
    pub email_invoices: bool,
    /// Admins: a client registered or a prospect wrote through the contact form.
    pub email_new_clients: bool,
    /// Security notices about the account itself, such as a changed password.
    pub email_system_alerts: bool,
    /// Admins: a Monday summary of the agency's week.
    pub weekly_reports: bool,
    /// Content: a post awaits approval, was approved or sent back, or has a new comment.
    pub email_content: bool,
    /// Messages: a new message arrived while this user was away (at most one an hour per
    /// conversation).
    pub email_messages: bool,
    pub version: i64,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            email_invoices: true,
            email_new_clients: true,
            email_system_alerts: true,
            weekly_reports: true,
            email_content: true,
            email_messages: true,
            version: 1,
        }
    }
}

impl super::Versioned for Preferences {
    fn version(&self) -> i64 {
        self.version
    }
}

/// One kind of mail, as chosen in the preferences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    Invoices,
    NewClients,
    SystemAlerts,
    WeeklyReports,
    Content,
    Messages,
}

impl Preferences {
    pub fn wants(&self, kind: MailKind) -> bool {
        match kind {
            MailKind::Invoices => self.email_invoices,
            MailKind::NewClients => self.email_new_clients,
            MailKind::SystemAlerts => self.email_system_alerts,
            MailKind::WeeklyReports => self.weekly_reports,
            MailKind::Content => self.email_content,
            MailKind::Messages => self.email_messages,
        }
    }
}

pub fn get(conn: &Connection, user_id: i64) -> ApiResult<Preferences> {
    let row = conn
        .query_row(
            "SELECT email_invoices, email_new_clients, email_system_alerts, weekly_reports, version,
                    email_content, email_messages
             FROM notification_preferences WHERE user_id = ?1",
            [user_id],
            |r| {
                Ok(Preferences {
                    email_invoices: r.get(0)?,
                    email_new_clients: r.get(1)?,
                    email_system_alerts: r.get(2)?,
                    weekly_reports: r.get(3)?,
                    version: r.get(4)?,
                    email_content: r.get(5)?,
                    email_messages: r.get(6)?,
                })
            },
        )
        .optional()?;
    Ok(row.unwrap_or_default())
}

pub fn save(conn: &Connection, user_id: i64, p: &Preferences) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO notification_preferences
             (user_id, email_invoices, email_new_clients, email_system_alerts, weekly_reports,
              email_content, email_messages, version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 2)
         ON CONFLICT (user_id) DO UPDATE SET email_invoices = excluded.email_invoices,
             email_new_clients = excluded.email_new_clients,
             email_system_alerts = excluded.email_system_alerts,
             weekly_reports = excluded.weekly_reports,
             email_content = excluded.email_content,
             email_messages = excluded.email_messages,
             version = notification_preferences.version + 1",
        params![
            user_id,
            p.email_invoices,
            p.email_new_clients,
            p.email_system_alerts,
            p.weekly_reports,
            p.email_content,
            p.email_messages
        ],
    )?;
    Ok(())
}

/// The email addresses of the admins who want this kind of mail.
pub fn admin_recipients(conn: &Connection, kind: MailKind) -> ApiResult<Vec<String>> {
    let admins = super::users::serving(conn, None)?;
    let mut out = Vec::new();
    for admin in admins {
        if get(conn, admin.id)?.wants(kind) {
            out.push(admin.email);
        }
    }
    Ok(out)
}

/// Whether this user wants this kind of mail.
pub fn wants(conn: &Connection, user_id: i64, kind: MailKind) -> ApiResult<bool> {
    Ok(get(conn, user_id)?.wants(kind))
}
