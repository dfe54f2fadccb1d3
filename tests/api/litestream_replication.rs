//! Continuous replication with the real Litestream to a real S3-compatible store (SeaweedFS):
//! three writers write, the server and Litestream are killed at once (the machine is lost), and
//! a point-in-time restore onto a new data directory holds every write acknowledged more than the
//! replication interval before the kill.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::binary::{Server, Writers, login, missing_tasks, run_cli as atrium, start_with};
use crate::common::store::{Store, tool};

fn stdout(o: &std::process::Output) -> String {
    assert!(
        o.status.success(),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn litestream_restores_every_write_acknowledged_a_replication_interval_before_a_sigkill() {
    let store = Store::start();
    let env = store.env("atrium", "agency-one");
    let live = tempfile::tempdir().unwrap();
    let env_refs: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let (server, port) = start_with(live.path(), true, &env_refs);

    // Litestream as install.sh runs it: the configuration and keys Atrium gives it.
    let yml = live.path().join("litestream.yml");
    std::fs::write(
        &yml,
        stdout(&atrium(live.path(), &env, &["litestream", "config"])),
    )
    .unwrap();
    let keys: Vec<(String, String)> = stdout(&atrium(live.path(), &env, &["litestream", "env"]))
        .lines()
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    assert_eq!(keys.len(), 2);
    let log = std::fs::File::create(live.path().join("litestream.log")).unwrap();
    let replicator = Server(
        Command::new(tool("ATRIUM_LITESTREAM", "litestream"))
            .args(["replicate", "-config"])
            .arg(&yml)
            .envs(keys)
            // As under systemd, which passes none of the shell's variables (this one stops
            // Litestream 0.5's S3 client from starting).
            .env_remove("AWS_CA_BUNDLE")
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("litestream starts"),
    );

    let admin = login(port, "admin@atrium.test", "atrium-admin");
    let writers = Writers::start(port, &admin, 3, "Replica probe");
    std::thread::sleep(Duration::from_secs(8));
    // The machine is lost: both processes die at the same instant, mid-write.
    let killed_at = Instant::now();
    drop((server, replicator));
    let acked = writers.stop();
    let interval = Duration::from_secs(u64::from(atrium::offsite::litestream::SYNC_INTERVAL_SECS));
    let before: Vec<String> = acked
        .iter()
        .filter(|(_, at)| *at + interval < killed_at)
        .map(|(t, _)| t.clone())
        .collect();
    assert!(
        before.len() > 30,
        "the writers were writing: {}",
        before.len()
    );

    let fresh = tempfile::tempdir().unwrap();
    let mut restore_env = env.clone();
    restore_env.push((
        "ATRIUM_LITESTREAM_BIN".into(),
        tool("ATRIUM_LITESTREAM", "litestream")
            .to_string_lossy()
            .into_owned(),
    ));
    let restored = stdout(&atrium(
        fresh.path(),
        &restore_env,
        &["restore", "--litestream"],
    ));
    assert!(restored.contains("integrity check ok"), "{restored}");
    let lost = missing_tasks(fresh.path(), &before);
    let all: Vec<String> = acked.iter().map(|(t, _)| t.clone()).collect();
    let held = all.len() - missing_tasks(fresh.path(), &all).len();
    println!(
        "litestream: {} writes acknowledged, {} of them more than {interval:?} before the kill; \
         the restore holds {held} (all of the earlier ones: {})",
        acked.len(),
        before.len(),
        lost.is_empty()
    );
    assert!(
        lost.is_empty(),
        "acknowledged over {interval:?} before the kill but lost: {lost:?}"
    );
    let conn = rusqlite::Connection::open(fresh.path().join("atrium.db")).unwrap();
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");

    // The restored data directory serves.
    let (_copy, copy_port) = start_with(fresh.path(), false, &[]);
    login(copy_port, "admin@atrium.test", "atrium-admin");
}
