//! Second factors at sign-in: an authenticator app enrolled and used with codes computed here
//! from its secret, passkeys made and used by a software authenticator as a browser would,
//! recovery codes, the agency's requirement for staff, limits on wrong codes, and resets.

use crate::common;

use atrium::db::users::Role;
use common::{PASSWORD, TestApp};
use rocket::http::Status;
use serde_json::{Value, json};
use totp_rs::{Algorithm, Secret, TOTP};
use webauthn_authenticator_rs::WebauthnAuthenticator;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_rs::prelude::{CreationChallengeResponse, RequestChallengeResponse, Url};

/// The app's code for the 30-second step `offset` steps from now.
fn code(secret: &str, offset: i64) -> String {
    let bytes = Secret::Encoded(secret.to_string()).to_bytes().unwrap();
    let t = TOTP::new(Algorithm::SHA1, 6, 0, 30, bytes, None, "x".into()).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    t.generate((now + offset * 30) as u64)
}

/// Sets up the app for the session's user; answers the secret and the recovery codes.
async fn enrol_app(app: &TestApp, token: &str) -> (String, Vec<String>) {
    let setup = app
        .post("/api/security/totp/setup/", Some(token), json!({}))
        .await;
    assert_eq!(setup.status, Status::Ok, "{}", setup.body);
    assert!(
        setup.body["otpauth_url"]
            .as_str()
            .unwrap()
            .starts_with("otpauth://totp/")
    );
    assert!(setup.body["qr_svg"].as_str().unwrap().contains("<svg"));
    let secret = setup.body["secret"].as_str().unwrap().to_string();
    let done = app
        .post(
            "/api/security/totp/confirm/",
            Some(token),
            json!({"code": code(&secret, 0)}),
        )
        .await;
    assert_eq!(done.status, Status::Ok, "{}", done.body);
    let codes = done.body["recovery_codes"]
        .as_array()
        .expect("the first factor comes with recovery codes")
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    (secret, codes)
}

/// Signs in with the password; answers the pending sign-in (ticket and methods).
async fn password_step(app: &TestApp, email: &str) -> Value {
    let r = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": email, "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert!(
        r.body.get("token").is_none(),
        "no session before the second factor: {}",
        r.body
    );
    r.body["second_factor"].clone()
}

async fn second_step(app: &TestApp, ticket: &Value, code: &str) -> common::Res {
    app.post(
        "/api/auth/second-factor/",
        None,
        json!({"ticket": ticket, "code": code}),
    )
    .await
}

#[rocket::async_test]
async fn an_app_is_enrolled_with_a_code_from_its_secret_and_asked_for_at_every_sign_in() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let setup = app
        .post("/api/security/totp/setup/", Some(&token), json!({}))
        .await;
    let secret = setup.body["secret"].as_str().unwrap().to_string();
    let wrong = app
        .post(
            "/api/security/totp/confirm/",
            Some(&token),
            json!({"code": "000000"}),
        )
        .await;
    assert_eq!(wrong.status, Status::UnprocessableEntity);
    assert_eq!(wrong.field("code").len(), 1, "{}", wrong.body);
    let stored = app.scalar_text("SELECT secret_sealed FROM user_totp").await;
    assert!(!stored.contains(&secret), "the secret is sealed at rest");
    let done = app
        .post(
            "/api/security/totp/confirm/",
            Some(&token),
            json!({"code": code(&secret, 0)}),
        )
        .await;
    assert_eq!(done.status, Status::Ok, "{}", done.body);
    assert_eq!(done.body["recovery_codes"].as_array().unwrap().len(), 10);
    let again = app
        .post("/api/security/totp/setup/", Some(&token), json!({}))
        .await;
    assert_eq!(again.status, Status::Conflict, "one app at a time");

    let pending = password_step(&app, "boss@agency.test").await;
    assert_eq!(pending["methods"], json!(["totp", "recovery"]));
    let signed = second_step(&app, &pending["ticket"], &code(&secret, 1)).await;
    assert_eq!(signed.status, Status::Ok, "{}", signed.body);
    let session = signed.body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/api/auth/me/", Some(session)).await.status,
        Status::Ok
    );
    // The ticket is spent, and a code once accepted is not accepted again.
    let reused = second_step(&app, &pending["ticket"], &code(&secret, 1)).await;
    assert_eq!(reused.status, Status::UnprocessableEntity);
    assert_eq!(reused.field("ticket").len(), 1, "{}", reused.body);
    let fresh = password_step(&app, "boss@agency.test").await;
    let replay = second_step(&app, &fresh["ticket"], &code(&secret, 1)).await;
    assert_eq!(
        replay.status,
        Status::UnprocessableEntity,
        "{}",
        replay.body
    );
    let sessions = app
        .scalar("SELECT count(*) FROM auth_tokens WHERE signed_in_with = 'totp'")
        .await;
    assert_eq!(sessions, 1);

    let view = app.get("/api/security/", Some(&token)).await;
    assert_eq!(view.body["totp"], true);
    assert_eq!(view.body["recovery_codes_left"], 10);
}

#[rocket::async_test]
async fn a_recovery_code_signs_in_once_and_new_codes_replace_the_old_ones() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let (_, codes) = enrol_app(&app, &token).await;
    let typed = codes[3].to_lowercase().replace('-', " ");
    let first = password_step(&app, "boss@agency.test").await;
    let r = second_step(&app, &first["ticket"], &typed).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let second = password_step(&app, "boss@agency.test").await;
    let r = second_step(&app, &second["ticket"], &codes[3]).await;
    assert_eq!(
        r.status,
        Status::UnprocessableEntity,
        "a recovery code works once"
    );
    let view = app.get("/api/security/", Some(&token)).await;
    assert_eq!(view.body["recovery_codes_left"], 9);
    assert_eq!(
        app.scalar_text("SELECT code_hash FROM recovery_codes LIMIT 1")
            .await
            .len(),
        64,
        "only hashes are kept"
    );

    let refused = app
        .post(
            "/api/security/recovery-codes/",
            Some(&token),
            json!({"password": "wrong-one"}),
        )
        .await;
    assert_eq!(refused.status, Status::UnprocessableEntity);
    let renewed = app
        .post(
            "/api/security/recovery-codes/",
            Some(&token),
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(renewed.status, Status::Ok, "{}", renewed.body);
    let r = second_step(&app, &second["ticket"], &codes[4]).await;
    assert_eq!(
        r.status,
        Status::UnprocessableEntity,
        "old codes stop working"
    );
    let new_code = renewed.body["recovery_codes"][0].as_str().unwrap();
    let r = second_step(&app, &second["ticket"], new_code).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
}

#[rocket::async_test]
async fn wrong_codes_are_limited_per_user_like_passwords() {
    let app = TestApp::with_config(|c| c.auth.recheck_max_failures = 3).await;
    let token = app.admin().await;
    let (secret, _) = enrol_app(&app, &token).await;
    let pending = password_step(&app, "boss@agency.test").await;
    for n in 0..3 {
        let r = app
            .from(
                &format!("198.51.100.{n}"),
                "POST",
                "/api/auth/second-factor/",
                None,
                &[],
                json!({"ticket": pending["ticket"], "code": "123456"}),
            )
            .await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    }
    let blocked = second_step(&app, &pending["ticket"], &code(&secret, 0)).await;
    assert_eq!(blocked.status, Status::TooManyRequests, "{}", blocked.body);
    assert!(blocked.header("Retry-After").is_some());
    assert_eq!(app.scalar("SELECT count(*) FROM auth_tokens").await, 1);
}

#[rocket::async_test]
async fn the_second_step_names_every_missing_field_and_refuses_unknown_tickets() {
    let app = TestApp::spawn().await;
    let missing = app.post("/api/auth/second-factor/", None, json!({})).await;
    assert_eq!(missing.status, Status::UnprocessableEntity);
    assert_eq!(missing.field("ticket").len(), 1);
    assert_eq!(missing.field("code").len(), 1);
    let unknown = app
        .post(
            "/api/auth/second-factor/",
            None,
            json!({"ticket": "nope", "code": "123456"}),
        )
        .await;
    assert_eq!(unknown.status, Status::UnprocessableEntity);
    assert_eq!(unknown.field("ticket").len(), 1);
    let typed = app
        .post(
            "/api/auth/second-factor/",
            None,
            json!({"ticket": 5, "code": []}),
        )
        .await;
    assert_eq!(typed.status, Status::UnprocessableEntity, "{}", typed.body);
}

/// The origin a browser on this test server's relying party would send.
fn origin() -> Url {
    Url::parse("http://localhost:8000").unwrap()
}

/// Adds a passkey made by `key` for the session's user; answers the server's answer.
async fn add_passkey(
    app: &TestApp,
    token: &str,
    key: &mut WebauthnAuthenticator<SoftPasskey>,
) -> Value {
    let start = app
        .post("/api/security/passkeys/options/", Some(token), json!({}))
        .await;
    assert_eq!(start.status, Status::Ok, "{}", start.body);
    let options: CreationChallengeResponse =
        serde_json::from_value(start.body["options"].clone()).unwrap();
    let made = key
        .do_registration(origin(), options)
        .expect("the authenticator makes a key");
    let r = app
        .post(
            "/api/security/passkeys/",
            Some(token),
            json!({"ceremony": start.body["ceremony"], "credential": made, "name": "Laptop"}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    r.body
}

async fn passkey_sign_in(
    app: &TestApp,
    ticket: Option<&Value>,
    key: &mut WebauthnAuthenticator<SoftPasskey>,
) -> common::Res {
    let body = ticket.map_or(json!({}), |t| json!({"ticket": t}));
    let start = app.post("/api/auth/passkey/options/", None, body).await;
    assert_eq!(start.status, Status::Ok, "{}", start.body);
    let options: RequestChallengeResponse =
        serde_json::from_value(start.body["options"].clone()).unwrap();
    let answer = match key.do_authentication(origin(), options) {
        Ok(a) => a,
        Err(e) => panic!("the authenticator answers: {e:?}"),
    };
    app.post(
        "/api/auth/passkey/",
        None,
        json!({"ceremony": start.body["ceremony"], "credential": answer}),
    )
    .await
}

#[rocket::async_test]
async fn a_passkey_made_by_a_software_authenticator_is_a_second_factor_for_its_owner_only() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let mut key = WebauthnAuthenticator::new(SoftPasskey::new(true));
    let added = add_passkey(&app, &token, &mut key).await;
    assert_eq!(added["passkey"]["name"], "Laptop");
    assert_eq!(added["recovery_codes"].as_array().unwrap().len(), 10);

    let pending = password_step(&app, "boss@agency.test").await;
    assert_eq!(pending["methods"], json!(["passkey", "recovery"]));
    let r = passkey_sign_in(&app, Some(&pending["ticket"]), &mut key).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    assert_eq!(r.body["user"]["email"], "boss@agency.test");
    let view = app.get("/api/security/", Some(&token)).await;
    assert!(
        view.body["passkeys"][0]["last_used_at"].is_string(),
        "{}",
        view.body
    );

    // Another admin's pending sign-in cannot be finished with this passkey.
    app.create_user(Role::Admin, "other@agency.test", "Otto Other")
        .await;
    let other_token = app.login("other@agency.test", PASSWORD).await;
    let mut other_key = WebauthnAuthenticator::new(SoftPasskey::new(true));
    add_passkey(&app, &other_token, &mut other_key).await;
    let others = password_step(&app, "other@agency.test").await;
    let start = app
        .post(
            "/api/auth/passkey/options/",
            None,
            json!({"ticket": others["ticket"]}),
        )
        .await;
    let mut options: RequestChallengeResponse =
        serde_json::from_value(start.body["options"].clone()).unwrap();
    // The first admin's authenticator signs the challenge meant for the other's key.
    let mine = password_step(&app, "boss@agency.test").await;
    let my_start = app
        .post(
            "/api/auth/passkey/options/",
            None,
            json!({"ticket": mine["ticket"]}),
        )
        .await;
    let my_options: RequestChallengeResponse =
        serde_json::from_value(my_start.body["options"].clone()).unwrap();
    options.public_key.allow_credentials = my_options.public_key.allow_credentials;
    let answer = key.do_authentication(origin(), options).expect("signed");
    let r = app
        .post(
            "/api/auth/passkey/",
            None,
            json!({"ceremony": start.body["ceremony"], "credential": answer}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    // A key the authenticator made for no one here is unknown.
    let mut stranger = WebauthnAuthenticator::new(SoftPasskey::new(true));
    let pending = password_step(&app, "boss@agency.test").await;
    let start = app
        .post(
            "/api/auth/passkey/options/",
            None,
            json!({"ticket": pending["ticket"]}),
        )
        .await;
    let options: RequestChallengeResponse =
        serde_json::from_value(start.body["options"].clone()).unwrap();
    assert!(stranger.do_authentication(origin(), options).is_err());
}

#[rocket::async_test]
async fn passkeys_are_renamed_and_removed_by_their_owner_with_the_password() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    let mut key = WebauthnAuthenticator::new(SoftPasskey::new(true));
    let id = add_passkey(&app, &token, &mut key).await["passkey"]["id"]
        .as_i64()
        .unwrap();
    let client = app.client_user("cleo@client.test").await;
    let path = format!("/api/security/passkeys/{id}/");
    let theirs = app
        .patch(&path, Some(&client), json!({"name": "Mine now"}))
        .await;
    assert_eq!(
        theirs.status,
        Status::NotFound,
        "another user's passkey is not found"
    );
    let renamed = app
        .patch(&path, Some(&token), json!({"name": "Office key"}))
        .await;
    assert_eq!(renamed.body["name"], "Office key");
    let blank = app.patch(&path, Some(&token), json!({"name": " "})).await;
    assert_eq!(blank.status, Status::UnprocessableEntity);
    let remove = format!("/api/security/passkeys/{id}/remove/");
    let wrong = app
        .post(&remove, Some(&token), json!({"password": "nope"}))
        .await;
    assert_eq!(wrong.status, Status::UnprocessableEntity);
    let other = app
        .post(&remove, Some(&client), json!({"password": PASSWORD}))
        .await;
    assert_eq!(other.status, Status::NotFound);
    let gone = app
        .post(&remove, Some(&token), json!({"password": PASSWORD}))
        .await;
    assert_eq!(gone.status, Status::NoContent, "{}", gone.body);
    // No factor left: the password alone signs in again.
    app.login("boss@agency.test", PASSWORD).await;
}

#[rocket::async_test]
async fn staff_required_to_have_a_second_factor_are_led_to_enrol_before_anything_else() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    let set = app
        .patch(
            "/api/security/settings/",
            Some(&owner),
            json!({"require_staff_second_factor": true}),
        )
        .await;
    assert_eq!(set.status, Status::Ok, "{}", set.body);
    let refused = app
        .patch(
            "/api/security/settings/",
            Some(&client),
            json!({"require_staff_second_factor": false}),
        )
        .await;
    assert_eq!(refused.status, Status::Forbidden);

    app.create_user(Role::Admin, "new@agency.test", "Nia New")
        .await;
    let r = app
        .post(
            "/api/auth/login/",
            None,
            json!({"email": "new@agency.test", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.body["user"]["must_add_second_factor"], true, "{}", r.body);
    let token = r.body["token"].as_str().unwrap().to_string();
    let blocked = app.get("/api/clients/", Some(&token)).await;
    assert_eq!(blocked.status, Status::Forbidden);
    assert_eq!(blocked.body["code"], "second_factor_required");
    let lift = app
        .patch(
            "/api/security/settings/",
            Some(&token),
            json!({"require_staff_second_factor": false}),
        )
        .await;
    assert_eq!(
        lift.status,
        Status::Forbidden,
        "the rule is not lifted by whom it binds"
    );
    assert_eq!(lift.body["code"], "second_factor_required");
    for path in ["/api/security/", "/api/security"] {
        assert_eq!(
            app.get(path, Some(&token)).await.body["must_add_second_factor"],
            true,
            "{path} stays open"
        );
    }
    enrol_app(&app, &token).await;
    assert_eq!(
        app.get("/api/clients/", Some(&token)).await.status,
        Status::Ok
    );
    assert_eq!(
        app.get("/api/auth/me/", Some(&token)).await.body["must_add_second_factor"],
        false
    );
    // Clients are not agency staff: the rule does not touch them.
    assert_eq!(
        app.get("/api/auth/me/", Some(&client)).await.status,
        Status::Ok
    );
    assert_eq!(
        app.get("/api/notifications/", Some(&client)).await.status,
        Status::Ok
    );
}

#[rocket::async_test]
async fn an_admin_resets_a_users_lost_factors_and_signs_it_out_everywhere() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let client = app.client_user("cleo@client.test").await;
    enrol_app(&app, &client).await;
    let id = app
        .scalar("SELECT id FROM users WHERE email = 'cleo@client.test'")
        .await;
    let path = format!("/api/users/{id}/reset-second-factor/");
    let own = app.post(&path, Some(&client), json!({})).await;
    assert_eq!(own.status, Status::Forbidden, "a client cannot reset");
    let me = app
        .scalar("SELECT id FROM users WHERE email = 'boss@agency.test'")
        .await;
    let self_reset = app
        .post(
            &format!("/api/users/{me}/reset-second-factor/"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(self_reset.status, Status::Forbidden);
    let unknown = app
        .post(
            "/api/users/9999/reset-second-factor/",
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(unknown.status, Status::NotFound);
    let done = app.post(&path, Some(&admin), json!({})).await;
    assert_eq!(done.status, Status::Ok, "{}", done.body);
    assert_eq!(
        app.get("/api/auth/me/", Some(&client)).await.status,
        Status::Unauthorized
    );
    assert_eq!(
        app.scalar(&format!(
            "SELECT count(*) FROM user_totp WHERE user_id = {id}"
        ))
        .await,
        0
    );
    assert_eq!(
        app.scalar(&format!(
            "SELECT count(*) FROM recovery_codes WHERE user_id = {id}"
        ))
        .await,
        0
    );
    app.login("cleo@client.test", PASSWORD).await;
}

#[rocket::async_test]
async fn removing_the_app_asks_for_the_password_again() {
    let app = TestApp::spawn().await;
    let token = app.admin().await;
    enrol_app(&app, &token).await;
    let wrong = app
        .post(
            "/api/security/totp/remove/",
            Some(&token),
            json!({"password": "nope"}),
        )
        .await;
    assert_eq!(wrong.status, Status::UnprocessableEntity);
    assert_eq!(wrong.field("password").len(), 1);
    let done = app
        .post(
            "/api/security/totp/remove/",
            Some(&token),
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(done.status, Status::NoContent);
    let again = app
        .post(
            "/api/security/totp/remove/",
            Some(&token),
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(again.status, Status::NotFound);
    app.login("boss@agency.test", PASSWORD).await;
}

#[rocket::async_test]
async fn passkey_sign_ins_started_from_one_address_are_limited() {
    let app = TestApp::spawn().await;
    let start = |address: &'static str| {
        let app = &app;
        async move {
            app.from(
                address,
                "POST",
                "/api/auth/passkey/options/",
                None,
                &[],
                json!({}),
            )
            .await
        }
    };
    for _ in 0..atrium::limits::PASSKEY_STARTS_PER_MINUTE {
        assert_eq!(start("198.51.100.7").await.status, Status::Ok);
    }
    let refused = start("198.51.100.7").await;
    assert_eq!(refused.status, Status::TooManyRequests, "{}", refused.body);
    assert!(refused.header("Retry-After").is_some());
    assert_eq!(
        start("198.51.100.8").await.status,
        Status::Ok,
        "another address starts"
    );
}
