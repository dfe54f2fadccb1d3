//! AppConfig: compiled defaults -> TOML file -> `ATRIUM_*` env (`__` nests) -> CLI flags.

use std::net::IpAddr;
use std::path::PathBuf;

/// Backups go here under the data dir unless `[backup] dir` says otherwise.
pub const BACKUP_DIR: &str = "backups";

mod storage;

pub use storage::{S3Target, StorageBackend, StorageConfig};

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use figment::value::Value;
use serde::{Deserialize, Serialize};

pub const ENV_PREFIX: &str = "ATRIUM_";
/// Env variables with the prefix that belong to the CLI, not to the config tree.
const CLI_ONLY_ENV: &[&str] = &[
    "CONFIG",
    "ADMIN_PASSWORD",
    "ADMIN_EMAIL",
    "ADMIN_NAME",
    "LOG",
    "DEMO",
    "OFFSITE_KEY",
    "LITESTREAM_BIN",
];
const MIB: u64 = 1024 * 1024;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AppConfig {
    pub data_dir: PathBuf,
    pub address: IpAddr,
    pub port: u16,
    /// Base URL used in links sent by mail; empty means `http://address:port`.
    pub public_url: String,
    /// Header holding the real client address when behind a reverse proxy (e.g. "X-Real-IP");
    /// empty trusts the socket address, so clients cannot spoof it.
    pub ip_header: String,
    pub mail: MailConfig,
    pub auth: AuthConfig,
    pub limits: LimitsConfig,
    pub social: SocialConfig,
    pub backup: BackupConfig,
    pub offsite: OffsiteConfig,
    pub storage: StorageConfig,
    pub publishing: PublishingConfig,
}

/// Publishing approved posts to their platforms (the `publish` job).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PublishingConfig {
    /// How often the publisher looks for posts whose time has come (an approval or "Publish
    /// now" wakes it at once).
    pub check_seconds: u32,
    /// The wait before the first retry after a passing failure (rate limit, 5xx, media still
    /// processing); it doubles with each one, up to six hours.
    pub retry_seconds: u32,
    /// Tries before a passing failure counts as permanent and the post shows as failed.
    pub max_attempts: u32,
    /// How long one try waits for the platform to finish processing a video before it lets the
    /// post wait for the next try.
    pub processing_wait_seconds: u32,
    /// The size of each piece of a YouTube upload (a multiple of 256 KiB).
    pub youtube_chunk_bytes: u64,
}

impl Default for PublishingConfig {
    fn default() -> Self {
        PublishingConfig {
            check_seconds: 30,
            retry_seconds: 60,
            max_attempts: 8,
            processing_wait_seconds: 120,
            youtube_chunk_bytes: 8 * MIB,
        }
    }
}

/// Backups the server takes on its own.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackupConfig {
    /// Hours between scheduled backups; 0 turns them off.
    pub every_hours: u32,
    /// Scheduled archives kept (the oldest go first); archives taken by hand or before an
    /// upgrade are never removed.
    pub keep: u32,
    /// Archives taken by hand (Settings, "Back up now") kept; the oldest go first.
    pub keep_manual: u32,
    /// Where scheduled archives go; empty means `backups/` in the data directory.
    pub dir: String,
}

impl Default for BackupConfig {
    fn default() -> Self {
        BackupConfig {
            every_hours: 24,
            keep: 7,
            keep_manual: 10,
            dir: String::new(),
        }
    }
}

impl BackupConfig {
    pub fn dir_for(&self, data_dir: &std::path::Path) -> std::path::PathBuf {
        if self.dir.trim().is_empty() {
            data_dir.join(BACKUP_DIR)
        } else {
            std::path::PathBuf::from(&self.dir)
        }
    }
}

/// `[offsite]`: where copies go. Empty `endpoint` or `bucket` means no off-site copies.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OffsiteConfig {
    /// The store's address, e.g. `https://s3.eu-central-1.amazonaws.com`,
    /// `https://<account>.r2.cloudflarestorage.com`, `https://s3.us-west-004.backblazeb2.com`.
    pub endpoint: String,
    pub bucket: String,
    /// The store's region (`auto` for R2; any name for MinIO, SeaweedFS, Garage).
    pub region: String,
    /// A folder inside the bucket, so one bucket can hold several instances' copies.
    pub prefix: String,
    pub access_key: String,
    pub secret_key: String,
    /// `bucket` in the path (`https://host/bucket/key`), as self-hosted stores expect; false for
    /// the bucket in the host name (`https://bucket.host/key`).
    pub path_style: bool,
    /// Copies kept: the newest of each of the last `keep_daily` days, `keep_weekly` weeks and
    /// `keep_monthly` months.
    pub keep_daily: u32,
    pub keep_weekly: u32,
    pub keep_monthly: u32,
}

impl Default for OffsiteConfig {
    fn default() -> Self {
        OffsiteConfig {
            endpoint: String::new(),
            bucket: String::new(),
            region: "us-east-1".into(),
            prefix: String::new(),
            access_key: String::new(),
            secret_key: String::new(),
            path_style: true,
            keep_daily: 7,
            keep_weekly: 4,
            keep_monthly: 12,
        }
    }
}

impl OffsiteConfig {
    pub fn enabled(&self) -> bool {
        !self.endpoint.trim().is_empty() && !self.bucket.trim().is_empty()
    }

    pub fn target(&self) -> S3Target {
        S3Target {
            endpoint: self.endpoint.clone(),
            bucket: self.bucket.clone(),
            region: self.region.clone(),
            prefix: self.prefix.clone(),
            access_key: self.access_key.clone(),
            secret_key: self.secret_key.clone(),
            path_style: self.path_style,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MailTransport {
    Log,
    Smtp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmtpTls {
    None,
    Starttls,
    Tls,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MailConfig {
    pub transport: MailTransport,
    pub smtp_host: String,
    pub smtp_port: u16,
    pub smtp_username: String,
    pub smtp_password: String,
    pub smtp_tls: SmtpTls,
    pub from: String,
    /// Mail to the agency caused by one client's actions: the first goes at once, what follows
    /// within this many minutes goes out as one digest when they are over; 0 mails every event.
    pub digest_minutes: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AuthConfig {
    pub allow_registration: bool,
    pub require_email_verification: bool,
    pub token_lifetime_days: u32,
    /// Failed logins allowed per account, and per client address, inside `login_window_seconds`.
    pub login_max_failures_per_account: u32,
    pub login_max_failures_per_address: u32,
    pub login_window_seconds: u64,
    /// Wrong passwords allowed where an action asks for it again (changing it, downloading a
    /// backup), per user from any address, inside `login_window_seconds`.
    pub recheck_max_failures: u32,
    /// Days a review link (a post or a set of posts sent for review to an address) stays
    /// valid unless whoever sends it gives another lifetime.
    pub review_link_days: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LimitsConfig {
    pub avatar_bytes: u64,
    pub content_image_bytes: u64,
    /// A video on a post (MP4 or QuickTime), streamed to disk, never held in memory.
    pub video_bytes: u64,
    pub attachment_bytes: u64,
    pub json_bytes: u64,
    /// Messages one client user may send at once, then one more every `60 / messages_per_minute`
    /// seconds; 0 per minute: no limit.
    pub messages_burst: u32,
    pub messages_per_minute: u32,
    /// Files (attachments, post images, profile photos) one client user may upload at once,
    /// then the rate; 0 per hour: no limit.
    pub uploads_burst: u32,
    pub uploads_per_hour: u32,
    /// What one client's attachments and post images may take on disk; 0: no quota.
    pub client_storage_bytes: u64,
    /// Memory that image decoding may hold at once, across every upload in flight (see
    /// `media::Decoding`).
    pub image_decode_bytes: u64,
}

/// Connecting clients' social accounts. A provider without its app credentials is shown as not
/// configured; the URLs are the providers' own and only change for a test or a proxy.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SocialConfig {
    /// How often every connected account is synced.
    pub sync_interval_minutes: u32,
    /// A sync asked for by hand calls the provider at most once per account in this many
    /// minutes; 0: no limit.
    pub manual_sync_minutes: u32,
    pub instagram: InstagramConfig,
    pub youtube: YoutubeConfig,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct InstagramConfig {
    pub app_id: String,
    pub app_secret: String,
    pub authorize_url: String,
    pub token_url: String,
    pub graph_url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct YoutubeConfig {
    pub client_id: String,
    pub client_secret: String,
    pub authorize_url: String,
    pub token_url: String,
    pub revoke_url: String,
    pub api_url: String,
    /// Where videos are uploaded (the Data API's media upload endpoint).
    pub upload_url: String,
}

impl Default for SocialConfig {
    fn default() -> Self {
        SocialConfig {
            sync_interval_minutes: 60,
            manual_sync_minutes: 5,
            instagram: InstagramConfig::default(),
            youtube: YoutubeConfig::default(),
        }
    }
}

impl Default for InstagramConfig {
    fn default() -> Self {
        InstagramConfig {
            app_id: String::new(),
            app_secret: String::new(),
            authorize_url: "https://www.instagram.com/oauth/authorize".into(),
            token_url: "https://api.instagram.com/oauth/access_token".into(),
            graph_url: "https://graph.instagram.com".into(),
        }
    }
}

impl Default for YoutubeConfig {
    fn default() -> Self {
        YoutubeConfig {
            client_id: String::new(),
            client_secret: String::new(),
            authorize_url: "https://accounts.google.com/o/oauth2/v2/auth".into(),
            token_url: "https://oauth2.googleapis.com/token".into(),
            revoke_url: "https://oauth2.googleapis.com/revoke".into(),
            api_url: "https://www.googleapis.com/youtube/v3".into(),
            upload_url: "https://www.googleapis.com/upload/youtube/v3".into(),
        }
    }
}

impl Default for AppConfig {
    fn default() -> Self {
        AppConfig {
            data_dir: default_data_dir(),
            address: IpAddr::from([127, 0, 0, 1]),
            port: 8000,
            public_url: String::new(),
            ip_header: String::new(),
            mail: MailConfig::default(),
            auth: AuthConfig::default(),
            limits: LimitsConfig::default(),
            social: SocialConfig::default(),
            backup: BackupConfig::default(),
            offsite: OffsiteConfig::default(),
            storage: StorageConfig::default(),
            publishing: PublishingConfig::default(),
        }
    }
}

impl Default for MailConfig {
    fn default() -> Self {
        MailConfig {
            transport: MailTransport::Log,
            smtp_host: "localhost".into(),
            smtp_port: 587,
            smtp_username: String::new(),
            smtp_password: String::new(),
            smtp_tls: SmtpTls::Starttls,
            from: "Atrium <no-reply@localhost>".into(),
            digest_minutes: 5,
        }
    }
}

impl Default for AuthConfig {
    fn default() -> Self {
        AuthConfig {
            allow_registration: true,
            require_email_verification: true,
            token_lifetime_days: 30,
            login_max_failures_per_account: 5,
            login_max_failures_per_address: 20,
            login_window_seconds: 900,
            recheck_max_failures: 5,
            review_link_days: 14,
        }
    }
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            avatar_bytes: 5 * MIB,
            content_image_bytes: 10 * MIB,
            video_bytes: 1024 * MIB,
            attachment_bytes: 10 * MIB,
            json_bytes: MIB,
            messages_burst: 20,
            messages_per_minute: 60,
            uploads_burst: 60,
            uploads_per_hour: 240,
            client_storage_bytes: 1024 * MIB,
            // A 24-megapixel phone photo (baseline JPEG: 3 bytes a pixel and the file) fits
            // alone; the server's own ~30 MB beside it stays far under 200 MB, whatever the
            // number of uploads, since the others wait (bench/uploads.sh).
            image_decode_bytes: 96 * MIB,
        }
    }
}

pub fn default_data_dir() -> PathBuf {
    directories::ProjectDirs::from("", "", "atrium")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("atrium-data"))
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read config file {0}: {1}")]
    Read(PathBuf, std::io::Error),
    #[error("invalid config: {0}")]
    Invalid(String),
}

/// What the command line says about where configuration comes from.
#[derive(Debug, Default, Clone)]
pub struct Sources {
    pub config_file: Option<PathBuf>,
    pub data_dir: Option<PathBuf>,
}

impl AppConfig {
    pub fn db_path(&self) -> PathBuf {
        self.data_dir.join("atrium.db")
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    pub fn config_file_in_data_dir(&self) -> PathBuf {
        self.data_dir.join("config.toml")
    }

    pub fn public_base_url(&self) -> String {
        if self.public_url.is_empty() {
            format!("http://{}:{}", self.address, self.port)
        } else {
            self.public_url.trim_end_matches('/').to_string()
        }
    }

    /// Loads defaults, then the file, then the process environment (`ATRIUM_*`).
    pub fn load(sources: &Sources) -> Result<AppConfig, ConfigError> {
        let data_dir = sources.data_dir.clone().unwrap_or_else(default_data_dir);
        let defaults = Figment::from(Serialized::defaults(AppConfig::default()));
        let mut figment = defaults.clone();
        let file = match &sources.config_file {
            Some(path) if !path.is_file() => {
                let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
                return Err(ConfigError::Read(path.clone(), missing));
            }
            Some(path) => Some(path.clone()),
            None => Some(data_dir.join("config.toml")).filter(|p| p.is_file()),
        };
        if let Some(path) = &file {
            figment = figment.merge(Toml::file_exact(path));
        }
        figment = overlay_env(figment, &defaults);
        let mut config: AppConfig = figment
            .extract()
            .map_err(|e| ConfigError::Invalid(e.to_string()))?;
        if let Some(dir) = &sources.data_dir {
            config.data_dir = dir.clone();
        }
        Ok(config)
    }

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }
}

/// `ATRIUM_SECTION__KEY=value` over the figment. figment reads `12345678` as a number, which a
/// text setting (a password, a host) would then refuse; so each value is typed after the
/// setting it names: text stays text, and other settings parse as figment parses them.
/// Unknown keys are warned about and skipped.
fn overlay_env(mut figment: Figment, defaults: &Figment) -> Figment {
    let env = Env::prefixed(ENV_PREFIX).split("__").ignore(CLI_ONLY_ENV);
    for (key, raw) in env.iter() {
        let key = key.as_str().to_string();
        match defaults.find_value(&key) {
            Ok(Value::String(..)) => figment = figment.merge(Serialized::global(&key, raw)),
            Ok(Value::Dict(..)) | Err(_) => {
                let name = format!("{ENV_PREFIX}{}", key.replace('.', "__").to_uppercase());
                tracing::warn!("ignoring unknown environment variable {name}");
            }
            Ok(_) => {
                let value: Value = raw.parse().unwrap_or_else(|_| Value::from(raw.clone()));
                figment = figment.merge(Serialized::global(&key, value));
            }
        }
    }
    figment
}

#[cfg(test)]
// figment's Jail closures return figment's (large) error type; that is its API, not ours.
#[allow(clippy::result_large_err)]
mod tests {
    use super::*;

    fn load(jail: &figment::Jail, file: Option<&str>) -> Result<AppConfig, ConfigError> {
        let dir = jail.directory().to_path_buf();
        let config_file = file.map(|text| {
            jail.create_file("c.toml", text).unwrap();
            dir.join("c.toml")
        });
        AppConfig::load(&Sources {
            config_file,
            data_dir: Some(dir),
        })
    }

    #[test]
    fn env_overrides_file_and_nests_with_double_underscore() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("ATRIUM_MAIL__SMTP_HOST", "env-host");
            jail.set_env("ATRIUM_NOT_A_KEY", "x");
            let file = "port = 9000\n[mail]\nsmtp_host = \"file-host\"\nsmtp_port = 25\n";
            let cfg = load(jail, Some(file)).unwrap();
            assert_eq!(cfg.port, 9000);
            assert_eq!(cfg.mail.smtp_host, "env-host");
            assert_eq!(cfg.mail.smtp_port, 25);
            assert_eq!(cfg.data_dir, jail.directory());
            Ok(())
        });
    }

    #[test]
    fn env_values_are_typed_by_the_setting_they_name() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("ATRIUM_PORT", "8123");
            jail.set_env("ATRIUM_AUTH__ALLOW_REGISTRATION", "false");
            // Digits for a text setting stay text (this failed startup before), zeros and all.
            jail.set_env("ATRIUM_MAIL__SMTP_PASSWORD", "0012345678");
            jail.set_env("ATRIUM_MAIL__SMTP_USERNAME", "true");
            let cfg = load(jail, None).unwrap();
            assert_eq!(cfg.port, 8123);
            assert!(!cfg.auth.allow_registration);
            assert_eq!(cfg.mail.smtp_password, "0012345678");
            assert_eq!(cfg.mail.smtp_username, "true");
            Ok(())
        });
    }

    #[test]
    fn unknown_file_keys_and_missing_files_are_rejected() {
        figment::Jail::expect_with(|jail| {
            assert!(load(jail, Some("prot = 1\n")).is_err());
            let missing = AppConfig::load(&Sources {
                config_file: Some(jail.directory().join("nope.toml")),
                data_dir: None,
            });
            assert!(matches!(missing, Err(ConfigError::Read(..))));
            Ok(())
        });
    }
}
