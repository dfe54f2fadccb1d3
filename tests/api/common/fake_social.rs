//! The fake Instagram and Google/YouTube (tests/fakes/social_providers.py) as a child process
//! for one test: the app is configured with its URLs and talks to it as to the real providers.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use atrium::config::{InstagramConfig, SocialConfig, YoutubeConfig};
use serde_json::Value;

pub struct FakeSocial {
    child: Child,
    pub base: String,
}

impl FakeSocial {
    pub fn start() -> FakeSocial {
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fakes/social_providers.py"
        );
        let mut child = Command::new("python3")
            .args([script, "--port", "0"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs the fake providers");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the fake says where it listens");
        let base = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("unexpected first line: {line}"))
            .to_string();
        FakeSocial { child, base }
    }

    pub fn config(&self) -> SocialConfig {
        let b = &self.base;
        SocialConfig {
            sync_interval_minutes: 60,
            // These tests sync one account again and again to see what each sync does; the
            // limit on syncs by hand has its own test (limits_api), which sets it.
            manual_sync_minutes: 0,
            instagram: InstagramConfig {
                app_id: "fake-ig-app".into(),
                app_secret: "fake-ig-secret".into(),
                authorize_url: format!("{b}/instagram/oauth/authorize"),
                token_url: format!("{b}/instagram/oauth/access_token"),
                graph_url: format!("{b}/instagram/graph"),
            },
            youtube: YoutubeConfig {
                client_id: "fake-yt-client".into(),
                client_secret: "fake-yt-secret".into(),
                authorize_url: format!("{b}/google/o/oauth2/v2/auth"),
                token_url: format!("{b}/google/token"),
                revoke_url: format!("{b}/google/revoke"),
                api_url: format!("{b}/youtube/v3"),
                upload_url: format!("{b}/upload/youtube/v3"),
            },
        }
    }

    fn agent() -> ureq::Agent {
        ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .build()
            .new_agent()
    }

    /// Changes the fake's behaviour (see the script's `/_control`).
    pub fn control(&self, body: Value) {
        let r = Self::agent()
            .post(format!("{}/_control", self.base))
            .send_json(&body)
            .expect("control call");
        assert_eq!(r.status().as_u16(), 200, "control {body}");
    }

    pub fn state(&self) -> Value {
        Self::agent()
            .get(format!("{}/_state", self.base))
            .call()
            .expect("state call")
            .body_mut()
            .read_json()
            .expect("state json")
    }

    /// The same settings as `config()` for a server started as a process: its `ATRIUM_SOCIAL__*`
    /// environment.
    pub fn env(&self) -> Vec<(String, String)> {
        let c = self.config();
        let (ig, yt) = (c.instagram, c.youtube);
        [
            ("INSTAGRAM__APP_ID", ig.app_id),
            ("INSTAGRAM__APP_SECRET", ig.app_secret),
            ("INSTAGRAM__AUTHORIZE_URL", ig.authorize_url),
            ("INSTAGRAM__TOKEN_URL", ig.token_url),
            ("INSTAGRAM__GRAPH_URL", ig.graph_url),
            ("YOUTUBE__CLIENT_ID", yt.client_id),
            ("YOUTUBE__CLIENT_SECRET", yt.client_secret),
            ("YOUTUBE__AUTHORIZE_URL", yt.authorize_url),
            ("YOUTUBE__TOKEN_URL", yt.token_url),
            ("YOUTUBE__REVOKE_URL", yt.revoke_url),
            ("YOUTUBE__API_URL", yt.api_url),
            ("YOUTUBE__UPLOAD_URL", yt.upload_url),
        ]
        .into_iter()
        .map(|(k, v)| (format!("ATRIUM_SOCIAL__{k}"), v))
        .collect()
    }

    /// Arms the one-shot `hang` of `provider` on `op` (see the script's docstring).
    pub fn hang(&self, provider: &str, op: &str, when: &str, seconds: u64) {
        self.control(serde_json::json!({"provider": provider,
            "hang": {"op": op, "when": when, "seconds": seconds}}));
    }

    /// Polls `/_state` until `done` holds for it; the state then, or a panic naming `what`.
    pub fn wait_until(
        &self,
        what: &str,
        within: std::time::Duration,
        done: impl Fn(&Value) -> bool,
    ) -> Value {
        let end = std::time::Instant::now() + within;
        loop {
            let state = self.state();
            if done(&state) {
                return state;
            }
            assert!(
                std::time::Instant::now() < end,
                "{what}: not within {within:?}; the fake's state: {state:#}"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    /// Waits until a request took the hang armed on `provider` (the control reads null again:
    /// the request arrived and is being held).
    pub fn wait_hang_taken(&self, provider: &str, within: std::time::Duration) -> Value {
        self.wait_until(&format!("the {provider} hang is taken"), within, |s| {
            s["config"][provider]["hang"].is_null()
        })
    }

    /// The media published on the fake Instagram with this caption (duplicates too).
    pub fn instagram_published(state: &Value, caption: &str) -> Vec<Value> {
        Self::entries(state, "instagram_published", "caption", caption)
    }

    /// The videos uploaded to the fake YouTube with this title (duplicates too).
    pub fn youtube_videos(state: &Value, title: &str) -> Vec<Value> {
        Self::entries(state, "youtube_videos", "title", title)
    }

    fn entries(state: &Value, list: &str, key: &str, value: &str) -> Vec<Value> {
        state[list]
            .as_array()
            .map(|all| {
                all.iter()
                    .filter(|m| m[key].as_str() == Some(value))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The person's answer on the provider's consent page: where the browser is sent next (the
    /// portal's return URL with a code or an error).
    pub fn consent(&self, oauth_url: &str, allow: bool) -> String {
        let decision = if allow { "allow" } else { "deny" };
        let r = Self::agent()
            .get(format!("{oauth_url}&decision={decision}"))
            .call()
            .expect("authorize call");
        assert_eq!(
            r.status().as_u16(),
            302,
            "consent page answered {}",
            r.status()
        );
        r.headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .expect("a redirect")
            .to_string()
    }
}

impl Drop for FakeSocial {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
