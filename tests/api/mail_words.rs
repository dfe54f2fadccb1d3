//! What the mails say: the comment or feedback they are about, names without invisible direction
//! marks, dates as the screens write them, and the agency's name under them (issue D1 point 6).

use crate::common;

use atrium::billing::notices::Sender;
use common::{TestApp, multipart_files};
use rocket::http::Status;
use serde_json::json;

const AGENCY: &str = "Nova Social";
const MARKS: [char; 4] = ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'];

/// An agency branded "Nova Social", its admin, and client "Alpha Studio" with a post of the
/// agency's that waits for the client's approval.
struct Portal {
    app: TestApp,
    admin: String,
    client: String,
    client_id: i64,
    post: i64,
}

async fn portal() -> Portal {
    let app = TestApp::with_config(|c| {
        std::fs::write(
            c.data_dir.join("branding.json"),
            json!({"agency": {"name": AGENCY}}).to_string(),
        )
        .unwrap();
    })
    .await;
    let admin = app.admin().await;
    let client = app.client_user("alpha@client.test").await;
    let client_id = app
        .scalar("SELECT id FROM clients WHERE email = 'alpha@client.test'")
        .await;
    app.sql(&format!(
        "UPDATE clients SET name = 'Alpha Studio' WHERE id = {client_id}"
    ))
    .await;
    let id = client_id.to_string();
    let (ct, body) = multipart_files(
        &[
            ("client", &id),
            ("platform", "instagram"),
            ("title", "Spring launch"),
            ("content", "Our spring range is here."),
            ("scheduled_date", "2026-12-01T10:00"),
            ("needs_client_approval", "true"),
        ],
        &[],
    );
    let created = app
        .send_raw("POST", "/api/content", Some(&admin), ct, body)
        .await;
    assert_eq!(created.status, Status::Created, "{}", created.body);
    let post = created.body["id"].as_i64().unwrap();
    Portal {
        app,
        admin,
        client,
        client_id,
        post,
    }
}

impl Portal {
    /// The newest mail to `to` whose subject starts with `subject`: (subject, body).
    async fn mail(&self, to: &str, subject: &str) -> (String, String) {
        let filter = format!(
            "FROM mail_outbox WHERE to_addr = '{to}' AND subject LIKE '{subject}%' ORDER BY id DESC LIMIT 1"
        );
        (
            self.app
                .scalar_text(&format!("SELECT subject {filter}"))
                .await,
            self.app.scalar_text(&format!("SELECT body {filter}")).await,
        )
    }
}

fn assert_no_marks(text: &str) {
    assert!(
        !text.contains(MARKS),
        "invisible direction marks in a plain-text mail:\n{text:?}"
    );
}

#[rocket::async_test]
async fn a_comment_mail_quotes_the_comment_names_people_without_invisible_marks_and_is_signed_by_the_agency()
 {
    let p = portal().await;
    let said = "Love it, but <b>swap</b> the photo. The second one is brighter.";
    let r = p
        .app
        .post(
            &format!("/api/content/{}/comments", p.post),
            Some(&p.client),
            json!({"body": said}),
        )
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    let (subject, body) = p.mail("boss@agency.test", "New comment").await;
    assert_no_marks(&subject);
    assert_no_marks(&body);
    assert!(
        body.starts_with("Cleo Client commented on \"Spring launch\"."),
        "{body}"
    );
    assert!(
        body.contains(
            "The comment:\n> Love it, but <b>swap</b> the photo. The second one is brighter."
        ),
        "the comment, as text:\n{body}"
    );
    assert!(body.trim_end().ends_with(&format!("— {AGENCY}")), "{body}");
    assert!(!body.contains("Atrium for"), "{body}");
    // The bell keeps the isolates: there the name sits inside the app's own sentence.
    let bell = p
        .app
        .scalar_text("SELECT message FROM notifications WHERE title = 'New comment'")
        .await;
    assert!(bell.contains('\u{2068}'), "{bell:?}");
}

#[rocket::async_test]
async fn a_changes_requested_mail_carries_the_feedback_in_full() {
    let p = portal().await;
    let feedback = "Warmer tone, please.\nAnd a photo of the new pots.";
    let r = p
        .app
        .post(
            &format!("/api/content/{}/reject", p.post),
            Some(&p.client),
            json!({"feedback": feedback}),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let (subject, body) = p.mail("boss@agency.test", "Changes requested").await;
    assert_eq!(subject, "Changes requested: Spring launch");
    assert_no_marks(&body);
    assert!(
        body.contains("What to change:\n> Warmer tone, please.\n> And a photo of the new pots."),
        "{body}"
    );
    assert!(body.trim_end().ends_with(&format!("— {AGENCY}")), "{body}");

    // The agency's reply comes back to the client with its text too.
    let reply = p
        .app
        .post(
            &format!("/api/content/{}/comments", p.post),
            Some(&p.admin),
            json!({"body": "On it, new photo tomorrow."}),
        )
        .await;
    assert_eq!(reply.status, Status::Created, "{}", reply.body);
    let (_, to_client) = p.mail("alpha@client.test", "New comment").await;
    assert!(
        to_client.contains("> On it, new photo tomorrow."),
        "{to_client}"
    );
}

#[rocket::async_test]
async fn billing_mails_and_notices_write_dates_as_the_screens_do_and_sign_with_the_agency() {
    let p = portal().await;
    let due = atrium::billing::today() + time::Duration::days(3);
    let shown = atrium::dates::human_date(due);
    let created = p
        .app
        .post(
            "/api/invoices",
            Some(&p.admin),
            json!({"client": p.client_id, "amount": 420, "due_date": due.to_string()}),
        )
        .await;
    assert_eq!(created.status, Status::Created, "{}", created.body);
    let id = created.body["id"].as_i64().unwrap();
    let sent = p
        .app
        .post(
            &format!("/api/invoices/{id}/remind"),
            Some(&p.admin),
            json!({}),
        )
        .await;
    assert_eq!(sent.status, Status::Ok, "{}", sent.body);

    let (_, reminder) = p.mail("alpha@client.test", "Payment reminder").await;
    assert!(
        reminder.contains(&format!("A reminder that this invoice is due on {shown}.")),
        "{reminder}"
    );
    assert!(
        reminder.contains(&format!("Due date:  {shown}")),
        "{reminder}"
    );
    assert!(!reminder.contains(&due.to_string()), "{reminder}");
    let bell = p
        .app
        .scalar_text("SELECT message FROM notifications WHERE title = 'Payment reminder'")
        .await;
    assert!(bell.ends_with(&format!("due {shown}.")), "{bell}");

    // Past due, the job tells the agency, signed with its name alone.
    let sender = Sender {
        agency: AGENCY.into(),
        base_url: "http://portal.test".into(),
    };
    let state = p.app.state();
    let late = atrium::jobs::billing(
        &state.db,
        &state.mailer,
        &sender,
        due + time::Duration::days(1),
    )
    .await
    .unwrap();
    assert_eq!(late.overdue_notices, 1);
    let (_, to_admin) = p.mail("boss@agency.test", "Invoice overdue").await;
    assert!(
        to_admin.contains(&format!("was due on {shown} and is unpaid.")),
        "{to_admin}"
    );
    assert_no_marks(&to_admin);
    assert!(
        to_admin.trim_end().ends_with(&format!("— {AGENCY}")),
        "{to_admin}"
    );
    assert!(!to_admin.contains("Atrium for"), "{to_admin}");
}

#[test]
fn a_plan_period_and_a_report_period_read_as_days_people_write() {
    let start = atrium::billing::parse_date("2026-11-23").unwrap();
    let next = atrium::billing::parse_date("2026-12-23").unwrap();
    assert_eq!(
        atrium::billing::period_description("Pro", start, next),
        "Pro plan, Nov 23, 2026 to Dec 22, 2026"
    );
    let stripped = atrium::mail::plain("for \u{2068}Jonas Weber\u{2069} and \u{202E}evil");
    assert_eq!(stripped, "for Jonas Weber and evil");
}
