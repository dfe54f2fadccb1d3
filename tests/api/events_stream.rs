//! The live event stream against the real binary over real sockets: a ticket opens one stream
//! once, a client's message reaches the agency's open stream at once, a user holds at most five
//! streams, and SIGTERM ends open streams so the server still stops promptly.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::common::binary::{Server, json_of, login, send};

fn ticket(port: u16, token: &str) -> String {
    let (status, body) = send(port, "POST", "/api/events/ticket/", Some(token), None);
    assert_eq!(status, 200, "{body}");
    json_of(&body)["ticket"].as_str().unwrap().to_string()
}

/// Opens a stream; answers the status line and, for a 200, the open reader.
fn open(port: u16, ticket: &str) -> (String, BufReader<TcpStream>) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(
        s,
        "GET /api/events/?ticket={ticket} HTTP/1.1\r\nHost: localhost\r\n\r\n"
    )
    .unwrap();
    let mut reader = BufReader::new(s);
    let mut status = String::new();
    reader.read_line(&mut status).unwrap();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line == "\r\n" || line.is_empty() {
            break;
        }
    }
    (status, reader)
}

/// Reads the stream until every one of these events has arrived (in any order: a user's own
/// channel and the agency's are read side by side); answers their data by name.
fn events(
    reader: &mut BufReader<TcpStream>,
    names: &[&str],
    within: Duration,
) -> std::collections::HashMap<String, String> {
    let deadline = Instant::now() + within;
    let mut found = std::collections::HashMap::new();
    let mut current = String::new();
    while Instant::now() < deadline && found.len() < names.len() {
        let mut line = String::new();
        if reader.read_line(&mut line).is_err() {
            break;
        }
        let line = line.trim_end();
        if let Some(event) = line.strip_prefix("event:") {
            current = event.trim().to_string();
        } else if let Some(data) = line.strip_prefix("data:")
            && names.contains(&current.as_str())
        {
            found.insert(current.clone(), data.trim().to_string());
        }
    }
    found
}

#[test]
fn a_message_reaches_the_open_stream_at_once_and_tickets_and_caps_hold() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = Server(
        Command::new(env!("CARGO_BIN_EXE_atrium"))
            .arg("--data-dir")
            .arg(dir.path())
            .args(["serve", "--demo", "--port", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let up = (0..200).any(|_| {
        std::thread::sleep(Duration::from_millis(100));
        TcpStream::connect(("127.0.0.1", port)).is_ok()
            && send(port, "GET", "/api/health/", None, None).0 == 200
    });
    assert!(up, "server never came up");
    let admin = login(port, "admin@atrium.test", "atrium-admin");
    let client = login(port, "client@atrium.test", "atrium-client");

    let admin_ticket = ticket(port, &admin);
    let (status, mut stream) = open(port, &admin_ticket);
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let (again, _) = open(port, &admin_ticket);
    assert!(
        again.starts_with("HTTP/1.1 401"),
        "a ticket is single use: {again}"
    );
    let (token_as_ticket, _) = open(port, &admin);
    assert!(
        token_as_ticket.starts_with("HTTP/1.1 401"),
        "{token_as_ticket}"
    );

    let sent_at = Instant::now();
    let (status, body) = send(
        port,
        "POST",
        "/api/messages/send-to-admin/",
        Some(&client),
        Some(json!({"content": "Live hello from the client"})),
    );
    assert_eq!(status, 201, "{body}");
    let got = events(
        &mut stream,
        &["message", "notification"],
        Duration::from_secs(2),
    );
    assert!(sent_at.elapsed() < Duration::from_secs(2));
    let event = json_of(got.get("message").expect("the message arrives live"));
    assert_eq!(event["message"]["content"], "Live hello from the client");
    assert_eq!(
        event["message"]["mine"], false,
        "the agency's copy: written by the client"
    );
    assert!(
        got.contains_key("notification"),
        "the bell is told too: {got:?}"
    );

    // Four more streams for the client are fine, a sixth is refused.
    let client_streams: Vec<_> = (0..5).map(|_| open(port, &ticket(port, &client))).collect();
    assert!(
        client_streams
            .iter()
            .all(|(s, _)| s.starts_with("HTTP/1.1 200"))
    );
    let (sixth, _) = open(port, &ticket(port, &client));
    assert!(sixth.starts_with("HTTP/1.1 429"), "{sixth}");

    // SIGTERM with six streams open: they end, and the server exits promptly.
    let stopped_at = Instant::now();
    let pid = server.0.id().to_string();
    Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    let exited = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(100));
        server.0.try_wait().unwrap().is_some()
    });
    assert!(
        exited,
        "the server did not stop within 10 s with streams open"
    );
    assert!(
        stopped_at.elapsed() < Duration::from_secs(6),
        "{:?}",
        stopped_at.elapsed()
    );
    drop(client_streams);
}

/// Whether the stream's body ends within `within`, whatever it sends first: the last chunk of
/// a chunked body (the connection itself may stay open for the next request) or the socket closed.
fn closes(reader: &mut BufReader<TcpStream>, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    let mut last_chunk = false;
    while Instant::now() < deadline {
        let mut line = String::new();
        match reader.read_line(&mut line) {
            Ok(0) => return true,
            Ok(_) if last_chunk && line == "\r\n" => return true,
            Ok(_) => last_chunk = line == "0\r\n",
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => return true,
        }
    }
    false
}

#[test]
fn a_session_that_ends_stops_receiving_at_once_and_the_others_keep_theirs() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, port) = crate::common::binary::start(dir.path(), true);
    let admin = login(port, "admin@atrium.test", "atrium-admin");
    let (status, body) = send(
        port,
        "GET",
        "/api/clients/?search=client%40atrium.test",
        Some(&admin),
        None,
    );
    assert_eq!(status, 200, "{body}");
    let client_id = json_of(&body)["results"][0]["id"].as_i64().unwrap();
    let sessions: Vec<String> = (0..3)
        .map(|_| login(port, "client@atrium.test", "atrium-client"))
        .collect();
    let mut streams: Vec<_> = sessions
        .iter()
        .map(|s| {
            let (status, reader) = open(port, &ticket(port, s));
            assert!(status.starts_with("HTTP/1.1 200"), "{status}");
            reader
        })
        .collect();
    let to_client = |text: &str| {
        let (status, body) = send(
            port,
            "POST",
            "/api/messages/send-to-client/",
            Some(&admin),
            Some(json!({"client_id": client_id, "content": text})),
        );
        assert_eq!(status, 201, "{body}");
    };

    // Sign-out: that session's stream says so and closes at once; a message a second later
    // reaches the sessions still signed in, and not the one that signed out.
    let (status, _) = send(port, "POST", "/api/auth/logout/", Some(&sessions[0]), None);
    assert_eq!(status, 204);
    let said = events(&mut streams[0], &["signed_out"], Duration::from_secs(2));
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut streams[0], Duration::from_secs(2)));
    std::thread::sleep(Duration::from_secs(1));
    to_client("Sent after the sign-out");
    let got = events(&mut streams[1], &["message"], Duration::from_secs(2));
    assert!(
        got["message"].contains("Sent after the sign-out"),
        "{got:?}"
    );

    // A password change ends the other sessions' streams, not the one that changed it.
    let (status, body) = send(
        port,
        "POST",
        "/api/auth/change-password/",
        Some(&sessions[1]),
        Some(
            json!({"current_password": "atrium-client", "new_password": "Quiet-harbour-lantern-42"}),
        ),
    );
    assert_eq!(status, 200, "{body}");
    let said = events(&mut streams[2], &["signed_out"], Duration::from_secs(2));
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut streams[2], Duration::from_secs(2)));
    to_client("Sent after the password change");
    let got = events(&mut streams[1], &["message"], Duration::from_secs(2));
    assert!(
        got["message"].contains("Sent after the password change"),
        "{got:?}"
    );

    // The agency deletes the client: its user's last stream ends too.
    let (status, _) = send(
        port,
        "DELETE",
        &format!("/api/clients/{client_id}/"),
        Some(&admin),
        None,
    );
    assert_eq!(status, 204);
    let said = events(&mut streams[1], &["signed_out"], Duration::from_secs(2));
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut streams[1], Duration::from_secs(2)));

    // An admin deleting their own account (another admin remains) loses their stream at once.
    let made = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir.path())
        .args([
            "admin",
            "create",
            "--email",
            "second@atrium.test",
            "--name",
            "Sam Second",
        ])
        .env("ATRIUM_ADMIN_PASSWORD", "Second-admin-lantern-77")
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let second = login(port, "second@atrium.test", "Second-admin-lantern-77");
    let (status, mut stream) = open(port, &ticket(port, &second));
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let (status, body) = send(
        port,
        "POST",
        "/api/admin/delete-account/",
        Some(&second),
        None,
    );
    assert_eq!(status, 204, "{body}");
    let said = events(&mut stream, &["signed_out"], Duration::from_secs(2));
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut stream, Duration::from_secs(2)));
}

/// Invites a colleague to the client's team as `seat`, accepts from the mailed link and answers
/// the colleague's session and user id.
fn colleague(
    dir: &std::path::Path,
    port: u16,
    owner: &str,
    client: i64,
    seat: &str,
) -> (String, i64) {
    let email = format!("{seat}@team.test");
    let (status, body) = send(
        port,
        "POST",
        &format!("/api/clients/{client}/team/invitations"),
        Some(owner),
        Some(json!({"email": email, "seat": seat})),
    );
    assert_eq!(status, 201, "{body}");
    let conn = rusqlite::Connection::open(dir.join("atrium.db")).unwrap();
    let mail: String = conn
        .query_row(
            "SELECT body FROM mail_outbox WHERE to_addr = ?1",
            [&email],
            |r| r.get(0),
        )
        .unwrap();
    let key = crate::common::key_after(&mail, "invite=");
    let (status, body) = send(
        port,
        "POST",
        &format!("/api/invitations/{key}/accept"),
        None,
        Some(json!({"password": "Quiet-harbour-lantern-42"})),
    );
    assert_eq!(status, 201, "{body}");
    let session = json_of(&body);
    (
        session["token"].as_str().unwrap().to_string(),
        session["user"]["id"].as_i64().unwrap(),
    )
}

#[test]
fn a_message_reaches_the_colleagues_who_message_and_a_removed_one_stops_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, port) = crate::common::binary::start(dir.path(), true);
    let admin = login(port, "admin@atrium.test", "atrium-admin");
    let owner = login(port, "client@atrium.test", "atrium-client");
    let (_, me) = send(port, "GET", "/api/auth/me/", Some(&owner), None);
    let client = json_of(&me)["client_id"].as_i64().unwrap();
    let (approver, approver_id) = colleague(dir.path(), port, &owner, client, "approver");
    let (viewer, _) = colleague(dir.path(), port, &owner, client, "viewer");
    let (_, mut approver_stream) = open(port, &ticket(port, &approver));
    let (_, mut viewer_stream) = open(port, &ticket(port, &viewer));
    let to_client = |text: &str| {
        let (status, body) = send(
            port,
            "POST",
            "/api/messages/send-to-client/",
            Some(&admin),
            Some(json!({"client_id": client, "content": text})),
        );
        assert_eq!(status, 201, "{body}");
    };
    to_client("For the team that messages");
    let got = events(&mut approver_stream, &["message"], Duration::from_secs(2));
    assert!(
        got["message"].contains("For the team that messages"),
        "{got:?}"
    );
    let seen = events(&mut viewer_stream, &["message"], Duration::from_millis(800));
    assert!(seen.is_empty(), "a viewer's seat has no messages: {seen:?}");

    let (status, _) = send(
        port,
        "DELETE",
        &format!("/api/clients/{client}/team/{approver_id}"),
        Some(&owner),
        None,
    );
    assert_eq!(status, 204);
    let said = events(
        &mut approver_stream,
        &["signed_out"],
        Duration::from_secs(2),
    );
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut approver_stream, Duration::from_secs(2)));
    let (status, _) = send(port, "GET", "/api/content/", Some(&approver), None);
    assert_eq!(status, 401);
}

#[test]
fn a_session_signed_out_from_another_ones_security_screen_stops_receiving_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, port) = crate::common::binary::start(dir.path(), true);
    let laptop = login(port, "admin@atrium.test", "atrium-admin");
    let phone = login(port, "admin@atrium.test", "atrium-admin");
    let (status, mut stream) = open(port, &ticket(port, &phone));
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let (status, body) = send(port, "GET", "/api/security/sessions/", Some(&laptop), None);
    assert_eq!(status, 200, "{body}");
    let sessions = json_of(&body)["sessions"].as_array().unwrap().clone();
    let other = sessions
        .iter()
        .find(|s| s["current"] == false)
        .expect("the phone's session is listed");
    let path = format!("/api/security/sessions/{}/", other["id"].as_str().unwrap());
    let (status, body) = send(port, "DELETE", &path, Some(&laptop), None);
    assert_eq!(status, 204, "{body}");
    let said = events(&mut stream, &["signed_out"], Duration::from_secs(2));
    assert!(said.contains_key("signed_out"), "{said:?}");
    assert!(closes(&mut stream, Duration::from_secs(2)));
    let (status, _) = send(port, "GET", "/api/auth/me/", Some(&phone), None);
    assert_eq!(status, 401);
    let (status, _) = send(port, "GET", "/api/auth/me/", Some(&laptop), None);
    assert_eq!(status, 200);
}
