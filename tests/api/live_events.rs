//! Every change a screen shows reaches the open streams of those who may see it, at once: the
//! agency's for everything, a client's own for its data, and never another client's. Each test
//! reads the real stream (`GET /api/events/`) as the page does; an event for the other client
//! at the end proves its stream was open and heard nothing before.

use std::time::{Duration, Instant};

use rocket::http::Status;
use rocket::local::asynchronous::LocalResponse;
use rocket::tokio::io::AsyncReadExt;
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::common::fake_social::FakeSocial;

/// The time a change may take to reach a stream (the screens' budget is 2 s).
const WITHIN: Duration = Duration::from_secs(2);

struct Listener<'c> {
    who: &'static str,
    res: LocalResponse<'c>,
    buffer: String,
}

/// An event as read: its name and data.
type Heard = (String, String);

impl<'c> Listener<'c> {
    async fn open(app: &'c TestApp, who: &'static str, token: &str) -> Listener<'c> {
        let ticket = app
            .post("/api/events/ticket/", Some(token), json!({}))
            .await;
        assert_eq!(ticket.status, Status::Ok, "{}", ticket.body);
        let path = format!(
            "/api/events/?ticket={}",
            ticket.body["ticket"].as_str().unwrap()
        );
        let res = app.client.get(path).dispatch().await;
        assert_eq!(res.status(), Status::Ok);
        Listener {
            who,
            res,
            buffer: String::new(),
        }
    }

    /// Reads until every wanted event has arrived, in any order (an admin's stream reads its own
    /// channel and the agency's side by side); answers the others heard meanwhile. Fails when
    /// they have not all come within `WITHIN`.
    async fn hears(&mut self, wanted: &[Want]) -> Vec<Heard> {
        let deadline = Instant::now() + WITHIN;
        let mut missing: Vec<&Want> = wanted.iter().collect();
        let mut others = Vec::new();
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let (mut event, mut text) = (String::new(), String::new());
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        event = v.trim().to_string();
                    } else if let Some(v) = line.strip_prefix("data:") {
                        text = v.trim().to_string();
                    }
                }
                if event.is_empty() {
                    continue;
                }
                let data: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                match missing.iter().position(|w| w.matches(&event, &data)) {
                    Some(i) => drop(missing.remove(i)),
                    None => others.push((event, text)),
                }
            }
            if missing.is_empty() {
                return others;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let mut chunk = [0u8; 4096];
            let read = rocket::tokio::time::timeout(left, self.res.read(&mut chunk)).await;
            match read {
                Ok(Ok(n)) if n > 0 => self.buffer += &String::from_utf8_lossy(&chunk[..n]),
                _ => panic!(
                    "{}: {missing:?} did not come within {WITHIN:?}; heard {others:?}",
                    self.who
                ),
            }
        }
    }
}

/// An awaited event: `changed` of a kind, or a `notification` (of any type: the bell reloads).
#[derive(Debug)]
enum Want {
    Changed(&'static str),
    Notification,
}

impl Want {
    fn matches(&self, event: &str, data: &Value) -> bool {
        match self {
            Want::Changed(kind) => event == "changed" && *data == json!({ "kind": kind }),
            Want::Notification => event == "notification" && data["notification_type"].is_string(),
        }
    }
}

use Want::{Changed, Notification};

/// Events other than the stream's own upkeep.
fn news(heard: &[Heard]) -> Vec<&Heard> {
    heard.iter().filter(|(name, _)| name != "ping").collect()
}

/// What a client hears of a new invoice of its own: the invoice and its payment status.
const SENTINEL: &[Want] = &[Changed("clients"), Changed("invoices")];

async fn invoice(app: &TestApp, admin: &str, client: i64) -> Value {
    let body = json!({"client": client, "amount": 120, "due_date": "2030-01-10"});
    let res = app.post("/api/invoices", Some(admin), body).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    res.body
}

#[rocket::async_test]
async fn content_comments_and_approvals_reach_the_agency_and_the_client_but_not_another_client() {
    let w = crate::content_api::agency().await;
    let mut agency = Listener::open(&w.app, "admin", &w.admin).await;
    let mut alpha = Listener::open(&w.app, "client A", &w.a).await;
    let mut beta = Listener::open(&w.app, "client B", &w.b).await;

    let started = Instant::now();
    let post = w.client_post().await;
    agency.hears(&[Changed("content"), Notification]).await;
    alpha.hears(&[Changed("content")]).await;
    let submitted = started.elapsed();

    let comment = w
        .app
        .post(
            &format!("/api/content/{post}/comments"),
            Some(&w.admin),
            json!({"body": "Lovely, one tweak to the caption"}),
        )
        .await;
    assert_eq!(comment.status, Status::Created, "{}", comment.body);
    alpha.hears(&[Changed("comments")]).await;
    agency.hears(&[Changed("comments")]).await;

    let approved = w.act(post, "approve", &w.admin, json!({})).await;
    assert_eq!(approved.status, Status::Ok, "{}", approved.body);
    alpha.hears(&[Changed("content"), Notification]).await;
    agency.hears(&[Changed("content")]).await;

    // Client B hears only of its own invoice, sent last: nothing about A came before it.
    invoice(&w.app, &w.admin, w.b_client).await;
    let before = beta.hears(SENTINEL).await;
    assert!(news(&before).is_empty(), "B heard of A: {before:?}");
    assert!(
        submitted < WITHIN,
        "a submission reached both sides in {submitted:?}"
    );
}

#[rocket::async_test]
async fn invoices_payments_and_verifications_reach_their_client_and_the_agency_only() {
    let w = crate::content_api::agency().await;
    let mut agency = Listener::open(&w.app, "admin", &w.admin).await;
    let mut alpha = Listener::open(&w.app, "client A", &w.a).await;
    let mut beta = Listener::open(&w.app, "client B", &w.b).await;

    let sent = invoice(&w.app, &w.admin, w.a_client).await;
    alpha.hears(&[Changed("invoices")]).await;
    agency.hears(&[Changed("invoices")]).await;
    let paid = w
        .app
        .post(
            &format!("/api/invoices/{}/mark_paid", sent["id"]),
            Some(&w.admin),
            json!({}),
        )
        .await;
    assert_eq!(paid.status, Status::Ok, "{}", paid.body);
    alpha.hears(&[Changed("invoices")]).await;
    agency.hears(&[Changed("invoices")]).await;

    let body = json!({"plan": "pro", "amount": 250, "client_full_name": "Alpha Holder"});
    let submitted = w
        .app
        .post("/api/billing/submit-verification", Some(&w.a), body)
        .await;
    assert_eq!(submitted.status, Status::Created, "{}", submitted.body);
    agency
        .hears(&[Changed("verifications"), Notification])
        .await;
    alpha.hears(&[Changed("verifications")]).await;

    let approve = format!("/api/admin/approve-verification/{}", submitted.body["id"]);
    let approved = w
        .app
        .post(&approve, Some(&w.admin), json!({"plan_id": "pro"}))
        .await;
    assert_eq!(approved.status, Status::Ok, "{}", approved.body);
    let heard = alpha
        .hears(&[
            Changed("verifications"),
            Changed("subscriptions"),
            Notification,
        ])
        .await;
    agency.hears(&[Changed("subscriptions")]).await;
    assert!(
        heard.iter().all(|(_, data)| !data.contains("Alpha Holder")),
        "thin hints, no text: {heard:?}"
    );

    invoice(&w.app, &w.admin, w.b_client).await;
    let before = beta.hears(SENTINEL).await;
    assert!(news(&before).is_empty(), "B heard of A: {before:?}");
}

#[rocket::async_test]
async fn tasks_reach_every_admin_and_the_assignee_s_bell_but_no_client() {
    let w = crate::content_api::agency().await;
    let other_admin_id = w
        .app
        .create_user(
            atrium::db::users::Role::Admin,
            "second@agency.test",
            "Sam Second",
        )
        .await;
    let second = w
        .app
        .login("second@agency.test", crate::common::PASSWORD)
        .await;
    let mut colleague = Listener::open(&w.app, "second admin", &second).await;
    let mut alpha = Listener::open(&w.app, "client A", &w.a).await;

    let task = json!({"title": "Shoot the spring reel", "description": "Studio, 10 am",
                      "client": w.a_client, "assigned_to": other_admin_id,
                      "due_date": "2030-01-01T00:00:00Z"});
    let created = w.app.post("/api/tasks/", Some(&w.admin), task).await;
    assert_eq!(created.status, Status::Created, "{}", created.body);
    colleague.hears(&[Changed("tasks"), Notification]).await;
    let moved = w
        .app
        .patch(
            &format!("/api/tasks/{}", created.body["id"]),
            Some(&w.admin),
            json!({"status": "in-progress", "version": created.body["version"]}),
        )
        .await;
    assert_eq!(moved.status, Status::Ok, "{}", moved.body);
    colleague.hears(&[Changed("tasks")]).await;

    // The agency's own work is not the client's to see, not even as a hint.
    invoice(&w.app, &w.admin, w.a_client).await;
    let before = alpha.hears(SENTINEL).await;
    assert!(news(&before).is_empty(), "A heard of a task: {before:?}");
}

#[rocket::async_test]
async fn a_connected_account_s_sync_reaches_its_client_and_the_agency_but_not_another_client() {
    let fake = FakeSocial::start();
    let app = crate::social_connect_api::app_with(&fake).await;
    let admin = app.admin().await;
    let a = app.client_user("cleo@client.test").await;
    let b = app.client_user("dora@client.test").await;
    let b_client = app
        .scalar("SELECT id FROM clients WHERE email = 'dora@client.test'")
        .await;
    let mut agency = Listener::open(&app, "admin", &admin).await;
    let mut alpha = Listener::open(&app, "client A", &a).await;
    let mut beta = Listener::open(&app, "client B", &b).await;

    let back = crate::social_connect_api::consent(&app, &fake, &a, "instagram", true).await;
    crate::social_connect_api::returned(&app, &back).await;
    alpha.hears(&[Changed("social")]).await;
    agency.hears(&[Changed("social")]).await;
    let id = crate::social_connect_api::accounts(&app, &a).await[0]["id"]
        .as_i64()
        .unwrap();
    let synced = app
        .post(
            &format!("/api/social-accounts/{id}/sync"),
            Some(&a),
            json!({}),
        )
        .await;
    assert_eq!(synced.status, Status::Ok, "{}", synced.body);
    alpha.hears(&[Changed("social")]).await;
    agency.hears(&[Changed("social")]).await;

    invoice(&app, &admin, b_client).await;
    let before = beta.hears(SENTINEL).await;
    assert!(
        news(&before).is_empty(),
        "B heard of A's account: {before:?}"
    );
}
