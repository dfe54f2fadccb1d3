//! Client records: the agency's customers, optionally linked to a client user.

use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter, types::Value as Sql};
use serde::Serialize;
use utoipa::ToSchema;

pub use crate::domain::Scope;
use crate::domain::billing::TaxTreatment;
use crate::error::ApiResult;

pub use crate::domain::clients::{ClientPackage, ClientStatus, PaymentStatus, Platform};

/// The `package` filter and input value for a client that has not chosen a plan (stored as '').
pub const NO_PACKAGE: &str = "none";

/// A client as the API shows it (spec 000 section 3), money in dollars.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Client {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub company: String,
    /// `None` for a client that has not chosen a plan (a self-registered one).
    #[schema(schema_with = crate::schema_ref::or_null::<ClientPackage>, required = true)]
    pub package: Option<ClientPackage>,
    /// Dollars; `monthly_fee_cents` is the exact figure. The money fields are null for an
    /// agency member, who sees no billing (`Client::without_billing`).
    #[schema(required = true)]
    pub monthly_fee: Option<f64>,
    #[schema(required = true)]
    pub monthly_fee_cents: Option<i64>,
    pub status: ClientStatus,
    /// Follows the client's invoices: overdue when an open one is past due, pending when one is
    /// open or nothing was billed yet, paid when everything billed is paid.
    #[schema(schema_with = crate::schema_ref::or_null::<PaymentStatus>, required = true)]
    pub payment_status: Option<PaymentStatus>,
    /// The client's open (pending or overdue) invoices and what they add up to.
    #[schema(required = true)]
    pub open_invoice_count: Option<i64>,
    #[schema(required = true)]
    pub open_amount_cents: Option<i64>,
    pub platforms: Vec<Platform>,
    #[schema(required = true)]
    pub next_payment: Option<String>,
    pub account_manager: String,
    #[schema(required = true)]
    pub total_spent: Option<f64>,
    #[schema(required = true)]
    pub total_spent_cents: Option<i64>,
    /// The client's portal user, once invited or registered.
    #[schema(required = true)]
    pub user_id: Option<i64>,
    #[schema(required = true)]
    pub user_first_name: Option<String>,
    #[schema(required = true)]
    pub user_last_name: Option<String>,
    #[schema(required = true)]
    pub user_email: Option<String>,
    #[schema(required = true)]
    pub user_avatar: Option<String>,
    /// The contact's portal invitation (the one that makes the owner) waits to be accepted; a
    /// colleague's invitation to the team does not count.
    pub invitation_pending: bool,
    /// The client's tax (VAT) number, printed on its invoices.
    pub tax_id: String,
    /// How its invoices are taxed.
    pub tax_treatment: TaxTreatment,
    /// Its own rate, when `tax_treatment` is "rate".
    #[schema(required = true)]
    pub tax_rate: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
    pub version: i64,
}

/// How a client is taxed, as an admin sets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClientTax {
    pub tax_id: String,
    pub tax_treatment: TaxTreatment,
    pub tax_rate: Option<i64>,
}

impl Default for ClientTax {
    fn default() -> ClientTax {
        ClientTax {
            tax_id: String::new(),
            tax_treatment: TaxTreatment::Default,
            tax_rate: None,
        }
    }
}

/// Writes a client's tax; "rate" needs a rate that exists (422 on `tax_rate` otherwise).
pub fn set_tax(conn: &Connection, id: i64, t: &ClientTax) -> ApiResult<()> {
    if t.tax_treatment == TaxTreatment::Rate
        && t.tax_rate
            .map(|r| super::money::rate(conn, r))
            .transpose()?
            .flatten()
            .is_none()
    {
        return Err(crate::error::ApiError::field(
            "tax_rate",
            "Choose one of the agency's tax rates.",
        ));
    }
    let rate = t.tax_rate.filter(|_| t.tax_treatment == TaxTreatment::Rate);
    conn.execute(
        "UPDATE clients SET tax_id = ?2, tax_treatment = ?3, tax_rate = ?4 WHERE id = ?1",
        params![id, t.tax_id, t.tax_treatment, rate],
    )?;
    Ok(())
}

// total_spent is what the client's paid invoices add up to, after their credit notes; open
// amounts are what is still to pay.
const SELECT: &str =
    "SELECT c.id, c.name, c.email, c.company, c.package, c.monthly_fee_cents, c.status,
        c.payment_status, c.platforms, c.next_payment, c.account_manager,
        (SELECT COALESCE(SUM(value_cents), 0) FROM invoices v
         WHERE v.client_id = c.id AND v.status = 'paid'),
        c.user_id, u.first_name, u.last_name, u.email, u.avatar,
        EXISTS (SELECT 1 FROM client_invitations i WHERE i.client_id = c.id AND i.seat = 'owner'
                AND i.accepted_at IS NULL AND i.expires_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
        c.created_at, c.updated_at, c.version,
        (SELECT COUNT(*) FROM invoices v WHERE v.client_id = c.id AND v.status = 'pending'),
        (SELECT COALESCE(SUM(balance_cents), 0) FROM invoices v
         WHERE v.client_id = c.id AND v.status = 'pending')
    , c.tax_id, c.tax_treatment, c.tax_rate
    FROM clients c LEFT JOIN users u ON u.id = c.user_id";

/// Minor units as major (the float fields), in the currency of the database being read.
pub fn cents_to_dollars(cents: i64) -> f64 {
    crate::money::major_here(cents)
}

impl Client {
    /// The client as an agency member sees it: its work, none of its money (fee, payments,
    /// invoices, what it spent).
    pub fn without_billing(self) -> Client {
        Client {
            monthly_fee: None,
            monthly_fee_cents: None,
            payment_status: None,
            open_invoice_count: None,
            open_amount_cents: None,
            next_payment: None,
            total_spent: None,
            total_spent_cents: None,
            ..self
        }
    }

    /// As `viewer` may see it.
    pub fn for_viewer(self, viewer: Scope) -> Client {
        match viewer {
            Scope::Assigned(_) => self.without_billing(),
            _ => self,
        }
    }
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<Client> {
    let platforms: String = r.get(8)?;
    Ok(Client {
        id: r.get(0)?,
        name: r.get(1)?,
        email: r.get(2)?,
        company: r.get(3)?,
        package: package_of(r.get_ref(4)?)?,
        monthly_fee: Some(cents_to_dollars(r.get(5)?)),
        monthly_fee_cents: Some(r.get(5)?),
        status: r.get(6)?,
        payment_status: Some(r.get(7)?),
        platforms: serde_json::from_str(&platforms).unwrap_or_default(),
        next_payment: r.get(9)?,
        account_manager: r.get(10)?,
        total_spent: Some(cents_to_dollars(r.get(11)?)),
        total_spent_cents: Some(r.get(11)?),
        open_invoice_count: Some(r.get(21)?),
        open_amount_cents: Some(r.get(22)?),
        user_id: r.get(12)?,
        user_first_name: r.get(13)?,
        user_last_name: r.get(14)?,
        user_email: r.get(15)?,
        user_avatar: r
            .get::<_, Option<String>>(16)?
            .map(|f| format!("/api/uploads/avatars/{f}")),
        invitation_pending: r.get(17)?,
        tax_id: r.get(23)?,
        tax_treatment: r.get(24)?,
        tax_rate: r.get(25)?,
        created_at: r.get(18)?,
        updated_at: r.get(19)?,
        version: r.get(20)?,
    })
}

/// A client without a plan stores '' (the column predates plans and is NOT NULL).
fn package_of(v: rusqlite::types::ValueRef<'_>) -> rusqlite::Result<Option<ClientPackage>> {
    if v.as_str().is_ok_and(str::is_empty) {
        return Ok(None);
    }
    let package = rusqlite::types::FromSql::column_result(v)
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(4, v.data_type(), e.into()))?;
    Ok(Some(package))
}

fn stored_package(p: Option<ClientPackage>) -> &'static str {
    p.map_or("", ClientPackage::as_str)
}

/// Every field of a client record (fee in cents).
pub struct ClientFields {
    pub name: String,
    pub email: String,
    pub company: String,
    pub package: Option<ClientPackage>,
    pub monthly_fee_cents: i64,
    pub status: ClientStatus,
    pub payment_status: PaymentStatus,
    pub platforms: Vec<Platform>,
    pub next_payment: Option<String>,
    pub account_manager: String,
    pub tax: ClientTax,
}

pub struct NewClient<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub company: &'a str,
    pub package: Option<ClientPackage>,
    pub monthly_fee_cents: i64,
    pub status: ClientStatus,
    pub payment_status: PaymentStatus,
    pub platforms: &'a [Platform],
    pub next_payment: Option<&'a str>,
    pub account_manager: &'a str,
    pub user_id: Option<i64>,
}

pub fn insert(conn: &Connection, c: &NewClient<'_>) -> ApiResult<i64> {
    let platforms = serde_json::to_string(c.platforms).unwrap_or_else(|_| "[]".into());
    let now = super::now();
    let activated = (c.status == ClientStatus::Active).then_some(now.as_str());
    conn.execute(
        "INSERT INTO clients (name, email, company, package, monthly_fee_cents, status, payment_status,
                              platforms, next_payment, account_manager, user_id, created_at, updated_at,
                              activated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, ?13)",
        params![
            c.name,
            c.email,
            c.company,
            stored_package(c.package),
            c.monthly_fee_cents,
            c.status,
            c.payment_status,
            platforms,
            c.next_payment,
            c.account_manager,
            c.user_id,
            now,
            activated
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The client a figure or report is for: the agency's choice (None: all of them; an unknown
/// client is 404), or a client user's own client whatever it asks (another's id is 404).
pub fn narrow(conn: &Connection, scope: Scope, asked: Option<i64>) -> ApiResult<Option<i64>> {
    if let Some(id) = asked {
        let visible = match scope {
            Scope::Agency => exists(conn, id)?,
            own => own.client_filter() == Some(id),
        };
        if !visible {
            return Err(crate::error::ApiError::not_found());
        }
    }
    Ok(match scope {
        Scope::Agency => asked,
        own => own.client_filter(),
    })
}

fn exists(conn: &Connection, id: i64) -> ApiResult<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM clients WHERE id = ?1")?
        .exists([id])?)
}

/// One client, if the viewer may see it.
pub fn get_for(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<Client>> {
    Ok(conn
        .query_row(
            &format!(
                "{SELECT} WHERE c.id = ?1 AND {}",
                crate::sees!("c.id", "?2")
            ),
            params![id, viewer.sql_key()],
            from_row,
        )
        .optional()?)
}

/// Whether the viewer may reach this client at all (the agency any that exists, a client user
/// its own, a member those it serves), without reading the record.
pub fn visible(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<bool> {
    let sql = concat!(
        "SELECT 1 FROM clients c WHERE c.id = ?1 AND ",
        crate::sees!("c.id", "?2")
    );
    Ok(conn
        .prepare_cached(sql)?
        .exists(params![id, viewer.sql_key()])?)
}

pub fn get(conn: &Connection, id: i64) -> ApiResult<Option<Client>> {
    Ok(conn
        .query_row(&format!("{SELECT} WHERE c.id = ?1"), [id], from_row)
        .optional()?)
}

impl super::Versioned for Client {
    fn version(&self) -> i64 {
        self.version
    }
}

impl Client {
    /// The stored fields, for a partial update to start from: the agency's whole record (one
    /// without its money, as a member sees it, is no base for a write).
    pub fn fields(&self) -> ApiResult<ClientFields> {
        let (Some(monthly_fee_cents), Some(payment_status)) =
            (self.monthly_fee_cents, self.payment_status)
        else {
            return Err(crate::error::ApiError::internal(
                "a client without its billing fields was to be written back",
            ));
        };
        Ok(ClientFields {
            name: self.name.clone(),
            email: self.email.clone(),
            company: self.company.clone(),
            package: self.package,
            monthly_fee_cents,
            status: self.status,
            payment_status,
            platforms: self.platforms.clone(),
            next_payment: self.next_payment.clone(),
            account_manager: self.account_manager.clone(),
            tax: ClientTax {
                tax_id: self.tax_id.clone(),
                tax_treatment: self.tax_treatment,
                tax_rate: self.tax_rate,
            },
        })
    }
}

pub fn update(conn: &Connection, id: i64, f: &ClientFields) -> ApiResult<()> {
    let platforms = serde_json::to_string(&f.platforms).unwrap_or_else(|_| "[]".into());
    let now = super::now();
    conn.execute(
        "UPDATE clients SET name = ?2, email = ?3, company = ?4, package = ?5, monthly_fee_cents = ?6,
             activated_at = CASE WHEN ?7 = 'active' AND status <> 'active' THEN ?12 ELSE activated_at END,
             status = ?7, payment_status = ?8, platforms = ?9, next_payment = ?10,
             account_manager = ?11, updated_at = ?12, version = version + 1
         WHERE id = ?1",
        params![
            id,
            f.name,
            f.email,
            f.company,
            stored_package(f.package),
            f.monthly_fee_cents,
            f.status,
            f.payment_status,
            platforms,
            f.next_payment,
            f.account_manager,
            now
        ],
    )?;
    set_tax(conn, id, &f.tax)
}

/// A user removed with its client, and its avatar file to delete.
pub type Gone = (i64, Option<String>);

/// Deletes the client with its tasks, invitations and its team's logins (tokens and
/// notifications go with each user). Returns each removed user with its avatar file, if any.
pub fn delete(conn: &Connection, id: i64) -> ApiResult<Option<Vec<Gone>>> {
    if user_link(conn, id)?.is_none() {
        return Ok(None);
    }
    // The whole team goes: a client user belongs to this client and to nothing else.
    let mut gone = Vec::new();
    for uid in super::team::user_ids(conn, id)? {
        gone.push((uid, super::users::delete(conn, uid)?));
    }
    conn.execute("DELETE FROM clients WHERE id = ?1", [id])?;
    Ok(Some(gone))
}

/// The client record a client user belongs to.
pub fn id_for_user(conn: &Connection, user_id: i64) -> ApiResult<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT id FROM clients WHERE user_id = ?1")?
        .query_row([user_id], |r| r.get(0))
        .optional()?)
}

/// Whether a client exists (Some) and its user, if it has one.
pub fn user_link(conn: &Connection, id: i64) -> ApiResult<Option<Option<i64>>> {
    Ok(conn
        .prepare_cached("SELECT user_id FROM clients WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?)
}

/// A client's user, when it exists and has one; `Err` only on a database failure.
pub fn user_of(conn: &Connection, id: i64) -> ApiResult<Option<i64>> {
    Ok(conn
        .query_row("SELECT user_id FROM clients WHERE id = ?1", [id], |r| {
            r.get::<_, Option<i64>>(0)
        })
        .optional()?
        .flatten())
}

pub fn link_user(conn: &Connection, id: i64, user_id: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE clients SET user_id = ?2, updated_at = ?3 WHERE id = ?1",
        params![id, user_id, super::now()],
    )?;
    Ok(())
}

#[derive(Default)]
pub struct Filter {
    /// Who lists them: the agency every client (None too), a member its assigned ones.
    pub viewer: Option<Scope>,
    pub status: Option<ClientStatus>,
    pub payment_status: Option<PaymentStatus>,
    /// `Some(None)`: the clients without a plan.
    pub package: Option<Option<ClientPackage>>,
    pub platform: Option<Platform>,
}

fn where_clause(f: &Filter) -> (String, Vec<Sql>) {
    let mut sql = String::from(" WHERE 1 = 1");
    let mut args: Vec<Sql> = Vec::new();
    if let Some((cond, value)) = f.viewer.and_then(|v| super::narrowing(v, "c.id")) {
        args.push(value);
        sql.push_str(&format!(" AND {}", cond.replace("?N", "?1")));
    }
    let mut eq = |col: &str, v: Option<&str>, sql: &mut String| {
        if let Some(v) = v {
            args.push(Sql::Text(v.to_string()));
            sql.push_str(&format!(" AND {col} = ?{}", args.len()));
        }
    };
    eq("c.status", f.status.map(ClientStatus::as_str), &mut sql);
    let paying = f.payment_status.map(PaymentStatus::as_str);
    eq("c.payment_status", paying, &mut sql);
    eq("c.package", f.package.map(stored_package), &mut sql);
    if let Some(p) = f.platform {
        args.push(Sql::Text(p.to_string()));
        sql.push_str(&format!(
            " AND EXISTS (SELECT 1 FROM json_each(c.platforms) WHERE lower(value) = lower(?{}))",
            args.len()
        ));
    }
    (sql, args)
}

pub fn count(conn: &Connection, f: &Filter) -> ApiResult<i64> {
    let (w, args) = where_clause(f);
    Ok(conn
        .prepare_cached(&format!("SELECT COUNT(*) FROM clients c{w}"))?
        .query_row(params_from_iter(args), |r| r.get(0))?)
}

/// How many clients match, and one page of them (`(limit, offset)`).
pub fn page(
    conn: &Connection,
    f: &Filter,
    (limit, offset): (u32, i64),
) -> ApiResult<(i64, Vec<Client>)> {
    Ok((count(conn, f)?, list(conn, f, limit, offset)?))
}

/// Newest first, one page.
pub fn list(conn: &Connection, f: &Filter, limit: u32, offset: i64) -> ApiResult<Vec<Client>> {
    let (w, args) = where_clause(f);
    // The page is written into the statement, not bound: SQLite prepares a statement again
    // whenever a bound LIMIT changes, and the first pages are the ones asked for again and again.
    let page = format!(" LIMIT {limit} OFFSET {offset}");
    let mut stmt = conn.prepare_cached(&format!("{SELECT}{w} ORDER BY c.id DESC{page}"))?;
    let rows = stmt.query_map(params_from_iter(args), from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// These clients, in the order given (a page of search hits).
pub fn by_ids(conn: &Connection, ids: &[i64]) -> ApiResult<Vec<Client>> {
    static SQL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!("{SELECT} WHERE c.id IN (SELECT value FROM json_each(?1))")
    });
    let mut stmt = conn.prepare_cached(&SQL)?;
    let rows = stmt.query_map([super::ids_json(ids)], from_row)?;
    let rows = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(super::in_order(rows, ids, |c| c.id))
}
