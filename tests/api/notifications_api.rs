use crate::common;

use atrium::db::notifications::{self, NotificationType};
use atrium::db::users::Role;
use atrium::domain::Vocabulary;
use atrium::words::Phrase;
use common::TestApp;
use rocket::http::Status;
use serde_json::json;

async fn notify(app: &TestApp, user_id: i64, kind: &'static str, title: &'static str) {
    app.state()
        .db
        .write(move |c| {
            let kind = <NotificationType as Vocabulary>::exact(kind).expect("a notification type");
            let (title, body) = (Phrase::verbatim(title), Phrase::verbatim("body"));
            notifications::insert(c, user_id, kind, &title, &body)
        })
        .await
        .unwrap();
}

#[rocket::async_test]
async fn each_user_sees_only_their_own_notifications_newest_first() {
    let app = TestApp::spawn().await;
    let a = app.create_user(Role::Client, "a@x.test", "A").await;
    let b = app.create_user(Role::Client, "b@x.test", "B").await;
    notify(&app, a, "payment_due", "first").await;
    notify(&app, a, "message_received", "second").await;
    notify(&app, b, "other", "not yours").await;
    let token = app.login("a@x.test", common::PASSWORD).await;
    let r = app.get("/api/notifications/", Some(&token)).await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.body["count"], 2);
    assert_eq!(r.body["results"][0]["title"], "second");
    assert_eq!(r.body["results"][1]["title"], "first");
    for key in [
        "id",
        "title",
        "message",
        "notification_type",
        "read",
        "created_at",
    ] {
        assert!(r.body["results"][0].get(key).is_some(), "{key}");
    }
}

#[rocket::async_test]
async fn filters_by_read_state_and_type_and_paginates() {
    let app = TestApp::spawn().await;
    let a = app.create_user(Role::Client, "a@x.test", "A").await;
    for _ in 0..25 {
        notify(&app, a, "payment_due", "bill").await;
    }
    notify(&app, a, "task_assigned", "task").await;
    let token = app.login("a@x.test", common::PASSWORD).await;
    let first = app
        .get("/api/notifications/?page_size=10", Some(&token))
        .await;
    assert_eq!(first.body["count"], 26);
    assert_eq!(first.body["results"].as_array().unwrap().len(), 10);
    assert_eq!(
        first.body["next"],
        "/api/notifications/?page_size=10&page=2"
    );
    assert!(first.body["previous"].is_null());
    let last = app
        .get("/api/notifications/?page_size=10&page=3", Some(&token))
        .await;
    assert_eq!(last.body["results"].as_array().unwrap().len(), 6);
    assert!(last.body["next"].is_null());
    let typed = app
        .get("/api/notifications/?type=task_assigned", Some(&token))
        .await;
    assert_eq!(typed.body["count"], 1);
    let id = typed.body["results"][0]["id"].as_i64().unwrap();
    app.post(
        &format!("/api/notifications/{id}/mark_read/"),
        Some(&token),
        json!({}),
    )
    .await;
    assert_eq!(
        app.get("/api/notifications/?read=true", Some(&token))
            .await
            .body["count"],
        1
    );
    assert_eq!(
        app.get("/api/notifications/?read=false", Some(&token))
            .await
            .body["count"],
        25
    );
}

#[rocket::async_test]
async fn bad_filters_and_pages_are_422() {
    let app = TestApp::spawn().await;
    let token = app.client_user("a@x.test").await;
    for q in [
        "?type=bogus",
        "?read=maybe",
        "?page=0",
        "?page=x",
        "?page_size=101",
    ] {
        let r = app
            .get(&format!("/api/notifications/{q}"), Some(&token))
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{q}");
    }
}

#[rocket::async_test]
async fn marking_someone_elses_notification_is_404_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let b = app.create_user(Role::Client, "b@x.test", "B").await;
    notify(&app, b, "other", "b's").await;
    let id = app.scalar("SELECT id FROM notifications").await;
    let token = app.client_user("a@x.test").await;
    let r = app
        .post(
            &format!("/api/notifications/{id}/mark_read/"),
            Some(&token),
            json!({}),
        )
        .await;
    assert_eq!(r.status, Status::NotFound);
    assert_eq!(app.scalar("SELECT read FROM notifications").await, 0);
    assert_eq!(
        app.post("/api/notifications/999/mark_read/", Some(&token), json!({}))
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn mark_all_read_touches_only_the_callers_notifications() {
    let app = TestApp::spawn().await;
    let a = app.create_user(Role::Admin, "a@x.test", "A").await;
    let b = app.create_user(Role::Client, "b@x.test", "B").await;
    notify(&app, a, "other", "1").await;
    notify(&app, a, "other", "2").await;
    notify(&app, b, "other", "3").await;
    let token = app.login("a@x.test", common::PASSWORD).await;
    let r = app
        .post("/api/notifications/mark_all_read/", Some(&token), json!({}))
        .await;
    assert_eq!(r.body["updated"], 2);
    assert_eq!(
        app.scalar(&format!(
            "SELECT COUNT(*) FROM notifications WHERE user_id = {b} AND read = 0"
        ))
        .await,
        1
    );
}

#[rocket::async_test]
async fn anonymous_callers_get_401() {
    let app = TestApp::spawn().await;
    assert_eq!(
        app.get("/api/notifications/", None).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.post("/api/notifications/1/mark_read/", None, json!({}))
            .await
            .status,
        Status::Unauthorized
    );
    assert_eq!(
        app.post("/api/notifications/mark_all_read/", None, json!({}))
            .await
            .status,
        Status::Unauthorized
    );
}
