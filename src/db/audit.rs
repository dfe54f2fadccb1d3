//! The audit log: one append-only, hash-chained entry per security- or money-relevant action,
//! written in the same transaction as the action itself (an action is never done unrecorded,
//! nor recorded undone). `verify` walks the chain.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use crate::domain::audit::{ActorKind, AuditAction, AuditObject};
use crate::error::ApiResult;

/// The `prev_hash` of the first entry.
pub const GENESIS: &str = "atrium-audit-log";

/// Who did it, as the entry keeps it (names as they were then).
#[derive(Debug, Clone)]
pub struct Actor {
    pub user_id: Option<i64>,
    pub name: String,
    pub kind: ActorKind,
    /// The role in words: "admin", "client owner", "review link" …
    pub role: String,
    pub address: String,
}

impl Actor {
    /// A caller no account answers for (a failed sign-in with an unknown name).
    pub fn anonymous(address: &str) -> Actor {
        Actor {
            user_id: None,
            name: String::new(),
            kind: ActorKind::Anonymous,
            role: "anonymous".into(),
            address: address.into(),
        }
    }

    /// Atrium itself, or its administrator at the terminal.
    pub fn system(name: &str) -> Actor {
        Actor {
            user_id: None,
            name: name.into(),
            kind: ActorKind::System,
            role: "system".into(),
            address: String::new(),
        }
    }
}

/// What was done, to what, and what changed.
#[derive(Debug, Clone)]
pub struct Entry {
    pub action: AuditAction,
    pub object_type: AuditObject,
    pub object_id: Option<String>,
    pub label: String,
    pub client_id: Option<i64>,
    pub before: Option<Value>,
    pub after: Option<Value>,
    /// An edit that changed nothing: no entry is written for it.
    pub unchanged: bool,
}

impl Entry {
    pub fn new(action: AuditAction, object_type: AuditObject, id: impl ToString) -> Entry {
        Entry {
            action,
            object_type,
            object_id: Some(id.to_string()).filter(|i| !i.is_empty()),
            label: String::new(),
            client_id: None,
            before: None,
            after: None,
            unchanged: false,
        }
    }

    /// An action on a user's own account: the user by id and address, with its client if any.
    pub fn about_user(action: AuditAction, user: &super::users::User) -> Entry {
        Entry::new(action, AuditObject::User, user.id)
            .label(user.email.clone())
            .client(user.membership.map(|m| m.client_id))
    }

    pub fn label(mut self, label: impl Into<String>) -> Entry {
        self.label = label.into();
        self
    }

    pub fn client(mut self, client_id: impl Into<Option<i64>>) -> Entry {
        self.client_id = client_id.into();
        self
    }

    pub fn after(mut self, after: impl Serialize) -> Entry {
        self.after = serde_json::to_value(after).ok();
        self
    }

    pub fn before(mut self, before: impl Serialize) -> Entry {
        self.before = serde_json::to_value(before).ok();
        self
    }

    /// An edit: of the two objects, only the fields that differ are kept, each side its own.
    pub fn changes(mut self, before: impl Serialize, after: impl Serialize) -> Entry {
        let (b, a) = (
            serde_json::to_value(before).unwrap_or(Value::Null),
            serde_json::to_value(after).unwrap_or(Value::Null),
        );
        match (b, a) {
            (Value::Object(b), Value::Object(a)) => {
                // Bookkeeping every edit moves says nothing about what the person changed.
                let noise = |k: &str| matches!(k, "version" | "updated_at");
                let keys = b
                    .keys()
                    .chain(a.keys())
                    .filter(|k| !noise(k) && b.get(*k) != a.get(*k));
                let keys: std::collections::BTreeSet<&String> = keys.collect();
                let pick = |side: &Map<String, Value>| {
                    let picked: Map<String, Value> = keys
                        .iter()
                        .map(|k| ((*k).clone(), side.get(*k).cloned().unwrap_or(Value::Null)))
                        .collect();
                    Value::Object(picked)
                };
                self.unchanged = keys.is_empty();
                self.before = Some(pick(&b));
                self.after = Some(pick(&a));
            }
            (b, a) => {
                self.before = Some(b);
                self.after = Some(a);
            }
        }
        self
    }
}

/// The stored fields, in the order the hash reads them.
struct Fields<'a> {
    at: &'a str,
    actor_user_id: Option<i64>,
    actor_name: &'a str,
    actor_role: &'a str,
    address: &'a str,
    action: &'a str,
    object_type: &'a str,
    object_id: Option<&'a str>,
    object_label: &'a str,
    client_id: Option<i64>,
    before: Option<&'a str>,
    after: Option<&'a str>,
}

/// SHA-256 of the previous hash and every stored field, as a JSON array (one unambiguous
/// spelling of the entry: no field can bleed into the next).
fn chain_hash(prev: &str, f: &Fields<'_>) -> String {
    let text = serde_json::json!([
        prev,
        f.at,
        f.actor_user_id,
        f.actor_name,
        f.actor_role,
        f.address,
        f.action,
        f.object_type,
        f.object_id,
        f.object_label,
        f.client_id,
        f.before,
        f.after,
    ])
    .to_string();
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// Appends one entry after the last. Call it inside the action's own write transaction: the
/// one writer makes the chain's order the order of the writes.
pub fn record(conn: &Connection, actor: &Actor, entry: Entry) -> ApiResult<()> {
    if entry.unchanged {
        return Ok(());
    }
    let prev: String = conn
        .query_row(
            "SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?
        .unwrap_or_else(|| GENESIS.to_string());
    let at = super::now();
    let before = entry.before.as_ref().map(Value::to_string);
    let after = entry.after.as_ref().map(Value::to_string);
    let fields = Fields {
        at: &at,
        actor_user_id: actor.user_id,
        actor_name: &actor.name,
        actor_role: &actor.role,
        address: &actor.address,
        action: entry.action.as_str(),
        object_type: entry.object_type.as_str(),
        object_id: entry.object_id.as_deref(),
        object_label: &entry.label,
        client_id: entry.client_id,
        before: before.as_deref(),
        after: after.as_deref(),
    };
    let hash = chain_hash(&prev, &fields);
    conn.execute(
        "INSERT INTO audit_log (at, actor_user_id, actor_name, actor_role, address, action,
                                object_type, object_id, object_label, client_id, before, after,
                                prev_hash, hash)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            fields.at,
            fields.actor_user_id,
            fields.actor_name,
            fields.actor_role,
            fields.address,
            fields.action,
            fields.object_type,
            fields.object_id,
            fields.object_label,
            fields.client_id,
            fields.before,
            fields.after,
            prev,
            hash
        ],
    )?;
    Ok(())
}

/// An entry as the screens and the CSV show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntry {
    pub id: i64,
    pub at: String,
    #[schema(required = true)]
    pub actor_user_id: Option<i64>,
    pub actor_name: String,
    pub actor_role: String,
    pub address: String,
    pub action: AuditAction,
    pub object_type: AuditObject,
    #[schema(required = true)]
    pub object_id: Option<String>,
    pub object_label: String,
    #[schema(required = true)]
    pub client_id: Option<i64>,
    /// For an edit, the changed fields as they were; otherwise what was removed, or null.
    #[schema(required = true, schema_with = crate::schema_ref::free_object_or_null)]
    pub before: Option<Value>,
    #[schema(required = true, schema_with = crate::schema_ref::free_object_or_null)]
    pub after: Option<Value>,
}

const COLUMNS: &str = "id, at, actor_user_id, actor_name, actor_role, address, action, \
                       object_type, object_id, object_label, client_id, before, after";

fn entry_row(r: &Row<'_>) -> rusqlite::Result<AuditEntry> {
    let json = |i: usize| -> rusqlite::Result<Option<Value>> {
        let text: Option<String> = r.get(i)?;
        Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
    };
    Ok(AuditEntry {
        id: r.get(0)?,
        at: r.get(1)?,
        actor_user_id: r.get(2)?,
        actor_name: r.get(3)?,
        actor_role: r.get(4)?,
        address: r.get(5)?,
        action: r.get(6)?,
        object_type: r.get(7)?,
        object_id: r.get(8)?,
        object_label: r.get(9)?,
        client_id: r.get(10)?,
        before: json(11)?,
        after: json(12)?,
    })
}

/// What the log is narrowed to.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub actor_user_id: Option<i64>,
    pub action: Option<AuditAction>,
    pub client_id: Option<i64>,
    /// Inclusive dates, `YYYY-MM-DD`, in UTC.
    pub from: Option<String>,
    pub to: Option<String>,
}

impl Filter {
    fn sql(&self) -> (String, Vec<rusqlite::types::Value>) {
        use rusqlite::types::Value as V;
        let mut clauses = vec!["1 = 1".to_string()];
        let mut args: Vec<V> = Vec::new();
        let mut add = |clause: &str, v: V| {
            args.push(v);
            clauses.push(clause.replace('?', &format!("?{}", args.len())));
        };
        if let Some(id) = self.actor_user_id {
            add("actor_user_id = ?", V::Integer(id));
        }
        if let Some(a) = self.action {
            add("action = ?", V::Text(a.as_str().into()));
        }
        if let Some(c) = self.client_id {
            add("client_id = ?", V::Integer(c));
        }
        if let Some(f) = &self.from {
            add("at >= ?", V::Text(f.clone()));
        }
        if let Some(t) = &self.to {
            // Through the end of that day: every time on it sorts before the next day.
            add("at < date(?, '+1 day')", V::Text(t.clone()));
        }
        (clauses.join(" AND "), args)
    }
}

/// One page of entries, newest first, and how many match.
pub fn page(
    conn: &Connection,
    filter: &Filter,
    limit: i64,
    offset: i64,
) -> ApiResult<(i64, Vec<AuditEntry>)> {
    let (clause, mut args) = filter.sql();
    let count: i64 = conn.query_row(
        &format!("SELECT count(*) FROM audit_log WHERE {clause}"),
        rusqlite::params_from_iter(args.iter()),
        |r| r.get(0),
    )?;
    let n = args.len();
    args.push(rusqlite::types::Value::Integer(limit));
    args.push(rusqlite::types::Value::Integer(offset));
    let sql = format!(
        "SELECT {COLUMNS} FROM audit_log WHERE {clause} ORDER BY id DESC LIMIT ?{} OFFSET ?{}",
        n + 1,
        n + 2
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(rusqlite::params_from_iter(args.iter()), entry_row)?;
    Ok((count, rows.collect::<rusqlite::Result<_>>()?))
}

/// Every matching entry, oldest first (the CSV export), handed to `each` one at a time.
pub fn each(
    conn: &Connection,
    filter: &Filter,
    mut each: impl FnMut(AuditEntry) -> ApiResult<()>,
) -> ApiResult<()> {
    let (clause, args) = filter.sql();
    let sql = format!("SELECT {COLUMNS} FROM audit_log WHERE {clause} ORDER BY id");
    let mut stmt = conn.prepare(&sql)?;
    let mut rows = stmt.query(rusqlite::params_from_iter(args.iter()))?;
    while let Some(r) = rows.next()? {
        each(entry_row(r)?)?;
    }
    Ok(())
}

/// What walking the chain found.
#[derive(Debug, PartialEq, Eq)]
pub enum Verified {
    /// Every entry is as written, in order: how many there are.
    Intact(usize),
    /// The first entry that is not (its id) and why.
    Broken { id: i64, why: String },
}

/// Recomputes every entry's hash from its fields and the entry before, in order.
pub fn verify(conn: &Connection) -> ApiResult<Verified> {
    let mut stmt = conn.prepare(
        "SELECT id, at, actor_user_id, actor_name, actor_role, address, action, object_type,
                object_id, object_label, client_id, before, after, prev_hash, hash
           FROM audit_log ORDER BY id",
    )?;
    let mut rows = stmt.query([])?;
    let mut prev = GENESIS.to_string();
    let mut n = 0;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let texts: Vec<Option<String>> = [1, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]
            .iter()
            .map(|i| r.get::<_, Option<String>>(*i))
            .collect::<rusqlite::Result<_>>()?;
        let t = |i: usize| texts[i].as_deref().unwrap_or_default();
        let fields = Fields {
            at: t(0),
            actor_user_id: r.get(2)?,
            actor_name: t(1),
            actor_role: t(2),
            address: t(3),
            action: t(4),
            object_type: t(5),
            object_id: texts[6].as_deref(),
            object_label: t(7),
            client_id: r.get(10)?,
            before: texts[8].as_deref(),
            after: texts[9].as_deref(),
        };
        if t(10) != prev {
            return Ok(Verified::Broken {
                id,
                why: "it does not follow the entry before it (one was removed or reordered)".into(),
            });
        }
        let hash = chain_hash(&prev, &fields);
        if hash != t(11) {
            return Ok(Verified::Broken {
                id,
                why: "its contents are not what was written".into(),
            });
        }
        prev = hash;
        n += 1;
    }
    Ok(Verified::Intact(n))
}
