//! Backups against the real binary: taken while the server runs and writes, verified, restored
//! into a fresh data directory with nothing acknowledged lost.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::common::binary::{
    Writers, file_hashes, json_of, login, missing_tasks, output_text, run_cli, send, start,
};

fn atrium(dir: &Path, args: &[&str]) -> Output {
    run_cli(dir, &[], args)
}

fn text(o: &Output) -> String {
    output_text(o)
}

fn search(port: u16, token: &str, path: &str) -> Vec<i64> {
    let (status, body) = send(port, "GET", path, Some(token), None);
    assert_eq!(status, 200, "{path}: {body}");
    json_of(&body)["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect()
}

#[test]
fn a_backup_taken_under_writes_restores_every_acknowledged_row_and_verify_catches_damage() {
    let live = tempfile::tempdir().unwrap();
    let (server, port) = start(live.path(), true);
    let admin = login(port, "admin@atrium.test", "atrium-admin");

    let writers = Writers::start(port, &admin, 2, "Backup probe");
    // The backup starts once the writers are well under way (a busy machine is slow to begin).
    let deadline = Instant::now() + Duration::from_secs(20);
    while writers.acked.lock().unwrap().len() < 20 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let archive = live.path().join("under-writes.zip");
    let began = Instant::now();
    let out = atrium(
        live.path(),
        &["backup", "create", "--out", archive.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", text(&out));
    std::thread::sleep(Duration::from_millis(300));
    let before: Vec<String> = writers
        .stop()
        .into_iter()
        .filter(|(_, at)| *at < began)
        .map(|(t, _)| t)
        .collect();
    assert!(
        before.len() > 10,
        "the writers were writing: {}",
        before.len()
    );

    let verified = atrium(
        live.path(),
        &["backup", "verify", archive.to_str().unwrap()],
    );
    assert!(verified.status.success(), "{}", text(&verified));
    let listed = atrium(
        live.path(),
        &["backup", "list", "--dir", live.path().to_str().unwrap()],
    );
    assert!(
        text(&listed).contains("under-writes.zip"),
        "{}",
        text(&listed)
    );

    // A restore into a running server's directory is refused.
    let refused = atrium(live.path(), &["restore", archive.to_str().unwrap()]);
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("stop it first"),
        "{}",
        text(&refused)
    );

    let fresh = tempfile::tempdir().unwrap();
    let restored = atrium(fresh.path(), &["restore", archive.to_str().unwrap()]);
    assert!(restored.status.success(), "{}", text(&restored));
    let lost = missing_tasks(fresh.path(), &before);
    assert!(
        lost.is_empty(),
        "acknowledged before the backup but missing: {lost:?}"
    );
    for file in ["media.key", "social.key"] {
        assert_eq!(
            std::fs::read(live.path().join(file)).unwrap(),
            std::fs::read(fresh.path().join(file)).unwrap(),
            "{file}"
        );
    }
    assert_eq!(
        file_hashes(live.path(), "uploads"),
        file_hashes(fresh.path(), "uploads")
    );
    assert!(
        !file_hashes(fresh.path(), "uploads").is_empty(),
        "the demo's images came along"
    );

    // The same searches answer the same on both (the writers only added tasks).
    let (copy, copy_port) = start(fresh.path(), false);
    let copy_admin = login(copy_port, "admin@atrium.test", "atrium-admin");
    for path in [
        "/api/clients/?search=maya",
        "/api/content/?search=launch",
        "/api/content/?search=bloom",
    ] {
        assert_eq!(
            search(port, &admin, path),
            search(copy_port, &copy_admin, path),
            "{path}"
        );
    }
    drop((copy, server));

    // One flipped byte anywhere in the archive is caught.
    let mut bytes = std::fs::read(&archive).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x20;
    let damaged = live.path().join("damaged.zip");
    std::fs::write(&damaged, bytes).unwrap();
    let caught = atrium(
        live.path(),
        &["backup", "verify", damaged.to_str().unwrap()],
    );
    assert!(!caught.status.success(), "{}", text(&caught));
}

#[test]
fn jobs_list_shows_every_job_with_the_servers_last_run_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let before = atrium(dir.path(), &["jobs", "list"]);
    assert!(before.status.success(), "{}", text(&before));
    assert!(text(&before).contains("never run"));
    let (server, _) = start(dir.path(), true);
    // The server runs each job when it starts; wait for the five to be recorded.
    let names = [
        "housekeeping",
        "billing",
        "weekly-report",
        "monthly-reports",
        "social-sync",
        "backup",
        "offsite",
        "approval-reminders",
        "publish",
        "mail-digests",
    ];
    let listed = (0..100).find_map(|_| {
        std::thread::sleep(Duration::from_millis(100));
        let out = atrium(dir.path(), &["jobs", "list", "--json"]);
        let jobs: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
        let done = jobs.as_array()?.iter().all(|j| j["last_ok"].is_boolean());
        done.then_some(jobs)
    });
    drop(server);
    let jobs = listed.expect("every job ran at start");
    // The first scheduled backup was taken at start, under its own name.
    let listed = atrium(dir.path(), &["backup", "list"]);
    assert!(
        text(&listed).contains("atrium-backup-"),
        "{}",
        text(&listed)
    );
    let found: Vec<&str> = jobs
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["name"].as_str().unwrap())
        .collect();
    assert_eq!(found, names);
    for j in jobs.as_array().unwrap() {
        assert_eq!(j["last_ok"], true, "{j}");
        assert_eq!(j["runs"], 1, "{j}");
        assert!(j["next_run"].as_str().unwrap() > j["last_started"].as_str().unwrap());
    }
}

/// 0026-money-borders undone: its tables dropped, invoices and clients rebuilt in their earlier
/// shapes (a column with a foreign key cannot be dropped in place, nor a CHECK changed).
fn undo_money_borders(conn: &rusqlite::Connection) {
    conn.execute_batch(
        "DROP TABLE invoice_lines; DROP TABLE credit_notes; DROP TABLE credit_note_sequences;
         DROP TABLE money_settings;
         DROP TABLE invoices;
         CREATE TABLE invoices (
             id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE COLLATE NOCASE,
             client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
             amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), due_date TEXT NOT NULL,
             status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
             description TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, paid_at TEXT,
             subscription_id INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
             period_start TEXT,
             verification_id INTEGER REFERENCES payment_verifications (id) ON DELETE SET NULL,
             last_reminded_at TEXT, reminder_count INTEGER NOT NULL DEFAULT 0,
             due_soon_sent_at TEXT, overdue_sent_at TEXT);
         CREATE UNIQUE INDEX invoices_period ON invoices (subscription_id, period_start)
             WHERE subscription_id IS NOT NULL;
         CREATE INDEX invoices_due ON invoices (due_date, id);
         CREATE INDEX invoices_client_due ON invoices (client_id, due_date);
         CREATE INDEX invoices_open ON invoices (status, due_date, amount_cents);
         CREATE INDEX invoices_paid ON invoices (status, paid_at, amount_cents);",
    )
    .unwrap();
    // The clients table as it was: its own CREATE statement without the three tax columns.
    let create: String = conn
        .query_row(
            "SELECT sql FROM sqlite_master WHERE name = 'clients'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let cut = create
        .find(", tax_id")
        .expect("0026 added its columns at the end");
    let before = format!("{})", &create[..cut]).replacen(
        "CREATE TABLE clients",
        "CREATE TABLE clients_before",
        1,
    );
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('clients') WHERE name NOT LIKE 'tax_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let indexes: Vec<String> = conn
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'clients' AND sql IS NOT NULL")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let list = columns.join(", ");
    conn.execute_batch(&format!(
        "{before};
         INSERT INTO clients_before ({list}) SELECT {list} FROM clients;
         PRAGMA legacy_alter_table = ON;
         DROP TABLE clients; ALTER TABLE clients_before RENAME TO clients;
         PRAGMA legacy_alter_table = OFF;
         DROP TABLE tax_rates;
         {};",
        indexes.join(";\n")
    ))
    .unwrap();
}

#[test]
fn an_upgrade_keeps_a_backup_of_the_data_before_migrating_and_health_names_the_schema() {
    let dir = tempfile::tempdir().unwrap();
    assert!(atrium(dir.path(), &["migrate"]).status.success());
    // The schema before 0013-search-log: the upgrade below runs it and every migration after it.
    let before = 12;
    let latest = {
        let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
        let latest: u32 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        // The database as the release before 0013-search-log left it: 0015, 0017, 0019, 0020,
        // 0021, 0022, 0023, 0024, 0025, 0026 and 0027 undone too, and 0014 (an index rebuilt), 0016 and 0018 (tables made if missing)
        // run again as they are.
        let triggers: Vec<String> = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for t in triggers {
            conn.execute_batch(&format!("DROP TRIGGER {t}")).unwrap();
        }
        conn.execute_batch(
            "DROP INDEX content_posts_to_publish;
             DROP TABLE offsite_copies; DROP TABLE language_settings;
             ALTER TABLE users DROP COLUMN language; ALTER TABLE users DROP COLUMN time_zone;",
        )
        .unwrap();
        undo_money_borders(&conn);
        conn.execute_batch(&format!(
            "DROP TABLE audit_log; DROP TABLE staff_assignments; DROP TABLE agency_staff; DROP TABLE staff_invitations;
             DROP VIEW user_second_factor; DROP TABLE passkeys; DROP TABLE recovery_codes;
             DROP TABLE user_totp; DROP TABLE security_settings;
             DROP INDEX auth_tokens_session; DROP INDEX users_webauthn_handle;
             ALTER TABLE auth_tokens DROP COLUMN session_id;
             ALTER TABLE auth_tokens DROP COLUMN user_agent;
             ALTER TABLE auth_tokens DROP COLUMN address;
             ALTER TABLE auth_tokens DROP COLUMN last_used_at;
             ALTER TABLE auth_tokens DROP COLUMN signed_in_with;
             ALTER TABLE users DROP COLUMN webauthn_handle;
             DROP VIEW post_publish_account; DROP VIEW account_publishing;
             DROP TABLE publications; DROP TABLE publishing_settings;
             ALTER TABLE content_images DROP COLUMN kind;
             ALTER TABLE content_images DROP COLUMN duration_ms;
             ALTER TABLE content_images DROP COLUMN jpeg_name;
             ALTER TABLE content_posts DROP COLUMN tags;
             ALTER TABLE content_posts DROP COLUMN privacy;
             ALTER TABLE content_posts DROP COLUMN approved_at;
             ALTER TABLE clients DROP COLUMN publishing_paused;
             ALTER TABLE social_tokens DROP COLUMN scopes;
             ALTER TABLE social_accounts DROP COLUMN publish_quota_used;
             ALTER TABLE social_accounts DROP COLUMN publish_quota_total;
             DROP TABLE search_log; DROP TABLE search_state; DROP TABLE content_counts;
             DROP INDEX content_posts_created; DROP INDEX content_posts_client_created;
             DROP INDEX content_posts_published; DROP INDEX content_posts_client_published;
             ALTER TABLE site_branding DROP COLUMN file_plans;
             DROP TABLE client_members; DROP TABLE review_link_posts; DROP TABLE review_links;
             DROP TABLE approval_reminders; DROP TABLE content_decisions;
             DROP VIEW content_default_deadline; DROP INDEX content_posts_approve_by;
             DROP INDEX client_invitations_email;
             ALTER TABLE client_invitations DROP COLUMN seat;
             ALTER TABLE client_invitations DROP COLUMN name;
             ALTER TABLE clients DROP COLUMN approval_policy;
             ALTER TABLE clients DROP COLUMN approval_lead_hours;
             ALTER TABLE content_posts DROP COLUMN review_round;
             ALTER TABLE content_posts DROP COLUMN approve_by;
             ALTER TABLE content_posts DROP COLUMN overdue_noted_at;
             ALTER TABLE content_history DROP COLUMN reviewer_email;
             ALTER TABLE content_comments DROP COLUMN reviewer_email;
             PRAGMA user_version = {before};"
        ))
        .unwrap();
        // Posts from before the upgrade: the kept counts start from them.
        conn.execute_batch(
            "INSERT INTO clients (id, name, email, created_at, updated_at)
                 VALUES (1, 'Rhea', 'r@x.test', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
             INSERT INTO content_posts (client_id, platform, content, status, scheduled_date,
                 author_role, created_at, updated_at)
             VALUES (1, 'instagram', 'a', 'draft', '2026-02-01T00:00:00Z', 'admin', '', ''),
                    (1, 'instagram', 'b', 'draft', '2026-02-01T00:00:00Z', 'admin', '', ''),
                    (1, 'youtube', 'c', 'posted', '2026-02-01T00:00:00Z', 'admin', '', '');",
        )
        .unwrap();
        latest
    };
    let version = atrium(dir.path(), &["--version"]);
    assert!(
        text(&version).contains(&format!("database schema {latest}")),
        "{}",
        text(&version)
    );
    let upgraded = atrium(dir.path(), &["migrate"]);
    assert!(upgraded.status.success(), "{}", text(&upgraded));
    assert!(
        text(&upgraded).contains("Backed up the data before upgrading"),
        "{}",
        text(&upgraded)
    );
    let archive = std::fs::read_dir(dir.path().join("backups"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.to_string_lossy()
                .contains(&format!("pre-upgrade-schema-{before}-to-{latest}"))
        })
        .expect("the pre-upgrade archive");
    let verified = atrium(dir.path(), &["backup", "verify", archive.to_str().unwrap()]);
    assert!(
        text(&verified).contains(&format!("schema {before}")),
        "{}",
        text(&verified)
    );
    let (server, port) = start(dir.path(), false);
    let (status, body) = send(port, "GET", "/api/health/", None, None);
    drop(server);
    assert_eq!(status, 200);
    assert_eq!(json_of(&body)["schema"], latest);
    let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
    let counts: Vec<(String, String, i64)> = conn
        .prepare("SELECT status, platform, n FROM content_counts ORDER BY status, platform")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        counts,
        [
            ("draft".to_string(), "instagram".to_string(), 2),
            ("posted".to_string(), "youtube".to_string(), 1)
        ]
    );
}

#[test]
fn config_show_names_each_values_source_and_masks_secrets_and_mail_test_reports_the_outcome() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("config.toml"),
        "[mail]\nsmtp_password = \"hunter2\"\nsmtp_host = \"mail.example\"\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir.path())
        .args(["config", "show"])
        .env("ATRIUM_PORT", "9123")
        .env("ATRIUM_SOCIAL__YOUTUBE__CLIENT_SECRET", "yt-secret-value")
        .output()
        .unwrap();
    let shown = text(&out);
    assert!(out.status.success(), "{shown}");
    assert!(
        !shown.contains("hunter2") && !shown.contains("yt-secret-value"),
        "{shown}"
    );
    assert!(
        shown.contains("mail.smtp_password = \"********\"  # config file"),
        "{shown}"
    );
    assert!(
        shown.contains("mail.smtp_host = \"mail.example\"  # config file"),
        "{shown}"
    );
    assert!(shown.contains("port = 9123  # ATRIUM_PORT"), "{shown}");
    assert!(
        shown.contains(
            "social.youtube.client_secret = \"********\"  # ATRIUM_SOCIAL__YOUTUBE__CLIENT_SECRET"
        ),
        "{shown}"
    );
    assert!(shown.contains("backup.keep = 7  # default"), "{shown}");

    let logged = atrium(dir.path(), &["mail", "test", "--to", "ops@agency.test"]);
    assert!(logged.status.success(), "{}", text(&logged));
    assert!(
        text(&logged).contains("logged: recorded in the outbox"),
        "{}",
        text(&logged)
    );
    let closed = crate::common::binary::free_port().to_string();
    let refused = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir.path())
        .args(["mail", "test", "--to", "ops@agency.test"])
        .env("ATRIUM_MAIL__TRANSPORT", "smtp")
        .env("ATRIUM_MAIL__SMTP_HOST", "127.0.0.1")
        .env("ATRIUM_MAIL__SMTP_PORT", &closed)
        .env("ATRIUM_MAIL__SMTP_TLS", "none")
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("not sent: Connection error"),
        "{}",
        text(&refused)
    );
}

#[rocket::async_test]
async fn an_admin_takes_a_backup_and_downloads_it_only_with_the_password_again() {
    let app = crate::common::TestApp::spawn().await;
    let admin = app.admin().await;
    let listed = app.get("/api/admin/backups", Some(&admin)).await;
    assert_eq!(listed.body["backups"].as_array().unwrap().len(), 0);
    assert_eq!(listed.body["every_hours"], 24);
    let made = app
        .post("/api/admin/backups", Some(&admin), json!({}))
        .await;
    assert_eq!(made.status, rocket::http::Status::Created, "{}", made.body);
    let file = made.body["file"].as_str().unwrap().to_string();
    assert!(
        file.starts_with("manual-backup-") && file.ends_with(".zip"),
        "{file}"
    );
    let path = format!("/api/admin/backups/{file}/download");
    let wrong = app
        .post(&path, Some(&admin), json!({"password": "not it"}))
        .await;
    assert_eq!(wrong.status, rocket::http::Status::UnprocessableEntity);
    assert!(!wrong.body["fields"]["password"].is_null());
    let missing = app.post(&path, Some(&admin), json!({})).await;
    assert_eq!(missing.status, rocket::http::Status::UnprocessableEntity);
    let traversal = app
        .post(
            "/api/admin/backups/..%2Fatrium.db/download",
            Some(&admin),
            json!({"password": crate::common::PASSWORD}),
        )
        .await;
    assert_eq!(traversal.status, rocket::http::Status::NotFound);
    let mut req = app.client.post(path.clone());
    req = req.header(rocket::http::Header::new(
        "Authorization",
        format!("Token {admin}"),
    ));
    req = req.header(rocket::http::ContentType::JSON);
    let r = req
        .body(json!({"password": crate::common::PASSWORD}).to_string())
        .dispatch()
        .await;
    assert_eq!(r.status(), rocket::http::Status::Ok);
    let disposition = r
        .headers()
        .get_one("Content-Disposition")
        .unwrap()
        .to_string();
    assert!(disposition.contains(&file), "{disposition}");
    let bytes = r.into_bytes().await.unwrap();
    assert!(bytes.starts_with(b"PK"), "a zip");
    let saved = app.dir.path().join("downloaded.zip");
    std::fs::write(&saved, bytes).unwrap();
    let verified = atrium(
        app.dir.path(),
        &["backup", "verify", saved.to_str().unwrap()],
    );
    assert!(verified.status.success(), "{}", text(&verified));
    let jobs = app.get("/api/admin/jobs", Some(&admin)).await;
    assert_eq!(jobs.body.as_array().unwrap().len(), 10);
}

#[test]
fn every_job_runs_by_hand_and_is_recorded_like_a_scheduled_run() {
    let dir = tempfile::tempdir().unwrap();
    for job in [
        "housekeeping",
        "backup",
        "social-sync",
        "weekly-report",
        "monthly-reports",
        "billing",
        "mail-digests",
        "approval-reminders",
        "publish",
        "offsite",
    ] {
        let out = atrium(dir.path(), &["jobs", "run", job]);
        assert!(out.status.success(), "{job}: {}", text(&out));
    }
    let listed = atrium(dir.path(), &["jobs", "list", "--json"]);
    let jobs: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    for j in jobs.as_array().unwrap() {
        assert_eq!(j["last_ok"], true, "{j}");
        assert_eq!(j["runs"], 1, "{j}");
        // Admins read these under Settings: a title and a schedule in words, no config keys.
        assert!(!j["title"].as_str().unwrap().is_empty(), "{j}");
        let schedule = j["schedule"].as_str().unwrap();
        assert!(!schedule.contains('[') && !schedule.contains('_'), "{j}");
    }
    // What the backup did names the archive and its size, never where the server keeps it.
    let backup = jobs
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["name"] == "backup")
        .unwrap();
    assert_eq!(backup["title"], "Backups");
    let result = backup["last_result"].as_str().unwrap();
    assert!(result.starts_with("Saved atrium-backup-"), "{result}");
    assert!(
        result.ends_with(" KB)") || result.ends_with(" MB)"),
        "{result}"
    );
    assert!(!result.contains('/'), "a server path: {result}");
    let backups = atrium(dir.path(), &["backup", "list"]);
    assert!(
        text(&backups).contains("atrium-backup-"),
        "{}",
        text(&backups)
    );
}
