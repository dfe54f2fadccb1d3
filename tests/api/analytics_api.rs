//! The performance figures against a hand computation: six months of daily snapshots with
//! steady growth, and every headline number, trend and month row worked out here from the same
//! days without SQL.

use std::collections::BTreeMap;

use atrium::db::social_accounts::SocialPlatform;
use atrium::db::{invoices, social_accounts};
use rocket::http::Status;
use serde_json::Value;
use time::{Duration, OffsetDateTime};

use crate::common::TestApp;

const DAYS: i64 = 180;

/// Followers `back` days ago: 1,000 six months back, 10 more each day.
fn followers(back: i64) -> i64 {
    1_000 + (DAYS - 1 - back) * 10
}

/// A client with one Instagram account whose history is: `followers(back)`, reach 100 a day,
/// engagement 5%, for every day of the last 180.
async fn seeded(app: &TestApp, email: &str, handle: &'static str) -> (String, i64) {
    let token = app.client_user(email).await;
    let email = email.to_string();
    let client = app
        .state()
        .db
        .write(move |c| {
            let client: i64 =
                c.query_row("SELECT id FROM clients WHERE email = ?1", [&email], |r| {
                    r.get(0)
                })?;
            let account = social_accounts::insert(
                c,
                &social_accounts::NewAccount {
                    client_id: client,
                    platform: SocialPlatform::Instagram,
                    username: handle,
                    followers_count: followers(0),
                    posts_count: 30,
                    engagement_rate: 0.05,
                },
            )?;
            let today = OffsetDateTime::now_utc().date();
            for back in 0..DAYS {
                let day = today - Duration::days(back);
                c.execute(
                    "INSERT INTO social_snapshots (account_id, day, taken_at, followers, posts,
                         reach, engagement_rate) VALUES (?1, ?2, ?3, ?4, 30, 100, 0.05)",
                    rusqlite::params![
                        account,
                        day.to_string(),
                        format!("{day}T08:00:00Z"),
                        followers(back)
                    ],
                )?;
            }
            Ok(client)
        })
        .await
        .unwrap();
    (token, client)
}

fn pct(now: f64, before: f64) -> f64 {
    ((now - before) / before * 1000.0).round() / 10.0
}

#[rocket::async_test]
async fn every_figure_follows_from_the_snapshots_as_worked_out_by_hand() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (token, client) = seeded(&app, "cleo@client.test", "cleo_makes").await;
    let (_, other) = seeded(&app, "otto@client.test", "otto_bakes").await;
    let today = OffsetDateTime::now_utc().date();

    // Month rows: the month's last day's followers, 100 reach per day, growth on the month before.
    let mut by_month: BTreeMap<String, (i64, i64)> = BTreeMap::new();
    for back in (0..DAYS).rev() {
        let day = today - Duration::days(back);
        let month = format!("{:04}-{:02}", day.year(), day.month() as u8);
        let entry = by_month.entry(month).or_insert((0, 0));
        *entry = (followers(back), entry.1 + 100);
    }
    let expected: Vec<(String, i64, i64)> = by_month
        .iter()
        .map(|(m, (f, r))| (m.clone(), *f, *r))
        .collect();
    let months = app.get("/api/performance?months=24", Some(&token)).await;
    assert_eq!(months.status, Status::Ok, "{}", months.body);
    let rows = months.body.as_array().unwrap();
    assert_eq!(rows.len(), expected.len(), "{}", months.body);
    for (i, (row, (month, f, reach))) in rows.iter().zip(&expected).enumerate() {
        assert_eq!(row["client"], client, "only the caller's own client");
        assert_eq!(row["month"], month.as_str());
        assert_eq!(row["followers"], *f, "{month}");
        assert_eq!(row["reach"], *reach, "{month}");
        assert_eq!(row["engagement"], 0.05);
        let growth = if i == 0 {
            Value::Null
        } else {
            pct(*f as f64, expected[i - 1].1 as f64).into()
        };
        assert_eq!(row["growth_rate"], growth, "{month}");
    }
    // An admin asks for one client; a client cannot ask for another's.
    let one = app
        .get(&format!("/api/performance?client_id={other}"), Some(&admin))
        .await;
    assert!(
        one.body
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["client"] == other)
    );
    let theirs = app
        .get(&format!("/api/performance?client_id={other}"), Some(&token))
        .await;
    assert_eq!(theirs.status, Status::NotFound);

    // The latest figures: 10 more followers than the day before.
    let live = app.get("/api/metrics/realtime", Some(&token)).await;
    let live = &live.body.as_array().unwrap()[0];
    assert_eq!(live["followers_count"], followers(0));
    assert_eq!(live["daily_growth"], 10);
    assert_eq!(live["reach"], 100);
    assert_eq!(live["account"]["username"], "cleo_makes");

    // The client overview: 30 days of change, reach over 30 days against the 30 before.
    let (posted_at, due) = (atrium::db::now(), (today + Duration::days(9)).to_string());
    let due_date = due.clone();
    app.state()
        .db
        .write(move |c| {
            c.execute(
                "INSERT INTO content_posts (client_id, platform, title, content, status,
                     scheduled_date, author_role, created_at, updated_at, posted_at)
                 VALUES (?1, 'instagram', 'Live', 'Out now', 'posted', ?2, 'admin', ?2, ?2, ?2)",
                rusqlite::params![client, posted_at],
            )?;
            invoices::insert(
                c,
                &invoices::NewInvoice {
                    client_id: client,
                    lines: vec![atrium::domain::tax::Line::untaxed("November", 25_050)],
                    tax_note: atrium::domain::billing::TaxNote::None,
                    due_date: &due_date,
                    description: "November",
                    number: None,
                    subscription: None,
                    verification_id: None,
                    paid_at: None,
                },
            )
        })
        .await
        .unwrap();
    let stats = app.get("/api/dashboard/client-stats", Some(&token)).await;
    assert_eq!(stats.status, Status::Ok, "{}", stats.body);
    let s = &stats.body;
    assert_eq!(s["total_followers"], followers(0));
    assert_eq!(s["followers_change"], followers(0) - followers(30));
    assert_eq!(
        s["growth_rate"],
        pct(followers(0) as f64, followers(30) as f64)
    );
    assert_eq!(s["reach"], 3000);
    assert_eq!(s["reach_change_pct"], 0.0);
    assert_eq!(s["engagement_rate"], 0.05);
    assert_eq!(s["engagement_change"], 0.0);
    assert_eq!(s["industry_average_engagement"], 0.035);
    assert_eq!(s["posts_this_month"], 1);
    assert_eq!(s["connected_accounts"], 1);
    assert_eq!(s["next_payment_date"], due.as_str());
    assert_eq!(s["next_payment_amount_cents"], 25_050);
    assert_eq!(s["next_payment_amount"], 250.5);
    let refused = app.get("/api/dashboard/client-stats", Some(&admin)).await;
    assert_eq!(refused.status, Status::Forbidden);

    // The agency over one month: both clients.
    let agency = app
        .get("/api/analytics/performance?period=1month", Some(&admin))
        .await;
    assert_eq!(agency.status, Status::Ok, "{}", agency.body);
    let a = &agency.body;
    assert_eq!(a["total_followers"], 2 * followers(0));
    assert_eq!(
        a["followers_change_pct"],
        pct(followers(0) as f64, followers(30) as f64)
    );
    assert_eq!(a["total_reach"], 2 * 30 * 100);
    assert_eq!(a["reach_change_pct"], 0.0);
    assert_eq!(a["daily_growth"], 20);
    assert_eq!(a["avg_engagement"], 0.05);
    assert_eq!(a["benchmarks"]["industry_average_engagement"], 0.035);
    let top = a["top_clients"].as_array().unwrap();
    assert_eq!(top.len(), 2);
    assert_eq!(top[0]["followers"], followers(0));
    assert_eq!(a["platforms"][0]["platform"], "instagram");
    assert_eq!(a["platforms"][0]["share"], 1.0);
    let bad = app
        .get("/api/analytics/performance?period=2weeks", Some(&admin))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(!bad.body["fields"]["period"].is_null());
}

#[rocket::async_test]
async fn a_months_report_totals_its_clients_and_refuses_a_month_that_is_not_one() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    seeded(&app, "cleo@client.test", "cleo_makes").await;
    seeded(&app, "otto@client.test", "otto_bakes").await;
    let last_month = {
        let first = OffsetDateTime::now_utc().date().replace_day(1).unwrap();
        let d = first - Duration::days(1);
        format!("{:04}-{:02}", d.year(), d.month() as u8)
    };
    let r = app
        .get(
            &format!("/api/performance/monthly_report?month={last_month}"),
            Some(&admin),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let clients = r.body["clients"].as_array().unwrap();
    assert_eq!(clients.len(), 2);
    let sum: i64 = clients
        .iter()
        .map(|c| c["followers"].as_i64().unwrap())
        .sum();
    assert_eq!(r.body["totals"]["followers"], sum);
    assert_eq!(r.body["totals"]["growth_rate"], clients[0]["growth_rate"]);
    for month in [
        "2026-13",
        "november",
        "",
        "%27%C3%9E%C2%86%C3%99",
        "20%C3%BC-01",
    ] {
        let bad = app
            .get(
                &format!("/api/performance/monthly_report?month={month}"),
                Some(&admin),
            )
            .await;
        assert_eq!(bad.status, Status::UnprocessableEntity, "{month}");
        assert!(!bad.body["fields"]["month"].is_null());
    }
}

#[rocket::async_test]
async fn the_report_downloads_as_a_pdf_and_as_a_csv_with_the_same_figures_as_the_screens() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (token, client) = seeded(&app, "cleo@client.test", "cleo_makes").await;
    let header = |headers: &[(String, String)], name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let (status, headers, csv) = app
        .get_bytes(
            "/api/analytics/report?format=csv&period=1month",
            Some(&token),
        )
        .await;
    assert_eq!(status, Status::Ok);
    assert!(header(&headers, "Content-Type").starts_with("text/csv"));
    let disposition = header(&headers, "Content-Disposition");
    assert!(
        disposition.contains(&format!("atrium-report-{client}-")),
        "{disposition}"
    );
    let text = String::from_utf8(csv).unwrap();
    let change = pct(followers(0) as f64, followers(30) as f64);
    assert!(
        text.contains(&format!("Followers,{},{change:.1}", followers(0))),
        "{text}"
    );
    assert!(text.contains("Reach,3000,0.0"), "{text}");
    assert!(text.contains("Average engagement (%),5.00,"), "{text}");
    let month = {
        let d = OffsetDateTime::now_utc().date();
        format!("{:04}-{:02}", d.year(), d.month() as u8)
    };
    assert!(
        text.contains(&format!("{month},{},", followers(0))),
        "{text}"
    );

    let (status, headers, pdf) = app
        .get_bytes("/api/analytics/report?period=6months", Some(&admin))
        .await;
    assert_eq!(status, Status::Ok);
    assert_eq!(header(&headers, "Content-Type"), "application/pdf");
    assert!(header(&headers, "Content-Disposition").contains("atrium-report-agency-"));
    assert!(pdf.starts_with(b"%PDF-"));
    let bad = app
        .get("/api/analytics/report?format=docx", Some(&admin))
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(!bad.body["fields"]["format"].is_null());
}

#[rocket::async_test]
async fn monthly_reports_go_out_once_a_month_on_the_agencys_day_when_it_turned_them_on() {
    use atrium::jobs::monthly_reports;
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (token, _) = seeded(&app, "cleo@client.test", "cleo_makes").await;
    app.client_user("nobody@client.test").await;
    let jobs = app.jobs();
    let now = OffsetDateTime::now_utc();
    let mails =
        "SELECT COUNT(*) FROM mail_outbox WHERE subject = 'Your monthly performance report'";
    assert_eq!(
        monthly_reports(&jobs, now).await.unwrap(),
        0,
        "off by default"
    );

    let refused = app
        .patch(
            "/api/settings/reports",
            Some(&token),
            serde_json::json!({"monthly_reports": true}),
        )
        .await;
    assert_eq!(refused.status, Status::Forbidden);
    let bad = app
        .patch(
            "/api/settings/reports",
            Some(&admin),
            serde_json::json!({"day_of_month": 31}),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(!bad.body["fields"]["day_of_month"].is_null());
    let on = app
        .patch(
            "/api/settings/reports",
            Some(&admin),
            serde_json::json!({"monthly_reports": true, "day_of_month": 28}),
        )
        .await;
    assert_eq!(on.status, Status::Ok, "{}", on.body);
    assert_eq!(
        (
            on.body["monthly_reports"].clone(),
            on.body["day_of_month"].clone()
        ),
        (true.into(), 28.into())
    );

    // Before the day nothing goes; on it (or later) each client with accounts gets one, once.
    let before = time::macros::datetime!(2027-03-27 08:00 UTC);
    let day = time::macros::datetime!(2027-03-28 08:00 UTC);
    let later = time::macros::datetime!(2027-03-30 08:00 UTC);
    assert_eq!(monthly_reports(&jobs, before).await.unwrap(), 0);
    assert_eq!(
        monthly_reports(&jobs, day).await.unwrap(),
        1,
        "only the client with accounts"
    );
    assert_eq!(
        monthly_reports(&jobs, later).await.unwrap(),
        0,
        "once a month"
    );
    assert_eq!(app.scalar(mails).await, 1);
    let body = app
        .scalar_text("SELECT body FROM mail_outbox WHERE to_addr = 'cleo@client.test'")
        .await;
    assert!(
        body.contains(&format!("Followers:            {}", followers(0))),
        "{body}"
    );
    assert!(
        body.contains("industry average 3.50%, for reference"),
        "{body}"
    );
    assert!(
        body.contains("http://portal.test/dashboard#performance"),
        "{body}"
    );
    let schedule = app.get("/api/settings/reports", Some(&admin)).await;
    assert_eq!(schedule.body["last_sent"], "2027-03");
}

#[rocket::async_test]
async fn an_accounts_history_and_posts_reach_its_client_and_the_agency_only() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (token, _) = seeded(&app, "cleo@client.test", "cleo_makes").await;
    let other = app.client_user("otto@client.test").await;
    let id = app
        .scalar("SELECT id FROM social_accounts WHERE username = 'cleo_makes'")
        .await;
    let r = app
        .get(
            &format!("/api/social-accounts/{id}/history?days=30"),
            Some(&token),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let days = r.body["snapshots"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29]["followers"], followers(0));
    assert_eq!(days[0]["followers"], followers(29));
    let admin_view = app
        .get(&format!("/api/social-accounts/{id}/history"), Some(&admin))
        .await;
    assert_eq!(admin_view.body["snapshots"].as_array().unwrap().len(), 90);
    let theirs = app
        .get(&format!("/api/social-accounts/{id}/history"), Some(&other))
        .await;
    assert_eq!(theirs.status, Status::NotFound);
    let bad = app
        .get(
            &format!("/api/social-accounts/{id}/history?days=0"),
            Some(&token),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
}

/// A CSV line's cells, unquoted (the report's cells hold no line breaks).
fn cells(line: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(line.as_bytes());
    reader
        .records()
        .next()
        .and_then(Result::ok)
        .map(|r| r.iter().map(String::from).collect())
        .unwrap_or_default()
}

#[rocket::async_test]
async fn no_cell_of_a_csv_report_is_a_spreadsheet_formula_whoever_chose_the_text() {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let (token, client) = seeded(&app, "cleo@client.test", "cleo_makes").await;
    let formula = r#"=HYPERLINK("http://evil.test","Open")"#;
    // The admin names the client; the client's own post, posted today, carries a formula title.
    let renamed = app
        .patch(
            &format!("/api/clients/{client}/"),
            Some(&admin),
            serde_json::json!({ "name": formula }),
        )
        .await;
    assert_eq!(renamed.status, Status::Ok, "{}", renamed.body);
    let now = atrium::db::format_time(OffsetDateTime::now_utc());
    for (title, rate) in [
        ("@SUM(1+1)*cmd", 0.9),
        ("+1+2", 0.8),
        ("-2+3", 0.7),
        ("\ttabbed", 0.6),
    ] {
        app.sql(&format!(
            "INSERT INTO content_posts (client_id, platform, title, content, status,
                 scheduled_date, author_role, likes, engagement_rate, posted_at, created_at, updated_at)
             VALUES ({client}, 'instagram', '{title}', 'text', 'posted', '{now}', 'client', 10,
                 {rate}, '{now}', '{now}', '{now}')"
        ))
        .await;
    }
    let exports = [
        ("/api/analytics/report?format=csv&period=1month", &token),
        ("/api/analytics/report?format=csv&period=1month", &admin),
        (
            &*format!("/api/analytics/report?format=csv&period=1month&client={client}"),
            &admin,
        ),
    ];
    for (path, who) in exports {
        let (status, _, body) = app.get_bytes(path, Some(who)).await;
        assert_eq!(status, Status::Ok, "{path}");
        let text = String::from_utf8(body).unwrap();
        let all: Vec<String> = text.lines().flat_map(cells).collect();
        let risky: Vec<&String> = all
            .iter()
            .filter(|c| {
                c.starts_with(['=', '+', '-', '@', '\t', '\r']) && c.parse::<f64>().is_err()
            })
            .collect();
        assert!(risky.is_empty(), "{path}: live formulas {risky:?}\n{text}");
        // Neutralised, not dropped: the text is still there after the apostrophe.
        for title in ["'@SUM(1+1)*cmd", "'+1+2", "'-2+3", "'\ttabbed"] {
            assert!(
                all.iter().any(|c| c == title),
                "{path}: {title:?} missing\n{text}"
            );
        }
    }
    // The agency's export names the client among the top clients, neutralised as well.
    let (_, _, agency) = app
        .get_bytes(
            "/api/analytics/report?format=csv&period=1month",
            Some(&admin),
        )
        .await;
    let agency = String::from_utf8(agency).unwrap();
    assert!(
        agency
            .lines()
            .flat_map(cells)
            .any(|c| c == format!("'{formula}")),
        "{agency}"
    );
}
