//! The real binary under the usual soft limit of 1,024 open files: idle sockets held open by
//! someone must not keep everyone else out.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn request(port: u16, raw: &str) -> Option<String> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    s.set_write_timeout(Some(Duration::from_secs(10))).ok()?;
    s.write_all(raw.as_bytes()).ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    Some(out)
}

fn health(port: u16) -> Option<String> {
    request(
        port,
        "GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    )
}

#[test]
fn two_thousand_idle_sockets_leave_health_and_login_answering_at_a_soft_limit_of_1024() {
    // This process needs room for its own 2,000 sockets.
    rlimit::increase_nofile_limit(8192).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let command =
        format!("ulimit -Sn 1024 && exec \"$0\" --data-dir \"$1\" serve --demo --port {port}");
    let _server = Server(
        Command::new("sh")
            .args(["-c", &command, env!("CARGO_BIN_EXE_atrium")])
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let mut up = false;
    for _ in 0..200 {
        if health(port).is_some_and(|r| r.starts_with("HTTP/1.1 200")) {
            up = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(up, "server never came up");
    let idle: Vec<TcpStream> = (0..2000)
        .filter_map(|_| TcpStream::connect(("127.0.0.1", port)).ok())
        .collect();
    assert_eq!(idle.len(), 2000);
    // Give the server time to accept them all (or to run out of descriptors trying).
    std::thread::sleep(Duration::from_millis(500));
    let answer = health(port).unwrap_or_default();
    assert!(answer.starts_with("HTTP/1.1 200"), "health: {answer:?}");
    let body = r#"{"email":"admin@atrium.test","password":"atrium-admin"}"#;
    let login = request(
        port,
        &format!(
            "POST /api/auth/login/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    )
    .unwrap_or_default();
    assert!(login.starts_with("HTTP/1.1 200"), "login: {login:?}");
    drop(idle);
}
