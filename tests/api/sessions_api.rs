//! Sessions: each sign-in listed with its device and address, ended one at a time or all but
//! the current one, and ended by the agency's idle and absolute lifetimes.

use crate::common;

use common::{PASSWORD, TestApp};
use rocket::http::Status;
use serde_json::json;

const CHROME: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
                      Chrome/120.0.0.0 Safari/537.36";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 \
                      (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async fn sign_in_from(app: &TestApp, address: &str, agent: &str) -> String {
    let r = app
        .from(
            address,
            "POST",
            "/api/auth/login/",
            None,
            &[("User-Agent", agent)],
            json!({"email": "boss@agency.test", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    r.body["token"].as_str().unwrap().to_string()
}

#[rocket::async_test]
async fn every_sign_in_is_listed_with_its_device_and_address_and_the_current_one_marked() {
    let app = TestApp::spawn().await;
    app.admin().await;
    let laptop = sign_in_from(&app, "192.168.1.20", CHROME).await;
    sign_in_from(&app, "203.0.113.7", IPHONE).await;
    let list = app.get("/api/security/sessions/", Some(&laptop)).await;
    assert_eq!(list.status, Status::Ok, "{}", list.body);
    let sessions = list.body["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 3, "{}", list.body);
    let current: Vec<_> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["device"], "Chrome on Linux");
    assert_eq!(current[0]["address"], "192.168.1.20");
    assert_eq!(current[0]["place"], "Local network");
    let phone = sessions
        .iter()
        .find(|s| s["address"] == "203.0.113.7")
        .unwrap();
    assert_eq!(phone["device"], "Safari on iPhone");
    assert!(phone["place"].is_null(), "no outside lookup: {phone}");
    for key in [
        "id",
        "created_at",
        "last_used_at",
        "expires_at",
        "signed_in_with",
    ] {
        assert!(phone.get(key).is_some(), "{key}: {phone}");
    }
    assert!(phone.get("token_hash").is_none(), "{phone}");
}

#[rocket::async_test]
async fn signing_out_another_session_ends_its_token_at_once_and_nobody_elses() {
    let app = TestApp::spawn().await;
    app.admin().await;
    let laptop = sign_in_from(&app, "192.168.1.20", CHROME).await;
    let phone = sign_in_from(&app, "203.0.113.7", IPHONE).await;
    let client = app.client_user("cleo@client.test").await;
    let list = app.get("/api/security/sessions/", Some(&laptop)).await;
    let phone_id = list.body["sessions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["address"] == "203.0.113.7")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/api/security/sessions/{phone_id}/");
    let theirs = app.delete(&path, Some(&client)).await;
    assert_eq!(
        theirs.status,
        Status::NotFound,
        "another user's session is not found"
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&phone)).await.status,
        Status::Ok
    );
    let ended = app.delete(&path, Some(&laptop)).await;
    assert_eq!(ended.status, Status::NoContent, "{}", ended.body);
    assert_eq!(
        app.get("/api/auth/me/", Some(&phone)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&laptop)).await.status,
        Status::Ok
    );
    assert_eq!(
        app.delete(&path, Some(&laptop)).await.status,
        Status::NotFound
    );
    assert_eq!(
        app.delete("/api/security/sessions/nope/", None)
            .await
            .status,
        Status::Unauthorized
    );
}

#[rocket::async_test]
async fn signing_out_every_other_session_keeps_only_the_one_asking() {
    let app = TestApp::spawn().await;
    let first = app.admin().await;
    let second = sign_in_from(&app, "203.0.113.7", IPHONE).await;
    let third = sign_in_from(&app, "198.51.100.2", CHROME).await;
    let r = app
        .post(
            "/api/security/sessions/sign-out-others/",
            Some(&third),
            json!({}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["ended"], 2);
    for gone in [&first, &second] {
        assert_eq!(
            app.get("/api/auth/me/", Some(gone)).await.status,
            Status::Unauthorized
        );
    }
    assert_eq!(
        app.get("/api/auth/me/", Some(&third)).await.status,
        Status::Ok
    );
}

#[rocket::async_test]
async fn a_session_ends_when_unused_for_the_idle_lifetime_or_past_the_absolute_one() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let idle = sign_in_from(&app, "203.0.113.7", IPHONE).await;
    let old = sign_in_from(&app, "198.51.100.2", CHROME).await;
    app.sql(&format!(
        "UPDATE auth_tokens SET last_used_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-15 days')
          WHERE token_hash = '{}'",
        atrium::auth::token::hash(&idle)
    ))
    .await;
    assert_eq!(
        app.get("/api/auth/me/", Some(&idle)).await.status,
        Status::Unauthorized
    );
    app.sql(&format!(
        "UPDATE auth_tokens SET created_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-3 days')
          WHERE token_hash = '{}'",
        atrium::auth::token::hash(&old)
    ))
    .await;
    assert_eq!(
        app.get("/api/auth/me/", Some(&old)).await.status,
        Status::Ok
    );
    let set = app
        .patch(
            "/api/security/settings/",
            Some(&admin),
            json!({"absolute_days": 2}),
        )
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    assert_eq!(set.body["absolute_days"], 2);
    assert_eq!(set.body["idle_days"], 14);
    assert_eq!(
        app.get("/api/auth/me/", Some(&old)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&admin)).await.status,
        Status::Ok
    );
    let n = app
        .state()
        .db
        .write(|c| atrium::db::tokens::purge_expired(c))
        .await
        .unwrap();
    assert_eq!(n, 2, "the ended sessions are purged");
}

#[rocket::async_test]
async fn the_sign_in_rules_are_the_agencys_and_take_sensible_lifetimes_only() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    assert_eq!(
        app.get("/api/security/settings/", Some(&client))
            .await
            .status,
        Status::Forbidden
    );
    let got = app.get("/api/security/settings/", Some(&admin)).await;
    assert_eq!(
        got.body,
        json!({"require_staff_second_factor": false, "idle_days": 14, "absolute_days": 30})
    );
    let bad = app
        .patch(
            "/api/security/settings/",
            Some(&admin),
            json!({"idle_days": 0, "absolute_days": 400}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(bad.field("idle_days").len(), 1);
    assert_eq!(bad.field("absolute_days").len(), 1);
    let typed = app
        .patch(
            "/api/security/settings/",
            Some(&admin),
            json!({"idle_days": "7"}),
        )
        .await;
    assert_eq!(typed.status, Status::UnprocessableEntity);
    let unchanged = app.get("/api/security/settings/", Some(&admin)).await;
    assert_eq!(unchanged.body["idle_days"], 14);
}

#[rocket::async_test]
async fn the_configured_token_lifetime_holds_until_an_admin_sets_the_rules() {
    let app = TestApp::with_config(|c| c.auth.token_lifetime_days = 3).await;
    let admin = app.admin().await;
    let got = app.get("/api/security/settings/", Some(&admin)).await;
    assert_eq!(got.body["absolute_days"], 3);
    let expires = app.scalar_text("SELECT expires_at FROM auth_tokens").await;
    let created = app.scalar_text("SELECT created_at FROM auth_tokens").await;
    let days =
        atrium::db::parse_time(&expires).unwrap() - atrium::db::parse_time(&created).unwrap();
    assert_eq!(days.whole_days(), 3);
    app.patch(
        "/api/security/settings/",
        Some(&admin),
        json!({"absolute_days": 9}),
    )
    .await;
    let again = app.state().db.writer_blocking().unwrap();
    atrium::db::second_factor::lifetime_from_config(&again, 3).unwrap();
    drop(again);
    let kept = app.get("/api/security/settings/", Some(&admin)).await;
    assert_eq!(
        kept.body["absolute_days"], 9,
        "saved rules win over the file"
    );
}
