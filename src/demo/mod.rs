//! `serve --demo`: a small agency to explore, seeded only into an empty database.

mod billing;
mod content;
mod messages;
mod social;
mod words;

use rusqlite::{Connection, OptionalExtension};

use crate::auth::password;
use crate::db::content_thread::Actor;
use crate::db::{bank, clients, notifications, social_accounts, tasks, users};
use crate::domain::Vocabulary;
use crate::domain::clients::{ClientPackage, ClientStatus, PaymentStatus, Platform};
use crate::domain::social::SocialPlatform;
use crate::domain::tasks::{TaskPriority, TaskStatus};

pub const ADMIN_EMAIL: &str = "admin@atrium.test";
pub const ADMIN_PASSWORD: &str = "atrium-admin";
pub const CLIENT_EMAIL: &str = "client@atrium.test";
pub const CLIENT_PASSWORD: &str = "atrium-client";
/// The agency's member, who works on the first two clients only.
pub const MEMBER_EMAIL: &str = "member@atrium.test";
pub const MEMBER_PASSWORD: &str = "atrium-member";
/// Colleagues on the demo client's team, one per seat besides its owner.
pub const TEAM: &[(&str, &str, &str, &str)] = &[
    (
        "approver@atrium.test",
        "atrium-approver",
        "Leo Park",
        "approver",
    ),
    (
        "billing@atrium.test",
        "atrium-billing",
        "Ines Duarte",
        "billing",
    ),
];

struct DemoClient {
    name: &'static str,
    email: &'static str,
    company: &'static str,
    package: ClientPackage,
    fee_cents: i64,
    status: ClientStatus,
    payment: PaymentStatus,
    platforms: &'static [Platform],
    password: Option<&'static str>,
    /// Client since, in days before the seeding: just before its first invoice, so nothing of
    /// the client is dated before it.
    since: i64,
}

const CLIENTS: &[DemoClient] = &[
    DemoClient {
        name: "Maya Chen",
        email: CLIENT_EMAIL,
        company: "Bloom Botanicals",
        package: ClientPackage::Pro,
        fee_cents: 25_000,
        status: ClientStatus::Active,
        payment: PaymentStatus::Paid,
        platforms: &[Platform::Instagram, Platform::TikTok],
        password: Some(CLIENT_PASSWORD),
        since: 46,
    },
    DemoClient {
        name: "Jonas Weber",
        email: "jonas@atrium.test",
        company: "Northwind Coffee",
        package: ClientPackage::Starter,
        fee_cents: 10_000,
        status: ClientStatus::Active,
        payment: PaymentStatus::Overdue,
        platforms: &[Platform::Instagram],
        password: Some("atrium-jonas"),
        since: 50,
    },
    DemoClient {
        name: "Priya Raman",
        email: "priya@atrium.test",
        company: "Kinetic Fitness",
        package: ClientPackage::Premium,
        fee_cents: 40_000,
        status: ClientStatus::Active,
        payment: PaymentStatus::Pending,
        platforms: &[Platform::YouTube, Platform::Instagram, Platform::TikTok],
        password: Some("atrium-priya"),
        since: 30,
    },
    DemoClient {
        name: "Leo Martins",
        email: "leo@atlastravel.test",
        company: "Atlas Travel",
        package: ClientPackage::Starter,
        fee_cents: 10_000,
        status: ClientStatus::Paused,
        payment: PaymentStatus::Pending,
        platforms: &[Platform::Facebook],
        password: None,
        since: 100,
    },
    DemoClient {
        name: "Sofia Russo",
        email: "sofia@velastudio.test",
        company: "Vela Studio",
        package: ClientPackage::Pro,
        fee_cents: 25_000,
        status: ClientStatus::Pending,
        payment: PaymentStatus::Pending,
        platforms: &[Platform::LinkedIn, Platform::Instagram],
        password: None,
        since: 3,
    },
];

/// (title, description, client index, status, priority, due in days from now; negative = past).
/// `{month}` is filled from the due date (`words::fill`).
const TASKS: &[(&str, &str, usize, TaskStatus, TaskPriority, i64)] = &[
    (
        "Plan next month's content calendar",
        "Twelve posts and four reels, one theme a week.",
        0,
        TaskStatus::InProgress,
        TaskPriority::High,
        3,
    ),
    (
        "Shoot product flat-lays",
        "Studio session for the new succulent kits.",
        0,
        TaskStatus::Pending,
        TaskPriority::Medium,
        6,
    ),
    (
        "Reply to {month} comments",
        "Clear the backlog of unanswered comments.",
        0,
        TaskStatus::Completed,
        TaskPriority::Low,
        -5,
    ),
    (
        "Draft reel scripts",
        "Three 20-second scripts for the latte art series.",
        1,
        TaskStatus::Review,
        TaskPriority::Medium,
        1,
    ),
    (
        "Chase overdue invoice",
        "Call Jonas about his open Starter plan invoice.",
        1,
        TaskStatus::Pending,
        TaskPriority::High,
        -2,
    ),
    (
        "Audit hashtag performance",
        "Compare reach of branded versus community tags.",
        1,
        TaskStatus::Completed,
        TaskPriority::Medium,
        -9,
    ),
    (
        "YouTube thumbnail refresh",
        "New thumbnail template for the workout series.",
        2,
        TaskStatus::InProgress,
        TaskPriority::Medium,
        4,
    ),
    (
        "{month} growth report",
        "Followers, reach and engagement across all three channels.",
        2,
        TaskStatus::Pending,
        TaskPriority::High,
        -1,
    ),
    (
        "TikTok trend research",
        "Shortlist five trends that fit the brand.",
        2,
        TaskStatus::Review,
        TaskPriority::Low,
        2,
    ),
    (
        "Onboarding call",
        "Walk through goals and brand guidelines.",
        4,
        TaskStatus::Pending,
        TaskPriority::Medium,
        8,
    ),
    (
        "Pause campaign assets",
        "Archive scheduled posts while the account is paused.",
        3,
        TaskStatus::Completed,
        TaskPriority::Low,
        -12,
    ),
];

/// One connected account per platform a demo client works on (Facebook and LinkedIn have no
/// connection yet), named after the company, with plausible figures that differ per account,
/// connected the day the client joined. The pending client has connected nothing yet. (The
/// daily history reaches back further: it is the account's own, from before the agency.)
fn seed_social_accounts(conn: &Connection, client_ids: &[i64]) -> crate::error::ApiResult<()> {
    for (n, (c, id)) in CLIENTS.iter().zip(client_ids).enumerate() {
        if c.status == ClientStatus::Pending {
            continue;
        }
        let handle: String = c
            .company
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_lowercase();
        let connectable = c
            .platforms
            .iter()
            .filter_map(|p| SocialPlatform::parse(p.as_str()));
        for (k, platform) in connectable.enumerate() {
            let seed = (n * 3 + k) as i64;
            let account = social_accounts::insert(
                conn,
                &social_accounts::NewAccount {
                    client_id: *id,
                    platform,
                    username: &handle,
                    followers_count: 1_200 + seed * 3_750,
                    posts_count: 40 + seed * 17,
                    engagement_rate: 0.021 + seed as f64 * 0.004,
                },
            )?;
            crate::demo::social::seed_history(conn, account, seed)?;
            conn.execute(
                "UPDATE social_accounts SET created_at = ?2 WHERE id = ?1",
                rusqlite::params![account, days_ago(c.since)],
            )?;
        }
    }
    Ok(())
}

/// The moment `days` before now, as stored.
fn days_ago(days: i64) -> String {
    crate::db::format_time(time::OffsetDateTime::now_utc() - time::Duration::days(days))
}

/// Each task is written a week before it is due, but not before its client joined.
fn seed_tasks(conn: &Connection, admin_id: i64, client_ids: &[i64]) -> crate::error::ApiResult<()> {
    let now = time::OffsetDateTime::now_utc();
    for (title, description, client, status, priority, days) in TASKS {
        let due_at = now + time::Duration::days(*days);
        let due = crate::db::format_time(due_at);
        let words = |t: &str| crate::demo::words::fill(t, due_at.date());
        let id = tasks::insert(
            conn,
            &tasks::TaskFields {
                title: words(title),
                description: words(description),
                client_id: client_ids[*client],
                assigned_to: Some(admin_id),
                priority: *priority,
                status: *status,
                due_date: due,
            },
        )?;
        let written = (days - 7).clamp(-CLIENTS[*client].since, 0);
        // A finished task was finished by its due date (or now, for one due later).
        conn.execute(
            "UPDATE tasks SET created_at = ?2, updated_at = ?2,
                 completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ?3 END
             WHERE id = ?1",
            rusqlite::params![id, days_ago(-written), days_ago(-(*days).min(0))],
        )?;
    }
    Ok(())
}

fn is_empty(conn: &Connection) -> Result<bool, String> {
    let any: Option<i64> = conn
        .query_row("SELECT id FROM users LIMIT 1", [], |r| r.get(0))
        .optional()
        .map_err(|e| e.to_string())?;
    Ok(any.is_none())
}

/// Seeds the demo agency when the database is empty; returns the logins to print either way.
/// The agency is the one `branding` describes: its name on the admin, its legal name on the
/// bank details, as on the site and the invoices.
pub fn seed(
    conn: &Connection,
    store: &crate::storage::Store,
    branding: &crate::branding::Branding,
) -> Result<String, String> {
    if is_empty(conn)? {
        let tx = conn.unchecked_transaction().map_err(|e| e.to_string())?;
        seed_all(&tx, store, branding).map_err(|e| e.to_string())?;
        tx.commit().map_err(|e| e.to_string())?;
    } else if users::find_by_email(conn, ADMIN_EMAIL)
        .map_err(|e| e.to_string())?
        .is_none()
    {
        return Ok("The database already holds data, so no demo data was added.".into());
    }
    let team: String = TEAM
        .iter()
        .map(|(email, pass, _, seat)| format!("\n  {seat:<9}{email} / {pass}"))
        .collect();
    Ok(format!(
        "Demo logins (change or remove them before real use):\n  \
         admin    {ADMIN_EMAIL} / {ADMIN_PASSWORD}\n  \
         member   {MEMBER_EMAIL} / {MEMBER_PASSWORD} (the agency's, on two clients)\n  \
         client   {CLIENT_EMAIL} / {CLIENT_PASSWORD} (the owner of its team){team}"
    ))
}

fn seed_all(
    conn: &Connection,
    store: &crate::storage::Store,
    branding: &crate::branding::Branding,
) -> crate::error::ApiResult<()> {
    let brand: serde_json::Value = serde_json::from_str(&branding.json).unwrap_or_default();
    let legal_name = brand["agency"]["legal_name"]
        .as_str()
        .filter(|n| !n.is_empty())
        .unwrap_or(branding.agency_name.as_str())
        .to_string();
    let hash = |p: &str| password::hash_now(p);
    let admin_hash = hash(ADMIN_PASSWORD)?;
    let admin_id = users::insert(
        conn,
        &users::NewUser {
            role: users::Role::Admin,
            email: ADMIN_EMAIL,
            password_hash: &admin_hash,
            first_name: "Alex",
            last_name: "Morgan",
            company: &branding.agency_name,
        },
    )?;
    // The agency was there before its first client.
    conn.execute(
        "UPDATE users SET created_at = ?2 WHERE id = ?1",
        rusqlite::params![admin_id, days_ago(120)],
    )?;
    let mut client_ids: Vec<i64> = Vec::new();
    let mut people: Vec<(i64, Option<Actor>)> = Vec::new();
    for c in CLIENTS {
        let user_id = match c.password {
            Some(p) => {
                let (first, last) = users::split_name(c.name);
                let h = hash(p)?;
                Some(users::insert(
                    conn,
                    &users::NewUser {
                        role: users::Role::Client,
                        email: c.email,
                        password_hash: &h,
                        first_name: &first,
                        last_name: &last,
                        company: c.company,
                    },
                )?)
            }
            None => None,
        };
        let id = clients::insert(
            conn,
            &clients::NewClient {
                name: c.name,
                email: c.email,
                company: c.company,
                package: Some(c.package),
                monthly_fee_cents: c.fee_cents,
                status: c.status,
                payment_status: c.payment,
                platforms: c.platforms,
                next_payment: None,
                account_manager: "Alex Morgan",
                user_id,
            },
        )?;
        client_ids.push(id);
        backdate(conn, id, user_id, c.since)?;
        let person = match user_id {
            Some(uid) => users::find(conn, uid)?.map(|u| Actor::of(&u)),
            None => None,
        };
        people.push((id, person));
    }
    seed_team(conn, client_ids[0])?;
    seed_member(conn, &branding.agency_name, &client_ids[..2])?;
    seed_tasks(conn, admin_id, &client_ids)?;
    crate::demo::billing::seed(conn, &client_ids)?;
    seed_social_accounts(conn, &client_ids)?;
    let admin = users::find(conn, admin_id)?
        .ok_or_else(|| crate::error::ApiError::internal("demo admin missing"))?;
    crate::demo::content::seed(conn, store, &Actor::of(&admin), &people)?;
    let with_users: Vec<(i64, i64)> = people
        .iter()
        .filter_map(|(id, person)| person.as_ref().map(|p| (*id, p.id)))
        .collect();
    crate::demo::messages::seed(conn, store, admin.id, &with_users)?;
    bank::save(
        conn,
        &bank::BankSettings {
            configured: true,
            admin_full_name: legal_name,
            iban: "AL47212110090000000235698741".into(),
            bank_name: "Demo Bank".into(),
            swift_code: "DEMOALTR".into(),
            additional_info: "Write the reference shown on your invoice or Billing page, so we can match your payment.".into(),
            updated_at: None,
            version: None,
        },
    )?;
    notifications::notify_admins(
        conn,
        crate::db::notifications::NotificationType::Other,
        &crate::words::Phrase::new("notice-welcome"),
        &crate::words::Phrase::new("notice-welcome-text"),
    )?;
    Ok(())
}

/// A member of the agency's staff, assigned these clients.
fn seed_member(conn: &Connection, agency: &str, clients: &[i64]) -> crate::error::ApiResult<()> {
    let hash = password::hash_now(MEMBER_PASSWORD)?;
    let id = users::insert(
        conn,
        &users::NewUser {
            role: users::Role::Admin,
            email: MEMBER_EMAIL,
            password_hash: &hash,
            first_name: "Sam",
            last_name: "Rivera",
            company: agency,
        },
    )?;
    crate::db::staff::set_role(conn, id, crate::domain::StaffRole::Member)?;
    crate::db::staff::assign(conn, id, clients)
}

/// The first client's colleagues (`TEAM`), on its team since a few weeks.
fn seed_team(conn: &Connection, client_id: i64) -> crate::error::ApiResult<()> {
    for (email, pass, name, seat) in TEAM {
        let (first, last) = users::split_name(name);
        let hash = password::hash_now(pass)?;
        let id = users::insert(
            conn,
            &users::NewUser {
                role: users::Role::Client,
                email,
                password_hash: &hash,
                first_name: &first,
                last_name: &last,
                company: CLIENTS[0].company,
            },
        )?;
        conn.execute(
            "INSERT INTO client_members (user_id, client_id, seat, created_at)
             VALUES (?1, ?2, ?3, ?4)",
            rusqlite::params![id, client_id, seat, days_ago(30)],
        )?;
    }
    Ok(())
}

/// Dates the client (and its login) from the day it joined; a client that is not pending was
/// activated that day.
fn backdate(
    conn: &Connection,
    id: i64,
    user: Option<i64>,
    since: i64,
) -> crate::error::ApiResult<()> {
    let at = days_ago(since);
    conn.execute(
        "UPDATE clients SET created_at = ?2,
             activated_at = CASE WHEN status = 'pending' THEN NULL ELSE ?2 END
         WHERE id = ?1",
        rusqlite::params![id, at],
    )?;
    conn.execute(
        "UPDATE users SET created_at = ?2 WHERE id = ?1",
        rusqlite::params![user, at],
    )?;
    Ok(())
}
