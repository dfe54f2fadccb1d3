use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

fn new_client(name: &str, email: &str) -> Value {
    json!({"name": name, "email": email, "company": format!("{name} Ltd"), "monthly_fee": 2500,
           "platforms": ["instagram", "TikTok"]})
}

async fn create(app: &TestApp, admin: &str, name: &str, email: &str) -> Value {
    let r = app
        .post("/api/clients/", Some(admin), new_client(name, email))
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    r.body
}

#[rocket::async_test]
async fn the_permission_table_for_client_endpoints() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let client = app.client_user("c@x.test").await;
    let id = create(&app, &admin, "Zed", "zed@x.test").await["id"]
        .as_i64()
        .unwrap();
    let cases: Vec<(&str, String, Value)> = vec![
        ("GET", "/api/clients/".into(), json!(null)),
        ("POST", "/api/clients/".into(), new_client("A", "a@a.test")),
        ("PATCH", format!("/api/clients/{id}/"), json!({"name": "B"})),
        ("DELETE", format!("/api/clients/{id}/"), json!(null)),
        (
            "POST",
            format!("/api/clients/{id}/update_payment_status/"),
            json!({"payment_status": "paid"}),
        ),
        ("POST", format!("/api/clients/{id}/invite/"), json!({})),
    ];
    for (method, path, body) in &cases {
        let anon = app.send_json(method, path, None, body.clone()).await;
        assert_eq!(
            anon.status,
            Status::Unauthorized,
            "anonymous {method} {path}"
        );
        let denied = app
            .send_json(method, path, Some(&client), body.clone())
            .await;
        assert_eq!(denied.status, Status::Forbidden, "client {method} {path}");
    }
    let unchanged = app.get(&format!("/api/clients/{id}/"), Some(&admin)).await;
    assert_eq!(unchanged.body["name"], "Zed");
    assert_eq!(unchanged.body["payment_status"], "pending");
}

#[rocket::async_test]
async fn a_client_user_reads_its_own_record_and_gets_404_for_anothers() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let token = app.client_user("mine@x.test").await;
    let own = app
        .scalar("SELECT id FROM clients WHERE email = 'mine@x.test'")
        .await;
    let other = create(&app, &admin, "Other", "other@x.test").await["id"]
        .as_i64()
        .unwrap();
    let r = app.get(&format!("/api/clients/{own}/"), Some(&token)).await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.body["user_email"], "mine@x.test");
    assert_eq!(
        app.get(&format!("/api/clients/{other}/"), Some(&token))
            .await
            .status,
        Status::NotFound
    );
    assert_eq!(
        app.get("/api/clients/99999/", Some(&token)).await.status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn creating_a_client_applies_defaults_and_canonical_platforms() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .post("/api/clients/", Some(&admin), json!({"name": "Ann", "email": "ANN@x.test", "company": "Ann Co", "platforms": ["youtube", "YouTube", "linkedin"]}))
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    // The fee is the plan's price in the one catalogue (the billing plans).
    assert_eq!(r.body["package"], "starter");
    assert_eq!(r.body["monthly_fee_cents"], 10_000);
    assert_eq!(r.body["monthly_fee"], 100.0);
    assert_eq!(r.body["email"], "ann@x.test");
    assert_eq!(r.body["platforms"], json!(["YouTube", "LinkedIn"]));
    for key in [
        "id",
        "status",
        "payment_status",
        "next_payment",
        "account_manager",
        "total_spent",
        "user_id",
        "user_first_name",
        "user_last_name",
        "user_email",
        "user_avatar",
    ] {
        assert!(r.body.get(key).is_some(), "{key}");
    }
}

#[rocket::async_test]
async fn invalid_client_input_names_the_fields_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .post("/api/clients/", Some(&admin), json!({"email": "nope", "monthly_fee": -5, "package": "gold", "platforms": ["MySpace"], "status": "gone"}))
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    for f in [
        "name",
        "email",
        "company",
        "monthly_fee",
        "package",
        "platforms",
        "status",
    ] {
        assert!(!r.field(f).is_empty(), "{f} not named: {}", r.body);
    }
    let wrong_type = app
        .post("/api/clients/", Some(&admin), json!({"name": ["x"]}))
        .await;
    assert_eq!(wrong_type.status, Status::UnprocessableEntity);
    assert!(!wrong_type.field("name").is_empty());
    assert_eq!(app.scalar("SELECT COUNT(*) FROM clients").await, 0);
}

#[rocket::async_test]
async fn patch_updates_only_given_fields_and_validates_them() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let id = create(&app, &admin, "Bo", "bo@x.test").await["id"]
        .as_i64()
        .unwrap();
    let r = app
        .patch(
            &format!("/api/clients/{id}/"),
            Some(&admin),
            json!({"status": "paused", "monthly_fee": "3000.50", "next_payment": "2026-12-01"}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["status"], "paused");
    assert_eq!(r.body["monthly_fee"], 3000.5);
    assert_eq!(r.body["name"], "Bo");
    let bad = app
        .patch(
            &format!("/api/clients/{id}/"),
            Some(&admin),
            json!({"next_payment": "soon", "name": ""}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(!bad.field("next_payment").is_empty() && !bad.field("name").is_empty());
    assert_eq!(
        app.patch("/api/clients/9999/", Some(&admin), json!({"name": "X"}))
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn filters_by_status_payment_package_and_platform() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let a = create(&app, &admin, "A", "a@x.test").await["id"]
        .as_i64()
        .unwrap();
    app.post("/api/clients/", Some(&admin), json!({"name": "B", "email": "b@x.test", "company": "B", "package": "pro", "platforms": ["YouTube"], "status": "pending"})).await;
    // Overdue comes from an invoice past its due date.
    let late = json!({"client": a, "amount": 10, "due_date": "2020-01-01"});
    app.post("/api/invoices", Some(&admin), late).await;
    let count = |q: &'static str| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.get(&format!("/api/clients/{q}"), Some(&admin))
                .await
                .body["count"]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(count("?status=pending").await, 1);
    assert_eq!(count("?payment_status=overdue").await, 1);
    assert_eq!(count("?package=pro").await, 1);
    assert_eq!(count("?platform=tiktok").await, 1);
    assert_eq!(count("?platform=YouTube&package=pro").await, 1);
    assert_eq!(count("?status=all").await, 2);
    let bad = app.get("/api/clients/?status=sleeping", Some(&admin)).await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
}

#[rocket::async_test]
async fn search_finds_by_prefix_and_with_one_typo_and_follows_edits_and_deletes() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let id = create(&app, &admin, "Marguerite Duval", "mduval@bloom.test").await["id"]
        .as_i64()
        .unwrap();
    create(&app, &admin, "Samuel Okafor", "sam@okafor.test").await;
    for q in ["marg", "Margu", "margeurite", "duvall", "bloom", "mduv"] {
        let r = app
            .get(&format!("/api/clients/?search={q}"), Some(&admin))
            .await;
        assert_eq!(names(&r), vec!["Marguerite Duval"], "query {q}");
    }
    app.patch(
        &format!("/api/clients/{id}/"),
        Some(&admin),
        json!({"company": "Zinnia Florals"}),
    )
    .await;
    let r = app.get("/api/clients/?search=zinnia", Some(&admin)).await;
    assert_eq!(names(&r), vec!["Marguerite Duval"]);
    app.send_json(
        "DELETE",
        &format!("/api/clients/{id}/"),
        Some(&admin),
        json!(null),
    )
    .await;
    assert_eq!(
        app.get("/api/clients/?search=marguerite", Some(&admin))
            .await
            .body["count"],
        0
    );
}

#[rocket::async_test]
async fn deleting_a_client_removes_its_tasks_user_sessions_and_notifications() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let token = app.client_user("gone@x.test").await;
    let id = app
        .scalar("SELECT id FROM clients WHERE email = 'gone@x.test'")
        .await;
    let admin_id = app
        .scalar("SELECT id FROM users WHERE role = 'admin'")
        .await;
    let task = json!({"title": "T", "description": "D", "client": id, "assigned_to": admin_id, "due_date": "2030-01-01T00:00:00Z"});
    assert_eq!(
        app.post("/api/tasks/", Some(&admin), task).await.status,
        Status::Created
    );
    let user_id = app
        .scalar("SELECT id FROM users WHERE email = 'gone@x.test'")
        .await;
    app.sql(&format!("INSERT INTO notifications (user_id, title, message, notification_type, created_at) VALUES ({user_id}, 't', 'm', 'other', '2026-01-01T00:00:00Z')")).await;
    let r = app
        .send_json(
            "DELETE",
            &format!("/api/clients/{id}/"),
            Some(&admin),
            json!(null),
        )
        .await;
    assert_eq!(r.status, Status::NoContent);
    for (table, cond) in [
        ("clients", format!("id = {id}")),
        ("tasks", format!("client_id = {id}")),
        ("users", format!("id = {user_id}")),
        ("auth_tokens", format!("user_id = {user_id}")),
        ("notifications", format!("user_id = {user_id}")),
    ] {
        assert_eq!(
            app.scalar(&format!("SELECT COUNT(*) FROM {table} WHERE {cond}"))
                .await,
            0,
            "{table}"
        );
    }
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.send_json(
            "DELETE",
            &format!("/api/clients/{id}/"),
            Some(&admin),
            json!(null)
        )
        .await
        .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn an_invitation_lets_the_contact_set_a_password_and_become_the_clients_user() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let id = create(&app, &admin, "Ivy Invite", "ivy@x.test").await["id"]
        .as_i64()
        .unwrap();
    let r = app
        .post(
            &format!("/api/clients/{id}/invite/"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(
        app.get(&format!("/api/clients/{id}/"), Some(&admin))
            .await
            .body["invitation_pending"],
        true
    );
    let body = app
        .scalar_text("SELECT body FROM mail_outbox WHERE to_addr = 'ivy@x.test'")
        .await;
    let key = common::key_after(&body, "invite=");
    let info = app.get(&format!("/api/invitations/{key}/"), None).await;
    assert_eq!(info.status, Status::Ok);
    assert_eq!(info.body["email"], "ivy@x.test");
    let short = app
        .post(
            &format!("/api/invitations/{key}/accept/"),
            None,
            json!({"password": "short"}),
        )
        .await;
    assert_eq!(short.status, Status::UnprocessableEntity);
    let ok = app
        .post(
            &format!("/api/invitations/{key}/accept/"),
            None,
            json!({"password": "ivy-password-1", "role": "admin"}),
        )
        .await;
    assert_eq!(ok.status, Status::Created, "{}", ok.body);
    assert_eq!(ok.body["user"]["role"], "client");
    let linked = app.get(&format!("/api/clients/{id}/"), Some(&admin)).await;
    assert_eq!(linked.body["user_email"], "ivy@x.test");
    assert_eq!(linked.body["invitation_pending"], false);
    let again = app
        .post(
            &format!("/api/invitations/{key}/accept/"),
            None,
            json!({"password": "ivy-password-1"}),
        )
        .await;
    assert_eq!(again.status, Status::NotFound, "an invitation works once");
    let reinvite = app
        .post(
            &format!("/api/clients/{id}/invite/"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(reinvite.status, Status::Conflict);
    assert_eq!(
        app.get("/api/invitations/not-a-real-key/", None)
            .await
            .status,
        Status::NotFound
    );
    app.login("ivy@x.test", "ivy-password-1").await;
}

#[rocket::async_test]
async fn a_short_word_matches_only_as_typed_and_a_long_one_also_with_a_typo() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    create(&app, &admin, "Leo Martins", "leo@martins.test").await;
    create(&app, &admin, "Omar Haddad", "omar@haddad.test").await;
    let omar = app.get("/api/clients/?search=Omar", Some(&admin)).await;
    assert_eq!(names(&omar), vec!["Omar Haddad"]);
    let typo = app.get("/api/clients/?search=martnis", Some(&admin)).await;
    assert_eq!(names(&typo), vec!["Leo Martins"]);
}

/// The names of a client list's results, in order.
fn names(r: &common::Res) -> Vec<String> {
    r.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect()
}
