//! Inquiries from the public contact form.

use rusqlite::{Connection, params};

use crate::error::ApiResult;

pub use crate::domain::lists::InquiryType;

pub struct Inquiry {
    pub name: String,
    pub email: String,
    pub company: String,
    pub subject: String,
    pub message: String,
    pub inquiry_type: InquiryType,
}

pub fn insert(conn: &Connection, q: &Inquiry, client_addr: &str) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO contact_inquiries (name, email, company, subject, message, inquiry_type, client_addr, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![q.name, q.email, q.company, q.subject, q.message, q.inquiry_type, client_addr, super::now()],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Inquiries from one address within the last hour.
pub fn recent_from(conn: &Connection, client_addr: &str) -> ApiResult<i64> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM contact_inquiries
         WHERE client_addr = ?1 AND created_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 hour')",
        [client_addr],
        |r| r.get(0),
    )?)
}
