//! Public site endpoints: the branding document and the contact form.

use std::net::IpAddr;

use rocket::http::{ContentType, Header, Status};
use rocket::serde::json::Json;
use rocket::{Responder, Route, State, get, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::JsonBody;
use crate::db::inquiries::{self, InquiryType};
use crate::db::notifications;
use crate::domain::Vocabulary;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;
use crate::words::Phrase;

pub fn routes() -> Vec<Route> {
    routes![get_branding, post_contact]
}

/// Inquiries one address may send per hour.
pub const CONTACT_PER_HOUR: i64 = 5;
pub const CONTACT_SUCCESS: &str = "Message sent successfully! We'll respond within 24 hours.";

#[derive(Responder)]
pub(super) struct BrandingJson {
    body: (ContentType, String),
    cache: Header<'static>,
}

/// The agency's public branding: name, contact, plans and texts of the public site
/// (`assets/branding.json` deep-merged with the operator's `branding.json`).
#[utoipa::path(
    security(()),
    tag = "public",
    responses((status = 200, description = "The branding document", body = Object, content_type = "application/json"))
)]
#[get("/branding")]
pub(super) fn get_branding(state: &State<AppState>) -> BrandingJson {
    BrandingJson {
        body: (ContentType::JSON, state.branding().json.clone()),
        cache: Header::new("Cache-Control", "no-cache"),
    }
}

#[derive(Deserialize, ToSchema)]
pub(super) struct ContactBody {
    #[schema(required = true, min_length = 1, max_length = 200, nullable = false)]
    name: Option<String>,
    #[schema(required = true, min_length = 1, max_length = 254, nullable = false)]
    email: Option<String>,
    #[schema(max_length = 200, nullable = false)]
    company: Option<String>,
    #[schema(required = true, min_length = 1, max_length = 200, nullable = false)]
    subject: Option<String>,
    #[schema(required = true, min_length = 1, max_length = 5000, nullable = false)]
    message: Option<String>,
    /// `general` when left out.
    #[schema(schema_with = inquiry_type)]
    inquiry_type: Option<String>,
}

/// One of the types, or empty for `general`.
fn inquiry_type() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::schema::OneOfBuilder::new()
        .item(super::openapi::of::<inquiries::InquiryType>())
        .item(super::openapi::choice(&[""]))
        .into()
}

fn parse(b: ContactBody) -> ApiResult<inquiries::Inquiry> {
    let mut check = Check::new();
    let name = check.required("name", b.name.as_deref(), 200);
    let email = check.email("email", b.email.as_deref());
    let company = check
        .optional("company", b.company.as_deref(), 200)
        .unwrap_or_default();
    let subject = check.required("subject", b.subject.as_deref(), 200);
    let message = check.required("message", b.message.as_deref(), 5000);
    let kind = b
        .inquiry_type
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or("general");
    let inquiry_type = InquiryType::parse(kind);
    if inquiry_type.is_none() {
        let words = InquiryType::listed();
        check.add("inquiry_type", format!("Choose one of: {words}."));
    }
    check.finish()?;
    Ok(inquiries::Inquiry {
        name,
        email,
        company,
        subject,
        message,
        inquiry_type: inquiry_type.unwrap_or(InquiryType::General),
    })
}

/// The mail to the agency: its subject and text.
fn mail(q: &inquiries::Inquiry) -> (String, String) {
    let body = format!(
        "New {} inquiry from the website.\n\nName: {}\nEmail: {}\nCompany: {}\nSubject: {}\n\n{}\n",
        q.inquiry_type,
        q.name,
        q.email,
        if q.company.is_empty() {
            "-"
        } else {
            &q.company
        },
        q.subject,
        q.message
    );
    (format!("Website inquiry: {}", q.subject), body)
}

/// Stores the inquiry and puts it in every admin's bell, unless `addr` sent too many lately.
fn receive(c: &rusqlite::Connection, q: &inquiries::Inquiry, addr: &str) -> ApiResult<()> {
    // Counted inside the write, so parallel requests cannot slip past the limit.
    if inquiries::recent_from(c, addr)? >= CONTACT_PER_HOUR {
        return Err(ApiError::rate_limited(
            "You have sent several messages in the last hour. Please try again later.",
            3600,
        ));
    }
    inquiries::insert(c, q, addr)?;
    let summary = Phrase::new("notice-inquiry-text")
        .arg("name", notifications::isolate(&q.name))
        .arg("email", q.email.as_str())
        .arg("kind", q.inquiry_type.to_string())
        .arg("subject", notifications::isolate(&q.subject));
    notifications::notify_admins(
        c,
        notifications::NotificationType::Other,
        &Phrase::new("notice-inquiry"),
        &summary,
    )
}

/// The public site's contact form: stored, shown to every admin, mailed to the agency.
#[utoipa::path(
    security(()),
    tag = "public",
    request_body = ContactBody,
    responses(
        (status = 201, description = "Received", body = super::Message),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/contact", data = "<body>")]
pub(super) async fn post_contact(
    state: &State<AppState>,
    body: JsonBody<ContactBody>,
    addr: Option<IpAddr>,
) -> ApiResult<(Status, Json<super::Message>)> {
    let q = parse(body.0)?;
    let addr = super::client_address(addr);
    let (subject, mail_body) = mail(&q);
    state.db.write(move |c| receive(c, &q, &addr)).await?;
    // The inquiry is stored and every admin sees it in the bell, so a mail failure is logged
    // (and recorded in the outbox) rather than reported as a failed submission.
    match &state.branding().inquiry_email {
        Some(to) => {
            state.mailer.notify(to, &subject, &mail_body).await;
        }
        None => tracing::warn!("branding has no contact.inquiry_email; inquiry not mailed"),
    }
    Ok((Status::Created, super::Message::new(CONTACT_SUCCESS)))
}
