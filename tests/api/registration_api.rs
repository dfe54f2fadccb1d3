use crate::common;

use atrium::config::{MailTransport, SmtpTls};
use atrium::db::users::Role;
use common::TestApp;
use common::smtp::FakeSmtp;
use rocket::http::Status;
use serde_json::{Value, json};

async fn with_smtp() -> (TestApp, FakeSmtp) {
    let smtp = FakeSmtp::start();
    let port = smtp.port;
    let app = TestApp::with_config(|c| {
        c.mail.transport = MailTransport::Smtp;
        c.mail.smtp_host = "127.0.0.1".into();
        c.mail.smtp_port = port;
        c.mail.smtp_tls = SmtpTls::None;
        c.mail.from = "Agency <hello@agency.test>".into();
    })
    .await;
    (app, smtp)
}

fn code_request(email: &str) -> Value {
    json!({"email": email, "name": "Nora North", "purpose": "registration"})
}

fn registration(email: &str, code: &str) -> Value {
    json!({"email": email, "password": "a-good-password", "name": "Nora North",
           "company": "North Co", "verification_code": code, "role": "admin"})
}

#[rocket::async_test]
async fn the_code_arrives_by_smtp_and_registers_a_client_with_a_pending_client_record() {
    let (app, smtp) = with_smtp().await;
    let admin = app.admin().await;
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("nora@north.test"),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let code = smtp.last_code_for("nora@north.test").expect("code mailed");
    assert_eq!(code.len(), 6);
    assert!(code.chars().all(|c| c.is_ascii_digit()));

    let r = app
        .post(
            "/api/auth/verify-and-register/",
            None,
            registration("nora@north.test", &code),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(
        r.body["user"]["role"], "client",
        "a body asking for admin still yields a client"
    );
    assert_eq!(r.body["user"]["company"], "North Co");
    let token = r.body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/api/auth/me/", Some(token)).await.body["email"],
        "nora@north.test"
    );
    let user_id = r.body["user"]["id"].as_i64().unwrap();
    let status_sql =
        format!("SELECT COUNT(*) FROM clients WHERE user_id = {user_id} AND status = 'pending'");
    assert_eq!(app.scalar(&status_sql).await, 1);
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM verification_codes").await,
        0,
        "code consumed"
    );

    let bell = app.get("/api/notifications/", Some(&admin)).await;
    assert_eq!(bell.body["count"], 1);
    assert_eq!(bell.body["results"][0]["title"], "New client registration");
    let sent = app
        .scalar("SELECT COUNT(*) FROM mail_outbox WHERE status = 'sent' AND body IS NULL")
        .await;
    // The code, then the new-client notice to the admin.
    assert_eq!(sent, 2, "SMTP mail is recorded without its body");
}

#[rocket::async_test]
async fn the_stored_code_is_hashed() {
    let (app, smtp) = with_smtp().await;
    app.post(
        "/api/auth/send-verification-code/",
        None,
        code_request("h@x.test"),
    )
    .await;
    let code = smtp.last_code_for("h@x.test").unwrap();
    let sql = format!("SELECT COUNT(*) FROM verification_codes WHERE code_hash LIKE '%{code}%'");
    assert_eq!(app.scalar(&sql).await, 0);
}

#[rocket::async_test]
async fn wrong_codes_are_counted_and_the_sixth_try_is_refused_even_with_the_right_code() {
    let (app, smtp) = with_smtp().await;
    app.post(
        "/api/auth/send-verification-code/",
        None,
        code_request("w@x.test"),
    )
    .await;
    let code = smtp.last_code_for("w@x.test").unwrap();
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for n in 1..=5 {
        let r = app
            .post(
                "/api/auth/verify-and-register/",
                None,
                registration("w@x.test", wrong),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity);
        assert_eq!(
            r.field("verification_code"),
            vec!["Invalid or expired verification code"]
        );
        assert_eq!(
            app.scalar("SELECT attempts FROM verification_codes").await,
            n
        );
    }
    let r = app
        .post(
            "/api/auth/verify-and-register/",
            None,
            registration("w@x.test", &code),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(app.scalar("SELECT COUNT(*) FROM users").await, 0);
}

#[rocket::async_test]
async fn an_expired_code_is_refused() {
    let (app, smtp) = with_smtp().await;
    app.post(
        "/api/auth/send-verification-code/",
        None,
        code_request("e@x.test"),
    )
    .await;
    let code = smtp.last_code_for("e@x.test").unwrap();
    app.sql("UPDATE verification_codes SET expires_at = '2000-01-01T00:00:00Z'")
        .await;
    let r = app
        .post(
            "/api/auth/verify-and-register/",
            None,
            registration("e@x.test", &code),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(r.body["message"], "Invalid or expired verification code");
    assert_eq!(app.scalar("SELECT COUNT(*) FROM users").await, 0);
}

#[rocket::async_test]
async fn resend_is_refused_within_60_seconds_then_sends_a_new_code() {
    let (app, smtp) = with_smtp().await;
    app.post(
        "/api/auth/send-verification-code/",
        None,
        code_request("r@x.test"),
    )
    .await;
    let early = app
        .post(
            "/api/auth/resend-verification-code/",
            None,
            code_request("r@x.test"),
        )
        .await;
    assert_eq!(early.status, Status::TooManyRequests);
    let again = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("r@x.test"),
        )
        .await;
    assert_eq!(again.status, Status::Ok);
    assert_eq!(
        smtp.messages().len(),
        1,
        "a repeated send inside the window keeps the first code"
    );
    app.sql("UPDATE verification_codes SET last_sent_at = '2000-01-01T00:00:00Z'")
        .await;
    let later = app
        .post(
            "/api/auth/resend-verification-code/",
            None,
            code_request("r@x.test"),
        )
        .await;
    assert_eq!(later.status, Status::Ok, "{}", later.body);
    assert_eq!(smtp.messages().len(), 2);
}

#[rocket::async_test]
async fn a_taken_email_gets_a_notice_not_a_code_and_the_spec_message_needs_no_code_only_when_codes_are_off()
 {
    let (app, smtp) = with_smtp().await;
    app.create_user(Role::Client, "taken@x.test", "T").await;
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("Taken@X.test"),
        )
        .await;
    // The same answer as for a free address: the form does not tell who has an account.
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let mail = smtp.messages();
    assert_eq!(mail.len(), 1);
    let text = mail[0].data.replace("=\r\n", "");
    assert!(text.contains("you already have"), "{text}");
    let r = app
        .post(
            "/api/auth/verify-and-register/",
            None,
            registration("taken@x.test", "123456"),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(r.field("verification_code").len(), 1);

    let open = TestApp::with_config(|c| c.auth.require_email_verification = false).await;
    open.create_user(Role::Client, "taken@x.test", "T").await;
    let r = open
        .post(
            "/api/auth/register/",
            None,
            registration("taken@x.test", "123456"),
        )
        .await;
    assert_eq!(r.status, Status::Conflict);
    assert_eq!(
        r.body["message"],
        "An account with this email already exists."
    );
}

#[rocket::async_test]
async fn bad_registration_input_names_each_field() {
    let (app, _smtp) = with_smtp().await;
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            json!({"email": "not-an-email"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(r.field("email"), vec!["Please enter a valid email address"]);
    assert!(!r.field("name").is_empty());
    let body =
        json!({"email": "a@x.test", "password": "short", "name": "", "verification_code": "12ab"});
    let r = app.post("/api/auth/verify-and-register/", None, body).await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    for f in ["password", "name", "verification_code"] {
        assert!(!r.field(f).is_empty(), "{f} not reported: {}", r.body);
    }
}

#[rocket::async_test]
async fn register_without_a_code_is_refused_while_verification_is_required() {
    let (app, _smtp) = with_smtp().await;
    let body = json!({"email": "n@x.test", "password": "a-good-password", "name": "N"});
    let r = app.post("/api/auth/register/", None, body).await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert!(!r.field("verification_code").is_empty());
    assert_eq!(app.scalar("SELECT COUNT(*) FROM users").await, 0);
}

#[rocket::async_test]
async fn register_without_a_code_works_when_verification_is_off_and_still_yields_a_client() {
    let app = TestApp::with_config(|c| c.auth.require_email_verification = false).await;
    let body =
        json!({"email": "n@x.test", "password": "a-good-password", "name": "N", "role": "admin"});
    let r = app.post("/api/auth/register/", None, body).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["user"]["role"], "client");
}

#[rocket::async_test]
async fn registration_can_be_closed() {
    let app = TestApp::with_config(|c| c.auth.allow_registration = false).await;
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("n@x.test"),
        )
        .await;
    assert_eq!(r.status, Status::Forbidden);
}

#[rocket::async_test]
async fn an_unreachable_mail_server_is_reported_and_leaves_no_pending_code() {
    let app = TestApp::with_config(|c| {
        c.mail.transport = MailTransport::Smtp;
        c.mail.smtp_host = "127.0.0.1".into();
        c.mail.smtp_port = 1; // nothing listens there
        c.mail.smtp_tls = SmtpTls::None;
    })
    .await;
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("n@x.test"),
        )
        .await;
    assert_eq!(r.status, Status::ServiceUnavailable);
    assert_eq!(
        r.body["message"],
        "Failed to send verification code. Please try again."
    );
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM verification_codes").await,
        0
    );
    assert_eq!(
        app.scalar("SELECT COUNT(*) FROM mail_outbox WHERE status = 'failed'")
            .await,
        1
    );
}

#[rocket::async_test]
async fn the_log_transport_keeps_the_mail_in_the_outbox() {
    let app = TestApp::spawn().await;
    app.post(
        "/api/auth/send-verification-code/",
        None,
        code_request("l@x.test"),
    )
    .await;
    let n = app
        .scalar(
            "SELECT COUNT(*) FROM mail_outbox WHERE status = 'logged' AND body LIKE '%code is: %'",
        )
        .await;
    assert_eq!(n, 1);
}
