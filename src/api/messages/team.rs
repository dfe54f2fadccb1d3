//! The team a client talks to: the agency's admins, with presence from their last activity.

use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::{Can, area};
use crate::db::conversations;
use crate::error::ApiResult;
use crate::events::{Hub, Presence};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_team_presence]
}

#[derive(Serialize, ToSchema)]
pub struct TeamMember {
    pub id: i64,
    pub name: String,
    /// 'Account manager' for the client's named manager, else 'Team member'.
    pub role: String,
    pub email: String,
    #[schema(required = true)]
    pub avatar: Option<String>,
    pub presence: Presence,
    /// When last active (RFC 3339); null when never seen.
    #[schema(required = true)]
    pub last_seen: Option<String>,
    /// This admin is the caller's account manager.
    pub account_manager: bool,
}

impl TeamMember {
    /// An admin as the client sees it; `manager` is the client's account manager's id.
    fn new(hub: &Hub, m: conversations::Member, manager: Option<i64>) -> TeamMember {
        let (presence, last_seen) = hub.presence(m.user.id, m.last_seen_at.as_deref());
        let name = m.user.display_name();
        let view = m.user.view();
        let is_manager = manager == Some(view.id);
        TeamMember {
            id: view.id,
            name,
            role: if is_manager {
                "Account manager"
            } else {
                "Team member"
            }
            .into(),
            email: view.email,
            avatar: view.avatar,
            presence,
            last_seen,
            account_manager: is_manager,
        }
    }
}

/// The agency's team with presence (online, away, offline), the account manager first.
#[utoipa::path(
    tag = "messages",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<TeamMember>))
)]
#[get("/messages/team")]
pub(super) async fn get_team_presence(
    state: &State<AppState>,
    auth: Can<area::Messages>,
) -> ApiResult<Json<Vec<TeamMember>>> {
    let own = auth.scope.own_client().ok().flatten();
    let (members, manager) = state
        .db
        .read(move |c| {
            let manager = match own {
                Some(client) => conversations::account_manager(c, client)?,
                None => None,
            };
            Ok((conversations::team(c)?, manager))
        })
        .await?;
    let mut team: Vec<TeamMember> = members
        .into_iter()
        .map(|m| TeamMember::new(&state.hub, m, manager))
        .collect();
    team.sort_by_key(|m| (!m.account_manager, m.presence as u8, m.id));
    Ok(Json(team))
}
