//! A client's team: invitations with a seat, what each seat may do, and a removed member's
//! access ending at once.

use crate::common::WithClient;
use rocket::http::Status;
use serde_json::{Value, json};

async fn team() -> WithClient {
    WithClient::new().await
}

fn key_in(body: &str) -> String {
    crate::common::key_after(body, "invite=")
}

async fn post_for_approval(t: &WithClient) -> i64 {
    t.post_for_approval("Spring launch").await
}

#[rocket::async_test]
async fn an_owner_invites_a_colleague_as_approver_who_accepts_and_approves_a_post() {
    let t = team().await;
    let path = format!("/api/clients/{}/team/invitations", t.client);
    let sent = t
        .app
        .post(
            &path,
            Some(&t.owner),
            json!({"email": "Mia@Bloom.test", "name": "Mia Marketing", "seat": "approver"}),
        )
        .await;
    assert_eq!(sent.status, Status::Created, "{}", sent.body);
    let listed = t
        .app
        .get(&format!("/api/clients/{}/team", t.client), Some(&t.owner))
        .await;
    assert_eq!(listed.body["invitations"][0]["email"], "mia@bloom.test");
    assert_eq!(listed.body["invitations"][0]["seat"], "approver");
    let record = t
        .app
        .get(&format!("/api/clients/{}", t.client), Some(&t.admin))
        .await;
    assert_eq!(
        record.body["invitation_pending"], false,
        "a colleague's invitation is not the portal invitation of the client's contact"
    );
    let mail = t
        .app
        .scalar_text("SELECT body FROM mail_outbox WHERE to_addr = 'mia@bloom.test'")
        .await;
    assert!(mail.contains("as approver"), "{mail}");
    let key = key_in(&mail);
    let info = t.app.get(&format!("/api/invitations/{key}"), None).await;
    assert_eq!(info.body["seat"], "approver");
    let accepted = t
        .app
        .post(
            &format!("/api/invitations/{key}/accept"),
            None,
            json!({"password": "a sturdy new passphrase 42"}),
        )
        .await;
    assert_eq!(accepted.status, Status::Created, "{}", accepted.body);
    let mia = accepted.body["token"].as_str().unwrap().to_string();
    let me = t.app.get("/api/auth/me", Some(&mia)).await;
    assert_eq!(me.body["seat"], "approver");
    assert_eq!(me.body["client_id"], t.client);
    assert_eq!(me.body["name"], "Mia Marketing");
    let owner = t.app.get("/api/auth/me", Some(&t.owner)).await;
    assert_eq!(owner.body["seat"], "owner");

    let post = post_for_approval(&t).await;
    let approved = t
        .app
        .post(
            &format!("/api/content/{post}/approve"),
            Some(&mia),
            json!({}),
        )
        .await;
    assert_eq!(approved.status, Status::Ok, "{}", approved.body);
    assert_eq!(approved.body["status"], "approved");
    let members = t
        .app
        .get(&format!("/api/clients/{}/team", t.client), Some(&t.admin))
        .await;
    let seats: Vec<&str> = members.body["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["seat"].as_str().unwrap())
        .collect();
    assert_eq!(seats, ["owner", "approver"]);
    assert_eq!(members.body["invitations"], json!([]));
}

#[rocket::async_test]
async fn a_viewer_reads_and_comments_but_cannot_approve_propose_message_or_pay() {
    let t = team().await;
    let viewer = t
        .app
        .team_member(t.client, "viewer", "vic@bloom.test")
        .await;
    let post = post_for_approval(&t).await;
    let read = t
        .app
        .get(&format!("/api/content/{post}"), Some(&viewer))
        .await;
    assert_eq!(read.status, Status::Ok, "{}", read.body);
    let comment = t
        .app
        .post(
            &format!("/api/content/{post}/comments"),
            Some(&viewer),
            json!({"body": "Looks lovely"}),
        )
        .await;
    assert_eq!(comment.status, Status::Created, "{}", comment.body);
    let approve = t
        .app
        .post(
            &format!("/api/content/{post}/approve"),
            Some(&viewer),
            json!({}),
        )
        .await;
    assert_eq!(approve.status, Status::Forbidden, "{}", approve.body);
    assert!(approve.body["message"].as_str().unwrap().contains("viewer"));
    for path in [
        "/api/invoices".to_string(),
        "/api/messages/conversations".to_string(),
        format!("/api/clients/{}/team", t.client),
    ] {
        let r = t.app.get(&path, Some(&viewer)).await;
        assert_eq!(r.status, Status::Forbidden, "{path}: {}", r.body);
    }
    let propose = t
        .app
        .post(
            "/api/content",
            Some(&viewer),
            json!({"platform": "instagram", "content": "An idea", "scheduled_date": "2030-03-04T10:00"}),
        )
        .await;
    assert_eq!(propose.status, Status::Forbidden);
    assert_eq!(
        t.app.get("/api/performance", Some(&viewer)).await.status,
        Status::Ok
    );
}

#[rocket::async_test]
async fn a_billing_member_sees_invoices_and_hears_of_them_but_cannot_read_content() {
    let t = team().await;
    let billing = t
        .app
        .team_member(t.client, "billing", "bill@bloom.test")
        .await;
    let post = post_for_approval(&t).await;
    for path in [
        format!("/api/content/{post}"),
        "/api/content".to_string(),
        "/api/dashboard/client-stats".to_string(),
        "/api/calendar/feed".to_string(),
    ] {
        let r = t.app.get(&path, Some(&billing)).await;
        assert_eq!(r.status, Status::Forbidden, "{path}: {}", r.body);
    }
    let invoice = t
        .app
        .post(
            "/api/invoices",
            Some(&t.admin),
            json!({"client": t.client, "amount": 120, "due_date": "2030-01-31", "description": "March"}),
        )
        .await;
    assert_eq!(invoice.status, Status::Created, "{}", invoice.body);
    let mine = t.app.get("/api/invoices", Some(&billing)).await;
    assert_eq!(mine.status, Status::Ok);
    assert_eq!(mine.body["count"], 1);
    let mailed = t
        .app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'bill@bloom.test'")
        .await;
    assert_eq!(mailed, 1, "the billing member is mailed the invoice");
    let bells = t.app.get("/api/notifications", Some(&billing)).await;
    let kinds: Vec<Value> = bells.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["notification_type"].clone())
        .collect();
    assert_eq!(
        kinds,
        [json!("payment_due")],
        "no approval request reaches billing"
    );
}

#[rocket::async_test]
async fn approval_requests_go_to_approvers_and_the_owner_not_to_viewers() {
    let t = team().await;
    let approver = t
        .app
        .team_member(t.client, "approver", "ann@bloom.test")
        .await;
    let viewer = t
        .app
        .team_member(t.client, "viewer", "vic@bloom.test")
        .await;
    post_for_approval(&t).await;
    let count = |token: String| {
        let app = &t.app;
        async move {
            app.get("/api/notifications", Some(&token)).await.body["count"]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(count(approver).await, 1);
    assert_eq!(count(t.owner.clone()).await, 1);
    assert_eq!(count(viewer).await, 0);
}

#[rocket::async_test]
async fn a_removed_member_is_signed_out_at_once_and_its_account_is_gone() {
    let t = team().await;
    let member = t
        .app
        .team_member(t.client, "approver", "ann@bloom.test")
        .await;
    let user = t.user_id("ann@bloom.test").await;
    assert_eq!(
        t.app.get("/api/content", Some(&member)).await.status,
        Status::Ok
    );
    let path = format!("/api/clients/{}/team/{user}", t.client);
    assert_eq!(
        t.app.delete(&path, Some(&t.owner)).await.status,
        Status::NoContent
    );
    assert_eq!(
        t.app.get("/api/content", Some(&member)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        t.app
            .scalar("SELECT COUNT(*) FROM users WHERE email = 'ann@bloom.test'")
            .await,
        0
    );
    assert_eq!(
        t.app.delete(&path, Some(&t.owner)).await.status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn a_new_seat_applies_to_the_very_next_request() {
    let t = team().await;
    let member = t
        .app
        .team_member(t.client, "approver", "ann@bloom.test")
        .await;
    let user = t.user_id("ann@bloom.test").await;
    let path = format!("/api/clients/{}/team/{user}", t.client);
    let r = t
        .app
        .patch(&path, Some(&t.owner), json!({"seat": "billing"}))
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["seat"], "billing");
    assert_eq!(
        t.app.get("/api/content", Some(&member)).await.status,
        Status::Forbidden
    );
    assert_eq!(
        t.app.get("/api/invoices", Some(&member)).await.status,
        Status::Ok
    );
}

#[rocket::async_test]
async fn the_owner_stays_owner_and_only_the_agency_names_approvers() {
    let t = team().await;
    let owner_id = t.user_id("owner@bloom.test").await;
    t.app
        .team_member(t.client, "viewer", "vic@bloom.test")
        .await;
    let vic = t.user_id("vic@bloom.test").await;
    let base = format!("/api/clients/{}/team", t.client);
    let demote = t
        .app
        .patch(
            &format!("{base}/{owner_id}"),
            Some(&t.admin),
            json!({"seat": "viewer"}),
        )
        .await;
    assert_eq!(demote.status, Status::Conflict, "{}", demote.body);
    let promote = t
        .app
        .patch(
            &format!("{base}/{vic}"),
            Some(&t.owner),
            json!({"seat": "owner"}),
        )
        .await;
    assert_eq!(promote.status, Status::Conflict);
    let remove_owner = t
        .app
        .delete(&format!("{base}/{owner_id}"), Some(&t.admin))
        .await;
    assert_eq!(remove_owner.status, Status::Conflict);
    let name = t
        .app
        .patch(
            &format!("{base}/{vic}"),
            Some(&t.owner),
            json!({"must_approve": true}),
        )
        .await;
    assert_eq!(name.status, Status::Forbidden);
    let by_agency = t
        .app
        .patch(
            &format!("{base}/{vic}"),
            Some(&t.admin),
            json!({"must_approve": true}),
        )
        .await;
    assert_eq!(by_agency.body["must_approve"], true);
    let bad = t
        .app
        .post(
            &format!("{base}/invitations"),
            Some(&t.owner),
            json!({"email": "x", "seat": "boss"}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(bad.field("email").len(), 1);
    assert_eq!(bad.field("seat").len(), 1);
    let taken = t
        .app
        .post(
            &format!("{base}/invitations"),
            Some(&t.owner),
            json!({"email": "boss@agency.test", "seat": "viewer"}),
        )
        .await;
    assert_eq!(taken.status, Status::Conflict);
}

#[rocket::async_test]
async fn another_clients_owner_cannot_see_or_change_a_team() {
    let t = team().await;
    let other = t.app.client_user("other@else.test").await;
    let base = format!("/api/clients/{}/team", t.client);
    assert_eq!(
        t.app.get(&base, Some(&other)).await.status,
        Status::NotFound
    );
    let invite = t
        .app
        .post(
            &format!("{base}/invitations"),
            Some(&other),
            json!({"email": "spy@else.test", "seat": "approver"}),
        )
        .await;
    assert_eq!(invite.status, Status::NotFound);
    assert_eq!(
        t.app
            .scalar("SELECT COUNT(*) FROM client_invitations WHERE email = 'spy@else.test'")
            .await,
        0
    );
    assert_eq!(
        t.app
            .get("/api/clients/999999/team", Some(&t.admin))
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn deleting_a_client_deletes_its_whole_team() {
    let t = team().await;
    let member = t
        .app
        .team_member(t.client, "viewer", "vic@bloom.test")
        .await;
    let r = t
        .app
        .delete(&format!("/api/clients/{}", t.client), Some(&t.admin))
        .await;
    assert_eq!(r.status, Status::NoContent, "{}", r.body);
    assert_eq!(
        t.app.get("/api/auth/me", Some(&member)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        t.app
            .scalar("SELECT COUNT(*) FROM users WHERE role = 'client'")
            .await,
        0
    );
}
