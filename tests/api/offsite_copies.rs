//! Copies off the machine, against a real S3-compatible store (SeaweedFS, started on loopback):
//! sealed before they leave, listed, pruned by their retention, restored onto a fresh data
//! directory identical to the source; refused without the key; failures told to the owners.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Output;
use std::time::Duration;

use sha2::{Digest, Sha256};

use crate::common::binary::{file_hashes, json_of, send, start_with};
use crate::common::store::Store;

use crate::common::binary::{output_text as text, run_cli as atrium};

fn ok(o: Output) -> String {
    assert!(o.status.success(), "{}", text(&o));
    text(&o)
}

/// Every table's rows, in rowid order, as one digest per table.
fn rows(db: &Path) -> BTreeMap<String, (usize, String)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut out = BTreeMap::new();
    for table in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let width = stmt.column_count();
        let mut hash = Sha256::new();
        let mut count = 0;
        let mut found = stmt.query([]).unwrap();
        while let Some(row) = found.next().unwrap() {
            count += 1;
            for i in 0..width {
                let value: rusqlite::types::Value = row.get(i).unwrap();
                hash.update(format!("{value:?}\u{1f}"));
            }
            hash.update("\u{1e}");
        }
        out.insert(table, (count, hex::encode(hash.finalize())));
    }
    out
}

fn copies(store: &Store, prefix: &str) -> Vec<String> {
    let remote = atrium::offsite::Remote::new(&store.config("atrium", prefix).target()).unwrap();
    remote.list().unwrap().into_iter().map(|o| o.name).collect()
}

fn poll<T>(mut f: impl FnMut() -> Option<T>, what: &str) -> T {
    for _ in 0..300 {
        if let Some(v) = f() {
            return v;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    panic!("timed out waiting for {what}");
}

#[test]
fn an_offsite_copy_is_sealed_listed_pruned_and_restored_identical_onto_a_fresh_data_dir() {
    let store = Store::start();
    let env = store.env("atrium", "agency-one");
    let live = tempfile::tempdir().unwrap();
    let printed = ok(atrium(live.path(), &env, &["offsite", "init"]));
    let key = std::fs::read_to_string(live.path().join("offsite.key")).unwrap();
    assert!(
        printed.contains(key.trim()),
        "init prints the key once: {printed}"
    );
    assert!(printed.contains("cannot be read"), "{printed}");

    // The server's own schedule sends the backup it takes at start.
    let env_refs: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let (server, _) = start_with(live.path(), true, &env_refs);
    let first = poll(
        || copies(&store, "agency-one").into_iter().next(),
        "the scheduled off-site copy",
    );
    drop(server);
    assert!(
        first.starts_with("atrium-backup-") && first.ends_with(".zip.sealed"),
        "{first}"
    );

    // Older copies, a foreign object, and copies of another instance under another prefix.
    let remote =
        atrium::offsite::Remote::new(&store.config("atrium", "agency-one").target()).unwrap();
    let scratch = tempfile::tempdir().unwrap();
    let sealed = scratch.path().join("sealed");
    remote.get(&first, &sealed).unwrap();
    let bytes = std::fs::read(&sealed).unwrap();
    assert!(bytes.starts_with(b"ATRIUM-OFFSITE"));
    for plain in [&b"SQLite format 3"[..], b"PK\x03\x04", b"CREATE TABLE"] {
        assert!(
            !bytes.windows(plain.len()).any(|w| w == plain),
            "the copy in the bucket shows {:?}",
            String::from_utf8_lossy(plain)
        );
    }
    for day in 1..=5 {
        remote
            .put(
                &format!("atrium-backup-2026010{day}T030000Z.zip.sealed"),
                &sealed,
            )
            .unwrap();
    }
    remote.put("notes.txt", &sealed).unwrap();
    let other =
        atrium::offsite::Remote::new(&store.config("atrium", "agency-two").target()).unwrap();
    other
        .put("atrium-backup-20260101T030000Z.zip.sealed", &sealed)
        .unwrap();

    // A copy now (the server is stopped, so the data stands still), kept by a 2-day retention.
    let mut pruning = env.clone();
    for (k, v) in [("DAILY", "2"), ("WEEKLY", "0"), ("MONTHLY", "0")] {
        pruning.push((format!("ATRIUM_OFFSITE__KEEP_{k}"), v.into()));
    }
    // Archive names are to the second: the copy now must not share the first one's.
    std::thread::sleep(Duration::from_millis(1100));
    let pushed = ok(atrium(live.path(), &pruning, &["offsite", "push"]));
    assert!(pushed.contains("uploaded and confirmed"), "{pushed}");
    let newest = copies(&store, "agency-one")
        .into_iter()
        .find(|n| n.ends_with(".sealed"))
        .unwrap();
    assert_ne!(newest, first);
    assert_eq!(
        copies(&store, "agency-one"),
        vec![
            "notes.txt".to_string(),
            newest.clone(),
            "atrium-backup-20260105T030000Z.zip.sealed".to_string(),
        ],
        "the day's newest and the newest earlier day stay; the same day's older copy and older \
         days go; what Atrium did not write stays"
    );
    assert_eq!(
        copies(&store, "agency-two").len(),
        1,
        "another prefix is not touched"
    );

    let listed = ok(atrium(
        live.path(),
        &env,
        &["backup", "list", "--remote", "--json"],
    ));
    let listed: Vec<String> = json_of(&listed)
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        listed,
        vec![
            newest.clone(),
            "atrium-backup-20260105T030000Z.zip.sealed".into()
        ]
    );

    // Without the key, and with another key, a restore says so and changes nothing.
    let keyless = tempfile::tempdir().unwrap();
    let refused = atrium(keyless.path(), &env, &["restore", "--remote", &newest]);
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("no off-site key"),
        "{}",
        text(&refused)
    );
    ok(atrium(keyless.path(), &env, &["offsite", "init"]));
    let refused = atrium(keyless.path(), &env, &["restore", "--remote", &newest]);
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("sealed with key"),
        "{}",
        text(&refused)
    );
    assert!(!keyless.path().join("atrium.db").exists());

    // With the key printed by init, the copy restores identical to the source.
    let fresh = tempfile::tempdir().unwrap();
    ok(atrium(
        fresh.path(),
        &env,
        &["offsite", "init", "--key", key.trim()],
    ));
    let restored = ok(atrium(
        fresh.path(),
        &env,
        &["restore", "--remote", &newest],
    ));
    assert!(restored.contains("restored"), "{restored}");
    let (mut source, mut copy) = (
        rows(&live.path().join("atrium.db")),
        rows(&fresh.path().join("atrium.db")),
    );
    // A copy cannot hold the record of its own upload, made after its snapshot.
    assert_eq!(
        source.remove("offsite_copies").unwrap().0,
        copy.remove("offsite_copies").unwrap().0 + 1
    );
    assert!(
        source["users"].0 >= 3 && source["content_posts"].0 > 0,
        "{source:?}"
    );
    assert_eq!(source, copy, "every table's rows");
    assert_eq!(
        file_hashes(live.path(), "uploads"),
        file_hashes(fresh.path(), "uploads")
    );
    assert!(
        !file_hashes(fresh.path(), "uploads").is_empty(),
        "the demo's images came along"
    );
    for file in ["media.key", "social.key"] {
        assert_eq!(
            std::fs::read(live.path().join(file)).unwrap(),
            std::fs::read(fresh.path().join(file)).unwrap(),
            "{file}"
        );
    }
}

#[test]
fn two_failed_offsite_copies_in_a_row_mail_the_owners_once_and_health_says_overdue() {
    let store = Store::start();
    let dir = tempfile::tempdir().unwrap();
    crate::common::binary::seed_agency(dir.path());
    let good = store.env("atrium", "");
    ok(atrium(dir.path(), &good, &["offsite", "init"]));
    ok(atrium(dir.path(), &good, &["jobs", "run", "backup"]));
    let mut bad = good.clone();
    bad.retain(|(k, _)| k != "ATRIUM_OFFSITE__SECRET_KEY");
    bad.push(("ATRIUM_OFFSITE__SECRET_KEY".into(), "not-the-secret".into()));

    let outbox = |dir: &Path| {
        let out = ok(atrium(
            dir,
            &good,
            &["mail", "outbox", "--to", "boss@agency.test", "--json"],
        ));
        json_of(&out)
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["subject"] == "Off-site backups are failing")
            .count()
    };
    let first = atrium(dir.path(), &bad, &["jobs", "run", "offsite"]);
    assert!(!first.status.success());
    assert!(
        text(&first).contains("SignatureDoesNotMatch") || text(&first).contains("Access"),
        "{}",
        text(&first)
    );
    assert_eq!(outbox(dir.path()), 0, "one failure is not worth a mail");
    assert!(
        !atrium(dir.path(), &bad, &["jobs", "run", "offsite"])
            .status
            .success()
    );
    assert_eq!(outbox(dir.path()), 1, "the second failure in a row is");
    assert!(
        !atrium(dir.path(), &bad, &["jobs", "run", "offsite"])
            .status
            .success()
    );
    assert_eq!(outbox(dir.path()), 1, "the third is not mailed again");
    let status = ok(atrium(dir.path(), &good, &["offsite", "status"]));
    assert!(
        status.contains("3 in a row") && status.contains("no copy sent yet"),
        "{status}"
    );

    // The health check tells a monitor.
    let bad_refs: Vec<(&str, &str)> = bad.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let (server, port) = start_with(dir.path(), false, &bad_refs);
    let (code, body) = send(port, "GET", "/api/health/", None, None);
    assert_eq!(code, 200, "{body}");
    assert_eq!(json_of(&body)["offsite"], "overdue", "{body}");
    drop(server);

    let sent = ok(atrium(dir.path(), &good, &["jobs", "run", "offsite"]));
    assert!(sent.contains("uploaded and confirmed"), "{sent}");
    let status = ok(atrium(dir.path(), &good, &["offsite", "status"]));
    assert!(
        status.contains("last copy: atrium-backup-") && !status.contains("failed"),
        "{status}"
    );
    let again = ok(atrium(dir.path(), &good, &["jobs", "run", "offsite"]));
    assert!(again.contains("off the machine already"), "{again}");
    // With no bucket, the job has nothing to do and says so; it is not a failure.
    let off = ok(atrium(dir.path(), &[], &["jobs", "run", "offsite"]));
    assert!(off.contains("no off-site bucket"), "{off}");
}

#[rocket::async_test]
async fn settings_shows_the_offsite_target_and_last_copy_without_its_keys_to_owners_only() {
    use crate::common::TestApp;
    let plain = TestApp::spawn().await;
    let admin = plain.admin().await;
    let none = plain.get("/api/admin/backups", Some(&admin)).await;
    assert_eq!(none.status, rocket::http::Status::Ok);
    assert!(none.body["offsite"].is_null(), "{}", none.body);
    let health = plain.get("/api/health/", None).await;
    assert_eq!(health.body["offsite"], "off");

    let app = TestApp::with_config(|c| {
        c.offsite.endpoint = "https://s3.eu-central-1.example.test".into();
        c.offsite.bucket = "agency-backups".into();
        c.offsite.prefix = "/atrium/".into();
        c.offsite.access_key = "AKIDSHOULDNOTSHOW".into();
        c.offsite.secret_key = "secret-should-not-show".into();
    })
    .await;
    let admin = app.admin().await;
    let card = app.get("/api/admin/backups", Some(&admin)).await;
    let offsite = &card.body["offsite"];
    assert_eq!(offsite["bucket"], "agency-backups");
    assert_eq!(offsite["prefix"], "atrium");
    assert_eq!(offsite["host"], "s3.eu-central-1.example.test");
    assert_eq!(offsite["state"], "waiting");
    assert_eq!(offsite["keep_monthly"], 12);
    assert!(offsite["last"]["last_copy_at"].is_null());
    let text = card.body.to_string();
    assert!(
        !text.contains("SHOULDNOTSHOW") && !text.contains("should-not-show"),
        "{text}"
    );

    app.sql(
        "INSERT INTO offsite_copies (attempted_at, name, bytes, error) VALUES
           ('2020-01-01T03:00:00Z', 'atrium-backup-20200101T030000Z.zip.sealed', 4096, NULL),
           ('2020-01-02T03:00:00Z', NULL, NULL, 'uploading: AccessDenied: Access Denied')",
    )
    .await;
    let card = app.get("/api/admin/backups", Some(&admin)).await;
    let offsite = &card.body["offsite"];
    assert_eq!(offsite["state"], "overdue", "{offsite}");
    assert_eq!(
        offsite["last"]["last_copy_name"],
        "atrium-backup-20200101T030000Z.zip.sealed"
    );
    assert_eq!(offsite["last"]["last_copy_bytes"], 4096);
    assert_eq!(offsite["last"]["failures_in_row"], 1);
    assert_eq!(
        offsite["last"]["last_error"],
        "uploading: AccessDenied: Access Denied"
    );
    assert_eq!(
        app.get("/api/health/", None).await.body["offsite"],
        "overdue"
    );

    let (client, _) = app.signed_in_client("cleo@client.test", "Cleo").await;
    let refused = app.get("/api/admin/backups", Some(&client)).await;
    assert_eq!(refused.status, rocket::http::Status::Forbidden);
}
