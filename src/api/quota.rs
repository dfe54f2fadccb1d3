//! A client's uploads: how fast its user may send files (a rate, 429) and how much they may
//! take on disk (a quota, 413), and `GET /api/storage/`, the use and the quota as the client's
//! Settings and the agency's client details show them.
//!
//! Only a client user's own uploads are limited and refused. What the agency uploads for a
//! client (attachments in its conversation, images on posts for it) counts in that client's use,
//! which must be the truth about its disk, but is never refused: the quota protects the agency
//! from its clients, and the agency decides what it stores itself.

use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use rusqlite::Connection;
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::openapi as doc;
use super::page::OneEach;
use crate::auth::AuthUser;
use crate::db::clients::Scope;
use crate::db::storage_use;
use crate::db::users::{Role, User};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_storage]
}

/// Counts `files` uploaded in one request by a client user against its rate (admins are not
/// counted). Called before anything is decoded or written.
pub fn count_uploads(state: &AppState, user: &User, files: usize) -> ApiResult<()> {
    if user.role == Role::Client {
        state.limits.upload(user.id, files)?;
    }
    Ok(())
}

/// The quota an upload by `user` must fit: the setting for client users, none for admins or
/// when the setting is 0.
pub fn room_for(state: &AppState, user: &User) -> Option<u64> {
    let quota = state.config.limits.client_storage_bytes;
    (user.role == Role::Client && quota > 0).then_some(quota)
}

/// Refuses (413) adding `adding` bytes to a client already using what it may. Called inside the
/// write's transaction, so two uploads at once cannot both squeeze past the quota.
pub fn ensure_room(
    c: &Connection,
    room: Option<u64>,
    client_id: i64,
    adding: u64,
) -> ApiResult<()> {
    let Some(quota) = room.filter(|_| adding > 0) else {
        return Ok(());
    };
    let used = u64::try_from(storage_use::of_client(c, client_id)?.total()).unwrap_or(0);
    if used.saturating_add(adding) <= quota {
        return Ok(());
    }
    Err(ApiError::TooLarge(format!(
        "Your storage is full: {} of {} is used and this upload needs {}. Remove images from \
         posts you no longer need, or ask the agency for more room.",
        bytes_label(used),
        bytes_label(quota),
        bytes_label(adding)
    )))
}

/// "1 GB", "120 MB", "3.4 MB", "512 KB" (powers of 1,024, as the size limits are).
pub fn bytes_label(bytes: u64) -> String {
    const UNITS: [(&str, u64); 3] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)];
    for (unit, size) in UNITS {
        if bytes >= size {
            let value = bytes as f64 / size as f64;
            let text = if value >= 10.0 || value.fract() < 0.05 {
                format!("{value:.0}")
            } else {
                format!("{value:.1}")
            };
            return format!("{text} {unit}");
        }
    }
    format!("{bytes} bytes")
}

/// One client's use of its storage.
#[derive(Serialize, ToSchema)]
pub(super) struct StorageUse {
    /// The client's id.
    client: i64,
    /// Bytes its message attachments and post images take, together and each.
    used_bytes: i64,
    attachments_bytes: i64,
    images_bytes: i64,
    /// What its own uploads may take; null when the server sets no quota.
    #[schema(required = true)]
    quota_bytes: Option<i64>,
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct StorageQuery<'r> {
    /// The client's id: required for an admin; a client user may leave it out (its own is the
    /// only one it may name).
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
}

impl StorageQuery<'_> {
    /// The client named; an admin must name one.
    fn parse(&self, scope: Scope) -> ApiResult<Option<i64>> {
        let named = match self.client.map(str::trim) {
            None | Some("") => None,
            Some(raw) => Some(
                raw.parse::<i64>()
                    .map_err(|_| ApiError::field("client", "Use a numeric id."))?,
            ),
        };
        if scope == Scope::Agency && named.is_none() {
            return Err(ApiError::field("client", crate::validate::REQUIRED));
        }
        Ok(named)
    }
}

/// The storage a client's attachments and post images take, and its quota: a client user's
/// own, or for an admin the client named.
#[utoipa::path(
    tag = "clients",
    params(StorageQuery),
    responses(
        (status = 200, body = StorageUse),
        (status = 404, response = doc::NotFound),
    )
)]
#[get("/storage?<q..>")]
pub(super) async fn get_storage(
    state: &State<AppState>,
    auth: AuthUser,
    _one_each: OneEach,
    q: StorageQuery<'_>,
) -> ApiResult<Json<StorageUse>> {
    let scope = auth.scope;
    let named = q.parse(scope)?;
    let (client, used) = state
        .db
        .read(move |c| {
            let id = match named {
                Some(id) => id,
                None => scope.client()?,
            };
            // Another client's id is indistinguishable from a missing one.
            if crate::db::clients::get_for(c, id, scope)?.is_none() {
                return Err(ApiError::not_found());
            }
            Ok((id, storage_use::of_client(c, id)?))
        })
        .await?;
    let quota = state.config.limits.client_storage_bytes;
    Ok(Json(StorageUse {
        client,
        used_bytes: used.total(),
        attachments_bytes: used.attachments,
        images_bytes: used.images,
        quota_bytes: (quota > 0).then(|| i64::try_from(quota).unwrap_or(i64::MAX)),
    }))
}

#[cfg(test)]
mod tests {
    use super::bytes_label;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(bytes_label(1 << 30), "1 GB");
        assert_eq!(bytes_label(120 << 20), "120 MB");
        assert_eq!(bytes_label(3_565_158), "3.4 MB");
        assert_eq!(bytes_label(512 << 10), "512 KB");
        assert_eq!(bytes_label(900), "900 bytes");
    }
}
