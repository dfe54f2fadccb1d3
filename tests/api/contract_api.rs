//! The server refuses what its OpenAPI document refuses, and answers the document's statuses
//! where HTTP leaves a choice (malformed preconditions, repeated parameters, unknown methods).

use crate::common;

use common::TestApp;
use rocket::http::Status;
use serde_json::json;

/// A client made through the API by `admin`; its id.
async fn new_client(app: &TestApp, admin: &str, name: &str) -> i64 {
    let email = format!("{}@x.test", name.to_lowercase());
    let body = json!({"name": name, "email": email, "company": name});
    let made = app.post("/api/clients", Some(admin), body).await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    made.body["id"].as_i64().unwrap()
}

#[rocket::async_test]
async fn a_null_in_a_field_the_document_calls_non_null_is_refused_and_names_the_field() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let id = new_client(&app, &admin, "Nora").await;
    let r = app
        .patch(
            &format!("/api/clients/{id}"),
            Some(&admin),
            json!({"name": null, "status": null, "company": "Kept?"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(r.field("name"), vec!["This field may not be null."]);
    assert_eq!(r.field("status"), vec!["This field may not be null."]);
    let after = app.get(&format!("/api/clients/{id}"), Some(&admin)).await;
    assert_eq!(after.body["company"], "Nora", "nothing was half-written");
}

#[rocket::async_test]
async fn null_clears_the_fields_where_the_document_says_null_means_none() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let made = app
        .post(
            "/api/clients",
            Some(&admin),
            json!({"name": "Ola", "email": "ola@x.test", "company": "O",
                   "package": "pro", "next_payment": "2030-01-31"}),
        )
        .await;
    let id = made.body["id"].as_i64().unwrap();
    let r = app
        .patch(
            &format!("/api/clients/{id}"),
            Some(&admin),
            json!({"package": null, "next_payment": null}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert!(r.body["package"].is_null());
    assert!(r.body["next_payment"].is_null());

    let me = app.get("/api/auth/me", Some(&admin)).await;
    let task = app
        .post(
            "/api/tasks",
            Some(&admin),
            json!({"title": "T", "description": "D", "client": id,
                   "assigned_to": me.body["id"], "due_date": "2030-01-01"}),
        )
        .await;
    assert_eq!(task.status, Status::Created, "{}", task.body);
    let unassigned = app
        .patch(
            &format!("/api/tasks/{}", task.body["id"]),
            Some(&admin),
            json!({"assigned_to": null}),
        )
        .await;
    assert_eq!(unassigned.status, Status::Ok, "{}", unassigned.body);
    assert!(unassigned.body["assigned_to"].is_null());
}

#[rocket::async_test]
async fn a_malformed_if_match_is_a_422_on_the_header_and_a_stale_one_still_a_412() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for bad in ["", "null", "W/\"G<+(\"", "\"3"] {
        let r = app
            .from(
                "10.0.0.1",
                "PATCH",
                "/api/auth/me",
                Some(&admin),
                &[("If-Match", bad)],
                json!({"bio": "x"}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{bad:?}: {}", r.body);
        assert_eq!(r.field("If-Match").len(), 1, "{bad:?}");
    }
    let stale = app
        .from(
            "10.0.0.1",
            "PATCH",
            "/api/auth/me",
            Some(&admin),
            &[("If-Match", "\"999\"")],
            json!({"bio": "x"}),
        )
        .await;
    assert_eq!(stale.status, Status::PreconditionFailed);
}

#[rocket::async_test]
async fn every_route_that_reads_a_query_refuses_a_parameter_given_twice() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let with_query: Vec<String> = app
        .client
        .rocket()
        .routes()
        .filter(|r| r.uri.query().is_some() && r.uri.path().starts_with("/api/"))
        .map(|r| r.uri.path().to_string())
        .collect();
    assert!(with_query.len() >= 5, "{with_query:?}");
    for path in with_query {
        // A conversation's id: the guard answers before the id is looked up.
        let path = path.replace("<id>", "1").replace("<provider>", "instagram");
        assert!(
            !path.contains('<'),
            "fill the path parameters of {path} here"
        );
        let r = app.get(&format!("{path}?zz=1&zz=2"), Some(&admin)).await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{path}: {}", r.body);
        assert_eq!(r.field("zz"), vec!["Give this parameter once."], "{path}");
    }
}

#[rocket::async_test]
async fn an_id_that_cannot_exist_is_a_404_not_a_complaint_about_the_body() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for (method, path) in [
        ("GET", "/api/clients/9223372036854775808"),
        ("DELETE", "/api/tasks/abc"),
        ("POST", "/api/notifications/99999999999999999999/mark_read"),
    ] {
        let r = app
            .from("10.0.0.1", method, path, Some(&admin), &[], json!({}))
            .await;
        assert_eq!(r.status, Status::NotFound, "{method} {path}: {}", r.body);
        assert_eq!(r.body["code"], "not_found");
    }
}

#[rocket::async_test]
async fn a_method_a_path_does_not_have_is_a_405_naming_the_ones_it_has() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for (method, path, allow) in [
        ("GET", "/api/auth/logout", "POST"),
        ("GET", "/api/tasks/bulk_update", "POST"),
        ("PATCH", "/api/tasks/bulk_delete", "POST"),
        ("DELETE", "/api/contact", "POST"),
    ] {
        let r = app
            .from("10.0.0.1", method, path, Some(&admin), &[], json!({}))
            .await;
        assert_eq!(r.status, Status::MethodNotAllowed, "{method} {path}");
        assert_eq!(r.header("Allow"), Some(allow), "{method} {path}");
    }
}

#[rocket::async_test]
async fn an_unknown_method_is_a_405_not_a_400() {
    // Rocket's local client cannot send a method Rocket does not know: a real socket can.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let dir = tempfile::tempdir().unwrap();
    let config = atrium::config::AppConfig {
        data_dir: dir.path().to_path_buf(),
        port,
        ..Default::default()
    };
    let rocket = atrium::app::build_rocket(config).unwrap();
    let server = tokio::spawn(rocket.launch());
    let raw = request_raw(
        port,
        "QUERY /api/clients HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await;
    server.abort();
    assert!(raw.starts_with("HTTP/1.1 405"), "{raw}");
    assert!(
        raw.to_ascii_lowercase().contains("allow: get, post"),
        "{raw}"
    );
}

async fn request_raw(port: u16, request: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    for _ in 0..100 {
        if let Ok(mut s) = tokio::net::TcpStream::connect(("127.0.0.1", port)).await {
            s.write_all(request.as_bytes()).await.unwrap();
            let mut out = String::new();
            s.read_to_string(&mut out).await.unwrap();
            return out;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the server did not start");
}

#[rocket::async_test]
async fn the_cli_prints_the_document_the_server_serves_without_a_data_dir() {
    let app = TestApp::spawn().await;
    let served = app.get("/api/openapi.json", None).await.body;
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_atrium"))
        .args(["--data-dir", "/nonexistent/atrium", "openapi"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(printed, served);
    assert_eq!(printed["openapi"], "3.1.0");
}

#[rocket::async_test]
async fn swagger_ui_is_served_from_the_binary_under_api_docs() {
    let app = TestApp::spawn().await;
    // The files are kept gzipped in the binary and sent so, as a browser reads them.
    let unpacked = async |path: &str| {
        let (status, headers, bytes) = app.get_bytes(path, None).await;
        assert_eq!(status, Status::Ok, "{path}");
        let gzipped = headers
            .iter()
            .any(|(k, v)| k.eq_ignore_ascii_case("content-encoding") && v == "gzip");
        let mut text = String::new();
        if gzipped {
            std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut text)
                .expect("a gzipped file unpacks");
        } else {
            text = String::from_utf8(bytes).expect("text");
        }
        text
    };
    let html = unpacked("/api/docs/").await;
    assert!(html.contains("swagger-ui"), "{html}");
    assert!(
        unpacked("/api/docs/swagger-ui-bundle.js")
            .await
            .contains("SwaggerUIBundle")
    );
    assert!(
        unpacked("/api/docs/swagger-ui.css")
            .await
            .contains(".swagger-ui")
    );
    let init = app.get("/api/docs/swagger-initializer.js", None).await;
    assert!(
        init.body.as_str().unwrap().contains("/api/openapi.json"),
        "the UI reads this server's document"
    );
}

#[rocket::async_test]
async fn a_version_that_is_not_a_whole_number_from_0_is_refused_before_any_precondition() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let zero = app
        .from(
            "10.0.0.1",
            "PATCH",
            "/api/auth/notification-preferences",
            Some(&admin),
            &[("If-Match", "\"1\"")],
            json!({"weekly_reports": true, "version": -1}),
        )
        .await;
    assert_eq!(zero.status, Status::UnprocessableEntity, "{}", zero.body);
    assert_eq!(zero.field("version").len(), 1);
    for bad in ["abc", "9223372036854775808"] {
        let (ct, bytes) = common::multipart(&[("version", bad), ("bio", "x")], None);
        let r = app
            .send_raw("PATCH", "/api/auth/me", Some(&admin), ct, bytes)
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{bad}: {}", r.body);
        assert_eq!(r.field("version").len(), 1, "{bad}");
    }
    let me = app.get("/api/auth/me", Some(&admin)).await;
    assert_eq!(me.body["bio"], "", "the refused forms changed nothing");
}

#[rocket::async_test]
async fn a_form_field_given_twice_is_refused_rather_than_half_read() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for fields in [
        [("first_name", "A"), ("first_name", "B")],
        [("version", "1"), ("version", "2")],
    ] {
        let (ct, bytes) = common::multipart(&fields, None);
        let r = app
            .send_raw("PATCH", "/api/auth/me", Some(&admin), ct, bytes)
            .await;
        assert_eq!(
            r.status,
            Status::UnprocessableEntity,
            "{fields:?}: {}",
            r.body
        );
        assert_eq!(r.field(fields[0].0), vec!["Give this field once."]);
    }
    let me = app.get("/api/auth/me", Some(&admin)).await;
    assert_eq!(me.body["first_name"], "Ada");
}

#[rocket::async_test]
async fn invalid_input_is_reported_as_invalid_even_when_the_version_is_stale_too() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let id = new_client(&app, &admin, "Pia").await;
    let r = app
        .from(
            "10.0.0.1",
            "PATCH",
            &format!("/api/clients/{id}"),
            Some(&admin),
            &[("If-Match", "\"35\"")],
            json!({"account_manager": "x".repeat(201)}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(r.field("account_manager").len(), 1);
}

#[rocket::async_test]
async fn an_empty_page_or_page_size_is_refused_like_any_other_non_number() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    for path in ["/api/team?page=", "/api/clients?page_size="] {
        let r = app.get(path, Some(&admin)).await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{path}: {}", r.body);
    }
}

#[rocket::async_test]
async fn every_operation_in_the_document_has_an_id_of_its_own() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let mut seen = std::collections::BTreeMap::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if let Some(id) = op["operationId"].as_str() {
                let place = format!("{method} {path}");
                if let Some(first) = seen.insert(id.to_string(), place.clone()) {
                    panic!("operationId {id} is used by {first} and {place}");
                }
            }
        }
    }
    assert!(seen.len() > 60, "{} operations", seen.len());
}
