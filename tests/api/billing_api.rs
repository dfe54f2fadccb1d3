//! Invoices, plans and bank-transfer verification: numbering, exact cents, states, the billing
//! job driven by date, notices and the PDF. Who may call what is in `access_table`.

use crate::common;

use atrium::billing::notices::Sender;
use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

struct Books {
    app: TestApp,
    admin: String,
    a: String,
    a_client: i64,
}

impl Books {
    async fn new() -> Books {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        let (a, a_client) = app.signed_in_client("ana@client.test", "Ana Client").await;
        Books {
            app,
            admin,
            a,
            a_client,
        }
    }

    async fn invoice(&self, amount: Value, due: &str) -> Value {
        let body = json!({"client": self.a_client, "amount": amount, "due_date": due});
        let res = self
            .app
            .post("/api/invoices", Some(&self.admin), body)
            .await;
        assert_eq!(res.status, Status::Created, "{}", res.body);
        res.body
    }

    async fn client(&self) -> Value {
        let path = format!("/api/clients/{}", self.a_client);
        self.app.get(&path, Some(&self.admin)).await.body
    }

    async fn outbox(&self, subject_like: &str) -> i64 {
        self.app
            .scalar(&format!(
                "SELECT COUNT(*) FROM mail_outbox WHERE to_addr = 'ana@client.test' \
                 AND subject LIKE '%{subject_like}%'"
            ))
            .await
    }

    async fn run_billing(&self, day: &str) -> atrium::billing::job::Outcome {
        let state = self.app.state();
        let sender = Sender {
            agency: "Nova".into(),
            base_url: "http://portal.test".into(),
        };
        let today = atrium::billing::parse_date(day).unwrap();
        atrium::jobs::billing(&state.db, &state.mailer, &sender, today)
            .await
            .unwrap()
    }

    async fn submit(&self, plan: &str, amount: Value) -> common::Res {
        let body = json!({"plan": plan, "amount": amount, "client_full_name": "Ana Holder"});
        self.app
            .post("/api/billing/submit-verification", Some(&self.a), body)
            .await
    }
}

fn day(offset: i64) -> String {
    (atrium::billing::today() + time::Duration::days(offset)).to_string()
}

#[rocket::async_test]
async fn cents_stay_exact_from_the_request_to_the_totals() {
    let b = Books::new().await;
    let first = b.invoice(json!(0.1), &day(10)).await;
    let second = b.invoice(json!("0.2"), &day(10)).await;
    assert_eq!(first["amount_cents"], 10);
    assert_eq!(second["amount_cents"], 20);
    let summary = b.app.get("/api/invoices/summary", Some(&b.admin)).await;
    assert_eq!(summary.body["total_amount_cents"], 30);
    assert_eq!(summary.body["total_amount"], 0.3);
    for inv in [&first, &second] {
        let path = format!("/api/invoices/{}/mark_paid", inv["id"]);
        assert_eq!(
            b.app.post(&path, Some(&b.admin), json!({})).await.status,
            Status::Ok
        );
    }
    assert_eq!(b.client().await["total_spent"], 0.3);

    let bad = json!({"client": b.a_client, "amount": 12.345, "due_date": "2030-02-30"});
    let res = b.app.post("/api/invoices", Some(&b.admin), bad).await;
    assert_eq!(res.status, Status::UnprocessableEntity, "{}", res.body);
    assert!(!res.field("amount").is_empty() && !res.field("due_date").is_empty());
    for amount in [json!(0), json!(-5), json!("abc"), json!(true)] {
        let body = json!({"client": b.a_client, "amount": amount, "due_date": "2030-01-01"});
        let res = b.app.post("/api/invoices", Some(&b.admin), body).await;
        assert_eq!(
            res.status,
            Status::UnprocessableEntity,
            "{amount}: {}",
            res.body
        );
    }
    let missing = b.app.post("/api/invoices", Some(&b.admin), json!({})).await;
    assert_eq!(missing.status, Status::UnprocessableEntity);
    for field in ["client", "amount", "due_date"] {
        assert!(
            !missing.field(field).is_empty(),
            "{field}: {}",
            missing.body
        );
    }
    let count = b.app.scalar("SELECT COUNT(*) FROM invoices").await;
    assert_eq!(count, 2, "nothing half-written");
}

#[rocket::async_test]
async fn numbers_are_unique_and_sequential_under_concurrent_creation() {
    let b = Books::new().await;
    let year = &atrium::billing::today().year().to_string();
    let made = futures_join(&b, 20).await;
    let mut numbers: Vec<String> = made
        .iter()
        .map(|v| v["invoice_number"].as_str().unwrap().to_string())
        .collect();
    numbers.sort();
    let expected: Vec<String> = (1..=20).map(|n| format!("INV-{year}-{n:04}")).collect();
    assert_eq!(numbers, expected);

    // A number sent by hand is used once, and skipped by the sequence afterwards.
    let next = format!("INV-{year}-0021");
    let body = json!({"client": b.a_client, "amount": 5, "due_date": "2030-01-01", "invoice_number": next});
    let res = b
        .app
        .post("/api/invoices", Some(&b.admin), body.clone())
        .await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let dup = b.app.post("/api/invoices", Some(&b.admin), body).await;
    assert_eq!(dup.status, Status::UnprocessableEntity);
    assert!(!dup.field("invoice_number").is_empty());
    let auto = b.invoice(json!(5), "2030-01-01").await;
    assert_eq!(auto["invoice_number"], format!("INV-{year}-0022"));
}

/// `n` creations in flight at once.
async fn futures_join(b: &Books, n: usize) -> Vec<Value> {
    let calls = (0..n).map(|i| b.invoice(json!(10 + i), "2030-01-01"));
    rocket::futures::future::join_all(calls).await
}

#[rocket::async_test]
async fn an_invoice_past_due_reads_overdue_and_paying_it_is_allowed_once() {
    let b = Books::new().await;
    let late = b.invoice(json!(40), &day(-1)).await;
    let open = b.invoice(json!(60), &day(5)).await;
    assert_eq!(late["status"], "overdue");
    assert_eq!(open["status"], "pending");
    let overdue = b.app.get("/api/invoices?status=overdue", Some(&b.a)).await;
    assert_eq!(overdue.body["count"], 1);
    assert_eq!(overdue.body["results"][0]["id"], late["id"]);
    let pending = b
        .app
        .get("/api/invoices?status=pending", Some(&b.admin))
        .await;
    assert_eq!(pending.body["count"], 1);
    assert_eq!(b.client().await["payment_status"], "overdue");

    let path = format!("/api/invoices/{}/mark_paid", late["id"]);
    let paid = b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(paid.body["status"], "paid");
    assert!(paid.body["paid_at"].is_string());
    let again = b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(again.status, Status::Conflict);
    let client = b.client().await;
    assert_eq!(client["payment_status"], "pending");
    assert_eq!(client["next_payment"], open["due_date"]);
    assert_eq!(client["total_spent"], 40.0);
    // A client never records its own payment.
    let own = format!("/api/invoices/{}/mark_paid", open["id"]);
    assert_eq!(
        b.app.post(&own, Some(&b.a), json!({})).await.status,
        Status::Forbidden
    );

    let sorted = b.app.get("/api/invoices?sort=status", Some(&b.admin)).await;
    let order: Vec<&str> = sorted.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["status"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["paid", "pending"]);
    let bad = b
        .app
        .get("/api/invoices?sort=colour&date_from=soon", Some(&b.admin))
        .await;
    assert!(!bad.field("sort").is_empty() && !bad.field("date_from").is_empty());
}

#[rocket::async_test]
async fn a_reminder_mails_the_amount_due_date_and_bank_details_once_a_day() {
    let b = Books::new().await;
    let body = json!({"admin_full_name": "Nova Ltd", "iban": "AL47212110090000000235698741",
                      "bank_name": "First Bank"});
    let saved = b
        .app
        .post("/api/admin/bank-settings", Some(&b.admin), body)
        .await;
    assert_eq!(saved.status, Status::Ok, "{}", saved.body);
    let inv = b.invoice(json!(1234.5), &day(3)).await;
    let path = format!("/api/invoices/{}/remind", inv["id"]);
    let sent = b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(sent.status, Status::Ok, "{}", sent.body);
    assert_eq!(sent.body["sent_to"], "ana@client.test");
    assert_eq!(sent.body["invoice"]["reminder_count"], 1);
    let mail = b
        .app
        .scalar_text("SELECT body FROM mail_outbox WHERE subject LIKE 'Payment reminder%'")
        .await;
    // The due date as the screens write it ("Nov 29, 2026").
    let due = atrium::dates::human(&day(3));
    for part in [
        "$1,234.50",
        &due,
        "AL47 2121 1009",
        "First Bank",
        inv["invoice_number"].as_str().unwrap(),
    ] {
        assert!(mail.contains(part), "{part} missing from:\n{mail}");
    }
    let bell = b
        .app
        .scalar("SELECT COUNT(*) FROM notifications WHERE notification_type = 'payment_due' AND title = 'Payment reminder'")
        .await;
    assert_eq!(bell, 1);
    let again = b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(again.status, Status::TooManyRequests);
    assert!(again.header("Retry-After").is_some());
    assert_eq!(b.outbox("Payment reminder").await, 1);

    let paid_path = format!("/api/invoices/{}/mark_paid", inv["id"]);
    b.app.post(&paid_path, Some(&b.admin), json!({})).await;
    b.app
        .sql(&format!(
            "UPDATE invoices SET last_reminded_at = NULL WHERE id = {}",
            inv["id"]
        ))
        .await;
    assert_eq!(
        b.app.post(&path, Some(&b.admin), json!({})).await.status,
        Status::Conflict
    );
}

#[rocket::async_test]
async fn a_verified_payment_starts_the_plan_and_books_one_paid_invoice_even_if_approved_twice() {
    let b = Books::new().await;
    let none = b.app.get("/api/billing/subscription", Some(&b.a)).await;
    assert_eq!(none.body["status"], "none");

    let wrong = b.submit("pro", json!(100)).await;
    assert_eq!(wrong.status, Status::UnprocessableEntity);
    assert!(!wrong.field("amount").is_empty());
    let nameless = b
        .app
        .post(
            "/api/billing/submit-verification",
            Some(&b.a),
            json!({"plan": "pro", "amount": 250}),
        )
        .await;
    assert_eq!(
        nameless.field("client_full_name"),
        ["Please enter your full name for verification"]
    );
    let v = b.submit("pro", json!(250)).await;
    assert_eq!(v.status, Status::Created, "{}", v.body);
    assert_eq!(b.submit("pro", json!(250)).await.status, Status::Conflict);
    let pending = b.app.get("/api/billing/subscription", Some(&b.a)).await;
    assert_eq!(pending.body["status"], "pending");
    let listed = b
        .app
        .get("/api/admin/pending-verifications", Some(&b.admin))
        .await;
    assert_eq!(
        listed.body["verifications"][0]["client_full_name"],
        "Ana Holder"
    );

    let path = format!("/api/admin/approve-verification/{}", v.body["id"]);
    let no_plan = b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(
        no_plan.field("plan_id"),
        ["Please select a plan for approval"]
    );
    assert_eq!(
        b.app
            .post(&path, Some(&b.a), json!({"plan_id": "pro"}))
            .await
            .status,
        Status::Forbidden
    );
    let ok = b
        .app
        .post(&path, Some(&b.admin), json!({"plan_id": "pro"}))
        .await;
    assert_eq!(ok.status, Status::Ok, "{}", ok.body);
    let twice = b
        .app
        .post(&path, Some(&b.admin), json!({"plan_id": "premium"}))
        .await;
    assert_eq!(twice.status, Status::Conflict);

    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM invoices").await, 1);
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM subscriptions").await, 1);
    let sub = b
        .app
        .get("/api/billing/subscription", Some(&b.a))
        .await
        .body;
    assert_eq!(sub["status"], "active");
    assert_eq!(sub["plan"], "pro");
    assert_eq!(sub["can_cancel"], true);
    let next = atrium::billing::add_month(atrium::billing::today(), atrium::billing::today().day());
    assert_eq!(sub["next_billing_date"], next.to_string());
    let client = b.client().await;
    assert_eq!(client["package"], "pro", "the package is the plan approved");
    assert_eq!(client["total_spent"], 250.0);
    assert_eq!(client["monthly_fee"], 250.0);
    assert_eq!(client["payment_status"], "paid");
    let mine = b.app.get("/api/invoices", Some(&b.a)).await.body;
    assert_eq!(mine["results"][0]["status"], "paid");
    assert_eq!(b.outbox("Payment verified").await, 1);
    assert_eq!(b.submit("pro", json!(250)).await.status, Status::Conflict);

    // Cancelling keeps everything and stops the plan.
    let cancel = b
        .app
        .post(
            "/api/billing/cancel-subscription",
            Some(&b.a),
            json!({"reason": "Budget"}),
        )
        .await;
    assert_eq!(cancel.body["status"], "cancelled", "{}", cancel.body);
    assert_eq!(cancel.body["can_cancel"], false);
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM invoices").await, 1);
    let again = b
        .app
        .post("/api/billing/cancel-subscription", Some(&b.a), json!({}))
        .await;
    assert_eq!(again.status, Status::Conflict);
}

#[rocket::async_test]
async fn a_refused_payment_tells_the_client_why_and_it_can_submit_again() {
    let b = Books::new().await;
    let v = b.submit("starter", json!(100)).await;
    let path = format!("/api/admin/reject-verification/{}", v.body["id"]);
    let blank = b
        .app
        .post(&path, Some(&b.admin), json!({"reason": " "}))
        .await;
    assert!(!blank.field("reason").is_empty());
    let done = b
        .app
        .post(
            &path,
            Some(&b.admin),
            json!({"reason": "No transfer has arrived yet."}),
        )
        .await;
    assert_eq!(done.body["status"], "rejected", "{}", done.body);
    assert_eq!(
        b.app
            .post(&path, Some(&b.admin), json!({"reason": "x"}))
            .await
            .status,
        Status::Conflict
    );
    let sub = b
        .app
        .get("/api/billing/subscription", Some(&b.a))
        .await
        .body;
    assert_eq!(sub["status"], "none");
    assert_eq!(
        sub["last_rejection"]["reason"],
        "No transfer has arrived yet."
    );
    assert_eq!(b.outbox("Payment not verified").await, 1);
    assert_eq!(
        b.submit("starter", json!(100)).await.status,
        Status::Created
    );
}

#[rocket::async_test]
async fn the_billing_job_raises_each_period_once_reminds_before_due_and_flags_overdue_once() {
    let b = Books::new().await;
    let v = b.submit("starter", json!(100)).await;
    let path = format!("/api/admin/approve-verification/{}", v.body["id"]);
    b.app
        .post(&path, Some(&b.admin), json!({"plan_id": "starter"}))
        .await;
    let billing_day: String = b
        .app
        .scalar_text("SELECT next_billing_date FROM subscriptions")
        .await;
    let start = atrium::billing::parse_date(&billing_day).unwrap();
    let on = |d: i64| (start + time::Duration::days(d)).to_string();

    assert_eq!(b.run_billing(&on(-1)).await.invoices_raised, 0);
    let first = b.run_billing(&on(0)).await;
    assert_eq!(first.invoices_raised, 1);
    assert_eq!(
        b.run_billing(&on(0)).await.invoices_raised,
        0,
        "a second run raises nothing"
    );
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM invoices").await, 2);
    assert_eq!(b.outbox("New invoice").await, 1);

    // Due a week after the period starts: reminded three days ahead, once.
    assert_eq!(b.run_billing(&on(4)).await.reminders_sent, 1);
    assert_eq!(b.run_billing(&on(5)).await.reminders_sent, 0);
    let late = b.run_billing(&on(8)).await;
    assert_eq!(late.overdue_notices, 1);
    assert_eq!(b.run_billing(&on(9)).await.overdue_notices, 0);
    assert_eq!(b.outbox("Invoice overdue").await, 1);
    let admin_bell = b
        .app
        .scalar("SELECT COUNT(*) FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'admin' AND n.title = 'Invoice overdue'")
        .await;
    assert_eq!(admin_bell, 1);
    assert_eq!(b.client().await["payment_status"], "overdue");

    // Two months on, the job catches up the one missed period and no more.
    let later =
        atrium::billing::add_month(atrium::billing::add_month(start, start.day()), start.day());
    assert_eq!(b.run_billing(&later.to_string()).await.invoices_raised, 2);
    assert_eq!(b.run_billing(&later.to_string()).await.invoices_raised, 0);
    assert_eq!(b.app.scalar("SELECT COUNT(*) FROM invoices").await, 4);
}

#[rocket::async_test]
async fn the_pdf_carries_the_number_amount_and_payment_reference() {
    let b = Books::new().await;
    let inv = b.invoice(json!(99.99), &day(7)).await;
    let number = inv["invoice_number"].as_str().unwrap();
    let path = format!("/api/invoices/{}/pdf", inv["id"]);
    let (status, headers, bytes) = b.app.get_bytes(&path, Some(&b.a)).await;
    assert_eq!(status, Status::Ok);
    let header = |n: &str| {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(n))
            .map(|(_, v)| v.clone())
    };
    assert_eq!(header("Content-Type").as_deref(), Some("application/pdf"));
    assert!(
        header("Content-Disposition")
            .unwrap()
            .contains(&format!("{number}.pdf"))
    );
    assert!(bytes.starts_with(b"%PDF-"));
    let text = String::from_utf8_lossy(&bytes);
    for part in [number, "$99.99", "Pay $99.99 by bank transfer"] {
        assert!(text.contains(part), "{part} not in the PDF");
    }
}

#[rocket::async_test]
async fn card_endpoints_answer_honestly_and_plans_are_edited_by_admins_only() {
    let b = Books::new().await;
    let methods = b.app.get("/api/billing/payment-methods", Some(&b.a)).await;
    assert_eq!(methods.body["results"], json!([]));
    let intent = b
        .app
        .post("/api/billing/create-setup-intent", Some(&b.a), json!({}))
        .await;
    assert_eq!(intent.status, Status::Conflict);
    assert_eq!(intent.body["code"], "card_payments_disabled");

    let edit = json!({"price": 275.5, "features": ["Two reels", "  "], "recommended": true});
    let res = b
        .app
        .patch("/api/billing/plans/starter", Some(&b.admin), edit)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    assert_eq!(res.body["price_cents"], 27_550);
    assert_eq!(res.body["features"], json!(["Two reels"]));
    let plans = b.app.get("/api/billing/plans", Some(&b.a)).await.body;
    let recommended: Vec<&str> = plans["plans"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["recommended"] == true)
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(recommended, ["starter"]);
    let bad = b
        .app
        .patch(
            "/api/billing/plans/pro",
            Some(&b.admin),
            json!({"price": 0, "name": ""}),
        )
        .await;
    assert!(!bad.field("price").is_empty() && !bad.field("name").is_empty());
    let unknown = b
        .app
        .patch(
            "/api/billing/plans/gold",
            Some(&b.admin),
            json!({"price": 1}),
        )
        .await;
    assert_eq!(unknown.status, Status::NotFound);
    let settings = b
        .app
        .get("/api/admin/billing-settings", Some(&b.admin))
        .await
        .body;
    assert_eq!(settings["stripe_account_connected"], false);
}

#[rocket::async_test]
async fn a_remembered_list_page_follows_every_write_and_is_never_shared_between_clients() {
    let b = Books::new().await;
    let other = b.app.client_user("bo@client.test").await;
    b.invoice(json!(10), "2030-01-01").await;
    let page = |token: String| {
        let app = &b.app;
        async move {
            app.get("/api/invoices?page_size=5", Some(&token))
                .await
                .body
        }
    };
    assert_eq!(page(b.admin.clone()).await["count"], 1);
    assert_eq!(page(b.a.clone()).await["count"], 1);
    assert_eq!(
        page(other.clone()).await["count"],
        0,
        "the same query, another client"
    );
    let second = b.invoice(json!(20), "2030-02-01").await;
    assert_eq!(
        page(b.admin.clone()).await["count"],
        2,
        "a write makes the page stale"
    );
    let path = format!("/api/invoices/{}/mark_paid", second["id"]);
    b.app.post(&path, Some(&b.admin), json!({})).await;
    assert_eq!(page(b.a.clone()).await["results"][0]["status"], "paid");
    let summary = b
        .app
        .get("/api/invoices/summary", Some(&b.admin))
        .await
        .body;
    assert_eq!(summary["paid_amount_cents"], 2_000);
}
