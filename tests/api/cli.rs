//! The real binary, driven as an operator would.

use crate::common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::TestApp;
use rocket::http::Status;
use serde_json::json;

fn atrium(dir: &std::path::Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .env_remove("ATRIUM_ADMIN_PASSWORD")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[rocket::async_test]
async fn admin_create_then_login_logout_and_password_change() {
    let dir = tempfile::tempdir().unwrap();
    let out = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "Root@Agency.test",
            "--name",
            "Rita Root",
            "--password-stdin",
        ],
        Some("first-pass-1\n"),
    );
    assert!(out.status.success(), "{}", text(&out));
    let again = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "root@agency.test",
            "--name",
            "R",
            "--password-stdin",
            "--if-not-exists",
        ],
        Some("x\n"),
    );
    assert!(again.status.success(), "{}", text(&again));
    let dup = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "root@agency.test",
            "--name",
            "R",
            "--password-stdin",
        ],
        Some("whatever-1\n"),
    );
    assert!(!dup.status.success());
    let list = atrium(dir.path(), &["admin", "list"], None);
    assert!(text(&list).contains("root@agency.test"));

    let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
    let token = app.login("root@agency.test", "first-pass-1").await;
    let me = app.get("/api/auth/me/", Some(&token)).await;
    assert_eq!(me.body["role"], "admin");
    assert_eq!(me.body["name"], "Rita Root");
    app.post("/api/auth/logout/", Some(&token), json!({})).await;
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );

    let token = app.login("root@agency.test", "first-pass-1").await;
    let out = atrium(
        dir.path(),
        &[
            "admin",
            "set-password",
            "--email",
            "root@agency.test",
            "--password-stdin",
        ],
        Some("second-pass-2\n"),
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );
    app.login("root@agency.test", "second-pass-2").await;
}

#[rocket::async_test]
async fn admin_reset_2fa_lets_an_admin_who_lost_every_factor_sign_in_with_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let made = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "lost@agency.test",
            "--name",
            "Lou Lost",
            "--password-stdin",
        ],
        Some("lost-pass-1\n"),
    );
    assert!(made.status.success(), "{}", text(&made));
    let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
    let token = app.login("lost@agency.test", "lost-pass-1").await;
    app.post("/api/security/totp/setup/", Some(&token), json!({}))
        .await;
    app.sql("UPDATE user_totp SET confirmed_at = '2026-01-01T00:00:00Z'")
        .await;
    let pending = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "lost@agency.test", "password": "lost-pass-1"}),
        )
        .await;
    assert!(
        pending.body["second_factor"].is_object(),
        "{}",
        pending.body
    );

    let out = atrium(
        dir.path(),
        &["admin", "reset-2fa", "--email", "lost@agency.test"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("Removed the second factors"),
        "{}",
        text(&out)
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.status,
        Status::Unauthorized
    );
    app.login("lost@agency.test", "lost-pass-1").await;
    let unknown = atrium(
        dir.path(),
        &["admin", "reset-2fa", "--email", "nobody@agency.test"],
        None,
    );
    assert!(!unknown.status.success());
}

#[rocket::async_test]
async fn audit_verify_passes_on_the_log_as_written_and_names_an_entry_edited_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let made = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "ada@agency.test",
            "--name",
            "Ada",
            "--password-stdin",
        ],
        Some("audit-pass-1\n"),
    );
    assert!(made.status.success(), "{}", text(&made));
    {
        let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
        let token = app.login("ada@agency.test", "audit-pass-1").await;
        for n in 0..3 {
            let body = json!({"name": format!("Client {n}"), "email": format!("c{n}@x.test"),
                              "company": "C"});
            assert_eq!(
                app.post("/api/clients", Some(&token), body).await.status,
                Status::Created
            );
        }
    }
    let ok = atrium(dir.path(), &["audit", "verify"], None);
    assert!(ok.status.success(), "{}", text(&ok));
    assert!(text(&ok).contains("intact: 4 entries"), "{}", text(&ok));

    // Someone with the file edits an entry, getting past the append-only trigger first.
    let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
    conn.execute_batch(
        "DROP TRIGGER audit_log_no_update;
         UPDATE audit_log SET object_label = 'Someone else' WHERE id = 3;",
    )
    .unwrap();
    let edited = atrium(dir.path(), &["audit", "verify"], None);
    assert!(!edited.status.success());
    assert!(
        text(&edited).contains("tampered with at entry 3"),
        "{}",
        text(&edited)
    );

    // Put back as it was, then remove one: the chain breaks at the entry after it.
    conn.execute_batch(
        "UPDATE audit_log SET object_label = 'Client 1' WHERE id = 3;
         DROP TRIGGER audit_log_no_delete;
         DELETE FROM audit_log WHERE id = 2;",
    )
    .unwrap();
    let removed = atrium(dir.path(), &["audit", "verify"], None);
    assert!(!removed.status.success());
    assert!(text(&removed).contains("at entry 3"), "{}", text(&removed));
    assert!(
        text(&removed).contains("removed or reordered"),
        "{}",
        text(&removed)
    );
}

#[test]
fn admin_create_refuses_short_passwords_and_bad_emails() {
    let dir = tempfile::tempdir().unwrap();
    let short = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "a@b.test",
            "--name",
            "A",
            "--password-stdin",
        ],
        Some("short\n"),
    );
    assert!(!short.status.success());
    assert!(text(&short).contains("at least 8"));
    let bad = atrium(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "nope",
            "--name",
            "A",
            "--password-stdin",
        ],
        Some("long-enough\n"),
    );
    assert!(!bad.status.success());
    let no_pw = atrium(
        dir.path(),
        &["admin", "create", "--email", "a@b.test", "--name", "A"],
        None,
    );
    assert!(!no_pw.status.success());
    assert!(text(&no_pw).contains("--password-stdin"));
}

#[test]
fn bank_set_uses_the_api_rules() {
    let dir = tempfile::tempdir().unwrap();
    let bad = atrium(
        dir.path(),
        &[
            "bank",
            "set",
            "--holder",
            "Agency",
            "--iban",
            "XX00",
            "--swift",
            "TOOLONGSWIFTCODE",
        ],
        None,
    );
    assert!(!bad.status.success());
    assert!(
        text(&bad).contains("iban") && text(&bad).contains("swift_code"),
        "{}",
        text(&bad)
    );
    let ok = atrium(
        dir.path(),
        &[
            "bank",
            "set",
            "--holder",
            "Agency",
            "--iban",
            "al47 2121 1009 0000 0002 3569 8741",
            "--bank-name",
            "First",
            "--info",
            "Ref: invoice",
        ],
        None,
    );
    assert!(ok.status.success(), "{}", text(&ok));
    let show = text(&atrium(dir.path(), &["bank", "show"], None));
    assert!(
        show.contains("AL47212110090000000235698741") && show.contains("First"),
        "{show}"
    );
}

#[test]
fn setup_by_flags_writes_config_and_is_safe_to_run_twice() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "setup",
        "--non-interactive",
        "--public-url",
        "https://portal.agency.test",
        "--port",
        "8123",
        "--admin-email",
        "first@agency.test",
        "--admin-name",
        "First Admin",
        "--admin-password-stdin",
    ];
    let out = atrium(dir.path(), &args, Some("setup-pass-1\n"));
    assert!(out.status.success(), "{}", text(&out));
    let config = std::fs::read_to_string(dir.path().join("config.toml")).unwrap();
    assert!(
        config.contains("https://portal.agency.test") && config.contains("8123"),
        "{config}"
    );
    let again = atrium(dir.path(), &args, None);
    assert!(again.status.success(), "{}", text(&again));
    assert!(text(&again).contains("already exists"));
    assert!(text(&atrium(dir.path(), &["admin", "list"], None)).contains("first@agency.test"));
}

#[test]
fn mail_outbox_shows_logged_mail_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let rt = rocket::tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
        let body = json!({"email": "o@x.test", "name": "O", "purpose": "registration"});
        assert_eq!(
            app.post("/api/auth/send-verification-code/", None, body)
                .await
                .status,
            Status::Ok
        );
    });
    let out = atrium(
        dir.path(),
        &[
            "mail", "outbox", "--to", "o@x.test", "--last", "1", "--json",
        ],
        None,
    );
    let mails: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(mails[0]["to"], "o@x.test");
    assert!(mails[0]["body"].as_str().unwrap().contains("code is: "));
}

#[test]
fn migrate_refuses_a_database_from_a_newer_release() {
    let dir = tempfile::tempdir().unwrap();
    assert!(atrium(dir.path(), &["migrate"], None).status.success());
    let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
    conn.pragma_update(None, "user_version", 999).unwrap();
    drop(conn);
    let out = atrium(dir.path(), &["migrate"], None);
    assert!(!out.status.success());
    assert!(
        text(&out).contains("newer than this binary"),
        "{}",
        text(&out)
    );
}

#[test]
fn healthcheck_fails_when_nothing_listens() {
    let dir = tempfile::tempdir().unwrap();
    let out = atrium(dir.path(), &["healthcheck"], None);
    assert!(!out.status.success());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let out = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .args(["--data-dir"])
        .arg(dir.path())
        .args(["healthcheck"])
        .env("ATRIUM_PORT", port.to_string())
        .output()
        .unwrap();
    assert!(!out.status.success());
}

#[test]
fn serve_and_healthcheck_against_the_real_binary() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir.path())
        .args(["serve", "--demo", "--port", &port.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut healthy = false;
    for _ in 0..100 {
        let out = Command::new(env!("CARGO_BIN_EXE_atrium"))
            .arg("--data-dir")
            .arg(dir.path())
            .arg("healthcheck")
            .env("ATRIUM_PORT", port.to_string())
            .output()
            .unwrap();
        if out.status.success() {
            healthy = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    server.kill().unwrap();
    let out = server.wait_with_output().unwrap();
    assert!(healthy, "server never became healthy");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("admin@atrium.test / atrium-admin"),
        "{printed}"
    );
}

#[test]
fn json_output_stays_clean_when_the_environment_has_unknown_atrium_variables() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir.path())
        .args(["mail", "outbox", "--json"])
        .env("ATRIUM_SOMETHING_ELSE", "x")
        .output()
        .unwrap();
    assert!(out.status.success());
    let parsed: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("stdout is only JSON");
    assert_eq!(parsed, serde_json::json!([]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ATRIUM_SOMETHING_ELSE") && !stderr.contains('\u{1b}'),
        "{stderr}"
    );
}

#[test]
fn jobs_run_billing_raises_a_period_once_on_the_day_given() {
    let dir = tempfile::tempdir().unwrap();
    let rt = rocket::tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
        let user = app
            .create_user(atrium::db::users::Role::Client, "payer@x.test", "Pay Er")
            .await;
        let client = app
            .scalar(&format!("SELECT id FROM clients WHERE user_id = {user}"))
            .await;
        app.state()
            .db
            .write(move |c| {
                atrium::db::billing::insert_subscription(
                    c,
                    &atrium::db::billing::NewSubscription {
                        client_id: client,
                        plan_id: "pro",
                        price_cents: 25_000,
                        anchor_day: 1,
                        next_billing_date: "2030-01-01",
                    },
                )
            })
            .await
            .unwrap();
    });
    let run = |day: &str| {
        atrium(
            dir.path(),
            &["jobs", "run", "billing", "--today", day, "--json"],
            None,
        )
    };
    let before = run("2029-12-31");
    assert!(before.status.success(), "{}", text(&before));
    let outcome: serde_json::Value = serde_json::from_slice(&before.stdout).expect("json");
    assert_eq!(outcome["invoices_raised"], 0);
    let on = run("2030-01-01");
    let outcome: serde_json::Value = serde_json::from_slice(&on.stdout).expect("json");
    assert_eq!(outcome["invoices_raised"], 1, "{}", text(&on));
    let again: serde_json::Value = serde_json::from_slice(&run("2030-01-01").stdout).unwrap();
    assert_eq!(again["invoices_raised"], 0);
    let outbox = atrium(
        dir.path(),
        &["mail", "outbox", "--to", "payer@x.test", "--json"],
        None,
    );
    let mails: serde_json::Value = serde_json::from_slice(&outbox.stdout).unwrap();
    assert_eq!(mails.as_array().unwrap().len(), 1);
    assert!(mails[0]["body"].as_str().unwrap().contains("$250.00"));
    let bad = run("next tuesday");
    assert!(!bad.status.success());
    assert!(text(&bad).contains("YYYY-MM-DD"));
}

#[test]
fn setup_sets_the_currency_and_export_writes_the_periods_documents_for_the_accountant() {
    let dir = tempfile::tempdir().unwrap();
    let out = atrium(
        dir.path(),
        &["setup", "--non-interactive", "--currency", "eur"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("Currency: EUR."));
    let bad = atrium(
        dir.path(),
        &["setup", "--non-interactive", "--currency", "XYZ"],
        None,
    );
    assert!(!bad.status.success() && text(&bad).contains("not an ISO 4217"));
    // One invoice of €120.00 (net 100, VAT 20) and a credit note of €12.00 on it.
    let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
    conn.execute_batch(
        "INSERT INTO clients (id, name, email, created_at, updated_at)
             VALUES (1, 'Rhea', 'r@x.test', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
         INSERT INTO invoices (id, number, client_id, amount_cents, net_cents, tax_cents, due_date,
                               created_at)
             VALUES (1, 'INV-2026-0001', 1, 12000, 10000, 2000, '2026-03-15', '2026-03-01T10:00:00Z');
         INSERT INTO invoice_lines (invoice_id, position, description, net_cents, tax_name,
                                    basis_points, tax_cents)
             VALUES (1, 1, 'March', 10000, 'VAT 20%', 2000, 2000);
         INSERT INTO credit_notes (number, invoice_id, client_id, amount_cents, net_cents,
                                   tax_cents, created_at)
             VALUES ('CN-2026-0001', 1, 1, 1200, 1000, 200, '2026-03-20T10:00:00Z');",
    )
    .unwrap();
    drop(conn);
    let csv = dir.path().join("q1.csv");
    let args = [
        "export",
        "invoices",
        "--from",
        "2026-01-01",
        "--to",
        "2026-03-31",
        "--out",
    ];
    let out = atrium(
        dir.path(),
        &[&args[..], &[csv.to_str().unwrap()]].concat(),
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("1 invoices and 1 credit notes"),
        "{}",
        text(&out)
    );
    let csv = std::fs::read_to_string(&csv).unwrap();
    assert!(
        csv.contains(
            "invoice,INV-2026-0001,2026-03-01,2026-03-15,,Rhea,,EUR,100.00,20.00,20.00,120.00,"
        ),
        "{csv}"
    );
    assert!(csv.contains("credit_note,CN-2026-0001,2026-03-20,,INV-2026-0001,Rhea,,EUR,-10.00,-2.00,-2.00,-12.00,"), "{csv}");
    let zip = dir.path().join("q1.zip");
    let out = atrium(
        dir.path(),
        &[&args[..], &[zip.to_str().unwrap()]].concat(),
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    let archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
    assert_eq!(archive.len(), 3, "the CSV, the invoice and the credit note");
    let backwards = atrium(
        dir.path(),
        &[
            "export",
            "invoices",
            "--from",
            "2026-04-01",
            "--to",
            "2026-03-01",
        ],
        None,
    );
    assert!(!backwards.status.success() && text(&backwards).contains("before it starts"));
}
