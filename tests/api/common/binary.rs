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
    start_with(dir, demo, &[])
}

/// The same with more environment (`ATRIUM_*` settings), on a free port.
pub fn start_with(dir: &std::path::Path, demo: bool, env: &[(&str, &str)]) -> (Server, u16) {
    let port = free_port();
    (start_on(dir, port, demo, env, None), port)
}

/// `atrium serve` on `dir` and `port` with more environment, its output appended to `log` (or
/// dropped), once it answers health: a test that restarts a server on the same address (its
/// public URL) names the port itself.
pub fn start_on(
    dir: &std::path::Path,
    port: u16,
    demo: bool,
    env: &[(&str, &str)],
    log: Option<&std::path::Path>,
) -> Server {
    let mut args = vec!["serve".to_string(), "--port".into(), port.to_string()];
    if demo {
        args.push("--demo".into());
    }
    let output = || match log {
        Some(path) => Stdio::from(
            std::fs::File::options()
                .create(true)
                .append(true)
                .open(path)
                .expect("the server's log opens"),
        ),
        None => Stdio::null(),
    };
    let mut server = Server(
        Command::new(env!("CARGO_BIN_EXE_atrium"))
            .arg("--data-dir")
            .arg(dir)
            .args(&args)
            .envs(env.iter().copied())
            .stdout(output())
            .stderr(output())
            .spawn()
            .unwrap(),
    );
    let up = (0..300).any(|_| {
        std::thread::sleep(Duration::from_millis(100));
        TcpStream::connect(("127.0.0.1", port)).is_ok()
            && send(port, "GET", "/api/health/", None, None).0 == 200
    });
    if !up {
        let status = server.0.try_wait();
        panic!("server never came up on port {port} (exited: {status:?})");
    }
    server
}

/// A request with a body of any type (a multipart form), answered as `send` does.
pub fn send_body(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    content_type: &str,
    body: &[u8],
) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let auth = token
        .map(|t| format!("Authorization: Token {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{auth}\
         Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .unwrap();
    s.write_all(body).unwrap();
    read_answer(&mut s)
}

/// The status and body of an HTTP/1.1 answer read to its end.
pub fn read_answer(s: &mut TcpStream) -> (u16, String) {
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let out = String::from_utf8_lossy(&out);
    let status = out
        .get(9..12)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {out:?}"));
    let body = out
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// A data directory holding an agency: its admin `boss@agency.test` and a client whose owner is
/// `cleo@client.test` (both with `common::PASSWORD`), made before any server runs on it; answers
/// the client's id.
pub fn seed_agency(dir: &std::path::Path) -> i64 {
    use atrium::db::users::Role;
    let migrated = Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir)
        .arg("migrate")
        .output()
        .unwrap();
    assert!(migrated.status.success(), "migrate: {migrated:?}");
    let db = atrium::db::Db::open(&dir.join("atrium.db"), 1).unwrap();
    let conn = db.writer_blocking().unwrap();
    super::insert_user(&conn, Role::Admin, "boss@agency.test", "Ada Admin").unwrap();
    super::insert_user(&conn, Role::Client, "cleo@client.test", "Cleo Client").unwrap();
    conn.query_row(
        "SELECT id FROM clients WHERE email = 'cleo@client.test'",
        [],
        |r| r.get(0),
    )
    .unwrap()
}

/// The most memory the process has held at once (VmHWM, in KiB).
pub fn peak_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/<pid>/status")
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

/// The binary on `dir` with more environment, run to its end.
pub fn run_cli(
    dir: &std::path::Path,
    env: &[(String, String)],
    args: &[&str],
) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_atrium"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .envs(env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .output()
        .expect("binary runs")
}

/// What a command printed, stdout then stderr.
pub fn output_text(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// SHA-256 of every file under `dir/sub`, by relative path.
pub fn file_hashes(dir: &std::path::Path, sub: &str) -> std::collections::BTreeMap<String, String> {
    use sha2::Digest;
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.join(sub)];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let rel = p.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
                out.insert(
                    rel,
                    hex::encode(sha2::Sha256::digest(std::fs::read(&p).unwrap())),
                );
            }
        }
    }
    out
}
