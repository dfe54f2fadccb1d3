//! The agency's own figures for the performance screen: clients by followers, platforms,
//! revenue by month, tasks and client growth over a window.

use rusqlite::{Connection, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::analytics::{percent_change, round4};
use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TopClient {
    pub client: i64,
    pub client_name: String,
    pub followers: i64,
    pub engagement_rate: f64,
    /// Percent change of followers since the window began; null without a snapshot then.
    #[schema(required = true)]
    pub growth_rate: Option<f64>,
}

/// The clients with the most followers now (active accounts), at most `limit`.
pub fn top_clients(
    conn: &Connection,
    client: Option<i64>,
    since: &str,
    limit: i64,
) -> ApiResult<Vec<TopClient>> {
    let mut stmt = conn.prepare(
        "SELECT c.id, c.name, SUM(a.followers_count), AVG(a.engagement_rate),
                (SELECT SUM(s.followers) FROM social_accounts b
                 JOIN social_snapshots s ON s.account_id = b.id
                      AND s.day = (SELECT MAX(day) FROM social_snapshots
                                   WHERE account_id = b.id AND day <= ?2)
                 WHERE b.client_id = c.id AND b.is_active = 1)
         FROM clients c JOIN social_accounts a ON a.client_id = c.id AND a.is_active = 1
         WHERE (?1 IS NULL OR c.id = ?1)
         GROUP BY c.id ORDER BY 3 DESC, c.id LIMIT ?3",
    )?;
    let rows = stmt.query_map(params![client, since, limit], |r| {
        let followers: i64 = r.get(2)?;
        let before: Option<i64> = r.get(4)?;
        Ok(TopClient {
            client: r.get(0)?,
            client_name: r.get(1)?,
            followers,
            engagement_rate: round4(r.get(3)?),
            growth_rate: before.and_then(|b| percent_change(followers as f64, b as f64)),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlatformShare {
    #[schema(schema_with = crate::schema_ref::of::<crate::domain::social::SocialPlatform>)]
    pub platform: String,
    pub accounts: i64,
    pub followers: i64,
    /// Of all followers in scope, a fraction.
    pub share: f64,
}

pub fn platforms(conn: &Connection, client: Option<i64>) -> ApiResult<Vec<PlatformShare>> {
    let mut stmt = conn.prepare(
        "SELECT platform, COUNT(*), SUM(followers_count) FROM social_accounts
         WHERE is_active = 1 AND (?1 IS NULL OR client_id = ?1)
         GROUP BY platform ORDER BY 3 DESC, platform",
    )?;
    let rows: Vec<(String, i64, i64)> = stmt
        .query_map(params![client], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let total: i64 = rows.iter().map(|r| r.2).sum();
    Ok(rows
        .into_iter()
        .map(|(platform, accounts, followers)| PlatformShare {
            platform,
            accounts,
            followers,
            share: if total > 0 {
                round4(followers as f64 / total as f64)
            } else {
                0.0
            },
        })
        .collect())
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RevenueMonth {
    /// `YYYY-MM`.
    pub month: String,
    /// Payments received that month, in dollars (`paid_cents` exactly).
    pub paid: f64,
    pub paid_cents: i64,
}

/// Paid invoices per month from `from_month` on (months without payments included as 0).
pub fn revenue(
    conn: &Connection,
    client: Option<i64>,
    months: &[String],
) -> ApiResult<Vec<RevenueMonth>> {
    let mut stmt = conn.prepare(
        "SELECT COALESCE(SUM(value_cents), 0) FROM invoices
         WHERE status = 'paid' AND substr(paid_at, 1, 7) = ?2 AND (?1 IS NULL OR client_id = ?1)",
    )?;
    months
        .iter()
        .map(|month| {
            let cents: i64 = stmt.query_row(params![client, month], |r| r.get(0))?;
            Ok(RevenueMonth {
                month: month.clone(),
                paid: super::clients::cents_to_dollars(cents),
                paid_cents: cents,
            })
        })
        .collect()
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TaskPerformance {
    pub completed: i64,
    pub total: i64,
    /// Percent, one decimal; 0 without tasks.
    pub completion_rate: f64,
}

/// Tasks due in the window `[from, to)`, and how many of them are completed.
pub fn tasks(
    conn: &Connection,
    client: Option<i64>,
    from: &str,
    to: &str,
) -> ApiResult<TaskPerformance> {
    let (completed, total): (i64, i64) = conn.query_row(
        "SELECT COALESCE(SUM(status = 'completed'), 0), COUNT(*) FROM tasks
         WHERE due_date >= ?2 AND due_date < ?3 AND (?1 IS NULL OR client_id = ?1)",
        params![client, from, to],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(TaskPerformance {
        completed,
        total,
        completion_rate: if total > 0 {
            (completed as f64 / total as f64 * 1000.0).round() / 10.0
        } else {
            0.0
        },
    })
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AgencyGrowth {
    pub clients_now: i64,
    /// Clients the agency had when the window began.
    pub clients_before: i64,
    #[schema(required = true)]
    pub change_pct: Option<f64>,
}

pub fn agency_growth(conn: &Connection, since: &str) -> ApiResult<AgencyGrowth> {
    let (now, before): (i64, i64) = conn.query_row(
        "SELECT COUNT(*), COALESCE(SUM(created_at < ?1), 0) FROM clients",
        [since],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(AgencyGrowth {
        clients_now: now,
        clients_before: before,
        change_pct: percent_change(now as f64, before as f64),
    })
}
