//! The specification describes a front end; its requests and its readings of the answers work
//! against Atrium unchanged: ids from form selects arrive as strings of digits, the billing view
//! reads the plans under `plans`, and the dashboard's figures mean what the spec says.

use rocket::http::Status;
use serde_json::json;

use crate::common::TestApp;
use atrium::db::users::Role;

struct Agency {
    app: TestApp,
    admin: String,
    admin_id: i64,
    client: String,
    client_id: i64,
}

async fn agency() -> Agency {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let admin_id = app
        .scalar("SELECT id FROM users WHERE email = 'boss@agency.test'")
        .await;
    let client = app.client_user("cleo@client.test").await;
    let client_id = app
        .scalar("SELECT id FROM clients WHERE email = 'cleo@client.test'")
        .await;
    Agency {
        app,
        admin,
        admin_id,
        client,
        client_id,
    }
}

#[rocket::async_test]
async fn ids_chosen_in_a_form_select_arrive_as_strings_of_digits_and_name_the_same_objects() {
    let a = agency().await;
    let (client, admin_id) = (a.client_id.to_string(), a.admin_id.to_string());
    let task = a
        .app
        .post(
            "/api/tasks/",
            Some(&a.admin),
            json!({"title": "Reels", "description": "Three reels", "client": client,
                   "assigned_to": admin_id, "due_date": "2030-01-10T12:00"}),
        )
        .await;
    assert_eq!(task.status, Status::Created, "{}", task.body);
    assert_eq!(task.body["client"], a.client_id);
    assert_eq!(task.body["assigned_to"], a.admin_id);
    let invoice = a
        .app
        .post(
            "/api/invoices/",
            Some(&a.admin),
            json!({"client": client, "amount": 120.5, "due_date": "2030-01-31"}),
        )
        .await;
    assert_eq!(invoice.status, Status::Created, "{}", invoice.body);
    assert_eq!(invoice.body["client"], a.client_id);
    let task_id = task.body["id"].as_i64().unwrap().to_string();
    let bulk = a
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&a.admin),
            json!({"task_ids": [task_id], "status": "review"}),
        )
        .await;
    assert_eq!(bulk.status, Status::Ok, "{}", bulk.body);
    let message = a
        .app
        .post(
            "/api/messages/send-to-client/",
            Some(&a.admin),
            json!({"client_id": client, "content": "Hello"}),
        )
        .await;
    assert_eq!(message.status, Status::Created, "{}", message.body);
    let to_user = a
        .app
        .post(
            "/api/messages/",
            Some(&a.client),
            json!({"receiver": admin_id, "content": "Hi back"}),
        )
        .await;
    assert_eq!(to_user.status, Status::Created, "{}", to_user.body);

    // Only digits: anything else is refused with the field named, and nothing is written.
    for bad in [
        json!("6a"),
        json!(""),
        json!("-1"),
        json!(" 6"),
        json!(6.5),
        json!(true),
    ] {
        let r = a
            .app
            .post(
                "/api/invoices/",
                Some(&a.admin),
                json!({"client": bad, "amount": 10, "due_date": "2030-01-31"}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{bad}: {}", r.body);
        assert!(!r.field("client").is_empty(), "{bad}: {}", r.body);
    }
    let r = a
        .app
        .post(
            "/api/tasks/bulk_update/",
            Some(&a.admin),
            json!({"task_ids": ["1", "two"], "status": "review"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(a.app.scalar("SELECT COUNT(*) FROM invoices").await, 1);
}

#[rocket::async_test]
async fn the_billing_view_reads_the_plans_under_plans_with_their_currency() {
    let a = agency().await;
    let r = a.app.get("/api/billing/plans/", Some(&a.client)).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["currency"], "USD");
    let ids: Vec<&str> = r.body["plans"]
        .as_array()
        .expect("the list under plans")
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["starter", "pro", "premium"]);
    assert_eq!(r.body["plans"][1]["price"], 250.0);
}

#[rocket::async_test]
async fn total_revenue_is_what_active_clients_pay_a_month_and_money_received_has_its_own_figure() {
    let a = agency().await;
    a.app
        .create_user(Role::Client, "otto@client.test", "Otto Paused")
        .await;
    a.app
        .sql("UPDATE clients SET status = 'paused' WHERE email = 'otto@client.test'")
        .await;
    let stats = a.app.get("/api/dashboard/stats/", Some(&a.admin)).await;
    assert_eq!(stats.status, Status::Ok, "{}", stats.body);
    // One active client at 1,500 a month; the paused one does not count; nothing paid yet.
    assert_eq!(stats.body["total_revenue"], 1500.0);
    assert_eq!(stats.body["collected_this_month"], 0.0);
    assert_eq!(stats.body["active_clients"], 1);
    let clients = a.app.get("/api/clients/", Some(&a.admin)).await;
    let active_fees: f64 = clients.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == "active")
        .map(|c| c["monthly_fee"].as_f64().unwrap())
        .sum();
    assert_eq!(stats.body["total_revenue"], active_fees);
}
