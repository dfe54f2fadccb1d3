use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::json;

fn inquiry() -> serde_json::Value {
    json!({"name": "Vera Visitor", "email": "vera@shop.test", "company": "Vera Shop", "subject": "Pricing",
           "message": "Do you manage TikTok too?", "inquiry_type": "sales"})
}

#[rocket::async_test]
async fn branding_is_public_and_a_data_dir_file_overrides_any_part() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("branding.json"),
        r#"{"agency": {"name": "Nova Social"}}"#,
    )
    .unwrap();
    let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
    let r = app.get("/api/branding/", None).await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.body["agency"]["name"], "Nova Social");
    assert!(
        r.body["contact"]["inquiry_email"].is_string(),
        "untouched defaults remain"
    );
    let page = app.get("/", None).await;
    let html = page.body.as_str().unwrap();
    assert!(html.contains(r#"<script id="atrium-branding" type="application/json">"#));
    assert!(html.contains("Nova Social"));
}

#[rocket::async_test]
async fn an_invalid_branding_override_stops_the_start_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("branding.json"), "{ not json").unwrap();
    let config = atrium::config::AppConfig {
        data_dir: dir.path().to_path_buf(),
        ..Default::default()
    };
    let Err(err) = atrium::app::build_rocket(config) else {
        panic!("a broken branding file must refuse to start")
    };
    assert!(err.contains("branding.json is not valid JSON"), "{err}");
}

#[rocket::async_test]
async fn a_contact_inquiry_is_stored_mailed_and_shown_to_admins() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app.post("/api/contact/", None, inquiry()).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(
        r.body["message"],
        "Message sent successfully! We'll respond within 24 hours."
    );
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM contact_inquiries WHERE inquiry_type = 'sales'")
            .await,
        1
    );
    let to = app.get("/api/branding/", None).await.body["contact"]["inquiry_email"]
        .as_str()
        .unwrap()
        .to_string();
    let mailed = app
        .scalar_text(&format!(
            "SELECT body FROM mail_outbox WHERE to_addr = '{to}'"
        ))
        .await;
    assert!(mailed.contains("Do you manage TikTok too?") && mailed.contains("vera@shop.test"));
    let bell = app.get("/api/notifications/", Some(&admin)).await;
    assert_eq!(bell.body["results"][0]["title"], "New contact inquiry");
}

#[rocket::async_test]
async fn contact_input_is_validated_field_by_field() {
    let app = TestApp::spawn().await;
    let r = app
        .post(
            "/api/contact/",
            None,
            json!({"email": "nope", "inquiry_type": "spam", "message": "x".repeat(5001)}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    for f in ["name", "email", "subject", "message", "inquiry_type"] {
        assert!(!r.field(f).is_empty(), "{f}: {}", r.body);
    }
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM contact_inquiries").await,
        0
    );
    let minimal = json!({"name": "A", "email": "a@b.test", "subject": "S", "message": "M"});
    assert_eq!(
        app.post("/api/contact/", None, minimal).await.status,
        Status::Created
    );
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM contact_inquiries WHERE inquiry_type = 'general'")
            .await,
        1
    );
}

#[rocket::async_test]
async fn contact_is_rate_limited_per_address() {
    let app = TestApp::spawn().await;
    for _ in 0..5 {
        assert_eq!(
            app.post("/api/contact/", None, inquiry()).await.status,
            Status::Created
        );
    }
    let r = app.post("/api/contact/", None, inquiry()).await;
    assert_eq!(r.status, Status::TooManyRequests);
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM contact_inquiries").await,
        5
    );
}

#[rocket::async_test]
async fn the_operators_translations_of_the_site_texts_reach_a_reader_of_that_language_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = r#"{"translations": {
        "de": {"home": {"title": "Wachsen Sie mit echten Followern"}, "nonsense": 1},
        "xx": {"home": {"title": "ignored"}}
    }}"#;
    std::fs::write(dir.path().join("branding.json"), file).unwrap();
    let app = TestApp::with_config(|c| c.data_dir = dir.path().to_path_buf()).await;
    let r = app.get("/api/branding/", None).await;
    let de = &r.body["translations"]["de"];
    assert_eq!(de["home"]["title"], "Wachsen Sie mit echten Followern");
    assert!(de["nonsense"].is_null(), "no branding field: dropped");
    assert!(
        r.body["translations"]["xx"].is_null(),
        "no language: dropped"
    );
    assert_ne!(r.body["home"]["title"], de["home"]["title"]);

    let german = app.get("/?lang=de", None).await;
    let html = german.body.as_str().unwrap();
    assert!(
        html.contains("data-prerendered=\"de\""),
        "is ui/dist built?"
    );
    assert!(html.contains("<h1"), "{html}");
    assert!(
        html.contains(">Wachsen Sie mit echten Followern<"),
        "{html}"
    );
    let english = app.get("/", None).await;
    assert!(
        !english
            .body
            .as_str()
            .unwrap()
            .contains(">Wachsen Sie mit echten Followern<")
    );
}
