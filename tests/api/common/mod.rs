//! Boots the real app on a fresh temp data dir per test, with typed helpers.
#![allow(dead_code)]

pub mod binary;
mod copy;
pub mod fake_social;
pub mod smtp;
pub mod store;

use atrium::auth::password;
use atrium::config::AppConfig;
use atrium::db::clients::{ClientPackage, ClientStatus, PaymentStatus};
use atrium::db::{clients, users};
use atrium::domain::Vocabulary;
use atrium::domain::social::SocialPlatform;
use atrium::state::AppState;
use rocket::http::{ContentType, Header, Status};
use rocket::local::asynchronous::{Client, LocalResponse};
use serde_json::{Value, json};
use tempfile::TempDir;

pub const PASSWORD: &str = "correct-horse-1";

pub struct TestApp {
    pub client: Client,
    pub dir: TempDir,
}

pub struct Res {
    pub status: Status,
    pub body: Value,
    pub content_type: Option<String>,
    pub headers: Vec<(String, String)>,
}

impl Res {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The problems listed for one field of a validation error.
    pub fn field(&self, name: &str) -> Vec<String> {
        self.body["fields"][name]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    }
}

async fn into_res(r: LocalResponse<'_>) -> Res {
    let status = r.status();
    let content_type = r.content_type().map(|c| c.to_string());
    let headers = r
        .headers()
        .iter()
        .map(|h| (h.name().to_string(), h.value().to_string()))
        .collect();
    let text = r.into_string().await.unwrap_or_default();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Res {
        status,
        body,
        content_type,
        headers,
    }
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::with_config(|_| {}).await
    }

    pub async fn with_config(f: impl FnOnce(&mut AppConfig)) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut config = AppConfig {
            data_dir: dir.path().to_path_buf(),
            ..AppConfig::default()
        };
        f(&mut config);
        let rocket = atrium::app::build_rocket(config).expect("app builds");
        let client = Client::tracked(rocket).await.expect("rocket client");
        TestApp { client, dir }
    }

    pub fn state(&self) -> &AppState {
        self.client.rocket().state::<AppState>().expect("state")
    }

    /// The scheduled jobs' context as `serve` builds it, for calling a job at a chosen time.
    pub fn jobs(&self) -> atrium::jobs::Jobs {
        let state = self.state();
        atrium::jobs::Jobs {
            db: state.db.clone(),
            mailer: atrium::mail::Mailer::new(&state.config.mail, state.db.clone()).unwrap(),
            limits: state.limits.clone(),
            agency: "Nova".into(),
            base_url: "http://portal.test".into(),
            data_dir: state.config.data_dir.clone(),
            backup: state.config.backup.clone(),
            offsite: state.config.offsite.clone(),
            media: state.store.clone(),
        }
    }

    /// Creates a user straight through the repository (client users get a Client record).
    pub async fn create_user(&self, role: users::Role, email: &str, name: &str) -> i64 {
        let (email, name) = (email.to_string(), name.to_string());
        self.state()
            .db
            .write(move |c| insert_user(c, role, &email, &name))
            .await
            .expect("user created")
    }

    /// Adds a colleague to a client's team with a seat (straight through the database, as an
    /// accepted invitation leaves it) and answers a session token of its own.
    pub async fn team_member(&self, client_id: i64, seat: &str, email: &str) -> String {
        let id = self
            .create_user(users::Role::Admin, email, "Tess Teammate")
            .await;
        let key = atrium::auth::token::generate();
        self.sql(&format!(
            "UPDATE users SET role = 'client' WHERE id = {id};
             INSERT INTO client_members (user_id, client_id, seat, created_at)
             VALUES ({id}, {client_id}, '{seat}', '2026-01-01T00:00:00Z');
             INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at)
             VALUES ('{}', {id}, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), '2099-01-01T00:00:00Z')",
            atrium::auth::token::hash(&key)
        ))
        .await;
        key
    }

    pub async fn login(&self, email: &str, pass: &str) -> String {
        let r = self
            .post(
                "/api/auth/login/",
                None,
                json!({"email": email, "password": pass}),
            )
            .await;
        assert_eq!(r.status, Status::Ok, "login failed: {}", r.body);
        r.body["token"].as_str().expect("token").to_string()
    }

    pub async fn admin(&self) -> String {
        self.create_user(users::Role::Admin, "boss@agency.test", "Ada Admin")
            .await;
        self.login("boss@agency.test", PASSWORD).await
    }

    pub async fn client_user(&self, email: &str) -> String {
        self.create_user(users::Role::Client, email, "Cleo Client")
            .await;
        self.login(email, PASSWORD).await
    }

    /// A client user signed in, and the id of the client record made with it.
    pub async fn signed_in_client(&self, email: &str, name: &str) -> (String, i64) {
        let user = self.create_user(users::Role::Client, email, name).await;
        let token = self.login(email, PASSWORD).await;
        let client = self
            .scalar(&format!("SELECT id FROM clients WHERE user_id = {user}"))
            .await;
        (token, client)
    }

    fn auth(token: Option<&str>) -> Option<Header<'static>> {
        token.map(|t| Header::new("Authorization", format!("Token {t}")))
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Res {
        let mut req = self.client.get(path.to_string());
        if let Some(h) = Self::auth(token) {
            req = req.header(h);
        }
        into_res(req.dispatch().await).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Res {
        let mut req = self.client.delete(path.to_string());
        if let Some(h) = Self::auth(token) {
            req = req.header(h);
        }
        into_res(req.dispatch().await).await
    }

    pub async fn send_json(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Value,
    ) -> Res {
        self.send_raw(
            method,
            path,
            token,
            ContentType::JSON,
            body.to_string().into_bytes(),
        )
        .await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Res {
        self.send_json("POST", path, token, body).await
    }

    pub async fn patch(&self, path: &str, token: Option<&str>, body: Value) -> Res {
        self.send_json("PATCH", path, token, body).await
    }

    pub async fn send_raw(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        content_type: ContentType,
        body: Vec<u8>,
    ) -> Res {
        let mut req = self.request(method, path);
        req = req.header(content_type).body(body);
        if let Some(h) = Self::auth(token) {
            req = req.header(h);
        }
        into_res(req.dispatch().await).await
    }

    pub fn request(
        &self,
        method: &str,
        path: &str,
    ) -> rocket::local::asynchronous::LocalRequest<'_> {
        let path = path.to_string();
        match method {
            "POST" => self.client.post(path),
            "PATCH" => self.client.patch(path),
            "PUT" => self.client.put(path),
            "DELETE" => self.client.delete(path),
            _ => self.client.get(path),
        }
    }

    /// A JSON request as if from `remote` (an IP address), with extra headers.
    pub async fn from(
        &self,
        remote: &str,
        method: &str,
        path: &str,
        token: Option<&str>,
        headers: &[(&str, &str)],
        body: Value,
    ) -> Res {
        let mut req = self.request(method, path);
        let addr: std::net::IpAddr = remote.parse().expect("an IP address");
        req = req.remote(std::net::SocketAddr::new(addr, 40_000));
        if method != "GET" {
            req = req.header(ContentType::JSON).body(body.to_string());
        }
        for (name, value) in headers {
            req = req.header(Header::new(name.to_string(), value.to_string()));
        }
        if let Some(h) = Self::auth(token) {
            req = req.header(h);
        }
        into_res(req.dispatch().await).await
    }

    /// A GET whose answer is kept as bytes (files, images, archives), with its headers.
    pub async fn get_bytes(
        &self,
        path: &str,
        token: Option<&str>,
    ) -> (Status, Vec<(String, String)>, Vec<u8>) {
        let mut req = self.client.get(path.to_string());
        if let Some(h) = Self::auth(token) {
            req = req.header(h);
        }
        let r = req.dispatch().await;
        let status = r.status();
        let headers = r
            .headers()
            .iter()
            .map(|h| (h.name().to_string(), h.value().to_string()))
            .collect();
        (status, headers, r.into_bytes().await.unwrap_or_default())
    }

    /// Gives a client an active social account (as a connection would).
    pub async fn add_account(&self, client_id: i64, platform: &'static str, handle: &str) {
        let handle = handle.to_string();
        self.state()
            .db
            .write(move |c| {
                atrium::db::social_accounts::insert(
                    c,
                    &atrium::db::social_accounts::NewAccount {
                        client_id,
                        platform: <SocialPlatform as Vocabulary>::exact(platform)
                            .expect("a platform Atrium connects to"),
                        username: &handle,
                        followers_count: 1000,
                        posts_count: 10,
                        engagement_rate: 0.05,
                    },
                )
            })
            .await
            .expect("account added");
    }

    /// Runs SQL against the app's database (for moving clocks in tests, e.g. code expiry).
    pub async fn sql(&self, sql: &str) {
        let sql = sql.to_string();
        self.state()
            .db
            .write(move |c| Ok(c.execute_batch(&sql)?))
            .await
            .expect("sql");
    }

    pub async fn scalar_text(&self, sql: &str) -> String {
        self.query_one(sql).await
    }

    pub async fn scalar(&self, sql: &str) -> i64 {
        self.query_one(sql).await
    }

    async fn query_one<T: rusqlite::types::FromSql + Send + 'static>(&self, sql: &str) -> T {
        let sql = sql.to_string();
        self.state()
            .db
            .read(move |c| Ok(c.query_row(&sql, [], |r| r.get(0))?))
            .await
            .expect("query_one")
    }
}

/// A multipart/form-data body: text fields plus at most one file.
/// The secret a mail's link carries after `marker` ("invite=", "/review/"), up to the next space.
pub fn key_after(body: &str, marker: &str) -> String {
    body.split(marker)
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {marker} link in the mail: {body}"))
        .to_string()
}

pub fn multipart(
    fields: &[(&str, &str)],
    file: Option<(&str, &str, &[u8])>,
) -> (ContentType, Vec<u8>) {
    multipart_files(fields, file.as_slice())
}

/// A multipart/form-data body: text fields plus any number of files (a name may repeat).
pub fn multipart_files(
    fields: &[(&str, &str)],
    files: &[(&str, &str, &[u8])],
) -> (ContentType, Vec<u8>) {
    let boundary = "atrium-test-boundary-7d3f";
    let mut out = Vec::new();
    for (name, value) in fields {
        out.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    for (name, filename, bytes) in files {
        out.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
            )
            .as_bytes(),
        );
        out.extend_from_slice(bytes);
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    let ct = ContentType::new("multipart", "form-data").with_params(("boundary", boundary));
    (ct, out)
}

/// A real, decodable image of this size and format (a gradient).
pub fn picture(width: u32, height: u32, format: image::ImageFormat) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, format).expect("encode test image");
    out.into_inner()
}

/// A tiny valid PNG (1x1), padded to `size` bytes when larger (trailing bytes after IEND).
/// A PDF's first page as poppler's pdftotext reads it (`-layout`: columns stay in place).
pub fn pdf_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("doc.pdf");
    std::fs::write(&input, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-f", "1", "-l", "1"])
        .arg(&input)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils; `make test` installs it) reads the page");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn png(size: usize) -> Vec<u8> {
    let mut bytes: Vec<u8> = vec![
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0,
        0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89, 0, 0, 0, 0x0A, 0x49, 0x44,
        0x41, 0x54, 0x78, 0x9C, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0D, 0x0A, 0x2D, 0xB4, 0, 0, 0, 0,
        0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ];
    if size > bytes.len() {
        bytes.resize(size, 0);
    }
    bytes
}

/// An agency with one client whose owner is signed in: where the team, approval and review-link
/// tests start.
pub struct WithClient {
    pub app: TestApp,
    pub admin: String,
    /// The client's owner, `owner@bloom.test`.
    pub owner: String,
    pub client: i64,
}

impl WithClient {
    pub async fn new() -> WithClient {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        let owner = app.client_user("owner@bloom.test").await;
        let client = app
            .scalar("SELECT id FROM clients WHERE email = 'owner@bloom.test'")
            .await;
        WithClient {
            app,
            admin,
            owner,
            client,
        }
    }

    /// A post by the agency that waits for the client's approval, scheduled 2030-03-10 10:00.
    pub async fn post_for_approval(&self, caption: &str) -> i64 {
        let r = self
            .app
            .post(
                "/api/content",
                Some(&self.admin),
                json!({"client": self.client, "platform": "instagram", "content": caption,
                       "scheduled_date": "2030-03-10T10:00", "needs_client_approval": true}),
            )
            .await;
        assert_eq!(r.status, Status::Created, "{}", r.body);
        r.body["id"].as_i64().unwrap()
    }

    /// Sets the client's approval policy as the agency.
    pub async fn set_policy(&self, policy: &str) {
        let set = self
            .app
            .patch(
                &format!("/api/clients/{}/approval-policy", self.client),
                Some(&self.admin),
                json!({"approval_policy": policy}),
            )
            .await;
        assert_eq!(set.status, Status::Ok, "{}", set.body);
        assert_eq!(set.body["approval_policy"], policy);
    }

    /// An approver on the client's team whom the agency names (must approve); its session.
    pub async fn named_approver(&self, email: &str) -> String {
        let token = self.app.team_member(self.client, "approver", email).await;
        let id = self.user_id(email).await;
        let named = self
            .app
            .patch(
                &format!("/api/clients/{}/team/{id}", self.client),
                Some(&self.admin),
                json!({"must_approve": true}),
            )
            .await;
        assert_eq!(named.status, Status::Ok, "{}", named.body);
        token
    }

    pub async fn user_id(&self, email: &str) -> i64 {
        self.app
            .scalar(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
    }
}

/// A user with `PASSWORD` (a client user with its Client record), straight through the
/// repository, before or beside a running app.
pub fn insert_user(
    c: &rusqlite::Connection,
    role: users::Role,
    email: &str,
    name: &str,
) -> atrium::error::ApiResult<i64> {
    // One hash serves every test user: they all share PASSWORD, and a hash costs ~50 ms.
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let hash = HASH.get_or_init(|| password::hash_now(PASSWORD).unwrap());
    let (first, last) = users::split_name(name);
    let new = users::NewUser {
        role,
        email,
        password_hash: hash,
        first_name: &first,
        last_name: &last,
        company: "Acme",
    };
    let id = users::insert(c, &new)?;
    if role == users::Role::Client {
        clients::insert(
            c,
            &clients::NewClient {
                name,
                email,
                company: "Acme",
                package: Some(ClientPackage::Starter),
                monthly_fee_cents: 150_000,
                status: ClientStatus::Active,
                payment_status: PaymentStatus::Pending,
                platforms: &[],
                next_payment: None,
                account_manager: "",
                user_id: Some(id),
            },
        )?;
    }
    Ok(id)
}

/// The agency's form for a post of `client` on `platform` approved at once (no client approval),
/// scheduled `when`, with these files as its `images`.
pub fn approved_post_form(
    client: i64,
    platform: &str,
    (title, caption): (&str, &str),
    when: &str,
    files: &[(&str, Vec<u8>)],
) -> (ContentType, Vec<u8>) {
    let client = client.to_string();
    let fields = [
        ("client", client.as_str()),
        ("platform", platform),
        ("title", title),
        ("content", caption),
        ("scheduled_date", when),
        ("needs_client_approval", "false"),
    ];
    let parts: Vec<(&str, &str, &[u8])> = files
        .iter()
        .map(|(name, bytes)| ("images", *name, bytes.as_slice()))
        .collect();
    multipart_files(&fields, &parts)
}
