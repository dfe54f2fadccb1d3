//! The agency's schedule for mailing clients their monthly performance report.

use rusqlite::{Connection, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReportSchedule {
    /// Mail each client with connected accounts its performance report once a month.
    pub monthly_reports: bool,
    /// The day of the month (UTC) it goes out: 1 to 28.
    pub day_of_month: u8,
    /// The month (`YYYY-MM`) the reports last went out; null before the first.
    #[schema(required = true)]
    pub last_sent: Option<String>,
}

pub fn get(c: &Connection) -> ApiResult<ReportSchedule> {
    Ok(c.query_row(
        "SELECT monthly_reports, day_of_month,
                (SELECT last_run FROM job_runs WHERE name = 'monthly_client_reports')
         FROM report_schedule WHERE id = 1",
        [],
        |r| {
            Ok(ReportSchedule {
                monthly_reports: r.get(0)?,
                day_of_month: r.get(1)?,
                last_sent: r.get(2)?,
            })
        },
    )?)
}

pub fn set(c: &Connection, monthly_reports: Option<bool>, day: Option<u8>) -> ApiResult<()> {
    c.execute(
        "UPDATE report_schedule SET monthly_reports = COALESCE(?1, monthly_reports),
             day_of_month = COALESCE(?2, day_of_month), updated_at = ?3 WHERE id = 1",
        params![monthly_reports, day, super::now()],
    )?;
    Ok(())
}

/// Clients the monthly report goes to: those with at least one account (connected now or once,
/// so its history shows), as (id, name, email).
pub fn recipients(c: &Connection) -> ApiResult<Vec<(i64, String, String)>> {
    let mut stmt = c.prepare(
        "SELECT id, name, email FROM clients c
         WHERE email != '' AND EXISTS (SELECT 1 FROM social_accounts a WHERE a.client_id = c.id)
         ORDER BY id",
    )?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
