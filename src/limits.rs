//! Limits on what callers can make the server do cheaply and often: anonymous callers send mail
//! and try codes; client users send messages and upload files; anyone asks a provider for a
//! sync. Keyed GCRA limiters (governor): each key gets a burst, then one more every period.

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
/// Passkey sign-ins one client address may start in a minute: a person needs one or two, and
/// each start holds a little memory for five minutes.
pub const PASSKEY_STARTS_PER_MINUTE: u32 = 20;

pub struct Limits {
    per_recipient: DefaultKeyedRateLimiter<String>,
    per_sender: DefaultKeyedRateLimiter<String>,
    overall: DefaultDirectRateLimiter,
    tries_per_address: DefaultKeyedRateLimiter<String>,
    tries_per_email: DefaultKeyedRateLimiter<String>,
    /// Per client user; `None` when the setting turns the limit off.
    messages: Option<DefaultKeyedRateLimiter<i64>>,
    uploads: Option<DefaultKeyedRateLimiter<i64>>,
    /// Per social account: provider calls a person asked for.
    manual_syncs: Option<(DefaultKeyedRateLimiter<i64>, u32)>,
    passkey_starts: DefaultKeyedRateLimiter<String>,
}

fn quota(count: u32, period: Duration) -> Quota {
    let count = NonZeroU32::new(count.max(1)).unwrap_or(NonZeroU32::MIN);
    Quota::with_period(period / count.get())
        .unwrap_or_else(|| Quota::per_hour(count))
        .allow_burst(count)
}

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);
/// The most files one request uploads (a post's images).
const MAX_FILES_AT_ONCE: u32 = 10;
const DAY: Duration = Duration::from_secs(86_400);

/// `burst` at once, then `per` more every `period`; `None` when `per` is 0 (no limit).
fn steady(burst: u32, per: u32, period: Duration) -> Option<DefaultKeyedRateLimiter<i64>> {
    let per = NonZeroU32::new(per)?;
    let burst = NonZeroU32::new(burst.max(1)).unwrap_or(NonZeroU32::MIN);
    let every = Quota::with_period(period / per.get()).unwrap_or_else(|| Quota::per_hour(per));
    Some(RateLimiter::keyed(every.allow_burst(burst)))
}

impl Default for Limits {
    fn default() -> Self {
        Limits::new(&crate::config::AppConfig::default())
    }
}

impl Limits {
    pub fn new(config: &crate::config::AppConfig) -> Self {
        let l = &config.limits;
        let sync_minutes = config.social.manual_sync_minutes;
        // One sync, then the next after the whole interval: a burst of one.
        let manual_syncs = steady(1, 1, Duration::from_secs(u64::from(sync_minutes) * 60))
            .filter(|_| sync_minutes > 0)
            .map(|limiter| (limiter, sync_minutes));
        Limits {
            per_recipient: RateLimiter::keyed(quota(CODES_PER_RECIPIENT_HOUR, HOUR)),
            per_sender: RateLimiter::keyed(quota(CODES_PER_SENDER_HOUR, HOUR)),
            overall: RateLimiter::direct(quota(CODES_OVERALL_HOUR, HOUR)),
            tries_per_address: RateLimiter::keyed(quota(CODE_TRIES_PER_DAY, DAY)),
            tries_per_email: RateLimiter::keyed(quota(CODE_TRIES_PER_DAY, DAY)),
            messages: steady(l.messages_burst, l.messages_per_minute, MINUTE),
            // A post carries up to ten images: a burst must hold one post's.
            uploads: steady(
                l.uploads_burst.max(MAX_FILES_AT_ONCE),
                l.uploads_per_hour,
                HOUR,
            ),
            manual_syncs,
            passkey_starts: RateLimiter::keyed(quota(PASSKEY_STARTS_PER_MINUTE, MINUTE)),
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

    /// Counts one passkey sign-in started from `address` (no account is known yet).
    pub fn passkey_start(&self, address: &str) -> Result<(), ApiError> {
        self.passkey_starts
            .check_key(&address.to_string())
            .map_err(|n| {
                refused(
                    "Too many passkey sign-ins were started from your network. Try again in a minute.",
                    seconds_until(n),
                )
            })
    }

    /// Counts one message sent by a client user.
    pub fn message(&self, user_id: i64) -> Result<(), ApiError> {
        let Some(limiter) = &self.messages else {
            return Ok(());
        };
        limiter.check_key(&user_id).map_err(|n| {
            let wait = seconds_until(n);
            refused(
                &format!(
                    "You are sending messages too fast. Wait {} and send again.",
                    wait_words(wait)
                ),
                wait,
            )
        })
    }

    /// Counts `files` files uploaded by a client user in one request (none: nothing counted).
    pub fn upload(&self, user_id: i64, files: usize) -> Result<(), ApiError> {
        let (Some(limiter), Some(n)) = (&self.uploads, NonZeroU32::new(files as u32)) else {
            return Ok(());
        };
        let too_many = |wait: u64| {
            refused(
                &format!(
                    "You are uploading files too fast. Wait {} and try again.",
                    wait_words(wait)
                ),
                wait,
            )
        };
        match limiter.check_key_n(&user_id, n) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(not_until)) => Err(too_many(seconds_until(not_until))),
            // More at once than the burst can ever hold: the burst is at least one post's
            // images, so only a request beyond what any form sends lands here.
            Err(_) => Err(too_many(HOUR.as_secs())),
        }
    }

    /// Counts a sync of a social account asked for by a person: at most one per account in the
    /// configured minutes.
    pub fn manual_sync(&self, account_id: i64) -> Result<(), ApiError> {
        let Some((limiter, minutes)) = &self.manual_syncs else {
            return Ok(());
        };
        limiter.check_key(&account_id).map_err(|n| {
            let wait = seconds_until(n);
            refused(
                &format!(
                    "This account was synced less than {minutes} minute{} ago. Try again in {}.",
                    if *minutes == 1 { "" } else { "s" },
                    wait_words(wait)
                ),
                wait,
            )
        })
    }

    /// Forgets keys whose limits have fully refilled, so memory stays bounded.
    pub fn sweep(&self) {
        self.per_recipient.retain_recent();
        self.per_sender.retain_recent();
        self.tries_per_address.retain_recent();
        self.tries_per_email.retain_recent();
        self.passkey_starts.retain_recent();
        for limiter in [&self.messages, &self.uploads].into_iter().flatten() {
            limiter.retain_recent();
        }
        if let Some((limiter, _)) = &self.manual_syncs {
            limiter.retain_recent();
        }
    }
}

/// "30 seconds", "2 minutes": a wait as the limits' messages say it.
pub fn wait_words(wait: u64) -> String {
    let minutes = wait.div_ceil(60);
    if wait < 60 {
        format!("{wait} second{}", if wait == 1 { "" } else { "s" })
    } else {
        format!("{minutes} minute{}", if minutes == 1 { "" } else { "s" })
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
    fn a_client_sends_a_burst_of_messages_then_waits_and_off_means_off() {
        let l = Limits::default();
        for _ in 0..20 {
            l.message(7).unwrap();
        }
        let err = l.message(7).unwrap_err();
        assert_eq!(err.status().code, 429);
        assert!(l.message(8).is_ok(), "another user has its own count");
        let mut config = crate::config::AppConfig::default();
        config.limits.messages_per_minute = 0;
        config.social.manual_sync_minutes = 0;
        let off = Limits::new(&config);
        for _ in 0..100 {
            off.message(7).unwrap();
            off.manual_sync(1).unwrap();
        }
    }

    #[test]
    fn uploads_count_files_and_one_post_s_images_always_fit_the_burst() {
        let mut config = crate::config::AppConfig::default();
        config.limits.uploads_burst = 3;
        let l = Limits::new(&config);
        l.upload(1, 10).unwrap();
        assert!(l.upload(1, 1).is_err());
        l.upload(1, 0).unwrap();
    }

    #[test]
    fn one_manual_sync_per_account_in_the_window() {
        let l = Limits::default();
        l.manual_sync(3).unwrap();
        let err = l.manual_sync(3).unwrap_err();
        assert_eq!(err.status().code, 429);
        assert!(err.to_string().contains("less than 5 minutes"), "{err}");
        l.manual_sync(4).unwrap();
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
