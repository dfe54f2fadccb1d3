//! Content posts: creation by both sides, the approval moves and the ones refused, edits and
//! history, bulk moves, comments and notices. Images and downloads are in `content_files_api`.

use crate::common;

use common::{TestApp, multipart_files};
use rocket::http::Status;
use serde_json::{Value, json};

/// An agency, client A (with an Instagram account) and client B.
pub struct Agency {
    pub app: TestApp,
    pub admin: String,
    pub a: String,
    pub b: String,
    pub a_client: i64,
    pub b_client: i64,
}

pub async fn agency() -> Agency {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let a = app.client_user("alpha@client.test").await;
    let b = app.client_user("beta@client.test").await;
    let a_client = app
        .scalar("SELECT id FROM clients WHERE email = 'alpha@client.test'")
        .await;
    let b_client = app
        .scalar("SELECT id FROM clients WHERE email = 'beta@client.test'")
        .await;
    app.sql(&format!(
        "UPDATE clients SET name = 'Alpha Studio' WHERE id = {a_client};
         UPDATE clients SET name = 'Beta Bakery' WHERE id = {b_client};"
    ))
    .await;
    app.add_account(a_client, "instagram", "alpha_ig").await;
    app.add_account(b_client, "instagram", "beta_ig").await;
    Agency {
        app,
        admin,
        a,
        b,
        a_client,
        b_client,
    }
}

impl Agency {
    /// Creates a post through the form, as the given caller.
    pub async fn create(&self, token: &str, fields: &[(&str, &str)]) -> common::Res {
        let (ct, body) = multipart_files(fields, &[]);
        self.app
            .send_raw("POST", "/api/content", Some(token), ct, body)
            .await
    }

    /// An agency post for client A; `needs` is the form's text for needs_client_approval.
    pub async fn agency_post(&self, needs: &str) -> i64 {
        let client = self.a_client.to_string();
        let r = self
            .create(
                &self.admin,
                &[
                    ("client", &client),
                    ("platform", "instagram"),
                    ("title", "Spring launch"),
                    ("content", "Our spring range is here."),
                    ("scheduled_date", "2026-12-01T10:00"),
                    ("needs_client_approval", needs),
                ],
            )
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
        r.body["id"].as_i64().unwrap()
    }

    /// A submission of client A's own.
    pub async fn client_post(&self) -> i64 {
        let r = self
            .create(
                &self.a,
                &[
                    ("platform", "instagram"),
                    ("title", "Behind the scenes"),
                    ("content", "A day in the studio."),
                    ("scheduled_date", "2026-12-03T09:30:00Z"),
                ],
            )
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
        r.body["id"].as_i64().unwrap()
    }

    pub async fn act(&self, id: i64, action: &str, token: &str, body: Value) -> common::Res {
        self.app
            .post(&format!("/api/content/{id}/{action}"), Some(token), body)
            .await
    }
}

#[rocket::async_test]
async fn an_admin_post_is_approved_or_waits_for_the_client_as_the_form_flag_says() {
    let w = agency().await;
    for (text, status) in [
        ("false", "approved"),
        ("0", "approved"),
        ("", "approved"),
        ("off", "approved"),
        ("true", "pending-approval"),
        ("1", "pending-approval"),
    ] {
        let id = w.agency_post(text).await;
        let post = w
            .app
            .get(&format!("/api/content/{id}"), Some(&w.admin))
            .await;
        assert_eq!(
            post.body["status"], status,
            "needs_client_approval={text:?}"
        );
        let waits = if status == "approved" {
            Value::Null
        } else {
            json!("client")
        };
        assert_eq!(post.body["awaiting"], waits);
        assert_eq!(post.body["client_name"], "Alpha Studio");
        assert_eq!(post.body["social_account_username"], "alpha_ig");
    }
    let client = w.a_client.to_string();
    let odd = w
        .create(
            &w.admin,
            &[
                ("client", &client),
                ("platform", "instagram"),
                ("content", "x"),
                ("scheduled_date", "2026-12-01T10:00"),
                ("needs_client_approval", "perhaps"),
            ],
        )
        .await;
    assert_eq!(odd.status, Status::UnprocessableEntity);
    assert_eq!(odd.field("needs_client_approval"), ["Use true or false."]);
}

#[rocket::async_test]
async fn a_client_posts_only_for_itself_whatever_client_it_names_and_waits_for_the_agency() {
    let w = agency().await;
    let other = w.b_client.to_string();
    let r = w
        .create(
            &w.a,
            &[
                ("client", &other),
                ("platform", "instagram"),
                ("content", "Mine, not B's"),
                ("scheduled_date", "2026-12-03T09:30"),
                ("needs_client_approval", "false"),
            ],
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["client"], w.a_client);
    assert_eq!(r.body["status"], "pending-approval");
    assert_eq!(r.body["awaiting"], "agency");
    assert_eq!(r.body["author_role"], "client");
    let b_sees = w.app.get("/api/content", Some(&w.b)).await;
    assert_eq!(b_sees.body["count"], 0);
    let admins_bell = w
        .app
        .scalar("SELECT COUNT(*) FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'admin' AND n.title = 'New content submission'")
        .await;
    assert_eq!(admins_bell, 1);
}

#[rocket::async_test]
async fn a_client_cannot_post_where_it_has_no_active_account_nor_leave_out_required_fields() {
    let w = agency().await;
    let r = w
        .create(
            &w.a,
            &[
                ("platform", "youtube"),
                ("content", "A video"),
                ("scheduled_date", "2026-12-03T09:30"),
            ],
        )
        .await;
    assert_eq!(r.status, Status::Conflict, "a state refusal: {}", r.body);
    assert_eq!(r.body["code"], "no_active_account");
    assert!(
        r.body["message"]
            .as_str()
            .unwrap()
            .contains("Connect an active youtube account")
    );
    let empty = w.create(&w.admin, &[]).await;
    assert_eq!(empty.status, Status::UnprocessableEntity);
    for field in ["client", "platform", "content", "scheduled_date"] {
        assert!(!empty.field(field).is_empty(), "{field}: {}", empty.body);
    }
    assert_eq!(w.app.scalar("SELECT COUNT(*) FROM content_posts").await, 0);
}

#[rocket::async_test]
async fn the_client_and_the_agency_approve_each_others_posts_and_every_other_move_is_refused() {
    let w = agency().await;
    let agency_post = w.agency_post("true").await;
    let submission = w.client_post().await;

    // A client never approves its own submission; the agency does.
    let own = w.act(submission, "approve", &w.a, json!({})).await;
    assert_eq!(own.status, Status::Forbidden);
    let by_agency = w.act(submission, "approve", &w.admin, json!({})).await;
    assert_eq!(by_agency.status, Status::Ok, "{}", by_agency.body);
    assert_eq!(by_agency.body["status"], "approved");

    // Asking for changes sends it back to draft with the feedback kept, and in the thread.
    let sent_back = w
        .act(
            agency_post,
            "reject",
            &w.a,
            json!({"feedback": "Warmer tone, please."}),
        )
        .await;
    assert_eq!(sent_back.status, Status::Ok, "{}", sent_back.body);
    assert_eq!(sent_back.body["status"], "draft");
    assert_eq!(sent_back.body["feedback"], "Warmer tone, please.");
    let thread = w
        .app
        .get(
            &format!("/api/content/{agency_post}/comments"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(thread.body[0]["kind"], "feedback");
    assert_eq!(thread.body[0]["author_role"], "client");

    // A draft cannot be approved, posted or set to draft again.
    for (action, body) in [
        ("approve", json!({})),
        ("reject", json!({})),
        (
            "mark_posted",
            json!({"post_url": "https://instagram.com/p/1"}),
        ),
        ("set_draft", json!({})),
    ] {
        let r = w.act(agency_post, action, &w.admin, body).await;
        assert_eq!(
            r.status,
            Status::Conflict,
            "{action} on a draft: {}",
            r.body
        );
        assert!(!r.body["message"].as_str().unwrap().is_empty());
    }

    // Resent, then approved by the client; a second approval is refused.
    let resent = w.act(agency_post, "submit", &w.admin, json!({})).await;
    assert_eq!(resent.body["awaiting"], "client");
    assert_eq!(
        w.act(agency_post, "submit", &w.admin, json!({}))
            .await
            .status,
        Status::Conflict
    );
    let approved = w.act(agency_post, "approve", &w.a, json!({})).await;
    assert_eq!(approved.body["status"], "approved");
    assert_eq!(
        w.act(agency_post, "approve", &w.a, json!({})).await.status,
        Status::Conflict
    );
    // Only the agency marks posted or sets to draft.
    let client_posts = w
        .act(
            agency_post,
            "mark_posted",
            &w.a,
            json!({"post_url": "https://x.com/p"}),
        )
        .await;
    assert_eq!(client_posts.status, Status::Forbidden);
    assert_eq!(
        w.act(agency_post, "set_draft", &w.a, json!({}))
            .await
            .status,
        Status::Forbidden
    );
    // B cannot even see it.
    assert_eq!(
        w.act(agency_post, "approve", &w.b, json!({})).await.status,
        Status::NotFound
    );
    let author_heard = w
        .app
        .scalar("SELECT COUNT(*) FROM notifications WHERE notification_type = 'content_approved' AND link LIKE '#content?post=%'")
        .await;
    assert!(author_heard >= 2, "approvals notify the author side");
}

#[rocket::async_test]
async fn an_approval_the_agency_records_for_the_client_is_shown_as_on_its_behalf() {
    let w = agency().await;
    let id = w.agency_post("true").await;
    let r = w.act(id, "approve", &w.admin, json!({})).await;
    assert_eq!(r.body["status"], "approved");
    let history = w
        .app
        .get(&format!("/api/content/{id}/history"), Some(&w.a))
        .await;
    let last = history.body.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], "approved");
    assert_eq!(last["on_behalf_of_client"], true);
    assert_eq!(last["actor_role"], "admin");
    let told = w
        .app
        .scalar_text("SELECT message FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'alpha@client.test' AND n.notification_type = 'content_approved'")
        .await;
    assert!(told.contains("recorded your approval"), "{told}");
}

#[rocket::async_test]
async fn a_bulk_approval_records_for_the_client_only_the_posts_that_waited_for_it() {
    let w = agency().await;
    let waiting = w.agency_post("true").await;
    let submission = w.client_post().await;
    let r = w
        .app
        .post(
            "/api/content/bulk_approve",
            Some(&w.admin),
            json!({"content_ids": [waiting, submission], "action": "approve"}),
        )
        .await;
    assert_eq!(r.body["updated"], 2, "{}", r.body);
    for (id, on_behalf) in [(waiting, true), (submission, false)] {
        let history = w
            .app
            .get(&format!("/api/content/{id}/history"), Some(&w.admin))
            .await;
        let last = history.body.as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["action"], "approved");
        assert_eq!(last["on_behalf_of_client"], on_behalf, "post {id}");
    }
}

#[rocket::async_test]
async fn marking_posted_needs_a_real_link_counts_non_numbers_as_zero_and_stores_the_rate() {
    let w = agency().await;
    let id = w.agency_post("false").await;
    for bad in [
        "",
        "instagram.com/p/1",
        "https://",
        "javascript:alert(1)",
        "https://no spaces.com",
    ] {
        let r = w
            .act(id, "mark_posted", &w.admin, json!({"post_url": bad}))
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{bad:?}");
        assert!(!r.field("post_url").is_empty());
    }
    let r = w
        .act(
            id,
            "mark_posted",
            &w.admin,
            json!({"post_url": "https://instagram.com/p/abc", "likes": "150", "comments": 30,
                   "shares": "lots", "views": 3600}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["status"], "posted");
    assert_eq!(
        (r.body["likes"].as_i64(), r.body["shares"].as_i64()),
        (Some(150), Some(0))
    );
    assert_eq!(r.body["engagement_rate"].as_f64(), Some(180.0 / 3600.0));
    assert_eq!(r.body["post_url"], "https://instagram.com/p/abc");
    let stored = w
        .app
        .scalar_text(&format!(
            "SELECT CAST(engagement_rate AS TEXT) FROM content_posts WHERE id = {id}"
        ))
        .await;
    assert_eq!(stored, "0.05");
}

#[rocket::async_test]
async fn a_client_edits_and_deletes_only_its_own_drafts_and_pending_submissions() {
    let w = agency().await;
    let agency_post = w.agency_post("true").await;
    let own = w.client_post().await;
    let edit = json!({"title": "Behind the scenes, take two"});
    let r = w
        .app
        .patch(&format!("/api/content/{own}"), Some(&w.a), edit.clone())
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["status"], "pending-approval");
    let theirs = w
        .app
        .patch(
            &format!("/api/content/{agency_post}"),
            Some(&w.a),
            edit.clone(),
        )
        .await;
    assert_eq!(theirs.status, Status::Forbidden);
    let b_try = w
        .app
        .patch(&format!("/api/content/{own}"), Some(&w.b), edit.clone())
        .await;
    assert_eq!(b_try.status, Status::NotFound);
    w.act(own, "approve", &w.admin, json!({})).await;
    let late = w
        .app
        .patch(&format!("/api/content/{own}"), Some(&w.a), edit)
        .await;
    assert_eq!(late.status, Status::Conflict);
    let del = w
        .app
        .send_json(
            "DELETE",
            &format!("/api/content/{own}"),
            Some(&w.a),
            json!({}),
        )
        .await;
    assert_eq!(del.status, Status::Conflict);
    let del_theirs = w
        .app
        .send_json(
            "DELETE",
            &format!("/api/content/{agency_post}"),
            Some(&w.a),
            json!({}),
        )
        .await;
    assert_eq!(del_theirs.status, Status::Forbidden);
    let fresh = w.client_post().await;
    let gone = w
        .app
        .send_json(
            "DELETE",
            &format!("/api/content/{fresh}"),
            Some(&w.a),
            json!({}),
        )
        .await;
    assert_eq!(gone.status, Status::NoContent);
    assert_eq!(
        w.app
            .get(&format!("/api/content/{fresh}"), Some(&w.admin))
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn an_edit_lands_in_the_history_with_what_changed_and_a_stale_version_is_refused() {
    let w = agency().await;
    let id = w.agency_post("true").await;
    let before = w
        .app
        .get(&format!("/api/content/{id}"), Some(&w.admin))
        .await;
    let version = before.body["version"].as_i64().unwrap();
    let r = w
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({"content": "Our spring range is finally here.", "scheduled_date": "2026-12-02T10:00:00Z", "version": version}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let stale = w
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({"title": "x", "version": version}),
        )
        .await;
    assert_eq!(stale.status, Status::Conflict);
    let history = w
        .app
        .get(&format!("/api/content/{id}/history"), Some(&w.a))
        .await;
    let edited = history
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["action"] == "edited")
        .expect("an edit entry")
        .clone();
    let fields: Vec<&str> = edited["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["content", "scheduled_date"]);
    assert_eq!(edited["changes"][0]["before"], "Our spring range is here.");
    assert_eq!(
        edited["changes"][0]["after"],
        "Our spring range is finally here."
    );
    assert_eq!(edited["actor_name"], "Ada Admin");
}

#[rocket::async_test]
async fn bulk_moves_are_all_or_nothing_and_name_the_posts_that_cannot_move() {
    let w = agency().await;
    let waiting = w.client_post().await;
    let approved = w.agency_post("false").await;
    let r = w
        .app
        .post(
            "/api/content/bulk_approve",
            Some(&w.admin),
            json!({"content_ids": [waiting, approved], "action": "approve"}),
        )
        .await;
    assert_eq!(r.status, Status::Conflict, "{}", r.body);
    assert!(
        r.body["message"]
            .as_str()
            .unwrap()
            .contains(&approved.to_string())
    );
    let still = w
        .app
        .get(&format!("/api/content/{waiting}"), Some(&w.admin))
        .await;
    assert_eq!(still.body["status"], "pending-approval", "nothing moved");
    let unknown = w
        .app
        .post(
            "/api/content/bulk_delete",
            Some(&w.admin),
            json!({"content_ids": [waiting, 999]}),
        )
        .await;
    assert_eq!(unknown.status, Status::UnprocessableEntity);
    assert!(unknown.field("content_ids")[0].contains("999"));
    assert_eq!(w.app.scalar("SELECT COUNT(*) FROM content_posts").await, 2);
    let posted = w
        .app
        .post(
            "/api/content/bulk_mark_posted",
            Some(&w.admin),
            json!({"content_ids": [approved]}),
        )
        .await;
    assert_eq!(posted.body["updated"], 1);
    let rejected = w
        .app
        .post(
            "/api/content/bulk_approve",
            Some(&w.admin),
            json!({"content_ids": [waiting], "action": "reject", "feedback": "Not this week."}),
        )
        .await;
    assert_eq!(rejected.body["updated"], 1);
    let back = w
        .app
        .get(&format!("/api/content/{waiting}"), Some(&w.a))
        .await;
    assert_eq!(
        (back.body["status"].as_str(), back.body["feedback"].as_str()),
        (Some("draft"), Some("Not this week."))
    );
    let as_client = w
        .app
        .post(
            "/api/content/bulk_delete",
            Some(&w.a),
            json!({"content_ids": [waiting]}),
        )
        .await;
    assert_eq!(as_client.status, Status::Forbidden);
}

#[rocket::async_test]
async fn a_comment_reaches_the_other_side_by_bell_and_by_mail_unless_they_opted_out() {
    let w = agency().await;
    let id = w.agency_post("true").await;
    let r = w
        .app
        .post(
            &format!("/api/content/{id}/comments"),
            Some(&w.a),
            json!({"body": "<b>Love it</b>"}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["body"], "<b>Love it</b>", "kept as text");
    let admin_bell = w
        .app
        .scalar("SELECT COUNT(*) FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'admin' AND n.title = 'New comment'")
        .await;
    assert_eq!(admin_bell, 1);
    let mails = w
        .app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'boss@agency.test' AND subject LIKE 'New comment%'")
        .await;
    assert_eq!(mails, 1);
    // The client turns content mail off: the bell still rings, no mail goes.
    let off = w
        .app
        .patch(
            "/api/auth/notification-preferences",
            Some(&w.a),
            json!({"email_content": false}),
        )
        .await;
    assert_eq!(off.status, Status::Ok, "{}", off.body);
    w.app
        .post(
            &format!("/api/content/{id}/comments"),
            Some(&w.admin),
            json!({"body": "Thanks!"}),
        )
        .await;
    let client_mail = w
        .app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'alpha@client.test' AND subject LIKE 'New comment%'")
        .await;
    assert_eq!(client_mail, 0);
    let b = w
        .app
        .post(
            &format!("/api/content/{id}/comments"),
            Some(&w.b),
            json!({"body": "hi"}),
        )
        .await;
    assert_eq!(b.status, Status::NotFound);
    let empty = w
        .app
        .post(
            &format!("/api/content/{id}/comments"),
            Some(&w.a),
            json!({"body": "  "}),
        )
        .await;
    assert_eq!(empty.status, Status::UnprocessableEntity);
}

#[rocket::async_test]
async fn search_finds_posts_by_title_caption_and_client_name_within_what_the_caller_sees() {
    let w = agency().await;
    w.agency_post("false").await;
    let b_own = w
        .create(
            &w.b,
            &[
                ("platform", "instagram"),
                ("title", "Spring sale"),
                ("content", "Beta's spring sale."),
                ("scheduled_date", "2026-12-05T09:00"),
            ],
        )
        .await;
    assert_eq!(b_own.status, Status::Created);
    let all = w.app.get("/api/content?search=sprng", Some(&w.admin)).await;
    assert_eq!(
        all.body["count"], 2,
        "one typo in a long word: {}",
        all.body
    );
    let by_client = w.app.get("/api/content?search=alpha", Some(&w.admin)).await;
    assert_eq!(by_client.body["count"], 1);
    let b_sees = w.app.get("/api/content?search=spring", Some(&w.b)).await;
    assert_eq!(b_sees.body["count"], 1);
    assert_eq!(b_sees.body["results"][0]["client"], w.b_client);
    let filtered = w
        .app
        .get(
            "/api/content?search=spring&status=pending-approval",
            Some(&w.admin),
        )
        .await;
    assert_eq!(filtered.body["count"], 1);
    let ranged = w
        .app
        .get(
            "/api/content?search=spring&date_from=2026-12-04&date_to=2026-12-31",
            Some(&w.admin),
        )
        .await;
    assert_eq!(ranged.body["count"], 1);
    let page_two = w
        .app
        .get(
            "/api/content?search=spring&page=2&page_size=1",
            Some(&w.admin),
        )
        .await;
    assert_eq!(
        (
            page_two.body["count"].as_i64(),
            page_two.body["results"].as_array().map(Vec::len)
        ),
        (Some(2), Some(1))
    );
    // Deleted posts leave the index.
    let id = b_own.body["id"].as_i64().unwrap();
    w.app
        .send_json(
            "DELETE",
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({}),
        )
        .await;
    let after = w
        .app
        .get("/api/content?search=spring", Some(&w.admin))
        .await;
    assert_eq!(after.body["count"], 1);
}

#[rocket::async_test]
async fn the_calendar_answers_a_range_of_up_to_62_days_for_what_the_caller_sees() {
    let w = agency().await;
    w.agency_post("false").await;
    let month = w
        .app
        .get(
            "/api/content/calendar_view?start_date=2026-11-29&end_date=2027-01-09",
            Some(&w.a),
        )
        .await;
    assert_eq!(month.status, Status::Ok, "{}", month.body);
    assert_eq!(month.body.as_array().unwrap().len(), 1);
    let b = w
        .app
        .get(
            "/api/content/calendar_view?start_date=2026-11-29&end_date=2027-01-09",
            Some(&w.b),
        )
        .await;
    assert_eq!(b.body.as_array().unwrap().len(), 0);
    let long = w
        .app
        .get(
            "/api/content/calendar_view?start_date=2026-01-01&end_date=2026-12-31",
            Some(&w.a),
        )
        .await;
    assert_eq!(long.status, Status::UnprocessableEntity);
    let missing = w.app.get("/api/content/calendar_view", Some(&w.a)).await;
    assert_eq!(missing.field("start_date"), ["This field is required."]);
    let backwards = w
        .app
        .get(
            "/api/content/calendar_view?start_date=2026-12-10&end_date=2026-12-01",
            Some(&w.a),
        )
        .await;
    assert!(!backwards.field("end_date").is_empty());
    let stats = w.app.get("/api/content/stats", Some(&w.a)).await;
    assert_eq!(
        (
            stats.body["total"].as_i64(),
            stats.body["approved"].as_i64()
        ),
        (Some(1), Some(1))
    );
    let b_stats = w.app.get("/api/content/stats", Some(&w.b)).await;
    assert_eq!(b_stats.body["total"], 0);
    let by_platform = w
        .app
        .get("/api/content/by_platform?platform=instagram", Some(&w.a))
        .await;
    assert_eq!(by_platform.body["count"], 1);
    let bad = w
        .app
        .get("/api/content/by_platform?platform=myspace", Some(&w.a))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
}
