//! The content calendar as an iCalendar feed (RFC 5545), for calendar apps to subscribe to: one
//! event per post at its scheduled time, tentative until the post is approved.

use chrono::{DateTime, Duration, Utc};
use icalendar::{Calendar, Component, Event, EventLike, EventStatus};

use crate::db::content::{ContentPost, ContentStatus};
use crate::db::notifications::excerpt;

/// How long a post's event lasts in the calendar: long enough to be seen in a week view.
const EVENT_MINUTES: i64 = 30;
/// Calendar apps show the description in a small box; the full caption is one click away.
const DESCRIPTION_CHARS: usize = 600;

/// What the feed says besides the posts.
pub struct Feed<'a> {
    /// "Bloom Botanicals content plan".
    pub name: &'a str,
    /// The portal's address, for each event's link back to its post.
    pub base_url: &'a str,
    /// The agency's feed names each post's client; a client's does not need to.
    pub show_client: bool,
}

/// The posts as an iCalendar document.
pub fn render(feed: &Feed<'_>, posts: &[ContentPost]) -> String {
    let mut calendar = Calendar::new();
    calendar.name(feed.name);
    for post in posts {
        if let Some(event) = event(feed, post) {
            calendar.push(event);
        }
    }
    calendar.done().to_string()
}

fn event(feed: &Feed<'_>, post: &ContentPost) -> Option<Event> {
    let starts = utc(&post.scheduled_date)?;
    let label = if post.title.trim().is_empty() {
        excerpt(&post.content, 60)
    } else {
        post.title.clone()
    };
    let platform = post.platform.name();
    let summary = if feed.show_client {
        format!("{} · {platform}: {label}", post.client_name)
    } else {
        format!("{platform}: {label}")
    };
    let link = format!("{}/dashboard#content?post={}", feed.base_url, post.id);
    let description = format!(
        "{}\n\n{}\n\n{link}",
        state_line(post.status),
        excerpt(&post.content, DESCRIPTION_CHARS)
    );
    let mut event = Event::new();
    event
        // Stable across fetches, so an app updates the event instead of adding another.
        .uid(&format!("post-{}@atrium", post.id))
        .summary(&summary)
        .description(&description)
        .url(&link)
        .starts(starts)
        .ends(starts + Duration::minutes(EVENT_MINUTES))
        .status(match post.status {
            ContentStatus::Draft | ContentStatus::PendingApproval => EventStatus::Tentative,
            ContentStatus::Approved | ContentStatus::Posted => EventStatus::Confirmed,
        });
    if let Some(changed) = utc(&post.updated_at) {
        event.last_modified(changed);
    }
    Some(event.done())
}

fn state_line(status: ContentStatus) -> &'static str {
    match status {
        ContentStatus::Draft => "Draft",
        ContentStatus::PendingApproval => "Waiting for approval",
        ContentStatus::Approved => "Approved, scheduled",
        ContentStatus::Posted => "Posted",
    }
}

fn utc(stored: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(stored)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}
