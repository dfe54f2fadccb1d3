//! Money that agrees on every screen: a client's payment status follows its invoices, one plan
//! catalogue prices the packages, the figures are exact cents, a payment is recorded with its day
//! and amount, and reminders wait a day.

use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

struct Shop {
    app: TestApp,
    admin: String,
    /// A client user (Ana) and her client record.
    ana: String,
    ana_client: i64,
}

impl Shop {
    async fn new() -> Shop {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        let (ana, ana_client) = app.signed_in_client("ana@client.test", "Ana Client").await;
        Shop {
            app,
            admin,
            ana,
            ana_client,
        }
    }

    async fn invoice(&self, client: i64, amount: Value, due: &str) -> Value {
        let body = json!({"client": client, "amount": amount, "due_date": due});
        let res = self
            .app
            .post("/api/invoices", Some(&self.admin), body)
            .await;
        assert_eq!(res.status, Status::Created, "{}", res.body);
        res.body
    }

    async fn client(&self, id: i64) -> Value {
        let res = self
            .app
            .get(&format!("/api/clients/{id}"), Some(&self.admin))
            .await;
        assert_eq!(res.status, Status::Ok, "{}", res.body);
        res.body
    }

    async fn new_client(&self, body: Value) -> Value {
        let res = self.app.post("/api/clients", Some(&self.admin), body).await;
        assert_eq!(res.status, Status::Created, "{}", res.body);
        res.body
    }

    async fn mark_paid(&self, invoice: &Value, body: Value) -> common::Res {
        let path = format!("/api/invoices/{}/mark_paid", invoice["id"]);
        self.app.post(&path, Some(&self.admin), body).await
    }
}

fn day(offset: i64) -> String {
    (atrium::billing::today() + time::Duration::days(offset)).to_string()
}

#[rocket::async_test]
async fn marking_a_client_paid_records_each_open_invoice_and_the_status_follows_the_invoices() {
    let s = Shop::new().await;
    let id = s.ana_client;
    let late = s.invoice(id, json!(40), &day(-3)).await;
    let open = s.invoice(id, json!("1250.50"), &day(5)).await;
    let before = s.client(id).await;
    assert_eq!(before["payment_status"], "overdue");
    assert_eq!(before["open_invoice_count"], 2);
    assert_eq!(before["open_amount_cents"], 129_050);

    let path = format!("/api/clients/{id}/update_payment_status");
    let paid = s
        .app
        .post(&path, Some(&s.admin), json!({"payment_status": "paid"}))
        .await;
    assert_eq!(paid.status, Status::Ok, "{}", paid.body);
    assert_eq!(paid.body["payment_status"], "paid");
    assert_eq!(paid.body["open_invoice_count"], 0);
    assert_eq!(paid.body["total_spent_cents"], 129_050);
    // The invoices say the same as the card, on the admin's list and on the client's own.
    for inv in [&late, &open] {
        let path = format!("/api/invoices/{}", inv["id"]);
        for token in [&s.admin, &s.ana] {
            let seen = s.app.get(&path, Some(token)).await;
            assert_eq!(seen.body["status"], "paid");
            assert_eq!(seen.body["paid_amount_cents"], inv["amount_cents"]);
            assert!(seen.body["paid_at"].as_str().unwrap().starts_with(&day(0)));
        }
    }
    let overdue = s
        .app
        .get("/api/invoices?status=overdue", Some(&s.admin))
        .await;
    assert_eq!(overdue.body["count"], 0);

    // Nothing open: nothing to mark, and the status is not a flag to set.
    let again = s
        .app
        .post(&path, Some(&s.admin), json!({"payment_status": "paid"}))
        .await;
    assert_eq!(again.status, Status::Conflict, "{}", again.body);
    assert_eq!(again.body["code"], "no_open_invoices");
    let fresh = s
        .new_client(json!({"name": "Nil", "email": "nil@x.test", "company": "Nil"}))
        .await;
    assert_eq!(fresh["payment_status"], "pending");
    let nil_path = format!("/api/clients/{}/update_payment_status", fresh["id"]);
    let nothing = s
        .app
        .post(&nil_path, Some(&s.admin), json!({"payment_status": "paid"}))
        .await;
    assert_eq!(nothing.status, Status::Conflict);
    assert_eq!(
        s.client(fresh["id"].as_i64().unwrap()).await["payment_status"],
        "pending"
    );

    // A new invoice past due makes the client overdue again; the status cannot be set by hand.
    s.invoice(id, json!(10), &day(-1)).await;
    assert_eq!(s.client(id).await["payment_status"], "overdue");
    for bad in [
        json!("pending"),
        json!("overdue"),
        json!("free"),
        json!(null),
    ] {
        let res = s
            .app
            .post(&path, Some(&s.admin), json!({"payment_status": bad}))
            .await;
        assert_eq!(
            res.status,
            Status::UnprocessableEntity,
            "{bad}: {}",
            res.body
        );
        assert!(!res.field("payment_status").is_empty());
    }
    assert_eq!(s.client(id).await["payment_status"], "overdue");
}

#[rocket::async_test]
async fn marking_a_client_paid_is_for_admins_and_an_unknown_client_is_404() {
    let s = Shop::new().await;
    s.invoice(s.ana_client, json!(40), &day(-3)).await;
    let path = format!("/api/clients/{}/update_payment_status", s.ana_client);
    let body = json!({"payment_status": "paid"});
    let anon = s.app.post(&path, None, body.clone()).await;
    assert_eq!(anon.status, Status::Unauthorized);
    let own = s.app.post(&path, Some(&s.ana), body.clone()).await;
    assert_eq!(own.status, Status::Forbidden);
    let missing = s
        .app
        .post(
            "/api/clients/99999/update_payment_status",
            Some(&s.admin),
            body,
        )
        .await;
    assert_eq!(missing.status, Status::NotFound);
    assert_eq!(s.client(s.ana_client).await["payment_status"], "overdue");
}

#[rocket::async_test]
async fn a_payment_status_sent_with_a_client_is_refused_by_name() {
    let s = Shop::new().await;
    let made = s
        .app
        .post(
            "/api/clients",
            Some(&s.admin),
            json!({"name": "Pia", "email": "pia@x.test", "company": "P", "payment_status": "paid"}),
        )
        .await;
    assert_eq!(made.status, Status::UnprocessableEntity, "{}", made.body);
    assert!(!made.field("payment_status").is_empty());
    assert_eq!(
        s.app
            .scalar("SELECT COUNT(*) FROM clients WHERE email = 'pia@x.test'")
            .await,
        0
    );
    let path = format!("/api/clients/{}", s.ana_client);
    let edit = s
        .app
        .patch(&path, Some(&s.admin), json!({"payment_status": "paid"}))
        .await;
    assert_eq!(edit.status, Status::UnprocessableEntity);
    assert!(!edit.field("payment_status").is_empty());
    assert_eq!(s.client(s.ana_client).await["payment_status"], "pending");
}

#[rocket::async_test]
async fn one_plan_catalogue_names_the_packages_and_prices_a_new_client() {
    let s = Shop::new().await;
    let plans = s.app.get("/api/billing/plans", Some(&s.admin)).await;
    let ids: Vec<&str> = plans.body["plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    let doc = s.app.get("/api/openapi.json", None).await;
    let enum_values = &doc.body["components"]["schemas"]["ClientPackage"]["enum"];
    assert_eq!(enum_values, &json!(ids), "the packages are the plans");

    // Without a fee, a new client pays its plan's price.
    let pro = s
        .new_client(json!({"name": "Pro", "email": "pro@x.test", "company": "P", "package": "pro"}))
        .await;
    assert_eq!(pro["monthly_fee_cents"], 25_000);
    let starter = s
        .new_client(json!({"name": "St", "email": "st@x.test", "company": "S"}))
        .await;
    assert_eq!(starter["package"], "starter");
    assert_eq!(starter["monthly_fee_cents"], 10_000);
    // A price changed in Settings is the price the next client gets.
    let changed = s
        .app
        .patch(
            "/api/billing/plans/premium",
            Some(&s.admin),
            json!({"price": 420.5}),
        )
        .await;
    assert_eq!(changed.status, Status::Ok, "{}", changed.body);
    let premium = s
        .new_client(
            json!({"name": "Pr", "email": "pr@x.test", "company": "P", "package": "premium"}),
        )
        .await;
    assert_eq!(premium["monthly_fee_cents"], 42_050);
    // A fee given is the fee agreed.
    let agreed = s
        .new_client(json!({"name": "Ag", "email": "ag@x.test", "company": "A", "package": "pro", "monthly_fee": 199}))
        .await;
    assert_eq!(agreed["monthly_fee_cents"], 19_900);

    // The first screens' packages are not plans.
    for old in ["growth", "professional", "enterprise"] {
        let res = s
            .app
            .post(
                "/api/clients",
                Some(&s.admin),
                json!({"name": "Old", "email": "old@x.test", "company": "O", "package": old}),
            )
            .await;
        assert_eq!(res.status, Status::UnprocessableEntity, "{old}");
        assert!(!res.field("package").is_empty());
        let filter = s
            .app
            .get(&format!("/api/clients?package={old}"), Some(&s.admin))
            .await;
        assert_eq!(filter.status, Status::UnprocessableEntity, "{old}");
    }
    let pros = s.app.get("/api/clients?package=pro", Some(&s.admin)).await;
    assert_eq!(pros.body["count"], 2);
}

#[rocket::async_test]
async fn monthly_revenue_and_the_invoice_totals_are_exact_cents() {
    let s = Shop::new().await;
    for (name, fee, status) in [
        ("A", "1250.50", "active"),
        ("B", "100", "active"),
        ("C", "999", "paused"),
    ] {
        s.new_client(
            json!({"name": name, "email": format!("{name}@x.test"), "company": name,
                            "monthly_fee": fee, "status": status}),
        )
        .await;
    }
    let stats = s.app.get("/api/dashboard/stats", Some(&s.admin)).await;
    assert_eq!(stats.status, Status::Ok, "{}", stats.body);
    // Ana (created as a client user) counts only if active with a fee.
    let ana = s.client(s.ana_client).await;
    let ana_fee = if ana["status"] == "active" {
        ana["monthly_fee_cents"].as_i64().unwrap()
    } else {
        0
    };
    assert_eq!(stats.body["total_revenue_cents"], 135_050 + ana_fee);
    s.invoice(s.ana_client, json!("1250.50"), &day(4)).await;
    let late = s.invoice(s.ana_client, json!("0.99"), &day(-4)).await;
    let summary = s.app.get("/api/invoices/summary", Some(&s.admin)).await;
    assert_eq!(summary.body["pending_amount_cents"], 125_050);
    assert_eq!(summary.body["overdue_amount_cents"], 99);
    let stats = s.app.get("/api/dashboard/stats", Some(&s.admin)).await;
    assert_eq!(stats.body["overdue_amount_cents"], 99);
    s.mark_paid(&late, json!({})).await;
    let stats = s.app.get("/api/dashboard/stats", Some(&s.admin)).await;
    assert_eq!(stats.body["collected_this_month_cents"], 99);
}

#[rocket::async_test]
async fn recording_a_payment_takes_its_day_and_the_balance() {
    let s = Shop::new().await;
    let inv = s.invoice(s.ana_client, json!("1250.50"), &day(-2)).await;
    let recorded = s
        .mark_paid(&inv, json!({"paid_on": day(-1), "amount_cents": 125_050}))
        .await;
    assert_eq!(recorded.status, Status::Ok, "{}", recorded.body);
    assert_eq!(recorded.body["status"], "paid");
    assert_eq!(recorded.body["paid_amount_cents"], 125_050);
    assert!(
        recorded.body["paid_at"]
            .as_str()
            .unwrap()
            .starts_with(&day(-1)),
        "{}",
        recorded.body
    );
    assert!(recorded.body["next_reminder_at"].is_null());
    let again = s.mark_paid(&inv, json!({})).await;
    assert_eq!(again.status, Status::Conflict);
    assert_eq!(again.body["code"], "invalid_state");
    assert_eq!(s.client(s.ana_client).await["payment_status"], "paid");

    // Left out, the day is today and the amount the balance.
    let plain = s.invoice(s.ana_client, json!(80), &day(3)).await;
    let res = s.mark_paid(&plain, json!({})).await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    assert_eq!(res.body["paid_amount_cents"], 8_000);
    assert!(res.body["paid_at"].as_str().unwrap().starts_with(&day(0)));
}

#[rocket::async_test]
async fn a_payment_in_the_future_or_above_the_balance_is_refused_by_name() {
    let s = Shop::new().await;
    let inv = s.invoice(s.ana_client, json!(100), &day(5)).await;
    let cases = [
        (json!({"paid_on": day(1)}), "paid_on"),
        (json!({"paid_on": "2026-02-30"}), "paid_on"),
        (json!({"paid_on": "yesterday"}), "paid_on"),
        (json!({"amount_cents": 10_001}), "amount_cents"),
        (json!({"amount_cents": 0}), "amount_cents"),
        (json!({"amount_cents": -100}), "amount_cents"),
        (json!({"amount_cents": "ten"}), "amount_cents"),
    ];
    for (body, field) in cases {
        let res = s.mark_paid(&inv, body.clone()).await;
        assert_eq!(
            res.status,
            Status::UnprocessableEntity,
            "{body}: {}",
            res.body
        );
        assert!(!res.field(field).is_empty(), "{body}: {}", res.body);
    }
    let still = s
        .app
        .get(&format!("/api/invoices/{}", inv["id"]), Some(&s.admin))
        .await;
    assert_eq!(still.body["status"], "pending");
    // Only the agency records a payment; an unknown invoice is 404.
    let path = format!("/api/invoices/{}/mark_paid", inv["id"]);
    assert_eq!(
        s.app.post(&path, Some(&s.ana), json!({})).await.status,
        Status::Forbidden
    );
    assert_eq!(
        s.app.post(&path, None, json!({})).await.status,
        Status::Unauthorized
    );
    let unknown = s
        .app
        .post("/api/invoices/99999/mark_paid", Some(&s.admin), json!({}))
        .await;
    assert_eq!(unknown.status, Status::NotFound);
}

#[rocket::async_test]
async fn a_second_reminder_within_a_day_is_429_with_retry_after_and_the_next_time_is_shown() {
    let s = Shop::new().await;
    let inv = s.invoice(s.ana_client, json!(60), &day(-1)).await;
    let path = format!("/api/invoices/{}/remind", inv["id"]);
    let sent = s.app.post(&path, Some(&s.admin), json!({})).await;
    assert_eq!(sent.status, Status::Ok, "{}", sent.body);
    let at = atrium::db::parse_time(sent.body["sent_at"].as_str().unwrap()).unwrap();
    let next = sent.body["invoice"]["next_reminder_at"].as_str().unwrap();
    let next = atrium::db::parse_time(next).unwrap();
    assert_eq!((next - at).whole_seconds(), 86_400);

    let again = s.app.post(&path, Some(&s.admin), json!({})).await;
    assert_eq!(again.status, Status::TooManyRequests, "{}", again.body);
    let wait: i64 = again.header("Retry-After").unwrap().parse().unwrap();
    assert!((86_000..=86_400).contains(&wait), "{wait}");
    let message = again.body["message"].as_str().unwrap();
    assert!(
        message.contains("24 hours") && message.contains(inv["invoice_number"].as_str().unwrap()),
        "{message}"
    );
    let mails = s
        .app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE subject LIKE 'Payment reminder%'")
        .await;
    assert_eq!(mails, 1);

    // A day later the next one goes.
    s.app
        .sql(&format!(
            "UPDATE invoices SET last_reminded_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-25 hours') WHERE id = {}",
            inv["id"]
        ))
        .await;
    let later = s.app.post(&path, Some(&s.admin), json!({})).await;
    assert_eq!(later.status, Status::Ok, "{}", later.body);
    assert_eq!(later.body["invoice"]["reminder_count"], 2);
    // Paid, there is nothing to remind of; the client never reminds itself.
    s.mark_paid(&inv, json!({})).await;
    s.app
        .sql("UPDATE invoices SET last_reminded_at = NULL")
        .await;
    let paid = s.app.post(&path, Some(&s.admin), json!({})).await;
    assert_eq!(paid.status, Status::Conflict);
    assert_eq!(
        s.app.post(&path, Some(&s.ana), json!({})).await.status,
        Status::Forbidden
    );
}
