//! Who hears about what happens to a post: a bell notification inside the write's transaction,
//! and a mail after it commits for those whose preferences allow.

use rusqlite::Connection;

use crate::db::content_thread::Actor;
use crate::db::notifications::{self, isolate};
use crate::db::preferences::{self, MailKind};
use crate::db::users::{self, Role};
use crate::domain::Area;
use crate::error::ApiResult;
use crate::mail_digest::FromClient;
use crate::state::AppState;

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

fn wording(
    event: Event,
    post: &About<'_>,
    by: &Actor,
    on_behalf: bool,
) -> (notifications::NotificationType, String, String) {
    let who = isolate(&by.name);
    let what = isolate(&post.label());
    let client = isolate(post.client_name);
    match event {
        Event::AwaitsApproval if by.role == Role::Client => (
            crate::db::notifications::NotificationType::Other,
            "New content submission".into(),
            format!("{client} submitted \"{what}\" for approval."),
        ),
        Event::AwaitsApproval => (
            crate::db::notifications::NotificationType::Other,
            "Content awaits your approval".into(),
            format!("{who} sent \"{what}\" for your approval."),
        ),
        Event::Approved if on_behalf => (
            crate::db::notifications::NotificationType::ContentApproved,
            "Content approved".into(),
            format!("{who} recorded your approval of \"{what}\"."),
        ),
        Event::Approved => (
            crate::db::notifications::NotificationType::ContentApproved,
            "Content approved".into(),
            format!("{who} approved \"{what}\"."),
        ),
        Event::ChangesRequested => (
            crate::db::notifications::NotificationType::Other,
            "Changes requested".into(),
            format!("{who} asked for changes to \"{what}\"."),
        ),
        Event::Posted => (
            crate::db::notifications::NotificationType::Other,
            "Content posted".into(),
            format!("\"{what}\" is live."),
        ),
        Event::Commented => (
            crate::db::notifications::NotificationType::Other,
            "New comment".into(),
            format!("{who} commented on \"{what}\"."),
        ),
    }
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
            // Mail is plain text; the isolates only matter inside the app's sentences.
            let plain = crate::mail::plain(&message);
            let from_client = (by.role == Role::Client).then(|| FromClient {
                client_id: post.client_id,
                user_id,
                kind: digest_kind(event),
                line: digest_line(&plain, post.note),
            });
            mails.push(Mail {
                to: user.email,
                subject: format!("{title}: {}", post.label()),
                body: format!(
                    "{plain}\n{}\nClient: {}\nOpen it: {base_url}/dashboard{link}\n\nYou get these \
                     mails because of your notification settings; change them under Settings.",
                    quoted(event, post.note),
                    crate::mail::plain(post.client_name)
                ),
                from_client,
            });
        }
    }
    Ok(mails)
}

/// The comment or feedback as the mail quotes it, each line marked; nothing without one.
fn quoted(event: Event, note: &str) -> String {
    let note = note.trim();
    if note.is_empty() {
        return String::new();
    }
    let heading = match event {
        Event::ChangesRequested => "What to change:",
        _ => "The comment:",
    };
    let lines: Vec<String> = note.lines().map(|l| format!("> {l}")).collect();
    format!("\n{heading}\n{}\n", lines.join("\n"))
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
