//! Random session tokens and the hashes stored for them.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256 random bits, hex encoded: what the client keeps.
pub fn generate() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// A six-digit code from the OS-seeded cryptographic RNG, uniform over 000000..=999999.
pub fn six_digit_code() -> String {
    use rand::Rng;
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

/// Codes are short, so the hash mixes in the address: equal codes for two people never match.
pub fn hash_code(email: &str, code: &str) -> String {
    hash(&format!("{}:{}", email.to_ascii_lowercase(), code))
}
