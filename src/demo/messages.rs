//! Demo conversations: the first clients with an account talk with the agency, with a brief as
//! a text file and a one-page PDF attached, some read and some waiting.

use rusqlite::{Connection, OptionalExtension, params};

use crate::db::files::{self, FileType, NewFile};
use crate::db::messages::{self, NewMessage, Side};
use crate::error::{ApiError, ApiResult};
use crate::storage::{Area, Store};

/// (client side?, text, attachment, minutes ago). In a text, `{month}` is the month it is sent
/// in, `{weekday}` the day the client's next approved post goes out and `{invoice}` the number
/// of its oldest open invoice: a text never names a month its own date does not fall in.
type Line = (bool, &'static str, Option<usize>, i64);

const CONVERSATIONS: &[&[Line]] = &[
    &[
        (
            true,
            "Hi! Could we move the monstera post to {weekday}?",
            None,
            2 * 24 * 60,
        ),
        (
            false,
            "Of course, Maya. It now goes out on {weekday}, when your audience is most active.",
            None,
            2 * 24 * 60 - 20,
        ),
        (
            true,
            "Perfect. Here is the brief for next month's campaign.",
            Some(0),
            26 * 60,
        ),
        (
            false,
            "Thanks, the content plan for next month is attached.",
            Some(1),
            25 * 60,
        ),
        (
            true,
            "Love it. Can we add one more reel about the new planters?",
            None,
            40,
        ),
    ],
    &[
        (
            false,
            "Welcome aboard, Jonas! Your posts will wait for your approval under Content.",
            None,
            49 * 24 * 60,
        ),
        (
            true,
            "Thanks! Looking forward to the latte art series.",
            None,
            49 * 24 * 60 - 90,
        ),
        (
            false,
            "A reminder: invoice {invoice} is still open; the bank details are on your Billing page.",
            None,
            3 * 60,
        ),
    ],
    &[(
        true,
        "Could the {month} report show the YouTube figures too?",
        None,
        90,
    )],
];

/// A small valid PDF: one page with one line of text.
fn pdf(plan: &str) -> Vec<u8> {
    let stream = format!("BT /F1 18 Tf 72 720 Td (Content plan for {plan}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R \
         /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_string(),
        format!(
            "<< /Length {} >>\nstream\n{stream}\nendstream",
            stream.len()
        ),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for o in offsets {
        out.extend_from_slice(format!("{o:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// The two demo files, for next month's campaign: (name, file_type, mime, bytes).
fn attachments() -> [(&'static str, FileType, &'static str, Vec<u8>); 2] {
    let today = crate::billing::today();
    let next = crate::billing::add_month(today.replace_day(1).unwrap_or(today), 1);
    let month = format!("{} {}", next.month(), next.year());
    let brief = format!(
        "Campaign brief, {month}\n\n- New planters line, launch on the 12th\n\
         - Two reels, one carousel a week\n- Tone: warm, hands-on\n"
    );
    [
        (
            "campaign-brief.txt",
            FileType::Txt,
            "text/plain; charset=utf-8",
            brief.into_bytes(),
        ),
        (
            "content-plan.pdf",
            FileType::Pdf,
            "application/pdf",
            pdf(&month),
        ),
    ]
}

/// The words a client's conversation refers to: the weekday of its next approved post and the
/// number of its oldest open invoice.
fn references(c: &Connection, client: i64) -> ApiResult<(String, String)> {
    let next_post: Option<String> = c
        .query_row(
            "SELECT scheduled_date FROM content_posts
             WHERE client_id = ?1 AND status = 'approved' AND posted_at IS NULL
             ORDER BY scheduled_date LIMIT 1",
            [client],
            |r| r.get(0),
        )
        .optional()?;
    let weekday = next_post
        .and_then(|d| {
            time::Date::parse(
                d.get(..10)?,
                time::macros::format_description!("[year]-[month]-[day]"),
            )
            .ok()
        })
        .map(|d| d.weekday().to_string())
        .unwrap_or_default();
    let invoice: Option<String> = c
        .query_row(
            "SELECT number FROM invoices WHERE client_id = ?1 AND status = 'pending'
             ORDER BY due_date, id LIMIT 1",
            [client],
            |r| r.get(0),
        )
        .optional()?;
    Ok((weekday, invoice.unwrap_or_default()))
}

/// Seeds conversations for the clients given (each with its user), the admin answering.
pub fn seed(c: &Connection, store: &Store, admin_id: i64, clients: &[(i64, i64)]) -> ApiResult<()> {
    let now = time::OffsetDateTime::now_utc();
    for (lines, (client_id, user_id)) in CONVERSATIONS.iter().zip(clients) {
        let needs_files = lines.iter().any(|l| l.2.is_some());
        let files_of: Vec<i64> = attachments()
            .into_iter()
            .filter(|_| needs_files)
            .map(|(name, file_type, mime, bytes)| {
                let stored = crate::storage::random_name(name.rsplit('.').next().unwrap_or("bin"));
                store
                    .put_bytes_blocking(Area::Files, &stored, &bytes)
                    .map_err(ApiError::internal)?;
                let uploaded_by = if file_type == FileType::Txt {
                    *user_id
                } else {
                    admin_id
                };
                let new = NewFile {
                    client_id: *client_id,
                    uploaded_by,
                    name,
                    file_type,
                    mime,
                    bytes: bytes.len() as i64,
                    stored_name: &stored,
                };
                files::insert(c, &new)
            })
            .collect::<ApiResult<_>>()?;
        let last = lines.len() - 1;
        let (weekday, invoice) = references(c, *client_id)?;
        for (n, (from_client, text, file, minutes)) in lines.iter().enumerate() {
            let at = now - time::Duration::minutes(*minutes);
            let text = crate::demo::words::fill(
                &text
                    .replace("{weekday}", &weekday)
                    .replace("{invoice}", &invoice),
                at.date(),
            );
            let side = if *from_client {
                Side::Client
            } else {
                Side::Agency
            };
            let id = messages::insert(
                c,
                &NewMessage {
                    client_id: *client_id,
                    sender_id: if *from_client { *user_id } else { admin_id },
                    side,
                    receiver_id: if *from_client {
                        Some(admin_id)
                    } else {
                        Some(*user_id)
                    },
                    content: &text,
                    file_id: file.map(|f| files_of[f]),
                },
            )?;
            let at = crate::db::format_time(at);
            // Everything is read but each conversation's last line, so the badges show.
            let read_at = (n != last).then(|| at.clone());
            c.execute(
                "UPDATE messages SET created_at = ?2, read_at = ?3 WHERE id = ?1",
                params![id, at, read_at],
            )?;
            // An attachment is uploaded as it is sent.
            c.execute(
                "UPDATE files SET created_at = ?2 WHERE id = ?1",
                params![file.map(|f| files_of[f]), at],
            )?;
        }
    }
    Ok(())
}
