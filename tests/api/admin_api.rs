use crate::common;

use atrium::db::users::Role;
use common::TestApp;
use rocket::http::Status;
use serde_json::json;

fn bank() -> serde_json::Value {
    json!({"admin_full_name": "Agency Ltd", "iban": "al47 2121 1009 0000 0002 3569 8741",
           "bank_name": "First Bank", "swift_code": "firsalt1", "additional_info": "Use the invoice number."})
}

#[rocket::async_test]
async fn an_admin_saves_bank_settings_normalised_and_reads_them_back() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let before = app.get("/api/admin/bank-settings/", Some(&admin)).await;
    assert_eq!(before.body["configured"], false);
    let r = app
        .post("/api/admin/bank-settings/", Some(&admin), bank())
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["iban"], "AL47212110090000000235698741");
    assert_eq!(r.body["swift_code"], "FIRSALT1");
    let after = app.get("/api/admin/bank-settings/", Some(&admin)).await;
    assert_eq!(after.body["configured"], true);
    assert_eq!(after.body["bank_name"], "First Bank");
}

#[rocket::async_test]
async fn a_client_reads_only_the_transfer_fields_and_cannot_write() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    app.post("/api/admin/bank-settings/", Some(&admin), bank())
        .await;
    let client = app.client_user("c@x.test").await;
    let r = app.get("/api/admin/bank-settings/", Some(&client)).await;
    assert_eq!(r.status, Status::Ok);
    let mut keys: Vec<&str> = r
        .body
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "additional_info",
            "admin_full_name",
            "bank_name",
            "configured",
            "iban",
            "swift_code"
        ]
    );
    let w = app
        .post(
            "/api/admin/bank-settings/",
            Some(&client),
            json!({"admin_full_name": "Me", "iban": "AL47212110090000000235698741"}),
        )
        .await;
    assert_eq!(w.status, Status::Forbidden);
    assert_eq!(
        app.get("/api/admin/bank-settings/", Some(&admin))
            .await
            .body["admin_full_name"],
        "Agency Ltd"
    );
    assert_eq!(
        app.get("/api/admin/bank-settings/", None).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.post("/api/admin/bank-settings/", None, bank())
            .await
            .status,
        Status::Unauthorized
    );
}

#[rocket::async_test]
async fn bad_bank_details_are_refused_field_by_field() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .post("/api/admin/bank-settings/", Some(&admin), json!({"iban": "AL47 0000", "swift_code": "TOOLONGSWIFTCODE", "additional_info": "x".repeat(501)}))
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    for f in ["admin_full_name", "iban", "swift_code", "additional_info"] {
        assert!(!r.field(f).is_empty(), "{f}: {}", r.body);
    }
    let long = app
        .post(
            "/api/admin/bank-settings/",
            Some(&admin),
            json!({"admin_full_name": "A", "iban": "A".repeat(35)}),
        )
        .await;
    assert_eq!(
        long.field("iban"),
        vec!["IBAN must be at most 34 characters."]
    );
    assert_eq!(
        app.get("/api/admin/bank-settings/", Some(&admin))
            .await
            .body["configured"],
        false
    );
}

#[rocket::async_test]
async fn the_last_admin_cannot_delete_their_account() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .post("/api/admin/delete-account/", Some(&admin), json!({}))
        .await;
    assert_eq!(r.status, Status::Conflict);
    assert_eq!(r.body["code"], "last_admin");
    assert_eq!(
        app.get("/api/auth/me/", Some(&admin)).await.status,
        Status::Ok
    );
}

#[rocket::async_test]
async fn an_admin_deletes_their_own_account_when_another_admin_remains() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    app.create_user(Role::Admin, "second@agency.test", "Second")
        .await;
    let r = app
        .post("/api/admin/delete-account/", Some(&admin), json!({}))
        .await;
    assert_eq!(r.status, Status::NoContent);
    assert_eq!(
        app.get("/api/auth/me/", Some(&admin)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM users WHERE email = 'boss@agency.test'")
            .await,
        0
    );
    assert_eq!(app.scalar("SELECT COUNT(*) FROM auth_tokens").await, 0);
}

#[rocket::async_test]
async fn clients_and_anonymous_callers_cannot_delete_admin_accounts() {
    let app = TestApp::spawn().await;
    app.admin().await;
    let client = app.client_user("c@x.test").await;
    assert_eq!(
        app.post("/api/admin/delete-account/", Some(&client), json!({}))
            .await
            .status,
        Status::Forbidden
    );
    assert_eq!(
        app.post("/api/admin/delete-account/", None, json!({}))
            .await
            .status,
        Status::Unauthorized
    );
    assert_eq!(app.scalar("SELECT COUNT(*) FROM users").await, 2);
}
