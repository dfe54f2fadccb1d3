//! Limits where abuse is cheap for a signed-in caller: guessing the password an action asks for
//! again, a client's flood of messages or uploads, its storage, syncs asked for by hand, and the
//! mail a busy client causes the agency. Each answers 429 with Retry-After (413 for the quota).

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp, multipart, multipart_files, png};
use rocket::futures::future::join_all;
use rocket::http::Status;
use serde_json::{Value, json};

/// A 429 in the project's shape: the code, a message, and a wait of at least a second.
fn assert_limited(r: &common::Res) {
    assert_eq!(r.status, Status::TooManyRequests, "{}", r.body);
    assert_eq!(r.body["code"], "rate_limited", "{}", r.body);
    assert!(!r.body["message"].as_str().unwrap_or("").is_empty());
    let wait: u64 = r
        .header("Retry-After")
        .expect("Retry-After")
        .parse()
        .unwrap();
    assert!(wait >= 1);
}

fn change(current: &str) -> Value {
    json!({"current_password": current, "new_password": "Tr4vel-Kettle-92"})
}

#[rocket::async_test]
async fn forty_parallel_wrong_current_passwords_check_at_most_five_and_the_rest_wait() {
    let app = TestApp::spawn().await;
    let token = app.client_user("pat@x.test").await;
    let before = app.state().hasher.runs();
    let answers = join_all((0..40).map(|n| {
        let (app, token) = (&app, &token);
        async move {
            app.post(
                "/api/auth/change-password/",
                Some(token),
                change(&format!("guess-{n}")),
            )
            .await
        }
    }))
    .await;
    let wrong = answers
        .iter()
        .filter(|r| r.status == Status::UnprocessableEntity)
        .count();
    assert!(wrong <= 5, "{wrong} guesses were checked");
    assert!(app.state().hasher.runs() - before <= 5);
    let limited: Vec<_> = answers
        .iter()
        .filter(|r| r.status == Status::TooManyRequests)
        .collect();
    assert_eq!(wrong + limited.len(), 40);
    limited.iter().for_each(|r| assert_limited(r));
    // Even the right password waits now; signing in does not.
    assert_limited(
        &app.post("/api/auth/change-password/", Some(&token), change(PASSWORD))
            .await,
    );
    app.login("pat@x.test", PASSWORD).await;
}

#[rocket::async_test]
async fn a_backup_download_takes_the_right_password_at_once_and_limits_wrong_ones() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let made = app
        .post("/api/admin/backups", Some(&admin), json!({}))
        .await;
    let path = format!(
        "/api/admin/backups/{}/download",
        made.body["file"].as_str().unwrap()
    );
    let right = || app.post(&path, Some(&admin), json!({"password": PASSWORD}));
    assert_eq!(right().await.status, Status::Ok, "from a clean state");
    for n in 0..5 {
        let r = app
            .post(&path, Some(&admin), json!({"password": format!("no-{n}")}))
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    }
    assert_limited(
        &app.post(&path, Some(&admin), json!({"password": "no-6"}))
            .await,
    );
    assert_limited(&right().await);
    // The throttle is per user: another admin's download is untouched.
    app.create_user(Role::Admin, "second@agency.test", "Sam Second")
        .await;
    let second = app.login("second@agency.test", PASSWORD).await;
    let theirs = app
        .post(&path, Some(&second), json!({"password": PASSWORD}))
        .await;
    assert_eq!(theirs.status, Status::Ok);
}

#[rocket::async_test]
async fn a_client_flooding_messages_is_held_after_the_burst_and_the_agency_is_not() {
    // A burst of 20, then one a minute: nothing refills while the test runs.
    let app = TestApp::with_config(|c| c.limits.messages_per_minute = 1).await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let mut statuses = Vec::new();
    for n in 0..30 {
        // Both ways in count together.
        let r = if n % 2 == 0 {
            let body = json!({"content": format!("hello {n}")});
            app.post("/api/messages/send-to-admin/", Some(&client), body)
                .await
        } else {
            let body = json!({"receiver": "admin", "content": format!("hello {n}")});
            app.post("/api/messages/", Some(&client), body).await
        };
        if r.status == Status::TooManyRequests {
            assert_limited(&r);
        }
        statuses.push(r.status.code);
    }
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 20);
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 10);
    assert_eq!(app.scalar("SELECT COUNT(*) FROM messages").await, 20);
    let client_id = app.scalar("SELECT id FROM clients").await;
    for n in 0..30 {
        let body = json!({"client_id": client_id, "content": format!("reply {n}")});
        let r = app
            .post("/api/messages/send-to-client/", Some(&admin), body)
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
    }
}

fn text_file(bytes: usize) -> Vec<u8> {
    vec![b'a'; bytes]
}

async fn upload(app: &TestApp, token: &str, client: Option<i64>, bytes: usize) -> common::Res {
    let client = client.map(|c| c.to_string());
    let fields: Vec<(&str, &str)> = client.iter().map(|c| ("client", c.as_str())).collect();
    let (ct, body) = multipart(&fields, Some(("file", "notes.txt", &text_file(bytes))));
    app.send_raw("POST", "/api/files/", Some(token), ct, body)
        .await
}

#[rocket::async_test]
async fn a_client_flooding_uploads_is_held_after_the_burst_and_the_agency_is_not() {
    let app = TestApp::with_config(|c| {
        c.limits.uploads_burst = 10;
        c.limits.uploads_per_hour = 1;
    })
    .await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let client_id = app.scalar("SELECT id FROM clients").await;
    let mut stored = 0;
    for _ in 0..15 {
        let r = upload(&app, &client, None, 100).await;
        match r.status {
            Status::Created => stored += 1,
            _ => assert_limited(&r),
        }
    }
    assert_eq!(stored, 10);
    // The avatar and post images come out of the same count.
    let (ct, body) = multipart(&[], Some(("avatar", "me.png", &png(64))));
    let avatar = app
        .send_raw("PATCH", "/api/auth/me/", Some(&client), ct, body)
        .await;
    assert_limited(&avatar);
    for _ in 0..15 {
        let r = upload(&app, &admin, Some(client_id), 100).await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
    }
    assert_eq!(app.scalar("SELECT COUNT(*) FROM files").await, 25);
}

async fn storage(app: &TestApp, token: &str, query: &str) -> common::Res {
    app.get(&format!("/api/storage/{query}"), Some(token)).await
}

#[rocket::async_test]
async fn a_client_past_its_storage_quota_gets_413_naming_it_and_the_agency_still_uploads() {
    let app = TestApp::with_config(|c| c.limits.client_storage_bytes = 3 * 1024).await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let client_id = app.scalar("SELECT id FROM clients").await;
    app.add_account(client_id, "instagram", "cleo_ig").await;
    assert_eq!(
        upload(&app, &client, None, 2048).await.status,
        Status::Created
    );
    let over = upload(&app, &client, None, 2048).await;
    assert_eq!(over.status, Status::PayloadTooLarge, "{}", over.body);
    let said = over.body["message"].as_str().unwrap();
    assert!(said.contains("2 KB of 3 KB"), "{said}");
    // A post's images count too; a post without images still goes.
    let image = png(2048);
    let fields = [
        ("platform", "instagram"),
        ("content", "Spring is here"),
        ("scheduled_date", "2026-12-01T10:00"),
    ];
    let (ct, body) = multipart_files(&fields, &[("images", "a.png", &image)]);
    let post = app
        .send_raw("POST", "/api/content/", Some(&client), ct, body)
        .await;
    assert_eq!(post.status, Status::PayloadTooLarge, "{}", post.body);
    let (ct, body) = multipart_files(&fields, &[]);
    let plain = app
        .send_raw("POST", "/api/content/", Some(&client), ct, body)
        .await;
    assert_eq!(plain.status, Status::Created, "{}", plain.body);
    // The agency's upload for the client counts in its use but is not refused.
    let agency = upload(&app, &admin, Some(client_id), 2048).await;
    assert_eq!(agency.status, Status::Created, "{}", agency.body);
    let own = storage(&app, &client, "").await;
    assert_eq!(own.status, Status::Ok, "{}", own.body);
    assert_eq!(own.body["client"], client_id);
    assert_eq!(own.body["used_bytes"], 4096);
    assert_eq!(own.body["attachments_bytes"], 4096);
    assert_eq!(own.body["images_bytes"], 0);
    assert_eq!(own.body["quota_bytes"], 3072);
    let seen = storage(&app, &admin, &format!("?client={client_id}")).await;
    assert_eq!(seen.body, own.body);
    // Nothing refused was left on disk.
    let files = std::fs::read_dir(app.dir.path().join("uploads/files"))
        .unwrap()
        .count();
    assert_eq!(files, 2);
}

#[rocket::async_test]
async fn parallel_uploads_cannot_squeeze_past_the_quota_together() {
    let app = TestApp::with_config(|c| c.limits.client_storage_bytes = 3000).await;
    let client = app.client_user("cleo@client.test").await;
    let answers = join_all((0..8).map(|_| upload(&app, &client, None, 1000))).await;
    let created = answers
        .iter()
        .filter(|r| r.status == Status::Created)
        .count();
    assert_eq!(created, 3);
    assert!(
        answers
            .iter()
            .all(|r| r.status == Status::Created || r.status == Status::PayloadTooLarge)
    );
    assert_eq!(
        app.scalar("SELECT SUM(bytes) FROM files").await,
        3000,
        "at the quota, not past it"
    );
}

#[rocket::async_test]
async fn storage_use_is_a_clients_own_and_an_admin_names_the_client() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let a = app.client_user("a@client.test").await;
    let b = app.client_user("b@client.test").await;
    let a_id = app
        .scalar("SELECT id FROM clients WHERE email = 'a@client.test'")
        .await;
    let own = storage(&app, &a, &format!("?client={a_id}")).await;
    assert_eq!(own.status, Status::Ok);
    assert_eq!(own.body["used_bytes"], 0);
    assert_eq!(own.body["quota_bytes"], 1024 * 1024 * 1024_i64);
    let other = storage(&app, &b, &format!("?client={a_id}")).await;
    assert_eq!(other.status, Status::NotFound);
    let unnamed = storage(&app, &admin, "").await;
    assert_eq!(unnamed.status, Status::UnprocessableEntity);
    assert!(!unnamed.field("client").is_empty());
    let missing = storage(&app, &admin, "?client=999").await;
    assert_eq!(missing.status, Status::NotFound);
}

#[rocket::async_test]
async fn syncs_asked_for_by_hand_call_the_provider_once_per_account_in_the_window() {
    use crate::social_connect_api::{accounts, consent, returned};
    let fake = common::fake_social::FakeSocial::start();
    let mut social = fake.config();
    social.manual_sync_minutes = 5;
    let app = TestApp::with_config(move |c| c.social = social).await;
    let admin = app.admin().await;
    let token = app.client_user("cleo@client.test").await;
    let back = consent(&app, &fake, &token, "instagram", true).await;
    returned(&app, &back).await;
    let id = accounts(&app, &token).await[0]["id"].as_i64().unwrap();
    let calls = || fake.state()["requests"].as_array().unwrap().len();
    let before = calls();
    let path = format!("/api/social-accounts/{id}/sync/");
    let answers = join_all((0..20).map(|n| {
        let who = if n % 2 == 0 { &token } else { &admin };
        app.post(&path, Some(who), json!({}))
    }))
    .await;
    let synced: Vec<_> = answers.iter().filter(|r| r.status == Status::Ok).collect();
    assert_eq!(synced.len(), 1);
    assert_eq!(synced[0].body["result"], "ok", "{}", synced[0].body);
    answers
        .iter()
        .filter(|r| r.status != Status::Ok)
        .for_each(assert_limited);
    let after_one = calls();
    assert!(after_one > before, "the one sync called the provider");
    // Refresh skips the account and says so, without a call.
    let refresh = app.post("/api/sync/manual/", Some(&token), json!({})).await;
    assert_eq!(refresh.status, Status::Ok, "{}", refresh.body);
    assert_eq!(refresh.body["skipped"], 1);
    assert_eq!(refresh.body["synced"], 0);
    assert_eq!(refresh.body["failed"], 0);
    let result = &refresh.body["results"][0];
    assert_eq!(result["result"], "skipped");
    let said = result["message"].as_str().unwrap();
    assert!(said.contains("less than 5 minutes"), "{said}");
    assert_eq!(calls(), after_one);
}

#[rocket::async_test]
async fn a_demo_account_has_no_provider_and_syncs_whenever_asked() {
    let app = TestApp::spawn().await;
    let token = app.client_user("cleo@client.test").await;
    let client_id = app.scalar("SELECT id FROM clients").await;
    app.add_account(client_id, "instagram", "demo_ig").await;
    app.sql("UPDATE social_accounts SET demo = 1").await;
    let id = app.scalar("SELECT id FROM social_accounts").await;
    for _ in 0..3 {
        let r = app
            .post(
                &format!("/api/social-accounts/{id}/sync/"),
                Some(&token),
                json!({}),
            )
            .await;
        assert_eq!(r.status, Status::Ok, "{}", r.body);
        assert_eq!(r.body["result"], "ok");
    }
}

/// Mail to one address, oldest first: (subject, body).
async fn mails_to(app: &TestApp, to: &str) -> Vec<(String, String)> {
    let to = to.to_string();
    app.state()
        .db
        .read(move |c| {
            let mut stmt = c.prepare(
                "SELECT subject, COALESCE(body, '') FROM mail_outbox WHERE to_addr = ?1 ORDER BY id",
            )?;
            let rows = stmt.query_map([to], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
        .await
        .unwrap()
}

async fn send_digests(app: &TestApp, minutes_from_now: i64) -> usize {
    let state = app.state();
    let at = time::OffsetDateTime::now_utc() + time::Duration::minutes(minutes_from_now);
    atrium::mail_digest::send_due(&state.db, &state.mailer, "http://portal.test", 5, at)
        .await
        .unwrap()
}

#[rocket::async_test]
async fn a_busy_client_mails_each_admin_once_then_one_digest_per_window() {
    let w = crate::content_api::agency().await;
    let app = &w.app;
    for _ in 0..12 {
        w.client_post().await;
    }
    for n in 0..3 {
        let body = json!({"content": format!("Any news? {n}")});
        let r = app
            .post("/api/messages/send-to-admin/", Some(&w.a), body)
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
    }
    let boss = "boss@agency.test";
    let first = mails_to(app, boss).await;
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(
        first[0].0.starts_with("New content submission"),
        "{first:?}"
    );
    assert!(
        first[0].1.contains("in the next 5 minutes"),
        "{}",
        first[0].1
    );
    // The bell still shows every event; the rest wait in the database for the digest.
    let bell = app
        .scalar("SELECT COUNT(*) FROM notifications WHERE title = 'New content submission'")
        .await;
    assert_eq!(bell, 12);
    // Eleven posts and the message (the hourly message mail holds back the other two).
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM mail_digest_items").await,
        12
    );

    assert_eq!(send_digests(app, 0).await, 0, "the window is still open");
    assert_eq!(send_digests(app, 6).await, 1);
    let mails = mails_to(app, boss).await;
    assert_eq!(mails.len(), 2);
    let (subject, body) = &mails[1];
    assert_eq!(subject, "Alpha Studio: 11 new posts submitted, 1 message");
    assert!(body.contains("- Alpha Studio submitted"), "{body}");
    assert!(body.contains("- Alpha Studio wrote: Any news? 0"), "{body}");
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM mail_digest_items").await,
        0
    );

    // The digest opened the next window: another post waits for the next digest.
    w.client_post().await;
    assert_eq!(mails_to(app, boss).await.len(), 2);
    assert_eq!(send_digests(app, 6).await, 0);
    assert_eq!(send_digests(app, 12).await, 1);
    let mails = mails_to(app, boss).await;
    assert_eq!(mails[2].0, "Alpha Studio: 1 new post submitted");
}

#[rocket::async_test]
async fn with_digests_off_every_event_mails_at_once() {
    let app = TestApp::with_config(|c| c.mail.digest_minutes = 0).await;
    app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let client_id = app.scalar("SELECT id FROM clients").await;
    app.add_account(client_id, "instagram", "cleo_ig").await;
    for _ in 0..3 {
        let r = app
            .post(
                "/api/content/",
                Some(&client),
                json!({"platform": "instagram", "content": "New reel", "scheduled_date": "2026-12-01T10:00"}),
            )
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
    }
    assert_eq!(mails_to(&app, "boss@agency.test").await.len(), 3);
}
