//! A real SMTP server on a loopback port that keeps every message it receives.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use mailin_embedded::{Handler, Server, response};

#[derive(Clone, Default)]
struct Collector {
    current: Vec<u8>,
    to: Vec<String>,
    inbox: Arc<Mutex<Vec<Received>>>,
}

#[derive(Clone, Debug)]
pub struct Received {
    pub to: Vec<String>,
    pub data: String,
}

impl Handler for Collector {
    fn data_start(
        &mut self,
        _: &str,
        _: &str,
        _: bool,
        to: &[String],
    ) -> mailin_embedded::Response {
        self.current.clear();
        self.to = to.to_vec();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.current.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> mailin_embedded::Response {
        let data = String::from_utf8_lossy(&self.current).to_string();
        self.inbox.lock().unwrap().push(Received {
            to: self.to.clone(),
            data,
        });
        response::OK
    }
}

pub struct FakeSmtp {
    pub port: u16,
    inbox: Arc<Mutex<Vec<Received>>>,
}

impl FakeSmtp {
    pub fn start() -> FakeSmtp {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind smtp");
        let port = listener.local_addr().unwrap().port();
        let collector = Collector::default();
        let inbox = collector.inbox.clone();
        let mut server = Server::new(collector);
        server
            .with_name("fake-smtp.test")
            .with_tcp_listener(listener)
            .with_num_threads(2);
        std::thread::spawn(move || {
            let _ = server.serve();
        });
        FakeSmtp { port, inbox }
    }

    pub fn messages(&self) -> Vec<Received> {
        self.inbox.lock().unwrap().clone()
    }

    /// The six-digit code in the newest message to `to`.
    pub fn last_code_for(&self, to: &str) -> Option<String> {
        let msgs = self.messages();
        let msg = msgs
            .iter()
            .rev()
            .find(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(to)))?;
        let text = msg.data.replace("=\r\n", "");
        let idx = text.find("code is: ")? + "code is: ".len();
        Some(text[idx..idx + 6].to_string())
    }
}
