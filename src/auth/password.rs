//! Password hashing with argon2id, behind a gate that caps how many hashes run at once, and the
//! strength rule for new passwords.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::Semaphore;

use crate::db::run_blocking;
use crate::error::{ApiError, ApiResult};

pub const MIN_LENGTH: usize = 8;
/// Long enough for passphrases, short enough that hashing cannot be used to burn CPU.
pub const MAX_LENGTH: usize = 256;
/// zxcvbn's scale: 2 is "somewhat guessable" (safe against throttled online guessing, which is
/// what a sign-in form faces); 0 and 1 are the top of every cracking list.
const MIN_SCORE: u8 = 2;
/// zxcvbn's matching grows quickly with length; a passphrase this long is strong anyway.
const SCORED_PREFIX: usize = 64;
pub const TOO_WEAK: &str =
    "This password is too easy to guess. Use a longer phrase or mix in words that aren't common.";

/// OWASP's argon2id setting with the smallest memory (9 MiB, 4 passes, 1 lane): as strong as
/// the 19 MiB default but half the memory per hash, which is what bounds the server's peak.
/// Hashes made with other parameters still verify: the parameters travel in the hash.
fn argon2() -> Argon2<'static> {
    let params = Params::new(9 * 1024, 4, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// How long a request may queue for a hashing slot before it is told the server is busy.
const QUEUE_WAIT: Duration = Duration::from_secs(3);

/// Runs every password hash and check of the server, at most one per core at a time: each holds
/// its memory for its whole run, so the cap is what keeps a flood of anonymous sign-ins from
/// taking the server's memory. Callers queue briefly, then get a 503.
pub struct Hasher {
    gate: Semaphore,
    /// Hashes and checks run since start (each costs the same), for tests and diagnostics.
    runs: AtomicU64,
}

impl Default for Hasher {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Hasher {
            gate: Semaphore::new(cores.clamp(1, 4)),
            runs: AtomicU64::new(0),
        }
    }
}

impl Hasher {
    pub fn runs(&self) -> u64 {
        self.runs.load(Ordering::Relaxed)
    }

    /// Runs one argon2 job once a slot is free; 503 when none frees up in time.
    async fn gated<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> ApiResult<T> + Send + 'static,
    ) -> ApiResult<T> {
        let permit = tokio::time::timeout(QUEUE_WAIT, self.gate.acquire())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        self.runs.fetch_add(1, Ordering::Relaxed);
        let result = run_blocking(job).await;
        drop(permit);
        result
    }

    pub async fn hash(&self, password: String) -> ApiResult<String> {
        self.gated(move || hash_now(&password)).await
    }

    /// Checks a password against a stored hash; `None` runs a dummy check instead, so an
    /// unknown account takes as long to refuse as a wrong password.
    pub async fn verify(&self, password: String, stored: Option<String>) -> ApiResult<bool> {
        self.gated(move || {
            Ok(match stored {
                Some(stored) => verify_now(&password, &stored),
                None => {
                    let _ = verify_now(&password, dummy());
                    false
                }
            })
        })
        .await
    }
}

fn busy() -> ApiError {
    ApiError::Unavailable("The server is busy. Please try again in a moment.".into())
}

/// The blocking form, for the command line and seeding, where no server is running.
pub fn hash_now(password: &str) -> ApiResult<String> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ApiError::internal(format!("hashing password: {e}")))
}

pub fn verify_now(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| {
            argon2()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

fn dummy() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_now("dummy-password-for-timing").unwrap_or_default())
}

/// The rule for new passwords: 8 to 256 characters and not trivially guessable. `context` holds
/// the person's own email and name, which make a password weak when it is built from them.
pub fn check_new(field: &str, password: &str, context: &[&str]) -> ApiResult<()> {
    match problem(password, context) {
        Some(p) => Err(ApiError::field(field, p)),
        None => Ok(()),
    }
}

/// What is wrong with a new password, if anything.
pub fn problem(password: &str, context: &[&str]) -> Option<&'static str> {
    let len = password.chars().count();
    if len < MIN_LENGTH {
        return Some("Password must be at least 8 characters long");
    }
    if len > MAX_LENGTH {
        return Some("Password must be at most 256 characters long");
    }
    let scored: String = password.chars().take(SCORED_PREFIX).collect();
    let score: u8 = zxcvbn::zxcvbn(&scored, context).score().into();
    (score < MIN_SCORE).then_some(TOO_WEAK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trivial_and_common_passwords_are_refused() {
        for weak in ["        ", "aaaaaaaa", "password", "12345678", "qwertyuiop"] {
            assert_eq!(problem(weak, &[]), Some(TOO_WEAK), "{weak:?}");
        }
        assert_eq!(
            problem("jonas.berg@example.com", &["jonas.berg@example.com"]),
            Some(TOO_WEAK)
        );
        assert_eq!(problem("correct horse battery", &[]), None);
        assert_eq!(problem("Tr4vel-Kettle-92", &[]), None);
    }

    #[test]
    fn hashes_made_with_the_old_default_parameters_still_verify() {
        let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
        let old = Argon2::default()
            .hash_password(b"Tr4vel-Kettle-92", &salt)
            .unwrap()
            .to_string();
        assert!(verify_now("Tr4vel-Kettle-92", &old));
        assert!(!verify_now("Tr4vel-Kettle-93", &old));
    }
}
