//! The agency's default language: what a reader who has not chosen one reads, and what is said
//! to the agency's staff at once.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::language::Language;
use crate::error::ApiResult;

pub fn default(c: &Connection) -> ApiResult<Language> {
    Ok(c.query_row(
        "SELECT default_language FROM language_settings WHERE id = 1",
        [],
        |r| r.get(0),
    )
    .optional()?
    .unwrap_or(Language::En))
}

pub fn set_default(c: &Connection, language: Language, now: &str) -> ApiResult<()> {
    c.execute(
        "UPDATE language_settings SET default_language = ?1, updated_at = ?2 WHERE id = 1",
        params![language, now],
    )?;
    Ok(())
}

/// What `user` reads: their own choice, else the agency's default.
pub fn of_user(c: &Connection, user: i64) -> ApiResult<Language> {
    let own: Option<Language> = c
        .query_row("SELECT language FROM users WHERE id = ?1", [user], |r| {
            r.get(0)
        })
        .optional()?
        .flatten();
    match own {
        Some(language) => Ok(language),
        None => default(c),
    }
}

/// What a client reads: its owner's language, else the agency's default.
pub fn of_client(c: &Connection, client: i64) -> ApiResult<Language> {
    let own: Option<Language> = c
        .query_row(
            "SELECT u.language FROM clients c JOIN users u ON u.id = c.user_id WHERE c.id = ?1",
            [client],
            |r| r.get(0),
        )
        .optional()?
        .flatten();
    match own {
        Some(language) => Ok(language),
        None => default(c),
    }
}

/// The language the account at `email` chose, if there is one and it chose.
pub fn chosen_by_address(c: &Connection, email: &str) -> ApiResult<Option<Language>> {
    Ok(c.query_row(
        "SELECT language FROM users WHERE email = ?1",
        [email],
        |r| r.get(0),
    )
    .optional()?
    .flatten())
}

/// Stores what a new account reads (the language its sign-up form was in).
pub fn set_of_user(c: &Connection, user: i64, language: Language) -> ApiResult<()> {
    c.execute(
        "UPDATE users SET language = ?2 WHERE id = ?1",
        params![user, language],
    )?;
    Ok(())
}

/// Each address with what its account reads (its choice, else the agency's default).
pub fn of_addresses(c: &Connection, emails: Vec<String>) -> ApiResult<Vec<(String, Language)>> {
    let fallback = default(c)?;
    emails
        .into_iter()
        .map(|email| {
            let language = chosen_by_address(c, &email)?.unwrap_or(fallback);
            Ok((email, language))
        })
        .collect()
}
