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

/// Every `ToSchema` type of the server, by the name the document gives it: utoipa keeps the
/// last of two types with one name and drops the other without a word, so two are a defect.
fn schema_types() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let mut derives = false;
            let mut alias: Option<String> = None;
            for line in text.lines() {
                let line = line.trim();
                if line.starts_with("#[derive(") && line.contains("ToSchema") {
                    derives = true;
                } else if derives && line.starts_with("#[schema(as = ") {
                    alias = line
                        .trim_start_matches("#[schema(as = ")
                        .split([')', ','])
                        .next()
                        .map(str::to_string);
                } else if derives && !line.starts_with("#[") && !line.starts_with("///") {
                    let name = line
                        .split_whitespace()
                        .skip_while(|w| !matches!(*w, "struct" | "enum"))
                        .nth(1)
                        .map(|n| n.trim_end_matches(['{', '(', ';']).to_string());
                    if let Some(name) = alias.take().or(name) {
                        found.push((name, path.display().to_string()));
                    }
                    derives = false;
                }
            }
        }
    }
    found
}

#[test]
fn no_two_schema_types_share_a_name_in_the_document() {
    let mut seen = std::collections::BTreeMap::<String, String>::new();
    let mut twice = Vec::new();
    for (name, file) in schema_types() {
        if let Some(first) = seen.insert(name.clone(), file.clone()) {
            twice.push(format!("{name}: {first} and {file}"));
        }
    }
    assert!(
        twice.is_empty(),
        "schema names used twice:\n{}",
        twice.join("\n")
    );
}

#[rocket::async_test]
async fn every_operation_has_an_id_of_its_own() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let mut seen = std::collections::BTreeSet::new();
    let mut twice = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if let Some(id) = op["operationId"].as_str()
                && !seen.insert(id.to_string())
            {
                twice.push(format!("{id} ({method} {path})"));
            }
        }
    }
    assert!(twice.is_empty(), "operation ids used twice: {twice:?}");
}
