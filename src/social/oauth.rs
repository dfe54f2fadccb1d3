//! The OAuth round trip: a state bound to the user who started it (stored hashed, used once,
//! void after ten minutes), PKCE for Google, and the return that exchanges the code, reads the
//! account and connects it. Every failure ends as one of the product's codes.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rusqlite::{Connection, OptionalExtension, params};
use sha2::{Digest, Sha256};

use super::Provider;
use super::providers::{self, Failure};
use super::sync::{Syncer, blocking};
use crate::db::social_sync;
use crate::error::ApiResult;

pub const STATE_TTL_SECS: i64 = 600;

/// How a connect ended badly, with the sentence the person reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    Denied,
    MissingParams,
    InvalidState,
    SessionExpired,
    NoToken,
    ApiFailed,
    NoChannel,
    Unknown,
}

impl Code {
    pub const ALL: [&'static str; 8] = [
        "denied",
        "missing_params",
        "invalid_state",
        "session_expired",
        "no_token",
        "api_failed",
        "no_channel",
        "unknown",
    ];

    pub fn as_str(self) -> &'static str {
        Code::ALL[self as usize]
    }

    pub fn sentence(self) -> &'static str {
        match self {
            Code::Denied => "You denied the authorization request",
            Code::MissingParams => "Missing required parameters",
            Code::InvalidState => "Security validation failed. Please try again",
            Code::SessionExpired => "Your session expired. Please try again",
            Code::NoToken => "Failed to obtain access token",
            Code::ApiFailed => "Failed to communicate with social media API",
            Code::NoChannel => "No YouTube channel found for this account",
            Code::Unknown => "An unknown error occurred",
        }
    }
}

fn hash(state: &str) -> String {
    hex::encode(Sha256::digest(state.as_bytes()))
}

fn random_text() -> String {
    URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
}

/// Where the provider sends the person back.
pub fn redirect_uri(base_url: &str, provider: Provider) -> String {
    format!(
        "{}/api/oauth/{}/return/",
        base_url.trim_end_matches('/'),
        provider.as_str()
    )
}

/// Records a new round trip for `user_id` and answers the provider's authorize URL and the
/// state. Round trips older than the TTL are forgotten on the way.
pub fn start(
    conn: &Connection,
    syncer: &Syncer,
    user_id: i64,
    provider: Provider,
    redirect: &str,
) -> ApiResult<(String, String)> {
    let state = random_text();
    let verifier = random_text();
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    let now = crate::db::now();
    let oldest = crate::db::iso_from_unix(unix(&now) - STATE_TTL_SECS);
    conn.execute("DELETE FROM oauth_states WHERE created_at < ?1", [oldest])?;
    conn.execute(
        "INSERT INTO oauth_states (state_hash, user_id, provider, verifier, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![hash(&state), user_id, provider.as_str(), verifier, now],
    )?;
    let url = providers::authorize_url(&syncer.config, provider, redirect, &state, &challenge);
    Ok((url, state))
}

fn unix(iso: &str) -> i64 {
    crate::db::unix_from_iso(iso).unwrap_or(0)
}

struct Pending {
    verifier: String,
    client_id: Option<i64>,
}

/// Uses up the state: unknown, another provider's, or already used is `invalid_state`; older
/// than ten minutes is `session_expired`. `user_id`, when known (the JSON callback), must be
/// the one who started it.
fn take(
    conn: &Connection,
    provider: Provider,
    state: &str,
    user_id: Option<i64>,
) -> ApiResult<Result<Pending, Code>> {
    let row: Option<(i64, String, String, String)> = conn
        .query_row(
            "DELETE FROM oauth_states WHERE state_hash = ?1
             RETURNING user_id, provider, COALESCE(verifier, ''), created_at",
            [hash(state)],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let Some((owner, for_provider, verifier, created)) = row else {
        return Ok(Err(Code::InvalidState));
    };
    if for_provider != provider.as_str() || user_id.is_some_and(|u| u != owner) {
        return Ok(Err(Code::InvalidState));
    }
    if unix(&crate::db::now()) - unix(&created) > STATE_TTL_SECS {
        return Ok(Err(Code::SessionExpired));
    }
    Ok(Ok(Pending {
        verifier,
        client_id: crate::db::clients::id_for_user(conn, owner)?,
    }))
}

/// What came back from the provider.
pub struct Return {
    pub code: Option<String>,
    pub state: Option<String>,
    pub error: Option<String>,
}

/// Finishes a connect: the connected account's (platform, username, id), or the code to show.
pub async fn finish(
    syncer: &Syncer,
    provider: Provider,
    back: Return,
    redirect: String,
    user_id: Option<i64>,
) -> Result<(String, i64), Code> {
    let present = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
    let (state, code, error) = (present(back.state), present(back.code), present(back.error));
    let Some(state) = state else {
        return Err(Code::MissingParams);
    };
    let pending = syncer
        .db
        .write(move |c| take(c, provider, &state, user_id))
        .await
        .map_err(|_| Code::Unknown)??;
    if let Some(error) = error {
        return Err(if error == "access_denied" {
            Code::Denied
        } else {
            Code::Unknown
        });
    }
    let Some(code) = code else {
        return Err(Code::MissingParams);
    };
    let Some(client_id) = pending.client_id else {
        return Err(Code::Unknown);
    };
    let config = syncer.config.clone();
    let verifier = pending.verifier.clone();
    let tokens =
        blocking(move || providers::exchange(&config, provider, &code, &redirect, &verifier))
            .await
            .map_err(|e| {
                tracing::warn!("{} code exchange failed: {e}", provider.name());
                Code::NoToken
            })?;
    let config = syncer.config.clone();
    let access = tokens.access.clone();
    let profile = blocking(move || providers::profile(&config, provider, &access, &[]))
        .await
        .map_err(|e| {
            tracing::warn!("{} account read failed: {e}", provider.name());
            match e {
                Failure::NoChannel => Code::NoChannel,
                _ => Code::ApiFailed,
            }
        })?;
    let username = profile.username.clone();
    let sealer = syncer.clone();
    let next = crate::db::iso_from_unix(
        time::OffsetDateTime::now_utc().unix_timestamp()
            + i64::from(syncer.config.sync_interval_minutes.max(1)) * 60,
    );
    let id = syncer
        .db
        .write(move |c| {
            let now = crate::db::now();
            let id = social_sync::connect(c, client_id, provider.as_str(), &profile, &now)?;
            social_sync::store_tokens(c, id, &sealer.seal(id, &tokens), &now)?;
            social_sync::record(c, id, &profile, &now[..10], &now, &next)?;
            let client: String =
                c.query_row("SELECT name FROM clients WHERE id = ?1", [client_id], |r| {
                    r.get(0)
                })?;
            let message = crate::words::Phrase::new("notice-connected-text")
                .arg("client", crate::db::notifications::isolate(&client))
                .arg("platform", provider.name())
                .arg(
                    "handle",
                    crate::db::notifications::isolate(&profile.username),
                );
            crate::db::notifications::notify_admins(
                c,
                crate::db::notifications::NotificationType::PerformanceUpdate,
                &crate::words::Phrase::new("notice-connected"),
                &message,
            )?;
            Ok(id)
        })
        .await
        .map_err(|e| {
            tracing::error!("storing a connected account failed: {e}");
            Code::Unknown
        })?;
    Ok((username, id))
}
