//! The audit log: every listed action writes exactly one entry with who, where, what and the
//! before and after of edits; entries outlive what they describe; the log is append-only and
//! its hash chain shows a hand edit; owners of a client read their own company's entries.

use crate::common;

use common::{PASSWORD, TestApp, WithClient};
use rocket::http::Status;
use serde_json::{Value, json};

async fn count(app: &TestApp, action: &str) -> i64 {
    app.scalar(&format!(
        "SELECT count(*) FROM audit_log WHERE action = '{action}'"
    ))
    .await
}

/// The newest entry of an action, as the API lists it.
async fn last(app: &TestApp, admin: &str, action: &str) -> Value {
    let r = app
        .get(
            &format!("/api/audit-log/?action={action}&page_size=1"),
            Some(admin),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    r.body["results"][0].clone()
}

/// Runs `act`, then checks it wrote exactly one entry of `action` and answers that entry.
macro_rules! one_entry {
    ($app:expr, $admin:expr, $action:literal, $act:expr) => {{
        let before = count($app, $action).await;
        let r = $act;
        assert!(
            r.status.class().is_success(),
            "{}: {} {}",
            $action,
            r.status,
            r.body
        );
        assert_eq!(
            count($app, $action).await,
            before + 1,
            "{} wrote one entry",
            $action
        );
        last($app, $admin, $action).await
    }};
}

#[rocket::async_test]
async fn each_security_and_money_action_writes_exactly_one_entry_with_who_what_and_the_change() {
    let w = WithClient::new().await;
    let (app, admin) = (&w.app, w.admin.as_str());
    let client = w.client;

    // Sign-ins, failures, password, factors, sessions, rules.
    let failed = app
        .from(
            "203.0.113.5",
            "POST",
            "/api/auth/login/",
            None,
            &[],
            json!({"email": "owner@bloom.test", "password": "wrong-one"}),
        )
        .await;
    assert_eq!(failed.status, Status::UnprocessableEntity);
    let e = last(app, admin, "sign_in_failed").await;
    assert_eq!(e["address"], "203.0.113.5");
    assert_eq!(e["actor_role"], "anonymous");
    assert_eq!(e["object_label"], "owner@bloom.test");
    assert_eq!(e["client_id"], client);
    let e = one_entry!(app, admin, "sign_in", {
        app.post(
            "/api/auth/login/",
            None,
            json!({"email": "owner@bloom.test", "password": PASSWORD}),
        )
        .await
    });
    assert_eq!(e["actor_role"], "client owner");
    assert!(
        e["actor_name"]
            .as_str()
            .unwrap()
            .contains("owner@bloom.test")
    );
    assert_eq!(e["after"]["method"], "password");
    let e = one_entry!(app, admin, "password_changed", {
        app.post(
            "/api/auth/change-password/",
            Some(&w.owner),
            json!({"current_password": PASSWORD, "new_password": "Lantern-harbour-quiet-42"}),
        )
        .await
    });
    assert_eq!(e["client_id"], client);
    let setup = app
        .post("/api/security/totp/setup/", Some(admin), json!({}))
        .await;
    let secret = setup.body["secret"].as_str().unwrap().to_string();
    let code = {
        let bytes = totp_rs::Secret::Encoded(secret).to_bytes().unwrap();
        totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 0, 30, bytes, None, "x".into())
            .unwrap()
            .generate_current()
            .unwrap()
    };
    let e = one_entry!(app, admin, "factor_added", {
        app.post(
            "/api/security/totp/confirm/",
            Some(admin),
            json!({"code": code}),
        )
        .await
    });
    assert_eq!(e["after"]["factor"], "authenticator app");
    let pending = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "boss@agency.test", "password": PASSWORD}),
        )
        .await;
    one_entry!(app, admin, "second_factor_failed", {
        let r = app
            .post(
                "/api/auth/second-factor/",
                None,
                json!({"ticket": pending.body["second_factor"]["ticket"], "code": "000000"}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity);
        common::Res {
            status: Status::Ok,
            ..r
        }
    });
    one_entry!(app, admin, "recovery_codes_renewed", {
        app.post(
            "/api/security/recovery-codes/",
            Some(admin),
            json!({"password": PASSWORD}),
        )
        .await
    });
    one_entry!(app, admin, "factor_removed", {
        app.post(
            "/api/security/totp/remove/",
            Some(admin),
            json!({"password": PASSWORD}),
        )
        .await
    });
    app.login("boss@agency.test", PASSWORD).await;
    let e = one_entry!(app, admin, "sessions_ended", {
        app.post(
            "/api/security/sessions/sign-out-others/",
            Some(admin),
            json!({}),
        )
        .await
    });
    assert_eq!(e["object_label"], "boss@agency.test");
    let e = one_entry!(app, admin, "security_settings_changed", {
        app.patch(
            "/api/security/settings/",
            Some(admin),
            json!({"idle_days": 7}),
        )
        .await
    });
    assert_eq!(e["before"], json!({"idle_days": 14}));
    assert_eq!(e["after"], json!({"idle_days": 7}));
    let owner_id = app
        .scalar("SELECT id FROM users WHERE email = 'owner@bloom.test'")
        .await;
    one_entry!(app, admin, "factors_reset", {
        app.post(
            &format!("/api/users/{owner_id}/reset-second-factor/"),
            Some(admin),
            json!({}),
        )
        .await
    });
    let owner = app
        .login("owner@bloom.test", "Lantern-harbour-quiet-42")
        .await;

    // The team.
    let team = format!("/api/clients/{client}/team/invitations/");
    let e = one_entry!(app, admin, "team_invited", {
        app.post(
            &team,
            Some(&owner),
            json!({"email": "mia@bloom.test", "seat": "approver"}),
        )
        .await
    });
    assert_eq!(e["after"]["seat"], "approver");
    let inv = app
        .scalar("SELECT id FROM client_invitations WHERE email = 'mia@bloom.test'")
        .await;
    one_entry!(app, admin, "team_invitation_revoked", {
        let r = app.delete(&format!("{team}{inv}/"), Some(&owner)).await;
        common::Res {
            status: r.status,
            ..r
        }
    });
    app.team_member(client, "viewer", "vic@bloom.test").await;
    let vic = app
        .scalar("SELECT id FROM users WHERE email = 'vic@bloom.test'")
        .await;
    let member = format!("/api/clients/{client}/team/{vic}/");
    let e = one_entry!(app, admin, "team_role_changed", {
        app.patch(&member, Some(&owner), json!({"seat": "approver"}))
            .await
    });
    assert_eq!(e["before"]["seat"], "viewer");
    assert_eq!(e["after"]["seat"], "approver");
    one_entry!(app, admin, "team_member_removed", {
        app.delete(&member, Some(&owner)).await
    });

    // Content decisions.
    let post = w.post_for_approval("Spring launch").await;
    let e = one_entry!(app, admin, "content_changes_requested", {
        app.post(
            &format!("/api/content/{post}/reject/"),
            Some(&owner),
            json!({"feedback": "Warmer"}),
        )
        .await
    });
    assert_eq!(e["after"]["feedback"], "Warmer");
    assert_eq!(e["before"]["status"], "pending-approval");
    app.post(
        &format!("/api/content/{post}/submit/"),
        Some(admin),
        json!({}),
    )
    .await;
    let e = one_entry!(app, admin, "content_approved", {
        app.post(
            &format!("/api/content/{post}/approve/"),
            Some(&owner),
            json!({}),
        )
        .await
    });
    assert_eq!(e["object_label"], "Spring launch");

    // Money.
    let e = one_entry!(app, admin, "bank_details_changed", {
        app.post(
            "/api/admin/bank-settings/",
            Some(admin),
            json!({"admin_full_name": "Nova Ltd", "iban": "AL47212110090000000235698741",
                        "bank_name": "First Bank"}),
        )
        .await
    });
    assert_eq!(e["after"]["bank_name"], "First Bank");
    let e = one_entry!(app, admin, "invoice_created", {
        app.post(
            "/api/invoices/",
            Some(admin),
            json!({"client": client, "amount": 120, "due_date": "2030-01-10"}),
        )
        .await
    });
    let invoice = e["object_id"].as_str().unwrap().to_string();
    assert_eq!(e["after"]["amount_cents"], 12000);
    let e = one_entry!(app, admin, "invoice_paid", {
        app.post(
            &format!("/api/invoices/{invoice}/mark_paid/"),
            Some(admin),
            json!({}),
        )
        .await
    });
    assert_eq!(e["before"]["status"], "pending");
    assert_eq!(e["after"]["status"], "paid");
    assert!(
        e["actor_name"]
            .as_str()
            .unwrap()
            .contains("boss@agency.test")
    );
    let v = one_entry!(app, admin, "verification_submitted", {
        app.post(
            "/api/billing/submit-verification/",
            Some(&owner),
            json!({"plan": "starter", "amount": 100, "client_full_name": "Ana Holder"}),
        )
        .await
    });
    let vid = v["object_id"].as_str().unwrap().to_string();
    let e = one_entry!(app, admin, "verification_refused", {
        app.post(
            &format!("/api/admin/reject-verification/{vid}/"),
            Some(admin),
            json!({"reason": "No transfer arrived"}),
        )
        .await
    });
    assert_eq!(e["after"]["reason"], "No transfer arrived");
    let v = app
        .post(
            "/api/billing/submit-verification/",
            Some(&owner),
            json!({"plan": "starter", "amount": 100, "client_full_name": "Ana Holder"}),
        )
        .await;
    let e = one_entry!(app, admin, "verification_approved", {
        app.post(
            &format!("/api/admin/approve-verification/{}/", v.body["id"]),
            Some(admin),
            json!({"plan_id": "starter"}),
        )
        .await
    });
    assert_eq!(e["after"]["status"], "approved");
    one_entry!(app, admin, "subscription_cancelled", {
        app.post(
            "/api/billing/cancel-subscription/",
            Some(&owner),
            json!({"reason": "Budget"}),
        )
        .await
    });
    let e = one_entry!(app, admin, "plan_changed", {
        app.patch(
            "/api/billing/plans/pro/",
            Some(admin),
            json!({"price": 2600}),
        )
        .await
    });
    assert!(
        e["after"]
            .as_object()
            .unwrap()
            .values()
            .any(|v| v == 2600 || v == 260000),
        "{e}"
    );

    // Clients.
    let e = one_entry!(app, admin, "client_created", {
        app.post(
            "/api/clients/",
            Some(admin),
            json!({"name": "Gone Soon", "email": "gone@soon.test", "company": "Soon"}),
        )
        .await
    });
    let gone = e["object_id"].as_str().unwrap().to_string();
    let e = one_entry!(app, admin, "client_updated", {
        app.patch(
            &format!("/api/clients/{gone}/"),
            Some(admin),
            json!({"company": "Gone Co"}),
        )
        .await
    });
    assert_eq!(e["before"], json!({"company": "Soon"}));
    assert_eq!(e["after"], json!({"company": "Gone Co"}));
    one_entry!(app, admin, "client_deleted", {
        app.delete(&format!("/api/clients/{gone}/"), Some(admin))
            .await
    });
    app.post(
        "/api/invoices/",
        Some(admin),
        json!({"client": client, "amount": 80, "due_date": "2030-02-10"}),
    )
    .await;
    let e = one_entry!(app, admin, "payment_status_changed", {
        app.post(
            &format!("/api/clients/{client}/update_payment_status/"),
            Some(admin),
            json!({"payment_status": "paid"}),
        )
        .await
    });
    assert_eq!(e["after"]["payment_status"], "paid");

    // Backups, exports, settings.
    let e = one_entry!(app, admin, "backup_created", {
        app.post("/api/admin/backups/", Some(admin), json!({}))
            .await
    });
    let file = e["object_id"].as_str().unwrap().to_string();
    one_entry!(app, admin, "backup_downloaded", {
        let r = app
            .post(
                &format!("/api/admin/backups/{file}/download/"),
                Some(admin),
                json!({"password": PASSWORD}),
            )
            .await;
        common::Res {
            body: Value::Null,
            ..r
        }
    });
    one_entry!(app, admin, "backup_deleted", {
        app.delete(&format!("/api/admin/backups/{file}/"), Some(admin))
            .await
    });
    let e = one_entry!(app, admin, "exported", {
        app.get("/api/analytics/report/?format=csv", Some(admin))
            .await
    });
    assert_eq!(e["after"]["format"], "csv");
    let e = one_entry!(app, admin, "settings_changed", {
        app.patch(
            "/api/settings/reports/",
            Some(admin),
            json!({"monthly_reports": true}),
        )
        .await
    });
    assert_eq!(e["object_label"], "Monthly reports");
    one_entry!(app, admin, "settings_changed", {
        app.patch(
            "/api/publishing/settings/",
            Some(admin),
            json!({"late_approval": "hold"}),
        )
        .await
    });
    one_entry!(app, admin, "settings_changed", {
        app.patch(
            &format!("/api/clients/{client}/approval-policy/"),
            Some(admin),
            json!({"approval_lead_hours": 72}),
        )
        .await
    });
    // An edit that changes nothing is no event.
    let before = count(app, "settings_changed").await;
    let same = app
        .patch(
            &format!("/api/clients/{client}/approval-policy/"),
            Some(admin),
            json!({"approval_lead_hours": 72}),
        )
        .await;
    assert_eq!(same.status, Status::Ok);
    assert_eq!(count(app, "settings_changed").await, before);
    one_entry!(app, admin, "settings_changed", {
        app.patch(
            &format!("/api/clients/{client}/publishing/"),
            Some(admin),
            json!({"paused": true}),
        )
        .await
    });

    // Every entry above is chained as written.
    let verified = app
        .state()
        .db
        .read(atrium::db::audit::verify)
        .await
        .unwrap();
    let total = app.scalar("SELECT count(*) FROM audit_log").await as usize;
    assert_eq!(verified, atrium::db::audit::Verified::Intact(total));
}

#[rocket::async_test]
async fn entries_outlive_what_they_describe_and_cannot_be_changed_through_sql() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let made = app
        .post(
            "/api/clients/",
            Some(&admin),
            json!({"name": "Brief Client", "email": "b@c.test", "company": "Brief"}),
        )
        .await;
    let id = made.body["id"].as_i64().unwrap();
    app.delete(&format!("/api/clients/{id}/"), Some(&admin))
        .await;
    let log = app
        .get(&format!("/api/audit-log/?client={id}"), Some(&admin))
        .await;
    assert_eq!(log.body["count"], 2, "{}", log.body);
    assert_eq!(log.body["results"][0]["action"], "client_deleted");
    assert_eq!(log.body["results"][0]["before"]["name"], "Brief Client");
    assert_eq!(log.body["results"][1]["object_label"], "Brief Client");
    let db = app.state().db.clone();
    let edit = db
        .write(|c| Ok(c.execute("UPDATE audit_log SET actor_name = 'someone else'", [])?))
        .await;
    assert!(edit.is_err(), "an entry cannot be edited");
    let removed = db
        .write(|c| Ok(c.execute("DELETE FROM audit_log", [])?))
        .await;
    assert!(removed.is_err(), "an entry cannot be removed");
}

#[rocket::async_test]
async fn a_clients_owner_reads_its_own_companys_entries_and_nobody_elses() {
    let w = WithClient::new().await;
    let (app, admin) = (&w.app, w.admin.as_str());
    let other = app.client_user("other@else.test").await;
    let other_client = app
        .scalar("SELECT id FROM clients WHERE email = 'other@else.test'")
        .await;
    let approver = app
        .team_member(w.client, "approver", "appr@bloom.test")
        .await;
    app.post(
        &format!("/api/clients/{}/", w.client),
        Some(admin),
        json!({}),
    )
    .await;
    app.patch(
        &format!("/api/clients/{}/", w.client),
        Some(admin),
        json!({"company": "Bloom"}),
    )
    .await;
    app.patch(
        &format!("/api/clients/{other_client}/"),
        Some(admin),
        json!({"company": "Else"}),
    )
    .await;

    let own = app.get("/api/audit-log/", Some(&w.owner)).await;
    assert_eq!(own.status, Status::Ok, "{}", own.body);
    let rows = own.body["results"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert!(
        rows.iter().all(|r| r["client_id"] == w.client),
        "{}",
        own.body
    );
    assert!(rows.iter().any(|r| r["action"] == "client_updated"));
    let theirs = app
        .get(
            &format!("/api/audit-log/?client={other_client}"),
            Some(&w.owner),
        )
        .await;
    assert_eq!(theirs.status, Status::NotFound);
    assert_eq!(
        app.get("/api/audit-log/", Some(&approver)).await.status,
        Status::Forbidden
    );
    let others = app.get("/api/audit-log/", Some(&other)).await;
    assert!(
        others.body["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["client_id"] == other_client)
    );

    // The agency filters by who, what, client and period.
    let by_action = app
        .get("/api/audit-log/?action=client_updated", Some(admin))
        .await;
    assert_eq!(by_action.body["count"], 2);
    let by_client = app
        .get(
            &format!("/api/audit-log/?action=client_updated&client={other_client}"),
            Some(admin),
        )
        .await;
    assert_eq!(by_client.body["count"], 1);
    let admin_id = app
        .scalar("SELECT id FROM users WHERE email = 'boss@agency.test'")
        .await;
    let by_actor = app
        .get(
            &format!("/api/audit-log/?actor={admin_id}&action=sign_in"),
            Some(admin),
        )
        .await;
    assert_eq!(by_actor.body["count"], 1);
    let future = app
        .get("/api/audit-log/?from=2099-01-01", Some(admin))
        .await;
    assert_eq!(future.body["count"], 0);
    let today = &atrium::db::now()[..10];
    let through_today = app
        .get(
            &format!("/api/audit-log/?from={today}&to={today}&action=client_updated"),
            Some(admin),
        )
        .await;
    assert_eq!(through_today.body["count"], 2);
    let bad = app
        .get("/api/audit-log/?action=dancing&from=yesterday", Some(admin))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(bad.field("action").len(), 1);
    assert_eq!(bad.field("from").len(), 1);
}

#[rocket::async_test]
async fn the_csv_export_holds_the_filtered_entries_as_inert_cells_and_is_recorded() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    app.post(
        "/api/clients/",
        Some(&admin),
        json!({"name": "=HYPERLINK(\"http://x\")", "email": "f@x.test", "company": "F"}),
    )
    .await;
    let (status, headers, bytes) = app
        .get_bytes("/api/audit-log/export/?action=client_created", Some(&admin))
        .await;
    assert_eq!(status, Status::Ok);
    let text = String::from_utf8(bytes).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with("id,at,actor_user_id,actor,role"),
        "{text}"
    );
    assert!(
        lines[1].contains("'=HYPERLINK"),
        "a formula stays text: {text}"
    );
    let disposition = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-disposition"))
        .map(|(_, v)| v.clone())
        .unwrap();
    assert!(disposition.contains("atrium-audit-log-"), "{disposition}");
    assert_eq!(count(&app, "exported").await, 1);
}
