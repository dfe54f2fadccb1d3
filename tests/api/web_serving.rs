use crate::common;

use common::TestApp;
use rocket::http::Status;

#[rocket::async_test]
async fn health_answers_without_auth() {
    let app = TestApp::spawn().await;
    let r = app.get("/api/health/", None).await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.body["status"], "ok");
    assert_eq!(r.body["database"], "ok");
    assert_eq!(r.body["version"], env!("CARGO_PKG_VERSION"));
}

#[rocket::async_test]
async fn unknown_api_paths_answer_json_404() {
    let app = TestApp::spawn().await;
    for path in ["/api/nope/", "/api/nope", "/api/", "/api/auth/nothing/"] {
        let r = app.get(path, None).await;
        assert_eq!(r.status, Status::NotFound, "{path}");
        assert_eq!(r.body["code"], "not_found", "{path}");
        assert!(
            r.content_type.as_deref().unwrap_or("").contains("json"),
            "{path}"
        );
    }
    let post = app.post("/api/nope/", None, serde_json::json!({})).await;
    assert_eq!(post.status, Status::NotFound);
    assert_eq!(post.body["code"], "not_found");
}

#[rocket::async_test]
async fn app_paths_answer_the_spa_index_with_no_cache() {
    let app = TestApp::spawn().await;
    for path in ["/", "/dashboard", "/services/instagram", "/auth"] {
        let r = app.get(path, None).await;
        assert_eq!(r.status, Status::Ok, "{path}");
        assert!(
            r.content_type
                .as_deref()
                .unwrap_or("")
                .starts_with("text/html"),
            "{path}"
        );
        assert_eq!(r.header("Cache-Control"), Some("no-cache"), "{path}");
    }
    assert_eq!(
        app.get("/assets/missing-abc123.js", None).await.status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    for path in ["/", "/api/health/", "/api/nope/"] {
        let r = app.get(path, None).await;
        let csp = r.header("Content-Security-Policy").unwrap_or("");
        // The inline scripts allowed are the app's own, by their hashes.
        let scripts = format!("script-src 'self' {};", atrium::web::inline_script_hashes());
        assert!(
            csp.contains(&scripts)
                && csp.contains(&atrium::web::starter_hash())
                && !csp.contains("'unsafe-eval'"),
            "no other inline scripts allowed on {path}: {csp}"
        );
        assert_eq!(
            r.header("X-Content-Type-Options"),
            Some("nosniff"),
            "{path}"
        );
        assert_eq!(r.header("X-Frame-Options"), Some("DENY"), "{path}");
        assert!(r.header("Referrer-Policy").is_some(), "{path}");
    }
    assert_eq!(
        app.get("/api/health/", None).await.header("Cache-Control"),
        Some("no-store")
    );
}

#[rocket::async_test]
async fn the_index_page_is_gzipped_when_the_browser_accepts_it() {
    use rocket::http::Header;
    let app = TestApp::spawn().await;
    let res = app
        .client
        .get("/about")
        .header(Header::new("Accept-Encoding", "gzip, br"))
        .dispatch()
        .await;
    assert_eq!(res.headers().get_one("Content-Encoding"), Some("gzip"));
    let bytes = res.into_bytes().await.unwrap();
    let mut html = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut html)
        .unwrap();
    assert!(html.contains("atrium-branding"));
    let plain = app.client.get("/about").dispatch().await;
    assert_eq!(plain.headers().get_one("Content-Encoding"), None);
}

#[rocket::async_test]
async fn a_page_asked_for_with_a_query_gets_the_loading_screen_not_another_pages_html() {
    let app = TestApp::spawn().await;
    // An invitation link shows another form than the /auth the build prerendered, and "/" is not /auth.
    let r = app.get("/auth?invite=abc", None).await;
    assert_eq!(r.status, Status::Ok);
    let html = r.body.as_str().unwrap();
    assert!(!html.contains("data-prerendered"), "{html}");
    assert!(
        html.contains("<div id=\"root\">"),
        "is ui/dist built? {html}"
    );
}

#[rocket::async_test]
async fn a_public_page_asked_for_in_another_language_is_painted_in_it_with_absolute_alternates() {
    let app = TestApp::spawn().await;
    let r = app.get("/contact?lang=de", None).await;
    assert_eq!(r.status, Status::Ok);
    let html = r.body.as_str().unwrap();
    assert!(
        html.contains("data-prerendered=\"de\""),
        "is ui/dist built? {html}"
    );
    assert!(html.contains(" lang=\"de\""), "{html}");
    assert!(html.contains("Schreiben Sie uns"), "{html}");
    assert!(!html.contains("Send us a message"), "{html}");
    // The alternates are absolute: crawlers take no others.
    let base = app.state().config.public_base_url();
    assert!(
        html.contains(&format!(
            "<link rel=\"alternate\" hreflang=\"sq\" href=\"{base}/contact?lang=sq\"/>"
        )),
        "{html}"
    );
    let english = app.get("/contact", None).await;
    let html = english.body.as_str().unwrap();
    assert!(html.contains("data-prerendered=\"en\"") && html.contains("Send us a message"));
    // A language the site does not offer gets the loading screen, not a page in another language.
    let unknown = app.get("/contact?lang=xx", None).await;
    assert!(!unknown.body.as_str().unwrap().contains("data-prerendered"));
}

/// The build keeps a large script only compressed (ui/scripts/compress-dist.mjs): a browser that
/// takes brotli or gzip gets that file as stored, and one that takes neither gets it unpacked.
#[rocket::async_test]
async fn a_script_kept_only_compressed_is_served_packed_or_unpacked_as_the_browser_takes_it() {
    use rocket::http::Header;
    let app = TestApp::spawn().await;
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist/assets");
    let gz = std::fs::read_dir(&assets)
        .expect("is ui/dist built?")
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with(".js.gz"))
        .expect("the build compresses its scripts");
    let script = gz.with_extension("");
    assert!(!script.exists(), "{} kept a plain copy", script.display());
    let url = format!("/assets/{}", script.file_name().unwrap().to_string_lossy());
    let stored = std::fs::read(&gz).unwrap();
    let mut plain = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&stored[..]), &mut plain).unwrap();

    for (accept, encoding, body) in [
        (Some("gzip"), Some("gzip"), &stored),
        (
            Some("br"),
            Some("br"),
            &std::fs::read(gz.with_extension("br")).unwrap(),
        ),
        (None, None, &plain),
    ] {
        let mut request = app.client.get(url.clone());
        if let Some(accept) = accept {
            request = request.header(Header::new("Accept-Encoding", accept));
        }
        let res = request.dispatch().await;
        assert_eq!(res.status(), Status::Ok, "{accept:?}");
        assert_eq!(res.headers().get_one("Content-Encoding"), encoding);
        assert!(
            res.content_type()
                .is_some_and(|t| t.to_string().contains("javascript")),
            "{accept:?}"
        );
        assert_eq!(&res.into_bytes().await.unwrap(), body, "{accept:?}");
    }
}
