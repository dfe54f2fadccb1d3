//! The agency's staff: owners invite colleagues with a role, change roles and remove people;
//! managers read the list; the agency always keeps an owner; every change is audited.

use crate::common;

use common::{PASSWORD, TestApp, key_after};
use rocket::http::Status;
use serde_json::json;

/// The owner invites `email` as `role`; the invitee accepts from the mailed link. Answers the
/// invitee's session.
async fn join(app: &TestApp, owner: &str, email: &str, role: &str) -> String {
    let sent = app
        .post(
            "/api/staff/invitations/",
            Some(owner),
            json!({"email": email, "name": "Sam Staff", "role": role}),
        )
        .await;
    assert_eq!(sent.status, Status::Created, "{}", sent.body);
    let body = app
        .scalar_text(&format!(
            "SELECT body FROM mail_outbox WHERE to_addr = '{email}' ORDER BY id DESC LIMIT 1"
        ))
        .await;
    assert!(body.contains(&format!("as {role}")), "{body}");
    let key = key_after(&body, "invite=");
    let shown = app.get(&format!("/api/invitations/{key}/"), None).await;
    assert_eq!(shown.status, Status::Ok, "{}", shown.body);
    assert_eq!(shown.body["staff_role"], role);
    assert!(shown.body["seat"].is_null());
    let joined = app
        .post(
            &format!("/api/invitations/{key}/accept/"),
            None,
            json!({"password": "Staff-lantern-harbour-9"}),
        )
        .await;
    assert_eq!(joined.status, Status::Created, "{}", joined.body);
    assert_eq!(joined.body["user"]["staff_role"], role);
    assert_eq!(joined.body["user"]["role"], "admin");
    joined.body["token"].as_str().unwrap().to_string()
}

#[rocket::async_test]
async fn an_owner_invites_a_manager_who_joins_with_that_role_and_sees_the_staff() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    let sam = join(&app, &owner, "sam@agency.test", "manager").await;
    let list = app.get("/api/staff/", Some(&sam)).await;
    assert_eq!(list.status, Status::Ok, "{}", list.body);
    let staff = list.body["staff"].as_array().unwrap();
    assert_eq!(staff.len(), 2);
    assert_eq!(staff[0]["role"], "owner", "owners first");
    assert_eq!(staff[1]["email"], "sam@agency.test");
    assert_eq!(staff[1]["role"], "manager");
    assert_eq!(staff[1]["has_second_factor"], false);
    assert_eq!(list.body["invitations"], json!([]));
    let refused = app
        .post(
            "/api/staff/invitations/",
            Some(&sam),
            json!({"email": "x@agency.test", "role": "owner"}),
        )
        .await;
    assert_eq!(
        refused.status,
        Status::Forbidden,
        "a manager invites nobody"
    );
    let client = app.client_user("cleo@client.test").await;
    assert_eq!(
        app.get("/api/staff/", Some(&client)).await.status,
        Status::Forbidden
    );
    let audit = app
        .get("/api/audit-log/?action=team_joined", Some(&owner))
        .await;
    assert_eq!(audit.body["results"][0]["object_label"], "sam@agency.test");
}

#[rocket::async_test]
async fn invitations_name_every_bad_field_and_refuse_an_address_with_an_account() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    app.client_user("cleo@client.test").await;
    let bad = app
        .post(
            "/api/staff/invitations/",
            Some(&owner),
            json!({"role": "boss"}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert_eq!(bad.field("email").len(), 1);
    assert_eq!(bad.field("role").len(), 1);
    let taken = app
        .post(
            "/api/staff/invitations/",
            Some(&owner),
            json!({"email": "cleo@client.test", "role": "manager"}),
        )
        .await;
    assert_eq!(taken.status, Status::Conflict);
    let open = app
        .post(
            "/api/staff/invitations/",
            Some(&owner),
            json!({"email": "new@agency.test", "role": "manager"}),
        )
        .await;
    assert_eq!(open.status, Status::Created);
    let list = app.get("/api/staff/", Some(&owner)).await;
    let id = list.body["invitations"][0]["id"].as_i64().unwrap();
    let gone = app
        .delete(&format!("/api/staff/invitations/{id}/"), Some(&owner))
        .await;
    assert_eq!(gone.status, Status::NoContent);
    let again = app
        .delete(&format!("/api/staff/invitations/{id}/"), Some(&owner))
        .await;
    assert_eq!(again.status, Status::NotFound);
}

#[rocket::async_test]
async fn roles_change_and_people_leave_but_the_last_owner_stays() {
    let app = TestApp::spawn().await;
    let owner = app.admin().await;
    let sam = join(&app, &owner, "sam@agency.test", "manager").await;
    let sam_id = app
        .scalar("SELECT id FROM users WHERE email = 'sam@agency.test'")
        .await;
    let owner_id = app
        .scalar("SELECT id FROM users WHERE email = 'boss@agency.test'")
        .await;
    let demote = app
        .patch(
            &format!("/api/staff/{owner_id}/"),
            Some(&owner),
            json!({"role": "manager"}),
        )
        .await;
    assert_eq!(demote.status, Status::Conflict, "{}", demote.body);
    assert_eq!(demote.body["code"], "last_owner");
    let promoted = app
        .patch(
            &format!("/api/staff/{sam_id}/"),
            Some(&owner),
            json!({"role": "owner"}),
        )
        .await;
    assert_eq!(promoted.status, Status::Ok, "{}", promoted.body);
    assert_eq!(promoted.body["role"], "owner");
    // The next request follows the new role: Sam now reaches the owners' settings.
    assert_eq!(
        app.get("/api/admin/backups/", Some(&sam)).await.status,
        Status::Ok
    );
    let entry = app
        .get("/api/audit-log/?action=team_role_changed", Some(&owner))
        .await;
    assert_eq!(
        entry.body["results"][0]["before"],
        json!({"role": "manager"})
    );
    assert_eq!(entry.body["results"][0]["after"], json!({"role": "owner"}));
    let own = app
        .delete(&format!("/api/staff/{owner_id}/"), Some(&owner))
        .await;
    assert_eq!(own.status, Status::Conflict);
    assert_eq!(own.body["code"], "own_account");
    let removed = app
        .delete(&format!("/api/staff/{sam_id}/"), Some(&owner))
        .await;
    assert_eq!(removed.status, Status::NoContent, "{}", removed.body);
    assert_eq!(
        app.get("/api/auth/me/", Some(&sam)).await.status,
        Status::Unauthorized
    );
    let unknown = app
        .patch("/api/staff/9999/", Some(&owner), json!({"role": "owner"}))
        .await;
    assert_eq!(unknown.status, Status::NotFound);
    let client_id = app.client_user("cleo@client.test").await;
    let cleo = app
        .scalar("SELECT id FROM users WHERE email = 'cleo@client.test'")
        .await;
    let not_staff = app
        .patch(
            &format!("/api/staff/{cleo}/"),
            Some(&owner),
            json!({"role": "owner"}),
        )
        .await;
    assert_eq!(not_staff.status, Status::NotFound, "a client is no staff");
    assert_eq!(
        app.get("/api/auth/me/", Some(&client_id)).await.body["role"],
        "client"
    );
    app.login("boss@agency.test", PASSWORD).await;
}
