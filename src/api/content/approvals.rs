//! Where a post's approval stands (each reviewer's decision, who it still waits for, its
//! deadline), the deadline itself, and each client's approval policy.

use rocket::serde::json::Json;
use rocket::{Route, State, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::body::JsonBody;
use crate::auth::{AdminUser, Can, area};
use crate::db::approvals::{self, Approver, DecisionView, Policy};
use crate::db::audit;
use crate::db::content::{self, ContentPost};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::content::{ApprovalPolicy, Awaiting, ContentStatus};
use crate::error::{ApiError, ApiResult};
use crate::schema_ref as doc;
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![get_approvals, post_deadline, get_policy, patch_policy]
}

#[derive(Serialize, ToSchema)]
pub(crate) struct Approvals {
    #[schema(schema_with = doc::of::<ApprovalPolicy>)]
    policy: ApprovalPolicy,
    /// The step a post waiting for approval is in; null when it waits for nobody.
    #[schema(required = true, schema_with = doc::or_null::<Awaiting>)]
    step: Option<Awaiting>,
    /// The round of review: each request for changes ends one.
    round: i64,
    #[schema(required = true)]
    approve_by: Option<String>,
    overdue: bool,
    /// This round's decisions, oldest first.
    decisions: Vec<DecisionView>,
    /// The client's approvers the post still waits for (none while it waits for the agency).
    waiting_for: Vec<Approver>,
    /// Whose approval the client's step asks for: the named approvers under an `all` policy,
    /// else every approver (any one of them).
    approvers: Vec<Approver>,
}

/// Where a post's approval stands.
#[utoipa::path(tag = "content", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Approvals)))]
#[get("/content/<id>/approvals")]
pub(crate) async fn get_approvals(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Json<Approvals>> {
    let (viewer, media) = (auth.scope, state.media.clone());
    let answer = state
        .db
        .read(move |c| {
            let post = content::get_for(c, id, viewer, &media)?.ok_or_else(ApiError::not_found)?;
            let policy = approvals::policy(c, post.client)?.ok_or_else(ApiError::not_found)?;
            let all = policy.approval_policy == ApprovalPolicy::All;
            let named = approvals::approvers(c, post.client, true)?;
            let pending = post.status == ContentStatus::PendingApproval;
            let waiting_for = match post.awaiting {
                Some(Awaiting::Client) if pending => approvals::waiting_for(c, id, post.client)?,
                _ => Vec::new(),
            };
            Ok(Approvals {
                policy: policy.approval_policy,
                step: post.awaiting.filter(|_| pending),
                round: approvals::round_of(c, id)?,
                approve_by: post.approve_by.clone(),
                overdue: post.overdue,
                decisions: approvals::decisions(c, id)?,
                waiting_for,
                approvers: if all && !named.is_empty() {
                    named
                } else {
                    approvals::approvers(c, post.client, false)?
                },
            })
        })
        .await?;
    Ok(Json(answer))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct DeadlineBody {
    /// RFC 3339 (`YYYY-MM-DDTHH:MM` without a zone is read as UTC), or null for no deadline.
    #[schema(required = true, schema_with = crate::api::input_schema::datetime_or_null)]
    approve_by: Option<String>,
}

/// Sets the "approve by" date of a post waiting for approval (admins); 409 in any other state.
#[utoipa::path(
    tag = "content",
    request_body = DeadlineBody,
    responses(
        (status = 200, body = ContentPost),
        (status = 403, response = crate::api::openapi::Forbidden),
        (status = 409, response = crate::api::openapi::Conflict),
    )
)]
#[post("/content/<id>/deadline", data = "<body>")]
pub(crate) async fn post_deadline(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<DeadlineBody>,
) -> ApiResult<Json<ContentPost>> {
    let approve_by = match body.0.approve_by.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(v) => Some(validate::datetime(v).ok_or_else(|| {
            ApiError::field("approve_by", "Use a date and time, e.g. 2030-03-01T12:00.")
        })?),
    };
    let viewer = admin.0.scope;
    state
        .db
        .write(move |c| {
            let st = content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            if st.status != ContentStatus::PendingApproval {
                return Err(ApiError::conflict(
                    "content_state",
                    "Only a post waiting for approval has an approval deadline.",
                ));
            }
            c.execute(
                "UPDATE content_posts SET approve_by = ?2, overdue_noted_at = NULL,
                        version = version + 1, updated_at = ?3 WHERE id = ?1",
                rusqlite::params![id, approve_by, crate::db::now()],
            )?;
            Ok(())
        })
        .await?;
    state.reindex().await;
    Ok(Json(super::load(state, id, viewer, true).await?))
}

/// A client's approval policy.
#[utoipa::path(tag = "clients", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Policy)))]
#[get("/clients/<id>/approval-policy")]
pub(crate) async fn get_policy(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Json<Policy>> {
    let scope = auth.scope;
    let policy = state.db.find(move |c| {
        // Any client for the agency, only its own for a client user (another's is 404).
        crate::db::clients::narrow(c, scope, Some(id))?;
        approvals::policy(c, id)
    });
    Ok(Json(policy.await?))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct PolicyBody {
    #[schema(schema_with = doc::of::<ApprovalPolicy>)]
    approval_policy: Option<String>,
    /// Hours before the scheduled time a post should be approved by, by default (0 to 720).
    #[schema(nullable = false, minimum = 0, maximum = 720)]
    approval_lead_hours: Option<i64>,
}

/// Sets a client's approval policy (admins): who must approve the agency's posts, and the
/// default deadline.
#[utoipa::path(
    tag = "clients",
    request_body = PolicyBody,
    responses(
        (status = 200, body = Policy),
        (status = 403, response = crate::api::openapi::Forbidden),
    )
)]
#[patch("/clients/<id>/approval-policy", data = "<body>")]
pub(crate) async fn patch_policy(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<PolicyBody>,
) -> ApiResult<Json<Policy>> {
    let mut check = Check::new();
    let policy = check.choice("approval_policy", body.0.approval_policy.as_deref());
    let lead = body.0.approval_lead_hours;
    if lead.is_some_and(|h| !(0..=720).contains(&h)) {
        check.add(
            "approval_lead_hours",
            "Use a whole number of hours from 0 to 720.",
        );
    }
    check.finish()?;
    let actor = admin.0.actor();
    let answer = state
        .db
        .write(move |c| {
            let before = approvals::policy(c, id)?;
            let after = approvals::set_policy(c, id, policy, lead)?;
            if let (Some(b), Some(a)) = (&before, &after) {
                let entry = audit::Entry::new(
                    AuditAction::SettingsChanged,
                    AuditObject::ApprovalPolicy,
                    id,
                )
                .label("Approval policy")
                .client(id)
                .changes(b, a);
                audit::record(c, &actor, entry)?;
            }
            Ok(after)
        })
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(answer))
}
