//! Connecting Instagram and YouTube accounts against the fake providers, and syncing them: the
//! product talks to the fake exactly as to the real ones.

use rocket::http::Status;
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::common::fake_social::FakeSocial;

pub(crate) async fn app_with(fake: &FakeSocial) -> TestApp {
    let social = fake.config();
    TestApp::with_config(move |c| c.social = social).await
}

/// The portal-relative part of a URL the provider redirects to (its host is the public URL).
fn local(url: &str) -> String {
    let path = &url[url.find("/api/").expect("a portal URL")..];
    path.split('#').next().unwrap().to_string()
}

/// Starts a connect as the client and answers the consent page: the portal URL the provider
/// sends the popup back to.
pub(crate) async fn consent(
    app: &TestApp,
    fake: &FakeSocial,
    token: &str,
    provider: &str,
    allow: bool,
) -> String {
    let started = app
        .get(&format!("/api/oauth/{provider}/initiate"), Some(token))
        .await;
    assert_eq!(started.status, Status::Ok, "{}", started.body);
    let url = started.body["oauth_url"].as_str().unwrap().to_string();
    local(&fake.consent(&url, allow))
}

/// Where the portal's return route sends the popup.
pub(crate) async fn returned(app: &TestApp, path: &str) -> String {
    let r = app.get(path, None).await;
    assert_eq!(r.status, Status::SeeOther, "{path}: {}", r.body);
    r.header("Location").unwrap().to_string()
}

pub(crate) async fn accounts(app: &TestApp, token: &str) -> Vec<Value> {
    let r = app.get("/api/social-accounts", Some(token)).await;
    r.body.as_array().unwrap().clone()
}

#[rocket::async_test]
async fn a_client_connects_instagram_and_the_token_is_nowhere_in_the_database_file() {
    let fake = FakeSocial::start();
    let app = app_with(&fake).await;
    let token = app.client_user("cleo@client.test").await;
    let back = consent(&app, &fake, &token, "instagram", true).await;
    assert_eq!(
        returned(&app, &back).await,
        "/dashboard#overview?oauth_success=instagram&username=fake%2Estudio"
    );
    let listed = accounts(&app, &token).await;
    assert_eq!(listed.len(), 1);
    let a = &listed[0];
    assert_eq!(a["username"], "fake.studio");
    assert_eq!(a["followers_count"], 1200);
    assert_eq!(a["following_count"], 180);
    assert_eq!(a["sync_status"], "ok");
    assert_eq!(a["is_active"], true);
    // The long-lived token the fake issued is sealed: not in the database, not in any answer.
    let issued = fake.state()["tokens_issued"].as_i64().unwrap();
    assert!(issued >= 2, "short- and long-lived tokens were issued");
    // The WAL too: the newest pages are there until a checkpoint.
    let mut bytes = std::fs::read(app.dir.path().join("atrium.db")).unwrap();
    bytes.extend(std::fs::read(app.dir.path().join("atrium.db-wal")).unwrap_or_default());
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        !text.contains("IGLONG") && !text.contains("IGSHORT"),
        "a token is readable"
    );
    assert!(!a.to_string().contains("IGLONG"));
    // The state was used: the same return again is refused.
    assert_eq!(
        returned(&app, &back).await,
        "/dashboard#overview?oauth_error=invalid_state"
    );
}

#[rocket::async_test]
async fn every_way_a_connect_can_fail_ends_with_its_own_code() {
    let fake = FakeSocial::start();
    let app = app_with(&fake).await;
    let token = app.client_user("cleo@client.test").await;
    let error = |code: &str| format!("/dashboard#overview?oauth_error={code}");

    let denied = consent(&app, &fake, &token, "instagram", false).await;
    assert_eq!(returned(&app, &denied).await, error("denied"));
    assert_eq!(
        returned(&app, "/api/oauth/instagram/return").await,
        error("missing_params")
    );
    assert_eq!(
        returned(&app, "/api/oauth/instagram/return?code=x&state=forged").await,
        error("invalid_state")
    );
    // A provider error other than a denial.
    let odd = consent(&app, &fake, &token, "instagram", false).await;
    let odd = odd.replace("error=access_denied", "error=server_error");
    assert_eq!(returned(&app, &odd).await, error("unknown"));
    // A state older than ten minutes.
    let late = consent(&app, &fake, &token, "instagram", true).await;
    app.state()
        .db
        .write(|c| {
            Ok(c.execute(
                "UPDATE oauth_states SET created_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-11 minutes')",
                [],
            )?)
        })
        .await
        .unwrap();
    assert_eq!(returned(&app, &late).await, error("session_expired"));
    // A state started for Instagram cannot finish a YouTube connect.
    let crossed = consent(&app, &fake, &token, "instagram", true).await;
    let crossed = crossed.replace("/instagram/", "/youtube/");
    assert_eq!(returned(&app, &crossed).await, error("invalid_state"));

    fake.control(json!({"provider": "instagram", "token_fail": true}));
    let no_token = consent(&app, &fake, &token, "instagram", true).await;
    assert_eq!(returned(&app, &no_token).await, error("no_token"));
    fake.control(json!({"provider": "instagram", "token_fail": false, "fail": "server_error"}));
    let api = consent(&app, &fake, &token, "instagram", true).await;
    assert_eq!(returned(&app, &api).await, error("api_failed"));
    fake.control(json!({"provider": "youtube", "no_channel": true}));
    let channel = consent(&app, &fake, &token, "youtube", true).await;
    assert_eq!(returned(&app, &channel).await, error("no_channel"));
    assert!(
        accounts(&app, &token).await.is_empty(),
        "nothing was connected"
    );

    // The JSON callback answers the same codes with the spec's sentences; another user's state
    // is refused.
    let url = app
        .get("/api/oauth/youtube/initiate", Some(&token))
        .await
        .body["oauth_url"]
        .as_str()
        .unwrap()
        .to_string();
    let state = url
        .split("state=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap()
        .to_string();
    let other = app.client_user("otto@client.test").await;
    let r = app
        .post(
            "/api/oauth/youtube/callback",
            Some(&other),
            json!({"code": "x", "state": state}),
        )
        .await;
    assert_eq!(r.status, Status::BadRequest, "{}", r.body);
    assert_eq!(r.body["code"], "invalid_state");
    assert_eq!(
        r.body["message"],
        "Security validation failed. Please try again"
    );
}

#[rocket::async_test]
async fn youtube_connects_with_pkce_refreshes_before_expiry_and_syncing_twice_changes_nothing() {
    let fake = FakeSocial::start();
    let app = app_with(&fake).await;
    let token = app.client_user("cleo@client.test").await;
    // Access tokens that lapse at once: every sync must refresh first.
    fake.control(json!({"provider": "youtube", "expires_in": 1}));
    let back = consent(&app, &fake, &token, "youtube", true).await;
    assert_eq!(
        returned(&app, &back).await,
        "/dashboard#overview?oauth_success=youtube&username=fakestudiotv"
    );
    let id = accounts(&app, &token).await[0]["id"].as_i64().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let first = app
        .post(
            &format!("/api/social-accounts/{id}/sync"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(first.status, Status::Ok, "{}", first.body);
    assert_eq!(first.body["result"], "ok", "{}", first.body);
    assert!(fake.state()["refreshes"]["youtube"].as_i64().unwrap() >= 1);
    let second = app
        .post(
            &format!("/api/social-accounts/{id}/sync"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(second.body["result"], "ok");
    assert_eq!(
        first.body["account"]["followers_count"],
        second.body["account"]["followers_count"]
    );
    let snapshots = app
        .scalar(&format!(
            "SELECT COUNT(*) FROM social_snapshots WHERE account_id = {id}"
        ))
        .await;
    assert_eq!(snapshots, 1, "one snapshot per day, however often it syncs");
    assert_eq!(second.body["account"]["followers_count"], 5400);
    assert_eq!(second.body["account"]["views"], 250000);

    // Disconnecting revokes the grant at Google and forgets the tokens; the history stays.
    let gone = app
        .post(
            &format!("/api/social-accounts/{id}/disconnect"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(gone.status, Status::Ok, "{}", gone.body);
    assert_eq!(gone.body["is_active"], false);
    assert!(!fake.state()["revoked"].as_array().unwrap().is_empty());
    assert_eq!(app.scalar("SELECT COUNT(*) FROM social_tokens").await, 0);
    assert_eq!(app.scalar("SELECT COUNT(*) FROM social_snapshots").await, 1);
    let again = app
        .post(
            &format!("/api/social-accounts/{id}/disconnect"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(again.status, Status::Conflict);
    let sync = app
        .post(
            &format!("/api/social-accounts/{id}/sync"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(sync.status, Status::Conflict);
}

#[rocket::async_test]
async fn a_revoked_grant_asks_for_a_reconnect_once_and_a_rate_limit_backs_off() {
    let fake = FakeSocial::start();
    let app = app_with(&fake).await;
    let admin = app.admin().await;
    let token = app.client_user("cleo@client.test").await;
    let back = consent(&app, &fake, &token, "instagram", true).await;
    returned(&app, &back).await;
    let id = accounts(&app, &token).await[0]["id"].as_i64().unwrap();
    let sync = |who: String| {
        let app = &app;
        async move {
            app.post(
                &format!("/api/social-accounts/{id}/sync"),
                Some(&who),
                json!({}),
            )
            .await
        }
    };

    fake.control(json!({"provider": "instagram", "fail": "rate_limit"}));
    let limited = sync(admin.clone()).await;
    assert_eq!(limited.body["result"], "failed", "{}", limited.body);
    let a = &limited.body["account"];
    assert_eq!(a["sync_status"], "failed");
    assert!(a["sync_error"].as_str().unwrap().contains("limiting"));
    assert!(a["next_sync"].as_str().unwrap() > a["last_sync"].as_str().unwrap());

    fake.control(json!({"provider": "instagram", "fail": "revoked"}));
    let revoked = sync(token.clone()).await;
    assert_eq!(
        revoked.body["result"], "reauthorization_needed",
        "{}",
        revoked.body
    );
    assert_eq!(
        revoked.body["account"]["sync_status"],
        "reauthorization_needed"
    );
    let notices = "SELECT COUNT(*) FROM notifications WHERE title = 'Reconnect a social account'";
    let told = app.scalar(notices).await;
    assert_eq!(told, 2, "the client and the one admin");
    sync(token.clone()).await;
    assert_eq!(
        app.scalar(notices).await,
        told,
        "told once, not at every try"
    );

    // Connecting again mends it, on the same account (its history kept).
    fake.control(json!({"provider": "instagram", "fail": "none"}));
    let again = consent(&app, &fake, &token, "instagram", true).await;
    returned(&app, &again).await;
    let listed = accounts(&app, &token).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], id);
    assert_eq!(listed[0]["sync_status"], "ok");
}

#[rocket::async_test]
async fn a_sync_refreshes_the_figures_of_content_posted_from_the_account() {
    let fake = FakeSocial::start();
    let app = app_with(&fake).await;
    let token = app.client_user("cleo@client.test").await;
    let back = consent(&app, &fake, &token, "instagram", true).await;
    returned(&app, &back).await;
    let id = accounts(&app, &token).await[0]["id"].as_i64().unwrap();
    // Posted with the permalink as a person pastes it, and figures typed in at the time.
    let post = app
        .state()
        .db
        .write(move |c| {
            let client: i64 = c.query_row("SELECT id FROM clients", [], |r| r.get(0))?;
            let now = atrium::db::now();
            c.execute(
                "INSERT INTO content_posts (client_id, platform, title, content, status,
                     scheduled_date, author_role, created_at, updated_at, posted_at, post_url,
                     likes, comments, shares, social_account_id)
                 VALUES (?1, 'instagram', 'Spring', 'Out now', 'posted', ?2, 'admin', ?2, ?2, ?2,
                     'https://instagram.com/p/FAKE1/?igsh=abc', 3, 1, 2, ?3)",
                rusqlite::params![client, now, id],
            )?;
            Ok(c.last_insert_rowid())
        })
        .await
        .unwrap();
    let synced = app
        .post(
            &format!("/api/social-accounts/{id}/sync"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(synced.body["result"], "ok", "{}", synced.body);
    let figures = |col: &str| format!("SELECT {col} FROM content_posts WHERE id = {post}");
    assert_eq!(
        app.scalar(&figures("likes")).await,
        120,
        "the fake's first post has 120 likes"
    );
    assert_eq!(app.scalar(&figures("comments")).await, 14);
    assert_eq!(
        app.scalar(&figures("shares")).await,
        2,
        "shares stay as recorded"
    );
    let history = app
        .get(&format!("/api/social-accounts/{id}/history"), Some(&token))
        .await;
    assert_eq!(history.body["posts"][0]["likes"], 120);
}
