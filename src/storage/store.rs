//! Where uploaded files live: under the uploads dir (`uploads/<area>/<name>`, the layout data
//! dirs always had) or in a bucket (`<prefix>/<area>/<name>`). Every write, read, removal and
//! answer for a stored file goes through one `Store`, so no caller can look in the wrong place.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use rocket::fs::NamedFile;
use rocket::http::Status;
use rocket::response::{self, Responder};
use rocket::{Request, Response};

use super::bucket::{Object, Remote};
use crate::config::{AppConfig, S3Target, StorageBackend};
use crate::error::{ApiError, ApiResult};

/// The four kinds of upload, each in a folder (and key prefix) of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Avatars,
    Logos,
    Content,
    Files,
}

impl Area {
    pub const ALL: [Area; 4] = [Area::Avatars, Area::Logos, Area::Content, Area::Files];

    /// The folder under the uploads dir and the key's first part in a bucket (logos have
    /// always been kept in `site/`).
    pub fn dir(self) -> &'static str {
        match self {
            Area::Avatars => "avatars",
            Area::Logos => "site",
            Area::Content => "content",
            Area::Files => "files",
        }
    }
}

/// Cheap to clone: one per server, shared by the handlers, the publisher and the branding.
#[derive(Clone)]
pub struct Store(Arc<Backend>);

enum Backend {
    Disk { root: PathBuf },
    Bucket { remote: Box<Remote>, link: Duration },
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &*self.0 {
            Backend::Disk { root } => write!(f, "Store::Disk({})", root.display()),
            Backend::Bucket { .. } => write!(f, "Store::Bucket"),
        }
    }
}

pub(super) enum Kind<'a> {
    Disk(&'a Path),
    Bucket(&'a Remote),
}

/// A local file for a stored one: a new file before it is kept, or a stored one to read by
/// path (a video for YouTube, an image to re-encode). A scratch copy goes when dropped; on disk
/// a new file not kept goes too (a check failed), a stored one stays.
pub struct Local {
    path: PathBuf,
    remove: bool,
}

impl Local {
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        if self.remove {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// How a file is answered with: the headers the browser gets, from disk or from the bucket.
pub struct Answer {
    pub content_type: String,
    pub disposition: Option<String>,
    pub cache: String,
}

/// A stored file as the answer to a request: opened here, or a short-lived link to the bucket.
pub enum Served {
    File(NamedFile),
    Link(Link),
}

/// `303 See Other` to a signed link; the redirect itself is not kept, since the link expires.
pub struct Link(String);

impl<'r> Responder<'r, 'static> for Link {
    fn respond_to(self, _: &'r Request<'_>) -> response::Result<'static> {
        Response::build()
            .status(Status::SeeOther)
            .raw_header("Location", self.0)
            .raw_header("Cache-Control", "private, no-store")
            .ok()
    }
}

/// A route's answer for a stored file: its own from disk, or the link.
pub enum Reply<T> {
    Here(T),
    There(Link),
}

impl<'r, T: Responder<'r, 'static>> Responder<'r, 'static> for Reply<T> {
    fn respond_to(self, request: &'r Request<'_>) -> response::Result<'static> {
        match self {
            Reply::Here(answer) => answer.respond_to(request),
            Reply::There(link) => link.respond_to(request),
        }
    }
}

fn scratch() -> PathBuf {
    std::env::temp_dir().join(format!("atrium-{}", super::random_name("part")))
}

pub(super) fn key(area: Area, name: &str) -> String {
    format!("{}/{name}", area.dir())
}

/// A blocking bucket call off the async threads.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> ApiResult<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ApiError::internal(format!("storage task: {e}")))?
        .map_err(ApiError::internal)
}

impl Store {
    pub fn disk(uploads: PathBuf) -> Store {
        Store(Arc::new(Backend::Disk { root: uploads }))
    }

    pub fn bucket(target: &S3Target, link_seconds: u32) -> Result<Store, String> {
        Ok(Store(Arc::new(Backend::Bucket {
            remote: Box::new(Remote::new(target)?),
            link: Duration::from_secs(u64::from(link_seconds)),
        })))
    }

    /// The store `[storage]` names; a bucket with settings missing stops the start, since every
    /// upload would fail.
    pub fn from_config(config: &AppConfig) -> Result<Store, String> {
        match config.storage.backend {
            StorageBackend::Disk => Ok(Store::disk(config.uploads_dir())),
            StorageBackend::S3 => {
                if let Some(problem) = config.storage.bucket_problem() {
                    return Err(format!("backend = \"s3\": {problem}"));
                }
                Store::bucket(&config.storage.target(), config.storage.link_seconds)
                    .map_err(|e| format!("[storage] {e}"))
            }
        }
    }

    pub fn in_bucket(&self) -> bool {
        matches!(&*self.0, Backend::Bucket { .. })
    }

    /// Where a new file `name` is written first; `keep` puts it in its place. On disk that
    /// place is where it is written.
    pub async fn landing(&self, area: Area, name: &str) -> ApiResult<Local> {
        match &*self.0 {
            Backend::Disk { root } => {
                let dir = root.join(area.dir());
                tokio::fs::create_dir_all(&dir).await?;
                Ok(Local {
                    path: dir.join(name),
                    remove: true,
                })
            }
            Backend::Bucket { .. } => Ok(Local {
                path: scratch(),
                remove: true,
            }),
        }
    }

    /// Keeps a landed file as `area/name` (in a bucket: uploaded with its MD5 checked).
    pub async fn keep(&self, area: Area, name: &str, mut landed: Local) -> ApiResult<()> {
        match &*self.0 {
            Backend::Disk { .. } => {
                landed.remove = false;
                Ok(())
            }
            Backend::Bucket { remote, .. } => {
                let (remote, key) = (remote.clone(), key(area, name));
                blocking(move || remote.put(&key, &landed.path).map(drop)).await
            }
        }
    }

    pub async fn put_bytes(&self, area: Area, name: &str, bytes: Vec<u8>) -> ApiResult<()> {
        match &*self.0 {
            Backend::Disk { root } => {
                let dir = root.join(area.dir());
                tokio::fs::create_dir_all(&dir).await?;
                Ok(tokio::fs::write(dir.join(name), bytes).await?)
            }
            Backend::Bucket { remote, .. } => {
                let (remote, key) = (remote.clone(), key(area, name));
                blocking(move || remote.put_bytes(&key, &bytes)).await
            }
        }
    }

    /// For code that runs outside the async threads (demo data, migrate).
    pub fn put_bytes_blocking(&self, area: Area, name: &str, bytes: &[u8]) -> Result<(), String> {
        match &*self.0 {
            Backend::Disk { root } => {
                let dir = root.join(area.dir());
                std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                std::fs::write(dir.join(name), bytes).map_err(|e| format!("{name}: {e}"))
            }
            Backend::Bucket { remote, .. } => remote.put_bytes(&key(area, name), bytes),
        }
    }

    /// A small stored file whole (a logo for a PDF, which handlers render in place).
    pub fn read_blocking(&self, area: Area, name: &str) -> Result<Vec<u8>, String> {
        match &*self.0 {
            Backend::Disk { root } => {
                std::fs::read(root.join(area.dir()).join(name)).map_err(|e| format!("{name}: {e}"))
            }
            Backend::Bucket { remote, .. } => {
                let get = || remote.get_bytes(&key(area, name));
                // On a server thread, the others take its tasks while the bucket answers.
                match tokio::runtime::Handle::try_current() {
                    Ok(runtime)
                        if runtime.runtime_flavor()
                            == tokio::runtime::RuntimeFlavor::MultiThread =>
                    {
                        tokio::task::block_in_place(get)
                    }
                    _ => get(),
                }
            }
        }
    }

    /// A stored file to read as it comes (a zip entry), on a blocking thread.
    pub fn reader_blocking(&self, area: Area, name: &str) -> Result<Box<dyn Read + Send>, String> {
        match &*self.0 {
            Backend::Disk { root } => std::fs::File::open(root.join(area.dir()).join(name))
                .map(|f| Box::new(f) as Box<dyn Read + Send>)
                .map_err(|e| format!("{name}: {e}")),
            Backend::Bucket { remote, .. } => remote
                .reader(&key(area, name))
                .map(|r| Box::new(r) as Box<dyn Read + Send>),
        }
    }

    /// A stored file by path: on disk the file itself, from a bucket a scratch copy.
    pub async fn local_copy(&self, area: Area, name: &str) -> ApiResult<Local> {
        match &*self.0 {
            Backend::Disk { root } => Ok(Local {
                path: root.join(area.dir()).join(name),
                remove: false,
            }),
            Backend::Bucket { remote, .. } => {
                let local = Local {
                    path: scratch(),
                    remove: true,
                };
                let (remote, key, to) = (remote.clone(), key(area, name), local.path.clone());
                blocking(move || remote.get(&key, &to).map(drop)).await?;
                Ok(local)
            }
        }
    }

    /// Removes a stored file, logging instead of failing: the database change already happened.
    pub async fn remove(&self, area: Area, name: &str) {
        if !super::is_safe_name(name) {
            return;
        }
        let removed = match &*self.0 {
            Backend::Disk { root } => tokio::fs::remove_file(root.join(area.dir()).join(name))
                .await
                .map_err(|e| e.to_string()),
            Backend::Bucket { remote, .. } => {
                let (remote, key) = (remote.clone(), key(area, name));
                blocking(move || remote.delete(&key))
                    .await
                    .map_err(|e| e.to_string())
            }
        };
        if let Err(e) = removed {
            tracing::warn!("could not remove upload {name}: {e}");
        }
    }

    pub async fn exists(&self, area: Area, name: &str) -> bool {
        match &*self.0 {
            Backend::Disk { root } => tokio::fs::try_exists(root.join(area.dir()).join(name))
                .await
                .unwrap_or(false),
            Backend::Bucket { remote, .. } => {
                let (remote, key) = (remote.clone(), key(area, name));
                matches!(blocking(move || remote.head(&key)).await, Ok(Some(_)))
            }
        }
    }

    /// Every file of an area, names and sizes (for migrate and the backup manifest).
    pub fn list_blocking(&self, area: Area) -> Result<Vec<Object>, String> {
        match &*self.0 {
            Backend::Disk { root } => {
                let dir = root.join(area.dir());
                let mut found = Vec::new();
                let Ok(entries) = std::fs::read_dir(&dir) else {
                    return Ok(found);
                };
                for entry in entries {
                    let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
                    let meta = entry.metadata().map_err(|e| e.to_string())?;
                    if meta.is_file() {
                        found.push(Object {
                            name: entry.file_name().to_string_lossy().into_owned(),
                            bytes: meta.len(),
                            etag: String::new(),
                        });
                    }
                }
                found.sort_by(|a, b| a.name.cmp(&b.name));
                Ok(found)
            }
            Backend::Bucket { remote, .. } => {
                let start = format!("{}/", area.dir());
                let mut found: Vec<Object> = remote
                    .list_under(&start)?
                    .into_iter()
                    .filter_map(|o| {
                        let name = o.name.strip_prefix(&start)?.to_string();
                        (!name.contains('/')).then_some(Object {
                            name,
                            bytes: o.bytes,
                            etag: o.etag,
                        })
                    })
                    .collect();
                found.sort_by(|a, b| a.name.cmp(&b.name));
                Ok(found)
            }
        }
    }

    /// The answer for a stored file whose reader was already let through: the file from disk,
    /// or a link to the bucket the browser follows, with the same headers. None when a file
    /// on disk is missing (a name not of ours never gets this far).
    pub async fn serve(&self, area: Area, name: &str, answer: Answer) -> Option<Served> {
        match &*self.0 {
            Backend::Disk { root } => NamedFile::open(root.join(area.dir()).join(name))
                .await
                .ok()
                .map(Served::File),
            Backend::Bucket { remote, link } => {
                let mut headers = vec![
                    ("response-content-type", answer.content_type),
                    ("response-cache-control", answer.cache),
                ];
                if let Some(disposition) = answer.disposition {
                    headers.push(("response-content-disposition", disposition));
                }
                let url = remote.link(&key(area, name), *link, &headers);
                Some(Served::Link(Link(url)))
            }
        }
    }

    /// The backend itself, for moving files between two stores (`migrate`).
    pub(super) fn kind(&self) -> Kind<'_> {
        match &*self.0 {
            Backend::Disk { root } => Kind::Disk(root),
            Backend::Bucket { remote, .. } => Kind::Bucket(remote),
        }
    }

    /// The origin the links to the bucket point to; None on disk, whose files the server sends.
    pub fn link_origin(&self) -> Option<String> {
        match &*self.0 {
            Backend::Disk { .. } => None,
            Backend::Bucket { remote, .. } => Some(remote.origin()),
        }
    }

    /// Where the disk store keeps an area (None for a bucket).
    pub fn disk_dir(&self, area: Area) -> Option<PathBuf> {
        match &*self.0 {
            Backend::Disk { root } => Some(root.join(area.dir())),
            Backend::Bucket { .. } => None,
        }
    }
}
