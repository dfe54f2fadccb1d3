//! The content calendar as an iCalendar feed: made, read without signing in as a calendar app
//! reads it (and parsed back by an iCalendar parser), replaced and turned off.

use std::collections::BTreeSet;
use std::str::FromStr;

use icalendar::{Calendar, CalendarComponent, Component};
use rocket::http::Status;
use time::{Duration, OffsetDateTime};

use crate::content_api::{Agency, agency};

/// A post for `client` scheduled `days` from now, created by the agency.
async fn post_in(ag: &Agency, client: i64, title: &str, days: i64) -> i64 {
    let when = OffsetDateTime::now_utc() + Duration::days(days);
    let when = atrium::db::format_time(when);
    let client = client.to_string();
    let r = ag
        .create(
            &ag.admin,
            &[
                ("client", &client),
                ("platform", "instagram"),
                ("title", title),
                ("content", "A caption, with a comma; and a semicolon."),
                ("scheduled_date", &when),
                ("needs_client_approval", "true"),
            ],
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    r.body["id"].as_i64().unwrap()
}

/// Makes the caller's feed and answers its path (the address without the host).
async fn make_feed(ag: &Agency, token: &str) -> String {
    let r = ag
        .app
        .post("/api/calendar/feed/", Some(token), serde_json::json!({}))
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    let url = r.body["url"].as_str().unwrap();
    assert!(url.ends_with(".ics"), "{url}");
    url[url.find("/api/").unwrap()..].to_string()
}

/// Reads a feed as a calendar app does (no token) and parses it.
async fn read_feed(ag: &Agency, path: &str) -> Calendar {
    let (status, headers, body) = ag.app.get_bytes(path, None).await;
    assert_eq!(status, Status::Ok);
    let kind = headers.iter().find(|(name, _)| name == "Content-Type");
    assert_eq!(kind.map(|(_, v)| v.as_str()), Some("text/calendar"));
    let text = String::from_utf8(body).unwrap();
    Calendar::from_str(&text).unwrap_or_else(|e| panic!("not iCalendar ({e}): {text}"))
}

fn uids(calendar: &Calendar) -> BTreeSet<String> {
    calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Event(e) => e.get_uid().map(str::to_string),
            _ => None,
        })
        .collect()
}

fn uid(id: i64) -> String {
    format!("post-{id}@atrium")
}

#[rocket::async_test]
async fn a_client_s_feed_lists_exactly_its_own_posts_as_a_calendar_app_reads_them() {
    let ag = agency().await;
    let first = post_in(&ag, ag.a_client, "Winter launch", 3).await;
    let second = post_in(&ag, ag.a_client, "Studio tour", 10).await;
    let other = post_in(&ag, ag.b_client, "Beta bread", 4).await;
    // Long gone and far ahead: outside what a calendar shows.
    let old = post_in(&ag, ag.a_client, "Last year", -400).await;
    let path = make_feed(&ag, &ag.a).await;

    let calendar = read_feed(&ag, &path).await;
    assert_eq!(uids(&calendar), BTreeSet::from([uid(first), uid(second)]));
    assert!(!uids(&calendar).contains(&uid(other)) && !uids(&calendar).contains(&uid(old)));
    let event = calendar
        .components
        .iter()
        .find_map(|c| match c {
            CalendarComponent::Event(e) if e.get_uid() == Some(uid(first).as_str()) => Some(e),
            _ => None,
        })
        .unwrap();
    assert_eq!(event.get_summary(), Some("Instagram: Winter launch"));
    let description = event.get_description().unwrap();
    assert!(
        description.starts_with("Waiting for approval"),
        "{description}"
    );
    assert!(
        description.contains("A caption, with a comma; and a semicolon."),
        "text survives the format's escaping: {description}"
    );
    assert!(
        description.contains(&format!("#content?post={first}")),
        "{description}"
    );
    assert!(event.get_start().is_some() && event.get_end().is_some());
}

#[rocket::async_test]
async fn the_agency_s_feed_lists_every_client_s_posts_with_the_client_named() {
    let ag = agency().await;
    let a = post_in(&ag, ag.a_client, "Winter launch", 3).await;
    let b = post_in(&ag, ag.b_client, "Beta bread", 4).await;
    let path = make_feed(&ag, &ag.admin).await;
    let calendar = read_feed(&ag, &path).await;
    assert_eq!(uids(&calendar), BTreeSet::from([uid(a), uid(b)]));
    let summaries: BTreeSet<String> = calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Event(e) => e.get_summary().map(str::to_string),
            _ => None,
        })
        .collect();
    assert!(
        summaries.contains("Beta Bakery · Instagram: Beta bread"),
        "{summaries:?}"
    );
}

#[rocket::async_test]
async fn a_replaced_or_turned_off_address_stops_working_at_once() {
    let ag = agency().await;
    post_in(&ag, ag.a_client, "Winter launch", 3).await;
    let old = make_feed(&ag, &ag.a).await;
    let new = make_feed(&ag, &ag.a).await;
    assert_ne!(old, new);
    assert_eq!(ag.app.get(&old, None).await.status, Status::NotFound);
    read_feed(&ag, &new).await;

    let off = ag.app.delete("/api/calendar/feed/", Some(&ag.a)).await;
    assert_eq!(off.status, Status::NoContent);
    assert_eq!(ag.app.get(&new, None).await.status, Status::NotFound);
    let state = ag.app.get("/api/calendar/feed/", Some(&ag.a)).await;
    assert_eq!(state.body["active"], false);

    for guess in [
        "/api/calendar/0123456789abcdef.ics",
        new.trim_end_matches(".ics"),
    ] {
        assert_eq!(
            ag.app.get(guess, None).await.status,
            Status::NotFound,
            "{guess}"
        );
    }
}

#[rocket::async_test]
async fn the_address_is_shown_only_when_made_and_a_read_is_noted() {
    let ag = agency().await;
    let path = make_feed(&ag, &ag.b).await;
    let before = ag.app.get("/api/calendar/feed/", Some(&ag.b)).await;
    assert_eq!(before.status, Status::Ok);
    assert_eq!(before.body["active"], true);
    assert!(before.body.get("url").is_none(), "{}", before.body);
    assert!(before.body["last_used_at"].is_null());
    read_feed(&ag, &path).await;
    let after = ag.app.get("/api/calendar/feed/", Some(&ag.b)).await;
    assert!(after.body["last_used_at"].is_string(), "{}", after.body);
    // Only the hash is kept: the secret is nowhere in the database.
    let secret = path
        .trim_start_matches("/api/calendar/")
        .trim_end_matches(".ics");
    let stored = ag
        .app
        .scalar(&format!(
            "SELECT COUNT(*) FROM calendar_feeds WHERE token_hash = '{secret}'"
        ))
        .await;
    assert_eq!(stored, 0);
}

#[rocket::async_test]
async fn making_reading_or_ending_a_feed_needs_a_signed_in_caller() {
    let ag = agency().await;
    let anon = ag.app.get("/api/calendar/feed/", None).await;
    assert_eq!(anon.status, Status::Unauthorized);
    let make = ag
        .app
        .post("/api/calendar/feed/", None, serde_json::json!({}))
        .await;
    assert_eq!(make.status, Status::Unauthorized);
    let end = ag.app.delete("/api/calendar/feed/", None).await;
    assert_eq!(end.status, Status::Unauthorized);
}
