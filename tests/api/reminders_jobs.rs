//! Approval reminders, driven by `atrium jobs run approval-reminders --at TIME` on the data of a
//! running app: once per cadence step, never to someone who already decided, and the agency
//! told once when the deadline passes.

use std::process::Command;

use crate::common::{TestApp, WithClient};
use rocket::http::Status;
use serde_json::json;

fn run_at(app: &TestApp, at: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(&app.state().config.data_dir)
        .args(["jobs", "run", "approval-reminders", "--at", at])
        .output()
        .expect("binary runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    text
}

async fn reminders_of(app: &TestApp, email: &str) -> i64 {
    app.scalar(&format!(
        "SELECT COUNT(*) FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.email = '{email}' AND n.title IN ('Approval reminder', 'Approval overdue')"
    ))
    .await
}

#[rocket::async_test]
async fn reminders_go_once_per_step_to_those_who_have_not_decided_and_the_agency_hears_once() {
    let w = WithClient::new().await;
    w.set_policy("all").await;
    let mia = w.named_approver("mia@bloom.test").await;
    let (app, admin, client) = (&w.app, &w.admin, w.client);
    let post = app
        .post(
            "/api/content",
            Some(admin),
            json!({"client": client, "platform": "instagram", "content": "Launch day",
                   "scheduled_date": "2030-03-10T10:00", "needs_client_approval": true}),
        )
        .await;
    assert_eq!(post.status, Status::Created, "{}", post.body);
    let id = post.body["id"].as_i64().unwrap();
    // Deadline: 2030-03-08 10:00 (48 hours before). Mia decides; the owner does not.
    let approved = app
        .post(&format!("/api/content/{id}/approve"), Some(&mia), json!({}))
        .await;
    assert_eq!(approved.body["status"], "pending-approval");

    let early = run_at(app, "2030-03-06T12:00");
    assert!(early.contains("0 reminders"), "{early}");
    run_at(app, "2030-03-07T11:00");
    assert_eq!(reminders_of(app, "owner@bloom.test").await, 1);
    run_at(app, "2030-03-07T15:00");
    assert_eq!(
        reminders_of(app, "owner@bloom.test").await,
        1,
        "once per step"
    );
    run_at(app, "2030-03-08T08:30");
    assert_eq!(reminders_of(app, "owner@bloom.test").await, 2);
    assert_eq!(reminders_of(app, "mia@bloom.test").await, 0, "she decided");
    let overdue = run_at(app, "2030-03-08T10:05");
    assert!(overdue.contains("1 overdue"), "{overdue}");
    assert_eq!(reminders_of(app, "owner@bloom.test").await, 3);
    let again = run_at(app, "2030-03-08T11:00");
    assert!(again.contains("0 reminders, 0 overdue"), "{again}");
    let told = app
        .scalar("SELECT COUNT(*) FROM notifications WHERE title = 'Approval overdue' AND user_id IN (SELECT id FROM users WHERE role = 'admin')")
        .await;
    assert_eq!(told, 1, "the agency is told once");
    let mails = app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'owner@bloom.test' AND subject LIKE 'Approval%'")
        .await;
    assert_eq!(mails, 3, "mail follows the bell as the preferences allow");
}
