//! The agency's staff roles as far as they reach today: every agency user is an owner or a
//! manager; managers run the clients but not the agency's settings, backups or audit log; the
//! agency always keeps an owner.

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp};
use rocket::http::Status;
use serde_json::json;

async fn manager(app: &TestApp) -> String {
    app.create_user(Role::Admin, "mona@agency.test", "Mona Manager")
        .await;
    app.sql(
        "UPDATE agency_staff SET role = 'manager'
          WHERE user_id = (SELECT id FROM users WHERE email = 'mona@agency.test')",
    )
    .await;
    app.login("mona@agency.test", PASSWORD).await
}

#[rocket::async_test]
async fn agency_users_are_owners_unless_made_managers_and_clients_have_no_staff_role() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let mona = manager(&app).await;
    let me = |t: String| {
        let app = &app;
        async move { app.get("/api/auth/me/", Some(&t)).await.body["staff_role"].clone() }
    };
    assert_eq!(me(owner).await, "owner");
    assert_eq!(me(mona).await, "manager");
    assert!(me(client).await.is_null());
}

#[rocket::async_test]
async fn a_manager_runs_the_clients_but_not_the_agencys_settings_backups_or_audit_log() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    let mona = manager(&app).await;
    assert_eq!(
        app.get("/api/clients/", Some(&mona)).await.status,
        Status::Ok
    );
    let made = app
        .post(
            "/api/clients/",
            Some(&mona),
            json!({"name": "Made By Mona", "email": "m@c.test", "company": "M"}),
        )
        .await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    for (method, path, body) in [
        ("PATCH", "/api/security/settings/", json!({"idle_days": 3})),
        ("POST", "/api/admin/backups/", json!({})),
        (
            "PATCH",
            "/api/settings/reports/",
            json!({"monthly_reports": true}),
        ),
        ("PATCH", "/api/billing/plans/pro/", json!({"price": 1})),
    ] {
        let r = app.send_json(method, path, Some(&mona), body).await;
        assert_eq!(r.status, Status::Forbidden, "{method} {path}: {}", r.body);
        assert!(
            r.body["message"].as_str().unwrap().contains("owners"),
            "{}",
            r.body
        );
    }
    let log = app.get("/api/audit-log/", Some(&mona)).await;
    assert_eq!(log.status, Status::Forbidden);
    let entries = app
        .get("/api/audit-log/?action=client_created", Some(&owner))
        .await;
    assert_eq!(entries.body["results"][0]["actor_role"], "manager");
}

#[rocket::async_test]
async fn the_agency_always_keeps_an_owner() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    manager(&app).await;
    let demote = app
        .state()
        .db
        .write(|c| {
            Ok(c.execute(
                "UPDATE agency_staff SET role = 'manager'
                  WHERE user_id = (SELECT id FROM users WHERE email = 'boss@agency.test')",
                [],
            )?)
        })
        .await;
    let err = demote.expect_err("the last owner stays an owner");
    assert_eq!(err.code(), "last_owner");
    // Two admins, one owner: the owner's own account cannot go.
    let gone = app
        .post("/api/admin/delete-account/", Some(&owner), json!({}))
        .await;
    assert_eq!(gone.status, Status::Conflict, "{}", gone.body);
    assert_eq!(gone.body["code"], "last_owner");
    assert_eq!(
        app.get("/api/auth/me/", Some(&owner)).await.status,
        Status::Ok
    );
    // With a second owner, either may leave.
    app.sql(
        "UPDATE agency_staff SET role = 'owner'
          WHERE user_id = (SELECT id FROM users WHERE email = 'mona@agency.test')",
    )
    .await;
    let left = app
        .post("/api/admin/delete-account/", Some(&owner), json!({}))
        .await;
    assert_eq!(left.status, Status::NoContent, "{}", left.body);
}
