//! `[storage]`: where uploaded files live, and the bucket settings every S3 client takes.

use serde::{Deserialize, Serialize};

/// One S3-compatible bucket as the client needs it, whichever section named it. `[storage]` and
/// `[offsite]` each spell its fields out rather than flatten this struct in: serde cannot combine
/// `flatten` with `deny_unknown_fields`, which is what turns a mistyped key into a refused start.
#[derive(Debug, Clone, Default)]
pub struct S3Target {
    pub endpoint: String,
    pub bucket: String,
    pub region: String,
    pub prefix: String,
    pub access_key: String,
    pub secret_key: String,
    pub path_style: bool,
}

/// Where uploaded files live.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorageBackend {
    /// `uploads/` under the data dir.
    Disk,
    /// An S3-compatible bucket.
    S3,
}

/// `[storage]`: uploads on the data dir's disk (the default) or in a bucket of their own.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StorageConfig {
    pub backend: StorageBackend,
    /// The bucket's settings, as under `[offsite]` (used when `backend = "s3"`, and by
    /// `atrium storage migrate`).
    pub endpoint: String,
    pub bucket: String,
    pub region: String,
    pub prefix: String,
    pub access_key: String,
    pub secret_key: String,
    pub path_style: bool,
    /// How long a link to a file in the bucket stays valid once the server handed it out.
    pub link_seconds: u32,
}

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig {
            backend: StorageBackend::Disk,
            endpoint: String::new(),
            bucket: String::new(),
            region: "us-east-1".into(),
            prefix: "media".into(),
            access_key: String::new(),
            secret_key: String::new(),
            path_style: true,
            link_seconds: 300,
        }
    }
}

impl StorageConfig {
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

    /// The bucket's settings, or what is missing from them: a server told to keep media in a
    /// bucket it cannot reach would refuse every upload, so it does not start.
    pub fn bucket_problem(&self) -> Option<String> {
        let missing: Vec<&str> = [
            ("endpoint", &self.endpoint),
            ("bucket", &self.bucket),
            ("region", &self.region),
            ("access_key", &self.access_key),
            ("secret_key", &self.secret_key),
        ]
        .into_iter()
        .filter(|(_, v)| v.trim().is_empty())
        .map(|(k, _)| k)
        .collect();
        if !missing.is_empty() {
            return Some(format!("[storage] needs {}", missing.join(", ")));
        }
        if let Err(e) = url::Url::parse(self.endpoint.trim()) {
            return Some(format!("[storage] endpoint {:?}: {e}", self.endpoint));
        }
        if self.link_seconds == 0 || self.link_seconds > 7 * 24 * 3600 {
            return Some("[storage] link_seconds must be between 1 and 604800 (7 days)".into());
        }
        None
    }
}
