//! SIGTERM in the middle of work: a backup cut off leaves no archive anyone would take for one,
//! and a billing run cut off leaves nothing half-written (the next run raises each invoice once).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::TestApp;
use atrium::db::clients::{ClientPackage, ClientStatus, PaymentStatus};

fn atrium(dir: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs")
}

/// SIGTERM, then how long the process took to go.
fn terminate(child: &mut Child) -> Duration {
    let sent = Instant::now();
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    while child.try_wait().unwrap().is_none() {
        assert!(
            sent.elapsed() < Duration::from_secs(10),
            "still running 10 s after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    sent.elapsed()
}

fn output(dir: &Path, args: &[&str]) -> String {
    let out = atrium(dir, args).wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn sigterm_during_a_backup_leaves_no_archive_listed_and_the_next_backup_works() {
    let dir = tempfile::tempdir().unwrap();
    output(dir.path(), &["migrate"]);
    // Enough bytes that the archive is still being written when the signal comes.
    std::fs::create_dir_all(dir.path().join("uploads")).unwrap();
    std::fs::write(
        dir.path().join("uploads/big.bin"),
        vec![7u8; 96 * 1024 * 1024],
    )
    .unwrap();
    let backups = dir.path().join("backups");
    let mut backup = atrium(dir.path(), &["backup", "create"]);
    let deadline = Instant::now() + Duration::from_secs(20);
    let partial = loop {
        let found = std::fs::read_dir(&backups)
            .into_iter()
            .flatten()
            .flatten()
            .find(|e| e.file_name().to_string_lossy().ends_with(".zip.partial"));
        if let Some(found) = found {
            break found.path();
        }
        assert!(
            Instant::now() < deadline,
            "the backup never started writing"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    let took = terminate(&mut backup);
    eprintln!("backup cut off: exit {took:?} after SIGTERM");
    assert!(!backup.wait().unwrap().success());
    // A leftover `.partial` may stay (the schedule clears it after an hour); it is no backup.
    let _ = partial;
    assert!(output(dir.path(), &["backup", "list"]).contains("no backups"));
    output(dir.path(), &["backup", "create"]);
    let listed = output(dir.path(), &["backup", "list"]);
    assert_eq!(listed.lines().count(), 1, "{listed}");
}

#[test]
fn sigterm_during_a_billing_run_leaves_nothing_half_written() {
    const SUBSCRIPTIONS: i64 = 4_000;
    let dir = tempfile::tempdir().unwrap();
    let rt = rocket::tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
        app.state()
            .db
            .write(|c| {
                for n in 0..SUBSCRIPTIONS {
                    let client = atrium::db::clients::insert(
                        c,
                        &atrium::db::clients::NewClient {
                            name: &format!("Payer {n}"),
                            email: &format!("payer{n}@x.test"),
                            company: "Acme",
                            package: Some(ClientPackage::Starter),
                            monthly_fee_cents: 25_000,
                            status: ClientStatus::Active,
                            payment_status: PaymentStatus::Paid,
                            platforms: &[],
                            next_payment: None,
                            account_manager: "",
                            user_id: None,
                        },
                    )?;
                    atrium::db::billing::insert_subscription(
                        c,
                        &atrium::db::billing::NewSubscription {
                            client_id: client,
                            plan_id: "pro",
                            price_cents: 25_000,
                            anchor_day: 1,
                            next_billing_date: "2030-01-01",
                        },
                    )?;
                }
                Ok(())
            })
            .await
            .unwrap();
    });
    let invoices = || {
        let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
        conn.query_row("SELECT COUNT(*) FROM invoices", [], |r| r.get::<_, i64>(0))
            .unwrap()
    };
    let mut run = atrium(
        dir.path(),
        &["jobs", "run", "billing", "--today", "2030-01-01"],
    );
    std::thread::sleep(Duration::from_millis(300));
    let took = terminate(&mut run);
    let raised = invoices();
    eprintln!("billing cut off after 150 ms: exit {took:?} after SIGTERM, {raised} invoices");
    assert!(
        raised == 0 || raised == SUBSCRIPTIONS,
        "all or nothing, never part: {raised}"
    );
    output(
        dir.path(),
        &["jobs", "run", "billing", "--today", "2030-01-01"],
    );
    assert_eq!(invoices(), SUBSCRIPTIONS, "each period raised once");
    output(
        dir.path(),
        &["jobs", "run", "billing", "--today", "2030-01-01"],
    );
    assert_eq!(invoices(), SUBSCRIPTIONS, "and never again");
}
