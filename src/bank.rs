//! Bank details as a domain type: the same rules for the API and `atrium bank set`.

use iban::IbanLike;

use crate::db::bank::BankSettings;
use crate::error::ApiResult;
use crate::validate::Check;

pub const INFO_MAX: usize = 500;
pub const IBAN_MAX: usize = 34;
pub const SWIFT_MAX: usize = 11;

pub struct BankInput<'a> {
    pub admin_full_name: Option<&'a str>,
    pub iban: Option<&'a str>,
    pub bank_name: Option<&'a str>,
    pub swift_code: Option<&'a str>,
    pub additional_info: Option<&'a str>,
}

/// IBANs are shown in groups of four; stored without spaces and uppercased.
fn normalize(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_uppercase()
}

pub fn parse(input: &BankInput<'_>) -> ApiResult<BankSettings> {
    let mut check = Check::new();
    let admin_full_name = check.required("admin_full_name", input.admin_full_name, 200);
    let mut iban = normalize(input.iban.unwrap_or_default());
    if iban.is_empty() {
        check.add("iban", "This field is required.");
    } else if iban.len() > IBAN_MAX {
        check.add("iban", "IBAN must be at most 34 characters.");
    } else {
        match iban.parse::<iban::Iban>() {
            // Stored in the electronic format (no spaces); the UI groups it in fours.
            Ok(parsed) => iban = parsed.electronic_str().to_string(),
            Err(_) => check.add(
                "iban",
                "Enter a valid IBAN (country code, check digits and account number).",
            ),
        }
    }
    let swift_code = normalize(input.swift_code.unwrap_or_default());
    if !swift_code.is_empty() {
        let shape_ok = matches!(swift_code.len(), 8 | 11)
            && swift_code.chars().all(|c| c.is_ascii_alphanumeric())
            && swift_code.chars().take(6).all(|c| c.is_ascii_alphabetic());
        if swift_code.len() > SWIFT_MAX {
            check.add("swift_code", "SWIFT/BIC must be at most 11 characters.");
        } else if !shape_ok {
            check.add(
                "swift_code",
                "Enter a valid SWIFT/BIC code (8 or 11 characters).",
            );
        }
    }
    let bank_name = check
        .optional("bank_name", input.bank_name, 200)
        .unwrap_or_default();
    let additional_info = check
        .optional("additional_info", input.additional_info, INFO_MAX)
        .unwrap_or_default();
    check.finish()?;
    Ok(BankSettings {
        configured: true,
        admin_full_name,
        iban,
        bank_name,
        swift_code,
        additional_info,
        updated_at: None,
        version: None,
    })
}
