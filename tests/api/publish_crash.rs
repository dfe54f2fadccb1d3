//! Exactly once, with the real binary: the server is killed (SIGKILL) at each step of a publish
//! and started again on the same data directory, and every post ends published once on the fake
//! providers, never twice, never lost. The fake holds the request of the step (a one-shot
//! `hang`), the test kills the server the moment it arrived: after the post was claimed and
//! before anything reached the platform, after the container or upload session was made and
//! stored, once the platform published but its answer never came back, and after the publish
//! answered but before the post was written as posted. A 5xx from the platform after the media
//! went live does not publish it again either.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::common::binary::{self, Server, json_of, login, send, send_body, start_on};
use crate::common::fake_social::FakeSocial;
use crate::common::{PASSWORD, approved_post_form, picture};

/// Long enough to kill the server during the held request; the fake's thread sleeps it out.
const HANG_SECONDS: u64 = 20;
const SEEN_WITHIN: Duration = Duration::from_secs(30);
const POSTED_WITHIN: Duration = Duration::from_secs(40);
const CHUNK: usize = 262_144;

/// A server with a client whose Instagram and YouTube accounts are connected through the fake,
/// started and killed as a test says.
struct Stage {
    fake: FakeSocial,
    root: tempfile::TempDir,
    port: u16,
    env: Vec<(String, String)>,
    server: Option<Server>,
    admin: String,
    client: i64,
}

impl Stage {
    fn new() -> Stage {
        let fake = FakeSocial::start();
        let root = tempfile::tempdir().unwrap();
        let client = binary::seed_agency(&root.path().join("data"));
        let port = binary::free_port();
        let mut env = fake.env();
        for (key, value) in [
            ("ATRIUM_PUBLIC_URL", format!("http://127.0.0.1:{port}")),
            ("ATRIUM_PUBLISHING__CHECK_SECONDS", "1".into()),
            ("ATRIUM_PUBLISHING__RETRY_SECONDS", "1".into()),
            ("ATRIUM_PUBLISHING__YOUTUBE_CHUNK_BYTES", CHUNK.to_string()),
            ("RUST_LOG", "info".into()),
        ] {
            env.push((key.into(), value));
        }
        let mut stage = Stage {
            fake,
            root,
            port,
            env,
            server: None,
            admin: String::new(),
            client,
        };
        stage.boot();
        stage.admin = login(port, "boss@agency.test", PASSWORD);
        let owner = login(port, "cleo@client.test", PASSWORD);
        stage.connect(&owner, "instagram");
        stage.connect(&owner, "youtube");
        stage
    }

    fn data(&self) -> PathBuf {
        self.root.path().join("data")
    }

    fn boot(&mut self) {
        let env: Vec<(&str, &str)> = self
            .env
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let log = self.root.path().join("server.log");
        self.server = Some(start_on(&self.data(), self.port, false, &env, Some(&log)));
    }

    /// SIGKILL (`Child::kill`), and the process reaped.
    fn kill(&mut self) {
        let mut server = self.server.take().expect("a running server");
        server.0.kill().unwrap();
        server.0.wait().unwrap();
    }

    fn restart(&mut self) {
        self.kill();
        self.boot();
    }

    /// The client connects an account through the fake's consent page, as in the browser.
    fn connect(&self, owner: &str, provider: &str) {
        let (status, body) = send(
            self.port,
            "GET",
            &format!("/api/oauth/{provider}/initiate"),
            Some(owner),
            None,
        );
        assert_eq!(status, 200, "{body}");
        let url = json_of(&body)["oauth_url"].as_str().unwrap().to_string();
        let back = self.fake.consent(&url, true);
        let path = back[back.find("/api/").expect("a portal URL")..]
            .split('#')
            .next()
            .unwrap()
            .to_string();
        let (status, body) = send(self.port, "GET", &path, None, None);
        assert_eq!(status, 303, "{path}: {body}");
    }

    /// An approved post whose time has passed, made by the agency: the publisher takes it up
    /// within a second.
    fn post(&self, platform: &str, title: &str, caption: &str, files: &[(&str, Vec<u8>)]) -> i64 {
        let when = "2025-01-01T10:00";
        let (ct, body) = approved_post_form(self.client, platform, (title, caption), when, files);
        let (status, answer) = send_body(
            self.port,
            "POST",
            "/api/content",
            Some(&self.admin),
            &ct.to_string(),
            &body,
        );
        assert_eq!(status, 201, "{answer}");
        json_of(&answer)["id"].as_i64().unwrap()
    }

    /// Waits until the post is posted with its link, as the agency reads it, after `tries`
    /// claims (a kill leaves one behind: the try after the restart is the second).
    fn wait_posted(&self, id: i64, tries: i64) -> Value {
        let end = Instant::now() + POSTED_WITHIN;
        loop {
            let (status, body) = send(
                self.port,
                "GET",
                &format!("/api/content/{id}"),
                Some(&self.admin),
                None,
            );
            assert_eq!(status, 200, "{body}");
            let post = json_of(&body);
            if post["status"] == "posted" {
                assert_eq!(post["publishing"]["state"], "published", "{post:#}");
                assert!(
                    post["post_url"].as_str().is_some_and(|u| !u.is_empty()),
                    "{post:#}"
                );
                assert_eq!(post["publishing"]["attempts"], tries, "{post:#}");
                return post;
            }
            assert!(
                Instant::now() < end,
                "post {id} was not posted within {POSTED_WITHIN:?}: {:#}\nthe fake: {:#}\n{}",
                post["publishing"],
                self.fake.state(),
                self.log_tail()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    fn log_tail(&self) -> String {
        let log = std::fs::read_to_string(self.root.path().join("server.log")).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        lines[lines.len().saturating_sub(40)..].join("\n")
    }

    /// Arms the hang, lets the publisher reach it, kills the server and starts it again.
    fn kill_at(
        &mut self,
        provider: &str,
        op: &str,
        when: &str,
        make: impl FnOnce(&Stage) -> i64,
    ) -> i64 {
        self.fake.hang(provider, op, when, HANG_SECONDS);
        let id = make(self);
        self.fake.wait_hang_taken(provider, SEEN_WITHIN);
        self.restart();
        id
    }
}

fn jpeg(seed: u32) -> Vec<u8> {
    picture(64 + seed, 48, image::ImageFormat::Jpeg)
}

fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// Exactly one media with this caption on the fake Instagram, published by one media_publish.
fn published_once_on_instagram(stage: &Stage, caption: &str) {
    // A little longer: a second publish would show up now if it were coming.
    std::thread::sleep(Duration::from_secs(2));
    let state = stage.fake.state();
    let found = FakeSocial::instagram_published(&state, caption);
    assert_eq!(
        found.len(),
        1,
        "published {} times: {found:#?}",
        found.len()
    );
    assert_eq!(
        state["publish_calls"]["ig_publish"], 1,
        "media_publish calls: {:#}",
        state["publish_calls"]
    );
}

/// Exactly one video with this title on the fake YouTube, with every byte of the file.
fn uploaded_once_to_youtube(stage: &Stage, title: &str, video: &[u8]) {
    std::thread::sleep(Duration::from_secs(2));
    let state = stage.fake.state();
    let found = FakeSocial::youtube_videos(&state, title);
    assert_eq!(found.len(), 1, "uploaded {} times: {found:#?}", found.len());
    assert_eq!(found[0]["bytes"], video.len() as u64, "{:#}", found[0]);
    assert_eq!(found[0]["sha256"], sha256(video), "{:#}", found[0]);
}

fn youtube_video(payload: usize) -> Vec<u8> {
    atrium::video::sample(1920, 1080, 30_000, payload)
}

#[test]
fn an_instagram_image_post_killed_after_its_claim_is_published_once_after_the_restart() {
    let mut stage = Stage::new();
    let caption = "Claimed, then killed before Instagram heard of it";
    let id = stage.kill_at("instagram", "ig_create", "before", |s| {
        s.post("instagram", "", caption, &[("a.jpg", jpeg(1))])
    });
    let post = stage.wait_posted(id, 2);
    published_once_on_instagram(&stage, caption);
    assert!(
        post["post_url"]
            .as_str()
            .unwrap()
            .contains("instagram.com/p/")
    );
    // The held request (dropped with the killed server: it made nothing) and the one after
    // the restart.
    let state = stage.fake.state();
    assert_eq!(
        state["publish_calls"]["ig_create"], 2,
        "{:#}",
        state["publish_calls"]
    );
    assert_eq!(state["instagram_containers"].as_object().unwrap().len(), 1);
}

#[test]
fn a_youtube_video_killed_after_its_claim_is_uploaded_once_after_the_restart() {
    let mut stage = Stage::new();
    let video = youtube_video(300_000);
    let title = "Claimed, then killed before YouTube heard of it";
    let id = stage.kill_at("youtube", "yt_session", "before", |s| {
        s.post(
            "youtube",
            title,
            "A description",
            &[("clip.mp4", video.clone())],
        )
    });
    let post = stage.wait_posted(id, 2);
    uploaded_once_to_youtube(&stage, title, &video);
    assert!(
        post["post_url"]
            .as_str()
            .unwrap()
            .contains("youtube.com/watch?v=pub")
    );
    let state = stage.fake.state();
    assert_eq!(
        state["publish_calls"]["yt_session"], 2,
        "{:#}",
        state["publish_calls"]
    );
    assert_eq!(state["youtube_sessions"].as_object().unwrap().len(), 1);
}

#[test]
fn an_instagram_reel_killed_while_its_stored_container_processes_is_published_once() {
    let mut stage = Stage::new();
    let caption = "A Reel whose container was made, then the server died";
    let reel = atrium::video::sample(1080, 1920, 15_000, 100_000);
    let id = stage.kill_at("instagram", "ig_status", "before", |s| {
        s.post("instagram", "", caption, &[("reel.mp4", reel.clone())])
    });
    let post = stage.wait_posted(id, 2);
    published_once_on_instagram(&stage, caption);
    let state = stage.fake.state();
    // The container made before the kill is the one published: no second one was made.
    assert_eq!(
        state["publish_calls"]["ig_create"], 1,
        "{:#}",
        state["publish_calls"]
    );
    let published = &FakeSocial::instagram_published(&state, caption)[0];
    assert_eq!(published["media_product_type"], "REELS");
    assert!(
        post["post_url"]
            .as_str()
            .unwrap()
            .contains("instagram.com/reel/")
    );
}

#[test]
fn an_instagram_carousel_killed_after_its_items_were_made_is_published_once() {
    let mut stage = Stage::new();
    let caption = "A carousel whose items were made, then the server died";
    let id = stage.kill_at("instagram", "ig_status", "before", |s| {
        s.post(
            "instagram",
            "",
            caption,
            &[("one.jpg", jpeg(1)), ("two.jpg", jpeg(2))],
        )
    });
    stage.wait_posted(id, 2);
    published_once_on_instagram(&stage, caption);
    let state = stage.fake.state();
    let published = &FakeSocial::instagram_published(&state, caption)[0];
    assert_eq!(published["media_type"], "CAROUSEL_ALBUM");
    assert_eq!(published["children"], 2);
    // Two items before the kill, the carousel after: the items were not made again.
    assert_eq!(
        state["publish_calls"]["ig_create"], 3,
        "{:#}",
        state["publish_calls"]
    );
}

#[test]
fn a_youtube_upload_killed_in_the_middle_resumes_its_stored_session_and_is_uploaded_once() {
    let mut stage = Stage::new();
    // Five chunks of 256 KiB: YouTube holds the first when the server dies waiting for its
    // answer.
    let video = youtube_video(4 * CHUNK + 1000);
    let title = "Killed in the middle of its upload";
    stage
        .fake
        .hang("youtube", "yt_chunk", "after", HANG_SECONDS);
    let id = stage.post("youtube", title, "Resumed", &[("clip.mp4", video.clone())]);
    stage
        .fake
        .wait_until("the first chunk is held", SEEN_WITHIN, |s| {
            s["youtube_sessions"]
                .as_object()
                .is_some_and(|all| all.values().any(|u| u["received"] == CHUNK as u64))
        });
    stage.restart();
    stage.wait_posted(id, 2);
    uploaded_once_to_youtube(&stage, title, &video);
    let state = stage.fake.state();
    // The session stored before the kill was resumed where it stood: no second session, and
    // the first chunk was not sent again (5 chunks, no more).
    assert_eq!(
        state["publish_calls"]["yt_session"], 1,
        "{:#}",
        state["publish_calls"]
    );
    assert_eq!(
        state["publish_calls"]["yt_chunk"], 5,
        "{:#}",
        state["publish_calls"]
    );
}

#[test]
fn an_instagram_post_that_went_live_while_its_answer_was_lost_is_not_published_again() {
    let mut stage = Stage::new();
    let caption = "Published by Instagram; the answer never came back";
    stage
        .fake
        .hang("instagram", "ig_publish", "after", HANG_SECONDS);
    let id = stage.post("instagram", "", caption, &[("a.jpg", jpeg(3))]);
    // Killed once the media is live on the fake, while the answer is held.
    stage
        .fake
        .wait_until("the media is live", SEEN_WITHIN, |s| {
            FakeSocial::instagram_published(s, caption).len() == 1
        });
    stage.restart();
    let post = stage.wait_posted(id, 2);
    published_once_on_instagram(&stage, caption);
    let state = stage.fake.state();
    let published = &FakeSocial::instagram_published(&state, caption)[0];
    assert_eq!(post["post_url"], published["permalink"]);
    assert_eq!(post["publishing"]["provider_id"], published["id"]);
}

#[test]
fn a_youtube_upload_completed_while_its_answer_was_lost_is_not_uploaded_again() {
    let mut stage = Stage::new();
    let video = youtube_video(2 * CHUNK);
    let title = "Uploaded in full; the answer never came back";
    stage
        .fake
        .hang("youtube", "yt_final", "after", HANG_SECONDS);
    let id = stage.post(
        "youtube",
        title,
        "Lost answer",
        &[("clip.mp4", video.clone())],
    );
    let live = stage
        .fake
        .wait_until("the video is complete", SEEN_WITHIN, |s| {
            FakeSocial::youtube_videos(s, title).len() == 1
        });
    let video_id = FakeSocial::youtube_videos(&live, title)[0]["id"].clone();
    stage.restart();
    let post = stage.wait_posted(id, 2);
    uploaded_once_to_youtube(&stage, title, &video);
    assert_eq!(post["publishing"]["provider_id"], video_id);
    assert_eq!(stage.fake.state()["publish_calls"]["yt_session"], 1);
}

#[test]
fn an_instagram_post_killed_after_the_publish_answered_but_before_it_was_written_is_not_published_again()
 {
    let mut stage = Stage::new();
    let caption = "Published and answered; the server died before writing it down";
    let id = stage.kill_at("instagram", "ig_media", "before", |s| {
        s.post("instagram", "", caption, &[("a.jpg", jpeg(4))])
    });
    let post = stage.wait_posted(id, 2);
    published_once_on_instagram(&stage, caption);
    let state = stage.fake.state();
    let published = &FakeSocial::instagram_published(&state, caption)[0];
    assert_eq!(post["post_url"], published["permalink"]);
}

#[test]
fn a_server_error_after_the_media_went_live_does_not_publish_again() {
    let stage = Stage::new();
    for provider in ["instagram", "youtube"] {
        stage.fake.control(
            serde_json::json!({"provider": provider, "publish_fail": "server_error_after_live"}),
        );
    }
    let caption = "Instagram answered 500 after publishing it";
    let title = "YouTube answered 503 after completing it";
    let video = youtube_video(2 * CHUNK);
    let image = stage.post("instagram", "", caption, &[("a.jpg", jpeg(5))]);
    let clip = stage.post("youtube", title, "5xx", &[("clip.mp4", video.clone())]);
    stage.wait_posted(image, 2);
    stage.wait_posted(clip, 1);
    published_once_on_instagram(&stage, caption);
    uploaded_once_to_youtube(&stage, title, &video);
    let config = &stage.fake.state()["config"];
    // Both failures were met (the one-shot controls were used up).
    assert_eq!(config["instagram"]["publish_fail"], "none");
    assert_eq!(config["youtube"]["publish_fail"], "none");
}
