use crate::common;

use atrium::db::users::Role;
use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

struct Board {
    app: TestApp,
    admin: String,
    admin_id: i64,
    client_id: i64,
}

async fn board() -> Board {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let admin_id = app
        .scalar("SELECT id FROM users WHERE role = 'admin'")
        .await;
    let r = app
        .post(
            "/api/clients/",
            Some(&admin),
            json!({"name": "Kim", "email": "kim@x.test", "company": "Kim Co"}),
        )
        .await;
    let client_id = r.body["id"].as_i64().unwrap();
    Board {
        app,
        admin,
        admin_id,
        client_id,
    }
}

impl Board {
    fn task(&self, title: &str, due: &str) -> Value {
        json!({"title": title, "description": "Do it", "client": self.client_id, "assigned_to": self.admin_id, "due_date": due})
    }

    async fn create(&self, title: &str, due: &str) -> i64 {
        let r = self
            .app
            .post("/api/tasks/", Some(&self.admin), self.task(title, due))
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
        r.body["id"].as_i64().unwrap()
    }
}

#[rocket::async_test]
async fn tasks_are_admin_only() {
    let b = board().await;
    let id = b.create("T", "2030-01-01T00:00:00Z").await;
    let client = b.app.client_user("c@x.test").await;
    let cases: Vec<(&str, String, Value)> = vec![
        ("GET", "/api/tasks/".into(), json!(null)),
        ("POST", "/api/tasks/".into(), b.task("X", "2030-01-01")),
        ("GET", format!("/api/tasks/{id}/"), json!(null)),
        (
            "PATCH",
            format!("/api/tasks/{id}/"),
            json!({"status": "completed"}),
        ),
        ("DELETE", format!("/api/tasks/{id}/"), json!(null)),
        (
            "POST",
            "/api/tasks/bulk_update/".into(),
            json!({"task_ids": [id], "status": "completed"}),
        ),
        (
            "POST",
            "/api/tasks/bulk_delete/".into(),
            json!({"task_ids": [id]}),
        ),
        ("GET", "/api/team/".into(), json!(null)),
        ("GET", "/api/dashboard/stats/".into(), json!(null)),
        ("GET", "/api/analytics/overview/".into(), json!(null)),
    ];
    for (method, path, body) in &cases {
        assert_eq!(
            b.app
                .send_json(method, path, None, body.clone())
                .await
                .status,
            Status::Unauthorized,
            "anon {method} {path}"
        );
        assert_eq!(
            b.app
                .send_json(method, path, Some(&client), body.clone())
                .await
                .status,
            Status::Forbidden,
            "client {method} {path}"
        );
    }
    assert_eq!(
        b.app
            .scalar("SELECT COUNT(*) FROM tasks WHERE status = 'pending'")
            .await,
        1
    );
}

#[rocket::async_test]
async fn a_new_task_defaults_to_pending_medium_and_notifies_another_assignee() {
    let b = board().await;
    let r = b
        .app
        .post(
            "/api/tasks/",
            Some(&b.admin),
            b.task("Write captions", "2030-01-01T10:00"),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["status"], "pending");
    assert_eq!(r.body["priority"], "medium");
    assert_eq!(r.body["client_name"], "Kim");
    assert_eq!(r.body["due_date"], "2030-01-01T10:00:00Z");
    assert_eq!(
        b.app
            .scalar("SELECT COUNT(*) FROM notifications WHERE notification_type = 'task_assigned'")
            .await,
        0,
        "no self-notification"
    );
    let other = b
        .app
        .create_user(Role::Admin, "mate@agency.test", "Mia Mate")
        .await;
    let mut body = b.task("Edit video", "2030-02-01");
    body["assigned_to"] = json!(other);
    let r = b.app.post("/api/tasks/", Some(&b.admin), body).await;
    assert_eq!(r.body["assigned_to_name"], "Mia Mate");
    let mate = b.app.login("mate@agency.test", common::PASSWORD).await;
    let bell = b
        .app
        .get("/api/notifications/?type=task_assigned", Some(&mate))
        .await;
    assert_eq!(bell.body["count"], 1);
    assert!(
        bell.body["results"][0]["message"]
            .as_str()
            .unwrap()
            .contains("Edit video")
    );
}

#[rocket::async_test]
async fn task_validation_names_every_missing_or_bad_field() {
    let b = board().await;
    let r = b.app.post("/api/tasks/", Some(&b.admin), json!({})).await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    for f in ["title", "description", "client", "assigned_to", "due_date"] {
        assert!(!r.field(f).is_empty(), "{f}: {}", r.body);
    }
    let client_user = b.app.create_user(Role::Client, "c@x.test", "C").await;
    let r = b.app
        .post("/api/tasks/", Some(&b.admin), json!({"title": "T", "description": "D", "client": 999, "assigned_to": client_user,
                                                    "due_date": "someday", "priority": "urgent", "status": "done"}))
        .await;
    for f in ["client", "assigned_to", "due_date", "priority", "status"] {
        assert!(!r.field(f).is_empty(), "{f}: {}", r.body);
    }
    let wrong_type = b
        .app
        .post("/api/tasks/", Some(&b.admin), json!({"client": "abc"}))
        .await;
    assert_eq!(wrong_type.status, Status::UnprocessableEntity);
    assert!(!wrong_type.field("client").is_empty());
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM tasks").await, 0);
}

#[rocket::async_test]
async fn any_status_can_follow_any_other_and_completion_is_timestamped() {
    let b = board().await;
    let id = b.create("T", "2030-01-01").await;
    for status in ["review", "completed", "pending", "in-progress", "completed"] {
        let r = b
            .app
            .patch(
                &format!("/api/tasks/{id}/"),
                Some(&b.admin),
                json!({"status": status}),
            )
            .await;
        assert_eq!(r.status, Status::Ok);
        assert_eq!(r.body["status"], status);
        assert_eq!(r.body["completed_at"].is_null(), status != "completed");
    }
    assert_eq!(
        b.app
            .patch(
                "/api/tasks/999/",
                Some(&b.admin),
                json!({"status": "review"})
            )
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn overdue_means_due_in_the_past_and_not_completed() {
    let b = board().await;
    let late = b.create("Late", "2020-01-01T00:00:00Z").await;
    b.create("Future", "2090-01-01T00:00:00Z").await;
    let done_late = b.create("Done late", "2020-01-01T00:00:00Z").await;
    b.app
        .patch(
            &format!("/api/tasks/{done_late}/"),
            Some(&b.admin),
            json!({"status": "completed"}),
        )
        .await;
    let r = b.app.get("/api/tasks/?overdue=true", Some(&b.admin)).await;
    assert_eq!(r.body["count"], 1);
    assert_eq!(r.body["results"][0]["id"], late);
    assert_eq!(r.body["results"][0]["is_overdue"], true);
}

#[rocket::async_test]
async fn list_filters_by_status_priority_client_assignee_and_search() {
    let b = board().await;
    let a = b.create("Film reel", "2030-01-01").await;
    b.create("Write blog", "2030-01-02").await;
    b.app
        .patch(
            &format!("/api/tasks/{a}/"),
            Some(&b.admin),
            json!({"priority": "high", "status": "review"}),
        )
        .await;
    let count = |q: String| {
        let b = &b;
        async move {
            b.app
                .get(&format!("/api/tasks/{q}"), Some(&b.admin))
                .await
                .body["count"]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(count("?status=review".into()).await, 1);
    assert_eq!(count("?priority=high".into()).await, 1);
    assert_eq!(count(format!("?client={}", b.client_id)).await, 2);
    assert_eq!(count(format!("?assigned_to={}", b.admin_id)).await, 2);
    assert_eq!(count("?search=reel".into()).await, 1);
    assert_eq!(count("?search=100%25".into()).await, 0);
    assert_eq!(
        b.app
            .get("/api/tasks/?priority=urgent", Some(&b.admin))
            .await
            .status,
        Status::UnprocessableEntity
    );
    assert_eq!(
        b.app
            .get("/api/tasks/?client=abc", Some(&b.admin))
            .await
            .status,
        Status::UnprocessableEntity
    );
}

#[rocket::async_test]
async fn bulk_update_is_all_or_nothing() {
    let b = board().await;
    let ids = [
        b.create("1", "2030-01-01").await,
        b.create("2", "2030-01-01").await,
        b.create("3", "2030-01-01").await,
    ];
    let r = b
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&b.admin),
            json!({"task_ids": [ids[0], ids[1], 9999], "status": "completed"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert!(r.field("task_ids")[0].contains("9999"));
    assert_eq!(
        b.app
            .scalar("SELECT COUNT(*) FROM tasks WHERE status = 'completed'")
            .await,
        0
    );
    let r = b
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&b.admin),
            json!({"task_ids": ids, "status": "completed"}),
        )
        .await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.body["updated"], 3);
    assert_eq!(
        b.app
            .scalar("SELECT COUNT(*) FROM tasks WHERE status = 'completed'")
            .await,
        3
    );
    let bad = b
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&b.admin),
            json!({"task_ids": [], "status": "finished"}),
        )
        .await;
    assert!(!bad.field("task_ids").is_empty() && !bad.field("status").is_empty());
}

#[rocket::async_test]
async fn bulk_delete_is_all_or_nothing_and_single_delete_works() {
    let b = board().await;
    let ids = [
        b.create("1", "2030-01-01").await,
        b.create("2", "2030-01-01").await,
    ];
    let r = b
        .app
        .post(
            "/api/tasks/bulk_delete/",
            Some(&b.admin),
            json!({"task_ids": [ids[0], 777]}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM tasks").await, 2);
    let r = b
        .app
        .post(
            "/api/tasks/bulk_delete/",
            Some(&b.admin),
            json!({"task_ids": [ids[0]]}),
        )
        .await;
    assert_eq!(r.body["deleted"], 1);
    assert_eq!(
        b.app
            .send_json(
                "DELETE",
                &format!("/api/tasks/{}/", ids[1]),
                Some(&b.admin),
                json!(null)
            )
            .await
            .status,
        Status::NoContent
    );
    assert_eq!(
        b.app
            .send_json(
                "DELETE",
                &format!("/api/tasks/{}/", ids[1]),
                Some(&b.admin),
                json!(null)
            )
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn the_team_is_the_agencys_admins() {
    let b = board().await;
    b.app
        .create_user(Role::Admin, "second@agency.test", "Sam Second")
        .await;
    b.app
        .create_user(Role::Client, "c@x.test", "Client Person")
        .await;
    let r = b.app.get("/api/team/", Some(&b.admin)).await;
    let names: Vec<&str> = r.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ada Admin", "Sam Second"]);
}

#[rocket::async_test]
async fn dashboard_figures_are_computed_from_the_data() {
    let b = board().await;
    b.app.post("/api/clients/", Some(&b.admin), json!({"name": "P", "email": "p@x.test", "company": "P", "monthly_fee": 3000, "status": "pending"})).await;
    let late = b.create("Late", "2020-01-01").await;
    let done = b.create("Done", "2030-01-01").await;
    b.create("Open", "2030-01-01").await;
    b.app
        .patch(
            &format!("/api/tasks/{done}/"),
            Some(&b.admin),
            json!({"status": "completed"}),
        )
        .await;
    let invoice =
        |amount: f64, due: &str| json!({"client": b.client_id, "amount": amount, "due_date": due});
    b.app
        .post(
            "/api/invoices/",
            Some(&b.admin),
            invoice(75.0, "2020-01-01"),
        )
        .await;
    let paid = b
        .app
        .post(
            "/api/invoices/",
            Some(&b.admin),
            invoice(200.25, "2030-01-01"),
        )
        .await;
    let path = format!("/api/invoices/{}/mark_paid/", paid.body["id"]);
    b.app.post(&path, Some(&b.admin), json!({})).await;
    let s = b.app.get("/api/dashboard/stats/", Some(&b.admin)).await;
    assert_eq!(s.status, Status::Ok);
    assert_eq!(
        s.body["total_revenue"], 100.0,
        "the spec's figure: monthly fees of active clients only (Kim's is the starter plan's price)"
    );
    assert_eq!(s.body["total_revenue_cents"], 10_000);
    assert_eq!(
        s.body["collected_this_month"], 200.25,
        "payments received this month"
    );
    assert_eq!(s.body["collected_last_month"], 0.0);
    assert_eq!(s.body["active_clients"], 1);
    assert_eq!(s.body["pending_tasks"], 2);
    assert_eq!(s.body["overdue_payments"], 1);
    assert_eq!(s.body["overdue_amount"], 75.0);
    assert_eq!(s.body["new_active_clients_this_week"], 1);
    assert_eq!(s.body["overdue_tasks"], 1);
    let o = b.app.get("/api/analytics/overview/", Some(&b.admin)).await;
    assert_eq!(o.body["completion_rate"], 33);
    assert_eq!(o.body["task_stats"]["completed"], 1);
    assert_eq!(o.body["task_stats"]["pending"], 2);
    assert_eq!(o.body["task_stats"]["in_progress"], 0);
    let _ = late;
}
