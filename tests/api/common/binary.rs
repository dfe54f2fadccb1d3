//! The real binary as a server on a free port, and plain HTTP/1.1 calls to it: for tests that
//! need real sockets, signals or a second process on the same data directory.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn send(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, String) {
    try_send(port, method, path, token, body).expect("the server answers")
}

/// The same, or None when the server is gone or the answer is cut off (a killed server).
pub fn try_send(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Option<(u16, String)> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Token {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{auth}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    let status = out.get(9..12)?.parse().ok()?;
    let body = out
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    Some((status, body))
}

pub fn json_of(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or(Value::Null)
}

pub fn login(port: u16, email: &str, password: &str) -> String {
    let (status, body) = send(
        port,
        "POST",
        "/api/auth/login/",
        None,
        Some(json!({"email": email, "password": password})),
    );
    assert_eq!(status, 200, "{body}");
    json_of(&body)["token"].as_str().unwrap().to_string()
}

/// A free port on loopback.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `atrium serve` on `dir` (with the demo agency when `demo`), answering health.
pub fn start(dir: &std::path::Path, demo: bool) -> (Server, u16) {
    let port = free_port();
    let mut args = vec!["serve".to_string(), "--port".into(), port.to_string()];
    if demo {
        args.push("--demo".into());
    }
    let server = Server(
        Command::new(env!("CARGO_BIN_EXE_atrium"))
            .arg("--data-dir")
            .arg(dir)
            .args(&args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let up = (0..300).any(|_| {
        std::thread::sleep(Duration::from_millis(100));
        TcpStream::connect(("127.0.0.1", port)).is_ok()
            && send(port, "GET", "/api/health/", None, None).0 == 200
    });
    assert!(up, "server never came up");
    (server, port)
}

/// Threads creating tasks as fast as the server acknowledges them, each title noted with the
/// moment its 201 arrived (a killed server's failed calls count for nothing).
pub struct Writers {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
    pub acked: std::sync::Arc<std::sync::Mutex<Vec<(String, std::time::Instant)>>>,
}

impl Writers {
    pub fn start(port: u16, token: &str, count: usize, prefix: &str) -> Writers {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let acked: std::sync::Arc<std::sync::Mutex<Vec<(String, std::time::Instant)>>> =
            std::sync::Arc::default();
        let threads = (0..count)
            .map(|w| {
                let (stop, acked) = (stop.clone(), acked.clone());
                let (token, prefix) = (token.to_string(), prefix.to_string());
                std::thread::spawn(move || {
                    let mut n = 0;
                    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                        let title = format!("{prefix} w{w} n{n}");
                        let body = json!({"title": title, "description": "a write under test",
                            "client": 1, "due_date": "2026-12-31", "assigned_to": null});
                        let sent = try_send(port, "POST", "/api/tasks/", Some(&token), Some(body));
                        if sent.is_some_and(|(status, _)| status == 201) {
                            acked
                                .lock()
                                .unwrap()
                                .push((title, std::time::Instant::now()));
                        }
                        n += 1;
                    }
                })
            })
            .collect();
        Writers {
            stop,
            threads,
            acked,
        }
    }

    /// Stops the writers and answers every acknowledged title with when it was acknowledged.
    pub fn stop(self) -> Vec<(String, std::time::Instant)> {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        for t in self.threads {
            let _ = t.join();
        }
        self.acked.lock().unwrap().clone()
    }
}

/// The titles among `wanted` that the database in `dir` does not hold as tasks.
pub fn missing_tasks<'a>(dir: &std::path::Path, wanted: &'a [String]) -> Vec<&'a String> {
    let conn = rusqlite::Connection::open(dir.join("atrium.db")).unwrap();
    let stored: std::collections::HashSet<String> = conn
        .prepare("SELECT title FROM tasks")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    wanted.iter().filter(|t| !stored.contains(*t)).collect()
}
