//! Provider tokens sealed at rest with XChaCha20-Poly1305 under a key kept in the data directory
//! (`social.key`, owner-only), never in the database: a copy of the database file alone reveals
//! no token. Each sealed value carries its own random nonce and is bound to the account it
//! belongs to, so a token moved to another account's row does not open.

use std::path::Path;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};

/// Marks the layout, so a later change of cipher can tell old values apart.
const PREFIX: &str = "v1:";
const NONCE_LEN: usize = 24;

#[derive(Clone)]
pub struct Vault {
    cipher: XChaCha20Poly1305,
}

impl Vault {
    /// Reads `social.key` from the data directory, creating it (owner-only) on first start.
    pub fn load(data_dir: &Path) -> Result<Vault, String> {
        let key = crate::storage::key_file(data_dir, "social.key")?;
        Ok(Vault {
            cipher: XChaCha20Poly1305::new(&key.into()),
        })
    }

    /// `secret` sealed for one account, as text for a TEXT column.
    pub fn seal(&self, account_id: i64, secret: &str) -> String {
        self.seal_bound(&account_id.to_le_bytes(), secret.as_bytes())
    }

    /// The token sealed for this account, or None when the value was altered, moved from another
    /// account, or sealed under another key.
    pub fn open(&self, account_id: i64, sealed: &str) -> Option<String> {
        String::from_utf8(self.open_bound(&account_id.to_le_bytes(), sealed)?).ok()
    }

    /// A user's authenticator-app secret, bound to the user (and apart from every account's
    /// token by its label).
    pub fn seal_totp(&self, user_id: i64, secret: &[u8]) -> String {
        self.seal_bound(format!("totp:{user_id}").as_bytes(), secret)
    }

    pub fn open_totp(&self, user_id: i64, sealed: &str) -> Option<Vec<u8>> {
        self.open_bound(format!("totp:{user_id}").as_bytes(), sealed)
    }

    fn seal_bound(&self, aad: &[u8], secret: &[u8]) -> String {
        let nonce: [u8; NONCE_LEN] = rand::random();
        let sealed = self
            .cipher
            .encrypt(XNonce::from_slice(&nonce), Payload { msg: secret, aad })
            .expect("sealing a short token cannot fail");
        let mut out = nonce.to_vec();
        out.extend(sealed);
        format!("{PREFIX}{}", STANDARD.encode(out))
    }

    fn open_bound(&self, aad: &[u8], sealed: &str) -> Option<Vec<u8>> {
        let bytes = STANDARD.decode(sealed.strip_prefix(PREFIX)?).ok()?;
        if bytes.len() <= NONCE_LEN {
            return None;
        }
        let (nonce, body) = bytes.split_at(NONCE_LEN);
        self.cipher
            .decrypt(XNonce::from_slice(nonce), Payload { msg: body, aad })
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::Vault;

    #[test]
    fn a_sealed_token_opens_only_for_its_account_and_key_and_reveals_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let vault = Vault::load(dir.path()).unwrap();
        let sealed = vault.seal(7, "IGLONG-secret-token");
        assert!(!sealed.contains("IGLONG"));
        assert_ne!(
            sealed,
            vault.seal(7, "IGLONG-secret-token"),
            "a fresh nonce each time"
        );
        assert_eq!(
            vault.open(7, &sealed).as_deref(),
            Some("IGLONG-secret-token")
        );
        assert_eq!(vault.open(8, &sealed), None, "moved to another account");
        let mut flipped = sealed.clone().into_bytes();
        let last = flipped.len() - 3;
        flipped[last] = if flipped[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(vault.open(7, &String::from_utf8(flipped).unwrap()), None);
        // The same directory gives the same key; another directory does not.
        assert!(Vault::load(dir.path()).unwrap().open(7, &sealed).is_some());
        let other = tempfile::tempdir().unwrap();
        assert_eq!(Vault::load(other.path()).unwrap().open(7, &sealed), None);
    }
}
