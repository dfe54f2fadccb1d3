use crate::common;

use atrium::db::clients::{self, ClientPackage, ClientStatus, PaymentStatus};
use common::TestApp;
use rocket::http::Status;

const FIRST: &[&str] = &[
    "Amelia", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas",
];
const LAST: &[&str] = &[
    "Alvarez",
    "Brennan",
    "Castellano",
    "Dubois",
    "Eriksen",
    "Fontaine",
    "Galloway",
    "Hartmann",
    "Ibsen",
    "Jovanovic",
];
const TRADE: &[&str] = &[
    "Bakery", "Studio", "Fitness", "Florals", "Coffee", "Travel", "Denim", "Ceramics", "Books",
    "Optics",
];

#[rocket::async_test]
async fn with_1000_clients_search_finds_by_prefix_and_with_one_typo() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    app.state()
        .db
        .write(|c| {
            for n in 0..1000usize {
                let name = format!("{} {}", FIRST[n % 10], LAST[(n / 10) % 10]);
                let email = format!("client{n}@mail{}.test", n % 7);
                let company = format!("{} {} {}", LAST[(n / 10) % 10], TRADE[(n / 100) % 10], n);
                clients::insert(
                    c,
                    &clients::NewClient {
                        name: &name,
                        email: &email,
                        company: &company,
                        package: Some(ClientPackage::Starter),
                        monthly_fee_cents: 150_000,
                        status: ClientStatus::Active,
                        payment_status: PaymentStatus::Paid,
                        platforms: &[],
                        next_payment: None,
                        account_manager: "",
                        user_id: None,
                    },
                )?;
            }
            Ok(())
        })
        .await
        .unwrap();
    assert_eq!(app.state().rebuild_search().unwrap(), 1000);

    let count = |q: &'static str| {
        let (app, admin) = (&app, admin.clone());
        async move {
            let r = app
                .get(
                    &format!("/api/clients/?search={q}&page_size=100"),
                    Some(&admin),
                )
                .await;
            assert_eq!(r.status, Status::Ok);
            (r.body["count"].as_i64().unwrap(), r.body)
        }
    };
    // "Castellano" is the last name of 100 clients; its prefix and a one-letter typo find them all.
    assert_eq!(count("castel").await.0, 100);
    assert_eq!(count("Castelano").await.0, 100);
    // Two words narrow to both: 10 Greta Castellanos.
    let (n, body) = count("greta%20cast").await;
    assert_eq!(n, 10);
    assert!(
        body["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["name"] == "Greta Castellano")
    );
    // A typo inside the first name still narrows correctly.
    assert_eq!(count("gretta%20castellano").await.0, 10);
    // An email fragment and a unique company number.
    assert_eq!(count("client999").await.0, 1);
    // Exact words rank above typo matches. The newest client is one letter away from the 100
    // Castellanos; the table's own order (newest first) would put it first, the ranking last.
    let typo = app
        .post(
            "/api/clients/",
            Some(&admin),
            serde_json::json!({"name": "Zara Castellana", "email": "zara@x.test", "company": "Zed"}),
        )
        .await;
    assert_eq!(typo.status, Status::Created);
    let (n, body) = count("castellano").await;
    assert_eq!(n, 101);
    let names: Vec<&str> = body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 100);
    assert!(names.iter().all(|n| n.ends_with("Castellano")), "{names:?}");
    assert_eq!(count("xylophone").await.0, 0);
}
