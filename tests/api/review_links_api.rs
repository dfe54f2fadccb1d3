//! Review links: a reviewer without an account sees and decides only the posts of its link,
//! until the link expires or is revoked; every decision is recorded with its address.

use crate::common::WithClient;
use rocket::http::{Header, Status};
use serde_json::json;

async fn world() -> WithClient {
    WithClient::new().await
}

/// Sends a link and answers its key, read from the mail as the reviewer would.
async fn send(w: &WithClient, by: &str, posts: &[i64], to: &str) -> String {
    let r = w
        .app
        .post(
            "/api/review-links",
            Some(by),
            json!({"post_ids": posts, "email": to, "note": "For next week"}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    let body = w
        .app
        .scalar_text(&format!(
            "SELECT body FROM mail_outbox WHERE to_addr = '{to}' ORDER BY id DESC LIMIT 1"
        ))
        .await;
    crate::common::key_after(&body, "/review/")
}

#[rocket::async_test]
async fn a_reviewer_by_link_approves_only_its_own_posts_and_is_named_in_the_history() {
    let w = world().await;
    let mine = w.post_for_approval("Spring launch").await;
    let other = w.post_for_approval("Not in the link").await;
    let key = send(&w, &w.admin, &[mine], "rev@outside.test").await;
    let page = w.app.get(&format!("/api/review/{key}"), None).await;
    assert_eq!(page.status, Status::Ok, "{}", page.body);
    assert_eq!(page.body["posts"].as_array().unwrap().len(), 1);
    assert_eq!(page.body["posts"][0]["content"], "Spring launch");
    assert_eq!(page.body["posts"][0]["can_decide"], true);
    assert_eq!(page.body["note"], "For next week");
    let stray = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{other}/approve"),
            None,
            json!({}),
        )
        .await;
    assert_eq!(stray.status, Status::NotFound);
    assert_eq!(
        w.app
            .get(&format!("/api/content/{other}"), Some(&w.admin))
            .await
            .body["status"],
        "pending-approval"
    );
    let ok = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{mine}/approve"),
            None,
            json!({}),
        )
        .await;
    assert_eq!(ok.status, Status::Ok, "{}", ok.body);
    assert_eq!(ok.body["status"], "approved");
    assert_eq!(ok.body["can_decide"], false);
    let history = w
        .app
        .get(&format!("/api/content/{mine}/history"), Some(&w.admin))
        .await;
    let last = history.body.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], "approved");
    assert_eq!(last["reviewer_email"], "rev@outside.test");
    assert_eq!(last["actor"], json!(null));
    let again = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{mine}/approve"),
            None,
            json!({}),
        )
        .await;
    assert_eq!(
        again.status,
        Status::Conflict,
        "an approved post is not approved twice"
    );
}

#[rocket::async_test]
async fn changes_asked_by_link_send_the_post_back_with_the_comment_for_the_agency() {
    let w = world().await;
    let post = w.post_for_approval("Summer teaser").await;
    let key = send(&w, &w.admin, &[post], "rev@outside.test").await;
    let empty = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{post}/reject"),
            None,
            json!({}),
        )
        .await;
    assert_eq!(empty.status, Status::UnprocessableEntity);
    assert_eq!(empty.field("feedback").len(), 1);
    let r = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{post}/reject"),
            None,
            json!({"feedback": "Use the blue photo"}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["status"], "draft");
    let seen = w
        .app
        .get(&format!("/api/content/{post}"), Some(&w.admin))
        .await;
    assert_eq!(seen.body["feedback"], "Use the blue photo");
    let comments = w
        .app
        .get(&format!("/api/content/{post}/comments"), Some(&w.admin))
        .await;
    assert_eq!(comments.body[0]["reviewer_email"], "rev@outside.test");
    let comment = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{post}/comments"),
            None,
            json!({"body": "Thanks!"}),
        )
        .await;
    assert_eq!(comment.status, Status::Created, "{}", comment.body);
    assert_eq!(comment.body["author_name"], "rev@outside.test");
    let bell = w.app.get("/api/notifications", Some(&w.admin)).await;
    assert!(bell.body["count"].as_i64().unwrap() >= 1, "{}", bell.body);
}

#[rocket::async_test]
async fn a_link_stops_working_after_it_expires_or_is_revoked() {
    let w = world().await;
    let post = w.post_for_approval("Autumn").await;
    let key = send(&w, &w.admin, &[post], "rev@outside.test").await;
    let id = w.app.scalar("SELECT id FROM review_links").await;
    w.app
        .sql("UPDATE review_links SET expires_at = '2020-01-01T00:00:00Z'")
        .await;
    assert_eq!(
        w.app.get(&format!("/api/review/{key}"), None).await.status,
        Status::NotFound
    );
    w.app
        .sql("UPDATE review_links SET expires_at = '2099-01-01T00:00:00Z'")
        .await;
    assert_eq!(
        w.app.get(&format!("/api/review/{key}"), None).await.status,
        Status::Ok
    );
    let revoke = w
        .app
        .delete(&format!("/api/review-links/{id}"), Some(&w.admin))
        .await;
    assert_eq!(revoke.status, Status::NoContent);
    let approve = w
        .app
        .post(
            &format!("/api/review/{key}/posts/{post}/approve"),
            None,
            json!({}),
        )
        .await;
    assert_eq!(approve.status, Status::NotFound);
    let twice = w
        .app
        .delete(&format!("/api/review-links/{id}"), Some(&w.admin))
        .await;
    assert_eq!(twice.status, Status::Conflict);
    let listed = w
        .app
        .get(&format!("/api/review-links?post={post}"), Some(&w.admin))
        .await;
    assert_eq!(listed.body[0]["active"], false);
}

#[rocket::async_test]
async fn a_link_grants_nothing_beyond_its_review() {
    let w = world().await;
    let post = w.post_for_approval("Winter").await;
    let key = send(&w, &w.admin, &[post], "rev@outside.test").await;
    for path in ["/api/content", "/api/auth/me", "/api/notifications"] {
        let r = w
            .app
            .request("GET", path)
            .header(Header::new("Authorization", format!("Token {key}")))
            .dispatch()
            .await;
        assert_eq!(r.status(), Status::Unauthorized, "{path}");
    }
    assert_eq!(
        w.app
            .get(&format!("/api/calendar/{key}.ics"), None)
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn a_client_owner_sends_links_for_its_own_posts_only_and_a_viewer_sends_none() {
    let w = world().await;
    let post = w.post_for_approval("Owner's").await;
    send(&w, &w.owner, &[post], "friend@outside.test").await;
    let other = w.app.client_user("other@else.test").await;
    let theirs = w
        .app
        .post(
            "/api/review-links",
            Some(&other),
            json!({"post_ids": [post], "email": "spy@else.test"}),
        )
        .await;
    assert_eq!(theirs.status, Status::NotFound);
    let viewer = w
        .app
        .team_member(w.client, "viewer", "vic@bloom.test")
        .await;
    let refused = w
        .app
        .post(
            "/api/review-links",
            Some(&viewer),
            json!({"post_ids": [post], "email": "x@outside.test"}),
        )
        .await;
    assert_eq!(refused.status, Status::Forbidden);
    let bad = w
        .app
        .post(
            "/api/review-links",
            Some(&w.admin),
            json!({"post_ids": [], "email": "nope", "expires_in_days": 500}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    for field in ["post_ids", "email", "expires_in_days"] {
        assert_eq!(bad.field(field).len(), 1, "{field}: {}", bad.body);
    }
    let listed = w.app.get("/api/review-links", Some(&other)).await;
    assert_eq!(listed.body, json!([]));
}

#[rocket::async_test]
async fn guessing_review_links_is_throttled_like_sign_in() {
    let w = world().await;
    let mut last = Status::Ok;
    for i in 0..30 {
        last = w
            .app
            .get(&format!("/api/review/not-a-real-key-{i}"), None)
            .await
            .status;
        if last == Status::TooManyRequests {
            break;
        }
        assert_eq!(last, Status::NotFound);
    }
    assert_eq!(last, Status::TooManyRequests);
}
