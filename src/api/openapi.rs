//! The OpenAPI 3.1 document: `GET /api/openapi.json`, Swagger UI at `/api/docs/`, and
//! `atrium openapi`. Operations come from the `#[utoipa::path]` beside each handler and schemas
//! from the structs that serialize the answers, so the document follows the code.
//!
//! Error answers that follow from an operation's shape are added here, once, rather than
//! repeated on every handler: 401 where a token is required, 404 where the path names an
//! object, 400/413/415/422 where a JSON body is read, 422 where a query is validated. What
//! depends on the rule (403, 409, 412, 429, 503) is listed on the handler itself.

use rocket::serde::json::Json;
use rocket::{Route, get, routes};
use utoipa::openapi::path::Operation;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{Object, ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{Content, HeaderBuilder, OpenApi as Document, Ref, RefOr};
use utoipa::{Modify, OpenApi, ToResponse};
use utoipa_swagger_ui::SwaggerUi;

use super::{
    admin_account, analytics, audit, auth, backups, bank, billing, calendar_feed, client_team,
    clients, content, credit_notes, dashboard, events, files, health, insights, invitations,
    invoice_payments, invoices, languages, marketing, messages, money, notifications, oauth,
    plan_transfer, preferences, profile, publishing, quota, registration, report_settings, review,
    review_links, second_factor, security, sessions, site, social_accounts, staff, tasks, team,
    uploads, verifications,
};

/// Every vocabulary the document names, from its type (`domain`).
mod vocabulary {
    pub use crate::domain::audit::AuditAction;
    pub use crate::domain::billing::{
        InvoiceStatus, SubscriptionStatus, TaxNote, TaxTreatment, VerificationStatus,
    };
    pub use crate::domain::clients::{ClientPackage, ClientStatus, PaymentStatus, Platform};
    pub use crate::domain::content::{
        ApprovalPolicy, Awaiting, CommentKind, ContentAction, ContentStatus, Decision,
    };
    pub use crate::domain::language::Language;
    pub use crate::domain::lists::{AnalyticsPeriod, FileType, InquiryType, NotificationType};
    pub use crate::domain::publishing::{
        LateApproval, MediaKind, Privacy, PublishFormat, PublishState, QueueStage,
    };
    pub use crate::domain::security::{FactorKind, SignInMethod};
    pub use crate::domain::social::{ProviderAvailability, SocialPlatform, SyncResult, SyncStatus};
    pub use crate::domain::tasks::{TaskPriority, TaskStatus};
    pub use crate::domain::{Role, Seat, StaffRole};
    pub use crate::paycode::PaymentCodeKind;
}

pub const DOCS_PATH: &str = "/api/docs/";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Atrium API",
        description = "The JSON API of Atrium, the portal for social media agencies. Sign in \
                       with `POST /api/auth/login` and send the token it answers as \
                       `Authorization: Token <key>`. Money is in the agency's currency \
                       (`GET /api/money`): `*_cents` fields are integers of its minor unit, \
                       float fields its major unit. Times are UTC (RFC 3339), lists are paginated with `page` and `page_size`."
    ),
    paths(
        auth::post_login,
        auth::post_logout,
        auth::get_me,
        auth::post_change_password,
        second_factor::post_second_factor,
        second_factor::post_passkey_options,
        second_factor::post_passkey,
        security::get_security,
        security::post_totp_setup,
        security::post_totp_confirm,
        security::post_totp_remove,
        security::post_recovery_codes,
        security::post_new_passkey_options,
        security::post_new_passkey,
        security::patch_passkey,
        security::post_passkey_remove,
        sessions::get_sessions,
        sessions::delete_session,
        sessions::post_sign_out_others,
        sessions::get_security_settings,
        sessions::patch_security_settings,
        sessions::post_reset_second_factor,
        audit::get_audit_log,
        audit::get_audit_export,
        staff::get_staff,
        staff::post_staff_invitation,
        staff::delete_staff_invitation,
        staff::patch_staff_member,
        staff::delete_staff_member,
        registration::post_send_code,
        registration::post_resend_code,
        registration::post_verify_and_register,
        registration::post_register,
        profile::patch_me_json,
        preferences::get_preferences,
        preferences::patch_preferences,
        notifications::get_notifications,
        notifications::post_mark_read,
        notifications::post_mark_all_read,
        bank::get_bank_settings,
        bank::post_bank_settings,
        admin_account::post_delete_account,
        health::get_health,
        uploads::get_avatar,
        clients::get_clients,
        clients::post_client,
        clients::get_client,
        clients::patch_client,
        clients::delete_client,
        clients::post_update_payment_status,
        quota::get_storage,
        invitations::post_invite,
        invitations::get_invitation,
        invitations::post_accept,
        tasks::get_tasks,
        tasks::post_task,
        tasks::get_task,
        tasks::patch_task,
        tasks::delete_task,
        tasks::post_bulk_update,
        tasks::post_bulk_delete,
        team::get_team,
        dashboard::get_stats,
        dashboard::get_overview,
        marketing::get_branding,
        marketing::post_contact,
        site::get_site,
        site::patch_site,
        site::delete_site,
        site::post_logo,
        site::delete_logo,
        site::get_logo,
        social_accounts::get_social_accounts,
        social_accounts::post_disconnect,
        social_accounts::post_sync,
        social_accounts::get_sync_status,
        social_accounts::get_account_history,
        social_accounts::post_sync_manual,
        oauth::get_oauth_providers,
        oauth::get_oauth_initiate,
        oauth::get_oauth_return,
        oauth::post_oauth_callback,
        analytics::get_realtime,
        analytics::get_performance,
        analytics::get_monthly_report,
        analytics::get_report,
        insights::get_client_stats,
        insights::get_agency_analytics,
        insights::get_client_analytics,
        calendar_feed::get_feed,
        calendar_feed::post_feed,
        calendar_feed::delete_feed,
        calendar_feed::get_calendar_file,
        client_team::get_client_team,
        content::approvals::get_approvals,
        review_links::post_link,
        review_links::get_links,
        review_links::delete_link,
        review::get_review,
        review::post_review_approve,
        review::post_review_reject,
        review::post_review_comment,
        content::approvals::post_deadline,
        content::approvals::get_policy,
        content::approvals::patch_policy,
        client_team::post_invitation,
        client_team::delete_invitation,
        client_team::patch_member,
        client_team::delete_member,
        report_settings::get_report_schedule,
        report_settings::patch_report_schedule,
        backups::get_backups,
        backups::post_backup,
        backups::delete_backup,
        backups::post_backup_download,
        backups::get_jobs,
        content::get_content,
        content::write::post_content_json,
        content::get_content_stats,
        content::get_by_platform,
        content::get_calendar,
        content::get_post,
        content::write::patch_content_json,
        content::write::delete_content,
        content::actions::post_approve,
        content::actions::post_reject,
        content::actions::post_set_draft,
        content::actions::post_submit,
        content::actions::post_mark_posted,
        content::bulk::post_bulk_approve,
        content::bulk::post_bulk_mark_posted,
        content::bulk::post_content_bulk_delete,
        content::files::get_download,
        content::files::get_download_images,
        content::thread::get_comments,
        messages::get_messages,
        messages::get_conversations,
        messages::get_admin_conversations,
        messages::get_conversation,
        messages::send::post_message,
        messages::send::send_to_admin,
        messages::send::send_to_client,
        messages::send::mark_read,
        messages::team::get_team_presence,
        files::post_file,
        files::get_file_download,
        events::post_ticket,
        events::get_events,
        content::thread::post_comment,
        content::thread::get_history,
        content::files::get_image,
        invoices::get_invoices,
        invoices::get_summary,
        invoices::post_invoice,
        invoices::get_invoice,
        invoice_payments::post_mark_paid,
        invoice_payments::post_remind,
        invoices::get_pdf,
        credit_notes::post_credit_note,
        credit_notes::get_credit_notes,
        credit_notes::get_credit_note_pdf,
        credit_notes::get_export_csv,
        credit_notes::get_export_zip,
        money::get_money,
        money::get_money_settings,
        money::put_money_settings,
        money::post_tax_rate,
        money::delete_tax_rate,
        languages::get_languages,
        languages::put_languages,
        plan_transfer::get_transfer,
        billing::get_plans,
        billing::patch_plan,
        billing::get_subscription,
        billing::post_submit_verification,
        billing::post_cancel,
        billing::get_payment_methods,
        billing::post_create_setup_intent,
        billing::post_capture_payment,
        billing::post_create_subscription,
        billing::post_approve_subscription,
        billing::post_pay_invoice,
        billing::post_set_default,
        billing::delete_payment_method,
        verifications::get_pending_verifications,
        verifications::post_approve_verification,
        verifications::post_reject_verification,
        verifications::get_billing_settings,
        publishing::get_queue,
        publishing::get_publishing_summary,
        publishing::patch_settings,
        publishing::get_client_publishing,
        publishing::patch_client_publishing,
        publishing::post_publish_now,
        publishing::post_retry_publish,
        get_openapi,
    ),
    components(schemas(
        crate::error::ErrorBody,
        // Named only by a shared answer set (`answers::CodeMailed`), which collects no schemas.
        registration::CodeSent,
        vocabulary::ClientStatus, vocabulary::PaymentStatus, vocabulary::ClientPackage,
        vocabulary::Platform, vocabulary::TaskStatus, vocabulary::TaskPriority,
        vocabulary::NotificationType, vocabulary::InquiryType, vocabulary::SocialPlatform,
        vocabulary::SyncStatus, vocabulary::ContentStatus, vocabulary::Awaiting,
        vocabulary::CommentKind, vocabulary::ContentAction, vocabulary::FileType,
        vocabulary::InvoiceStatus, vocabulary::VerificationStatus, vocabulary::SubscriptionStatus,
        vocabulary::ProviderAvailability, vocabulary::SyncResult, vocabulary::AnalyticsPeriod,
        vocabulary::Role, vocabulary::Seat, vocabulary::ApprovalPolicy, vocabulary::Decision,
        vocabulary::PublishState, vocabulary::PublishFormat, vocabulary::LateApproval,
        vocabulary::QueueStage, vocabulary::Privacy, vocabulary::MediaKind,
        vocabulary::FactorKind, vocabulary::SignInMethod, vocabulary::AuditAction,
        vocabulary::StaffRole, vocabulary::TaxTreatment, vocabulary::TaxNote, vocabulary::Language,
        vocabulary::PaymentCodeKind,
    ), responses(
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
        Conflict,
        PreconditionFailed,
        TooLarge,
        UnsupportedMediaType,
        Invalid,
        RateLimited,
        Busy,
        MailFailed,
        SeeOther
    )),
    modifiers(&Shape)
)]
struct ApiDoc;

/// The whole document, with every path under `/api` where Rocket mounts it.
pub fn document() -> Document {
    ApiDoc::openapi()
}

pub fn to_json() -> String {
    document()
        .to_pretty_json()
        .expect("the OpenAPI document serializes")
}

pub fn routes() -> Vec<Route> {
    routes![get_openapi]
}

/// Swagger UI's files come from inside the binary (the crate's vendored copy) and read the
/// document from `/api/openapi.json`; mounted at the root since its path names `/api` itself.
pub fn docs_routes() -> Vec<Route> {
    SwaggerUi::new(format!("{DOCS_PATH}<_..>"))
        .config(utoipa_swagger_ui::Config::from("/api/openapi.json"))
        .into()
}

/// The OpenAPI 3.1 document of this API.
#[utoipa::path(security(()), tag = "meta", responses((status = 200, description = "The OpenAPI document", content_type = "application/json")))]
#[get("/openapi.json")]
fn get_openapi() -> Json<Document> {
    Json(document())
}

/// Prefixes the mount point, adds the Token scheme (to every operation not marked public) and
/// the error answers implied by each operation's shape (see the module comment).
struct Shape;

impl Modify for Shape {
    fn modify(&self, doc: &mut Document) {
        let components = doc.components.get_or_insert_with(Default::default);
        components.schemas.insert(
            crate::schema_ref::AUTHOR_ROLE.to_string(),
            <crate::domain::Role as utoipa::PartialSchema>::schema(),
        );
        components.add_security_scheme(
            "Token",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`Token <key>`, the key `POST /api/auth/login` answers.",
            ))),
        );
        let optional_bodies: Vec<String> = components
            .schemas
            .iter()
            .filter(|(_, s)| matches!(s, RefOr::T(Schema::Object(o)) if o.required.is_empty()))
            .map(|(name, _)| name.clone())
            .collect();
        let paths = std::mem::take(&mut doc.paths.paths);
        for (path, mut item) in paths {
            let has_id = path.contains('{');
            for op in operations(&mut item) {
                signed_in_unless_public(op);
                add_implied_errors(op, has_id);
                describe_answers(op);
                body_optional_unless_a_field_is_required(op, &optional_bodies);
            }
            doc.paths.paths.insert(format!("/api{path}"), item);
        }
        super::input_schema::refine(doc);
    }
}

/// An operation is for signed-in callers unless its `#[utoipa::path]` says `security(())`: a new
/// route is documented as needing the token unless someone decided it is public.
fn signed_in_unless_public(op: &mut Operation) {
    op.security = match op.security.take() {
        None => Some(vec![SecurityRequirement::new(
            "Token",
            Vec::<String>::new(),
        )]),
        Some(rules) if rules.iter().all(|r| *r == SecurityRequirement::default()) => None,
        kept => kept,
    };
}

pub(super) fn operations(
    item: &mut utoipa::openapi::PathItem,
) -> impl Iterator<Item = &mut Operation> {
    [
        item.get.as_mut(),
        item.post.as_mut(),
        item.patch.as_mut(),
        item.put.as_mut(),
        item.delete.as_mut(),
    ]
    .into_iter()
    .flatten()
}

/// The server reads a missing body as `{}`, so where every field of the body may be left out,
/// so may the body.
fn body_optional_unless_a_field_is_required(op: &mut Operation, optional: &[String]) {
    let Some(RefOr::T(body)) = op.request_body.as_mut() else {
        return;
    };
    let all_optional = body.content.values().all(|c| match c {
        RefOr::T(Content {
            schema: Some(RefOr::Ref(r)),
            ..
        }) => optional
            .iter()
            .any(|name| r.ref_location.ends_with(&format!("/{name}"))),
        _ => false,
    });
    if all_optional {
        body.required = Some(utoipa::openapi::Required::False);
    }
}

/// Every answer needs a description; where the handler gave none, the status's reason.
fn describe_answers(op: &mut Operation) {
    for (status, answer) in op.responses.responses.iter_mut() {
        if let RefOr::T(answer) = answer
            && answer.description.is_empty()
        {
            let reason = status
                .parse::<u16>()
                .ok()
                .and_then(|code| rocket::http::Status::from_code(code)?.reason());
            answer.description = reason.unwrap_or("Answer").to_string();
        }
    }
}

fn add_implied_errors(op: &mut Operation, has_id: bool) {
    let secured = op
        .security
        .as_ref()
        .is_some_and(|s| !s.is_empty() && s.iter().any(|r| *r != Default::default()));
    let json_body = op
        .request_body
        .as_ref()
        .is_some_and(|b| matches!(b, RefOr::T(b) if b.content.contains_key("application/json")));
    let any_body = op.request_body.is_some();
    let query = op.parameters.as_ref().is_some_and(|ps| {
        ps.iter()
            .any(|p| matches!(p, RefOr::T(p) if p.parameter_in == utoipa::openapi::path::ParameterIn::Query))
    });
    let mut add = |status: &str, name: &str| {
        op.responses
            .responses
            .entry(status.to_string())
            .or_insert_with(|| RefOr::Ref(Ref::from_response_name(name)));
    };
    if secured {
        add("401", "Unauthorized");
    }
    if has_id {
        add("404", "NotFound");
    }
    if any_body {
        add("400", "BadRequest");
        add("413", "TooLarge");
        add("422", "Invalid");
    }
    if json_body {
        add("415", "UnsupportedMediaType");
    }
    if query {
        add("422", "Invalid");
    }
}

pub use crate::schema_ref::{array_of, free_object, named_array, named_or_null, of, or_null};

/// `{type: string, enum: [...]}` from one of the constant lists the server checks against.
pub fn choice(values: &[&str]) -> Object {
    ObjectBuilder::new()
        .schema_type(SchemaType::from(Type::String))
        .enum_values(Some(values.iter().copied()))
        .build()
}

/// A body's schema with some of its fields required: one struct reads both a creation (where
/// they are) and an edit (where none is), and the document names the two apart.
pub fn with_required<T: utoipa::PartialSchema>(
    description: &str,
    fields: &[&str],
) -> RefOr<Schema> {
    let mut schema = T::schema();
    if let RefOr::T(Schema::Object(o)) = &mut schema {
        // A new object has no version to match; the server ignores one sent on creation.
        o.properties.shift_remove("version");
        o.required = fields.iter().map(|f| f.to_string()).collect();
        o.description = Some(description.to_string());
    }
    schema
}

/// Dollars as the server reads them: see `input_schema::money_input`.
pub fn money_input() -> Schema {
    super::input_schema::money_input()
}

fn error_response(description: &str, retry_after: bool) -> RefOr<Response> {
    let mut b = ResponseBuilder::new().description(description).content(
        "application/json",
        Content::new(Some(RefOr::Ref(Ref::from_schema_name("ErrorBody")))),
    );
    if retry_after {
        b = b.header(
            "Retry-After",
            HeaderBuilder::new()
                .schema(Some(ObjectBuilder::new().schema_type(Type::Integer)))
                .description(Some("Seconds to wait before trying again."))
                .build(),
        );
    }
    b.build().into()
}

/// With `[storage] backend = "s3"`, a stored file's answer once the caller was let through.
pub struct SeeOther;

impl<'s> ToResponse<'s> for SeeOther {
    fn response() -> (&'s str, RefOr<Response>) {
        let location = HeaderBuilder::new()
            .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
            .description(Some(
                "A link to the file in the bucket, valid for `[storage] link_seconds`; it \
                 answers with the same Content-Type, Content-Disposition and Cache-Control.",
            ))
            .build();
        let answer = ResponseBuilder::new()
            .description("The file is in the media bucket: follow `Location`.")
            .header("Location", location)
            .build();
        ("SeeOther", answer.into())
    }
}

macro_rules! error_answers {
    ($($name:ident: $description:literal $(, $retry:literal)?;)*) => {$(
        pub struct $name;

        impl<'s> ToResponse<'s> for $name {
            fn response() -> (&'s str, RefOr<Response>) {
                (stringify!($name), error_response($description, false $(|| $retry)?))
            }
        }
    )*};
}

error_answers! {
    BadRequest: "The request could not be read (malformed JSON, not an object).";
    Unauthorized: "No token, or a token that is unknown, expired or signed out.";
    Forbidden: "Signed in, but this role may not do this.";
    NotFound: "No such object, or one that belongs to another client.";
    Conflict: "The object's state does not allow this, or it was edited since it was read \
               (`code` says which; `current` then holds the stored object).";
    PreconditionFailed: "`If-Match` names an older version; `current` holds the stored object.";
    TooLarge: "The body is larger than the limit.";
    UnsupportedMediaType: "The body is not JSON.";
    Invalid: "Some fields are invalid (`fields` names each with its problems), or a rule the \
              fields break together: a wrong sign-in (`invalid_credentials`), a weak password.";
    RateLimited: "Too many attempts or requests; wait for `Retry-After` seconds.", true;
    MailFailed: "The mail could not be sent; nothing was kept, so the request can be repeated.";
    Busy: "The server is busy (e.g. every password check is in use); try again after \
           `Retry-After` seconds.", true;
}
