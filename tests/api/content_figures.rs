//! The content figures come from counts kept as the writes happen (not from counting every post
//! on each call): they must agree with the posts themselves after every kind of write, the
//! server's and anyone else's.

use rocket::http::Status;
use serde_json::Value;

use crate::common::TestApp;

/// What `GET /content/stats/` must say, counted from the posts themselves.
async fn counted(app: &TestApp, scope: &str) -> Vec<i64> {
    let mut out = Vec::new();
    for cond in [
        "1",
        "status = 'draft'",
        "status = 'pending-approval'",
        "status = 'approved'",
        "status = 'posted'",
        "platform = 'instagram'",
        "platform = 'youtube'",
        "platform = 'tiktok'",
    ] {
        out.push(
            app.scalar(&format!(
                "SELECT COUNT(*) FROM content_posts WHERE {cond} AND {scope}"
            ))
            .await,
        );
    }
    out
}

fn reported(stats: &Value) -> Vec<i64> {
    [
        "total",
        "draft",
        "pending_approval",
        "approved",
        "posted",
        "instagram",
        "youtube",
        "tiktok",
    ]
    .iter()
    .map(|k| stats[*k].as_i64().unwrap_or(-1))
    .collect()
}

#[rocket::async_test]
async fn the_content_figures_and_the_lists_total_agree_with_the_posts_after_every_kind_of_write() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let maya = app.client_user("maya@client.test").await;
    app.client_user("jonas@client.test").await;
    let maya_client = app
        .scalar("SELECT c.id FROM clients c JOIN users u ON u.id = c.user_id WHERE u.email = 'maya@client.test'")
        .await;
    let jonas_client = app
        .scalar("SELECT c.id FROM clients c JOIN users u ON u.id = c.user_id WHERE u.email = 'jonas@client.test'")
        .await;

    // Through the API, and straight into the database as a script would.
    for (client, platform) in [
        (maya_client, "instagram"),
        (maya_client, "youtube"),
        (jonas_client, "tiktok"),
    ] {
        let r = app
            .post(
                "/api/content/",
                Some(&admin),
                serde_json::json!({"client": client, "platform": platform, "title": "Launch",
                    "content": "Spring launch", "scheduled_date": "2030-01-10T10:00:00Z",
                    "needs_client_approval": true}),
            )
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
    }
    app.sql(&format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
         INSERT INTO content_posts (client_id, platform, title, content, status, awaiting,
             scheduled_date, author_role, created_at, updated_at)
         SELECT CASE WHEN i % 2 = 0 THEN {maya_client} ELSE {jonas_client} END,
             CASE i % 3 WHEN 0 THEN 'instagram' WHEN 1 THEN 'youtube' ELSE 'tiktok' END,
             'Post ' || i, 'caption',
             CASE i % 4 WHEN 0 THEN 'draft' WHEN 1 THEN 'pending-approval' WHEN 2 THEN 'approved'
                 ELSE 'posted' END,
             CASE i % 4 WHEN 1 THEN 'client' END,
             '2030-02-01T00:00:00Z', 'admin',
             CASE WHEN i % 5 = 0 THEN '2020-01-01T00:00:00Z' ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END,
             '2020-01-01T00:00:00Z'
         FROM n"
    ))
    .await;
    // Moves of every kind: status, platform, owner, and deletes.
    app.sql("UPDATE content_posts SET status = 'approved', awaiting = NULL WHERE id % 7 = 0 AND status = 'draft'")
        .await;
    app.sql("UPDATE content_posts SET platform = 'youtube' WHERE id % 5 = 1")
        .await;
    app.sql(&format!(
        "UPDATE content_posts SET client_id = {maya_client} WHERE id % 9 = 2"
    ))
    .await;
    app.sql("DELETE FROM content_posts WHERE id % 11 = 3").await;

    let check = |token: String, scope: String| {
        let app = &app;
        async move {
            let stats = app.get("/api/content/stats/", Some(&token)).await;
            assert_eq!(stats.status, Status::Ok, "{}", stats.body);
            assert_eq!(reported(&stats.body), counted(app, &scope).await, "{scope}");
            let week = app
                .scalar(&format!(
                    "SELECT COUNT(*) FROM content_posts WHERE {scope}
                     AND created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days')"
                ))
                .await;
            assert_eq!(stats.body["this_week"].as_i64(), Some(week));
            for filter in [
                "",
                "status=approved&",
                "platform=youtube&",
                "status=draft&platform=tiktok&",
            ] {
                let page = app
                    .get(&format!("/api/content/?{filter}page_size=5"), Some(&token))
                    .await;
                let mut cond = scope.clone();
                for pair in filter
                    .trim_end_matches('&')
                    .split('&')
                    .filter(|p| !p.is_empty())
                {
                    let (k, v) = pair.split_once('=').unwrap();
                    cond.push_str(&format!(" AND {k} = '{v}'"));
                }
                let expected = app
                    .scalar(&format!("SELECT COUNT(*) FROM content_posts WHERE {cond}"))
                    .await;
                assert_eq!(
                    page.body["count"].as_i64(),
                    Some(expected),
                    "{filter} {scope}"
                );
            }
        }
    };
    check(admin.clone(), "1".into()).await;
    check(maya.clone(), format!("client_id = {maya_client}")).await;
    let client_filter = app
        .get(
            &format!("/api/content/stats/?client={jonas_client}"),
            Some(&admin),
        )
        .await;
    assert_eq!(
        reported(&client_filter.body),
        counted(&app, &format!("client_id = {jonas_client}")).await
    );

    // A client deleted by the agency takes its posts out of every figure.
    let gone = app
        .delete(&format!("/api/clients/{jonas_client}/"), Some(&admin))
        .await;
    assert!(gone.status.code < 300, "{}", gone.body);
    check(admin.clone(), "1".into()).await;
    assert_eq!(
        app.scalar(&format!(
            "SELECT COUNT(*) FROM content_counts WHERE client_id = {jonas_client}"
        ))
        .await,
        0,
        "no count is left for a client without posts"
    );
}

/// The steps of the plan SQLite picks for `sql`, joined; `?1`, if it has one, is `bound` (a plan
/// does not depend on the value).
async fn explain(app: &TestApp, sql: String, bound: Option<&'static str>) -> String {
    app.state()
        .db
        .read(move |c| {
            let mut stmt = c.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
            let rows =
                stmt.query_map(rusqlite::params_from_iter(bound), |r| r.get::<_, String>(3))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?.join("; "))
        })
        .await
        .expect("the plan")
}

/// The plan SQLite picks for the content list's order under each filter of one column: a page
/// must be read in order from an index and stop after its rows, not sort every matching post
/// (at a million posts a sort made the status-filtered page the slowest one).
async fn plan(app: &TestApp, filter: &str) -> String {
    let sql = format!(
        "SELECT p.id FROM content_posts p {filter}
         ORDER BY p.scheduled_date DESC, p.id DESC LIMIT 20"
    );
    explain(app, sql, None).await
}

#[rocket::async_test]
async fn a_content_page_filtered_by_status_or_client_is_read_in_order_without_sorting() {
    let app = TestApp::spawn().await;
    for filter in [
        "",
        "WHERE p.status = 'approved'",
        "WHERE p.client_id = 1",
        "WHERE p.client_id = 1 AND p.status = 'draft'",
    ] {
        let plan = plan(&app, filter).await;
        assert!(
            !plan.contains("TEMP B-TREE"),
            "the list {filter:?} sorts its rows: {plan}"
        );
    }
}

/// The publisher looks every 30 s and the reminders every 5 minutes. Posts that stay approved (a
/// client posting by hand) or waiting (past their deadline) pile up for good: reading them all on
/// the status index took 3 s and 1.2 s at a million posts, each time.
#[rocket::async_test]
async fn the_jobs_that_look_for_due_posts_read_only_what_can_be_due_not_every_post() {
    const DAY: &str = "2026-01-01T00:00:00Z";
    let app = TestApp::spawn().await;
    let publisher = explain(&app, atrium::db::publish_steps::DUE.into(), Some(DAY)).await;
    assert!(
        publisher
            .contains("USING INDEX content_posts_to_publish (client_id=? AND scheduled_date<?)")
            && publisher.contains("USING INDEX publications_due"),
        "the publisher reads the queue and each client's approved posts up to now: {publisher}"
    );
    let reminders = explain(&app, atrium::reminders::DUE.into(), Some(DAY)).await;
    assert!(
        reminders.contains("SEARCH p USING INDEX content_posts_approve_by"),
        "the reminders read the posts by deadline: {reminders}"
    );
    for plan in [publisher, reminders] {
        assert!(
            !plan.contains("SCAN p") && !plan.contains("content_posts_status"),
            "a job reads posts it cannot take: {plan}"
        );
    }
}
