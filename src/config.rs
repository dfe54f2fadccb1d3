//! AppConfig: compiled defaults -> TOML file -> `ATRIUM_*` env (`__` nests) -> CLI flags.

use std::net::IpAddr;
use std::path::{Path, PathBuf};

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
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LimitsConfig {
    pub avatar_bytes: u64,
    pub content_image_bytes: u64,
    pub attachment_bytes: u64,
    pub json_bytes: u64,
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
        }
    }
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            avatar_bytes: 5 * MIB,
            content_image_bytes: 10 * MIB,
            attachment_bytes: 10 * MIB,
            json_bytes: MIB,
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

    /// Loads defaults, then the file, then the process environment.
    pub fn load(sources: &Sources) -> Result<AppConfig, ConfigError> {
        let env: Vec<(String, String)> = std::env::vars().collect();
        Self::load_with_env(sources, &env)
    }

    pub fn load_with_env(
        sources: &Sources,
        env: &[(String, String)],
    ) -> Result<AppConfig, ConfigError> {
        let data_dir = sources.data_dir.clone().unwrap_or_else(default_data_dir);
        let file = match &sources.config_file {
            Some(path) => Some(path.clone()),
            None => Some(data_dir.join("config.toml")).filter(|p| p.is_file()),
        };
        let mut tree = match &file {
            Some(path) => read_table(path)?,
            None => toml::Table::new(),
        };
        overlay_env(&mut tree, env);
        let mut config: AppConfig = tree
            .try_into()
            .map_err(|e: toml::de::Error| ConfigError::Invalid(e.message().to_string()))?;
        if let Some(dir) = &sources.data_dir {
            config.data_dir = dir.clone();
        }
        Ok(config)
    }

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }
}

fn read_table(path: &Path) -> Result<toml::Table, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Read(path.into(), e))?;
    text.parse::<toml::Table>()
        .map_err(|e| ConfigError::Invalid(format!("{}: {}", path.display(), e.message())))
}

/// Applies `ATRIUM_SECTION__KEY=value` onto the tree; unknown keys are warned about and skipped.
fn overlay_env(tree: &mut toml::Table, env: &[(String, String)]) {
    let known = toml::Table::try_from(AppConfig::default()).unwrap_or_default();
    for (name, raw) in env {
        let Some(rest) = name.strip_prefix(ENV_PREFIX) else {
            continue;
        };
        if CLI_ONLY_ENV.contains(&rest) {
            continue;
        }
        let path: Vec<String> = rest.split("__").map(|s| s.to_ascii_lowercase()).collect();
        if !is_known_path(&known, &path) {
            tracing::warn!("ignoring unknown environment variable {name}");
            continue;
        }
        set_path(tree, &path, env_value(raw));
    }
}

fn is_known_path(known: &toml::Table, path: &[String]) -> bool {
    match path {
        [] => false,
        [leaf] => known.get(leaf).is_some_and(|v| !v.is_table()),
        [head, rest @ ..] => match known.get(head) {
            Some(toml::Value::Table(t)) => is_known_path(t, rest),
            _ => false,
        },
    }
}

fn set_path(tree: &mut toml::Table, path: &[String], value: toml::Value) {
    match path {
        [] => {}
        [leaf] => {
            tree.insert(leaf.clone(), value);
        }
        [head, rest @ ..] => {
            let entry = tree
                .entry(head.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            if let toml::Value::Table(t) = entry {
                set_path(t, rest, value);
            }
        }
    }
}

/// Env values are typed like TOML scalars when they parse as one (8000, true), else strings.
fn env_value(raw: &str) -> toml::Value {
    let probe = format!("v = {raw}");
    match probe.parse::<toml::Table>() {
        Ok(mut t) => match t.remove("v") {
            Some(
                v @ (toml::Value::Integer(_) | toml::Value::Boolean(_) | toml::Value::Float(_)),
            ) => v,
            _ => toml::Value::String(raw.to_string()),
        },
        Err(_) => toml::Value::String(raw.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn env_overrides_file_and_nests_with_double_underscore() {
        let dir = std::env::temp_dir().join(format!("atrium-cfg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("c.toml");
        std::fs::write(
            &file,
            "port = 9000\n[mail]\nsmtp_host = \"file-host\"\nsmtp_port = 25\n",
        )
        .unwrap();
        let sources = Sources {
            config_file: Some(file),
            data_dir: Some(dir.clone()),
        };
        let cfg = AppConfig::load_with_env(
            &sources,
            &env(&[
                ("ATRIUM_MAIL__SMTP_HOST", "env-host"),
                ("ATRIUM_NOT_A_KEY", "x"),
            ]),
        )
        .unwrap();
        assert_eq!(cfg.port, 9000);
        assert_eq!(cfg.mail.smtp_host, "env-host");
        assert_eq!(cfg.mail.smtp_port, 25);
        assert_eq!(cfg.data_dir, dir);
    }

    #[test]
    fn env_values_are_typed() {
        let sources = Sources {
            config_file: None,
            data_dir: Some("/nonexistent".into()),
        };
        let cfg = AppConfig::load_with_env(
            &sources,
            &env(&[
                ("ATRIUM_PORT", "8123"),
                ("ATRIUM_AUTH__ALLOW_REGISTRATION", "false"),
            ]),
        )
        .unwrap();
        assert_eq!(cfg.port, 8123);
        assert!(!cfg.auth.allow_registration);
    }

    #[test]
    fn unknown_file_keys_are_rejected() {
        let dir = std::env::temp_dir().join(format!("atrium-cfg2-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("c.toml");
        std::fs::write(&file, "prot = 1\n").unwrap();
        let sources = Sources {
            config_file: Some(file),
            data_dir: None,
        };
        assert!(AppConfig::load_with_env(&sources, &[]).is_err());
    }
}
