//! Who may do what to a post, in which state. One place, used both to refuse a request and to
//! tell the UI what to offer (`can_edit`, `can_approve`, ...), so the two cannot disagree.

use crate::db::clients::Scope;
use crate::db::content::{ContentPost, State};
use crate::error::{ApiError, ApiResult};

/// What the rules need to know of a post.
pub struct Facts<'a> {
    pub status: &'a str,
    pub awaiting: Option<&'a str>,
    pub author_role: &'a str,
}

impl<'a> From<&'a State> for Facts<'a> {
    fn from(s: &'a State) -> Facts<'a> {
        Facts {
            status: &s.status,
            awaiting: s.awaiting.as_deref(),
            author_role: &s.author_role,
        }
    }
}

impl<'a> From<&'a ContentPost> for Facts<'a> {
    fn from(p: &'a ContentPost) -> Facts<'a> {
        Facts {
            status: &p.status,
            awaiting: p.awaiting.as_deref(),
            author_role: &p.author_role,
        }
    }
}

/// Edit or delete: the agency any post; a client only its own submissions while they are
/// drafts or waiting for approval.
pub fn may_change(f: &Facts<'_>, viewer: Scope) -> ApiResult<()> {
    if matches!(viewer, Scope::Agency) {
        return Ok(());
    }
    if f.author_role != "client" {
        return Err(ApiError::Forbidden(
            "This post was written by the agency: comment on it or ask for changes instead.".into(),
        ));
    }
    if !matches!(f.status, "draft" | "pending-approval") {
        return Err(ApiError::conflict(
            "content_state",
            format!(
                "This post is {} and can no longer be changed.",
                f.status.replace('-', " ")
            ),
        ));
    }
    Ok(())
}

/// Approve or ask for changes. The client reviews the agency's posts that wait for it; the
/// agency reviews client submissions and may record an approval for the client (answered as
/// `true`: on the client's behalf). A client never reviews its own submission.
pub fn may_review(f: &Facts<'_>, viewer: Scope) -> ApiResult<bool> {
    let admin = matches!(viewer, Scope::Agency);
    if !admin && f.author_role == "client" {
        return Err(ApiError::Forbidden(
            "The agency reviews your submissions; you cannot approve your own post.".into(),
        ));
    }
    if f.status != "pending-approval" {
        return Err(ApiError::conflict(
            "content_state",
            format!(
                "Only a post waiting for approval can be approved or sent back; this one is {}.",
                f.status.replace('-', " ")
            ),
        ));
    }
    Ok(admin && f.awaiting == Some("client"))
}

/// Send a draft for approval: the agency any draft, a client its own.
pub fn may_submit(f: &Facts<'_>, viewer: Scope) -> ApiResult<()> {
    if !matches!(viewer, Scope::Agency) && f.author_role != "client" {
        return Err(ApiError::Forbidden(
            "Only the agency sends its own posts for approval.".into(),
        ));
    }
    if f.status != "draft" {
        return Err(ApiError::conflict(
            "content_state",
            "Only a draft can be sent for approval.",
        ));
    }
    Ok(())
}

/// Whose approval a newly pending post waits for.
pub fn reviewer_of(viewer: Scope) -> &'static str {
    match viewer {
        Scope::Agency => "client",
        Scope::Client(_) | Scope::Unlinked => "agency",
    }
}

pub fn set_flags(p: &mut ContentPost, viewer: Scope) {
    let (change, review) = {
        let f = Facts::from(&*p);
        (
            may_change(&f, viewer).is_ok(),
            may_review(&f, viewer).is_ok(),
        )
    };
    p.can_edit = change;
    p.can_delete = change;
    p.can_approve = review;
    p.can_reject = review;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts<'a>(status: &'a str, awaiting: Option<&'a str>, author: &'a str) -> Facts<'a> {
        Facts {
            status,
            awaiting,
            author_role: author,
        }
    }

    #[test]
    fn a_client_reviews_agency_posts_waiting_for_it_but_never_its_own() {
        let client = Scope::Client(5);
        let agency_post = facts("pending-approval", Some("client"), "admin");
        assert_eq!(may_review(&agency_post, client).ok(), Some(false));
        let own = facts("pending-approval", Some("agency"), "client");
        assert!(matches!(
            may_review(&own, client),
            Err(ApiError::Forbidden(_))
        ));
        let approved = facts("approved", None, "admin");
        assert!(matches!(
            may_review(&approved, client),
            Err(ApiError::Conflict { .. })
        ));
    }

    #[test]
    fn the_agency_approving_for_the_client_is_recorded_as_on_its_behalf() {
        let agency_post = facts("pending-approval", Some("client"), "admin");
        assert_eq!(may_review(&agency_post, Scope::Agency).ok(), Some(true));
        let submission = facts("pending-approval", Some("agency"), "client");
        assert_eq!(may_review(&submission, Scope::Agency).ok(), Some(false));
    }

    #[test]
    fn a_client_changes_only_its_own_drafts_and_pending_submissions() {
        let client = Scope::Client(5);
        assert!(may_change(&facts("draft", None, "client"), client).is_ok());
        assert!(may_change(&facts("pending-approval", Some("agency"), "client"), client).is_ok());
        assert!(matches!(
            may_change(&facts("approved", None, "client"), client),
            Err(ApiError::Conflict { .. })
        ));
        assert!(matches!(
            may_change(&facts("draft", None, "admin"), client),
            Err(ApiError::Forbidden(_))
        ));
        assert!(may_change(&facts("posted", None, "admin"), Scope::Agency).is_ok());
    }
}
