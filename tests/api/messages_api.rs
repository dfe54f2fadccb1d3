//! Messages between each client and the agency: who may write to whom, unread counts on both
//! sides, read marks, attachments, notices and mail. The live stream is in `events_stream`.

use crate::common;

use atrium::db::users::Role;
use common::{TestApp, multipart, png};
use rocket::http::Status;
use serde_json::{Value, json};

/// An agency (two admins), client A and client B, all signed in.
struct Agency {
    app: TestApp,
    admin: String,
    second: String,
    a: String,
    b: String,
    a_client: i64,
    a_user: i64,
    b_user: i64,
}

impl Agency {
    async fn new() -> Agency {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        app.create_user(Role::Admin, "sam@agency.test", "Sam Second")
            .await;
        let second = app.login("sam@agency.test", common::PASSWORD).await;
        let a_user = app
            .create_user(Role::Client, "alpha@client.test", "Alpha Studio")
            .await;
        let a = app.login("alpha@client.test", common::PASSWORD).await;
        let b_user = app
            .create_user(Role::Client, "beta@client.test", "Beta Shop")
            .await;
        let b = app.login("beta@client.test", common::PASSWORD).await;
        let a_client = app
            .scalar(&format!("SELECT id FROM clients WHERE user_id = {a_user}"))
            .await;
        Agency {
            app,
            admin,
            second,
            a,
            b,
            a_client,
            a_user,
            b_user,
        }
    }

    async fn to_agency(&self, token: &str, text: &str) -> common::Res {
        self.app
            .post(
                "/api/messages/send-to-admin",
                Some(token),
                json!({"content": text}),
            )
            .await
    }

    async fn to_a(&self, token: &str, text: &str) -> common::Res {
        let body = json!({"client_id": self.a_client, "content": text});
        self.app
            .post("/api/messages/send-to-client", Some(token), body)
            .await
    }

    async fn conversations(&self, query: &str) -> Value {
        let path = format!("/api/messages/admin-conversations{query}");
        let r = self.app.get(&path, Some(&self.admin)).await;
        assert_eq!(r.status, Status::Ok, "{}", r.body);
        r.body
    }

    async fn unread_for_agency(&self) -> i64 {
        let all = self.conversations("").await;
        let a = all
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["clientId"] == self.a_client)
            .unwrap();
        a["unreadCount"].as_i64().unwrap()
    }

    async fn unread_for_a(&self) -> i64 {
        let r = self
            .app
            .get("/api/messages/conversations", Some(&self.a))
            .await;
        r.body[0]["unreadCount"].as_i64().unwrap()
    }
}

#[rocket::async_test]
async fn a_client_and_any_admin_talk_in_one_conversation_with_unread_counts_right_on_both_sides() {
    let w = Agency::new().await;
    for text in ["Hello team", "Are the reels ready?"] {
        let sent = w.to_agency(&w.a, text).await;
        assert_eq!(sent.status, Status::Created, "{}", sent.body);
        assert_eq!(sent.body["mine"], true);
        assert_eq!(sent.body["sender_role"], "client");
    }
    assert_eq!(w.unread_for_agency().await, 2);
    // The second admin answers: the same conversation, and the client has one unread.
    let answer = w.to_a(&w.second, "Yes, tomorrow.").await;
    assert_eq!(answer.status, Status::Created, "{}", answer.body);
    assert_eq!(answer.body["receiver"], w.a_user);
    assert_eq!(w.unread_for_a().await, 1);
    assert_eq!(w.unread_for_agency().await, 2, "answering does not read");

    // Opening the conversation (named by the contact's user id) marks what the other side
    // wrote read, for every admin.
    let path = format!("/api/messages/conversation/{}", w.a_user);
    let opened = w.app.get(&path, Some(&w.admin)).await;
    assert_eq!(opened.status, Status::Ok);
    let texts: Vec<&str> = opened.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["content"].as_str().unwrap())
        .collect();
    assert_eq!(
        texts,
        ["Hello team", "Are the reels ready?", "Yes, tomorrow."],
        "oldest first"
    );
    assert_eq!(
        opened.body["results"][2]["mine"], true,
        "the agency's side is 'mine' for any admin"
    );
    assert_eq!(w.unread_for_agency().await, 0);
    assert_eq!(
        w.unread_for_a().await,
        1,
        "the agency reading changes nothing for the client"
    );
    let mine = w.app.get("/api/messages", Some(&w.a)).await;
    assert_eq!(mine.body["count"], 3);
    assert_eq!(mine.body["results"][0]["read"], true);
    let seen = w.app.get(&path, Some(&w.a)).await;
    assert_eq!(seen.status, Status::Ok);
    assert_eq!(w.unread_for_a().await, 0);

    let unread = w.conversations("?filter=unread").await;
    assert_eq!(unread.as_array().unwrap().len(), 0);
    let read = w.conversations("?filter=read&search=alpha").await;
    assert_eq!(read.as_array().unwrap().len(), 1);
    assert_eq!(read[0]["lastMessage"]["content"], "Yes, tomorrow.");
    assert_eq!(read[0]["lastMessage"]["sender_role"], "admin");
}

#[rocket::async_test]
async fn only_the_receiving_side_marks_a_message_read() {
    let w = Agency::new().await;
    let sent = w.to_agency(&w.a, "Please read me").await;
    let id = sent.body["id"].as_i64().unwrap();
    let path = format!("/api/messages/{id}/mark_read");
    let by_sender = w.app.post(&path, Some(&w.a), json!({})).await;
    assert_eq!(by_sender.status, Status::Forbidden, "{}", by_sender.body);
    let by_b = w.app.post(&path, Some(&w.b), json!({})).await;
    assert_eq!(by_b.status, Status::NotFound);
    let by_admin = w.app.post(&path, Some(&w.second), json!({})).await;
    assert_eq!(by_admin.status, Status::Ok, "{}", by_admin.body);
    assert_eq!(by_admin.body["read"], true);
    assert_eq!(w.unread_for_agency().await, 0);
    let unknown = w
        .app
        .post("/api/messages/999999/mark_read", Some(&w.admin), json!({}))
        .await;
    assert_eq!(unknown.status, Status::NotFound);
}

#[rocket::async_test]
async fn a_client_writes_only_to_the_agency_and_never_reaches_another_clients_conversation() {
    let w = Agency::new().await;
    let to_b = json!({"receiver": w.b_user, "content": "psst"});
    let r = w.app.post("/api/messages", Some(&w.a), to_b).await;
    assert_eq!(r.status, Status::Forbidden, "{}", r.body);
    let to_agency = json!({"receiver": "admin", "content": "Hi"});
    let r = w.app.post("/api/messages", Some(&w.a), to_agency).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["conversation"], w.a_client);
    let r = w.to_a(&w.a, "I am not an admin").await;
    assert_eq!(r.status, Status::Forbidden);
    let r = w.to_agency(&w.admin, "admins use send-to-client").await;
    assert_eq!(r.status, Status::Forbidden);

    let path = format!("/api/messages/conversation/{}", w.a_user);
    assert_eq!(w.app.get(&path, Some(&w.b)).await.status, Status::NotFound);
    let b_list = w.app.get("/api/messages", Some(&w.b)).await;
    assert_eq!(b_list.body["count"], 0);
    assert_eq!(
        w.app
            .get("/api/messages/admin-conversations", Some(&w.b))
            .await
            .status,
        Status::Forbidden
    );
    // B cannot attach A's file to its own message either.
    let (ct, bytes) = multipart(&[], Some(("file", "brief.txt", b"A's brief")));
    let file = w
        .app
        .send_raw("POST", "/api/files", Some(&w.a), ct, bytes)
        .await;
    let file_id = file.body["id"].as_i64().unwrap();
    let r = w
        .app
        .post(
            "/api/messages/send-to-admin",
            Some(&w.b),
            json!({"content": "x", "attachment": file_id}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(r.body["fields"]["attachment"].is_array());
    let download = format!("/api/files/{file_id}/download");
    assert_eq!(
        w.app.get_bytes(&download, Some(&w.b)).await.0,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn messages_are_plain_text_up_to_five_thousand_characters_and_never_empty() {
    let w = Agency::new().await;
    let html = "<img src=x onerror=alert(1)> & <b>bold</b>";
    let r = w.to_agency(&w.a, html).await;
    assert_eq!(
        r.body["content"], html,
        "stored and answered as typed, to be shown as text"
    );
    for (text, field) in [
        ("   \n ", "content"),
        (&"x".repeat(5001) as &str, "content"),
    ] {
        let r = w.to_agency(&w.a, text).await;
        assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
        assert!(r.body["fields"][field].is_array(), "{}", r.body);
    }
    let r = w
        .app
        .post(
            "/api/messages/send-to-client",
            Some(&w.admin),
            json!({"content": "no client"}),
        )
        .await;
    assert!(r.body["fields"]["client_id"].is_array(), "{}", r.body);
    let r = w
        .app
        .post(
            "/api/messages/send-to-client",
            Some(&w.admin),
            json!({"client_id": "one", "content": "x"}),
        )
        .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(
        w.app.scalar("SELECT COUNT(*) FROM messages").await,
        1,
        "nothing half-written"
    );
}

#[rocket::async_test]
async fn attachments_are_typed_by_their_bytes_limited_to_ten_megabytes_and_downloaded_safely() {
    let w = Agency::new().await;
    let upload = |token: &str, fields: &[(&str, &str)], name: &str, bytes: &[u8]| {
        let (ct, body) = multipart(fields, Some(("file", name, bytes)));
        let token = token.to_string();
        let app = &w.app;
        async move {
            app.send_raw("POST", "/api/files", Some(&token), ct, body)
                .await
        }
    };
    // An executable named like a PDF, and a PDF sent as another type, are refused.
    let r = upload(
        &w.a,
        &[],
        "invoice.pdf",
        b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff",
    )
    .await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    let r = upload(
        &w.a,
        &[("file_type", "image")],
        "brief.pdf",
        b"%PDF-1.7\n%\xe2\xe3\n",
    )
    .await;
    assert!(r.body["fields"]["file_type"].is_array(), "{}", r.body);
    let big = vec![b'a'; 11 * 1024 * 1024];
    let r = upload(&w.a, &[], "big.txt", &big).await;
    assert_eq!(r.status, Status::PayloadTooLarge);
    assert_eq!(r.body["message"], "File size must be less than 10MB");
    // An admin names the client; a client's `client` is ignored (its own conversation).
    let r = upload(&w.admin, &[], "plan.pdf", b"%PDF-1.7\n").await;
    assert!(r.body["fields"]["client"].is_array(), "{}", r.body);
    let other = w
        .app
        .scalar("SELECT id FROM clients WHERE email = 'beta@client.test'")
        .await;
    let r = upload(
        &w.a,
        &[("client", &other.to_string())],
        "../../notes.txt",
        b"our notes",
    )
    .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(r.body["client"], w.a_client);
    assert_eq!(r.body["name"], "notes.txt");
    assert_eq!(r.body["file_type"], "txt");
    let file_id = r.body["id"].as_i64().unwrap();
    let sent = w
        .app
        .post(
            "/api/messages/send-to-admin",
            Some(&w.a),
            json!({"content": "", "attachment": file_id}),
        )
        .await;
    assert_eq!(
        sent.status,
        Status::Created,
        "a file alone is a message: {}",
        sent.body
    );
    assert_eq!(sent.body["attachment"]["name"], "notes.txt");

    let url = sent.body["attachment"]["url"].as_str().unwrap().to_string();
    let (status, headers, _) = w.app.get_bytes(&url, Some(&w.admin)).await;
    assert_eq!(status, Status::Ok);
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    assert_eq!(header("Content-Type"), Some("text/plain; charset=utf-8"));
    assert!(
        header("Content-Disposition")
            .unwrap()
            .starts_with("attachment; filename=\"notes.txt\"")
    );
    assert_eq!(header("X-Content-Type-Options"), Some("nosniff"));
    let (status, _, bytes) = w.app.get_bytes(&url, Some(&w.a)).await;
    assert_eq!((status, bytes.as_slice()), (Status::Ok, &b"our notes"[..]));

    let image = upload(
        &w.admin,
        &[("client", &w.a_client.to_string())],
        "logo.png",
        &png(200),
    )
    .await;
    assert_eq!(image.body["file_type"], "image", "{}", image.body);
}

#[rocket::async_test]
async fn the_other_side_gets_one_bell_notice_per_conversation_and_a_mail_at_most_hourly() {
    let w = Agency::new().await;
    w.app
        .sql(&format!(
            "UPDATE clients SET account_manager = 'Sam Second' WHERE id = {}",
            w.a_client
        ))
        .await;
    w.to_agency(&w.a, "First").await;
    w.to_agency(&w.a, "Second").await;
    let notices = |email: &str| {
        format!(
            "SELECT COUNT(*) FROM notifications n JOIN users u ON u.id = n.user_id
             WHERE u.email = '{email}' AND n.notification_type = 'message_received'
               AND n.link = '#messages?client={}'",
            w.a_client
        )
    };
    assert_eq!(
        w.app.scalar(&notices("sam@agency.test")).await,
        1,
        "the named manager, once"
    );
    assert_eq!(w.app.scalar(&notices("boss@agency.test")).await, 0);
    // Sam has made no request yet (signing in is not activity), so Sam is away: the two
    // messages go out as one mail, the hourly limit holding back the second.
    let mails = |to: &str| format!("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = '{to}'");
    assert_eq!(w.app.scalar(&mails("sam@agency.test")).await, 1);
    // Client A has been active (it just wrote), so the agency's answer is not mailed; B has not,
    // and turns message mail off after the first.
    w.to_a(&w.admin, "Thanks!").await;
    assert_eq!(w.app.scalar(&mails("alpha@client.test")).await, 0);
    let b_client = w
        .app
        .scalar("SELECT id FROM clients WHERE email = 'beta@client.test'")
        .await;
    let to_b = json!({"client_id": b_client, "content": "Welcome aboard"});
    w.app
        .post("/api/messages/send-to-client", Some(&w.admin), to_b.clone())
        .await;
    assert_eq!(w.app.scalar(&mails("beta@client.test")).await, 1);

    let team = w.app.get("/api/messages/team", Some(&w.a)).await;
    assert_eq!(
        team.body[0]["name"], "Sam Second",
        "the account manager first: {}",
        team.body
    );
    assert_eq!(team.body[0]["role"], "Account manager");
    assert_eq!(team.body[0]["presence"], "offline", "Sam was never active");
    assert_eq!(team.body[1]["presence"], "online", "the admin just wrote");
}

#[rocket::async_test]
async fn a_client_without_an_account_cannot_be_written_to_and_lists_show_only_clients_with_one() {
    let w = Agency::new().await;
    let made = w
        .app
        .post(
            "/api/clients",
            Some(&w.admin),
            json!({"name": "No Login Co", "email": "nologin@x.test", "company": "No Login"}),
        )
        .await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    let id = made.body["id"].as_i64().unwrap();
    let r = w
        .app
        .post(
            "/api/messages/send-to-client",
            Some(&w.admin),
            json!({"client_id": id, "content": "Hi"}),
        )
        .await;
    assert_eq!(r.status, Status::Conflict, "{}", r.body);
    let all = w.conversations("").await;
    assert!(
        all.as_array()
            .unwrap()
            .iter()
            .all(|c| c["name"] != "No Login Co")
    );
    assert_eq!(all.as_array().unwrap().len(), 2);
}

#[rocket::async_test]
async fn a_conversation_is_opened_by_the_contacts_user_id_as_the_specs_chat_does() {
    let w = Agency::new().await;
    let sent = w.to_a(&w.admin, "For Alpha only").await;
    assert_eq!(sent.status, Status::Created, "{}", sent.body);
    let b_client = w
        .app
        .scalar(&format!(
            "SELECT id FROM clients WHERE user_id = {}",
            w.b_user
        ))
        .await;
    let b_sent = w
        .app
        .post(
            "/api/messages/send-to-client",
            Some(&w.admin),
            json!({"client_id": b_client, "content": "For Beta only"}),
        )
        .await;
    assert_eq!(b_sent.status, Status::Created, "{}", b_sent.body);
    let texts = |r: &common::Res| -> Vec<String> {
        r.body["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["content"].as_str().unwrap().to_string())
            .collect()
    };
    // The admin's list gives each contact's userId; that id opens that client's thread.
    let list = w.conversations("").await;
    let alpha = list
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["clientId"] == w.a_client)
        .unwrap();
    assert_eq!(alpha["userId"], w.a_user);
    let by_user = w
        .app
        .get(
            &format!("/api/messages/conversation/{}/", w.a_user),
            Some(&w.admin),
        )
        .await;
    assert_eq!(by_user.status, Status::Ok, "{}", by_user.body);
    assert_eq!(texts(&by_user), vec!["For Alpha only".to_string()]);
    let beta = w
        .app
        .get(
            &format!("/api/messages/conversation/{}/", w.b_user),
            Some(&w.admin),
        )
        .await;
    assert_eq!(texts(&beta), vec!["For Beta only".to_string()]);
    // An admin is no contact of an admin; a client's id is not a user's.
    let admin_id = w
        .app
        .scalar("SELECT id FROM users WHERE email = 'sam@agency.test'")
        .await;
    for wrong in [admin_id, 999_999] {
        let r = w
            .app
            .get(
                &format!("/api/messages/conversation/{wrong}/"),
                Some(&w.admin),
            )
            .await;
        assert_eq!(r.status, Status::NotFound, "{wrong}");
    }
    // A client opens its own thread by the agency's contact id, which its list gives, by any
    // admin's, or by its own; never by another client's user id.
    let mine = w.app.get("/api/messages/conversations", Some(&w.a)).await;
    let contact = mine.body[0]["userId"]
        .as_i64()
        .expect("the agency's contact");
    for agency in [contact, admin_id, w.a_user] {
        let r = w
            .app
            .get(&format!("/api/messages/conversation/{agency}/"), Some(&w.a))
            .await;
        assert_eq!(r.status, Status::Ok, "{}", r.body);
        assert_eq!(texts(&r), vec!["For Alpha only".to_string()]);
    }
    for other in [w.b_user, 999_999] {
        let r = w
            .app
            .get(&format!("/api/messages/conversation/{other}/"), Some(&w.a))
            .await;
        assert_eq!(r.status, Status::NotFound, "{other}");
    }
    // Opening Alpha's thread marked only Alpha's messages read.
    let b_unread = w.app.get("/api/messages/conversations", Some(&w.b)).await;
    assert_eq!(b_unread.body[0]["unreadCount"], 1);
}
