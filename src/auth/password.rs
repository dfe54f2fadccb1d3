//! Password hashing with argon2id (the crate's defaults follow the OWASP recommendation).

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

use crate::error::{ApiError, ApiResult};

pub const MIN_LENGTH: usize = 8;
/// Long enough for passphrases, short enough that hashing cannot be used to burn CPU.
pub const MAX_LENGTH: usize = 256;

pub fn hash(password: &str) -> ApiResult<String> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ApiError::internal(format!("hashing password: {e}")))
}

pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// Burns the same time as a real check, so unknown accounts cannot be told apart by timing.
pub fn verify_dummy(password: &str) {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let stored = DUMMY.get_or_init(|| hash("dummy-password-for-timing").unwrap_or_default());
    let _ = verify(password, stored);
}

/// The rule the UI advertises and the server enforces for new passwords.
pub fn check_new(field: &str, password: &str) -> ApiResult<()> {
    let len = password.chars().count();
    if len < MIN_LENGTH {
        return Err(ApiError::field(
            field,
            "Password must be at least 8 characters long",
        ));
    }
    if len > MAX_LENGTH {
        return Err(ApiError::field(
            field,
            "Password must be at most 256 characters long",
        ));
    }
    Ok(())
}
