//! The agency's members: a member works on the content, tasks and messages of the clients an
//! owner assigns it, and reads nothing else of the agency: not another client's posts, tasks or
//! conversation, not an invoice, not performance, not the agency's settings.

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp};
use rocket::http::Status;
use serde_json::{Value, json};

/// An agency with two clients (Ayla's is assigned to the member, Bram's is not), a post and a
/// task for each, and the member's session.
struct Agency {
    app: TestApp,
    owner: String,
    member: String,
    member_id: i64,
    ours: i64,
    theirs: i64,
    our_post: i64,
    their_post: i64,
    our_task: i64,
    their_task: i64,
}

impl Agency {
    async fn new() -> Agency {
        let app = TestApp::spawn().await;
        let owner = app.admin().await;
        app.create_user(Role::Client, "ayla@ours.test", "Ayla Ours")
            .await;
        app.create_user(Role::Client, "bram@theirs.test", "Bram Theirs")
            .await;
        let ours = app
            .scalar("SELECT id FROM clients WHERE email = 'ayla@ours.test'")
            .await;
        let theirs = app
            .scalar("SELECT id FROM clients WHERE email = 'bram@theirs.test'")
            .await;
        let member_id = app
            .create_user(Role::Admin, "mel@agency.test", "Mel Member")
            .await;
        let made = app
            .patch(
                &format!("/api/staff/{member_id}/"),
                Some(&owner),
                json!({"role": "member", "clients": [ours]}),
            )
            .await;
        assert_eq!(made.status, Status::Ok, "{}", made.body);
        let member = app.login("mel@agency.test", PASSWORD).await;
        let post = |client: i64, caption: &'static str| {
            let (app, owner) = (&app, &owner);
            async move {
                let r = app
                    .post(
                        "/api/content",
                        Some(owner),
                        json!({"client": client, "platform": "instagram", "title": caption,
                               "content": caption, "scheduled_date": "2030-03-10T10:00",
                               "needs_client_approval": false}),
                    )
                    .await;
                assert_eq!(r.status, Status::Created, "{}", r.body);
                r.body["id"].as_i64().unwrap()
            }
        };
        let our_post = post(ours, "Spring launch for ours").await;
        let their_post = post(theirs, "Spring launch for theirs").await;
        let task = |client: i64, title: &'static str| {
            let (app, owner) = (&app, &owner);
            async move {
                let r = app
                    .post(
                        "/api/tasks/",
                        Some(owner),
                        json!({"title": title, "description": "Draft the captions",
                               "client": client, "assigned_to": null,
                               "due_date": "2030-03-01T12:00:00Z"}),
                    )
                    .await;
                assert_eq!(r.status, Status::Created, "{}", r.body);
                r.body["id"].as_i64().unwrap()
            }
        };
        let our_task = task(ours, "Captions for ours").await;
        let their_task = task(theirs, "Captions for theirs").await;
        Agency {
            app,
            owner,
            member,
            member_id,
            ours,
            theirs,
            our_post,
            their_post,
            our_task,
            their_task,
        }
    }

    async fn get(&self, path: &str) -> common::Res {
        self.app.get(path, Some(&self.member)).await
    }
}

fn ids(list: &Value) -> Vec<i64> {
    list["results"]
        .as_array()
        .unwrap_or_else(|| panic!("a page: {list}"))
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect()
}

#[rocket::async_test]
async fn an_owner_makes_a_colleague_a_member_of_some_clients_and_the_staff_list_names_them() {
    let a = Agency::new().await;
    let me = a.get("/api/auth/me/").await;
    assert_eq!(me.body["staff_role"], "member");
    let staff = a.app.get("/api/staff/", Some(&a.owner)).await;
    let row = staff.body["staff"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == a.member_id)
        .cloned()
        .unwrap();
    assert_eq!(row["role"], "member");
    assert_eq!(row["clients"], json!([{"id": a.ours, "name": "Ayla Ours"}]));
    // A colleague who serves the other client: the member does not learn that client's name.
    let other = a
        .app
        .create_user(Role::Admin, "otto@agency.test", "Otto Other")
        .await;
    let theirs = json!({"role": "member", "clients": [a.theirs, a.ours]});
    let set = a
        .app
        .patch(&format!("/api/staff/{other}/"), Some(&a.owner), theirs)
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    assert_eq!(set.body["clients"].as_array().unwrap().len(), 2);
    let seen = a.get("/api/staff/").await;
    assert!(!seen.body.to_string().contains("Bram"), "{}", seen.body);
    let otto = seen.body["staff"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == other)
        .cloned();
    assert_eq!(
        otto.unwrap()["clients"],
        json!([{"id": a.ours, "name": "Ayla Ours"}])
    );

    let path = format!("/api/staff/{}/", a.member_id);
    let manager_with_clients = a
        .app
        .patch(
            &path,
            Some(&a.owner),
            json!({"role": "manager", "clients": [a.ours]}),
        )
        .await;
    assert_eq!(manager_with_clients.status, Status::UnprocessableEntity);
    assert!(manager_with_clients.field("clients")[0].contains("Only a member"));
    let unknown = a
        .app
        .patch(
            &path,
            Some(&a.owner),
            json!({"role": "member", "clients": [a.ours, 9999]}),
        )
        .await;
    assert_eq!(unknown.status, Status::UnprocessableEntity);
    assert!(
        unknown.field("clients")[0].contains("9999"),
        "{}",
        unknown.body
    );
    let kept = a.app.scalar("SELECT COUNT(*) FROM staff_assignments").await;
    assert_eq!(
        kept, 3,
        "a refused change leaves the assignments as they were"
    );
    let by_member = a
        .app
        .patch(&path, Some(&a.member), json!({"role": "owner"}))
        .await;
    assert_eq!(
        by_member.status,
        Status::Forbidden,
        "a member does not promote itself"
    );

    let manager = a
        .app
        .patch(
            &path,
            Some(&a.owner),
            json!({"role": "manager", "clients": []}),
        )
        .await;
    assert_eq!(manager.status, Status::Ok, "{}", manager.body);
    assert_eq!(manager.body["clients"], json!([]));
    let left = format!(
        "SELECT COUNT(*) FROM staff_assignments WHERE user_id = {}",
        a.member_id
    );
    assert_eq!(
        a.app.scalar(&left).await,
        0,
        "leaving the member role lets its clients go"
    );
    let log = a
        .app
        .get("/api/audit-log/?action=team_role_changed", Some(&a.owner))
        .await;
    assert_eq!(log.body["count"], 3, "{}", log.body);
}

#[rocket::async_test]
async fn a_member_reads_and_changes_only_the_posts_of_its_clients() {
    let a = Agency::new().await;
    assert_eq!(ids(&a.get("/api/content/").await.body), vec![a.our_post]);
    let found = a.get("/api/content/?search=spring").await;
    assert_eq!(ids(&found.body), vec![a.our_post], "{}", found.body);
    assert_eq!(
        found.body["count"], 1,
        "the index counts only the member's clients"
    );
    let stats = a.get("/api/content/stats/").await;
    assert_eq!(stats.body["total"], 1, "{}", stats.body);
    assert_eq!(
        a.get(&format!("/api/content/{}/", a.our_post)).await.status,
        Status::Ok
    );
    let theirs = format!("/api/content/{}/", a.their_post);
    assert_eq!(a.get(&theirs).await.status, Status::NotFound);
    let edit = a
        .app
        .patch(&theirs, Some(&a.member), json!({"content": "Mine now"}))
        .await;
    assert_eq!(edit.status, Status::NotFound);
    let draft = a
        .app
        .post(&format!("{theirs}set_draft/"), Some(&a.member), json!({}))
        .await;
    assert_eq!(draft.status, Status::NotFound);
    let bulk = a
        .app
        .post(
            "/api/content/bulk_delete/",
            Some(&a.member),
            json!({"content_ids": [a.our_post, a.their_post]}),
        )
        .await;
    assert_eq!(bulk.status, Status::UnprocessableEntity);
    assert_eq!(
        a.app.scalar("SELECT COUNT(*) FROM content_posts").await,
        2,
        "nothing deleted"
    );
    let new = |client: i64| {
        json!({"client": client, "platform": "instagram", "content": "Fresh",
               "scheduled_date": "2030-04-01T10:00", "needs_client_approval": true})
    };
    let refused = a
        .app
        .post("/api/content", Some(&a.member), new(a.theirs))
        .await;
    assert_eq!(refused.status, Status::UnprocessableEntity);
    assert!(refused.field("client")[0].contains("No client"));
    let made = a
        .app
        .post("/api/content", Some(&a.member), new(a.ours))
        .await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    assert_eq!(
        made.body["status"], "pending-approval",
        "a member's post asks the client"
    );
}

#[rocket::async_test]
async fn a_member_works_on_the_tasks_clients_and_conversations_of_its_clients_only() {
    let a = Agency::new().await;
    assert_eq!(ids(&a.get("/api/tasks/").await.body), vec![a.our_task]);
    assert_eq!(
        ids(&a.get("/api/tasks/?search=captions").await.body),
        vec![a.our_task]
    );
    let theirs = format!("/api/tasks/{}/", a.their_task);
    assert_eq!(a.get(&theirs).await.status, Status::NotFound);
    let moved = a
        .app
        .patch(&theirs, Some(&a.member), json!({"status": "completed"}))
        .await;
    assert_eq!(moved.status, Status::NotFound);
    assert_eq!(
        a.app.delete(&theirs, Some(&a.member)).await.status,
        Status::NotFound
    );
    let moved_over = a
        .app
        .patch(
            &format!("/api/tasks/{}/", a.our_task),
            Some(&a.member),
            json!({"client": a.theirs}),
        )
        .await;
    assert_eq!(
        moved_over.status,
        Status::UnprocessableEntity,
        "{}",
        moved_over.body
    );
    let bulk = a
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&a.member),
            json!({"task_ids": [a.our_task, a.their_task], "status": "completed"}),
        )
        .await;
    assert_eq!(bulk.status, Status::UnprocessableEntity);
    assert_eq!(
        a.app
            .scalar("SELECT COUNT(*) FROM tasks WHERE status = 'completed'")
            .await,
        0
    );

    let clients = a.get("/api/clients/").await;
    assert_eq!(ids(&clients.body), vec![a.ours]);
    // Its clients' work, none of their money.
    let one = a.get(&format!("/api/clients/{}/", a.ours)).await.body;
    for client in [&clients.body["results"][0], &one] {
        for field in [
            "monthly_fee_cents",
            "payment_status",
            "open_amount_cents",
            "total_spent_cents",
        ] {
            assert!(client[field].is_null(), "{field}: {client}");
        }
        assert_eq!(client["name"], "Ayla Ours");
    }
    let as_owner = a
        .app
        .get(&format!("/api/clients/{}/", a.ours), Some(&a.owner))
        .await;
    assert_eq!(as_owner.body["monthly_fee_cents"], 150_000);
    assert_eq!(
        ids(&a.get("/api/clients/?search=theirs").await.body),
        Vec::<i64>::new()
    );
    assert_eq!(
        a.get(&format!("/api/clients/{}/", a.theirs)).await.status,
        Status::NotFound
    );

    let talks = a.get("/api/messages/admin-conversations/").await;
    let clients: Vec<i64> = talks
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_i64().unwrap())
        .collect();
    assert_eq!(clients, vec![a.ours]);
    let bram = a
        .app
        .scalar("SELECT id FROM users WHERE email = 'bram@theirs.test'")
        .await;
    let their_talk = a.get(&format!("/api/messages/conversation/{bram}/")).await;
    assert_eq!(their_talk.status, Status::NotFound);
    let to_them = a
        .app
        .post(
            "/api/messages/send-to-client/",
            Some(&a.member),
            json!({"client_id": a.theirs, "content": "Hello"}),
        )
        .await;
    assert_eq!(to_them.status, Status::UnprocessableEntity);
    let to_bram = a
        .app
        .post(
            "/api/messages/",
            Some(&a.member),
            json!({"receiver": bram, "content": "Hello Bram"}),
        )
        .await;
    assert_eq!(
        to_bram.status,
        Status::UnprocessableEntity,
        "{}",
        to_bram.body
    );
    let to_ours = a
        .app
        .post(
            "/api/messages/send-to-client/",
            Some(&a.member),
            json!({"client_id": a.ours, "content": "Hello Ayla"}),
        )
        .await;
    assert_eq!(to_ours.status, Status::Created, "{}", to_ours.body);
}

#[rocket::async_test]
async fn a_member_never_reads_an_invoice_performance_or_the_agencys_settings() {
    let a = Agency::new().await;
    for path in [
        "/api/invoices/",
        "/api/invoices/summary/",
        "/api/dashboard/stats/",
        "/api/analytics/overview/",
        "/api/social-accounts/",
        "/api/performance/",
        "/api/admin/site/",
        "/api/admin/bank-settings/",
        "/api/security/settings/",
        "/api/publishing/queue/",
        "/api/review-links/",
        "/api/audit-log/",
        "/api/admin/pending-verifications/",
        "/api/storage/",
        "/api/settings/reports/",
    ] {
        let r = a.get(path).await;
        assert_eq!(r.status, Status::Forbidden, "GET {path}: {}", r.body);
    }
    let ours = format!("/api/clients/{}/", a.ours);
    let edit = a
        .app
        .patch(&ours, Some(&a.member), json!({"name": "Renamed"}))
        .await;
    assert_eq!(edit.status, Status::Forbidden);
    let create = a
        .app
        .post(
            "/api/clients/",
            Some(&a.member),
            json!({"name": "X", "email": "x@x.test", "company": "X"}),
        )
        .await;
    assert_eq!(create.status, Status::Forbidden);
    let invoice = a
        .app
        .post(
            "/api/invoices/",
            Some(&a.member),
            json!({"client": a.ours, "amount": "10.00", "due_date": "2030-01-01"}),
        )
        .await;
    assert_eq!(invoice.status, Status::Forbidden);
}

#[rocket::async_test]
async fn a_member_hears_only_of_its_own_clients_and_loses_a_client_at_once() {
    let a = Agency::new().await;
    for (email, text) in [
        ("ayla@ours.test", "From ours"),
        ("bram@theirs.test", "From theirs"),
    ] {
        let token = a.app.login(email, PASSWORD).await;
        let sent = a
            .app
            .post(
                "/api/messages/send-to-admin/",
                Some(&token),
                json!({"content": text}),
            )
            .await;
        assert_eq!(sent.status, Status::Created, "{}", sent.body);
    }
    let bell = a.get("/api/notifications/").await;
    let text = bell.body.to_string();
    assert!(
        text.contains("From ours") || text.contains("Ayla"),
        "{text}"
    );
    assert!(!text.contains("theirs") && !text.contains("Bram"), "{text}");

    let taken = a
        .app
        .patch(
            &format!("/api/staff/{}/", a.member_id),
            Some(&a.owner),
            json!({"role": "member", "clients": []}),
        )
        .await;
    assert_eq!(taken.status, Status::Ok, "{}", taken.body);
    assert_eq!(ids(&a.get("/api/content/").await.body), Vec::<i64>::new());
    assert_eq!(ids(&a.get("/api/tasks/").await.body), Vec::<i64>::new());
    assert_eq!(
        a.get(&format!("/api/content/{}/", a.our_post)).await.status,
        Status::NotFound
    );
}
