//! HTTP details found by probing the API from outside: content types, methods, odd paths, cut
//! bodies, control characters, headers, file modes.

use crate::common;

use common::{TestApp, multipart, png};
use rocket::http::{ContentType, Status};
use serde_json::json;

#[rocket::async_test]
async fn a_json_body_sent_as_text_plain_is_refused_with_415() {
    let app = TestApp::spawn().await;
    let body = json!({"email": "a@x.test", "password": "whatever-1"}).to_string();
    let r = app
        .send_raw(
            "POST",
            "/api/auth/login/",
            None,
            ContentType::Plain,
            body.into_bytes(),
        )
        .await;
    assert_eq!(r.status, Status::UnsupportedMediaType);
    assert_eq!(r.body["code"], "unsupported_media_type");
}

#[rocket::async_test]
async fn an_array_where_an_object_is_expected_is_a_400_naming_no_internal_type() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let r = app.post("/api/clients/", Some(&token), json!([1, 2])).await;
    assert_eq!(r.status, Status::BadRequest, "{}", r.body);
    let text = r.body.to_string();
    assert!(
        !text.contains("ClientBody") && !text.contains("struct"),
        "{text}"
    );
}

#[rocket::async_test]
async fn an_unknown_method_on_a_known_path_is_405_with_allow() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let r = app
        .send_json("PUT", "/api/clients/", Some(&token), json!({}))
        .await;
    assert_eq!(r.status, Status::MethodNotAllowed);
    let allow = r.header("Allow").expect("Allow header");
    assert!(allow.contains("GET") && allow.contains("POST"), "{allow}");
    let unknown = app.get("/api/no-such-thing/", Some(&token)).await;
    assert_eq!(unknown.status, Status::NotFound);
}

#[rocket::async_test]
async fn dot_files_and_encoded_traversal_paths_are_404() {
    let app = TestApp::spawn().await;
    for path in [
        "/.env",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..%2f..%2fCargo.toml",
        "/.git/config",
    ] {
        let r = app.get(path, None).await;
        assert_eq!(r.status, Status::NotFound, "{path}");
        assert!(!r.body.to_string().contains("[package]"), "{path}");
    }
}

#[rocket::async_test]
async fn unknown_pages_answer_the_app_with_404_and_known_pages_with_200() {
    let app = TestApp::spawn().await;
    for path in ["/nonexistent", "/services/facebook"] {
        let r = app.get(path, None).await;
        assert_eq!(r.status, Status::NotFound, "{path}");
        assert!(
            r.content_type
                .as_deref()
                .unwrap_or("")
                .starts_with("text/html")
        );
    }
    for path in ["/", "/about", "/services/instagram", "/dashboard", "/auth"] {
        assert_eq!(app.get(path, None).await.status, Status::Ok, "{path}");
    }
}

#[rocket::async_test]
async fn a_truncated_multipart_body_is_400_not_413() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let (ct, mut body) = multipart(
        &[("first_name", "Cleo")],
        Some(("avatar", "a.png", &png(2048))),
    );
    body.truncate(body.len() / 2);
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::BadRequest, "{}", r.body);
}

#[rocket::async_test]
async fn nul_and_control_characters_are_refused_in_names() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let r = app
        .post(
            "/api/clients/",
            Some(&token),
            json!({"name": "Ann\u{0}a", "email": "a@x.test", "company": "Line\nBreak"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(r.field("name").len(), 1);
    assert_eq!(r.field("company").len(), 1);
}

#[rocket::async_test]
async fn a_401_says_which_scheme_to_use() {
    let app = TestApp::spawn().await;
    let r = app.get("/api/auth/me/", None).await;
    assert_eq!(r.status, Status::Unauthorized);
    assert_eq!(r.header("WWW-Authenticate"), Some("Token"));
}

#[rocket::async_test]
async fn a_due_date_with_an_extreme_offset_is_a_422_not_a_crash() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let r = app
        .post(
            "/api/tasks/",
            Some(&token),
            json!({"title": "T", "description": "D", "client": 1, "assigned_to": null,
                   "due_date": "9999-12-31T23:59:59-23:59"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(r.field("due_date").len(), 1);
}

#[rocket::async_test]
async fn a_five_thousand_word_search_is_refused_quickly() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let words = "castellano ".repeat(5000);
    for path in ["/api/clients/", "/api/tasks/"] {
        let r = app
            .get(
                &format!("{path}?search={}", words.trim().replace(' ', "+")),
                Some(&token),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{path}");
        assert_eq!(r.field("search").len(), 1);
    }
}

#[rocket::async_test]
async fn the_data_directory_and_database_are_readable_by_the_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let app = TestApp::spawn().await;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(app.dir.path()), 0o700);
    assert_eq!(mode(&app.dir.path().join("atrium.db")), 0o600);
}
