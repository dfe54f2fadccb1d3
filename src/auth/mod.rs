//! Passwords, session tokens, second factors, request guards and login throttling.

pub mod factors;
pub mod guards;
pub mod passkeys;
pub mod password;
pub mod pending;
pub mod throttle;
pub mod token;

pub use guards::{AdminUser, AuthUser, Can, ClientUser, Member, OwnerUser, area};
