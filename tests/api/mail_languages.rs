//! Every mail and the performance report in the reader's language: the sign-up code in the
//! form's, invitations and review links in the client's, the monthly report and its PDF in the
//! client's, the agency's own mails in each admin's; English where nobody chose.

use crate::common::{self, TestApp, WithClient};
use rocket::http::Status;
use serde_json::json;

/// The last mail to `to`: its subject and body.
async fn last_mail(app: &TestApp, to: &str) -> (String, String) {
    let row = format!("FROM mail_outbox WHERE to_addr = '{to}' ORDER BY id DESC LIMIT 1");
    (
        app.scalar_text(&format!("SELECT subject {row}")).await,
        app.scalar_text(&format!("SELECT body {row}")).await,
    )
}

fn says_all(text: &str, words: &[&str]) {
    for w in words {
        assert!(text.contains(w), "{w:?} not in:\n{text}");
    }
}

async fn reads(app: &TestApp, token: &str, language: &str) {
    let res = app
        .patch("/api/auth/me", Some(token), json!({"language": language}))
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
}

#[rocket::async_test]
async fn a_sign_up_form_in_german_mails_the_code_in_german_and_the_new_account_reads_german() {
    let app = TestApp::spawn().await;
    let ask = json!({"email": "lena@neu.test", "name": "Lena Neu", "language": "de"});
    let res = app
        .post("/api/auth/send-verification-code", None, ask)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let (subject, body) = last_mail(&app, "lena@neu.test").await;
    assert_eq!(subject, "Ihr Bestätigungscode");
    says_all(&body, &["Guten Tag,", "Ihr Bestätigungscode lautet: "]);
    assert!(!body.contains("verification"), "no English left:\n{body}");

    let code = common::key_after(&body, "lautet: ");
    let register = json!({"email": "lena@neu.test", "name": "Lena Neu", "password": "lena-pass-4471",
        "verification_code": &code[..6], "language": "de"});
    let res = app
        .post("/api/auth/verify-and-register", None, register)
        .await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    assert_eq!(res.body["user"]["language"], "de", "{}", res.body);

    let bad = json!({"email": "max@neu.test", "name": "Max", "language": "tlh"});
    let res = app
        .post("/api/auth/send-verification-code", None, bad)
        .await;
    assert_eq!(res.status, Status::UnprocessableEntity, "{}", res.body);
    assert!(res.body["fields"]["language"].is_array(), "{}", res.body);
}

#[rocket::async_test]
async fn a_form_in_english_still_warns_an_address_that_has_an_account_in_the_accounts_language() {
    let w = WithClient::new().await;
    reads(&w.app, &w.owner, "sq").await;
    let ask = json!({"email": "owner@bloom.test", "name": "Someone", "language": "en"});
    let res = w
        .app
        .post("/api/auth/send-verification-code", None, ask)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let (subject, _) = last_mail(&w.app, "owner@bloom.test").await;
    assert_eq!(subject, "Ju keni tashmë një llogari");
}

#[rocket::async_test]
async fn team_invitations_and_review_links_are_written_in_the_clients_language() {
    let w = WithClient::new().await;
    reads(&w.app, &w.owner, "sq").await;
    let path = format!("/api/clients/{}/team/invitations", w.client);
    let invite = json!({"email": "mia@bloom.test", "name": "Mia", "seat": "viewer"});
    let res = w.app.post(&path, Some(&w.admin), invite).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let (subject, body) = last_mail(&w.app, "mia@bloom.test").await;
    assert!(subject.starts_with("Bashkohuni me ekipin e "), "{subject}");
    says_all(&body, &["Përshëndetje Mia,", "me rolin shikues"]);

    let post = w.post_for_approval("Spring launch").await;
    let posts = json!({"post_ids": [post], "email": "rev@outside.test"});
    let res = w.app.post("/api/review-links", Some(&w.admin), posts).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let (subject, body) = last_mail(&w.app, "rev@outside.test").await;
    assert!(
        subject.starts_with("Ju lutemi shqyrtoni një postim për "),
        "{subject}"
    );
    says_all(&body, &["Përshëndetje,", "deri më "]);
    assert!(!body.contains("works until"), "no English left:\n{body}");
}

#[rocket::async_test]
async fn the_agency_reads_its_own_mails_in_its_default_while_a_client_reads_another_language() {
    let w = WithClient::new().await;
    reads(&w.app, &w.owner, "es").await;
    let set = json!({"default_language": "fr"});
    let res = w
        .app
        .send_json("PUT", "/api/admin/languages", Some(&w.admin), set)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let invite = json!({"email": "sam@agency.test", "name": "Sam", "role": "member"});
    let res = w
        .app
        .post("/api/staff/invitations", Some(&w.admin), invite)
        .await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let (subject, body) = last_mail(&w.app, "sam@agency.test").await;
    assert!(subject.starts_with("Rejoignez"), "{subject}");
    says_all(&body, &["Bonjour Sam,"]);

    // The client changes its password: its own language, not the agency's.
    let change = json!({"current_password": common::PASSWORD, "new_password": "a-new-pass-5521"});
    let res = w
        .app
        .post("/api/auth/change-password", Some(&w.owner), change)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let (subject, _) = last_mail(&w.app, "owner@bloom.test").await;
    assert_eq!(subject, "Se ha cambiado su contraseña");
}

async fn report(app: &TestApp, token: &str, format: &str) -> Vec<u8> {
    let uri = format!("/api/analytics/report?format={format}&period=3months");
    let (status, _, bytes) = app.get_bytes(&uri, Some(token)).await;
    assert_eq!(status, Status::Ok);
    bytes
}

#[rocket::async_test]
async fn the_report_pdf_and_csv_speak_german_or_albanian_to_the_client_who_reads_them() {
    let cases = [
        (
            "de",
            ["PERFORMANCE-BERICHT", "Follower pro Monat", "Top-Beiträge"],
            "Zeitraum",
        ),
        (
            "sq",
            [
                "RAPORTI I PERFORMANCËS",
                "Muaj pas muaji",
                "3 muajt e fundit",
            ],
            "Periudha",
        ),
    ];
    for (language, words, period) in cases {
        let w = WithClient::new().await;
        w.app
            .add_account(w.client, "instagram", "bloom_daily")
            .await;
        reads(&w.app, &w.owner, language).await;
        let text = common::pdf_text(&report(&w.app, &w.owner, "pdf").await);
        says_all(&text, &words);
        assert!(
            !text.contains("PERFORMANCE REPORT") && !text.contains("Month by month"),
            "{language}:\n{text}"
        );
        let csv = String::from_utf8(report(&w.app, &w.owner, "csv").await).unwrap();
        assert!(csv.lines().nth(1).unwrap().starts_with(period), "{csv}");
        // The admin who downloads the same client's report reads it in English.
        let uri = format!("/api/analytics/report?client={}", w.client);
        let (_, _, pdf) = w.app.get_bytes(&uri, Some(&w.admin)).await;
        assert!(common::pdf_text(&pdf).contains("PERFORMANCE REPORT"));
    }
}

#[rocket::async_test]
async fn the_monthly_report_mail_speaks_the_clients_language() {
    let w = WithClient::new().await;
    w.app
        .add_account(w.client, "instagram", "bloom_daily")
        .await;
    reads(&w.app, &w.owner, "de").await;
    let on = json!({"monthly_reports": true, "day_of_month": 1});
    let res = w
        .app
        .patch("/api/settings/reports", Some(&w.admin), on)
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let sent = atrium::jobs::monthly_reports(&w.app.jobs(), time::OffsetDateTime::now_utc())
        .await
        .unwrap();
    assert_eq!(sent, 1);
    let (subject, body) = last_mail(&w.app, "owner@bloom.test").await;
    assert_eq!(subject, "Ihr monatlicher Performance-Bericht");
    says_all(&body, &["Guten Tag ", "Reichweite:", "letzter Monat ("]);
    assert!(!body.contains("Followers:"), "no English left:\n{body}");
}

#[rocket::async_test]
async fn a_credit_note_pdf_speaks_the_clients_language() {
    let w = WithClient::new().await;
    reads(&w.app, &w.owner, "de").await;
    let body = json!({"client": w.client, "amount": "300", "description": "Retainer", "due_date": "2099-03-05"});
    let res = w.app.post("/api/invoices", Some(&w.admin), body).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let path = format!("/api/invoices/{}/credit-notes", res.body["id"]);
    let credit = json!({"amount": "100", "reason": "Ein Reel weniger"});
    let res = w.app.post(&path, Some(&w.admin), credit).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let uri = format!("/api/credit-notes/{}/pdf", res.body["id"]);
    let (status, _, pdf) = w.app.get_bytes(&uri, Some(&w.owner)).await;
    assert_eq!(status, Status::Ok);
    let text = common::pdf_text(&pdf);
    says_all(
        &text,
        &["GUTSCHRIFT", "GUTSCHRIFT AN", "Gutschrift zu Rechnung "],
    );
    assert!(!text.contains("CREDIT NOTE"), "{text}");
}

#[rocket::async_test]
async fn each_reader_finds_a_notice_in_the_bell_in_their_own_language() {
    let w = WithClient::new().await;
    reads(&w.app, &w.owner, "sq").await;
    w.post_for_approval("Spring launch").await;
    let bell =
        "SELECT title || ' | ' || message FROM notifications n JOIN users u ON u.id = n.user_id
                WHERE u.email = 'owner@bloom.test' ORDER BY n.id DESC LIMIT 1";
    let said = w.app.scalar_text(bell).await;
    assert!(
        said.starts_with("Përmbajtje që pret miratimin tuaj | "),
        "{said}"
    );
    assert!(said.contains("për miratim."), "{said}");

    // A second admin who reads German is given a task by the first, who reads English.
    let mia = w
        .app
        .create_user(
            atrium::db::users::Role::Admin,
            "mia@agency.test",
            "Mia Mate",
        )
        .await;
    let token = w.app.login("mia@agency.test", common::PASSWORD).await;
    reads(&w.app, &token, "de").await;
    let task = json!({"title": "Brief the shoot", "description": "Shot list", "client": w.client, "assigned_to": mia, "due_date": "2099-01-10"});
    let res = w.app.post("/api/tasks", Some(&w.admin), task).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let said = w
        .app
        .scalar_text(&format!(
            "SELECT title || ' | ' || message FROM notifications WHERE user_id = {mia} ORDER BY id DESC LIMIT 1"
        ))
        .await;
    assert!(said.starts_with("Neue Aufgabe zugewiesen | "), "{said}");
    assert!(said.contains("zugewiesen."), "{said}");
    assert!(!said.contains("assigned"), "{said}");
}
