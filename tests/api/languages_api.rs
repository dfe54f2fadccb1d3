//! Languages on the server: every shipped catalog has every key of the English one, a user
//! chooses a language and a time zone on their profile, the agency sets a default, and a client
//! reads its billing mails in its own language while the agency works in English.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common;

use atrium::domain::Vocabulary;
use atrium::domain::language::Language;
use common::TestApp;
use rocket::http::Status;
use serde_json::json;

/// The message ids a catalog folder declares (`key = …` at the start of a line).
fn keys(language: Language) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(language.as_str());
    let mut keys = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("a catalog folder") {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            let Some((key, _)) = line.split_once(" =") else {
                continue;
            };
            if key.starts_with(|c: char| c.is_ascii_lowercase())
                && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            {
                keys.insert(key.to_string());
            }
        }
    }
    keys
}

#[test]
fn every_shipped_catalog_says_every_english_key_and_no_other() {
    assert!(!atrium::words::has(Language::En, "no-such-message"));
    let english = keys(Language::En);
    assert!(english.len() > 40, "{} English keys", english.len());
    for &language in Language::ALL {
        let own = keys(language);
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{language:?} has keys English lacks: {extra:?}"
        );
        for key in &english {
            assert!(
                atrium::words::has(language, key),
                "{language:?} cannot say {key}"
            );
        }
    }
}

#[test]
fn a_date_reads_as_each_language_writes_it() {
    let day = time::macros::date!(2026 - 03 - 05);
    let said: Vec<String> = [Language::En, Language::De, Language::Es, Language::Sq]
        .into_iter()
        .map(|l| atrium::words::date(l, day))
        .collect();
    assert_eq!(
        said,
        ["Mar 5, 2026", "5. März 2026", "5 mar 2026", "5 mar 2026"]
    );
}

#[rocket::async_test]
async fn a_user_chooses_a_language_and_a_time_zone_and_bad_ones_are_refused_by_name() {
    let app = TestApp::spawn().await;
    let (token, _) = app.signed_in_client("ana@client.test", "Ana Client").await;
    let me = app.get("/api/auth/me", Some(&token)).await;
    assert_eq!(
        (me.body["language"].clone(), me.body["time_zone"].clone()),
        (json!(null), json!(null))
    );

    let set = app
        .patch(
            "/api/auth/me",
            Some(&token),
            json!({"language": "sq", "time_zone": "Europe/Tirane"}),
        )
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    assert_eq!(
        (
            set.body["language"].as_str(),
            set.body["time_zone"].as_str()
        ),
        (Some("sq"), Some("Europe/Tirane"))
    );

    let bad = app
        .patch(
            "/api/auth/me",
            Some(&token),
            json!({"language": "xx", "time_zone": "Mars/Olympus"}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity, "{}", bad.body);
    assert!(bad.body["fields"]["language"].is_array(), "{}", bad.body);
    assert!(bad.body["fields"]["time_zone"].is_array(), "{}", bad.body);
    let kept = app.get("/api/auth/me", Some(&token)).await;
    assert_eq!(
        kept.body["language"], "sq",
        "a refused edit changes nothing"
    );

    let cleared = app
        .patch("/api/auth/me", Some(&token), json!({"time_zone": null}))
        .await;
    assert_eq!(cleared.status, Status::Ok, "{}", cleared.body);
    assert_eq!(
        (
            cleared.body["language"].as_str(),
            cleared.body["time_zone"].clone()
        ),
        (Some("sq"), json!(null))
    );
}

/// An agency with a bank account and one client, Ana; the invoice mail Ana gets.
async fn invoice_mail(app: &TestApp, admin: &str, client: i64) -> (String, String) {
    let bank = json!({"admin_full_name": "Nova Agency", "iban": "DE89370400440532013000", "bank_name": "Commerzbank", "swift_code": "COBADEFFXXX"});
    let res = app
        .post("/api/admin/bank-settings", Some(admin), bank)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let body = json!({"client": client, "amount": "1500", "description": "Retainer", "due_date": "2099-03-05"});
    let res = app.post("/api/invoices", Some(admin), body).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let row = "FROM mail_outbox WHERE to_addr = 'ana@client.test' ORDER BY id DESC LIMIT 1";
    (
        app.scalar_text(&format!("SELECT subject {row}")).await,
        app.scalar_text(&format!("SELECT body {row}")).await,
    )
}

#[rocket::async_test]
async fn a_client_who_reads_spanish_gets_a_spanish_invoice_mail_while_the_agency_works_in_english()
{
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (ana, client) = app.signed_in_client("ana@client.test", "Ana Client").await;
    let res = app
        .patch("/api/auth/me", Some(&ana), json!({"language": "es"}))
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);

    let (subject, body) = invoice_mail(&app, &admin, client).await;
    assert!(subject.starts_with("Nueva factura: "), "{subject}");
    for words in [
        "Hola, Ana Client:",
        "Ya tiene disponible una nueva factura.",
        "Vencimiento: 5 mar 2099",
        "Concepto:    Retainer",
        "Titular de la cuenta: Nova Agency",
        "Referencia: ",
    ] {
        assert!(body.contains(words), "{words:?} not in:\n{body}");
    }
    let bell = app
        .scalar_text(
            "SELECT title || ' | ' || message FROM notifications WHERE title LIKE 'Nueva%'",
        )
        .await;
    assert!(bell.contains("vence el 5 mar 2099"), "{bell}");
    // The agency's own screens and answers stay English.
    let me = app.get("/api/auth/me", Some(&admin)).await;
    assert_eq!(me.body["language"], json!(null));
}

#[rocket::async_test]
async fn the_agency_default_is_what_a_client_who_never_chose_reads_and_only_the_owner_sets_it() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (_, client) = app.signed_in_client("ana@client.test", "Ana Client").await;
    let public = app.get("/api/languages", None).await;
    assert_eq!(public.body["default_language"], "en");
    assert_eq!(
        public.body["offered"],
        json!(["en", "de", "es", "fr", "sq"])
    );

    let bad = app
        .send_json(
            "PUT",
            "/api/admin/languages",
            Some(&admin),
            json!({"default_language": "klingon"}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity, "{}", bad.body);
    assert!(bad.body["fields"]["default_language"].is_array());
    let set = app
        .send_json(
            "PUT",
            "/api/admin/languages",
            Some(&admin),
            json!({"default_language": "sq"}),
        )
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    assert_eq!(
        app.get("/api/languages", None).await.body["default_language"],
        "sq"
    );

    let (subject, body) = invoice_mail(&app, &admin, client).await;
    assert!(subject.starts_with("Faturë e re: "), "{subject}");
    assert!(body.contains("Përshëndetje Ana Client,"), "{body}");
    assert!(body.contains("Afati:         5 mar 2099"), "{body}");
}

#[rocket::async_test]
async fn a_german_reader_gets_every_billing_notice_in_german() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (ana, client) = app.signed_in_client("ana@client.test", "Ana Client").await;
    app.patch("/api/auth/me", Some(&ana), json!({"language": "de"}))
        .await;
    let (subject, body) = invoice_mail(&app, &admin, client).await;
    assert!(subject.starts_with("Neue Rechnung: "), "{subject}");
    assert!(body.contains("Guten Tag Ana Client,"), "{body}");
    assert!(body.contains("Fällig am:     5. März 2099"), "{body}");
    assert!(body.contains("Kontoinhaber: Nova Agency"), "{body}");
    assert!(!body.contains("Invoice"), "no English left:\n{body}");
}

#[rocket::async_test]
async fn the_invoice_pdf_speaks_german_or_albanian_to_a_client_who_reads_it() {
    let cases = [
        (
            "de",
            [
                "RECHNUNG AN",
                "Bitte überweisen Sie",
                "Kontoinhaber",
                "Verwendungszweck",
            ],
        ),
        (
            "sq",
            [
                "FATURUAR PËR",
                "me transfertë bankare",
                "Mbajtësi i llogarisë",
                "Referenca",
            ],
        ),
    ];
    for (language, words) in cases {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        let (ana, client) = app.signed_in_client("ana@client.test", "Ana Client").await;
        app.patch("/api/auth/me", Some(&ana), json!({"language": language}))
            .await;
        invoice_mail(&app, &admin, client).await;
        let id = app
            .scalar("SELECT id FROM invoices ORDER BY id DESC LIMIT 1")
            .await;
        let (status, _, pdf) = app
            .get_bytes(&format!("/api/invoices/{id}/pdf"), Some(&ana))
            .await;
        assert_eq!(status, Status::Ok);
        let text = common::pdf_text(&pdf);
        for w in words {
            assert!(
                text.contains(w),
                "{language}: {w:?} not on the page:\n{text}"
            );
        }
        assert!(
            !text.contains("BILL TO") && !text.contains("Account holder"),
            "{language}:\n{text}"
        );
    }
}

#[rocket::async_test]
async fn the_common_refusals_come_in_the_language_the_caller_asks_for_and_the_rest_as_written() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let long = "x".repeat(300);
    let ask = |language: &'static str| [("Accept-Language", language)];
    let body = json!({"title": long, "description": ""});
    let german = app
        .from(
            "10.0.0.1",
            "POST",
            "/api/tasks",
            Some(&admin),
            &ask("de-DE,de;q=0.9,en;q=0.5"),
            body.clone(),
        )
        .await;
    assert_eq!(
        german.status,
        Status::UnprocessableEntity,
        "{}",
        german.body
    );
    assert_eq!(
        german.body["fields"]["description"][0],
        "Dieses Feld ist erforderlich."
    );
    assert_eq!(
        german.body["fields"]["title"][0],
        "Dieses Feld darf höchstens 200 Zeichen haben."
    );
    assert_eq!(
        german.body["code"], "validation_error",
        "codes stay as they are"
    );

    let english = app
        .from(
            "10.0.0.1",
            "POST",
            "/api/tasks",
            Some(&admin),
            &ask("fr-CA;q=0.1, tlh"),
            body,
        )
        .await;
    assert_eq!(
        english.body["fields"]["description"][0], "Ce champ est obligatoire.",
        "the first language Atrium speaks"
    );
    let none = app.post("/api/tasks", Some(&admin), json!({})).await;
    assert_eq!(
        none.body["fields"]["description"][0],
        "This field is required."
    );

    let missing = app
        .from(
            "10.0.0.1",
            "GET",
            "/api/tasks/999999",
            Some(&admin),
            &ask("sq"),
            json!(null),
        )
        .await;
    assert_eq!(missing.status, Status::NotFound);
    assert_eq!(missing.body["message"], "Nuk u gjet.");
}
