//! Limits on what anonymous callers can make the server do: send mail and try codes. Keyed
//! GCRA limiters (governor): each key gets a burst, then one more every period.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

/// Codes mailed to one address in an hour; the person needs one, a resend or two at most.
pub const CODES_PER_RECIPIENT_HOUR: u32 = 3;
/// Codes requested from one client address in an hour (a family or an office shares one).
pub const CODES_PER_SENDER_HOUR: u32 = 10;
/// Registration mail the whole server sends in an hour, so it can never be a bulk relay.
pub const CODES_OVERALL_HOUR: u32 = 200;
/// Wrong codes one client address, or one email, may try in a day, however many new codes it
/// asks for (each new code starts its own count of five).
pub const CODE_TRIES_PER_DAY: u32 = 20;

pub struct Limits {
    per_recipient: DefaultKeyedRateLimiter<String>,
    per_sender: DefaultKeyedRateLimiter<String>,
    overall: DefaultDirectRateLimiter,
    tries_per_address: DefaultKeyedRateLimiter<String>,
    tries_per_email: DefaultKeyedRateLimiter<String>,
}

fn quota(count: u32, period: Duration) -> Quota {
    let count = NonZeroU32::new(count.max(1)).unwrap_or(NonZeroU32::MIN);
    Quota::with_period(period / count.get())
        .unwrap_or_else(|| Quota::per_hour(count))
        .allow_burst(count)
}

const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(86_400);

impl Default for Limits {
    fn default() -> Self {
        Limits {
            per_recipient: RateLimiter::keyed(quota(CODES_PER_RECIPIENT_HOUR, HOUR)),
            per_sender: RateLimiter::keyed(quota(CODES_PER_SENDER_HOUR, HOUR)),
            overall: RateLimiter::direct(quota(CODES_OVERALL_HOUR, HOUR)),
            tries_per_address: RateLimiter::keyed(quota(CODE_TRIES_PER_DAY, DAY)),
            tries_per_email: RateLimiter::keyed(quota(CODE_TRIES_PER_DAY, DAY)),
        }
    }
}

fn seconds_until(not_until: governor::NotUntil<<DefaultClock as Clock>::Instant>) -> u64 {
    not_until
        .wait_time_from(DefaultClock::default().now())
        .as_secs()
        .max(1)
}

fn refused(message: &str, wait: u64) -> ApiError {
    ApiError::rate_limited(message, wait)
}

impl Limits {
    /// Counts one registration mail to `recipient` asked for from `sender`.
    pub fn registration_mail(&self, recipient: &str, sender: &str) -> Result<(), ApiError> {
        self.per_sender
            .check_key(&sender.to_string())
            .map_err(|n| {
                refused(
                    "Too many codes were requested from your network. Please try again later.",
                    seconds_until(n),
                )
            })?;
        self.per_recipient
            .check_key(&recipient.to_lowercase())
            .map_err(|n| {
                refused(
                    "Too many codes were sent to this address. Please try again later.",
                    seconds_until(n),
                )
            })?;
        self.overall.check().map_err(|n| {
            refused(
                "The server is sending too many codes right now. Please try again later.",
                seconds_until(n),
            )
        })
    }

    /// Counts one attempt at a code for `email` from `address`.
    pub fn code_try(&self, email: &str, address: &str) -> Result<(), ApiError> {
        let message = "Too many verification attempts today. Please try again tomorrow.";
        self.tries_per_address
            .check_key(&address.to_string())
            .map_err(|n| refused(message, seconds_until(n)))?;
        self.tries_per_email
            .check_key(&email.to_lowercase())
            .map_err(|n| refused(message, seconds_until(n)))
    }

    /// Forgets keys whose limits have fully refilled, so memory stays bounded.
    pub fn sweep(&self) {
        self.per_recipient.retain_recent();
        self.per_sender.retain_recent();
        self.tries_per_address.retain_recent();
        self.tries_per_email.retain_recent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_recipient_gets_three_codes_an_hour_whoever_asks() {
        let l = Limits::default();
        for n in 0..3 {
            l.registration_mail("a@x.test", &format!("10.0.0.{n}"))
                .unwrap();
        }
        let err = l.registration_mail("A@x.test", "10.0.0.9").unwrap_err();
        assert_eq!(err.status().code, 429);
    }

    #[test]
    fn one_sender_gets_ten_codes_an_hour_whatever_the_recipient() {
        let l = Limits::default();
        for n in 0..10 {
            l.registration_mail(&format!("{n}@x.test"), "10.0.0.1")
                .unwrap();
        }
        assert!(l.registration_mail("new@x.test", "10.0.0.1").is_err());
        assert!(l.registration_mail("new@x.test", "10.0.0.2").is_ok());
    }

    #[test]
    fn code_tries_are_capped_per_day_across_new_codes() {
        let l = Limits::default();
        for _ in 0..CODE_TRIES_PER_DAY {
            l.code_try("a@x.test", "10.0.0.1").unwrap();
        }
        assert!(l.code_try("a@x.test", "10.0.0.1").is_err());
    }
}
