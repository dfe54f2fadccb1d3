//! Notification preferences are stored per user and honoured by every mail the server sends;
//! the first sign-in is told apart from later ones; a self-registered client has no plan.

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp};
use rocket::http::Status;
use serde_json::json;

#[rocket::async_test]
async fn preferences_default_to_on_and_survive_as_saved() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let path = "/api/auth/notification-preferences/";
    let first = app.get(path, Some(&token)).await;
    assert_eq!(first.status, Status::Ok);
    for key in [
        "email_invoices",
        "email_new_clients",
        "email_system_alerts",
        "weekly_reports",
    ] {
        assert_eq!(first.body[key], true, "{key}");
    }
    let saved = app
        .patch(path, Some(&token), json!({"weekly_reports": false}))
        .await;
    assert_eq!(saved.status, Status::Ok);
    let again = app.get(path, Some(&token)).await;
    assert_eq!(again.body["weekly_reports"], false);
    assert_eq!(again.body["email_invoices"], true);
    let bad = app
        .patch(path, Some(&token), json!({"weekly_reports": "no"}))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(app.get(path, None).await.status, Status::Unauthorized);
}

async fn register(app: &TestApp, email: &str) -> serde_json::Value {
    let r = app
        .post(
            "/api/auth/register/",
            None,
            json!({"email": email, "password": "Tr4vel-Kettle-92", "name": "Rita Reg", "company": "Reg Co"}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    r.body
}

#[rocket::async_test]
async fn a_new_registration_mails_only_the_admins_who_want_new_client_mail() {
    let app = TestApp::with_config(|c| c.auth.require_email_verification = false).await;
    let wants = app.admin().await;
    app.create_user(Role::Admin, "quiet@agency.test", "Quinn Quiet")
        .await;
    let quiet = app.login("quiet@agency.test", PASSWORD).await;
    let off = app
        .patch(
            "/api/auth/notification-preferences/",
            Some(&quiet),
            json!({"email_new_clients": false}),
        )
        .await;
    assert_eq!(off.status, Status::Ok);
    drop(wants);
    register(&app, "rita@x.test").await;
    let to = |addr: &str| {
        format!(
            "SELECT COUNT(*) FROM mail_outbox WHERE to_addr = '{addr}' AND subject = 'New client registration'"
        )
    };
    assert_eq!(app.scalar(&to("boss@agency.test")).await, 1);
    assert_eq!(app.scalar(&to("quiet@agency.test")).await, 0);
    // The name typed at sign-up is isolated in the bell's sentence (an RTL name cannot
    // reorder the words around it).
    let bell = app
        .scalar_text(
            "SELECT message FROM notifications WHERE title = 'New client registration' LIMIT 1",
        )
        .await;
    assert!(bell.contains("\u{2068}Rita Reg\u{2069}"), "{bell:?}");
}

#[rocket::async_test]
async fn a_password_change_is_mailed_unless_system_alerts_are_off() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let change = |from: &'static str, to: &'static str| json!({"current_password": from, "new_password": to});
    let r = app
        .post(
            "/api/auth/change-password/",
            Some(&token),
            change(PASSWORD, "Tr4vel-Kettle-92"),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    app.patch(
        "/api/auth/notification-preferences/",
        Some(&token),
        json!({"email_system_alerts": false}),
    )
    .await;
    let r = app
        .post(
            "/api/auth/change-password/",
            Some(&token),
            change("Tr4vel-Kettle-92", "Brass-Lantern-77"),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let sent = app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'c@x.test' AND subject = 'Your password was changed'")
        .await;
    assert_eq!(sent, 1);
}

#[rocket::async_test]
async fn a_first_sign_in_has_no_previous_login_and_the_next_one_does() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "c@x.test", "Cleo C").await;
    let mut previous = Vec::new();
    for _ in 0..2 {
        let body = json!({"email": "c@x.test", "password": PASSWORD});
        let r = app.post("/api/auth/login/", None, body).await;
        previous.push(r.body["user"]["previous_login_at"].clone());
    }
    assert!(previous[0].is_null(), "{previous:?}");
    assert!(previous[1].is_string(), "{previous:?}");
}

#[rocket::async_test]
async fn a_self_registered_client_has_no_plan_until_one_is_chosen() {
    let app = TestApp::with_config(|c| c.auth.require_email_verification = false).await;
    let body = register(&app, "rita@x.test").await;
    let token = body["token"].as_str().unwrap();
    let client_id = app
        .scalar("SELECT id FROM clients WHERE email = 'rita@x.test'")
        .await;
    let own = app
        .get(&format!("/api/clients/{client_id}/"), Some(token))
        .await;
    assert_eq!(own.status, Status::Ok);
    assert!(own.body["package"].is_null(), "{}", own.body);
    assert_eq!(own.body["monthly_fee"], 0.0);
    let admin = app.admin().await;
    let none = app.get("/api/clients/?package=none", Some(&admin)).await;
    assert_eq!(none.body["count"], 1);
    let starter = app.get("/api/clients/?package=starter", Some(&admin)).await;
    assert_eq!(starter.body["count"], 0);
}

#[rocket::async_test]
async fn the_weekly_report_goes_out_once_each_monday_to_the_admins_who_want_it() {
    use atrium::jobs::weekly_report;
    let app = TestApp::spawn().await;
    app.admin().await;
    app.create_user(Role::Admin, "quiet@agency.test", "Quinn Quiet")
        .await;
    let quiet = app.login("quiet@agency.test", PASSWORD).await;
    app.patch(
        "/api/auth/notification-preferences/",
        Some(&quiet),
        json!({"weekly_reports": false}),
    )
    .await;
    let jobs = app.jobs();
    let monday = time::macros::datetime!(2026-11-23 08:00 UTC);
    let tuesday = time::macros::datetime!(2026-11-24 08:00 UTC);
    assert_eq!(weekly_report(&jobs, tuesday).await.unwrap(), 0);
    assert_eq!(weekly_report(&jobs, monday).await.unwrap(), 1);
    assert_eq!(
        weekly_report(&jobs, monday).await.unwrap(),
        0,
        "once per Monday"
    );
    let body = app
        .scalar_text("SELECT body FROM mail_outbox WHERE subject = 'Your weekly agency report'")
        .await;
    assert!(
        body.contains("Active clients:") && body.contains("Nova"),
        "{body}"
    );
}
