//! Dashboard figures, computed from the data on each request (nothing is stored).

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::cents_to_dollars;
use crate::error::ApiResult;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdminStats {
    /// The spec's monthly revenue: the sum of the monthly fees of active clients (what a month
    /// should bring in), in dollars.
    pub total_revenue: f64,
    /// The same in cents, the exact figure every screen shows.
    pub total_revenue_cents: i64,
    /// Money actually received this month (paid invoices, UTC), in dollars.
    pub collected_this_month: f64,
    pub collected_this_month_cents: i64,
    /// Money received last month.
    pub collected_last_month: f64,
    pub collected_last_month_cents: i64,
    pub active_clients: i64,
    /// Tasks not yet completed.
    pub pending_tasks: i64,
    /// Invoices pending past their due date.
    pub overdue_payments: i64,
    pub overdue_amount: f64,
    pub overdue_amount_cents: i64,
    pub total_clients: i64,
    pub pending_clients: i64,
    /// Clients that became active in the last 7 days.
    pub new_active_clients_this_week: i64,
    /// Monthly fees of clients that became active in the last 30 days.
    pub revenue_added_this_month: f64,
    pub revenue_added_this_month_cents: i64,
    pub overdue_tasks: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskStats {
    pub total: i64,
    pub completed: i64,
    pub in_progress: i64,
    pub review: i64,
    pub pending: i64,
    pub overdue: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Overview {
    /// Rounded percent of completed over all tasks.
    pub completion_rate: i64,
    pub task_stats: TaskStats,
    /// Share of clients that are active, as a fraction.
    pub client_retention: f64,
}

const WEEK_AGO: &str = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days')";
const MONTH_AGO: &str = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-30 days')";
const NOW: &str = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')";

pub fn admin(conn: &Connection) -> ApiResult<AdminStats> {
    let sql = format!(
        "SELECT
           COALESCE((SELECT SUM(monthly_fee_cents) FROM clients WHERE status = 'active'), 0),
           (SELECT COUNT(*) FROM clients WHERE status = 'active'),
           (SELECT COUNT(*) FROM tasks WHERE status <> 'completed'),
           (SELECT COUNT(*) FROM invoices WHERE status = 'pending' AND due_date < date('now')),
           (SELECT COUNT(*) FROM clients),
           (SELECT COUNT(*) FROM clients WHERE status = 'pending'),
           (SELECT COUNT(*) FROM clients WHERE status = 'active' AND activated_at >= {WEEK_AGO}),
           COALESCE((SELECT SUM(monthly_fee_cents) FROM clients
                     WHERE status = 'active' AND activated_at >= {MONTH_AGO}), 0),
           (SELECT COUNT(*) FROM tasks WHERE status <> 'completed' AND due_date < {NOW}),
           COALESCE((SELECT SUM(value_cents) FROM invoices
                     WHERE status = 'paid' AND paid_at >= strftime('%Y-%m-01', 'now')), 0),
           COALESCE((SELECT SUM(value_cents) FROM invoices WHERE status = 'paid'
                     AND paid_at >= strftime('%Y-%m-01', 'now', 'start of month', '-1 month')
                     AND paid_at < strftime('%Y-%m-01', 'now')), 0),
           COALESCE((SELECT SUM(balance_cents) FROM invoices
                     WHERE status = 'pending' AND due_date < date('now')), 0)"
    );
    Ok(conn.query_row(&sql, [], |r| {
        Ok(AdminStats {
            total_revenue: cents_to_dollars(r.get(0)?),
            total_revenue_cents: r.get(0)?,
            collected_this_month: cents_to_dollars(r.get(9)?),
            collected_this_month_cents: r.get(9)?,
            collected_last_month: cents_to_dollars(r.get(10)?),
            collected_last_month_cents: r.get(10)?,
            overdue_amount: cents_to_dollars(r.get(11)?),
            overdue_amount_cents: r.get(11)?,
            active_clients: r.get(1)?,
            pending_tasks: r.get(2)?,
            overdue_payments: r.get(3)?,
            total_clients: r.get(4)?,
            pending_clients: r.get(5)?,
            new_active_clients_this_week: r.get(6)?,
            revenue_added_this_month: cents_to_dollars(r.get(7)?),
            revenue_added_this_month_cents: r.get(7)?,
            overdue_tasks: r.get(8)?,
        })
    })?)
}

pub fn overview(conn: &Connection) -> ApiResult<Overview> {
    let sql = format!(
        "SELECT COUNT(*),
           COALESCE(SUM(status = 'completed'), 0), COALESCE(SUM(status = 'in-progress'), 0),
           COALESCE(SUM(status = 'review'), 0), COALESCE(SUM(status = 'pending'), 0),
           COALESCE(SUM(status <> 'completed' AND due_date < {NOW}), 0)
         FROM tasks"
    );
    let task_stats = conn.query_row(&sql, [], |r| {
        Ok(TaskStats {
            total: r.get(0)?,
            completed: r.get(1)?,
            in_progress: r.get(2)?,
            review: r.get(3)?,
            pending: r.get(4)?,
            overdue: r.get(5)?,
        })
    })?;
    let (clients, active): (i64, i64) = conn.query_row(
        "SELECT COUNT(*), COALESCE(SUM(status = 'active'), 0) FROM clients",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let completion_rate = if task_stats.total == 0 {
        0
    } else {
        ((task_stats.completed as f64 / task_stats.total as f64) * 100.0).round() as i64
    };
    let client_retention = if clients == 0 {
        0.0
    } else {
        active as f64 / clients as f64
    };
    Ok(Overview {
        completion_rate,
        task_stats,
        client_retention,
    })
}
