//! `GET /api/social-accounts/`: a client sees its own accounts, an admin everyone's.

use crate::common;

use atrium::db::social_accounts::{self, NewAccount, SocialPlatform};
use atrium::db::users;
use atrium::domain::Vocabulary;
use common::TestApp;
use rocket::http::Status;

async fn account(app: &TestApp, client_id: i64, platform: &'static str, username: &'static str) {
    app.state()
        .db
        .write(move |c| {
            social_accounts::insert(
                c,
                &NewAccount {
                    client_id,
                    platform: <SocialPlatform as Vocabulary>::exact(platform)
                        .expect("a platform Atrium connects to"),
                    username,
                    followers_count: 10,
                    posts_count: 2,
                    engagement_rate: 0.05,
                },
            )
        })
        .await
        .unwrap();
}

async fn client_of(app: &TestApp, email: &str) -> i64 {
    app.scalar(&format!(
        "SELECT c.id FROM clients c JOIN users u ON u.id = c.user_id WHERE u.email = '{email}'"
    ))
    .await
}

#[rocket::async_test]
async fn a_client_sees_only_its_own_accounts_and_an_admin_sees_all_or_one_client_s() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let a = app.client_user("a@x.test").await;
    let b = app.client_user("b@x.test").await;
    let (a_id, b_id) = (
        client_of(&app, "a@x.test").await,
        client_of(&app, "b@x.test").await,
    );
    account(&app, a_id, "instagram", "alpha_gram").await;
    account(&app, a_id, "youtube", "alpha_tube").await;
    account(&app, b_id, "tiktok", "beta_tok").await;

    let mine = app.get("/api/social-accounts", Some(&a)).await;
    assert_eq!(mine.status, Status::Ok);
    let names: Vec<&str> = mine
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["alpha_gram", "alpha_tube"]);
    assert_eq!(mine.body[0]["client"], a_id);
    assert_eq!(mine.body[0]["platform"], "instagram");
    assert_eq!(mine.body[0]["is_active"], true);

    let all = app.get("/api/social-accounts", Some(&admin)).await;
    assert_eq!(all.body.as_array().unwrap().len(), 3);
    let one = app
        .get(&format!("/api/social-accounts?client={b_id}"), Some(&admin))
        .await;
    assert_eq!(one.body.as_array().unwrap().len(), 1);
    assert_eq!(one.body[0]["username"], "beta_tok");

    // B naming A's client learns nothing, not even that it exists.
    let peek = app
        .get(&format!("/api/social-accounts?client={a_id}"), Some(&b))
        .await;
    assert_eq!(peek.status, Status::NotFound);
    assert!(!peek.body.to_string().contains("alpha"));
    let own = app
        .get(&format!("/api/social-accounts?client={b_id}"), Some(&b))
        .await;
    assert_eq!(own.body.as_array().unwrap().len(), 1);
}

#[rocket::async_test]
async fn the_accounts_list_refuses_anonymous_callers_and_a_client_filter_that_is_not_an_id() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    assert_eq!(
        app.get("/api/social-accounts", None).await.status,
        Status::Unauthorized
    );
    let r = app
        .get("/api/social-accounts?client=abc", Some(&admin))
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity);
    assert_eq!(r.field("client").len(), 1);
    let none = app
        .get("/api/social-accounts?client=999", Some(&admin))
        .await;
    assert_eq!(none.status, Status::NotFound);
}

#[rocket::async_test]
async fn deleting_a_client_deletes_its_accounts() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    app.create_user(users::Role::Client, "c@x.test", "Cara")
        .await;
    let id = client_of(&app, "c@x.test").await;
    account(&app, id, "instagram", "cara").await;
    let r = app
        .from(
            "10.0.0.1",
            "DELETE",
            &format!("/api/clients/{id}"),
            Some(&admin),
            &[],
            serde_json::json!({}),
        )
        .await;
    assert_eq!(r.status, Status::NoContent);
    assert_eq!(app.scalar("SELECT COUNT(*) FROM social_accounts").await, 0);
}
