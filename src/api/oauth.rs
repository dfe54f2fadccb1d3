//! Connecting social accounts by OAuth: which providers are available, the start of a connect,
//! the provider's redirect back (a browser popup: answered with a redirect to the dashboard),
//! and the same finish as a JSON call.

use rocket::response::Redirect;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use super::page::OneEach;
use crate::auth::{Can, Member, area};
use crate::db::social_accounts::{self, SocialAccount, SocialPlatform};
use crate::domain::social::ProviderAvailability;
use crate::error::{ApiError, ApiResult};
use crate::social::Provider;
use crate::social::oauth::{self, Code, Return};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![
        get_oauth_providers,
        get_oauth_initiate,
        get_oauth_return,
        post_oauth_callback
    ]
}

#[derive(Serialize, ToSchema)]
pub(super) struct ProviderStatus {
    platform: SocialPlatform,
    /// `available`; `not_configured` (the agency has not set the app's credentials);
    /// `coming_soon` (TikTok).
    #[schema(schema_with = doc::of::<ProviderAvailability>)]
    status: ProviderAvailability,
}

/// The platforms a client can connect, and whether each is ready.
#[utoipa::path(
    tag = "social",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<ProviderStatus>))
)]
#[get("/oauth/providers")]
pub(super) async fn get_oauth_providers(
    state: &State<AppState>,
    _auth: Can<area::Team>,
) -> Json<Vec<ProviderStatus>> {
    let cfg = &state.config.social;
    let ready = |p: Provider| ProviderStatus {
        platform: p.platform(),
        status: if p.configured(cfg) {
            ProviderAvailability::Available
        } else {
            ProviderAvailability::NotConfigured
        },
    };
    Json(vec![
        ready(Provider::Instagram),
        ready(Provider::Youtube),
        ProviderStatus {
            platform: SocialPlatform::Tiktok,
            status: ProviderAvailability::ComingSoon,
        },
    ])
}

/// A provider named in the path that can connect now: unknown is 404, TikTok and a provider
/// without credentials are 409.
fn ready(state: &AppState, provider: &str) -> ApiResult<Provider> {
    if provider == "tiktok" {
        return Err(ApiError::conflict(
            "coming_soon",
            "Connecting TikTok accounts is coming soon.",
        ));
    }
    let p = Provider::parse(provider).ok_or_else(ApiError::not_found)?;
    if !p.configured(&state.config.social) {
        return Err(ApiError::conflict(
            "provider_not_configured",
            format!(
                "{} is not set up on this portal yet. Ask your agency to add its app credentials.",
                p.name()
            ),
        ));
    }
    Ok(p)
}

#[derive(Serialize, ToSchema)]
pub(super) struct Initiated {
    /// Open this in a popup; the provider sends the person back to the portal.
    oauth_url: String,
    state: String,
    /// Seconds the state stays valid.
    expires_in: i64,
}

/// Starts connecting an account (client users; admins are refused).
#[utoipa::path(
    tag = "social",
    params(("provider" = String, Path, description = "instagram or youtube")),
    responses(
        (status = 200, body = Initiated),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
        (status = 409, response = doc::Conflict),
    )
)]
#[get("/oauth/<provider>/initiate")]
pub(super) async fn get_oauth_initiate(
    state: &State<AppState>,
    client: Member<area::Team>,
    provider: &str,
) -> ApiResult<Json<Initiated>> {
    let auth = client.0.auth;
    let provider = ready(state, provider)?;
    let redirect = oauth::redirect_uri(&state.config.public_base_url(), provider);
    let (user_id, syncer) = (auth.user.id, state.syncer.clone());
    let (oauth_url, oauth_state) = state
        .db
        .write(move |c| oauth::start(c, &syncer, user_id, provider, &redirect))
        .await?;
    Ok(Json(Initiated {
        oauth_url,
        state: oauth_state,
        expires_in: oauth::STATE_TTL_SECS,
    }))
}

fn dashboard(query: String) -> Redirect {
    Redirect::to(format!("/dashboard#overview?{query}"))
}

fn enc(s: &str) -> String {
    percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// Where the provider sends the popup back. Public (the provider's redirect carries no token):
/// the state identifies who started the connect. Always answers a redirect to the dashboard
/// with `oauth_success` and `username`, or `oauth_error` and a code.
#[utoipa::path(
    security(()),
    tag = "social",
    params(
        ("provider" = String, Path, description = "instagram or youtube"),
        ("code" = Option<String>, Query), ("state" = Option<String>, Query),
        ("error" = Option<String>, Query),
    ),
    responses((status = 303, description = "To `/dashboard#overview?oauth_success=…` or `?oauth_error=…`"))
)]
#[get("/oauth/<provider>/return?<code>&<state>&<error>")]
pub(super) async fn get_oauth_return(
    app: &State<AppState>,
    _one_each: OneEach,
    provider: &str,
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
) -> Redirect {
    let Some(p) = Provider::parse(provider) else {
        return dashboard(format!("oauth_error={}", Code::Unknown.as_str()));
    };
    let back = Return { code, state, error };
    let redirect = oauth::redirect_uri(&app.config.public_base_url(), p);
    match oauth::finish(&app.syncer, p, back, redirect, None).await {
        Ok((username, _)) => dashboard(format!(
            "oauth_success={}&username={}",
            p.as_str(),
            enc(&username)
        )),
        Err(code) => dashboard(format!("oauth_error={}", code.as_str())),
    }
}

#[derive(Deserialize, ToSchema)]
pub(super) struct CallbackBody {
    #[schema(nullable = false)]
    code: Option<String>,
    #[schema(nullable = false)]
    state: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct Connected {
    platform: SocialPlatform,
    username: String,
    account: SocialAccount,
}

/// Finishes a connect from a code and state the caller received (the user who started it).
/// A failure is 400 with the connect's code (`invalid_state`, `no_token` ...) and its sentence.
#[utoipa::path(
    tag = "social",
    params(("provider" = String, Path, description = "instagram or youtube")),
    request_body = CallbackBody,
    responses(
        (status = 200, body = Connected),
        (status = 400, response = doc::BadRequest),
        (status = 403, response = Forbidden),
        (status = 404, response = doc::NotFound),
    )
)]
#[post("/oauth/<provider>/callback", data = "<body>")]
pub(super) async fn post_oauth_callback(
    state: &State<AppState>,
    client: Member<area::Team>,
    provider: &str,
    body: JsonBody<CallbackBody>,
) -> ApiResult<Json<Connected>> {
    let auth = client.0.auth;
    let p = Provider::parse(provider).ok_or_else(ApiError::not_found)?;
    let body = body.0;
    let back = Return {
        code: body.code,
        state: body.state,
        error: None,
    };
    let redirect = oauth::redirect_uri(&state.config.public_base_url(), p);
    let (username, id) = oauth::finish(&state.syncer, p, back, redirect, Some(auth.user.id))
        .await
        .map_err(|code| ApiError::OAuth {
            code: code.as_str(),
            message: code.sentence().into(),
        })?;
    let viewer = auth.scope;
    let account = state
        .db
        .find(move |c| social_accounts::get_for(c, id, viewer))
        .await?;
    Ok(Json(Connected {
        platform: p.platform(),
        username,
        account,
    }))
}
