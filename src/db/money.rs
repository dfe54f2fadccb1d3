//! The agency's currency and tax settings, and its tax rates.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::now;
pub use crate::domain::billing::Address;
use crate::error::ApiResult;
use crate::money::{self, Currency};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct TaxRate {
    pub id: i64,
    /// "VAT 20%".
    pub name: String,
    /// The rate in hundredths of a percent: 2000 is 20%, 770 is 7.7%.
    pub basis_points: i64,
    /// The rate as typed: "20", "7.7".
    pub percent: String,
}

/// "20", "7.7", "5.25" from basis points.
pub fn percent_text(basis_points: i64) -> String {
    let whole = basis_points / 100;
    match basis_points % 100 {
        0 => whole.to_string(),
        part if part % 10 == 0 => format!("{whole}.{}", part / 10),
        part => format!("{whole}.{part:02}"),
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MoneySettings {
    /// ISO 4217.
    pub currency: String,
    /// Decimals of the currency: amounts (`*_cents`) are in units of 10^-exponent.
    pub exponent: u32,
    /// True once any invoice exists: the currency can no longer change.
    pub currency_locked: bool,
    /// Whether plan prices include tax (at the default rate) or have it added.
    pub prices_include_tax: bool,
    #[schema(required = true)]
    pub default_tax_rate: Option<i64>,
    /// The agency's tax (VAT) number, printed on invoices.
    pub tax_id: String,
    pub address: Address,
    pub tax_rates: Vec<TaxRate>,
}

impl MoneySettings {
    pub fn currency(&self) -> Currency {
        money::known(&self.currency)
    }
}

pub fn get(c: &Connection) -> ApiResult<MoneySettings> {
    let mut s = c
        .prepare_cached(
            "SELECT currency, prices_include_tax, default_tax_rate, tax_id, street, building,
                    postal_code, town, country,
                    EXISTS (SELECT 1 FROM invoices)
             FROM money_settings WHERE id = 1",
        )?
        .query_row([], |r| {
            let currency: String = r.get(0)?;
            Ok(MoneySettings {
                exponent: money::known(&currency).exponent,
                currency,
                prices_include_tax: r.get(1)?,
                default_tax_rate: r.get(2)?,
                tax_id: r.get(3)?,
                address: Address {
                    street: r.get(4)?,
                    building: r.get(5)?,
                    postal_code: r.get(6)?,
                    town: r.get(7)?,
                    country: r.get(8)?,
                },
                currency_locked: r.get(9)?,
                tax_rates: Vec::new(),
            })
        })?;
    s.tax_rates = rates(c)?;
    Ok(s)
}

/// The currency alone, as every amount read or written needs it.
pub fn currency(c: &Connection) -> ApiResult<Currency> {
    let code: String = c
        .prepare_cached("SELECT currency FROM money_settings WHERE id = 1")?
        .query_row([], |r| r.get(0))?;
    Ok(money::known(&code))
}

/// What an owner may change; the caller has checked each field.
pub struct Change {
    pub currency: Currency,
    pub prices_include_tax: bool,
    pub default_tax_rate: Option<i64>,
    pub tax_id: String,
    pub address: Address,
}

/// Saves the settings. A new currency moves every stored price (plans, client fees,
/// subscriptions, waiting transfers) to its minor units, so the numbers the agency typed stay the
/// numbers it sees; the caller has checked no invoice exists.
pub fn save(c: &Connection, from: Currency, ch: &Change) -> ApiResult<()> {
    if ch.currency.iso_alpha_code != from.iso_alpha_code {
        let (a, b) = (from.exponent, ch.currency.exponent);
        // The same arithmetic as money::rescale, in SQL: whole powers of ten, no floats.
        let moved = |col: &str| match b.cmp(&a) {
            std::cmp::Ordering::Equal => col.to_string(),
            std::cmp::Ordering::Greater => format!("{col} * {}", money::scale(b - a)),
            std::cmp::Ordering::Less => {
                let d = money::scale(a - b);
                format!("MAX(1, ({col} + {}) / {d})", d / 2)
            }
        };
        c.execute_batch(&format!(
            "UPDATE plans SET price_cents = {};
             UPDATE subscriptions SET price_cents = {};
             UPDATE payment_verifications SET amount_cents = {};
             UPDATE clients SET monthly_fee_cents = {} WHERE monthly_fee_cents > 0;",
            moved("price_cents"),
            moved("price_cents"),
            moved("amount_cents"),
            moved("monthly_fee_cents"),
        ))?;
    }
    c.execute(
        "UPDATE money_settings SET currency = ?1, prices_include_tax = ?2, default_tax_rate = ?3,
                tax_id = ?4, street = ?5, building = ?6, postal_code = ?7, town = ?8,
                country = ?9, updated_at = ?10
         WHERE id = 1",
        params![
            ch.currency.iso_alpha_code,
            ch.prices_include_tax,
            ch.default_tax_rate,
            ch.tax_id,
            ch.address.street,
            ch.address.building,
            ch.address.postal_code,
            ch.address.town,
            ch.address.country,
            now()
        ],
    )?;
    Ok(())
}

fn rate_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TaxRate> {
    let bp: i64 = r.get(2)?;
    Ok(TaxRate {
        id: r.get(0)?,
        name: r.get(1)?,
        basis_points: bp,
        percent: percent_text(bp),
    })
}

pub fn rates(c: &Connection) -> ApiResult<Vec<TaxRate>> {
    let mut stmt = c.prepare_cached("SELECT id, name, basis_points FROM tax_rates ORDER BY id")?;
    let rows = stmt.query_map([], rate_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn rate(c: &Connection, id: i64) -> ApiResult<Option<TaxRate>> {
    Ok(
        c.prepare_cached("SELECT id, name, basis_points FROM tax_rates WHERE id = ?1")?
            .query_row([id], rate_row)
            .optional()?,
    )
}

pub fn default_rate(c: &Connection) -> ApiResult<Option<TaxRate>> {
    Ok(c.prepare_cached(
        "SELECT t.id, t.name, t.basis_points FROM money_settings s
             JOIN tax_rates t ON t.id = s.default_tax_rate WHERE s.id = 1",
    )?
    .query_row([], rate_row)
    .optional()?)
}

pub fn add_rate(c: &Connection, name: &str, basis_points: i64) -> ApiResult<TaxRate> {
    c.execute(
        "INSERT INTO tax_rates (name, basis_points, created_at) VALUES (?1, ?2, ?3)",
        params![name, basis_points, now()],
    )?;
    Ok(TaxRate {
        id: c.last_insert_rowid(),
        name: name.to_string(),
        basis_points,
        percent: percent_text(basis_points),
    })
}

/// Deletes a rate; the default and the clients on it let go of it (ON DELETE SET NULL), and a
/// client that had a rate of its own falls back to the default.
pub fn delete_rate(c: &Connection, id: i64) -> ApiResult<bool> {
    c.execute(
        "UPDATE clients SET tax_treatment = 'default' WHERE tax_rate = ?1 AND tax_treatment = 'rate'",
        [id],
    )?;
    Ok(c.execute("DELETE FROM tax_rates WHERE id = ?1", [id])? > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_read_as_they_were_typed() {
        assert_eq!(percent_text(2000), "20");
        assert_eq!(percent_text(770), "7.7");
        assert_eq!(percent_text(525), "5.25");
        assert_eq!(percent_text(5), "0.05");
    }
}
