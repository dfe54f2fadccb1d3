//! Storing a message and telling the other side: the bell (one unread notice per conversation,
//! not one per message), the live stream, and a mail when they are away (at most one an hour per
//! conversation and side, as their preferences allow).

use rusqlite::Connection;
use serde_json::json;

use crate::db::conversations;
use crate::db::messages::{self, Message, NewMessage, Side};
use crate::db::notifications::{self, isolate};
use crate::db::preferences::{self, MailKind};
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::events::{Audience, Published};
use crate::mail_digest::{FromClient, Notice};
use crate::state::AppState;
use crate::words::Phrase;

/// A message about to be stored.
pub struct Outgoing {
    pub client_id: i64,
    pub sender_id: i64,
    pub side: Side,
    pub content: String,
    pub file_id: Option<i64>,
}

struct Planned {
    message: Message,
    /// The client's users who take part in its messages (the owner and its approvers).
    client_users: Vec<i64>,
    mails: Vec<Notice>,
}

/// The link every notice about a conversation carries.
pub fn link(client_id: i64) -> String {
    format!("#messages?client={client_id}")
}

/// The named receiver (the client's owner, or the account manager when the client names one)
/// and everyone on the receiving side (the client's users who message; that manager, or every
/// admin when there is no manager).
fn receivers(
    c: &Connection,
    out: &Outgoing,
    client_user: Option<i64>,
    client_users: &[i64],
) -> ApiResult<(Option<i64>, Vec<i64>)> {
    let named = match out.side {
        Side::Agency => client_user.or(client_users.first().copied()),
        Side::Client => conversations::account_manager(c, out.client_id)?,
    };
    let everyone = match named {
        _ if out.side == Side::Agency => client_users.to_vec(),
        Some(id) => vec![id],
        None if out.side == Side::Client => users::serving(c, Some(out.client_id))?
            .into_iter()
            .map(|u| u.id)
            .collect(),
        None => Vec::new(),
    };
    Ok((named, everyone))
}

fn plan(
    c: &Connection,
    state_away: &dyn Fn(i64) -> bool,
    out: &Outgoing,
    base_url: &str,
) -> ApiResult<Planned> {
    let (client_name, client_user): (String, Option<i64>) = c.query_row(
        "SELECT name, user_id FROM clients WHERE id = ?1",
        [out.client_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let client_users =
        crate::db::team::recipients(c, out.client_id, crate::domain::Area::Messages)?;
    if out.side == Side::Agency && client_users.is_empty() {
        return Err(ApiError::conflict(
            "no_account",
            "This client has no user account yet, so nobody would read the message. Invite them first.",
        ));
    }
    if let Some(file_id) = out.file_id
        && crate::db::files::get(c, file_id, crate::domain::Scope::Client(out.client_id))?.is_none()
    {
        return Err(ApiError::field(
            "attachment",
            "No file with this id belongs to this conversation.",
        ));
    }
    let (receiver_id, to) = receivers(c, out, client_user, &client_users)?;
    let id = messages::insert(
        c,
        &NewMessage {
            client_id: out.client_id,
            sender_id: out.sender_id,
            side: out.side,
            receiver_id,
            content: &out.content,
            file_id: out.file_id,
        },
    )?;
    let message = messages::get(c, id)?.ok_or_else(ApiError::not_found)?;
    // What the notice shows of the message: its first words, or the file it carried; isolated
    // inside the bell's sentence, plain in a mail.
    let shown = |wrap: fn(&str) -> String| {
        if out.content.trim().is_empty() {
            message
                .attachment
                .as_ref()
                .map_or(Phrase::new("notice-empty"), |a| {
                    Phrase::new("notice-message-file").arg("name", wrap(&a.name))
                })
        } else {
            Phrase::verbatim(wrap(&notifications::excerpt(&out.content, 80)))
        }
    };
    let from = match out.side {
        Side::Agency => message.sender_name.clone(),
        Side::Client => client_name.clone(),
    };
    let link = link(out.client_id);
    let mut mails = Vec::new();
    let to_client = out.side == Side::Agency;
    let mut mail_claimed = None;
    for user_id in to {
        if user_id == out.sender_id {
            continue;
        }
        // One unread notice per conversation is enough: the conversation shows the count.
        let pending: bool = c.query_row(
            "SELECT EXISTS (SELECT 1 FROM notifications WHERE user_id = ?1 AND read = 0
                            AND notification_type = 'message_received' AND link = ?2)",
            rusqlite::params![user_id, link],
            |r| r.get(0),
        )?;
        if !pending {
            let text = Phrase::new("notice-message-text")
                .arg("from", isolate(&from))
                .phrase("text", shown(isolate));
            notifications::insert_linked(
                c,
                user_id,
                notifications::NotificationType::MessageReceived,
                &Phrase::new("notice-message"),
                &text,
                Some(&link),
            )?;
        }
        if !state_away(user_id) || !preferences::wants(c, user_id, MailKind::Messages)? {
            continue;
        }
        let claimed = match mail_claimed {
            Some(v) => v,
            None => *mail_claimed.insert(messages::claim_mail(c, out.client_id, to_client)?),
        };
        if let (true, Some(user)) = (claimed, users::find(c, user_id)?) {
            let target = if to_client {
                "/dashboard#messages".to_string()
            } else {
                format!("/dashboard{link}")
            };
            let lang = crate::db::languages::of_user(c, user_id)?;
            let shown = shown(str::to_string).say(lang);
            // A client's message to an admin may wait for that client's digest.
            let from_client = (!to_client).then(|| FromClient {
                client_id: out.client_id,
                user_id,
                kind: "message",
                line: Phrase::new("notice-message-line")
                    .arg("from", from.as_str())
                    .arg("text", shown.as_str())
                    .say(lang),
            });
            let subject = Phrase::new("notice-message-subject").arg("from", from.as_str());
            let body = Phrase::new("notice-message-mail")
                .arg("from", from.as_str())
                .arg("text", shown)
                .arg("link", format!("{base_url}{target}"));
            mails.push(Notice {
                to: user.email,
                subject: subject.say(lang),
                body: body.say(lang),
                from_client,
            });
        }
    }
    Ok(Planned {
        message,
        client_users,
        mails,
    })
}

/// Stores the message and tells the other side; answers the message as its sender sees it.
pub async fn deliver(state: &AppState, out: Outgoing) -> ApiResult<Message> {
    let hub = state.hub.clone();
    let base_url = state.config.public_base_url();
    let side = out.side;
    let planned = state
        .db
        .write(move |c| plan(c, &|user| !hub.is_present(user), &out, &base_url))
        .await?;
    publish_message(state, &planned.message, &planned.client_users);
    // The bell's `notification` events come from the write itself (see `db::live`).
    state.send_notices(planned.mails).await;
    Ok(side.mark_mine(vec![planned.message]).remove(0))
}

/// A new message to both sides' streams, each copy with `mine` as that side sees it.
fn publish_message(state: &AppState, message: &Message, client_users: &[i64]) {
    let mut sides = vec![(Audience::Agency, Side::Agency)];
    sides.extend(
        client_users
            .iter()
            .map(|u| (Audience::User(*u), Side::Client)),
    );
    for (to, side) in sides {
        let copy = side.mark_mine(vec![message.clone()]).remove(0);
        state.hub.publish(Published {
            to: vec![to],
            name: "message",
            data: json!({"conversation": copy.conversation, "message": copy}).to_string(),
        });
    }
}

/// Tells both sides that one side has read the conversation up to a message.
pub fn publish_read(
    state: &AppState,
    client_id: i64,
    client_users: &[i64],
    reader: Side,
    up_to: i64,
) {
    let mut to = vec![Audience::Agency];
    to.extend(client_users.iter().copied().map(Audience::User));
    let side = if reader == Side::Agency {
        "agency"
    } else {
        "client"
    };
    state.hub.publish(Published {
        to,
        name: "read",
        data: json!({"conversation": client_id, "side": side, "up_to": up_to}).to_string(),
    });
}
