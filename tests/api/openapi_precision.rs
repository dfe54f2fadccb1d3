//! The OpenAPI document admits only what the server takes (the fuzz pass's positive-acceptance
//! check, tests/fuzz/run.sh): closed vocabularies are enums, ids say both spellings the server
//! reads, text fields carry the server's character rules, and an integer is JSON's integer.

use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

fn query_param<'a>(doc: &'a Value, path: &str, name: &str) -> &'a Value {
    doc["paths"][path]["get"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{path} has no parameter {name}"))
}

#[rocket::async_test]
async fn query_filters_of_a_closed_vocabulary_are_enums_of_the_values_the_server_takes() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    for (path, name) in [
        ("/api/clients", "status"),
        ("/api/tasks", "priority"),
        ("/api/invoices", "status"),
        ("/api/content", "platform"),
        ("/api/notifications", "type"),
        ("/api/analytics/report", "format"),
        ("/api/analytics/performance", "period"),
    ] {
        let values = query_param(&doc, path, name)["schema"]["enum"]
            .as_array()
            .unwrap_or_else(|| panic!("{path} {name} is not an enum"))
            .clone();
        for v in &values {
            let v = v.as_str().unwrap();
            let r = app.get(&format!("{path}?{name}={v}"), Some(&admin)).await;
            assert_eq!(r.status, Status::Ok, "{path}?{name}={v}: {}", r.body);
        }
        let r = app
            .get(&format!("{path}?{name}=nonesuch"), Some(&admin))
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{path}?{name}");
    }
}

#[rocket::async_test]
async fn an_id_in_a_body_is_documented_as_a_number_or_a_string_of_digits() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let client = &doc["components"]["schemas"]["TaskBody"]["properties"]["client"];
    let kinds: Vec<&Value> = client["oneOf"].as_array().unwrap().iter().collect();
    assert_eq!(kinds[0]["type"], "integer");
    assert_eq!(kinds[0]["minimum"], 1);
    assert_eq!(kinds[1]["type"], "string");
    assert_eq!(kinds[1]["pattern"], "^[0-9]{1,18}$");
}

#[rocket::async_test]
async fn an_integer_written_with_a_zero_fraction_is_read_as_that_integer() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let r = app
        .patch(
            "/api/settings/reports",
            Some(&admin),
            json!({"monthly_reports": true, "day_of_month": 6.0}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["day_of_month"], 6);
    let half = app
        .patch(
            "/api/settings/reports",
            Some(&admin),
            json!({"day_of_month": 6.5}),
        )
        .await;
    assert_eq!(half.status, Status::UnprocessableEntity, "{}", half.body);
}

#[rocket::async_test]
async fn text_fields_say_in_the_document_which_characters_the_server_refuses() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let name = &doc["components"]["schemas"]["ClientBody"]["properties"]["name"];
    let pattern = name["pattern"]
        .as_str()
        .expect("ClientBody.name has a pattern");
    assert!(pattern.contains(r"\u0000-\u001f"), "{pattern}");
    let message = &doc["components"]["schemas"]["ContactBody"]["properties"]["message"];
    assert!(
        !message["pattern"]
            .as_str()
            .unwrap()
            .contains(r"\u0000-\u001f"),
        "a message may hold line breaks"
    );
    let r = app
        .post(
            "/api/clients",
            Some(&admin),
            json!({"name": "Bell\u{7}", "email": "bell@x.test", "company": "Bell"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert!(!r.field("name").is_empty());
    let avatar = &doc["paths"]["/api/auth/me"]["patch"]["requestBody"]["content"]["multipart/form-data"]
        ["encoding"]["avatar"]["contentType"];
    assert_eq!(avatar, "image/jpeg, image/png, image/gif");
}
