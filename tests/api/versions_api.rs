//! Lost updates: two tabs editing one object. An edit names the version it started from; a
//! stale one is refused with the current object, and nothing is overwritten.

use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

async fn new_client(app: &TestApp, token: &str) -> Value {
    let r = app
        .post(
            "/api/clients/",
            Some(token),
            json!({"name": "Nova Social", "email": "nova@x.test", "company": "Nova", "monthly_fee": 1500}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    r.body
}

#[rocket::async_test]
async fn a_second_tab_saving_a_stale_client_gets_409_with_the_current_record_and_loses_nothing() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let client = new_client(&app, &token).await;
    let (id, opened) = (
        client["id"].as_i64().unwrap(),
        client["version"].as_i64().unwrap(),
    );
    let path = format!("/api/clients/{id}/");
    // Tab A saves a new fee, sending only that field.
    let a = app
        .patch(
            &path,
            Some(&token),
            json!({"monthly_fee": 2100, "version": opened}),
        )
        .await;
    assert_eq!(a.status, Status::Ok, "{}", a.body);
    assert_eq!(a.body["version"], opened + 1);
    assert_eq!(
        a.header("ETag"),
        Some(format!("\"{}\"", opened + 1).as_str())
    );
    // Tab B, opened before A saved, changes only the company.
    let b = app
        .patch(
            &path,
            Some(&token),
            json!({"company": "Nova Group", "version": opened}),
        )
        .await;
    assert_eq!(b.status, Status::Conflict);
    assert_eq!(b.body["code"], "version_conflict");
    assert_eq!(b.body["current"]["monthly_fee"], 2100.0);
    assert_eq!(b.body["current"]["company"], "Nova");
    // B retries on the current version: both changes hold.
    let retry = app
        .patch(
            &path,
            Some(&token),
            json!({"company": "Nova Group", "version": b.body["current"]["version"]}),
        )
        .await;
    assert_eq!(retry.status, Status::Ok);
    assert_eq!(retry.body["monthly_fee"], 2100.0);
    assert_eq!(retry.body["company"], "Nova Group");
}

#[rocket::async_test]
async fn a_stale_if_match_is_412_and_a_fresh_one_passes() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let client = new_client(&app, &token).await;
    let id = client["id"].as_i64().unwrap();
    let path = format!("/api/clients/{id}/");
    let etag = app
        .get(&path, Some(&token))
        .await
        .header("ETag")
        .unwrap()
        .to_string();
    let fresh = app
        .from(
            "127.0.0.1",
            "PATCH",
            &path,
            Some(&token),
            &[("If-Match", &etag)],
            json!({"name": "Nova 2"}),
        )
        .await;
    assert_eq!(fresh.status, Status::Ok, "{}", fresh.body);
    let stale = app
        .from(
            "127.0.0.1",
            "PATCH",
            &path,
            Some(&token),
            &[("If-Match", &etag)],
            json!({"name": "Nova 3"}),
        )
        .await;
    assert_eq!(stale.status, Status::PreconditionFailed);
    assert_eq!(stale.body["current"]["name"], "Nova 2");
}

#[rocket::async_test]
async fn saving_a_client_someone_deleted_says_so_in_words() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let client = new_client(&app, &token).await;
    let path = format!("/api/clients/{}/", client["id"]);
    let del = app
        .send_json("DELETE", &path, Some(&token), json!({}))
        .await;
    assert_eq!(del.status, Status::NoContent);
    let r = app
        .patch(
            &path,
            Some(&token),
            json!({"company": "X", "version": client["version"]}),
        )
        .await;
    assert_eq!(r.status, Status::NotFound);
    assert!(
        r.body["message"]
            .as_str()
            .unwrap()
            .contains("no longer exists"),
        "{}",
        r.body
    );
}

#[rocket::async_test]
async fn tasks_profile_bank_details_and_preferences_refuse_stale_versions_too() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let client = new_client(&app, &token).await;
    let me = app.get("/api/auth/me/", Some(&token)).await;
    let task = app
        .post(
            "/api/tasks/",
            Some(&token),
            json!({"title": "Shoot", "description": "Reels", "client": client["id"],
                   "assigned_to": me.body["id"], "due_date": "2030-01-01T10:00:00Z"}),
        )
        .await;
    assert_eq!(task.status, Status::Created, "{}", task.body);
    let bank = app.get("/api/admin/bank-settings/", Some(&token)).await;
    let prefs = app
        .get("/api/auth/notification-preferences/", Some(&token))
        .await;
    let cases = [
        (
            format!("/api/tasks/{}/", task.body["id"]),
            "PATCH",
            json!({"title": "Shoot 2"}),
            task.body["version"].clone(),
        ),
        (
            "/api/auth/me/".to_string(),
            "PATCH",
            json!({"bio": "Hello"}),
            me.body["version"].clone(),
        ),
        (
            "/api/admin/bank-settings/".to_string(),
            "POST",
            json!({"admin_full_name": "Ada Admin", "iban": "AL35202111090000000001234567"}),
            bank.body["version"].clone(),
        ),
        (
            "/api/auth/notification-preferences/".to_string(),
            "PATCH",
            json!({"weekly_reports": false}),
            prefs.body["version"].clone(),
        ),
    ];
    for (path, method, change, version) in cases {
        assert!(version.is_i64(), "{path} answers no version");
        let mut first = change.clone();
        first["version"] = version.clone();
        let ok = app.send_json(method, &path, Some(&token), first).await;
        assert_eq!(ok.status, Status::Ok, "{path}: {}", ok.body);
        let mut again = change;
        again["version"] = version;
        let stale = app.send_json(method, &path, Some(&token), again).await;
        assert_eq!(stale.status, Status::Conflict, "{path}: {}", stale.body);
        assert!(stale.body["current"].is_object(), "{path}");
    }
}

#[rocket::async_test]
async fn an_iban_typed_with_spaces_is_stored_without_them() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let r = app
        .post(
            "/api/admin/bank-settings/",
            Some(&token),
            json!({"admin_full_name": "Ada Admin", "iban": "al35 2021 1109 0000 0000 0123 4567"}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["iban"], "AL35202111090000000001234567");
}

#[rocket::async_test]
async fn a_bank_edit_that_sends_only_the_changed_field_keeps_the_others() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let path = "/api/admin/bank-settings/";
    let full = json!({"admin_full_name": "Ada Admin", "iban": "AL35202111090000000001234567",
                      "swift_code": "DEMOALTR", "additional_info": "Quote the invoice number."});
    let first = app.post(path, Some(&token), full).await;
    assert_eq!(first.status, Status::Ok, "{}", first.body);
    let r = app
        .post(
            path,
            Some(&token),
            json!({"bank_name": "Bank Two", "version": first.body["version"]}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["bank_name"], "Bank Two");
    assert_eq!(r.body["swift_code"], "DEMOALTR");
    assert_eq!(r.body["additional_info"], "Quote the invoice number.");
}

#[rocket::async_test]
async fn inviting_a_client_someone_deleted_says_so_in_words() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let client = new_client(&app, &token).await;
    let path = format!("/api/clients/{}/", client["id"]);
    app.send_json("DELETE", &path, Some(&token), json!({}))
        .await;
    let r = app
        .post(&format!("{path}invite/"), Some(&token), json!({}))
        .await;
    assert_eq!(r.status, Status::NotFound);
    assert!(
        r.body["message"]
            .as_str()
            .unwrap()
            .contains("no longer exists")
    );
}

#[rocket::async_test]
async fn a_photo_only_upload_moves_the_profile_one_version() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let before = app.get("/api/auth/me/", Some(&token)).await.body["version"]
        .as_i64()
        .unwrap();
    let (ct, body) = common::multipart(&[], Some(("avatar", "a.png", &common::png(100))));
    let r = app
        .send_raw("PATCH", "/api/auth/me/", Some(&token), ct, body)
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["version"], before + 1);
}
