//! Passwords, session tokens, request guards and login throttling.

pub mod guards;
pub mod password;
pub mod throttle;
pub mod token;

pub use guards::{AdminUser, AuthUser, Can, ClientUser, Member, area};
