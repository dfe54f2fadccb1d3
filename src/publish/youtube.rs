//! Publishing to YouTube (Data API v3): a resumable upload of the post's video. The upload
//! session is stored before the first byte is sent; a try that finds one asks YouTube how much it
//! holds and goes on from there, or takes the finished video if the upload already completed.

use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use super::{Outcome, Publisher, Sent};
use crate::db::publish_steps::{self as steps, Job};
use crate::social::Provider;
use crate::social::providers::Failure;
use crate::social::sync::blocking;

const P: Provider = Provider::Youtube;
/// Pieces of an upload that fail in a row before the post waits for its next try.
const PIECE_TRIES: u32 = 3;

/// Uploads take longer than the API's reads: a piece gets a few minutes.
fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(300)))
        .http_status_as_error(false)
        .max_redirects(0)
        .user_agent(concat!("Atrium/", env!("CARGO_PKG_VERSION")))
        .build()
        .new_agent()
}

/// What YouTube said of an upload.
enum Upload {
    /// It holds this many bytes and waits for the rest.
    Partial(u64),
    /// The video is complete: its id.
    Done(String),
    /// The session is gone (expired or never known): the video was never completed.
    Gone,
}

fn read_upload(
    result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<Upload, Failure> {
    let mut response = result.map_err(|e| Failure::Failed(format!("network: {e}")))?;
    let status = response.status().as_u16();
    match status {
        308 => {
            // "bytes=0-N": N + 1 bytes are held; no header: none.
            let held = response
                .headers()
                .get("range")
                .and_then(|v| v.to_str().ok())
                .and_then(|r| r.rsplit('-').next())
                .and_then(|n| n.trim().parse::<u64>().ok())
                .map_or(0, |last| last + 1);
            Ok(Upload::Partial(held))
        }
        200 | 201 => {
            let body: Value = response.body_mut().read_json().unwrap_or(Value::Null);
            body["id"]
                .as_str()
                .map(|id| Upload::Done(id.to_string()))
                .ok_or_else(|| Failure::Failed("YouTube answered without a video id".into()))
        }
        404 | 410 => Ok(Upload::Gone),
        _ => {
            let body: Value = response.body_mut().read_json().unwrap_or(Value::Null);
            Err(crate::social::providers::failure(P, status, &body))
        }
    }
}

struct Session {
    url: String,
    token: String,
    total: u64,
    mime: String,
}

impl Session {
    /// How much of the video YouTube holds (an empty PUT naming only the total).
    fn status(&self) -> Result<Upload, Failure> {
        read_upload(
            agent()
                .put(&self.url)
                .header("Authorization", format!("Bearer {}", self.token))
                .header("Content-Range", format!("bytes */{}", self.total))
                .send(&[][..]),
        )
    }

    /// Sends the piece at `from`.
    fn piece(&self, path: &PathBuf, from: u64, size: u64) -> Result<Upload, Failure> {
        let len = size.min(self.total - from);
        let mut bytes = vec![0u8; len as usize];
        let mut file = std::fs::File::open(path)
            .map_err(|e| Failure::Failed(format!("reading the video: {e}")))?;
        file.seek(SeekFrom::Start(from))
            .and_then(|_| file.read_exact(&mut bytes))
            .map_err(|e| Failure::Failed(format!("reading the video: {e}")))?;
        read_upload(
            agent()
                .put(&self.url)
                .header("Authorization", format!("Bearer {}", self.token))
                .header("Content-Type", &self.mime)
                .header(
                    "Content-Range",
                    format!("bytes {from}-{}/{}", from + len - 1, self.total),
                )
                .send(&bytes[..]),
        )
    }
}

/// Opens an upload session with the video's details; answers its URL.
fn open_session(
    upload_url: &str,
    token: &str,
    job: &Job,
    total: u64,
    mime: &str,
) -> Result<String, Failure> {
    let meta = json!({
        "snippet": {
            "title": job.title.trim(),
            "description": job.caption,
            "tags": job.tags,
        },
        "status": {
            "privacyStatus": job.privacy.as_str(),
            "selfDeclaredMadeForKids": false,
        },
    });
    let result = agent()
        .post(format!("{upload_url}/videos"))
        .query("uploadType", "resumable")
        .query("part", "snippet,status")
        .header("Authorization", format!("Bearer {token}"))
        .header("X-Upload-Content-Length", total.to_string())
        .header("X-Upload-Content-Type", mime)
        .send_json(&meta);
    let mut response = result.map_err(|e| Failure::Failed(format!("network: {e}")))?;
    let status = response.status().as_u16();
    if (200..300).contains(&status)
        && let Some(location) = response
            .headers()
            .get("location")
            .and_then(|v| v.to_str().ok())
    {
        return Ok(location.to_string());
    }
    let body: Value = response.body_mut().read_json().unwrap_or(Value::Null);
    Err(crate::social::providers::failure(P, status, &body))
}

/// For a post that changed after YouTube was given something: whether the upload completed
/// (then it is what was published), or `None` (an unfinished upload is abandoned).
pub(super) async fn check_up(
    p: &Publisher,
    job: &Job,
    token: String,
) -> Result<Option<Sent>, Outcome> {
    let video = match (&job.provider_id, &job.upload_url) {
        (Some(video), _) => Some(video.clone()),
        (None, Some(url)) => {
            let session = Session {
                url: url.clone(),
                token,
                total: job.upload_bytes.unwrap_or(0).max(0) as u64,
                mime: String::new(),
            };
            match blocking(move || session.status()).await.map_err(youtube)? {
                Upload::Done(video) => Some(remember(p, job.post_id, video).await?),
                Upload::Partial(_) | Upload::Gone => None,
            }
        }
        (None, None) => None,
    };
    Ok(video.map(|video| Sent {
        permalink: format!("https://www.youtube.com/watch?v={video}"),
        provider_id: video,
    }))
}

pub(super) async fn publish(p: &Publisher, job: &Job, token: String) -> Outcome {
    match run(p, job, token).await {
        Ok(video) => Outcome::Published(Sent {
            permalink: format!("https://www.youtube.com/watch?v={video}"),
            provider_id: video,
        }),
        Err(outcome) => outcome,
    }
}

async fn run(p: &Publisher, job: &Job, token: String) -> Result<String, Outcome> {
    let id = job.post_id;
    if let Some(video) = &job.provider_id {
        return Ok(video.clone());
    }
    let file = job
        .media
        .first()
        .ok_or_else(|| Outcome::Failed("YouTube needs a video.".into()))?;
    // From a bucket, a copy on local disk for the length of the upload (pieces are re-read).
    let local = p
        .store
        .local_copy(crate::storage::Area::Content, &file.file_name)
        .await
        .map_err(|e| Outcome::Later(format!("reading the video: {e}")))?;
    let path = local.path().to_path_buf();
    let total = file.bytes.max(0) as u64;
    let mime = file.mime.clone();
    let mut held = 0;
    let mut url = job.upload_url.clone();
    if let Some(known) = url.clone() {
        let session = Session {
            url: known,
            token: token.clone(),
            total,
            mime: mime.clone(),
        };
        match blocking(move || session.status()).await.map_err(youtube)? {
            Upload::Done(video) => return remember(p, id, video).await,
            Upload::Partial(n) => held = n,
            Upload::Gone => {
                p.step(move |c| steps::set_upload(c, id, None)).await?;
                url = None;
            }
        }
    }
    let url = match url {
        Some(u) => u,
        None => {
            let (base, t, j, m) = (
                p.social.youtube.upload_url.clone(),
                token.clone(),
                job.clone(),
                mime.clone(),
            );
            let opened = blocking(move || open_session(&base, &t, &j, total, &m))
                .await
                .map_err(youtube)?;
            let stored = opened.clone();
            p.step(move |c| steps::set_upload(c, id, Some((&stored, total))))
                .await?;
            opened
        }
    };
    let session = std::sync::Arc::new(Session {
        url,
        token,
        total,
        mime,
    });
    let chunk = p.config.youtube_chunk_bytes.max(256 * 1024);
    let mut failures = 0;
    loop {
        let (s, path, from) = (session.clone(), path.clone(), held);
        let sent = blocking(move || s.piece(&path, from, chunk)).await;
        match sent {
            Ok(Upload::Done(video)) => return remember(p, id, video).await,
            Ok(Upload::Partial(n)) => {
                held = n;
                failures = 0;
            }
            Ok(Upload::Gone) => {
                p.step(move |c| steps::set_upload(c, id, None)).await?;
                return Err(Outcome::Later("YouTube ended the upload session.".into()));
            }
            Err(Failure::Failed(reason)) if failures + 1 < PIECE_TRIES => {
                // A piece cut short or a 5xx: ask how much arrived (the piece may even have
                // completed the video) and go on from there.
                failures += 1;
                tracing::warn!("YouTube upload of post {id} interrupted: {reason}");
                let s = session.clone();
                match blocking(move || s.status()).await.map_err(youtube)? {
                    Upload::Done(video) => return remember(p, id, video).await,
                    Upload::Partial(n) => held = n,
                    Upload::Gone => {
                        p.step(move |c| steps::set_upload(c, id, None)).await?;
                        return Err(Outcome::Later("YouTube ended the upload session.".into()));
                    }
                }
            }
            Err(f) => return Err(youtube(f)),
        }
    }
}

/// Stores the video's id the moment it is known.
async fn remember(p: &Publisher, id: i64, video: String) -> Result<String, Outcome> {
    let stored = video.clone();
    p.step(move |c| steps::set_provider_id(c, id, &stored))
        .await?;
    Ok(video)
}

/// YouTube's daily quota is a wall until the next day, not a passing limit: the post shows as
/// failed with the reason, and a person presses Try again.
fn youtube(f: Failure) -> Outcome {
    match &f {
        Failure::RateLimited(m) if m.contains("quota") => Outcome::Failed(
            "YouTube's daily upload quota for this project is used up. Try again tomorrow \
             (it resets at midnight Pacific time)."
                .into(),
        ),
        _ => Outcome::from(f),
    }
}
