//! The agency's bank account, shown to clients paying by transfer.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

/// The agency's bank account; `configured` is false until an admin has saved it.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct BankSettings {
    pub configured: bool,
    pub admin_full_name: String,
    pub iban: String,
    pub bank_name: String,
    pub swift_code: String,
    pub additional_info: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub updated_at: Option<String>,
    /// For admins, who edit it (see `api/version.rs`); 0 before the first save.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub version: Option<i64>,
}

pub fn get(conn: &Connection) -> ApiResult<BankSettings> {
    let row = conn
        .query_row(
            "SELECT admin_full_name, iban, bank_name, swift_code, additional_info, updated_at,
                    version
             FROM bank_settings WHERE id = 1",
            [],
            |r| {
                Ok(BankSettings {
                    configured: true,
                    admin_full_name: r.get(0)?,
                    iban: r.get(1)?,
                    bank_name: r.get(2)?,
                    swift_code: r.get(3)?,
                    additional_info: r.get(4)?,
                    updated_at: r.get(5)?,
                    version: r.get(6)?,
                })
            },
        )
        .optional()?;
    Ok(row.unwrap_or(BankSettings {
        version: Some(0),
        ..Default::default()
    }))
}

/// What `viewer` may see: admins everything, clients only what a transfer needs.
pub fn get_for(conn: &Connection, viewer: super::clients::Scope) -> ApiResult<BankSettings> {
    let mut settings = get(conn)?;
    if !matches!(viewer, super::clients::Scope::Agency) {
        settings.updated_at = None;
        settings.version = None;
    }
    Ok(settings)
}

pub fn save(conn: &Connection, s: &BankSettings) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO bank_settings (id, admin_full_name, iban, bank_name, swift_code, additional_info, updated_at)
         VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (id) DO UPDATE SET admin_full_name = excluded.admin_full_name, iban = excluded.iban,
             bank_name = excluded.bank_name, swift_code = excluded.swift_code,
             additional_info = excluded.additional_info, updated_at = excluded.updated_at,
             version = bank_settings.version + 1",
        params![s.admin_full_name, s.iban, s.bank_name, s.swift_code, s.additional_info, super::now()],
    )?;
    Ok(())
}
