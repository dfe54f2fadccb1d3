//! Who hears about what happens to a post: a bell notification inside the write's transaction,
//! and a mail after it commits for those whose preferences allow.

use rusqlite::Connection;

use crate::db::content_thread::Actor;
use crate::db::notifications::{self, NotificationType, isolate};
use crate::db::preferences::{self, MailKind};
use crate::db::users::{self, Role};
use crate::domain::Area;
use crate::domain::language::Language;
use crate::error::ApiResult;
use crate::mail_digest::FromClient;
use crate::state::AppState;
use crate::words::{self, Phrase};

/// What happened, for the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A post now waits for the other side's approval (created or resubmitted).
    AwaitsApproval,
    Approved,
    ChangesRequested,
    Posted,
    Commented,
}

/// The post, as the notices describe it.
pub struct About<'a> {
    pub id: i64,
    pub client_id: i64,
    pub title: &'a str,
    pub content: &'a str,
    pub client_name: &'a str,
    pub created_by: Option<i64>,
    pub author_role: Role,
    /// Whose approval it waits for, when it does.
    pub awaiting: Option<crate::domain::content::Awaiting>,
    /// The comment or the feedback the event came with; the mail quotes it in full.
    pub note: &'a str,
}

impl About<'_> {
    /// The title, or the caption's first words when there is none.
    fn label(&self) -> String {
        let text = if self.title.trim().is_empty() {
            self.content
        } else {
            self.title
        };
        notifications::excerpt(text, 60)
    }
}

/// A mail to send once the write has committed (an admin's about a client's action may wait
/// for that client's digest).
pub type Mail = crate::mail_digest::Notice;

/// Everyone on the agency's side who serves this client.
fn admins(c: &Connection, client: i64) -> ApiResult<Vec<i64>> {
    Ok(users::serving(c, Some(client))?
        .into_iter()
        .map(|u| u.id)
        .collect())
}

/// The people on the other side from the actor: for the agency, the client's users whose seat
/// concerns the event (approval requests to those who approve, the rest to those who read
/// content); for the client, the admin who wrote the post (when the event concerns the author)
/// or every admin.
fn recipients(c: &Connection, event: Event, post: &About<'_>, by: &Actor) -> ApiResult<Vec<i64>> {
    let for_agency = post.awaiting == Some(crate::domain::content::Awaiting::Agency);
    if by.role == Role::Admin && event == Event::AwaitsApproval && for_agency {
        // The agency's own first step of a two-step policy: the client is asked after it.
        return Ok(Vec::new());
    }
    let mut out = if by.role == Role::Admin {
        let area = match event {
            Event::AwaitsApproval => Area::Review,
            _ => Area::Content,
        };
        crate::db::team::recipients(c, post.client_id, area)?
    } else {
        let author_admin = (post.author_role == Role::Admin)
            .then_some(post.created_by)
            .flatten()
            .filter(|_| matches!(event, Event::Approved | Event::ChangesRequested));
        match author_admin {
            Some(id) if users::find(c, id)?.is_some_and(|u| u.role == Role::Admin) => vec![id],
            _ => admins(c, post.client_id)?,
        }
    };
    out.retain(|id| *id != by.id);
    Ok(out)
}

/// The notice's kind, title and sentence, to be said in each reader's language.
fn wording(
    event: Event,
    post: &About<'_>,
    by: &Actor,
    on_behalf: bool,
) -> (NotificationType, Phrase, Phrase) {
    use NotificationType::{ContentApproved, Other};
    let (kind, title, text) = match event {
        Event::AwaitsApproval if by.role == Role::Client => {
            (Other, "notice-submission", "notice-submission-text")
        }
        Event::AwaitsApproval => (Other, "notice-awaits", "notice-awaits-text"),
        Event::Approved if on_behalf => (
            ContentApproved,
            "notice-approved",
            "notice-approved-for-you-text",
        ),
        Event::Approved => (ContentApproved, "notice-approved", "notice-approved-text"),
        Event::ChangesRequested => (Other, "notice-changes", "notice-changes-text"),
        Event::Posted => (Other, "notice-posted", "notice-posted-text"),
        Event::Commented => (Other, "notice-comment", "notice-comment-text"),
    };
    let text = Phrase::new(text)
        .arg("who", isolate(&by.name))
        .arg("post", isolate(&post.label()))
        .arg("client", isolate(post.client_name));
    (kind, Phrase::new(title), text)
}

/// Adds the bell notifications (in the caller's transaction) and answers the mails to send.
pub fn plan(
    c: &Connection,
    event: Event,
    post: &About<'_>,
    by: &Actor,
    on_behalf: bool,
    base_url: &str,
) -> ApiResult<Vec<Mail>> {
    let (kind, title, message) = wording(event, post, by, on_behalf);
    let link = format!("#content?post={}", post.id);
    let mut mails = Vec::new();
    for user_id in recipients(c, event, post, by)? {
        notifications::insert_linked(c, user_id, kind, &title, &message, Some(&link))?;
        if !preferences::wants(c, user_id, MailKind::Content)? {
            continue;
        }
        if let Some(user) = users::find(c, user_id)? {
            let lang = crate::db::languages::of_user(c, user_id)?;
            // Mail is plain text; the isolates only matter inside the app's sentences.
            let plain = crate::mail::plain(&message.say(lang));
            let from_client = (by.role == Role::Client).then(|| FromClient {
                client_id: post.client_id,
                user_id,
                kind: digest_kind(event),
                line: digest_line(&plain, post.note),
            });
            let body = Phrase::new("notice-content-mail")
                .arg("text", plain)
                .arg("quote", quoted(event, post.note, lang))
                .arg("client", crate::mail::plain(post.client_name))
                .arg("link", format!("{base_url}/dashboard{link}"));
            let subject = Phrase::new("notice-subject")
                .phrase("title", title.clone())
                .arg("post", post.label());
            mails.push(Mail {
                to: user.email,
                subject: subject.say(lang),
                body: body.say(lang),
                from_client,
            });
        }
    }
    Ok(mails)
}

/// The comment or feedback as the mail quotes it, each line marked; nothing without one.
fn quoted(event: Event, note: &str, lang: Language) -> String {
    let note = note.trim();
    if note.is_empty() {
        return String::new();
    }
    let heading = match event {
        Event::ChangesRequested => "notice-quote-changes",
        _ => "notice-quote-comment",
    };
    let lines: Vec<String> = note.lines().map(|l| format!("> {l}")).collect();
    format!("\n{}\n{}\n", words::say(lang, heading), lines.join("\n"))
}

/// A digest lists events one line each: the note joins as a short quote.
fn digest_line(plain: &str, note: &str) -> String {
    let note = note.split_whitespace().collect::<Vec<_>>().join(" ");
    if note.is_empty() {
        plain.to_string()
    } else {
        format!("{plain} \"{}\"", notifications::excerpt(&note, 120))
    }
}

/// What a client's event counts as in the agency's digest.
fn digest_kind(event: Event) -> &'static str {
    match event {
        Event::AwaitsApproval => "submitted",
        Event::Approved => "approved",
        Event::ChangesRequested => "changes",
        Event::Commented => "comment",
        Event::Posted => "posted",
    }
}

/// Sends planned mails (or keeps a client's for its digest); a failure is logged by the mailer
/// and does not undo the change.
pub async fn send(state: &AppState, mails: Vec<Mail>) {
    state.send_notices(mails).await;
}

impl<'a> About<'a> {
    pub fn of(post: &'a crate::db::content::ContentPost) -> About<'a> {
        About {
            id: post.id,
            client_id: post.client,
            title: &post.title,
            content: &post.content,
            client_name: &post.client_name,
            created_by: post.created_by,
            author_role: post.author_role,
            awaiting: post.awaiting,
            note: "",
        }
    }
}
