//! Mail to an admin caused by a client's actions, coalesced per client: the first event mails at
//! once and opens a window (`[mail] digest_minutes`); what that client does inside it waits in
//! the database and goes out as one digest when it closes ("Maya Chen: 12 new posts submitted,
//! 3 messages"), which opens the next window. So one client, however busy, causes at most one
//! mail per window to each admin. The jobs loop sends the digests, so a restart delays them by a
//! minute at most and loses none. The bell is not coalesced: it shows every event.

use rusqlite::Connection;
use time::{Duration, OffsetDateTime};

use crate::db::{self, Db, digests};
use crate::domain::language::Language;
use crate::error::ApiResult;
use crate::mail::Mailer;
use crate::words::{self, Phrase};

/// Events listed in one digest; the rest are counted.
const LISTED: usize = 20;

/// A mail about to go out after a write.
pub struct Notice {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// Set when a client's action caused it and an admin gets it: then it may be gathered.
    pub from_client: Option<FromClient>,
}

/// What a digest needs to know about one event.
pub struct FromClient {
    pub client_id: i64,
    /// The admin it goes to.
    pub user_id: i64,
    /// One of `KINDS`' keys: what the digest counts.
    pub kind: &'static str,
    /// The event in one sentence, plain text.
    pub line: String,
}

/// What the digest counts, in the order it says them: (kind, the catalog's count of it).
const KINDS: &[(&str, &str)] = &[
    ("submitted", "notice-digest-submitted"),
    ("approved", "notice-digest-approved"),
    ("changes", "notice-digest-changes"),
    ("comment", "notice-digest-comment"),
    ("message", "notice-digest-message"),
];

/// What sending needs: where to record, how to mail, whose name signs, how long a window lasts.
pub struct Outlet<'a> {
    pub db: &'a Db,
    pub mailer: &'a Mailer,
    /// The agency's name, which signs its mails.
    pub signature: String,
    pub window_minutes: u32,
}

/// Sends each mail now, or keeps it for its client's digest when that client's window for the
/// admin is open. A failure to record is logged and the mail sent at once, as before windows.
pub async fn send(out: Outlet<'_>, notices: Vec<Notice>) {
    let window = Duration::minutes(i64::from(out.window_minutes));
    for n in notices {
        let signed = |body: &str| format!("{body}\n\n— {}", out.signature);
        let Some(ev) = n.from_client.filter(|_| window.is_positive()) else {
            out.mailer.notify(&n.to, &n.subject, &signed(&n.body)).await;
            continue;
        };
        let now = OffsetDateTime::now_utc();
        let admitted = out
            .db
            .write(move |c| admit(c, &ev, now, window).map(|at_once| (at_once, ev)))
            .await;
        let body = match admitted {
            Ok((false, _)) => continue,
            Ok((true, ev)) => {
                let (name, lang) = reader(out.db, ev.client_id, ev.user_id).await;
                Phrase::new("notice-digest-first")
                    .arg("text", n.body)
                    .arg("client", name)
                    .count("minutes", window.whole_minutes())
                    .say(lang)
            }
            Err(e) => {
                tracing::error!("mail digest: could not record an event, mailing it now: {e}");
                n.body
            }
        };
        out.mailer.notify(&n.to, &n.subject, &signed(&body)).await;
    }
}

/// The client's name, and the language the admin reads.
async fn reader(db: &Db, client_id: i64, user_id: i64) -> (String, Language) {
    let read = db.read(move |c| {
        let name = crate::db::clients::get(c, client_id)?.map_or_else(String::new, |c| c.name);
        Ok((name, crate::db::languages::of_user(c, user_id)?))
    });
    read.await.unwrap_or((String::new(), Language::En))
}

/// Inside a transaction: true when the event mails now (no window open, nothing waiting), which
/// opens a window; false when it was kept for the digest.
pub fn admit(
    c: &Connection,
    ev: &FromClient,
    now: OffsetDateTime,
    window: Duration,
) -> ApiResult<bool> {
    let now_text = db::format_time(now);
    let open = digests::closes_at(c, ev.client_id, ev.user_id)?.is_some_and(|t| t > now_text);
    if open || digests::has_items(c, ev.client_id, ev.user_id)? {
        digests::add_item(c, ev.client_id, ev.user_id, ev.kind, &ev.line)?;
        return Ok(false);
    }
    digests::open_window(c, ev.client_id, ev.user_id, &db::format_time(now + window))?;
    Ok(true)
}

/// Sends every digest whose window has closed by `now`; each opens the next window. Answers
/// how many went out.
pub async fn send_due(
    db: &Db,
    mailer: &Mailer,
    base_url: &str,
    window_minutes: u32,
    now: OffsetDateTime,
) -> ApiResult<usize> {
    let window = Duration::minutes(i64::from(window_minutes));
    let base_url = base_url.to_string();
    // Taken in one transaction: two runs cannot both send a digest.
    let mails = db
        .write(move |c| {
            let mut mails = Vec::new();
            for (client_id, user_id) in digests::due(c, &db::format_time(now))? {
                let items = digests::take_items(c, client_id, user_id)?;
                digests::open_window(c, client_id, user_id, &db::format_time(now + window))?;
                let client = crate::db::clients::get(c, client_id)?;
                let user = crate::db::users::find(c, user_id)?;
                if let (Some(client), Some(user), false) = (client, user, items.is_empty()) {
                    let lang = crate::db::languages::of_user(c, user_id)?;
                    let digest = Digest {
                        client: &client.name,
                        client_id,
                        base_url: &base_url,
                        window_minutes,
                    };
                    let (subject, body) = digest.render(&items, lang);
                    mails.push((user.email, subject, body));
                }
            }
            Ok(mails)
        })
        .await?;
    Ok(mailer.notify_each(mails).await)
}

/// "12 new posts submitted, 3 messages", in `lang`.
fn summary(items: &[(String, String)], lang: Language) -> String {
    let count = |kind: &str| items.iter().filter(|(k, _)| k == kind).count() as i64;
    let other = items
        .iter()
        .filter(|(k, _)| !KINDS.iter().any(|(kind, _)| kind == k))
        .count() as i64;
    let counted = KINDS.iter().map(|(kind, key)| (*key, count(kind)));
    let parts: Vec<String> = counted
        .chain([("notice-digest-other", other)])
        .filter(|(_, n)| *n > 0)
        .map(|(key, n)| Phrase::new(key).count("count", n).say(lang))
        .collect();
    parts.join(&words::say(lang, "notice-list-separator"))
}

/// One client's digest for one admin.
struct Digest<'a> {
    client: &'a str,
    client_id: i64,
    base_url: &'a str,
    window_minutes: u32,
}

impl Digest<'_> {
    /// The subject and body, in `lang`; each line was written in it when its event came.
    fn render(&self, items: &[(String, String)], lang: Language) -> (String, String) {
        let summary = summary(items, lang);
        let mut lines: Vec<String> = items
            .iter()
            .take(LISTED)
            .map(|(_, line)| format!("- {line}"))
            .collect();
        if items.len() > LISTED {
            let more =
                Phrase::new("notice-digest-more").count("count", (items.len() - LISTED) as i64);
            lines.push(format!("- {}", more.say(lang)));
        }
        let (base_url, client_id) = (self.base_url, self.client_id);
        let only_messages = items.iter().all(|(k, _)| k == "message");
        let link = if only_messages {
            format!("{base_url}/dashboard#messages?client={client_id}")
        } else {
            format!("{base_url}/dashboard#content")
        };
        let body = Phrase::new("notice-digest-mail")
            .arg("client", self.client)
            .arg("summary", summary.as_str())
            .arg("lines", lines.join("\n"))
            .arg("link", link)
            .count("minutes", i64::from(self.window_minutes));
        let subject = Phrase::new("notice-digest-subject")
            .arg("client", self.client)
            .arg("summary", summary);
        (subject.say(lang), body.say(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(kinds: &[(&str, usize)]) -> Vec<(String, String)> {
        kinds
            .iter()
            .flat_map(|(k, n)| (0..*n).map(move |i| (k.to_string(), format!("{k} {i}"))))
            .collect()
    }

    #[test]
    fn a_digest_counts_each_kind_and_lists_the_first_twenty() {
        let all = items(&[("message", 3), ("submitted", 18), ("comment", 1)]);
        let digest = |base_url| Digest {
            client: "Maya Chen",
            client_id: 4,
            base_url,
            window_minutes: 5,
        };
        let (subject, body) = digest("http://p.test").render(&all, Language::En);
        assert_eq!(
            subject,
            "Maya Chen: 18 new posts submitted, 1 comment, 3 messages"
        );
        assert!(body.contains("- and 2 more."), "{body}");
        assert!(body.contains("http://p.test/dashboard#content"), "{body}");
        let (_, messages) = digest("").render(&items(&[("message", 2)]), Language::En);
        assert!(
            messages.contains("/dashboard#messages?client=4"),
            "{messages}"
        );
    }
}
