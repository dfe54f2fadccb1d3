//! Backups taken from Settings: one at a time whoever starts them, nothing left behind by one that
//! was cut off, a retention of their own, and a delete for admins.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

use rocket::futures::future::join_all;
use rocket::http::Status;
use serde_json::json;

use crate::common::TestApp;
use crate::common::binary::{send, start};

fn backups_dir(app: &TestApp) -> std::path::PathBuf {
    app.dir.path().join("backups")
}

/// Files whose names a backup in progress uses for itself.
fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".atrium-snapshot-") || n.ends_with(".partial"))
        .collect()
}

/// Uploads large enough that one backup is still zipping when the next one starts.
fn bulky_uploads(data_dir: &Path) {
    let dir = data_dir.join("uploads").join("files");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bulk.bin"), vec![7u8; 48 * 1024 * 1024]).unwrap();
}

#[rocket::async_test]
async fn backups_started_together_each_finish_or_say_one_is_running_and_none_fails() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    bulky_uploads(app.dir.path());
    let answers =
        join_all((0..3).map(|_| app.post("/api/admin/backups", Some(&admin), json!({})))).await;
    let made: Vec<String> = answers
        .iter()
        .filter(|r| r.status == Status::Created)
        .map(|r| r.body["file"].as_str().unwrap().to_string())
        .collect();
    for r in &answers {
        assert!(
            r.status == Status::Created || r.status == Status::Conflict,
            "{} {}",
            r.status,
            r.body
        );
        if r.status == Status::Conflict {
            assert_eq!(r.body["code"], "backup_running");
            assert_eq!(
                r.body["message"],
                "A backup is already running; try again when it has finished."
            );
        }
    }
    assert!(!made.is_empty(), "at least the first one is taken");
    let listed = app.get("/api/admin/backups", Some(&admin)).await;
    let names: Vec<&str> = listed.body["backups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["file"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), made.len(), "{names:?}");
    for name in &made {
        let archive = backups_dir(&app).join(name);
        assert!(atrium::backup::verify(&archive, &atrium::backup::Quiet).is_ok());
    }
    assert!(leftovers(&backups_dir(&app)).is_empty());
    assert!(leftovers(app.dir.path()).is_empty());
}

#[rocket::async_test]
async fn while_a_backup_runs_a_request_is_told_at_once_and_the_schedule_waits_its_turn() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let data_dir = app.dir.path().to_path_buf();
    // The CLI (another process) would hold the same lock.
    let running = atrium::backup::Running::wait(&data_dir).unwrap();
    let refused = app
        .post("/api/admin/backups", Some(&admin), json!({}))
        .await;
    assert_eq!(refused.status, Status::Conflict, "{}", refused.body);

    let (dir, data) = (backups_dir(&app), data_dir.clone());
    let media = app.state().store.clone();
    let scheduled =
        std::thread::spawn(move || atrium::backup::scheduled(&data, &dir, 24, 7, &media));
    std::thread::sleep(Duration::from_millis(400));
    assert!(!scheduled.is_finished(), "the scheduled backup waits");
    drop(running);
    let taken = scheduled.join().unwrap().unwrap();
    assert!(taken.is_some_and(|p| p.exists()));
    let after = app
        .post("/api/admin/backups", Some(&admin), json!({}))
        .await;
    assert_eq!(after.status, Status::Created, "{}", after.body);
}

#[rocket::async_test]
async fn what_a_killed_backup_left_is_cleared_by_the_next_and_a_strangers_file_is_kept() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let dir = backups_dir(&app);
    std::fs::create_dir_all(&dir).unwrap();
    for path in [
        dir.join(".atrium-snapshot-4242.db"),
        app.dir.path().join(".atrium-snapshot-5ca1ab1e.db"),
        dir.join("manual-backup-20260101T000000Z.zip.partial"),
    ] {
        std::fs::write(&path, b"SQLite format 3\0 a full copy").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let stranger = dir.join("notes.zip.partial");
    std::fs::write(&stranger, b"someone else's").unwrap();
    let made = app
        .post("/api/admin/backups", Some(&admin), json!({}))
        .await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    assert_eq!(leftovers(&dir), vec!["notes.zip.partial".to_string()]);
    assert!(leftovers(app.dir.path()).is_empty());
    assert!(stranger.exists());
}

#[test]
fn a_server_starting_clears_what_a_backup_killed_with_the_last_one_left() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("backups");
    std::fs::create_dir_all(&dir).unwrap();
    let snapshot = dir.join(".atrium-snapshot-31337.db");
    let partial = dir.join("atrium-backup-20260101T000000Z.zip.partial");
    std::fs::write(&snapshot, b"SQLite format 3\0 a full copy").unwrap();
    std::fs::set_permissions(&snapshot, std::fs::Permissions::from_mode(0o644)).unwrap();
    std::fs::write(&partial, b"cut off").unwrap();
    let (_server, port) = start(data.path(), false);
    let (status, _) = send(port, "GET", "/api/health/", None, None);
    assert_eq!(status, 200);
    assert!(
        !snapshot.exists(),
        "the readable copy of the database is gone"
    );
    assert!(!partial.exists());
}

#[rocket::async_test]
async fn manual_backups_keep_their_own_count_and_an_admin_deletes_one() {
    let app = TestApp::with_config(|c| c.backup.keep_manual = 2).await;
    let admin = app.admin().await;
    let dir = backups_dir(&app);
    std::fs::create_dir_all(&dir).unwrap();
    let scheduled = dir.join(atrium::backup::scheduled_name());
    let (media, quiet) = (&app.state().store, &atrium::backup::Quiet);
    atrium::backup::create(app.dir.path(), Some(&scheduled), media, quiet).unwrap();
    let mut made = Vec::new();
    for _ in 0..3 {
        let r = app
            .post("/api/admin/backups", Some(&admin), json!({}))
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
        made.push(r.body["file"].as_str().unwrap().to_string());
    }
    let listed = app.get("/api/admin/backups", Some(&admin)).await;
    assert_eq!(listed.body["keep_manual"], 2);
    let names: Vec<String> = listed.body["backups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["file"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        names.len(),
        3,
        "two manual and the scheduled one: {names:?}"
    );
    assert!(!names.contains(&made[0]), "the oldest manual one went");
    assert!(names.contains(&made[1]) && names.contains(&made[2]));
    assert!(
        scheduled.exists(),
        "the manual count never touches a scheduled archive"
    );

    let path = format!("/api/admin/backups/{}", made[1]);
    let deleted = app.delete(&path, Some(&admin)).await;
    assert_eq!(deleted.status, Status::NoContent, "{}", deleted.body);
    assert!(!dir.join(&made[1]).exists());
    assert_eq!(
        app.delete(&path, Some(&admin)).await.status,
        Status::NotFound
    );
    let traversal = app
        .delete("/api/admin/backups/..%2Fatrium.db", Some(&admin))
        .await;
    assert_eq!(traversal.status, Status::NotFound);
    assert!(app.dir.path().join("atrium.db").exists());
    let client = app.client_user("cleo@client.test").await;
    let path = format!("/api/admin/backups/{}", made[2]);
    assert_eq!(
        app.delete(&path, Some(&client)).await.status,
        Status::Forbidden
    );
    assert!(dir.join(&made[2]).exists());
}
