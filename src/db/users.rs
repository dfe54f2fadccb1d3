//! Users: the people who sign in (agency admins and client users).

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};

pub use crate::domain::language::Language;
pub use crate::domain::{Role, Seat, StaffRole};

#[derive(Debug, Clone)]
pub struct User {
    pub id: i64,
    pub role: Role,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub company: String,
    pub bio: String,
    pub avatar: Option<String>,
    pub created_at: String,
    pub version: i64,
    pub previous_login_at: Option<String>,
    /// The client a client user belongs to, and its seat there; None for an admin, and for a
    /// client user whose client is gone.
    pub membership: Option<Membership>,
    /// An agency user's role; None for a client user.
    pub staff_role: Option<StaffRole>,
    /// None: not chosen (the agency's default applies).
    pub language: Option<Language>,
    /// An IANA name; None: not chosen (UTC).
    pub time_zone: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Membership {
    pub client_id: i64,
    pub seat: Seat,
}

/// The user as the API shows it (spec 000 section 3).
#[derive(Debug, Serialize, ToSchema)]
pub struct UserView {
    pub id: i64,
    pub role: Role,
    pub username: String,
    pub name: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    #[schema(required = true)]
    pub avatar: Option<String>,
    pub company: String,
    pub bio: String,
    pub created_at: String,
    /// The sign-in before the current one; `None` for someone signing in for the first time.
    #[schema(required = true)]
    pub previous_login_at: Option<String>,
    pub version: i64,
    /// A client user's client, and its seat there (what it may do); null for the agency.
    #[schema(required = true)]
    pub client_id: Option<i64>,
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<Seat>)]
    pub seat: Option<Seat>,
    /// An agency user's role (owner or manager); null for a client user.
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<StaffRole>)]
    pub staff_role: Option<StaffRole>,
    /// The agency requires a second factor of its staff and this user has none: until one is
    /// added, only the Security settings answer.
    pub must_add_second_factor: bool,
    /// The language the user chose; null until they choose (the browser's is offered first).
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<Language>)]
    pub language: Option<Language>,
    /// The user's time zone (an IANA name such as "Europe/Tirane"); null for UTC.
    #[schema(required = true)]
    pub time_zone: Option<String>,
}

impl super::Versioned for UserView {
    fn version(&self) -> i64 {
        self.version
    }
}

impl User {
    /// Whose rows this user sees and changes.
    pub fn scope(&self) -> crate::domain::Scope {
        crate::domain::Scope::of(
            self.id,
            self.role,
            self.staff_role,
            self.membership.map(|m| m.client_id),
        )
    }

    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
            .trim()
            .to_string()
    }

    /// The full name, or the e-mail address for someone who gave no name.
    pub fn display_name(&self) -> String {
        let name = self.full_name();
        if name.is_empty() {
            self.email.clone()
        } else {
            name
        }
    }

    pub fn view(&self) -> UserView {
        UserView {
            id: self.id,
            role: self.role,
            username: self.username.clone(),
            name: self.full_name(),
            first_name: self.first_name.clone(),
            last_name: self.last_name.clone(),
            email: self.email.clone(),
            avatar: self
                .avatar
                .as_ref()
                .map(|f| format!("/api/uploads/avatars/{f}")),
            company: self.company.clone(),
            bio: self.bio.clone(),
            created_at: self.created_at.clone(),
            previous_login_at: self.previous_login_at.clone(),
            version: self.version,
            client_id: self.membership.map(|m| m.client_id),
            seat: self.membership.map(|m| m.seat),
            staff_role: self.staff_role,
            must_add_second_factor: false,
            language: self.language,
            time_zone: self.time_zone.clone(),
        }
    }
}

pub const COLUMNS: &str = "u.id, u.role, u.username, u.email, u.password_hash, u.first_name, \
                           u.last_name, u.company, u.bio, u.avatar, u.created_at, u.version, \
                           u.previous_login_at, \
                           (SELECT client_id FROM client_members WHERE user_id = u.id), \
                           (SELECT seat FROM client_members WHERE user_id = u.id), \
                           (SELECT role FROM agency_staff WHERE user_id = u.id), \
                           u.language, u.time_zone";
/// How many columns `COLUMNS` selects: a query may add its own after them.
pub const COLUMN_COUNT: usize = 18;

pub fn from_row(r: &Row<'_>) -> rusqlite::Result<User> {
    Ok(User {
        id: r.get(0)?,
        role: r.get(1)?,
        username: r.get(2)?,
        email: r.get(3)?,
        password_hash: r.get(4)?,
        first_name: r.get(5)?,
        last_name: r.get(6)?,
        company: r.get(7)?,
        bio: r.get(8)?,
        avatar: r.get(9)?,
        created_at: r.get(10)?,
        version: r.get(11)?,
        previous_login_at: r.get(12)?,
        membership: match (r.get(13)?, r.get(14)?) {
            (Some(client_id), Some(seat)) => Some(Membership { client_id, seat }),
            _ => None,
        },
        staff_role: r.get(15)?,
        language: r.get(16)?,
        time_zone: r.get(17)?,
    })
}

pub struct NewUser<'a> {
    pub role: Role,
    pub email: &'a str,
    pub password_hash: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub company: &'a str,
}

/// Splits a display name into first and last name at the first space.
pub fn split_name(name: &str) -> (String, String) {
    let name = name.trim();
    match name.split_once(char::is_whitespace) {
        Some((first, last)) => (first.to_string(), last.trim().to_string()),
        None => (name.to_string(), String::new()),
    }
}

pub fn find(conn: &Connection, id: i64) -> ApiResult<Option<User>> {
    static SQL: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| format!("SELECT {COLUMNS} FROM users u WHERE u.id = ?1"));
    Ok(conn
        .prepare_cached(&SQL)?
        .query_row([id], from_row)
        .optional()?)
}

pub fn find_by_email(conn: &Connection, email: &str) -> ApiResult<Option<User>> {
    let sql = format!("SELECT {COLUMNS} FROM users u WHERE u.email = ?1");
    Ok(conn.query_row(&sql, [email.trim()], from_row).optional()?)
}

/// Login accepts an email or a username in the same field.
pub fn find_by_login(conn: &Connection, login: &str) -> ApiResult<Option<User>> {
    let sql =
        format!("SELECT {COLUMNS} FROM users u WHERE u.email = ?1 OR u.username = ?1 LIMIT 1");
    Ok(conn.query_row(&sql, [login.trim()], from_row).optional()?)
}

pub fn email_taken(conn: &Connection, email: &str) -> ApiResult<bool> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM users WHERE email = ?1",
            [email.trim()],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn list_by_role(conn: &Connection, role: Role) -> ApiResult<Vec<User>> {
    let sql = format!("SELECT {COLUMNS} FROM users u WHERE u.role = ?1 ORDER BY u.id");
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([role.as_str()], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The agency users who may hear about a client: its owners and managers, and the members
/// assigned that client (with None, about the agency as a whole, no member).
pub fn serving(conn: &Connection, client: Option<i64>) -> ApiResult<Vec<User>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM users u WHERE u.role = 'admin' AND (u.id NOT IN {MEMBERS}
            OR u.id IN (SELECT user_id FROM staff_assignments WHERE client_id = ?1))
         ORDER BY u.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([client], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The agency's members, who hear only about the clients they are assigned.
pub const MEMBERS: &str = "(SELECT user_id FROM agency_staff WHERE role = 'member')";

/// The agency's first admin (not a member): the contact a client's conversation names for the
/// agency.
pub fn first_admin_id(conn: &Connection) -> ApiResult<Option<i64>> {
    Ok(conn
        .query_row(
            &format!("SELECT id FROM users WHERE role = 'admin' AND id NOT IN {MEMBERS} ORDER BY id LIMIT 1"),
            [],
            |r| r.get(0),
        )
        .optional()?)
}

pub fn count_admins(conn: &Connection) -> ApiResult<i64> {
    Ok(
        conn.query_row("SELECT COUNT(*) FROM users WHERE role = 'admin'", [], |r| {
            r.get(0)
        })?,
    )
}

/// A username derived from the email's local part, made unique with a number when taken.
fn unique_username(conn: &Connection, email: &str) -> ApiResult<String> {
    let base: String = email
        .split('@')
        .next()
        .unwrap_or("user")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        .take(30)
        .collect();
    let base = if base.is_empty() {
        "user".to_string()
    } else {
        base
    };
    let mut candidate = base.clone();
    let mut n = 1;
    while conn
        .query_row(
            "SELECT 1 FROM users WHERE username = ?1",
            [&candidate],
            |_| Ok(()),
        )
        .optional()?
        .is_some()
    {
        n += 1;
        candidate = format!("{base}{n}");
    }
    Ok(candidate)
}

pub const EMAIL_TAKEN: &str = "An account with this email already exists.";

pub fn insert(conn: &Connection, new: &NewUser<'_>) -> ApiResult<i64> {
    let username = unique_username(conn, new.email)?;
    let inserted = conn.execute(
        "INSERT INTO users (role, username, email, password_hash, first_name, last_name, company, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            new.role.as_str(),
            username,
            new.email.trim(),
            new.password_hash,
            new.first_name,
            new.last_name,
            new.company,
            super::now()
        ],
    );
    match inserted {
        Ok(_) => Ok(conn.last_insert_rowid()),
        Err(e) if super::unique_violation(&e) => {
            Err(ApiError::conflict("email_taken", EMAIL_TAKEN))
        }
        Err(e) => Err(e.into()),
    }
}

pub struct ProfileUpdate {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub company: Option<String>,
    pub bio: Option<String>,
    pub language: Option<Language>,
    /// Some(None) clears it (back to UTC).
    pub time_zone: Option<Option<String>>,
}

pub fn update_profile(conn: &Connection, id: i64, p: &ProfileUpdate) -> ApiResult<()> {
    conn.execute(
        "UPDATE users SET first_name = COALESCE(?2, first_name), last_name = COALESCE(?3, last_name),
                          company = COALESCE(?4, company), bio = COALESCE(?5, bio),
                          language = COALESCE(?6, language),
                          time_zone = CASE WHEN ?7 THEN ?8 ELSE time_zone END,
                          version = version + 1
         WHERE id = ?1",
        params![
            id,
            p.first_name,
            p.last_name,
            p.company,
            p.bio,
            p.language,
            p.time_zone.is_some(),
            p.time_zone.clone().flatten()
        ],
    )?;
    Ok(())
}

/// Sets the avatar file name and returns the previous one, which the caller removes from disk.
pub fn set_avatar(conn: &Connection, id: i64, file: &str) -> ApiResult<Option<String>> {
    let old: Option<String> =
        conn.query_row("SELECT avatar FROM users WHERE id = ?1", [id], |r| r.get(0))?;
    conn.execute(
        // The profile update that goes with it counts the change (one version per save).
        "UPDATE users SET avatar = ?2 WHERE id = ?1",
        params![id, file],
    )?;
    Ok(old)
}

pub fn set_password_hash(conn: &Connection, id: i64, hash: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE users SET password_hash = ?2 WHERE id = ?1",
        params![id, hash],
    )?;
    Ok(())
}

/// Deletes a user (its sessions, notifications and membership go with it); answers its avatar
/// file, which the caller removes from disk.
pub fn delete(conn: &Connection, id: i64) -> ApiResult<Option<String>> {
    Ok(conn
        .query_row(
            "DELETE FROM users WHERE id = ?1 RETURNING avatar",
            [id],
            |r| r.get(0),
        )
        .optional()?
        .flatten())
}

/// Notes a sign-in and answers the one before it.
pub fn record_login(conn: &Connection, id: i64) -> ApiResult<Option<String>> {
    Ok(conn.query_row(
        "UPDATE users SET previous_login_at = last_login_at, last_login_at = ?2 WHERE id = ?1
         RETURNING previous_login_at",
        params![id, super::now()],
        |r| r.get(0),
    )?)
}
