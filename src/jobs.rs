//! Periodic housekeeping inside the server process.

use std::time::Duration;

use crate::db::{Db, tokens};

const HOUSEKEEPING_EVERY: Duration = Duration::from_secs(3600);

/// Removes expired sessions and registration codes every hour, so the tables hold only live rows.
pub async fn housekeeping(db: Db) {
    let mut tick = tokio::time::interval(HOUSEKEEPING_EVERY);
    loop {
        tick.tick().await;
        let result = db
            .write(|c| {
                let sessions = tokens::purge_expired(c)?;
                let codes = c.execute(
                    "DELETE FROM verification_codes WHERE expires_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')",
                    [],
                )?;
                Ok((sessions, codes))
            })
            .await;
        match result {
            Ok((0, 0)) => {}
            Ok((sessions, codes)) => tracing::info!(
                "housekeeping: removed {sessions} expired sessions, {codes} expired codes"
            ),
            Err(e) => tracing::error!("housekeeping failed: {e}"),
        }
    }
}
