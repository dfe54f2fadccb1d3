//! A post's words and who may do what to a post, in which state. One place, used both to refuse a
//! request and to tell the UI what to offer (`can_edit`, `can_approve`, ...), so the two cannot
//! disagree.

use super::{Role, Scope, vocabulary};
use crate::error::{ApiError, ApiResult};

vocabulary! {
    pub enum ContentStatus {
        Draft = "draft", PendingApproval = "pending-approval", Approved = "approved",
        Posted = "posted",
    }
}

// Whose approval a pending post waits for.
vocabulary! { pub enum Awaiting { Client = "client", Agency = "agency" } }

vocabulary! { pub enum CommentKind { Comment = "comment", Feedback = "feedback" } }

// A line of a post's history.
vocabulary! {
    pub enum ContentAction {
        Created = "created", Edited = "edited", Submitted = "submitted", Approved = "approved",
        Rejected = "rejected", SetDraft = "set_draft", Posted = "posted",
    }
}

impl ContentStatus {
    /// As a sentence says it ("pending approval").
    pub fn in_words(self) -> String {
        self.as_str().replace('-', " ")
    }
}

/// The links a post's images are served from, signed for a while (`media::Media`).
pub trait ImageLinks {
    fn image(&self, id: i64, now: i64) -> String;
    fn thumbnail(&self, id: i64, now: i64) -> String;
}

/// What the rules need to know of a post.
#[derive(Clone, Copy, Debug)]
pub struct Facts {
    pub status: ContentStatus,
    pub awaiting: Option<Awaiting>,
    pub author_role: Role,
}

/// Edit or delete: the agency any post; a client only its own submissions while they are
/// drafts or waiting for approval.
pub fn may_change(f: Facts, viewer: Scope) -> ApiResult<()> {
    if viewer.is_staff() {
        return Ok(());
    }
    if f.author_role != Role::Client {
        return Err(ApiError::Forbidden(
            "This post was written by the agency: comment on it or ask for changes instead.".into(),
        ));
    }
    if !matches!(
        f.status,
        ContentStatus::Draft | ContentStatus::PendingApproval
    ) {
        return Err(ApiError::conflict(
            "content_state",
            format!(
                "This post is {} and can no longer be changed.",
                f.status.in_words()
            ),
        ));
    }
    Ok(())
}

/// Approve or ask for changes. The client reviews the agency's posts that wait for it; the
/// agency reviews client submissions and may record an approval for the client (answered as
/// `true`: on the client's behalf). A client never reviews its own submission.
pub fn may_review(f: Facts, viewer: Scope) -> ApiResult<bool> {
    let admin = viewer.is_staff();
    if !admin && f.author_role == Role::Client {
        return Err(ApiError::Forbidden(
            "The agency reviews your submissions; you cannot approve your own post.".into(),
        ));
    }
    if f.status != ContentStatus::PendingApproval {
        return Err(ApiError::conflict(
            "content_state",
            format!(
                "Only a post waiting for approval can be approved or sent back; this one is {}.",
                f.status.in_words()
            ),
        ));
    }
    if !admin && f.awaiting == Some(Awaiting::Agency) {
        return Err(ApiError::conflict(
            "awaiting_agency",
            "This post waits for the agency's review first.",
        ));
    }
    Ok(admin && f.awaiting == Some(Awaiting::Client))
}

/// Send a draft for approval: the agency any draft, a client its own.
pub fn may_submit(f: Facts, viewer: Scope) -> ApiResult<()> {
    if !viewer.is_staff() && f.author_role != Role::Client {
        return Err(ApiError::Forbidden(
            "Only the agency sends its own posts for approval.".into(),
        ));
    }
    if f.status != ContentStatus::Draft {
        return Err(ApiError::conflict(
            "content_state",
            "Only a draft can be sent for approval.",
        ));
    }
    Ok(())
}

/// Back to draft: only the agency, and not a post that already is one.
pub fn may_set_draft(f: Facts, viewer: Scope) -> ApiResult<()> {
    if !viewer.is_staff() {
        return Err(ApiError::forbidden());
    }
    if f.status == ContentStatus::Draft {
        return Err(ApiError::conflict(
            "content_state",
            "This post is already a draft.",
        ));
    }
    Ok(())
}

/// Mark posted (the agency): only an approved post goes out.
pub fn may_mark_posted(f: Facts) -> ApiResult<()> {
    if f.status != ContentStatus::Approved {
        return Err(ApiError::conflict(
            "content_state",
            format!(
                "Only an approved post can be marked posted; this one is {}.",
                f.status.in_words()
            ),
        ));
    }
    Ok(())
}

/// Whose approval a newly pending post waits for.
pub fn reviewer_of(viewer: Scope) -> Awaiting {
    match viewer {
        Scope::Agency | Scope::Assigned(_) => Awaiting::Client,
        Scope::Client(_) | Scope::Unlinked => Awaiting::Agency,
    }
}

/// What a new post starts as: the agency's own posts are approved unless they need the client's
/// approval (then they wait for the policy's first step); a client's submission waits for the
/// agency.
pub fn initial_state(
    by_agency: bool,
    needs_client: bool,
    policy: ApprovalPolicy,
) -> (ContentStatus, Option<Awaiting>) {
    match (by_agency, needs_client) {
        (true, false) => (ContentStatus::Approved, None),
        (true, true) => (ContentStatus::PendingApproval, Some(first_step(policy))),
        (false, _) => (ContentStatus::PendingApproval, Some(Awaiting::Agency)),
    }
}

// Who must approve an agency post for a client (`clients.approval_policy`).
vocabulary! {
    pub enum ApprovalPolicy { Any = "any", All = "all", TwoStep = "two_step" }
}

// One reviewer's answer in a round of review.
vocabulary! {
    pub enum Decision { Approved = "approved", ChangesRequested = "changes_requested" }
}

/// Whose approval an agency post sent for approval waits for first: the agency's reviewer
/// under a two-step policy, else the client.
pub fn first_step(policy: ApprovalPolicy) -> Awaiting {
    match policy {
        ApprovalPolicy::TwoStep => Awaiting::Agency,
        ApprovalPolicy::Any | ApprovalPolicy::All => Awaiting::Client,
    }
}

/// Whether the client's step is met by the approvals of this round (`approved_by`: each
/// approving user, None for a reviewer by link): any one, or under `All` every named approver
/// (any one when nobody is named).
pub fn client_step_met(policy: ApprovalPolicy, named: &[i64], approved_by: &[Option<i64>]) -> bool {
    match policy {
        ApprovalPolicy::All if !named.is_empty() => {
            named.iter().all(|n| approved_by.contains(&Some(*n)))
        }
        _ => !approved_by.is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ContentStatus::*;

    fn facts(status: ContentStatus, awaiting: Option<Awaiting>, author: Role) -> Facts {
        Facts {
            status,
            awaiting,
            author_role: author,
        }
    }

    #[test]
    fn a_client_reviews_agency_posts_waiting_for_it_but_never_its_own() {
        let client = Scope::Client(5);
        let agency_post = facts(PendingApproval, Some(Awaiting::Client), Role::Admin);
        assert_eq!(may_review(agency_post, client).ok(), Some(false));
        let own = facts(PendingApproval, Some(Awaiting::Agency), Role::Client);
        assert!(matches!(
            may_review(own, client),
            Err(ApiError::Forbidden(_))
        ));
        let approved = facts(Approved, None, Role::Admin);
        assert!(matches!(
            may_review(approved, client),
            Err(ApiError::Conflict { .. })
        ));
    }

    #[test]
    fn the_agency_approving_for_the_client_is_recorded_as_on_its_behalf() {
        let agency_post = facts(PendingApproval, Some(Awaiting::Client), Role::Admin);
        assert_eq!(may_review(agency_post, Scope::Agency).ok(), Some(true));
        let submission = facts(PendingApproval, Some(Awaiting::Agency), Role::Client);
        assert_eq!(may_review(submission, Scope::Agency).ok(), Some(false));
    }

    #[test]
    fn a_client_changes_only_its_own_drafts_and_pending_submissions() {
        let client = Scope::Client(5);
        assert!(may_change(facts(Draft, None, Role::Client), client).is_ok());
        let pending = facts(PendingApproval, Some(Awaiting::Agency), Role::Client);
        assert!(may_change(pending, client).is_ok());
        assert!(matches!(
            may_change(facts(Approved, None, Role::Client), client),
            Err(ApiError::Conflict { .. })
        ));
        assert!(matches!(
            may_change(facts(Draft, None, Role::Admin), client),
            Err(ApiError::Forbidden(_))
        ));
        assert!(may_change(facts(Posted, None, Role::Admin), Scope::Agency).is_ok());
    }

    #[test]
    fn a_refusal_names_the_state_in_words() {
        let refused = may_review(facts(Draft, None, Role::Admin), Scope::Agency);
        let Err(ApiError::Conflict { message, .. }) = refused else {
            panic!("a draft is not reviewed");
        };
        assert!(message.ends_with("this one is draft."), "{message}");
        let pending = facts(PendingApproval, Some(Awaiting::Client), Role::Admin);
        assert_eq!(PendingApproval.in_words(), "pending approval");
        assert!(may_submit(pending, Scope::Agency).is_err());
    }

    #[test]
    fn an_all_policy_waits_for_every_named_approver_and_a_link_reviewer_is_not_one_of_them() {
        use ApprovalPolicy::*;
        assert!(!client_step_met(All, &[1, 2], &[Some(1), None]));
        assert!(client_step_met(All, &[1, 2], &[Some(2), Some(1)]));
        assert!(client_step_met(All, &[], &[None]), "nobody named: any one");
        assert!(client_step_met(Any, &[1, 2], &[Some(7)]));
        assert!(!client_step_met(TwoStep, &[], &[]));
        assert_eq!(first_step(TwoStep), Awaiting::Agency);
        assert_eq!(first_step(All), Awaiting::Client);
    }
}
