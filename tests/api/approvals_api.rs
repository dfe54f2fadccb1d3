//! Approval policies: a post becomes approved only when its client's policy is met, each
//! reviewer's decision is kept per round, and deadlines flag what is late.

use crate::common::WithClient;
use rocket::http::Status;
use serde_json::{Value, json};

async fn world(policy: &str) -> WithClient {
    let w = WithClient::new().await;
    w.set_policy(policy).await;
    w
}

async fn act(w: &WithClient, who: &str, post: i64, action: &str, body: Value) -> (Status, Value) {
    let r = w
        .app
        .post(&format!("/api/content/{post}/{action}"), Some(who), body)
        .await;
    (r.status, r.body)
}

async fn approvals(w: &WithClient, post: i64) -> Value {
    let r = w
        .app
        .get(&format!("/api/content/{post}/approvals"), Some(&w.owner))
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    r.body
}

#[rocket::async_test]
async fn a_two_step_policy_waits_for_the_agency_then_the_client() {
    let w = world("two_step").await;
    let post = w.post_for_approval("Launch day").await;
    let state = approvals(&w, post).await;
    assert_eq!(state["step"], "agency");
    let (status, _) = act(&w, &w.owner, post, "approve", json!({})).await;
    assert_eq!(
        status,
        Status::Conflict,
        "the client waits for the agency's review"
    );
    let (status, body) = act(&w, &w.admin, post, "approve", json!({})).await;
    assert_eq!(status, Status::Ok, "{body}");
    assert_eq!(body["status"], "pending-approval");
    assert_eq!(body["awaiting"], "client");
    let state = approvals(&w, post).await;
    assert_eq!(state["step"], "client");
    assert_eq!(state["decisions"][0]["step"], "agency");
    assert_eq!(state["decisions"][0]["decision"], "approved");
    assert_eq!(
        w.app.get("/api/notifications", Some(&w.owner)).await.body["count"],
        1,
        "the client is asked once the agency's step is done, not before"
    );
    let (status, body) = act(&w, &w.owner, post, "approve", json!({})).await;
    assert_eq!(status, Status::Ok, "{body}");
    assert_eq!(body["status"], "approved");
}

#[rocket::async_test]
async fn an_all_approvers_policy_approves_only_when_every_named_approver_has() {
    let w = world("all").await;
    let mia = w.named_approver("mia@bloom.test").await;
    let post = w.post_for_approval("Launch day").await;
    let (status, body) = act(&w, &mia, post, "approve", json!({})).await;
    assert_eq!(status, Status::Ok, "{body}");
    assert_eq!(body["status"], "pending-approval", "the owner is named too");
    let state = approvals(&w, post).await;
    let waiting: Vec<&str> = state["waiting_for"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert_eq!(waiting, ["Cleo Client"]);
    assert_eq!(state["decisions"][0]["name"], "Tess Teammate");
    let (_, body) = act(&w, &w.owner, post, "approve", json!({})).await;
    assert_eq!(body["status"], "approved");
    assert_eq!(approvals(&w, post).await["waiting_for"], json!([]));
}

#[rocket::async_test]
async fn one_request_for_changes_sends_the_post_back_and_the_next_round_starts_empty() {
    let w = world("all").await;
    let mia = w.named_approver("mia@bloom.test").await;
    let post = w.post_for_approval("Launch day").await;
    act(&w, &mia, post, "approve", json!({})).await;
    let feedback = json!({"feedback": "Warmer words, please"});
    let (status, body) = act(&w, &w.owner, post, "reject", feedback).await;
    assert_eq!(status, Status::Ok, "{body}");
    assert_eq!(body["status"], "draft");
    assert_eq!(body["feedback"], "Warmer words, please");
    let state = approvals(&w, post).await;
    assert_eq!(state["decisions"][1]["decision"], "changes_requested");
    let (status, _) = act(&w, &w.admin, post, "submit", json!({})).await;
    assert_eq!(status, Status::Ok);
    let state = approvals(&w, post).await;
    assert_eq!(state["round"], 2);
    assert_eq!(
        state["decisions"],
        json!([]),
        "the last round's approvals no longer count"
    );
    assert_eq!(state["waiting_for"].as_array().unwrap().len(), 2);
}

#[rocket::async_test]
async fn a_post_past_its_deadline_is_flagged_and_found_by_the_overdue_filter() {
    let w = world("any").await;
    let post = w.post_for_approval("Launch day").await;
    let fresh = w
        .app
        .get(&format!("/api/content/{post}"), Some(&w.owner))
        .await;
    assert_eq!(
        fresh.body["approve_by"], "2030-03-08T10:00:00Z",
        "48 hours before the scheduled time by default"
    );
    assert_eq!(fresh.body["overdue"], false);
    let set = w
        .app
        .post(
            &format!("/api/content/{post}/deadline"),
            Some(&w.admin),
            json!({"approve_by": "2020-01-01T09:00"}),
        )
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    assert_eq!(set.body["overdue"], true);
    let listed = w
        .app
        .get("/api/content?approval=overdue", Some(&w.owner))
        .await;
    assert_eq!(listed.body["count"], 1);
    assert_eq!(listed.body["results"][0]["id"], post);
    let by_client = w
        .app
        .post(
            &format!("/api/content/{post}/deadline"),
            Some(&w.owner),
            json!({"approve_by": null}),
        )
        .await;
    assert_eq!(by_client.status, Status::Forbidden);
    let searched = w
        .app
        .get(
            "/api/content?approval=overdue&search=LAUNCH%20day",
            Some(&w.owner),
        )
        .await;
    assert_eq!(searched.body["count"], 1, "{}", searched.body);
    let missed = w
        .app
        .get(
            "/api/content?approval=overdue&search=autumn",
            Some(&w.owner),
        )
        .await;
    assert_eq!(missed.body["count"], 0);
    let bad = w
        .app
        .get("/api/content?approval=late", Some(&w.owner))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
}

#[rocket::async_test]
async fn a_client_reads_its_own_policy_only_and_cannot_change_it() {
    let w = world("any").await;
    let other = w.app.client_user("other@else.test").await;
    let path = format!("/api/clients/{}/approval-policy", w.client);
    assert_eq!(w.app.get(&path, Some(&w.owner)).await.status, Status::Ok);
    assert_eq!(
        w.app.get(&path, Some(&other)).await.status,
        Status::NotFound
    );
    let change = w
        .app
        .patch(&path, Some(&w.owner), json!({"approval_policy": "any"}))
        .await;
    assert_eq!(change.status, Status::Forbidden);
    let bad = w
        .app
        .patch(
            &path,
            Some(&w.admin),
            json!({"approval_policy": "most", "approval_lead_hours": 9999}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(bad.field("approval_policy").len(), 1);
    assert_eq!(bad.field("approval_lead_hours").len(), 1);
}
