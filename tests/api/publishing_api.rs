//! Publishing against the fake Instagram and YouTube: approved posts go out at their time, in
//! the platform's format, with their link stored and their figures synced after; passing
//! failures are tried again without publishing twice; failures only a person can mend show on
//! the post, and Try again sends them once more (the other controls: publishing_controls_api).

use rocket::http::Status;
use serde_json::{Value, json};

use crate::common::fake_social::FakeSocial;
use crate::common::{TestApp, approved_post_form, picture};
use crate::social_connect_api::{consent, returned};

/// An agency, a client with its owner, the fake providers, and the publisher's clock set short.
pub(crate) struct Pub {
    pub fake: FakeSocial,
    pub app: TestApp,
    pub admin: String,
    pub owner: String,
    pub client: i64,
}

impl Pub {
    pub async fn new() -> Pub {
        let fake = FakeSocial::start();
        let social = fake.config();
        let app = TestApp::with_config(move |c| {
            c.social = social;
            c.publishing.retry_seconds = 1;
            c.publishing.processing_wait_seconds = 15;
            c.publishing.youtube_chunk_bytes = 256 * 1024;
        })
        .await;
        let admin = app.admin().await;
        let owner = app.client_user("owner@bloom.test").await;
        let client = app
            .scalar("SELECT id FROM clients WHERE email = 'owner@bloom.test'")
            .await;
        Pub {
            fake,
            app,
            admin,
            owner,
            client,
        }
    }

    /// The client connects its account on the provider, as on its overview.
    pub async fn connect(&self, provider: &str) {
        let back = consent(&self.app, &self.fake, &self.owner, provider, true).await;
        let landed = returned(&self.app, &back).await;
        assert!(landed.contains("oauth_success"), "{landed}");
    }

    /// An approved agency post on `platform`, due since 2020, with these files.
    pub async fn post(&self, platform: &str, title: &str, files: &[(&str, Vec<u8>)]) -> i64 {
        let r = self
            .create(platform, title, "2020-01-01T09:00:00Z", files)
            .await;
        assert_eq!(r.0, Status::Created, "{}", r.1);
        r.1["id"].as_i64().unwrap()
    }

    pub async fn create(
        &self,
        platform: &str,
        title: &str,
        when: &str,
        files: &[(&str, Vec<u8>)],
    ) -> (Status, Value) {
        let caption = format!("{title}: caption");
        let (ct, body) = approved_post_form(self.client, platform, (title, &caption), when, files);
        let r = self
            .app
            .send_raw("POST", "/api/content", Some(&self.admin), ct, body)
            .await;
        (r.status, r.body)
    }

    /// One pass of the publisher, as the server's job runs it.
    pub async fn publish(&self) -> atrium::publish::Pass {
        self.app
            .state()
            .publisher
            .run_due()
            .await
            .expect("a pass")
            .expect("no other publisher")
    }

    /// A move of a post by the agency, e.g. `publish_now`, `retry_publish`, `set_draft`.
    pub async fn act(&self, id: i64, action: &str) -> crate::common::Res {
        let path = format!("/api/content/{id}/{action}");
        self.app.post(&path, Some(&self.admin), json!({})).await
    }

    /// Makes every waiting retry due now.
    pub async fn retry_now(&self) {
        self.app
            .sql("UPDATE publications SET next_attempt_at = '2000-01-01T00:00:00Z' WHERE state = 'queued'")
            .await;
    }

    pub async fn view(&self, id: i64, token: &str) -> Value {
        let r = self
            .app
            .get(&format!("/api/content/{id}"), Some(token))
            .await;
        assert_eq!(r.status, Status::Ok, "{}", r.body);
        r.body
    }

    /// Syncs the client's account on `platform` now, as Sync now does.
    pub async fn sync(&self, platform: &str) {
        let account = self
            .app
            .scalar(&format!(
                "SELECT id FROM social_accounts WHERE platform = '{platform}'"
            ))
            .await;
        let path = format!("/api/social-accounts/{account}/sync");
        let synced = self.app.post(&path, Some(&self.admin), json!({})).await;
        assert_eq!(synced.status, Status::Ok, "{}", synced.body);
    }

    pub fn published(&self) -> Vec<Value> {
        self.fake.state()["instagram_published"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    pub fn control(&self, provider: &str, mut body: Value) {
        body["provider"] = json!(provider);
        self.fake.control(body);
    }
}

pub(crate) fn jpeg() -> Vec<u8> {
    picture(64, 48, image::ImageFormat::Jpeg)
}

pub(crate) fn reel() -> Vec<u8> {
    atrium::video::sample(1080, 1920, 7_000, 2048)
}

#[rocket::async_test]
async fn an_image_post_goes_out_on_instagram_with_its_permalink_and_its_figures_follow() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    let id = p
        .post("instagram", "Spring launch", &[("a.jpg", jpeg())])
        .await;
    let before = p.view(id, &p.admin).await;
    assert_eq!(before["publishing"]["state"], "scheduled", "{before}");
    assert_eq!(before["publishing"]["format"], "image");

    let pass = p.publish().await;
    assert_eq!(pass.published, 1, "{pass:?}");
    let post = p.view(id, &p.admin).await;
    assert_eq!(post["status"], "posted");
    assert_eq!(post["publishing"]["state"], "published");
    let live = p.published();
    assert_eq!(live.len(), 1, "{live:?}");
    assert_eq!(live[0]["media_type"], "IMAGE");
    assert_eq!(live[0]["caption"], "Spring launch: caption");
    assert_eq!(post["post_url"], live[0]["permalink"]);
    assert_eq!(post["publishing"]["provider_id"], live[0]["id"]);
    // Nothing more goes out on the next pass.
    assert_eq!(p.publish().await.published, 0);
    assert_eq!(p.published().len(), 1);

    // The sync reads the new post's figures from the platform.
    p.sync("instagram").await;
    let post = p.view(id, &p.owner).await;
    assert_eq!(
        (post["likes"].as_i64(), post["comments"].as_i64()),
        (Some(21), Some(3))
    );
    assert_eq!(post["publishing"]["state"], "published");
    assert_eq!(post["publishing"]["error"], Value::Null);
}

#[rocket::async_test]
async fn a_carousel_goes_out_as_one_album_of_its_items_and_a_video_alone_as_a_reel() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.control("instagram", json!({"processing_seconds": 1}));
    let album = p
        .post(
            "instagram",
            "Album",
            &[
                ("a.jpg", jpeg()),
                ("b.png", picture(40, 40, image::ImageFormat::Png)),
                ("c.mp4", reel()),
            ],
        )
        .await;
    let clip = p.post("instagram", "Clip", &[("c.mp4", reel())]).await;
    assert_eq!(
        p.view(album, &p.admin).await["publishing"]["format"],
        "carousel"
    );
    assert_eq!(p.view(clip, &p.admin).await["publishing"]["format"], "reel");

    assert_eq!(p.publish().await.published, 2);
    let live = p.published();
    let of = |caption: &str| {
        live.iter()
            .find(|m| m["caption"] == caption)
            .cloned()
            .unwrap()
    };
    let album_media = of("Album: caption");
    assert_eq!(album_media["media_type"], "CAROUSEL_ALBUM");
    assert_eq!(album_media["children"], 3);
    let reel_media = of("Clip: caption");
    assert_eq!(reel_media["media_product_type"], "REELS");
    assert!(
        reel_media["permalink"].as_str().unwrap().contains("/reel/"),
        "{reel_media}"
    );
    assert_eq!(live.len(), 2);
    // The PNG went out as a JPEG copy (Instagram takes JPEG only), kept beside the original.
    let copies = p
        .app
        .scalar("SELECT COUNT(*) FROM content_images WHERE jpeg_name IS NOT NULL")
        .await;
    assert_eq!(copies, 1);
    // Both have their links, and their figures come back with the next sync.
    p.sync("instagram").await;
    for (id, media) in [(album, &album_media), (clip, &reel_media)] {
        let post = p.view(id, &p.admin).await;
        assert_eq!(post["post_url"], media["permalink"]);
        assert_eq!(
            (post["likes"].as_i64(), post["comments"].as_i64()),
            (Some(21), Some(3))
        );
    }
}

#[rocket::async_test]
async fn a_video_goes_up_to_youtube_in_pieces_with_its_details_and_its_views_follow() {
    let p = Pub::new().await;
    p.connect("youtube").await;
    let video = atrium::video::sample(1920, 1080, 30_000, 700 * 1024);
    let r = p
        .create(
            "youtube",
            "Behind the scenes",
            "2020-01-01T09:00:00Z",
            &[("bts.mp4", video.clone())],
        )
        .await;
    assert_eq!(r.0, Status::Created, "{}", r.1);
    let id = r.1["id"].as_i64().unwrap();
    let edited = p
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&p.admin),
            json!({"tags": ["studio", " behind the scenes ", "studio"], "privacy": "unlisted"}),
        )
        .await;
    assert_eq!(edited.status, Status::Ok, "{}", edited.body);
    assert_eq!(edited.body["tags"], json!(["studio", "behind the scenes"]));
    assert_eq!(edited.body["images"][0]["kind"], "video");
    assert_eq!(edited.body["images"][0]["duration_seconds"], 30.0);

    assert_eq!(p.publish().await.published, 1);
    let state = p.fake.state();
    let videos = state["youtube_videos"].as_array().unwrap();
    assert_eq!(videos.len(), 1, "{state}");
    let v = &videos[0];
    assert_eq!(v["title"], "Behind the scenes");
    assert_eq!(v["privacy"], "unlisted");
    assert_eq!(v["tags"], json!(["studio", "behind the scenes"]));
    assert_eq!(v["bytes"].as_u64(), Some(video.len() as u64));
    let sha = sha2_hex(&video);
    assert_eq!(v["sha256"], sha);
    // Three pieces of 256 KiB at most, each stored as it went.
    assert!(
        state["publish_calls"]["yt_chunk"].as_i64().unwrap() >= 3,
        "{state}"
    );
    let post = p.view(id, &p.admin).await;
    let vid = v["id"].as_str().unwrap();
    assert_eq!(
        post["post_url"],
        format!("https://www.youtube.com/watch?v={vid}")
    );

    p.sync("youtube").await;
    assert_eq!(p.view(id, &p.admin).await["views"], 340);
}

fn sha2_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

#[rocket::async_test]
async fn a_failure_after_the_media_went_live_is_asked_about_and_never_published_again() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.connect("youtube").await;
    p.control(
        "instagram",
        json!({"publish_fail": "server_error_after_live"}),
    );
    p.control(
        "youtube",
        json!({"publish_fail": "server_error_after_live", "chunk_fail": "interrupt"}),
    );
    let photo = p.post("instagram", "Once", &[("a.jpg", jpeg())]).await;
    let film = atrium::video::sample(1280, 720, 9_000, 600 * 1024);
    let clip = p
        .post("youtube", "Once on YouTube", &[("f.mp4", film.clone())])
        .await;

    // Instagram's answer is lost: the post waits for another try. YouTube's lost answer is
    // asked about at once (the upload session says the video is complete).
    let first = p.publish().await;
    assert_eq!((first.published, first.waiting), (1, 1), "{first:?}");
    assert_eq!(
        p.view(photo, &p.admin).await["publishing"]["state"],
        "queued"
    );
    p.retry_now().await;
    let second = p.publish().await;
    assert_eq!(second.published, 1, "{second:?}");

    assert_eq!(
        p.published().len(),
        1,
        "published twice: {:?}",
        p.published()
    );
    let state = p.fake.state();
    assert_eq!(state["publish_calls"]["ig_publish"], 1, "{state}");
    let videos = state["youtube_videos"].as_array().unwrap();
    assert_eq!(videos.len(), 1, "{state}");
    assert_eq!(videos[0]["sha256"], sha2_hex(&film));
    assert_eq!(state["publish_calls"]["yt_session"], 1, "{state}");
    for (id, tries) in [(photo, 2), (clip, 1)] {
        let post = p.view(id, &p.admin).await;
        assert_eq!(post["status"], "posted", "{post}");
        assert_eq!(post["publishing"]["attempts"], tries);
    }
}

#[rocket::async_test]
async fn rejected_media_fails_once_with_its_reason_and_try_again_publishes_it() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.control(
        "instagram",
        json!({"processing_error": true, "processing_seconds": 0}),
    );
    let id = p
        .post("instagram", "Broken clip", &[("c.mp4", reel())])
        .await;
    assert_eq!(p.publish().await.failed, 1);
    let post = p.view(id, &p.admin).await;
    assert_eq!(post["status"], "approved");
    assert_eq!(post["publishing"]["state"], "failed");
    let reason = post["publishing"]["error"].as_str().unwrap();
    assert!(
        reason.contains("Instagram could not process this media"),
        "{reason}"
    );
    assert_eq!(post["publishing"]["can_retry"], true);
    // The client sees where it stands, not the platform's words, and has nothing to press.
    let seen = p.view(id, &p.owner).await;
    assert_eq!(seen["publishing"]["state"], "failed");
    assert_eq!(seen["publishing"]["error"], Value::Null);
    assert_eq!(seen["publishing"]["can_retry"], false);
    // The agency is told once, however many passes run.
    assert_eq!(p.publish().await, atrium::publish::Pass::default());
    let told = p
        .app
        .scalar("SELECT COUNT(*) FROM notifications WHERE title = 'Publishing failed'")
        .await;
    assert_eq!(told, 1);

    let client_try = p
        .app
        .post(
            &format!("/api/content/{id}/retry_publish"),
            Some(&p.owner),
            json!({}),
        )
        .await;
    assert_eq!(client_try.status, Status::Forbidden);
    p.control("instagram", json!({"processing_error": false}));
    let again = p.act(id, "retry_publish").await;
    assert_eq!(again.status, Status::Ok, "{}", again.body);
    assert_eq!(again.body["publishing"]["state"], "queued");
    assert_eq!(p.publish().await.published, 1);
    assert_eq!(
        p.view(id, &p.admin).await["publishing"]["state"],
        "published"
    );
    let twice = p.act(id, "retry_publish").await;
    assert_eq!(twice.status, Status::Conflict, "{}", twice.body);
}

#[rocket::async_test]
async fn a_revoked_grant_and_a_used_up_quota_each_stop_a_post_with_words_a_person_can_act_on() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.control("instagram", json!({"quota_total": 0}));
    let quota = p
        .post("instagram", "Over quota", &[("a.jpg", jpeg())])
        .await;
    p.publish().await;
    let post = p.view(quota, &p.admin).await;
    assert!(
        post["publishing"]["error"]
            .as_str()
            .unwrap()
            .contains("publishing limit"),
        "{post}"
    );
    let summary = p.app.get("/api/publishing/summary", Some(&p.admin)).await;
    assert_eq!(
        summary.body["accounts"][0]["quota_total"], 0,
        "{}",
        summary.body
    );
    assert_eq!(summary.body["counts"]["failed"], 1);

    p.control("instagram", json!({"quota_total": 100, "fail": "revoked"}));
    let revoked = p.post("instagram", "Revoked", &[("a.jpg", jpeg())]).await;
    p.publish().await;
    let post = p.view(revoked, &p.admin).await;
    assert_eq!(post["publishing"]["state"], "failed");
    assert!(
        post["publishing"]["error"]
            .as_str()
            .unwrap()
            .contains("connects it again"),
        "{post}"
    );
    assert!(p.published().is_empty());
    // Posted by hand instead: the queue stops there.
    let by_hand = p
        .app
        .post(
            &format!("/api/content/{revoked}/mark_posted"),
            Some(&p.admin),
            json!({"post_url": "https://www.instagram.com/p/BYHAND/"}),
        )
        .await;
    assert_eq!(by_hand.status, Status::Ok, "{}", by_hand.body);
    assert_eq!(by_hand.body["publishing"]["state"], "by_hand");
}

#[rocket::async_test]
async fn a_post_changed_after_its_answer_was_lost_is_asked_about_and_never_published_again() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.control(
        "instagram",
        json!({"publish_fail": "server_error_after_live"}),
    );
    let live = p
        .post("instagram", "Lost answer", &[("a.jpg", jpeg())])
        .await;
    assert_eq!(p.publish().await.waiting, 1);
    // Changed before the retry: what the platform holds is asked about, not forgotten.
    let edited = p
        .app
        .patch(
            &format!("/api/content/{live}"),
            Some(&p.admin),
            json!({"content": "New words"}),
        )
        .await;
    assert_eq!(edited.status, Status::Ok, "{}", edited.body);
    assert_eq!(p.publish().await.published, 1);
    assert_eq!(p.published().len(), 1, "{:?}", p.published());
    let post = p.view(live, &p.admin).await;
    assert_eq!(post["status"], "posted");
    assert_eq!(post["publishing"]["provider_id"], p.published()[0]["id"]);

    // A post whose container never went live starts afresh from its new words, at its time.
    p.control("instagram", json!({"quota_total": 0}));
    let waiting = p.post("instagram", "Quota", &[("a.jpg", jpeg())]).await;
    assert_eq!(p.publish().await.failed, 1);
    p.control("instagram", json!({"quota_total": 100}));
    let moved = p
        .app
        .patch(
            &format!("/api/content/{waiting}"),
            Some(&p.admin),
            json!({"content": "Fresh words", "scheduled_date": "2099-01-01T09:00:00Z"}),
        )
        .await;
    assert_eq!(moved.status, Status::Ok, "{}", moved.body);
    assert_eq!(p.publish().await.published, 0);
    let later = p.view(waiting, &p.admin).await;
    assert_eq!(later["publishing"]["state"], "scheduled", "{later}");
    let now = p.act(waiting, "publish_now").await;
    assert_eq!(now.status, Status::Ok, "{}", now.body);
    assert_eq!(p.publish().await.published, 1);
    let out = p.published();
    assert_eq!(out.len(), 2);
    assert!(out.iter().any(|m| m["caption"] == "Fresh words"), "{out:?}");
}
