use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp, multipart, png};
use rocket::http::{ContentType, Status};
use serde_json::json;

#[rocket::async_test]
async fn login_with_email_or_username_returns_a_working_token() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Admin, "ops@agency.test", "Olga Ops")
        .await;
    let by_email = app.login("OPS@agency.test", PASSWORD).await;
    let me = app.get("/api/auth/me/", Some(&by_email)).await;
    assert_eq!(me.status, Status::Ok);
    for key in [
        "id",
        "role",
        "username",
        "name",
        "first_name",
        "last_name",
        "email",
        "avatar",
        "company",
        "bio",
        "created_at",
    ] {
        assert!(
            me.body.get(key).is_some(),
            "user JSON lacks {key}: {}",
            me.body
        );
    }
    assert_eq!(me.body["name"], "Olga Ops");
    let by_username = app.login("ops", PASSWORD).await;
    assert_eq!(
        app.get("/api/auth/me/", Some(&by_username)).await.body["email"],
        "ops@agency.test"
    );
}

#[rocket::async_test]
async fn a_wrong_password_and_an_unknown_account_get_the_same_generic_answer() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "c@x.test", "C").await;
    let wrong = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "c@x.test", "password": "nope-nope"}),
        )
        .await;
    let unknown = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "z@x.test", "password": "nope-nope"}),
        )
        .await;
    for r in [&wrong, &unknown] {
        assert_eq!(r.status, Status::UnprocessableEntity);
        assert_eq!(r.body["code"], "invalid_credentials");
        assert_eq!(r.body["message"], "Invalid email or password.");
    }
}

#[rocket::async_test]
async fn login_validates_its_body() {
    let app = TestApp::spawn().await;
    let missing = app.post("/api/auth/login/", None, json!({})).await;
    assert_eq!(missing.status, Status::UnprocessableEntity);
    assert!(!missing.field("email").is_empty() && !missing.field("password").is_empty());
    let wrong_type = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": 42, "password": "x"}),
        )
        .await;
    assert_eq!(wrong_type.status, Status::UnprocessableEntity);
    assert!(!wrong_type.field("email").is_empty());
    let malformed = app
        .send_raw(
            "POST",
            "/api/auth/login/",
            None,
            ContentType::JSON,
            b"{oops".to_vec(),
        )
        .await;
    assert_eq!(malformed.status, Status::BadRequest);
    assert_eq!(malformed.body["code"], "bad_request");
}

#[rocket::async_test]
async fn repeated_failures_for_one_account_are_rate_limited() {
    let app = TestApp::with_config(|c| c.auth.login_max_failures_per_account = 3).await;
    app.create_user(Role::Client, "c@x.test", "C").await;
    for _ in 0..3 {
        let r = app
            .post(
                "/api/auth/login/",
                None,
                json!({"email": "c@x.test", "password": "bad-pass"}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity);
    }
    let locked = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "c@x.test", "password": PASSWORD}),
        )
        .await;
    assert_eq!(locked.status, Status::TooManyRequests, "{}", locked.body);
    assert_eq!(locked.body["code"], "rate_limited");
}

#[rocket::async_test]
async fn repeated_failures_from_one_address_are_rate_limited() {
    let app = TestApp::with_config(|c| c.auth.login_max_failures_per_address = 2).await;
    for n in 0..2 {
        let body = json!({"email": format!("u{n}@x.test"), "password": "bad-pass"});
        assert_eq!(
            app.post("/api/auth/login/", None, body).await.status,
            Status::UnprocessableEntity
        );
    }
    let r = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "u9@x.test", "password": "bad-pass"}),
        )
        .await;
    assert_eq!(r.status, Status::TooManyRequests);
}

#[rocket::async_test]
async fn anonymous_and_invalid_tokens_get_401_json() {
    let app = TestApp::spawn().await;
    let anon = app.get("/api/auth/me/", None).await;
    assert_eq!(anon.status, Status::Unauthorized);
    assert_eq!(anon.body["code"], "not_authenticated");
    let bogus = app.get("/api/auth/me/", Some("deadbeef")).await;
    assert_eq!(bogus.status, Status::Unauthorized);
    for (method, path) in [
        ("POST", "/api/auth/logout/"),
        ("PATCH", "/api/auth/me/"),
        ("POST", "/api/auth/change-password/"),
    ] {
        let r = app.send_json(method, path, None, json!({})).await;
        assert_eq!(r.status, Status::Unauthorized, "{method} {path}");
    }
}

#[rocket::async_test]
async fn logout_revokes_the_token() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let r = app.post("/api/auth/logout/", Some(&token), json!({})).await;
    assert_eq!(r.status, Status::NoContent);
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );
}

#[rocket::async_test]
async fn expired_tokens_stop_working() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    app.sql("UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00Z'")
        .await;
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );
}

#[rocket::async_test]
async fn change_password_keeps_this_session_and_revokes_the_others() {
    let app = TestApp::spawn().await;
    let current = app.client_user("c@x.test").await;
    let other = app.login("c@x.test", PASSWORD).await;
    let body = json!({"current_password": PASSWORD, "new_password": "brand-new-secret"});
    let r = app
        .post("/api/auth/change-password/", Some(&current), body)
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(
        app.get("/api/auth/me/", Some(&current)).await.status,
        Status::Ok
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&other)).await.status,
        Status::Unauthorized
    );
    app.login("c@x.test", "brand-new-secret").await;
    let old = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "c@x.test", "password": PASSWORD}),
        )
        .await;
    assert_eq!(old.status, Status::UnprocessableEntity);
}

#[rocket::async_test]
async fn change_password_refuses_a_wrong_current_or_short_new_password() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let wrong = app
        .post(
            "/api/auth/change-password/",
            Some(&token),
            json!({"current_password": "nope-nope", "new_password": "long-enough-1"}),
        )
        .await;
    assert_eq!(wrong.status, Status::UnprocessableEntity);
    assert_eq!(
        wrong.field("current_password"),
        vec!["Current password is incorrect."]
    );
    let short = app
        .post(
            "/api/auth/change-password/",
            Some(&token),
            json!({"current_password": PASSWORD, "new_password": "short"}),
        )
        .await;
    assert_eq!(short.status, Status::UnprocessableEntity);
    assert_eq!(
        short.field("new_password"),
        vec!["Password must be at least 8 characters long"]
    );
    let missing = app
        .post("/api/auth/change-password/", Some(&token), json!({}))
        .await;
    assert_eq!(missing.status, Status::UnprocessableEntity);
    assert!(!missing.field("current_password").is_empty());
    app.login("c@x.test", PASSWORD).await;
}

#[rocket::async_test]
async fn profile_update_changes_allowed_fields_only() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let body = json!({"first_name": "Nia", "last_name": "Long", "company": "Nia Co", "bio": "Hi",
                      "email": "evil@x.test", "role": "admin"});
    let r = app.patch("/api/auth/me/", Some(&token), body).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["name"], "Nia Long");
    assert_eq!(r.body["email"], "c@x.test");
    assert_eq!(r.body["role"], "client");
    let me = app.get("/api/auth/me/", Some(&token)).await;
    assert_eq!(me.body["company"], "Nia Co");
    assert_eq!(me.body["role"], "client");
}

#[rocket::async_test]
async fn a_bio_over_500_characters_is_refused_and_nothing_changes() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let r = app
        .patch(
            "/api/auth/me/",
            Some(&token),
            json!({"first_name": "Changed", "bio": "x".repeat(501)}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert!(!r.field("bio").is_empty());
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.body["first_name"],
        "Cleo"
    );
}

#[rocket::async_test]
async fn an_avatar_upload_is_stored_served_and_replaces_the_old_one() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let (ct, body) = multipart(
        &[("first_name", "Pic")],
        Some(("avatar", "me.png", &png(0))),
    );
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let url = r.body["avatar"].as_str().expect("avatar url").to_string();
    assert!(url.starts_with("/api/uploads/avatars/") && url.ends_with(".png"));
    assert_eq!(r.body["first_name"], "Pic");
    let served = app.client.get(url.clone()).dispatch().await;
    assert_eq!(served.status(), Status::Ok);
    assert_eq!(served.content_type(), Some(ContentType::PNG));
    let (ct, body) = multipart(&[], Some(("avatar", "again.png", &png(0))));
    let r2 = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_ne!(r2.body["avatar"], r.body["avatar"]);
    assert_eq!(
        app.client.get(url).dispatch().await.status(),
        Status::NotFound
    );
    let files = std::fs::read_dir(app.dir.path().join("uploads/avatars"))
        .unwrap()
        .count();
    assert_eq!(files, 1);
}

#[rocket::async_test]
async fn oversize_and_non_image_avatars_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let big = png(5 * 1024 * 1024 + 10);
    let (ct, body) = multipart(&[("first_name", "Nope")], Some(("avatar", "big.png", &big)));
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::PayloadTooLarge, "{}", r.body);
    assert_eq!(r.body["message"], "Image size must be less than 5MB");
    let huge = vec![0u8; 12 * 1024 * 1024];
    let (ct, body) = multipart(&[], Some(("avatar", "huge.png", &huge)));
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::PayloadTooLarge, "{}", r.body);
    let (ct, body) = multipart(
        &[("first_name", "Nope")],
        Some(("avatar", "fake.png", b"<svg onload=alert(1)>")),
    );
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert!(!r.field("avatar").is_empty());
    let me = app.get("/api/auth/me/", Some(&token)).await;
    assert_eq!(me.body["first_name"], "Cleo");
    assert!(me.body["avatar"].is_null());
    assert!(
        !app.dir.path().join("uploads/avatars").exists()
            || std::fs::read_dir(app.dir.path().join("uploads/avatars"))
                .unwrap()
                .count()
                == 0
    );
}

#[rocket::async_test]
async fn upload_names_cannot_escape_the_uploads_dir() {
    let app = TestApp::spawn().await;
    for path in [
        "/api/uploads/avatars/..%2Fatrium.db",
        "/api/uploads/avatars/atrium.db",
    ] {
        assert_eq!(app.get(path, None).await.status, Status::NotFound, "{path}");
    }
}
