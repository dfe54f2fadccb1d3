//! Demo history for the demo's social accounts: thirteen months of daily snapshots ending today,
//! so the performance screens have months to compare. Made up and marked as demo (a demo account
//! never calls a provider; its sync records today's figures again).

use rusqlite::{Connection, params};

use crate::error::ApiResult;

/// A year and a bit: every period the screens offer has a start to compare with.
pub const DAYS: i64 = 400;

/// Fills the account's history back from its current figures: steady growth with a weekly
/// rhythm (weekends reach more), each account at its own pace.
pub fn seed_history(conn: &Connection, account_id: i64, seed: i64) -> ApiResult<()> {
    let (followers, engagement, platform): (i64, f64, String) = conn.query_row(
        "SELECT followers_count, engagement_rate, platform FROM social_accounts WHERE id = ?1",
        [account_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let now = crate::db::now();
    let today = time::OffsetDateTime::now_utc().date();
    // 0.05% to 0.2% a day: 10% to 40% growth over half a year.
    let daily = 0.0005 + (seed % 4) as f64 * 0.0005;
    let youtube = platform == "youtube";
    let mut views_total = followers * 40;
    let mut stmt = conn.prepare(
        "INSERT INTO social_snapshots (account_id, day, taken_at, followers, following, posts,
             reach, views, engagement_rate)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?;
    let mut last_reach = 0;
    for back in 0..DAYS {
        let day = today - time::Duration::days(back);
        let count = (followers as f64 / (1.0 + daily).powi(back as i32)).round() as i64;
        let weekend = matches!(
            day.weekday(),
            time::Weekday::Saturday | time::Weekday::Sunday
        );
        let reach = count * if weekend { 9 } else { 6 } / 100 + (back * 37 + seed * 11) % 90;
        // Today's snapshot is the account as it stands; earlier days wobble around it.
        let wobble = if back == 0 {
            0.0
        } else {
            ((back + seed) % 7) as f64 * 0.0006 - 0.0018
        };
        let rate = (engagement + wobble).max(0.001);
        let taken = if back == 0 {
            now.clone()
        } else {
            format!("{day}T09:00:00Z")
        };
        stmt.execute(params![
            account_id,
            day.to_string(),
            taken,
            count,
            (!youtube).then_some(150 + seed * 20),
            (40 + seed * 17 - back / 4).max(1),
            reach,
            if youtube { views_total } else { 0 },
            rate
        ])?;
        if youtube {
            views_total = (views_total - reach).max(0);
        }
        if back == 0 {
            last_reach = reach;
        }
    }
    conn.execute(
        "UPDATE social_accounts SET demo = 1, reach = ?2, views = ?3, last_sync = ?4,
             next_sync_at = NULL
         WHERE id = ?1",
        params![
            account_id,
            last_reach,
            if youtube { followers * 40 } else { 0 },
            now
        ],
    )?;
    Ok(())
}
