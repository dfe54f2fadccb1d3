//! Writes from another process (the CLI on a live server) must make the server wait, not fail.

use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::json;

#[rocket::async_test]
async fn an_edit_waits_for_another_process_s_write_instead_of_failing_with_a_500() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let path = app.dir.path().join("atrium.db");
    // Another connection holds the write lock for a moment, as `atrium admin create` would.
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let other = std::thread::spawn(move || {
        let mut conn = rusqlite::Connection::open(path).unwrap();
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .unwrap();
        tx.execute("UPDATE users SET bio = 'from the CLI' WHERE id = 1", [])
            .unwrap();
        locked_tx.send(()).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(400));
        tx.commit().unwrap();
    });
    locked_rx.recv().unwrap();
    // Reads first, then writes: a deferred transaction would start on the old snapshot and be
    // refused at once when it tries to write after the other commit.
    let r = app
        .patch(
            "/api/auth/notification-preferences",
            Some(&admin),
            json!({"weekly_reports": false}),
        )
        .await;
    other.join().unwrap();
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["weekly_reports"], false);
}

/// Each connection that maps the database maps it on its own, and the server's resident memory
/// counts every mapping's pages again: mapped, four readers made the peak under load 86 MB where
/// reading makes 67, and a start at a million posts 138 MB where reading makes 66.
#[rocket::async_test]
async fn the_server_reads_its_database_with_a_small_cache_and_maps_none_of_it() {
    let app = TestApp::spawn().await;
    let (mapped, cache) = app
        .state()
        .db
        .read(|c| {
            let mapped: i64 = c.query_row("PRAGMA mmap_size", [], |r| r.get(0))?;
            let cache: i64 = c.query_row("PRAGMA cache_size", [], |r| r.get(0))?;
            Ok((mapped, cache))
        })
        .await
        .unwrap();
    assert_eq!(mapped, 0, "a read connection maps the database");
    assert_eq!(cache, -2000, "a read connection keeps 2 MB of pages");
}
