//! Settings › Public site: who may edit it, every rule a saved document meets, the logo upload,
//! and that a save shows at once (the branding, index.html, the shop pages) and after a restart.

use crate::common;

use atrium::config::AppConfig;
use common::{Res, TestApp, multipart, picture, png};
use rocket::http::{ContentType, Header, Status};
use rocket::local::asynchronous::Client;
use serde_json::{Value, json};

async fn patch_site(app: &TestApp, token: &str, document: Value) -> Res {
    app.patch(
        "/api/admin/site/",
        Some(token),
        json!({ "document": document }),
    )
    .await
}

async fn upload_logo(app: &TestApp, token: &str, name: &str, bytes: &[u8]) -> Res {
    let (ct, body) = multipart(&[], Some(("logo", name, bytes)));
    app.send_raw("POST", "/api/admin/site/logo/", Some(token), ct, body)
        .await
}

/// The index page's branding data block, as served.
async fn index_branding(client: &Client) -> Value {
    let html = client
        .get("/")
        .dispatch()
        .await
        .into_string()
        .await
        .unwrap();
    let start = html
        .find("<script id=\"atrium-branding\" type=\"application/json\">")
        .expect("the index carries the branding block");
    let rest = &html[start..];
    let json = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
    serde_json::from_str(&json.replace("<\\/", "</")).unwrap()
}

#[rocket::async_test]
async fn only_admins_read_and_edit_the_public_site() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    for (method, path) in [
        ("GET", "/api/admin/site/"),
        ("PATCH", "/api/admin/site/"),
        ("DELETE", "/api/admin/site/"),
        ("DELETE", "/api/admin/site/logo/"),
    ] {
        let body = json!({"document": {"agency": {"name": "Taken"}}});
        let r = app.send_json(method, path, None, body.clone()).await;
        assert_eq!(r.status, Status::Unauthorized, "{method} {path} signed out");
        let r = app.send_json(method, path, Some(&client), body).await;
        assert_eq!(r.status, Status::Forbidden, "{method} {path} as a client");
    }
    let r = upload_logo(&app, &client, "l.png", &png(100)).await;
    assert_eq!(r.status, Status::Forbidden);
    let r = app.get("/api/admin/site/", Some(&admin)).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["document"]["agency"]["name"], "Atrium");
    assert_eq!(r.body["customized"], false);
    assert!(r.body["updated_at"].is_null());
    assert_eq!(r.body["version"], 0);
    let branding = app.get("/api/branding/", None).await;
    assert_eq!(branding.body["agency"]["name"], "Atrium");
}

#[rocket::async_test]
async fn a_save_shows_at_once_on_the_branding_the_index_and_the_record_of_who_saved() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = patch_site(
        &app,
        &admin,
        json!({"agency": {"name": "Nova Social"}, "colors": {"primary": "#0f766e"},
               "policies": {"money_back_days": 21}, "site": {"trial_days": 7}}),
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["document"]["agency"]["name"], "Nova Social");
    assert_eq!(
        r.body["document"]["agency"]["tagline"],
        "Social media growth, managed"
    );
    assert_eq!(r.body["customized"], true);
    assert_eq!(r.body["version"], 1);
    assert_eq!(r.header("ETag"), Some("\"1\""));
    assert!(r.body["updated_at"].as_str().unwrap().ends_with('Z'));
    assert!(
        r.body["updated_by"]
            .as_str()
            .unwrap()
            .contains("<boss@agency.test>"),
        "{}",
        r.body
    );
    let branding = app.get("/api/branding/", None).await;
    assert_eq!(branding.body["agency"]["name"], "Nova Social");
    assert_eq!(branding.body["colors"]["primary"], "#0f766e");
    assert_eq!(branding.body["policies"]["money_back_days"], 21);
    assert_eq!(branding.body["site"]["trial_days"], 7);
    let index = index_branding(&app.client).await;
    assert_eq!(index["agency"]["name"], "Nova Social");
    assert_eq!(app.state().branding().agency_name, "Nova Social");
    // Only what differs from the file's document is stored.
    let stored: Value =
        serde_json::from_str(&app.scalar_text("SELECT overrides FROM site_branding").await)
            .unwrap();
    assert_eq!(stored["agency"], json!({"name": "Nova Social"}));
    assert!(stored.get("contact").is_none());
}

#[rocket::async_test]
async fn a_stale_version_is_refused_with_the_current_settings() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let body = |name: &str, version: i64| json!({"document": {"agency": {"name": name}}, "version": version});
    let r = app
        .patch("/api/admin/site/", Some(&admin), body("First", 0))
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let r = app
        .patch("/api/admin/site/", Some(&admin), body("Second", 0))
        .await;
    assert_eq!(r.status, Status::Conflict, "{}", r.body);
    assert_eq!(r.body["current"]["document"]["agency"]["name"], "First");
}

#[rocket::async_test]
async fn each_bad_field_is_named_in_one_422_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let long = "x".repeat(201);
    let r = patch_site(
        &app,
        &admin,
        json!({
            "agency": {"name": "  ", "tagline": long, "website": "ftp://nova.test", "founded": 1200,
                       "surprise": true},
            "colors": {"primary": "teal", "accent": "#12345"},
            "contact": {"inquiry_email": "not-an-address", "phone": "+1\n555",
                        "offices": [{"city": "Oslo", "flag": "🇳🇴", "address": "Karl Johans gate 1",
                                     "zipcode": "0154", "phone": 47}]},
            "plans": [{"id": "pro", "name": "Pro", "price": 12.5, "popular": false, "features": []}],
            "home": {"slides": [{"platform": "myspace", "title": "t", "text": "x", "stat": "s"}]},
            "about": {"leaders": [{"name": "A", "role": "B", "bio": "C", "image": "javascript:alert(1)",
                                   "linkedin_url": null}]},
            "faqs": (0..31).map(|i| json!({"question": format!("Q{i}"), "answer": "A"})).collect::<Vec<_>>(),
            "site": {"trial_days": 400, "shop_enabled": "no"},
            "policies": {"money_back_days": -3},
            "stats": {"home": []},
        }),
    )
    .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    for field in [
        "document.agency.name",
        "document.agency.tagline",
        "document.agency.website",
        "document.agency.founded",
        "document.agency.surprise",
        "document.colors.primary",
        "document.colors.accent",
        "document.contact.inquiry_email",
        "document.contact.phone",
        "document.contact.offices[0].phone",
        "document.plans",
        "document.home.slides[0].platform",
        "document.about.leaders[0].image",
        "document.faqs",
        "document.site.trial_days",
        "document.site.shop_enabled",
        "document.policies.money_back_days",
        "document.stats.home",
    ] {
        assert!(
            !r.field(field).is_empty(),
            "{field} not named in {}",
            r.body
        );
    }
    assert!(r.field("document.about.leaders[0].linkedin_url").is_empty());
    let r = app.get("/api/admin/site/", Some(&admin)).await;
    assert_eq!(r.body["version"], 0);
    assert_eq!(r.body["document"]["agency"]["name"], "Atrium");
}

#[rocket::async_test]
async fn a_body_without_a_document_or_with_a_list_for_one_is_refused_by_name() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app.patch("/api/admin/site/", Some(&admin), json!({})).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("document").is_empty(), "{}", r.body);
    let r = app
        .patch("/api/admin/site/", Some(&admin), json!({"document": [1]}))
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("document").is_empty(), "{}", r.body);
}

#[rocket::async_test]
async fn the_shop_pages_are_not_found_once_switched_off() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for page in ["/cart", "/checkout", "/order-confirmation"] {
        let r = app.get(page, None).await;
        assert_eq!(r.status, Status::Ok, "{page}");
    }
    let r = patch_site(&app, &admin, json!({"site": {"shop_enabled": false}})).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    for page in ["/cart", "/checkout/", "/order-confirmation"] {
        let r = app.get(page, None).await;
        assert_eq!(r.status, Status::NotFound, "{page}");
    }
    assert_eq!(app.get("/pricing", None).await.status, Status::Ok);
}

#[rocket::async_test]
async fn the_file_is_the_starting_point_and_settings_win_only_where_they_changed_something() {
    let app = TestApp::with_config(|c: &mut AppConfig| {
        std::fs::write(
            c.data_dir.join("branding.json"),
            r#"{"agency": {"name": "File Co", "tagline": "From the file"},
                "policies": {"terms_refund_days": 14}}"#,
        )
        .unwrap();
    })
    .await;
    let admin = app.admin().await;
    let r = app.get("/api/admin/site/", Some(&admin)).await;
    assert_eq!(r.body["document"]["agency"]["name"], "File Co");
    // The old second refund window is gone: one value, on both pages.
    assert!(
        r.body["document"]["policies"]
            .get("terms_refund_days")
            .is_none()
    );
    let r = patch_site(&app, &admin, r.body["document"].clone()).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(
        r.body["customized"], false,
        "the file's own values are no change"
    );
    let r = patch_site(&app, &admin, json!({"agency": {"name": "Settings Co"}})).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["document"]["agency"]["tagline"], "From the file");
    let r = app.delete("/api/admin/site/", Some(&admin)).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["document"]["agency"]["name"], "File Co");
    assert_eq!(r.body["customized"], false);
    let branding = app.get("/api/branding/", None).await;
    assert_eq!(branding.body["agency"]["name"], "File Co");
}

#[rocket::async_test]
async fn a_saved_site_survives_a_restart() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = patch_site(&app, &admin, json!({"agency": {"name": "Kept Co"}})).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    // The first server goes first: its search index holds a lock on the data dir.
    let TestApp { client, dir } = app;
    drop(client);
    let config = AppConfig {
        data_dir: dir.path().to_path_buf(),
        ..AppConfig::default()
    };
    let again = Client::tracked(atrium::app::build_rocket(config).unwrap())
        .await
        .unwrap();
    let branding: Value = again
        .get("/api/branding/")
        .dispatch()
        .await
        .into_json()
        .await
        .unwrap();
    assert_eq!(branding["agency"]["name"], "Kept Co");
    assert_eq!(index_branding(&again).await["agency"]["name"], "Kept Co");
}

#[rocket::async_test]
async fn a_logo_is_stored_as_our_own_reencoding_and_becomes_the_sites_logo() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let mut jpg = picture(1200, 600, image::ImageFormat::Jpeg);
    // Bytes after the end of the image (a hidden payload) must not survive.
    jpg.extend_from_slice(b"TRAILING-SECRET");
    let r = upload_logo(&app, &admin, "logo.jpg", &jpg).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let url = r.body["logo_url"].as_str().unwrap().to_string();
    assert!(url.starts_with("/api/branding/logo/"), "{url}");
    assert_eq!(r.body["document"]["agency"]["logo_url"], url.as_str());
    let branding = app.get("/api/branding/", None).await;
    assert_eq!(branding.body["agency"]["logo_url"], url.as_str());
    let (status, headers, served) = app.get_bytes(&url, None).await;
    assert_eq!(status, Status::Ok);
    assert!(
        headers
            .iter()
            .any(|(k, v)| k == "Cache-Control" && v.contains("immutable"))
    );
    let decoded = image::load_from_memory(&served).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (512, 256));
    assert!(!served.windows(15).any(|w| w == b"TRAILING-SECRET"));
    // A save of the whole document as shown keeps the logo apart, not as a stored change.
    let doc = app.get("/api/admin/site/", Some(&admin)).await.body["document"].clone();
    let r = patch_site(&app, &admin, doc).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    // Removing it takes the file away and the document's own logo_url (none) back.
    let r = app.delete("/api/admin/site/logo/", Some(&admin)).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert!(
        r.body["document"]["agency"]["logo_url"].is_null(),
        "{}",
        r.body
    );
    assert_eq!(app.get_bytes(&url, None).await.0, Status::NotFound);
}

#[rocket::async_test]
async fn a_forged_oversize_or_missing_logo_is_refused_and_nothing_changes() {
    let app = TestApp::with_config(|c| c.limits.avatar_bytes = 64 * 1024).await;
    let admin = app.admin().await;
    let forged = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
    let r = upload_logo(&app, &admin, "logo.png", forged).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("logo").is_empty(), "{}", r.body);
    let r = upload_logo(&app, &admin, "big.png", &png(100 * 1024)).await;
    assert_eq!(r.status, Status::PayloadTooLarge, "{}", r.body);
    let (ct, body) = multipart(&[], None);
    let r = app
        .send_raw("POST", "/api/admin/site/logo/", Some(&admin), ct, body)
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("logo").is_empty(), "{}", r.body);
    // Not a form at all: what kind of body is wrong, not "no such page".
    let r = app
        .send_raw(
            "POST",
            "/api/admin/site/logo/",
            Some(&admin),
            rocket::http::ContentType::JSON,
            b"{}".to_vec(),
        )
        .await;
    assert_eq!(r.status, Status::UnsupportedMediaType, "{}", r.body);
    let r = app.get("/api/admin/site/", Some(&admin)).await;
    assert!(r.body["logo_url"].is_null());
    assert_eq!(r.body["version"], 0);
    let dir = app.dir.path().join("uploads/site");
    let left = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
    assert_eq!(left, 0, "no file is kept from a refused upload");
}

#[rocket::async_test]
async fn an_if_match_header_guards_a_save_too() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .client
        .patch("/api/admin/site/")
        .header(ContentType::JSON)
        .header(Header::new("Authorization", format!("Token {admin}")))
        .header(Header::new("If-Match", "\"5\""))
        .body(json!({"document": {"agency": {"name": "X"}}}).to_string())
        .dispatch()
        .await;
    assert_eq!(r.status(), Status::PreconditionFailed);
}

#[rocket::async_test]
async fn the_sites_plans_are_the_billing_plans_and_an_edit_there_shows_on_the_site_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let billing = app.get("/api/billing/plans/", Some(&admin)).await.body;
    let site = app.get("/api/branding/", None).await.body;
    let priced = |doc: &Value| -> Vec<(String, f64)> {
        doc["plans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["id"].as_str().unwrap().into(),
                    p["price"].as_f64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(priced(&site), priced(&billing));

    let r = app
        .patch(
            "/api/billing/plans/pro/",
            Some(&admin),
            json!({"name": "Pro Growth", "price": "275.50", "recommended": true}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let site = app.get("/api/branding/", None).await.body;
    let pro = &site["plans"][1];
    assert_eq!(
        (&pro["id"], &pro["name"], &pro["price"], &pro["popular"]),
        (
            &json!("pro"),
            &json!("Pro Growth"),
            &json!(275.5),
            &json!(true)
        )
    );
    assert_eq!(
        index_branding(&app.client).await["plans"][1]["price"],
        275.5
    );

    // The site editor sends its document back whole: the plans as served are no change.
    let document = app.get("/api/admin/site/", Some(&admin)).await.body["document"].clone();
    let r = patch_site(&app, &admin, document).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["customized"], false);
}

#[rocket::async_test]
async fn plans_changed_in_the_site_editor_are_refused_by_name_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let mut document = app.get("/api/admin/site/", Some(&admin)).await.body["document"].clone();
    document["plans"][0]["price"] = json!(1);
    document["agency"]["name"] = json!("Not Saved Co");
    let r = patch_site(&app, &admin, document).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(
        r.field("document.plans")[0].contains("Settings › Plans"),
        "{}",
        r.body
    );
    let site = app.get("/api/branding/", None).await.body;
    assert_eq!(site["agency"]["name"], "Atrium");
    assert_eq!(site["plans"][0]["price"], 100.0);
}

/// A server on `dir` with `branding.json` as given.
async fn serve_with_file(dir: &std::path::Path, file: &str) -> Client {
    std::fs::write(dir.join("branding.json"), file).unwrap();
    let config = AppConfig {
        data_dir: dir.to_path_buf(),
        ..AppConfig::default()
    };
    Client::tracked(atrium::app::build_rocket(config).unwrap())
        .await
        .unwrap()
}

/// The site's plans as `GET /api/branding/` serves them.
async fn site_plans(client: &Client) -> Vec<Value> {
    let site: Value = client
        .get("/api/branding/")
        .dispatch()
        .await
        .into_json()
        .await
        .unwrap();
    site["plans"].as_array().cloned().unwrap_or_default()
}

#[rocket::async_test]
async fn the_files_plans_apply_when_the_file_changes_and_a_settings_edit_outlives_a_restart() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let TestApp { client, dir } = app;
    drop(client);
    let file = r#"{"plans": [{"id": "pro", "name": "Pro", "price": 275, "popular": true,
                    "features": ["20 posts plus reels"]},
                   {"id": "gold", "name": "Gold", "price": 900, "popular": false, "features": []}]}"#;
    let client = serve_with_file(dir.path(), file).await;
    let plans = site_plans(&client).await;
    assert_eq!(plans[1]["price"], 275.0);
    assert_eq!(plans[1]["features"], json!(["20 posts plus reels"]));
    // A plan the catalogue does not have is not invented.
    assert_eq!(plans.len(), 3);

    // An admin edits the price; the same file at the next start does not undo it.
    let status = client
        .patch("/api/billing/plans/pro/")
        .header(Header::new("Authorization", format!("Token {admin}")))
        .header(ContentType::JSON)
        .body(json!({"price": 300}).to_string())
        .dispatch()
        .await
        .status();
    assert_eq!(status, Status::Ok);
    drop(client);
    let client = serve_with_file(dir.path(), file).await;
    assert_eq!(site_plans(&client).await[1]["price"], 300.0);

    // A changed file is applied again.
    drop(client);
    let client = serve_with_file(dir.path(), &file.replace("275", "280")).await;
    assert_eq!(site_plans(&client).await[1]["price"], 280.0);
}
