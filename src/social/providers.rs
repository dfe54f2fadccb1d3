//! The providers' own endpoints, spoken as they document them: Instagram API with Instagram
//! Login (authorize, code exchange, long-lived token and its refresh, Graph reads) and Google
//! OAuth 2.0 with PKCE plus the YouTube Data API v3. Blocking calls (ureq); callers run them off
//! the async workers. Every base URL comes from config, so tests talk to a local fake exactly as
//! production talks to the real thing.

use std::collections::HashMap;
use std::time::Duration;

use serde::Deserialize;
use serde_json::Value;

use super::Provider;
use crate::config::SocialConfig;

pub(crate) const GRAPH_VERSION: &str = "v21.0";
/// Reading the account and its insights, and publishing to it.
const INSTAGRAM_SCOPES: &str = "instagram_business_basic,instagram_business_manage_insights,\
                                instagram_business_content_publish";
/// Reading the channel, and uploading videos to it.
const YOUTUBE_SCOPE: &str = "https://www.googleapis.com/auth/youtube.readonly \
                             https://www.googleapis.com/auth/youtube.upload";
// The publishing scopes' names are checked where the rule lives: the `account_publishing` view.
/// Recent posts the engagement rate is computed over.
const RECENT_POSTS: u32 = 25;

/// Why a call to a provider failed, as far as the sync and the OAuth return need to know.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// The grant is revoked or expired: only the client can mend it by connecting again.
    Unauthorized(String),
    /// Too many calls: try again later.
    RateLimited(String),
    /// The account has no YouTube channel.
    NoChannel,
    /// The provider refused the request itself (a 4xx other than the above): trying it again
    /// as it is would be refused again.
    Refused(String),
    /// Anything else: network, 5xx, an answer we cannot read.
    Failed(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Unauthorized(m) => write!(f, "authorization no longer valid: {m}"),
            Failure::RateLimited(m) => write!(f, "rate limited: {m}"),
            Failure::NoChannel => write!(f, "no YouTube channel on this account"),
            Failure::Refused(m) | Failure::Failed(m) => write!(f, "{m}"),
        }
    }
}

/// Tokens as a provider gives them; `expires_at` in Unix seconds.
#[derive(Debug, Clone)]
pub struct Tokens {
    pub access: String,
    pub refresh: Option<String>,
    pub expires_at: Option<i64>,
    /// The scopes granted, space separated, when the answer says (Google's `scope`,
    /// Instagram's `permissions`).
    pub scopes: Option<String>,
}

pub use crate::db::social_sync::{PostFigures, Profile};

pub(crate) fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(20)))
        .http_status_as_error(false)
        .max_redirects(0)
        .user_agent(concat!("Atrium/", env!("CARGO_PKG_VERSION")))
        .build()
        .new_agent()
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// Reads an answer: JSON on 2xx, else the provider's error mapped to a `Failure`.
pub(crate) fn answer(
    provider: Provider,
    result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<Value, Failure> {
    let mut response = result.map_err(|e| Failure::Failed(redact(&format!("network: {e}"))))?;
    let status = response.status().as_u16();
    let body: Value = response.body_mut().read_json().unwrap_or(Value::Null);
    if (200..300).contains(&status) {
        return Ok(body);
    }
    Err(failure(provider, status, &body))
}

/// A message with any token in it cut out: messages reach the log and the account's error.
fn redact(text: &str) -> String {
    let mut out = text.to_string();
    for key in [
        "access_token=",
        "refresh_token=",
        "code=",
        "client_secret=",
        "Bearer ",
    ] {
        let mut from = 0;
        while let Some(at) = out[from..].find(key) {
            let start = from + at + key.len();
            let end = out[start..]
                .find(|c: char| c == '&' || c == '"' || c.is_whitespace())
                .map_or(out.len(), |e| start + e);
            out.replace_range(start..end, "[redacted]");
            from = start + "[redacted]".len();
        }
    }
    out
}

pub(crate) fn failure(provider: Provider, status: u16, body: &Value) -> Failure {
    let message = body["error"]["message"]
        .as_str()
        .or(body["error_description"].as_str())
        .or(body["error_message"].as_str())
        .or(body["error"].as_str())
        .unwrap_or("no details")
        .to_string();
    let text = redact(&format!("{} answered {status}: {message}", provider.name()));
    let code = body["error"]["code"].as_i64();
    let reason = body["error"]["errors"][0]["reason"].as_str().unwrap_or("");
    match provider {
        Provider::Instagram if code == Some(190) || status == 401 => Failure::Unauthorized(text),
        Provider::Instagram if status == 429 || matches!(code, Some(4 | 17 | 32 | 613)) => {
            Failure::RateLimited(text)
        }
        Provider::Youtube if status == 401 || body["error"].as_str() == Some("invalid_grant") => {
            Failure::Unauthorized(text)
        }
        Provider::Youtube
            if status == 429
                || (status == 403 && reason.contains("uota"))
                || reason == "rateLimitExceeded" =>
        {
            Failure::RateLimited(text)
        }
        _ if (400..500).contains(&status) => Failure::Refused(text),
        _ => Failure::Failed(text),
    }
}

fn number(v: &Value) -> i64 {
    v.as_i64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
        .unwrap_or(0)
        .max(0)
}

/// Where the provider sends the person to grant access.
pub fn authorize_url(
    cfg: &SocialConfig,
    provider: Provider,
    redirect_uri: &str,
    state: &str,
    challenge: &str,
) -> String {
    let enc = |s: &str| percent_encoding::utf8_percent_encode(s, QUERY).to_string();
    match provider {
        Provider::Instagram => format!(
            "{}?client_id={}&redirect_uri={}&response_type=code&scope={}&state={}",
            cfg.instagram.authorize_url,
            enc(&cfg.instagram.app_id),
            enc(redirect_uri),
            enc(INSTAGRAM_SCOPES),
            enc(state)
        ),
        Provider::Youtube => format!(
            "{}?client_id={}&redirect_uri={}&response_type=code&scope={}&state={}\
             &code_challenge={}&code_challenge_method=S256&access_type=offline&prompt=consent",
            cfg.youtube.authorize_url,
            enc(&cfg.youtube.client_id),
            enc(redirect_uri),
            enc(YOUTUBE_SCOPE),
            enc(state),
            enc(challenge)
        ),
    }
}

const QUERY: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: Option<String>,
    refresh_token: Option<String>,
    expires_in: Option<i64>,
    scope: Option<String>,
    /// Instagram: a comma-separated string, or a list.
    permissions: Option<Value>,
}

/// The granted scopes as one space-separated string.
fn granted(t: &TokenAnswer) -> Option<String> {
    let words: Vec<&str> = match (&t.scope, &t.permissions) {
        (Some(s), _) | (None, Some(Value::String(s))) => s.split([' ', ',']).collect(),
        (None, Some(Value::Array(items))) => items.iter().filter_map(Value::as_str).collect(),
        _ => return None,
    };
    let words: Vec<&str> = words.into_iter().filter(|w| !w.is_empty()).collect();
    Some(words.join(" "))
}

fn tokens(body: Value, keep_refresh: Option<String>) -> Result<Tokens, Failure> {
    // Instagram's newer answers wrap the token in `data: [...]`.
    let body = if body["data"].is_array() {
        body["data"][0].clone()
    } else {
        body
    };
    let t: TokenAnswer = serde_json::from_value(body)
        .map_err(|e| Failure::Failed(format!("unreadable token answer: {e}")))?;
    let scopes = granted(&t);
    let access = t
        .access_token
        .filter(|a| !a.is_empty())
        .ok_or_else(|| Failure::Failed("no access token in the answer".into()))?;
    Ok(Tokens {
        access,
        refresh: t.refresh_token.or(keep_refresh),
        expires_at: t.expires_in.map(|s| now() + s),
        scopes,
    })
}

/// Trades the authorization code for tokens: for Instagram a short-lived token, then the
/// long-lived one (60 days, refreshable); for Google an access and a refresh token.
pub fn exchange(
    cfg: &SocialConfig,
    provider: Provider,
    code: &str,
    redirect_uri: &str,
    verifier: &str,
) -> Result<Tokens, Failure> {
    let agent = agent();
    match provider {
        Provider::Instagram => {
            let ig = &cfg.instagram;
            let short = answer(
                provider,
                agent.post(&ig.token_url).send_form([
                    ("client_id", ig.app_id.as_str()),
                    ("client_secret", ig.app_secret.as_str()),
                    ("grant_type", "authorization_code"),
                    ("redirect_uri", redirect_uri),
                    ("code", code),
                ]),
            )
            .and_then(|b| tokens(b, None))?;
            let long = agent
                .get(format!("{}/access_token", ig.graph_url))
                .query("grant_type", "ig_exchange_token")
                .query("client_secret", &ig.app_secret)
                .query("access_token", &short.access)
                .call();
            // The long-lived token's answer does not repeat what was granted.
            let mut long = answer(provider, long).and_then(|b| tokens(b, None))?;
            long.scopes = long.scopes.or(short.scopes);
            Ok(long)
        }
        Provider::Youtube => {
            let yt = &cfg.youtube;
            let result = agent.post(&yt.token_url).send_form([
                ("grant_type", "authorization_code"),
                ("code", code),
                ("client_id", yt.client_id.as_str()),
                ("client_secret", yt.client_secret.as_str()),
                ("redirect_uri", redirect_uri),
                ("code_verifier", verifier),
            ]);
            answer(provider, result).and_then(|b| tokens(b, None))
        }
    }
}

/// Fresh tokens before the current ones lapse.
pub fn refresh(
    cfg: &SocialConfig,
    provider: Provider,
    current: &Tokens,
) -> Result<Tokens, Failure> {
    let agent = agent();
    match provider {
        Provider::Instagram => {
            let result = agent
                .get(format!("{}/refresh_access_token", cfg.instagram.graph_url))
                .query("grant_type", "ig_refresh_token")
                .query("access_token", &current.access)
                .call();
            answer(provider, result).and_then(|b| tokens(b, None))
        }
        Provider::Youtube => {
            let Some(refresh) = current.refresh.clone() else {
                return Err(Failure::Unauthorized("no refresh token was granted".into()));
            };
            let yt = &cfg.youtube;
            let result = agent.post(&yt.token_url).send_form([
                ("grant_type", "refresh_token"),
                ("refresh_token", refresh.as_str()),
                ("client_id", yt.client_id.as_str()),
                ("client_secret", yt.client_secret.as_str()),
            ]);
            answer(provider, result).and_then(|b| tokens(b, Some(refresh)))
        }
    }
}

/// Withdraws the grant where the provider offers it (Google); Instagram Login has no revoke
/// call, the tokens are simply forgotten.
pub fn revoke(cfg: &SocialConfig, provider: Provider, current: &Tokens) -> Result<(), Failure> {
    if provider != Provider::Youtube {
        return Ok(());
    }
    let token = current.refresh.as_deref().unwrap_or(&current.access);
    let result = agent()
        .post(&cfg.youtube.revoke_url)
        .send_form([("token", token)]);
    answer(provider, result).map(|_| ())
}

/// The account's figures now; `wanted` are post keys (permalinks, video ids) of posted content
/// whose figures are wanted even when they are not among the recent posts.
pub fn profile(
    cfg: &SocialConfig,
    provider: Provider,
    access: &str,
    wanted: &[String],
) -> Result<Profile, Failure> {
    match provider {
        Provider::Instagram => instagram(cfg, access),
        Provider::Youtube => youtube(cfg, access, wanted),
    }
}

fn instagram(cfg: &SocialConfig, access: &str) -> Result<Profile, Failure> {
    let agent = agent();
    let graph = format!("{}/{GRAPH_VERSION}", cfg.instagram.graph_url);
    let p = Provider::Instagram;
    let me = answer(
        p,
        agent
            .get(format!("{graph}/me"))
            .query(
                "fields",
                "user_id,username,followers_count,follows_count,media_count",
            )
            .query("access_token", access)
            .call(),
    )?;
    let external_id = me["user_id"]
        .as_str()
        .map(str::to_string)
        .or_else(|| me["user_id"].as_i64().map(|n| n.to_string()))
        .or_else(|| me["id"].as_str().map(str::to_string))
        .ok_or_else(|| Failure::Failed("Instagram sent no user id".into()))?;
    let username = me["username"]
        .as_str()
        .filter(|u| !u.is_empty())
        .ok_or_else(|| Failure::Failed("Instagram sent no username".into()))?
        .to_string();
    let media = answer(
        p,
        agent
            .get(format!("{graph}/me/media"))
            .query("fields", "id,permalink,like_count,comments_count,timestamp")
            .query("limit", RECENT_POSTS.to_string())
            .query("access_token", access)
            .call(),
    )?;
    let insights = answer(
        p,
        agent
            .get(format!("{graph}/{external_id}/insights"))
            .query("metric", "reach")
            .query("period", "day")
            .query("access_token", access)
            .call(),
    )?;
    let reach_today = insights["data"]
        .as_array()
        .and_then(|metrics| metrics.iter().find(|m| m["name"] == "reach"))
        .and_then(|m| m["values"].as_array()?.last().map(|v| number(&v["value"])))
        .unwrap_or(0);
    let followers = number(&me["followers_count"]);
    let mut recent = HashMap::new();
    let mut interactions = 0;
    let items = media["data"].as_array().cloned().unwrap_or_default();
    for item in &items {
        let figures = PostFigures {
            likes: number(&item["like_count"]),
            comments: number(&item["comments_count"]),
            views: 0,
        };
        interactions += figures.likes + figures.comments;
        if let Some(link) = item["permalink"].as_str() {
            recent.insert(super::post_key(Provider::Instagram, link), figures);
        }
    }
    let engagement_rate = if items.is_empty() || followers == 0 {
        0.0
    } else {
        interactions as f64 / items.len() as f64 / followers as f64
    };
    Ok(Profile {
        external_id,
        username,
        followers,
        following: Some(number(&me["follows_count"])),
        posts: number(&me["media_count"]),
        reach_today,
        views_total: 0,
        engagement_rate,
        recent,
    })
}

fn youtube(cfg: &SocialConfig, access: &str, wanted: &[String]) -> Result<Profile, Failure> {
    let agent = agent();
    let api = &cfg.youtube.api_url;
    let p = Provider::Youtube;
    let bearer = format!("Bearer {access}");
    let channels = answer(
        p,
        agent
            .get(format!("{api}/channels"))
            .query("part", "snippet,statistics")
            .query("mine", "true")
            .header("Authorization", &bearer)
            .call(),
    )?;
    let channel = channels["items"]
        .as_array()
        .and_then(|items| items.first())
        .ok_or(Failure::NoChannel)?;
    let external_id = channel["id"]
        .as_str()
        .ok_or_else(|| Failure::Failed("YouTube sent no channel id".into()))?
        .to_string();
    // The handle without its '@', as Instagram names come: the screens write the '@'.
    let username = channel["snippet"]["customUrl"]
        .as_str()
        .or(channel["snippet"]["title"].as_str())
        .unwrap_or(&external_id)
        .trim_start_matches('@')
        .to_string();
    let stats = &channel["statistics"];
    let search = answer(
        p,
        agent
            .get(format!("{api}/search"))
            .query("part", "id")
            .query("forMine", "true")
            .query("type", "video")
            .query("order", "date")
            .query("maxResults", RECENT_POSTS.to_string())
            .header("Authorization", &bearer)
            .call(),
    )?;
    let recent_ids: Vec<String> = search["items"]
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|i| i["id"]["videoId"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let mut ids = recent_ids.clone();
    ids.extend(wanted.iter().filter(|w| !recent_ids.contains(w)).cloned());
    let mut recent = HashMap::new();
    // The videos call takes at most 50 ids at once.
    for chunk in ids.chunks(50) {
        let videos = answer(
            p,
            agent
                .get(format!("{api}/videos"))
                .query("part", "statistics")
                .query("id", chunk.join(","))
                .header("Authorization", &bearer)
                .call(),
        )?;
        for v in videos["items"].as_array().into_iter().flatten() {
            if let Some(id) = v["id"].as_str() {
                let s = &v["statistics"];
                let figures = PostFigures {
                    likes: number(&s["likeCount"]),
                    comments: number(&s["commentCount"]),
                    views: number(&s["viewCount"]),
                };
                recent.insert(id.to_string(), figures);
            }
        }
    }
    let (mut interactions, mut views) = (0, 0);
    for id in &recent_ids {
        if let Some(f) = recent.get(id) {
            interactions += f.likes + f.comments;
            views += f.views;
        }
    }
    Ok(Profile {
        external_id,
        username,
        followers: number(&stats["subscriberCount"]),
        following: None,
        posts: number(&stats["videoCount"]),
        reach_today: 0,
        views_total: number(&stats["viewCount"]),
        engagement_rate: if views == 0 {
            0.0
        } else {
            interactions as f64 / views as f64
        },
        recent,
    })
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn tokens_never_reach_a_message() {
        let text =
            "network: http://x/me?fields=a&access_token=IGLONG-7&limit=2 \"Bearer GACCESS-3\"";
        let clean = redact(text);
        assert!(
            !clean.contains("IGLONG") && !clean.contains("GACCESS"),
            "{clean}"
        );
        assert!(
            clean.contains("fields=a") && clean.contains("limit=2"),
            "{clean}"
        );
    }
}
