//! Approvals: a client's policy, each reviewer's decision in the current round of review, and
//! who a post still waits for.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::content::{ApprovalPolicy, Awaiting, Decision, client_step_met};
use crate::error::{ApiError, ApiResult};

/// A client's approval settings.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Policy {
    #[schema(schema_with = crate::schema_ref::of::<ApprovalPolicy>)]
    pub approval_policy: ApprovalPolicy,
    /// How many hours before its scheduled time a post should be approved, by default.
    pub approval_lead_hours: i64,
}

pub fn policy(conn: &Connection, client_id: i64) -> ApiResult<Option<Policy>> {
    Ok(conn
        .prepare_cached("SELECT approval_policy, approval_lead_hours FROM clients WHERE id = ?1")?
        .query_row([client_id], |r| {
            Ok(Policy {
                approval_policy: r.get(0)?,
                approval_lead_hours: r.get(1)?,
            })
        })
        .optional()?)
}

pub fn set_policy(
    conn: &Connection,
    client_id: i64,
    policy: Option<ApprovalPolicy>,
    lead_hours: Option<i64>,
) -> ApiResult<Option<Policy>> {
    conn.execute(
        "UPDATE clients SET approval_policy = COALESCE(?2, approval_policy),
                approval_lead_hours = COALESCE(?3, approval_lead_hours), updated_at = ?4
         WHERE id = ?1",
        params![client_id, policy, lead_hours, super::now()],
    )?;
    self::policy(conn, client_id)
}

/// A person on the client's side who approves: the owner and the approvers.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Approver {
    pub user_id: i64,
    pub name: String,
}

/// The client's approvers; `named_only`: those the policy names.
pub fn approvers(conn: &Connection, client_id: i64, named_only: bool) -> ApiResult<Vec<Approver>> {
    let mut stmt = conn.prepare_cached(
        "SELECT u.id, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email)
         FROM client_members m JOIN users u ON u.id = m.user_id
         WHERE m.client_id = ?1 AND m.seat IN ('owner', 'approver')
           AND (?2 = 0 OR m.must_approve = 1)
         ORDER BY m.seat <> 'owner', u.id",
    )?;
    let rows = stmt.query_map(params![client_id, named_only], |r| {
        Ok(Approver {
            user_id: r.get(0)?,
            name: r.get(1)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One reviewer's decision.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DecisionView {
    /// Whose step it was taken in.
    #[schema(schema_with = crate::schema_ref::of::<Awaiting>)]
    pub step: Awaiting,
    #[schema(required = true)]
    pub user_id: Option<i64>,
    pub name: String,
    /// The address of a reviewer who decided by review link (no account); null otherwise.
    #[schema(required = true)]
    pub reviewer_email: Option<String>,
    #[schema(schema_with = crate::schema_ref::of::<Decision>)]
    pub decision: Decision,
    pub decided_at: String,
}

/// Who decides: a user, or a reviewer by link (its address).
pub enum Reviewer<'a> {
    User(i64, &'a str),
    Link(&'a str),
}

/// Records a decision in the post's current round, replacing the same reviewer's earlier one
/// in the same step.
pub fn decide(
    conn: &Connection,
    post_id: i64,
    step: Awaiting,
    who: &Reviewer<'_>,
    decision: Decision,
) -> ApiResult<()> {
    let round = round_of(conn, post_id)?;
    let (user, email, name) = match who {
        Reviewer::User(id, name) => (Some(*id), None, *name),
        Reviewer::Link(email) => (None, Some(*email), *email),
    };
    conn.execute(
        "DELETE FROM content_decisions WHERE post_id = ?1 AND round = ?2 AND step = ?3
           AND (user_id IS ?4 AND reviewer_email IS ?5)",
        params![post_id, round, step, user, email],
    )?;
    conn.execute(
        "INSERT INTO content_decisions
             (post_id, round, step, user_id, reviewer_email, name, decision, decided_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            post_id,
            round,
            step,
            user,
            email,
            name,
            decision,
            super::now()
        ],
    )?;
    Ok(())
}

pub fn round_of(conn: &Connection, post_id: i64) -> ApiResult<i64> {
    conn.prepare_cached("SELECT review_round FROM content_posts WHERE id = ?1")?
        .query_row([post_id], |r| r.get(0))
        .optional()?
        .ok_or_else(|| ApiError::gone("post"))
}

/// The decisions of the post's current round, oldest first.
pub fn decisions(conn: &Connection, post_id: i64) -> ApiResult<Vec<DecisionView>> {
    let mut stmt = conn.prepare_cached(
        "SELECT d.step, d.user_id, d.name, d.reviewer_email, d.decision, d.decided_at
         FROM content_decisions d JOIN content_posts p ON p.id = d.post_id
         WHERE d.post_id = ?1 AND d.round = p.review_round ORDER BY d.id",
    )?;
    let rows = stmt.query_map([post_id], |r| {
        Ok(DecisionView {
            step: r.get(0)?,
            user_id: r.get(1)?,
            name: r.get(2)?,
            reviewer_email: r.get(3)?,
            decision: r.get(4)?,
            decided_at: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Whether the client's step of this post is met by the approvals recorded in its round.
pub fn client_step_done(conn: &Connection, post_id: i64, client_id: i64) -> ApiResult<bool> {
    let policy = policy(conn, client_id)?.ok_or_else(|| ApiError::gone("client"))?;
    let named: Vec<i64> = approvers(conn, client_id, true)?
        .into_iter()
        .map(|a| a.user_id)
        .collect();
    let approved_by: Vec<Option<i64>> = decisions(conn, post_id)?
        .into_iter()
        .filter(|d| d.step == Awaiting::Client && d.decision == Decision::Approved)
        .map(|d| d.user_id)
        .collect();
    Ok(client_step_met(
        policy.approval_policy,
        &named,
        &approved_by,
    ))
}

/// The client's approvers a pending post still waits for, in its client step: under `All` the
/// named ones who have not approved; otherwise every approver while nobody has.
pub fn waiting_for(conn: &Connection, post_id: i64, client_id: i64) -> ApiResult<Vec<Approver>> {
    let policy = policy(conn, client_id)?.ok_or_else(|| ApiError::gone("client"))?;
    let decided: Vec<DecisionView> = decisions(conn, post_id)?
        .into_iter()
        .filter(|d| d.step == Awaiting::Client)
        .collect();
    let named = approvers(conn, client_id, true)?;
    let all_named = policy.approval_policy == ApprovalPolicy::All && !named.is_empty();
    let pool = if all_named {
        named
    } else {
        if decided.iter().any(|d| d.decision == Decision::Approved) {
            return Ok(Vec::new());
        }
        approvers(conn, client_id, false)?
    };
    Ok(pool
        .into_iter()
        .filter(|a| {
            !decided
                .iter()
                .any(|d| d.user_id == Some(a.user_id) && d.decision == Decision::Approved)
        })
        .collect())
}
