//! The agency's publishing controls against the fake providers: Publish now, a client's pause
//! and held late approvals decide when a post goes out; a post on its way out cannot change; an
//! account without the publishing permission holds its posts; a platform is refused on save what
//! it never takes; and only the agency uses any of it.

use rocket::http::Status;
use serde_json::json;

use crate::publishing_api::{Pub, jpeg, reel};

#[rocket::async_test]
async fn publish_now_pause_and_held_late_approvals_decide_when_a_post_goes_out() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    // Tomorrow's post waits for its time; Publish now sends it at once.
    let later = p
        .create(
            "instagram",
            "Tomorrow",
            "2099-01-01T09:00:00Z",
            &[("a.jpg", jpeg())],
        )
        .await
        .1["id"]
        .as_i64()
        .unwrap();
    assert_eq!(p.publish().await.published, 0);
    let now = p.act(later, "publish_now").await;
    assert_eq!(now.status, Status::Ok, "{}", now.body);
    assert_eq!(p.publish().await.published, 1);

    // A paused client's due posts wait, and go out once it is resumed.
    let paused = p
        .app
        .patch(
            &format!("/api/clients/{}/publishing", p.client),
            Some(&p.admin),
            json!({"paused": true}),
        )
        .await;
    assert_eq!(paused.body, json!({"paused": true}));
    let waiting = p.post("instagram", "Paused", &[("a.jpg", jpeg())]).await;
    assert_eq!(p.publish().await.published, 0);
    assert_eq!(
        p.view(waiting, &p.admin).await["publishing"]["state"],
        "paused"
    );
    p.app
        .patch(
            &format!("/api/clients/{}/publishing", p.client),
            Some(&p.admin),
            json!({"paused": false}),
        )
        .await;
    assert_eq!(p.publish().await.published, 1);

    // Approved after its time with the agency's choice to hold such posts: held for a person.
    let set = p
        .app
        .patch(
            "/api/publishing/settings",
            Some(&p.admin),
            json!({"late_approval": "hold"}),
        )
        .await;
    assert_eq!(set.body, json!({"late_approval": "hold"}));
    let late = p.post("instagram", "Late", &[("a.jpg", jpeg())]).await;
    assert_eq!(p.publish().await.published, 0);
    let held = p.view(late, &p.admin).await;
    assert_eq!(held["publishing"]["state"], "held");
    assert_eq!(held["publishing"]["can_publish_now"], true);
    let queue = p
        .app
        .get("/api/publishing/queue?stage=upcoming", Some(&p.admin))
        .await;
    assert_eq!(queue.body["count"], 1, "{}", queue.body);
    assert_eq!(queue.body["results"][0]["id"], late);
    assert_eq!(p.act(late, "publish_now").await.status, Status::Ok);
    assert_eq!(p.publish().await.published, 1);
    let published = p
        .app
        .get("/api/publishing/queue?stage=published", Some(&p.admin))
        .await;
    assert_eq!(published.body["count"], 3, "{}", published.body);
    assert_eq!(p.published().len(), 3);
}

#[rocket::async_test]
async fn a_post_on_its_way_out_cannot_be_changed_and_unapproving_takes_it_out_of_the_queue() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    let id = p.post("instagram", "Frozen", &[("a.jpg", jpeg())]).await;
    p.app
        .sql(&format!(
            "INSERT INTO publications (post_id, state, attempts, updated_at)
             VALUES ({id}, 'publishing', 1, '2026-01-01T00:00:00Z')"
        ))
        .await;
    let edit = p
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&p.admin),
            json!({"content": "New words"}),
        )
        .await;
    assert_eq!(edit.status, Status::Conflict, "{}", edit.body);
    let gone = p
        .app
        .delete(&format!("/api/content/{id}"), Some(&p.admin))
        .await;
    assert_eq!(gone.status, Status::Conflict, "{}", gone.body);
    let view = p.view(id, &p.admin).await;
    assert_eq!(view["can_edit"], false);

    // A failed one goes back to draft: out of the queue, its failure forgotten.
    p.app
        .sql(&format!(
            "UPDATE publications SET state = 'failed', error = 'Refused' WHERE post_id = {id}"
        ))
        .await;
    let draft = p.act(id, "set_draft").await;
    assert_eq!(draft.status, Status::Ok, "{}", draft.body);
    assert_eq!(draft.body["publishing"]["state"], "not_approved");
    assert_eq!(
        p.app
            .scalar(&format!(
                "SELECT COUNT(*) FROM publications WHERE post_id = {id}"
            ))
            .await,
        0
    );
}

#[rocket::async_test]
async fn an_account_connected_without_publishing_permission_holds_its_posts_until_reconnected() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    p.app.sql("UPDATE social_tokens SET scopes = NULL").await;
    let id = p.post("instagram", "Waits", &[("a.jpg", jpeg())]).await;
    assert_eq!(p.publish().await, atrium::publish::Pass::default());
    let post = p.view(id, &p.admin).await;
    assert_eq!(post["publishing"]["state"], "needs_reconnect");
    let listed = p.app.get("/api/social-accounts", Some(&p.owner)).await;
    assert_eq!(listed.body[0]["needs_reconnect"], true, "{}", listed.body);
    let now = p.act(id, "publish_now").await;
    assert_eq!(now.status, Status::Conflict, "{}", now.body);
    // Connecting again grants the permission, and the post goes out.
    p.connect("instagram").await;
    let listed = p.app.get("/api/social-accounts", Some(&p.owner)).await;
    assert_eq!(listed.body[0]["can_publish"], true, "{}", listed.body);
    assert_eq!(p.publish().await.published, 1);
}

#[rocket::async_test]
async fn a_platform_is_refused_what_it_never_takes_when_the_post_is_saved() {
    let p = Pub::new().await;
    p.connect("youtube").await;
    let two = p
        .create(
            "youtube",
            "Two",
            "2030-01-01T09:00:00Z",
            &[("a.mp4", reel()), ("b.mp4", reel())],
        )
        .await;
    assert_eq!(two.0, Status::UnprocessableEntity, "{}", two.1);
    assert!(
        two.1.to_string().contains("one video per post"),
        "{}",
        two.1
    );
    // A title YouTube finds too long is saved, and shows why the post cannot go out as it is.
    let long = "x".repeat(120);
    let titled = p
        .create("youtube", &long, "2030-01-01T09:00:00Z", &[])
        .await;
    assert_eq!(titled.0, Status::Created, "{}", titled.1);
    assert_eq!(
        titled.1["publishing"]["problems"],
        json!([
            "YouTube titles take at most 100 characters.",
            "YouTube needs a video."
        ])
    );
    // A draft may wait for its video; it shows why it cannot go out yet.
    let waiting = p
        .create("youtube", "Soon", "2030-01-01T09:00:00Z", &[])
        .await;
    assert_eq!(waiting.0, Status::Created, "{}", waiting.1);
    assert_eq!(waiting.1["publishing"]["state"], "not_publishable");
    assert_eq!(
        waiting.1["publishing"]["problems"],
        json!(["YouTube needs a video."])
    );
    let files = std::fs::read_dir(p.app.dir.path().join("uploads/content"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(files, 0, "a refused post left files behind");
}

#[rocket::async_test]
async fn only_the_agency_sees_the_queue_and_uses_the_publishing_controls() {
    let p = Pub::new().await;
    p.connect("instagram").await;
    let id = p.post("instagram", "Mine", &[("a.jpg", jpeg())]).await;
    let other = p.app.client_user("other@elsewhere.test").await;
    for token in [&p.owner, &other] {
        for (method, path) in [
            ("GET", "/api/publishing/queue".to_string()),
            ("GET", "/api/publishing/summary".into()),
            ("PATCH", "/api/publishing/settings".into()),
            ("GET", format!("/api/clients/{}/publishing", p.client)),
            ("PATCH", format!("/api/clients/{}/publishing", p.client)),
            ("POST", format!("/api/content/{id}/publish_now")),
            ("POST", format!("/api/content/{id}/retry_publish")),
        ] {
            let body = json!({"paused": true, "late_approval": "hold"});
            let r = p.app.send_json(method, &path, Some(token), body).await;
            assert_eq!(r.status, Status::Forbidden, "{method} {path}: {}", r.body);
        }
    }
    let unknown = p
        .app
        .post("/api/content/999999/publish_now", Some(&p.admin), json!({}))
        .await;
    assert_eq!(unknown.status, Status::NotFound);
    let no_client = p
        .app
        .patch(
            "/api/clients/999999/publishing",
            Some(&p.admin),
            json!({"paused": true}),
        )
        .await;
    assert_eq!(no_client.status, Status::NotFound);
    let bad = p
        .app
        .patch(
            "/api/publishing/settings",
            Some(&p.admin),
            json!({"late_approval": "later"}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(
        bad.body.to_string().contains("late_approval"),
        "{}",
        bad.body
    );
    let stage = p
        .app
        .get("/api/publishing/queue?stage=soon", Some(&p.admin))
        .await;
    assert_eq!(stage.status, Status::UnprocessableEntity);
    let missing = p
        .app
        .patch(
            &format!("/api/clients/{}/publishing", p.client),
            Some(&p.admin),
            json!({}),
        )
        .await;
    assert_eq!(
        missing.status,
        Status::UnprocessableEntity,
        "{}",
        missing.body
    );
}
