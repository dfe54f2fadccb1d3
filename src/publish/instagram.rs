//! Publishing to Instagram (Instagram API with Instagram Login): a media container per image or
//! video (a carousel's items first, then the carousel), wait until Instagram has processed it,
//! then publish it and read back its permalink. Each container id is stored before the next call,
//! and a try that finds one asks Instagram what became of it before making another.

use std::time::Duration;

use serde_json::Value;

use super::{Outcome, Publisher, Sent};
use crate::db::publish_steps::{self as steps, Job};
use crate::domain::publishing::{MediaKind, PublishFormat};
use crate::social::Provider;
use crate::social::providers::{Failure, GRAPH_VERSION, agent, answer};
use crate::social::sync::blocking;

const P: Provider = Provider::Instagram;
/// How often a container's processing is looked at.
const POLL: Duration = Duration::from_secs(2);

/// Where a container stands, in Instagram's words.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Container {
    InProgress,
    Finished,
    Published,
    Error(String),
    Expired,
}

struct Graph {
    base: String,
    user: String,
    token: String,
}

impl Graph {
    fn get(&self, path: &str, fields: &str) -> Result<Value, Failure> {
        let call = agent()
            .get(format!("{}/{path}", self.base))
            .query("fields", fields)
            .query("access_token", &self.token)
            .call();
        answer(P, call)
    }

    fn post(&self, path: &str, form: &[(&str, &str)]) -> Result<Value, Failure> {
        let mut pairs: Vec<(&str, &str)> = form.to_vec();
        pairs.push(("access_token", &self.token));
        answer(
            P,
            agent()
                .post(format!("{}/{path}", self.base))
                .send_form(pairs),
        )
    }

    fn status(&self, container: &str) -> Result<Container, Failure> {
        let body = self.get(container, "status_code,status")?;
        Ok(match body["status_code"].as_str().unwrap_or("") {
            "FINISHED" => Container::Finished,
            "PUBLISHED" => Container::Published,
            "EXPIRED" => Container::Expired,
            "ERROR" => Container::Error(body["status"].as_str().unwrap_or("").to_string()),
            _ => Container::InProgress,
        })
    }

    fn id_of(body: &Value) -> Result<String, Failure> {
        body["id"]
            .as_str()
            .map(str::to_string)
            .or_else(|| body["id"].as_i64().map(|n| n.to_string()))
            .ok_or_else(|| Failure::Failed("Instagram answered without an id".into()))
    }

    /// A container for one image or video; `item`: a carousel's item (no caption).
    fn create(
        &self,
        url: &str,
        kind: MediaKind,
        item: bool,
        caption: &str,
    ) -> Result<String, Failure> {
        let mut form: Vec<(&str, &str)> = match (kind, item) {
            (MediaKind::Image, _) => vec![("image_url", url)],
            (MediaKind::Video, true) => vec![("video_url", url), ("media_type", "VIDEO")],
            (MediaKind::Video, false) => vec![("video_url", url), ("media_type", "REELS")],
        };
        if item {
            form.push(("is_carousel_item", "true"));
        } else {
            form.push(("caption", caption));
        }
        Graph::id_of(&self.post(&format!("{}/media", self.user), &form)?)
    }

    fn carousel(&self, children: &[String], caption: &str) -> Result<String, Failure> {
        let list = children.join(",");
        let form = [
            ("media_type", "CAROUSEL"),
            ("children", list.as_str()),
            ("caption", caption),
        ];
        Graph::id_of(&self.post(&format!("{}/media", self.user), &form)?)
    }

    /// Posts published in the last 24 hours, and how many are allowed.
    fn quota(&self) -> Result<(i64, i64), Failure> {
        let body = self.get(
            &format!("{}/content_publishing_limit", self.user),
            "quota_usage,config",
        )?;
        let entry = &body["data"][0];
        let used = entry["quota_usage"].as_i64().unwrap_or(0);
        let total = entry["config"]["quota_total"].as_i64().unwrap_or(100);
        Ok((used, total))
    }

    fn publish(&self, container: &str) -> Result<String, Failure> {
        let body = self.post(
            &format!("{}/media_publish", self.user),
            &[("creation_id", container)],
        )?;
        Graph::id_of(&body)
    }

    fn permalink(&self, media: &str) -> Result<String, Failure> {
        let body = self.get(media, "permalink")?;
        body["permalink"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| Failure::Failed("Instagram sent no permalink".into()))
    }

    /// The media a published container became: Instagram does not say, so it is the account's
    /// recent post with this caption published after the first try began.
    fn find_published(&self, caption: &str, since: &str) -> Result<Option<String>, Failure> {
        let body = agent()
            .get(format!("{}/{}/media", self.base, self.user))
            .query("fields", "id,caption,timestamp")
            .query("limit", "25")
            .query("access_token", &self.token)
            .call();
        let body = answer(P, body)?;
        let since = since_minus_a_minute(since);
        Ok(body["data"].as_array().and_then(|items| {
            items
                .iter()
                .filter(|m| m["caption"].as_str().unwrap_or("") == caption)
                .filter(|m| timestamp(m["timestamp"].as_str().unwrap_or("")) >= since)
                .find_map(|m| Graph::id_of(m).ok())
        }))
    }
}

/// Instagram's timestamps (`2026-11-27T08:00:00+0000`) as Unix seconds.
fn timestamp(text: &str) -> i64 {
    let fixed = match text.strip_suffix("+0000") {
        Some(head) => format!("{head}Z"),
        None => text.to_string(),
    };
    crate::db::unix_from_iso(&fixed).unwrap_or(0)
}

/// A claim's time less a minute, for clocks a little apart.
fn since_minus_a_minute(claimed: &str) -> i64 {
    crate::db::unix_from_iso(claimed).unwrap_or(0) - 60
}

/// Runs a Graph call off the async workers.
async fn call<T: Send + 'static>(
    graph: &std::sync::Arc<Graph>,
    f: impl FnOnce(&Graph) -> Result<T, Failure> + Send + 'static,
) -> Result<T, Failure> {
    let g = graph.clone();
    blocking(move || f(&g)).await
}

pub(super) async fn publish(
    p: &Publisher,
    job: &Job,
    format: PublishFormat,
    token: String,
    user: String,
) -> Outcome {
    let graph = std::sync::Arc::new(Graph {
        base: format!("{}/{GRAPH_VERSION}", p.social.instagram.graph_url),
        user,
        token,
    });
    match run(p, job, format, &graph).await {
        Ok(sent) => Outcome::Published(sent),
        Err(outcome) => outcome,
    }
}

/// For a post that changed after Instagram was given something: whether that went live (then
/// it is what was published), or `None` (what was given is abandoned).
pub(super) async fn check_up(
    p: &Publisher,
    job: &Job,
    token: String,
    user: String,
) -> Result<Option<Sent>, Outcome> {
    let graph = std::sync::Arc::new(Graph {
        base: format!("{}/{GRAPH_VERSION}", p.social.instagram.graph_url),
        user,
        token,
    });
    match already_live(p, job, &graph).await? {
        Some(media) => finish(&graph, media).await.map(Some),
        None => Ok(None),
    }
}

/// The media id of what an earlier try published, if it did: known, or found behind a
/// container Instagram says is published (then stored at once).
async fn already_live(
    p: &Publisher,
    job: &Job,
    graph: &std::sync::Arc<Graph>,
) -> Result<Option<String>, Outcome> {
    if let Some(media) = &job.provider_id {
        return Ok(Some(media.clone()));
    }
    let Some(c) = job.container_id.clone() else {
        return Ok(None);
    };
    let status = call(graph, move |g| g.status(&c))
        .await
        .map_err(Outcome::from)?;
    if status != Container::Published {
        return Ok(None);
    }
    let caption = job
        .caption_sent
        .clone()
        .unwrap_or_else(|| job.caption.clone());
    let since = job.first_claimed_at.clone();
    let found = call(graph, move |g| g.find_published(&caption, &since))
        .await
        .map_err(Outcome::from)?;
    let Some(media) = found else {
        return Err(Outcome::Later(
            "Instagram says the post went out, but it is not in the account's recent posts yet."
                .into(),
        ));
    };
    let (id, stored) = (job.post_id, media.clone());
    p.step(move |c| steps::set_provider_id(c, id, &stored))
        .await?;
    Ok(Some(media))
}

async fn run(
    p: &Publisher,
    job: &Job,
    format: PublishFormat,
    graph: &std::sync::Arc<Graph>,
) -> Result<Sent, Outcome> {
    let id = job.post_id;
    if let Some(media) = already_live(p, job, graph).await? {
        return finish(graph, media).await;
    }
    let mut container = job.container_id.clone();
    if let Some(c) = container.clone() {
        match call(graph, move |g| g.status(&c))
            .await
            .map_err(Outcome::from)?
        {
            Container::Expired | Container::Error(_) => {
                // Never published and never will be: this try (Try again, after the media or
                // the account was mended) makes it afresh.
                p.step(move |c| steps::set_container(c, id, None)).await?;
                p.step(move |c| steps::set_children(c, id, &[])).await?;
                container = None;
            }
            Container::InProgress | Container::Finished | Container::Published => {}
        }
    }
    let container = match container {
        Some(c) => c,
        None => create(p, job, format, graph).await?,
    };
    wait_until_processed(p, graph, &container).await?;
    let (used, total) = call(graph, |g| g.quota()).await.map_err(Outcome::from)?;
    if let Some(account) = job.account_id {
        p.step(move |c| steps::set_quota(c, account, used, total))
            .await?;
    }
    if used >= total {
        return Err(Outcome::Failed(format!(
            "Instagram's publishing limit for this account is used up ({used} of {total} posts \
             in the last 24 hours). Try again once it frees up."
        )));
    }
    let to_publish = container.clone();
    let media = call(graph, move |g| g.publish(&to_publish))
        .await
        .map_err(Outcome::from)?;
    let stored = media.clone();
    p.step(move |c| steps::set_provider_id(c, id, &stored))
        .await?;
    if let Some(account) = job.account_id {
        // This post counts against the limit from now: what the screens show stays true until
        // the next read.
        p.step(move |c| steps::set_quota(c, account, used + 1, total))
            .await?;
    }
    finish(graph, media).await
}

/// Makes the containers: a carousel's items first (each stored as it is made), then the one that
/// is published.
async fn create(
    p: &Publisher,
    job: &Job,
    format: PublishFormat,
    graph: &std::sync::Arc<Graph>,
) -> Result<String, Outcome> {
    let id = job.post_id;
    let caption = job.caption.clone();
    let container = if format == PublishFormat::Carousel {
        let mut children = job.children.clone();
        // Items an earlier try made are kept unless Instagram refused or dropped one of them.
        for child in job.children.clone() {
            let usable = matches!(
                call(graph, move |g| g.status(&child))
                    .await
                    .map_err(Outcome::from)?,
                Container::InProgress | Container::Finished
            );
            if !usable {
                children.clear();
                p.step(move |c| steps::set_children(c, id, &[])).await?;
                break;
            }
        }
        for file in job.media.iter().skip(children.len()) {
            let (url, kind) = (p.media_url(file).await?, file.kind);
            let child = call(graph, move |g| g.create(&url, kind, true, ""))
                .await
                .map_err(Outcome::from)?;
            children.push(child);
            let list = children.clone();
            p.step(move |c| steps::set_children(c, id, &list)).await?;
        }
        for child in &children {
            wait_until_processed(p, graph, child).await?;
        }
        call(graph, move |g| g.carousel(&children, &caption))
            .await
            .map_err(Outcome::from)?
    } else {
        let file = job
            .media
            .first()
            .ok_or_else(|| Outcome::Failed("Instagram needs an image or a video.".into()))?;
        let (url, kind) = (p.media_url(file).await?, file.kind);
        call(graph, move |g| g.create(&url, kind, false, &caption))
            .await
            .map_err(Outcome::from)?
    };
    let (stored, sent) = (container.clone(), job.caption.clone());
    p.step(move |c| steps::set_container(c, id, Some((&stored, &sent))))
        .await?;
    Ok(container)
}

/// Waits while Instagram processes a container, up to the configured time; past it the post
/// waits for its next try (the container is kept).
async fn wait_until_processed(
    p: &Publisher,
    graph: &std::sync::Arc<Graph>,
    container: &str,
) -> Result<(), Outcome> {
    let deadline = tokio::time::Instant::now()
        + Duration::from_secs(u64::from(p.config.processing_wait_seconds));
    loop {
        let c = container.to_string();
        match call(graph, move |g| g.status(&c))
            .await
            .map_err(Outcome::from)?
        {
            Container::Finished | Container::Published => return Ok(()),
            Container::Error(status) => return Err(rejected(&status)),
            Container::Expired => {
                return Err(Outcome::Failed(
                    "Instagram let the prepared media expire before it was published. Press Try \
                     again to send it once more."
                        .into(),
                ));
            }
            Container::InProgress if tokio::time::Instant::now() >= deadline => {
                return Err(Outcome::Later(
                    "Instagram is still processing the video.".into(),
                ));
            }
            Container::InProgress => tokio::time::sleep(POLL).await,
        }
    }
}

fn rejected(status: &str) -> Outcome {
    let detail = if status.is_empty() {
        String::new()
    } else {
        format!(" ({status})")
    };
    Outcome::Failed(format!(
        "Instagram could not process this media{detail}. Check that images are JPEG or PNG and \
         videos are MP4 or MOV within Instagram's size and length limits, then press Try again."
    ))
}

async fn finish(graph: &std::sync::Arc<Graph>, media: String) -> Result<Sent, Outcome> {
    let m = media.clone();
    let permalink = call(graph, move |g| g.permalink(&m))
        .await
        .map_err(Outcome::from)?;
    Ok(Sent {
        provider_id: media,
        permalink,
    })
}
