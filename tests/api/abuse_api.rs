//! What anonymous callers can make the server do: hash, guess, mail. Each test here failed
//! before [C0]'s fixes.

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp};
use rocket::futures::future::join_all;
use rocket::http::Status;
use serde_json::json;

/// A sign-in attempt from a given client address.
async fn login_from(app: &TestApp, addr: &str, login: impl AsRef<str>, pass: &str) -> common::Res {
    let body = json!({"email": login.as_ref(), "password": pass});
    app.from(addr, "POST", "/api/auth/login/", None, &[], body)
        .await
}

#[rocket::async_test]
async fn an_invitation_accept_with_an_unknown_key_is_refused_before_any_hashing() {
    let app = TestApp::spawn().await;
    let before = app.state().hasher.runs();
    let answers = join_all((0..16).map(|n| {
        let app = &app;
        async move {
            let path = format!("/api/invitations/not-a-key-{n}/accept/");
            app.post(&path, None, json!({"password": "Tr4vel-Kettle-92"}))
                .await
        }
    }))
    .await;
    assert!(answers.iter().all(|r| r.status == Status::NotFound));
    assert_eq!(app.state().hasher.runs(), before, "no hash for a bad key");
}

#[rocket::async_test]
async fn sixty_parallel_wrong_passwords_against_one_account_check_at_most_five() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "jonas@x.test", "Jonas Berg")
        .await;
    let before = app.state().hasher.runs();
    let answers = join_all((0..60).map(|n| {
        // Half by email, half by username: one account, one count.
        let login = if n % 2 == 0 { "jonas@x.test" } else { "jonas" };
        login_from(&app, "203.0.113.7", login, "wrong-guess-1")
    }))
    .await;
    let checked = answers
        .iter()
        .filter(|r| r.status == Status::UnprocessableEntity)
        .count();
    let limited: Vec<_> = answers
        .iter()
        .filter(|r| r.status == Status::TooManyRequests)
        .collect();
    assert!(checked <= 5, "{checked} passwords were checked");
    assert_eq!(checked + limited.len(), 60);
    assert!(app.state().hasher.runs() - before <= 5);
    for r in limited {
        let wait: u64 = r
            .header("Retry-After")
            .expect("Retry-After")
            .parse()
            .unwrap();
        assert!(wait >= 1);
    }
}

#[rocket::async_test]
async fn the_owner_signs_in_from_another_address_right_after_someone_elses_guesses() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "jonas@x.test", "Jonas Berg")
        .await;
    for _ in 0..20 {
        login_from(&app, "203.0.113.7", "jonas@x.test", "wrong-guess-1").await;
    }
    let attacker = login_from(&app, "203.0.113.7", "jonas@x.test", PASSWORD).await;
    assert_eq!(attacker.status, Status::TooManyRequests);
    let owner = login_from(&app, "198.51.100.20", "jonas@x.test", PASSWORD).await;
    assert_eq!(owner.status, Status::Ok, "{}", owner.body);
}

#[rocket::async_test]
async fn an_address_guessing_across_accounts_is_slowed_for_every_account() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "ann@x.test", "Ann A").await;
    for n in 0..20 {
        login_from(
            &app,
            "203.0.113.9",
            format!("nobody{n}@x.test"),
            "wrong-guess-1",
        )
        .await;
    }
    let next = login_from(&app, "203.0.113.9", "ann@x.test", PASSWORD).await;
    assert_eq!(next.status, Status::TooManyRequests);
    assert!(next.header("Retry-After").is_some());
}

fn code_request(email: &str, name: &str) -> serde_json::Value {
    json!({"email": email, "name": name, "purpose": "registration"})
}

async fn outbox_to(app: &TestApp, to: &str) -> i64 {
    app.scalar(&format!(
        "SELECT COUNT(*) FROM mail_outbox WHERE to_addr = '{to}'"
    ))
    .await
}

#[rocket::async_test]
async fn codes_are_limited_per_recipient_and_per_sender() {
    let app = TestApp::spawn().await;
    // One recipient, many senders: three codes an hour, then 429 with Retry-After.
    let mut statuses = Vec::new();
    for n in 0..5 {
        app.sql("UPDATE verification_codes SET last_sent_at = '2000-01-01T00:00:00Z'")
            .await;
        let r = app
            .from(
                &format!("192.0.2.{n}"),
                "POST",
                "/api/auth/resend-verification-code/",
                None,
                &[],
                code_request("victim@x.test", "Victim"),
            )
            .await;
        statuses.push(r.status.code);
        if r.status == Status::TooManyRequests {
            assert!(r.header("Retry-After").is_some());
        }
    }
    assert_eq!(statuses, vec![200, 200, 200, 429, 429]);
    assert_eq!(outbox_to(&app, "victim@x.test").await, 3);
    // One sender, many recipients: ten an hour.
    let mut sent = 0;
    for n in 0..30 {
        let r = app
            .from(
                "192.0.2.200",
                "POST",
                "/api/auth/send-verification-code/",
                None,
                &[],
                code_request(&format!("r{n}@x.test"), "R"),
            )
            .await;
        if r.status == Status::Ok {
            sent += 1;
        }
    }
    assert_eq!(sent, 10);
}

#[rocket::async_test]
async fn a_code_mail_carries_no_text_the_caller_wrote() {
    let app = TestApp::spawn().await;
    // A line break is refused outright; a link in one line is accepted but never mailed.
    let name = "Win a prize at https://evil.example/claim";
    let r = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("someone@x.test", name),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let body = app
        .scalar_text("SELECT body FROM mail_outbox WHERE to_addr = 'someone@x.test'")
        .await;
    assert!(
        !body.contains("evil.example") && !body.contains("prize"),
        "{body}"
    );
}

#[rocket::async_test]
async fn a_taken_email_gets_the_same_answer_as_a_free_one_and_a_notice_instead_of_a_code() {
    let app = TestApp::spawn().await;
    app.create_user(Role::Client, "taken@x.test", "Tom Taken")
        .await;
    let taken = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("taken@x.test", "T"),
        )
        .await;
    let free = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            code_request("free@x.test", "F"),
        )
        .await;
    assert_eq!(taken.status, free.status);
    assert_eq!(
        taken.body["resend_after"], free.body["resend_after"],
        "{} vs {}",
        taken.body, free.body
    );
    let codes = app
        .scalar("SELECT COUNT(*) FROM verification_codes WHERE email = 'taken@x.test'")
        .await;
    assert_eq!(codes, 0);
    let notice = app
        .scalar_text("SELECT subject FROM mail_outbox WHERE to_addr = 'taken@x.test'")
        .await;
    assert_eq!(notice, "You already have an account");
    // Registering without the code learns nothing either: the code is checked first.
    let register = app
        .post(
            "/api/auth/verify-and-register/",
            None,
            json!({"email": "taken@x.test", "password": "Tr4vel-Kettle-92", "name": "T",
                   "verification_code": "123456"}),
        )
        .await;
    assert_eq!(register.status, Status::UnprocessableEntity);
    assert!(register.field("verification_code").len() == 1);
}

#[rocket::async_test]
async fn wrong_codes_are_capped_per_address_per_day_however_many_new_codes_are_asked_for() {
    let app = TestApp::spawn().await;
    let mut refused_at = None;
    for n in 0..30 {
        // A fresh code every round resets that code's own count of five.
        if n % 4 == 0 {
            app.sql("DELETE FROM verification_codes").await;
            app.from(
                "192.0.2.50",
                "POST",
                "/api/auth/send-verification-code/",
                None,
                &[],
                code_request("guess@x.test", "G"),
            )
            .await;
        }
        let r = app
            .from(
                "192.0.2.50",
                "POST",
                "/api/auth/verify-and-register/",
                None,
                &[],
                json!({"email": "guess@x.test", "password": "Tr4vel-Kettle-92", "name": "G",
                       "verification_code": format!("{:06}", n)}),
            )
            .await;
        if r.status == Status::TooManyRequests {
            refused_at = Some(n);
            break;
        }
    }
    assert_eq!(refused_at, Some(20));
}

#[rocket::async_test]
async fn trivial_and_common_new_passwords_are_refused_everywhere() {
    let app = TestApp::spawn().await;
    let token = app.client_user("pat@x.test").await;
    for weak in ["        ", "aaaaaaaa", "password1", "pat@x.test"] {
        let r = app
            .post(
                "/api/auth/change-password/",
                Some(&token),
                json!({"current_password": PASSWORD, "new_password": weak}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{weak:?}");
        assert_eq!(r.field("new_password").len(), 1, "{}", r.body);
    }
    let step_two = app
        .post(
            "/api/auth/send-verification-code/",
            None,
            json!({"email": "new@x.test", "name": "New", "password": "12345678"}),
        )
        .await;
    assert_eq!(step_two.status, Status::UnprocessableEntity);
    assert_eq!(step_two.field("password").len(), 1);
    assert_eq!(outbox_to(&app, "new@x.test").await, 0);
}

#[rocket::async_test]
async fn a_wrong_current_password_is_reported_once_on_its_field() {
    let app = TestApp::spawn().await;
    let token = app.client_user("pat@x.test").await;
    let r = app
        .post(
            "/api/auth/change-password/",
            Some(&token),
            json!({"current_password": "not-it-at-all", "new_password": "Tr4vel-Kettle-92"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(
        r.field("current_password"),
        vec!["Current password is incorrect."]
    );
}
