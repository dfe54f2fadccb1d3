//! Figures computed from the accounts' daily snapshots: month records, the latest figures per
//! account, and sums over a window. Every function takes the client it is scoped to (`None`: the
//! whole agency, for admins); the API decides which a caller may ask for.

use rusqlite::{Connection, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

/// One client's month.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MonthRecord {
    /// `client-YYYY-MM`.
    pub id: String,
    pub client: i64,
    pub client_name: String,
    /// `YYYY-MM`.
    pub month: String,
    /// Followers at the month's last snapshot, over the client's accounts.
    pub followers: i64,
    /// The month's average engagement rate (a fraction).
    pub engagement: f64,
    /// People reached (Instagram) and views gained (YouTube) over the month.
    pub reach: i64,
    /// Percent change of followers against the month before; null for the first month known.
    #[schema(required = true)]
    pub growth_rate: Option<f64>,
}

/// The engagement rate the screens and the report show as a reference (the spec's fixed 3.5%),
/// never as a measurement.
pub const INDUSTRY_AVERAGE_ENGAGEMENT: f64 = 0.035;

/// `YYYY-MM` of the month `back` months before `day`'s.
pub fn month_back(day: time::Date, back: i32) -> String {
    let index = day.year() * 12 + day.month() as i32 - 1 - back;
    format!(
        "{:04}-{:02}",
        index.div_euclid(12),
        index.rem_euclid(12) + 1
    )
}

/// The last `count` months up to `day`'s, oldest first.
pub fn last_months(day: time::Date, count: i32) -> Vec<String> {
    (0..count).rev().map(|back| month_back(day, back)).collect()
}

/// One month added up over the clients in scope.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SeriesMonth {
    pub month: String,
    pub followers: i64,
    /// Percent change against the same clients' followers the month before; null without them.
    #[schema(required = true)]
    pub growth_rate: Option<f64>,
    pub engagement: f64,
    pub reach: i64,
}

/// Month records summed per month over clients, for each of `months` (a month without records
/// is all zeros).
pub fn series(records: &[MonthRecord], months: &[String]) -> Vec<SeriesMonth> {
    months
        .iter()
        .map(|m| {
            let of: Vec<&MonthRecord> = records.iter().filter(|r| &r.month == m).collect();
            let followers: i64 = of.iter().map(|r| r.followers).sum();
            // Each client's followers the month before, recovered from its growth.
            let before: f64 = of
                .iter()
                .filter_map(|r| Some(r.followers as f64 / (1.0 + r.growth_rate? / 100.0)))
                .sum();
            SeriesMonth {
                month: m.clone(),
                followers,
                growth_rate: percent_change(followers as f64, before.round()),
                engagement: if of.is_empty() {
                    0.0
                } else {
                    round4(of.iter().map(|r| r.engagement).sum::<f64>() / of.len() as f64)
                },
                reach: of.iter().map(|r| r.reach).sum(),
            }
        })
        .collect()
}

/// A percentage with one decimal, or None without a base to compare with.
pub fn percent_change(now: f64, before: f64) -> Option<f64> {
    (before > 0.0).then(|| ((now - before) / before * 1000.0).round() / 10.0)
}

/// Month records from `from_month` (`YYYY-MM`) on, oldest first, per client; the growth of the
/// first month compares with the month before it when that is known.
pub fn months(
    conn: &Connection,
    client: Option<i64>,
    from_month: &str,
) -> ApiResult<Vec<MonthRecord>> {
    let mut stmt = conn.prepare(
        "WITH s AS (
             SELECT a.client_id, s.account_id, substr(s.day, 1, 7) AS month, s.day, s.followers,
                    s.reach, s.engagement_rate
             FROM social_snapshots s JOIN social_accounts a ON a.id = s.account_id
             WHERE s.day >= date(?1 || '-01', '-1 month') AND (?2 IS NULL OR a.client_id = ?2)
         ),
         last AS (
             SELECT client_id, month, account_id, followers,
                    row_number() OVER (PARTITION BY account_id, month ORDER BY day DESC) AS n
             FROM s
         )
         SELECT m.client_id, c.name, m.month, m.reach, m.engagement,
                (SELECT SUM(followers) FROM last
                 WHERE last.client_id = m.client_id AND last.month = m.month AND n = 1)
         FROM (SELECT client_id, month, SUM(reach) AS reach, AVG(engagement_rate) AS engagement
               FROM s GROUP BY client_id, month) m
         JOIN clients c ON c.id = m.client_id
         ORDER BY m.client_id, m.month",
    )?;
    let rows = stmt.query_map(params![from_month, client], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, i64>(3)?,
            r.get::<_, f64>(4)?,
            r.get::<_, Option<i64>>(5)?.unwrap_or(0),
        ))
    })?;
    let mut out: Vec<MonthRecord> = Vec::new();
    let mut before: Option<(i64, i64)> = None;
    for row in rows {
        let (client, client_name, month, reach, engagement, followers) = row?;
        let growth_rate = match before {
            Some((c, f)) if c == client => percent_change(followers as f64, f as f64),
            _ => None,
        };
        before = Some((client, followers));
        if month.as_str() >= from_month {
            out.push(MonthRecord {
                id: format!("{client}-{month}"),
                client,
                client_name,
                month,
                followers,
                engagement: round4(engagement),
                reach,
                growth_rate,
            });
        }
    }
    Ok(out)
}

pub fn round4(v: f64) -> f64 {
    (v * 10_000.0).round() / 10_000.0
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AccountRef {
    pub id: i64,
    #[schema(schema_with = crate::schema_ref::of::<crate::domain::social::SocialPlatform>)]
    pub platform: String,
    pub username: String,
}

/// An account's latest figures.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Realtime {
    pub account: AccountRef,
    pub client: i64,
    pub followers_count: i64,
    pub engagement_rate: f64,
    pub reach: i64,
    /// Followers gained since the snapshot before the latest (negative when lost).
    pub daily_growth: i64,
    pub last_updated: String,
}

/// The latest snapshot of every active account in scope, newest first.
pub fn realtime(conn: &Connection, client: Option<i64>) -> ApiResult<Vec<Realtime>> {
    let mut stmt = conn.prepare(
        "SELECT a.id, a.platform, a.username, a.client_id, s.followers, s.engagement_rate,
                s.reach, s.followers - COALESCE((SELECT p.followers FROM social_snapshots p
                    WHERE p.account_id = a.id AND p.day < s.day ORDER BY p.day DESC LIMIT 1),
                    s.followers),
                COALESCE(a.last_sync, s.taken_at)
         FROM social_accounts a
         JOIN social_snapshots s ON s.account_id = a.id
              AND s.day = (SELECT MAX(day) FROM social_snapshots WHERE account_id = a.id)
         WHERE a.is_active = 1 AND (?1 IS NULL OR a.client_id = ?1)
         ORDER BY 9 DESC, a.id",
    )?;
    let rows = stmt.query_map(params![client], |r| {
        Ok(Realtime {
            account: AccountRef {
                id: r.get(0)?,
                platform: r.get(1)?,
                username: r.get(2)?,
            },
            client: r.get(3)?,
            followers_count: r.get(4)?,
            engagement_rate: round4(r.get(5)?),
            reach: r.get(6)?,
            daily_growth: r.get(7)?,
            last_updated: r.get(8)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The SQL for one client's figures or the agency's: `?1 IS NULL OR a.client_id = ?1` in one
/// statement kept SQLite from using the client's index, so a client's overview scanned every
/// account's snapshots (the figures are what the client overview asks on every visit).
fn scoped(client: Option<i64>, one: &'static str, all: &'static str) -> &'static str {
    if client.is_some() { one } else { all }
}

/// Followers and average engagement at a day: each active account's latest snapshot on or
/// before it (accounts without one yet are left out).
pub fn standing_at(
    conn: &Connection,
    client: Option<i64>,
    day: &str,
) -> ApiResult<(i64, f64, i64)> {
    macro_rules! standing {
        ($scope:literal) => {
            concat!(
                "SELECT COALESCE(SUM(s.followers), 0), COALESCE(AVG(s.engagement_rate), 0), COUNT(*)
                 FROM social_accounts a JOIN social_snapshots s ON s.account_id = a.id
                      AND s.day = (SELECT MAX(day) FROM social_snapshots
                                   WHERE account_id = a.id AND day <= ?2)
                 WHERE a.is_active = 1 AND ",
                $scope
            )
        };
    }
    let sql = scoped(
        client,
        standing!("a.client_id = ?1"),
        standing!("?1 IS NULL"),
    );
    let mut stmt = conn.prepare_cached(sql)?;
    Ok(stmt.query_row(params![client, day], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })?)
}

/// Reach summed over the days `from..=to` (`YYYY-MM-DD`), over every account in scope.
pub fn reach_between(
    conn: &Connection,
    client: Option<i64>,
    from: &str,
    to: &str,
) -> ApiResult<i64> {
    let sql = scoped(
        client,
        "SELECT COALESCE(SUM(s.reach), 0) FROM social_accounts a
         JOIN social_snapshots s ON s.account_id = a.id
         WHERE a.client_id = ?1 AND s.day BETWEEN ?2 AND ?3",
        "SELECT COALESCE(SUM(s.reach), 0) FROM social_snapshots s
         JOIN social_accounts a ON a.id = s.account_id
         WHERE s.day BETWEEN ?2 AND ?3 AND ?1 IS NULL",
    );
    let mut stmt = conn.prepare_cached(sql)?;
    Ok(stmt.query_row(params![client, from, to], |r| r.get(0))?)
}

/// The figures of the `days` days up to `today` beside those of the days before them: what the
/// performance screen and the reports both lead with.
pub struct Window {
    pub followers: i64,
    pub engagement: f64,
    /// Followers and engagement when the window began, over the `known` accounts that had a
    /// snapshot by then.
    pub then: i64,
    pub then_engagement: f64,
    pub known: i64,
    pub reach: i64,
    pub reach_before: i64,
}

pub fn window(
    conn: &Connection,
    client: Option<i64>,
    today: time::Date,
    days: i64,
) -> ApiResult<Window> {
    let start = today - time::Duration::days(days);
    let day = |d: time::Date| d.to_string();
    let (followers, engagement, _) = current(conn, client)?;
    let (then, then_engagement, known) = standing_at(conn, client, &day(start))?;
    let after_start = day(start + time::Duration::days(1));
    let reach = reach_between(conn, client, &after_start, &day(today))?;
    let before = day(start - time::Duration::days(days - 1));
    let reach_before = reach_between(conn, client, &before, &day(start))?;
    Ok(Window {
        followers,
        engagement,
        then,
        then_engagement,
        known,
        reach,
        reach_before,
    })
}

/// Current followers and average engagement over the active accounts in scope, and how many.
pub fn current(conn: &Connection, client: Option<i64>) -> ApiResult<(i64, f64, i64)> {
    let sql = scoped(
        client,
        "SELECT COALESCE(SUM(followers_count), 0), COALESCE(AVG(engagement_rate), 0), COUNT(*)
         FROM social_accounts WHERE is_active = 1 AND client_id = ?1",
        "SELECT COALESCE(SUM(followers_count), 0), COALESCE(AVG(engagement_rate), 0), COUNT(*)
         FROM social_accounts WHERE is_active = 1 AND ?1 IS NULL",
    );
    let mut stmt = conn.prepare_cached(sql)?;
    Ok(stmt.query_row(params![client], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?)
}

/// Posts published in `[from, to)` (RFC 3339 bounds).
pub fn posts_published(
    conn: &Connection,
    client: Option<i64>,
    from: &str,
    to: &str,
) -> ApiResult<i64> {
    // Named indexes: on a table with no statistics SQLite prefers the equality on `status`
    // and read every published post (a second at 200,000 of them).
    let sql = match client {
        None => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_published
             WHERE status = 'posted' AND posted_at >= ?2 AND posted_at < ?3 AND ?1 IS NULL"
        }
        Some(_) => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_client_published
             WHERE status = 'posted' AND client_id = ?1 AND posted_at >= ?2 AND posted_at < ?3"
        }
    };
    let mut stmt = conn.prepare_cached(sql)?;
    Ok(stmt.query_row(params![client, from, to], |r| r.get(0))?)
}

/// One day of an account's history.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Snapshot {
    /// `YYYY-MM-DD`.
    pub day: String,
    pub followers: i64,
    pub reach: i64,
    pub engagement_rate: f64,
    pub posts: i64,
}

/// The account's snapshots from `since` (`YYYY-MM-DD`) on, oldest first.
pub fn history(conn: &Connection, account: i64, since: &str) -> ApiResult<Vec<Snapshot>> {
    let mut stmt = conn.prepare(
        "SELECT day, followers, reach, engagement_rate, posts FROM social_snapshots
         WHERE account_id = ?1 AND day >= ?2 ORDER BY day",
    )?;
    let rows = stmt.query_map(params![account, since], |r| {
        Ok(Snapshot {
            day: r.get(0)?,
            followers: r.get(1)?,
            reach: r.get(2)?,
            engagement_rate: round4(r.get(3)?),
            posts: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A published post's figures.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PostFigures {
    pub id: i64,
    pub title: String,
    #[schema(required = true)]
    pub post_url: Option<String>,
    #[schema(required = true)]
    pub posted_at: Option<String>,
    pub likes: i64,
    pub comments: i64,
    pub shares: i64,
    pub views: i64,
    pub engagement_rate: f64,
}

/// Posts published from the account (linked to it, or on its platform for its client when a
/// post names no account), newest first, at most `limit`.
pub fn account_posts(conn: &Connection, account: i64, limit: i64) -> ApiResult<Vec<PostFigures>> {
    let mut stmt = conn.prepare(
        "SELECT p.id, p.title, p.post_url, p.posted_at, p.likes, p.comments, p.shares, p.views,
                p.engagement_rate
         FROM content_posts p JOIN social_accounts a ON a.id = ?1
         WHERE p.status = 'posted' AND (p.social_account_id = a.id
               OR (p.social_account_id IS NULL AND p.client_id = a.client_id
                   AND p.platform = a.platform))
         ORDER BY p.posted_at DESC, p.id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![account, limit], |r| {
        Ok(PostFigures {
            id: r.get(0)?,
            title: r.get(1)?,
            post_url: r.get(2)?,
            posted_at: r.get(3)?,
            likes: r.get(4)?,
            comments: r.get(5)?,
            shares: r.get(6)?,
            views: r.get(7)?,
            engagement_rate: round4(r.get(8)?),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
