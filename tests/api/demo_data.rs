//! The demo agency is the first thing a buyer sees, so it has to hold together on any day it is
//! seeded: every text that names a month, a season or a quarter names one its own dates fall in,
//! the agency is one identity on the site, the bank details and the invoices, one client is
//! pending with nothing connected, and nothing of a client is dated before it became a client.

use rocket::http::Status;
use serde_json::Value;

use crate::common::TestApp;

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A seeded text and the dates it belongs to (any of them may be what it speaks of).
struct Row {
    what: String,
    text: String,
    dates: Vec<String>,
}

async fn seeded() -> TestApp {
    let app = TestApp::spawn().await;
    let conn = app.state().db.writer_blocking().expect("writer");
    let store = &app.state().store;
    atrium::demo::seed(&conn, store, &app.state().branding()).expect("demo seeded");
    drop(conn);
    app
}

/// The month (1-12) of a `YYYY-MM-DD...` date.
fn month_of(date: &str) -> u32 {
    date.get(5..7)
        .and_then(|m| m.parse().ok())
        .unwrap_or_else(|| panic!("not a date: {date}"))
}

fn season_of(month: u32) -> &'static str {
    match month {
        12 | 1 | 2 => "winter",
        3..=5 => "spring",
        6..=8 => "summer",
        _ => "autumn",
    }
}

/// The months, seasons and quarters a text names that none of its dates falls in.
fn foreign_words(row: &Row) -> Vec<String> {
    let months: Vec<u32> = row.dates.iter().map(|d| month_of(d)).collect();
    let mut wrong = Vec::new();
    for word in row.text.split(|c: char| !c.is_alphanumeric()) {
        let lower = word.to_lowercase();
        // Month names are capitalised in prose; file names spell them in lower case.
        let month = MONTHS.iter().position(|m| {
            let short = &m[..3];
            word == *m
                || word == short
                || (word == "Sept" && *m == "September")
                || (row.what.starts_with("file") && (lower == m.to_lowercase()))
        });
        if let Some(m) = month
            && !months.contains(&(m as u32 + 1))
        {
            wrong.push(word.to_string());
        }
        let seasons = ["spring", "summer", "autumn", "winter"];
        if seasons.contains(&lower.as_str()) && !months.iter().any(|m| season_of(*m) == lower) {
            wrong.push(word.to_string());
        }
        if let Some(q) = lower
            .strip_prefix('q')
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|n| (1..=4).contains(n))
            && !months.iter().any(|m| (m - 1) / 3 + 1 == q)
        {
            wrong.push(word.to_string());
        }
    }
    wrong
}

/// Every seeded text with the dates of its row (a comment or history note also with its post's).
const TEXTS: &[(&str, &str)] = &[
    (
        "post",
        "SELECT title || ' / ' || content, scheduled_date, created_at, posted_at FROM content_posts",
    ),
    (
        "comment",
        "SELECT m.body, m.created_at, p.scheduled_date, p.posted_at
         FROM content_comments m JOIN content_posts p ON p.id = m.post_id",
    ),
    (
        "history",
        "SELECT h.note, h.created_at, p.scheduled_date, p.posted_at
         FROM content_history h JOIN content_posts p ON p.id = h.post_id",
    ),
    ("message", "SELECT content, created_at FROM messages"),
    ("file", "SELECT name, created_at FROM files"),
    (
        "notification",
        "SELECT title || ' / ' || message, created_at FROM notifications",
    ),
    // A plan invoice's description names its period's first and last day ("Pro plan, Nov 23, 2026
    // to Dec 22, 2026"): the last is one of its dates too.
    (
        "invoice",
        "SELECT description, created_at, due_date, period_start,
                date(period_start, '+1 month', '-1 day'), paid_at FROM invoices",
    ),
    (
        "task",
        "SELECT title || ' / ' || description, due_date, created_at FROM tasks",
    ),
];

async fn rows(app: &TestApp) -> Vec<Row> {
    app.state()
        .db
        .read(|c| {
            let mut out = Vec::new();
            for (what, sql) in TEXTS {
                let mut stmt = c.prepare(sql)?;
                let n = stmt.column_count();
                let mut q = stmt.query([])?;
                while let Some(r) = q.next()? {
                    let text: String = r.get(0)?;
                    let dates = (1..n)
                        .filter_map(|i| r.get::<_, Option<String>>(i).transpose())
                        .collect::<Result<Vec<_>, _>>()?;
                    out.push(Row {
                        what: what.to_string(),
                        text,
                        dates,
                    });
                }
            }
            Ok(out)
        })
        .await
        .unwrap()
}

#[rocket::async_test]
async fn no_demo_text_names_a_month_season_or_quarter_its_own_dates_do_not_fall_in() {
    let app = seeded().await;
    let rows = rows(&app).await;
    assert!(rows.len() > 40, "the demo seeds its texts: {}", rows.len());
    let wrong: Vec<String> = rows
        .iter()
        .filter_map(|row| {
            let words = foreign_words(row);
            (!words.is_empty()).then(|| {
                format!(
                    "{} {:?} (dated {}) names {words:?}",
                    row.what,
                    row.text,
                    row.dates.join(", ")
                )
            })
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[rocket::async_test]
async fn the_checker_catches_a_month_its_dates_do_not_name() {
    let row = |text: &str, date: &str| Row {
        what: "message".into(),
        text: text.into(),
        dates: vec![date.into()],
    };
    assert_eq!(
        foreign_words(&row(
            "When will the March report be ready?",
            "2026-11-26T10:00:00Z"
        )),
        ["March"]
    );
    assert_eq!(
        foreign_words(&row("Our spring range, Q2", "2026-11-26")),
        ["spring", "Q2"]
    );
    assert!(foreign_words(&row("The November box, Q4, autumn", "2026-11-26")).is_empty());
    assert!(foreign_words(&row("You may want the Mar version", "2026-03-02")).is_empty());
}

#[rocket::async_test]
async fn the_demo_agency_is_one_identity_on_the_site_the_bank_details_and_the_invoices() {
    let app = seeded().await;
    let brand: Value = serde_json::from_str(&app.state().branding().json).unwrap();
    let name = brand["agency"]["name"].as_str().unwrap().to_string();
    let legal = brand["agency"]["legal_name"].as_str().unwrap().to_string();
    let holder = app
        .scalar_text("SELECT admin_full_name FROM bank_settings")
        .await;
    assert_eq!(
        holder, legal,
        "the account holder is the agency's legal name"
    );
    let company = app
        .scalar_text("SELECT company FROM users WHERE role = 'admin'")
        .await;
    assert_eq!(company, name, "the demo admin works for the agency");

    let admin_mail = app
        .scalar_text("SELECT email FROM users WHERE role = 'admin'")
        .await;
    let domain = |mail: &str| mail.rsplit('@').next().unwrap().to_string();
    let site_mails: Vec<String> = ["inquiry_email", "support_email", "privacy_email"]
        .iter()
        .map(|k| brand["contact"][k].as_str().unwrap().to_string())
        .collect();
    for mail in &site_mails {
        assert_eq!(
            domain(mail),
            domain(&admin_mail),
            "{mail} and the demo admin {admin_mail} share the agency's domain"
        );
    }
    let website = brand["agency"]["website"].as_str().unwrap();
    assert!(
        website.ends_with(&domain(&admin_mail)),
        "the site {website} is on the agency's domain"
    );
    let staff_domain_clients = app
        .scalar(&format!(
            "SELECT count(*) FROM clients WHERE user_id IS NULL AND email LIKE '%@{}'",
            domain(&admin_mail)
        ))
        .await;
    assert_eq!(
        staff_domain_clients, 0,
        "a client without a login has its own address, not one at the agency"
    );

    let token = app
        .login(atrium::demo::ADMIN_EMAIL, atrium::demo::ADMIN_PASSWORD)
        .await;
    let invoice = app.scalar("SELECT min(id) FROM invoices").await;
    let (status, _, pdf) = app
        .get_bytes(&format!("/api/invoices/{invoice}/pdf"), Some(&token))
        .await;
    assert_eq!(status, Status::Ok);
    let pdf = String::from_utf8_lossy(&pdf);
    assert!(
        pdf.contains(&format!("({legal})")),
        "the invoice names {legal}"
    );
}

#[rocket::async_test]
async fn one_demo_client_is_pending_with_no_connected_account() {
    let app = seeded().await;
    let pending = app
        .scalar("SELECT count(*) FROM clients WHERE status = 'pending' AND activated_at IS NULL")
        .await;
    assert_eq!(pending, 1, "one client waits to be activated");
    let accounts = app
        .scalar(
            "SELECT count(*) FROM social_accounts a JOIN clients c ON c.id = a.client_id
             WHERE c.status = 'pending'",
        )
        .await;
    assert_eq!(accounts, 0, "the pending client has connected nothing yet");
    let content = app
        .scalar(
            "SELECT (SELECT count(*) FROM content_posts p JOIN clients c ON c.id = p.client_id
                     WHERE c.status = 'pending')
                  + (SELECT count(*) FROM invoices i JOIN clients c ON c.id = i.client_id
                     WHERE c.status = 'pending')",
        )
        .await;
    assert_eq!(content, 0, "nor has it posts or invoices");
}

/// Everything dated that belongs to a client, as (client, what, date).
const DATED: &str = "
    SELECT client_id, 'invoice issued' AS what, created_at AS at FROM invoices
    UNION ALL SELECT client_id, 'invoice period', period_start FROM invoices
        WHERE period_start IS NOT NULL
    UNION ALL SELECT client_id, 'subscription', started_at FROM subscriptions
    UNION ALL SELECT client_id, 'verification', submitted_at FROM payment_verifications
    UNION ALL SELECT client_id, 'post created', created_at FROM content_posts
    UNION ALL SELECT client_id, 'post posted', posted_at FROM content_posts
        WHERE posted_at IS NOT NULL
    UNION ALL SELECT p.client_id, 'comment', m.created_at FROM content_comments m
        JOIN content_posts p ON p.id = m.post_id
    UNION ALL SELECT p.client_id, 'post history', h.created_at FROM content_history h
        JOIN content_posts p ON p.id = h.post_id
    UNION ALL SELECT client_id, 'message', created_at FROM messages
    UNION ALL SELECT client_id, 'file', created_at FROM files
    UNION ALL SELECT client_id, 'task', created_at FROM tasks
    UNION ALL SELECT client_id, 'social account', created_at FROM social_accounts";

#[rocket::async_test]
async fn nothing_of_a_demo_client_is_dated_before_it_became_a_client() {
    let app = seeded().await;
    let early: Vec<String> = app
        .state()
        .db
        .read(|c| {
            let sql = format!(
                "SELECT cl.name, d.what, d.at, cl.created_at FROM ({DATED}) AS d
                 JOIN clients cl ON cl.id = d.client_id
                 WHERE substr(d.at, 1, 10) < substr(cl.created_at, 1, 10)
                    OR (cl.activated_at IS NOT NULL AND d.what LIKE 'invoice%'
                        AND substr(d.at, 1, 10) < substr(cl.activated_at, 1, 10))"
            );
            let mut stmt = c.prepare(&sql)?;
            let found = stmt
                .query_map([], |r| {
                    Ok(format!(
                        "{}: {} on {} but client since {}",
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?
                    ))
                })?
                .collect::<Result<Vec<_>, _>>()?;
            Ok(found)
        })
        .await
        .unwrap();
    assert!(early.is_empty(), "{}", early.join("\n"));
    // And "client since" is when the client started, not the day the demo was seeded: the first
    // invoice follows it within a month.
    let late = app
        .scalar(
            "SELECT count(*) FROM clients cl WHERE EXISTS (SELECT 1 FROM invoices i
                 WHERE i.client_id = cl.id)
               AND julianday((SELECT min(created_at) FROM invoices i WHERE i.client_id = cl.id))
                 - julianday(cl.created_at) > 31",
        )
        .await;
    assert_eq!(
        late, 0,
        "a client's first invoice comes within a month of it joining"
    );
}
