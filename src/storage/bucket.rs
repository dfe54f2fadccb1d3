//! An S3-compatible bucket (AWS S3, Backblaze B2, Cloudflare R2, MinIO, SeaweedFS, Garage): the
//! requests are signed by rusty-s3 (SigV4 in the query, so no header is left to sign by hand) and
//! sent with ureq. Bodies stream from and to files; nothing is held whole in memory.

use std::fs::File;
use std::io::Read;
use std::path::Path;
use std::time::Duration;

use rusty_s3::{Bucket, Credentials, S3Action, UrlStyle};

use crate::config::S3Target;

/// How long a signed request stays valid: it is checked when the request starts, so a long upload
/// is not cut off by it.
const SIGNED_FOR: Duration = Duration::from_secs(15 * 60);

#[derive(Clone)]
pub struct Remote {
    bucket: Bucket,
    credentials: Credentials,
    prefix: String,
    agent: ureq::Agent,
}

/// One object under the prefix.
#[derive(Debug, Clone)]
pub struct Object {
    pub name: String,
    pub bytes: u64,
    /// The store's checksum (a single PUT's is the MD5); empty for a file on disk.
    pub etag: String,
}

impl Remote {
    pub fn new(cfg: &S3Target) -> Result<Remote, String> {
        let endpoint = url::Url::parse(cfg.endpoint.trim())
            .map_err(|e| format!("endpoint {:?}: {e}", cfg.endpoint))?;
        let style = if cfg.path_style {
            UrlStyle::Path
        } else {
            UrlStyle::VirtualHost
        };
        let bucket = Bucket::new(endpoint, style, cfg.bucket.clone(), cfg.region.clone())
            .map_err(|e| format!("bucket {:?}: {e}", cfg.bucket))?;
        let prefix = match cfg.prefix.trim_matches('/') {
            "" => String::new(),
            p => format!("{p}/"),
        };
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(Duration::from_secs(15)))
            .timeout_recv_response(Some(Duration::from_secs(300)))
            .user_agent(concat!("Atrium/", env!("CARGO_PKG_VERSION")))
            .build()
            .new_agent();
        Ok(Remote {
            bucket,
            credentials: Credentials::new(cfg.access_key.clone(), cfg.secret_key.clone()),
            prefix,
            agent,
        })
    }

    fn key(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    /// Creates the bucket (the test harness's fresh store; a hosted one is made in its console).
    pub fn create_bucket(&self) -> Result<(), String> {
        let url = self
            .bucket
            .create_bucket(&self.credentials)
            .sign(SIGNED_FOR);
        let response = self.agent.put(url.as_str()).send_empty();
        checked(response, "creating the bucket").map(drop)
    }

    /// Uploads `file` as `name`, with its MD5 in `Content-MD5` so the store refuses a body that
    /// arrived changed, and checks the ETag it answers (a single PUT's ETag is that MD5).
    pub fn put(&self, name: &str, file: &Path) -> Result<u64, String> {
        let md5 = file_md5(file)?;
        let body = File::open(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let bytes = body.metadata().map_err(|e| e.to_string())?.len();
        self.put_checked(name, md5, |request| request.send(&body))?;
        Ok(bytes)
    }

    /// The same for bytes in memory (a thumbnail, a re-encoded image).
    pub fn put_bytes(&self, name: &str, body: &[u8]) -> Result<(), String> {
        use md5::Digest as _;
        let md5: [u8; 16] = md5::Md5::digest(body).into();
        self.put_checked(name, md5, |request| request.send(body))
    }

    fn put_checked(
        &self,
        name: &str,
        md5: [u8; 16],
        send: impl FnOnce(
            ureq::RequestBuilder<ureq::typestate::WithBody>,
        ) -> Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    ) -> Result<(), String> {
        let key = self.key(name);
        let url = self
            .bucket
            .put_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        use base64::Engine as _;
        let request = self
            .agent
            .put(url.as_str())
            .header(
                "Content-MD5",
                base64::engine::general_purpose::STANDARD.encode(md5),
            )
            .header("Content-Type", "application/octet-stream");
        let response = checked(send(request), &format!("uploading {name}"))?;
        let etag = etag_of(&response);
        match etag {
            Some(etag) if etag == hex::encode(md5) => Ok(()),
            other => Err(format!(
                "uploading {name}: the store's checksum {other:?} is not the file's {}",
                hex::encode(md5)
            )),
        }
    }

    /// The size and ETag of `name`, or None when there is no such object.
    pub fn head(&self, name: &str) -> Result<Option<(u64, String)>, String> {
        let key = self.key(name);
        let url = self
            .bucket
            .head_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        let response = self
            .agent
            .head(url.as_str())
            .call()
            .map_err(|e| format!("looking up {name}: the store did not answer ({e})"))?;
        if response.status().as_u16() == 404 {
            return Ok(None);
        }
        let response = checked(Ok(response), &format!("looking up {name}"))?;
        let bytes = response
            .headers()
            .get("content-length")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        Ok(Some((bytes, etag_of(&response).unwrap_or_default())))
    }

    /// The whole object `name` in memory (small files: a logo for a PDF).
    pub fn get_bytes(&self, name: &str) -> Result<Vec<u8>, String> {
        let key = self.key(name);
        let url = self
            .bucket
            .get_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        let mut response = checked(
            self.agent.get(url.as_str()).call(),
            &format!("downloading {name}"),
        )?;
        response
            .body_mut()
            .with_config()
            .limit(u64::MAX)
            .read_to_vec()
            .map_err(|e| format!("downloading {name}: {e}"))
    }

    /// The object `name` as it arrives, read by the caller (a zip entry: a video is not held
    /// in memory).
    pub fn reader(&self, name: &str) -> Result<impl Read + Send + 'static, String> {
        let key = self.key(name);
        let url = self
            .bucket
            .get_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        let response = checked(
            self.agent.get(url.as_str()).call(),
            &format!("downloading {name}"),
        )?;
        Ok(response
            .into_body()
            .into_with_config()
            .limit(u64::MAX)
            .reader())
    }

    /// Where the links point: `scheme://host[:port]` (with the bucket in the host name when not
    /// path-style), for a browser's content security policy.
    pub fn origin(&self) -> String {
        self.bucket.base_url().origin().ascii_serialization()
    }

    /// A link anyone holding it can GET `name` by for `valid`, the store answering with the
    /// headers given (`response-content-type` and the like) instead of the object's own.
    pub fn link(&self, name: &str, valid: Duration, answer: &[(&str, String)]) -> String {
        let key = self.key(name);
        let mut action = self.bucket.get_object(Some(&self.credentials), &key);
        for (param, value) in answer {
            action.query_mut().insert(*param, value.clone());
        }
        action.sign(valid).to_string()
    }

    /// Downloads `name` into `to`; answers its size.
    pub fn get(&self, name: &str, to: &Path) -> Result<u64, String> {
        let key = self.key(name);
        let url = self
            .bucket
            .get_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        let response = self.agent.get(url.as_str()).call();
        let mut response = checked(response, &format!("downloading {name}"))?;
        let mut out = crate::storage::owner_only_file(to)?;
        let mut reader = response.body_mut().with_config().limit(u64::MAX).reader();
        let bytes =
            std::io::copy(&mut reader, &mut out).map_err(|e| format!("downloading {name}: {e}"))?;
        out.sync_all().map_err(|e| e.to_string())?;
        Ok(bytes)
    }

    pub fn delete(&self, name: &str) -> Result<(), String> {
        let key = self.key(name);
        let url = self
            .bucket
            .delete_object(Some(&self.credentials), &key)
            .sign(SIGNED_FOR);
        checked(
            self.agent.delete(url.as_str()).call(),
            &format!("deleting {name}"),
        )
        .map(drop)
    }

    /// Every object directly under the prefix (names without it), newest name first.
    pub fn list(&self) -> Result<Vec<Object>, String> {
        let mut found: Vec<Object> = self
            .list_under("")?
            .into_iter()
            .filter(|o| !o.name.contains('/'))
            .collect();
        found.sort_by(|a, b| b.name.cmp(&a.name));
        Ok(found)
    }

    /// Every object whose name (without the prefix) starts with `start`, page by page.
    pub fn list_under(&self, start: &str) -> Result<Vec<Object>, String> {
        let mut found = Vec::new();
        let mut token: Option<String> = None;
        let whole = format!("{}{start}", self.prefix);
        loop {
            let mut action = self.bucket.list_objects_v2(Some(&self.credentials));
            if !whole.is_empty() {
                action.with_prefix(whole.as_str());
            }
            if let Some(t) = &token {
                action.with_continuation_token(t.as_str());
            }
            let url = action.sign(SIGNED_FOR);
            let mut response = checked(self.agent.get(url.as_str()).call(), "listing the bucket")?;
            let text = response
                .body_mut()
                .read_to_string()
                .map_err(|e| format!("listing the bucket: {e}"))?;
            let page = rusty_s3::actions::ListObjectsV2::parse_response(&text)
                .map_err(|e| format!("listing the bucket: {e}"))?;
            for object in page.contents {
                if let Some(name) = object.key.strip_prefix(&self.prefix)
                    && !name.is_empty()
                {
                    found.push(Object {
                        name: name.to_string(),
                        bytes: object.size.unwrap_or(0),
                        etag: object
                            .etag
                            .as_deref()
                            .unwrap_or_default()
                            .trim_matches('"')
                            .to_ascii_lowercase(),
                    });
                }
            }
            match page.next_continuation_token {
                Some(next) => token = Some(next),
                None => break,
            }
        }
        Ok(found)
    }
}

fn etag_of(response: &ureq::http::Response<ureq::Body>) -> Option<String> {
    response
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim_matches('"').to_ascii_lowercase())
}

pub fn file_md5(path: &Path) -> Result<[u8; 16], String> {
    use md5::Digest as _;
    let mut file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut hash = md5::Md5::new();
    let mut buf = vec![0u8; 256 * 1024];
    loop {
        let n = file.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        hash.update(&buf[..n]);
    }
    Ok(hash.finalize().into())
}

/// A 2xx answer, else the store's own error code and message (never the signed URL: it carries
/// a signature).
fn checked(
    result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    what: &str,
) -> Result<ureq::http::Response<ureq::Body>, String> {
    let mut response = result.map_err(|e| format!("{what}: the store did not answer ({e})"))?;
    let status = response.status().as_u16();
    if (200..300).contains(&status) {
        return Ok(response);
    }
    let text = response
        .body_mut()
        .with_config()
        .limit(64 * 1024)
        .read_to_string()
        .unwrap_or_default();
    let tag = |name: &str| {
        let open = format!("<{name}>");
        let start = text.find(&open)? + open.len();
        let end = text[start..].find("</")? + start;
        Some(text[start..end].to_string())
    };
    let code = tag("Code").unwrap_or_else(|| format!("HTTP {status}"));
    Err(match tag("Message") {
        Some(message) => format!("{what}: {code}: {message}"),
        None => format!("{what}: {code}"),
    })
}
