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
