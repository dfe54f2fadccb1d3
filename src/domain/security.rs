//! How a session was opened and what a second factor is: the words the sign-in and the
//! Security screen share.

use super::vocabulary;

// How a session was signed in: the password alone, the password and an authenticator-app code,
// the password and a recovery code, or a passkey (with or without the password first).
vocabulary! {
    pub enum SignInMethod {
        Password = "password", Totp = "totp", Recovery = "recovery", Passkey = "passkey"
    }
}

// The second factors a pending sign-in may finish with.
vocabulary! {
    pub enum FactorKind { Totp = "totp", Passkey = "passkey", Recovery = "recovery" }
}

/// Bounds of the session lifetimes an agency may set, in days.
pub const LIFETIME_DAYS: std::ops::RangeInclusive<i64> = 1..=365;
