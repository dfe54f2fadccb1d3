//! The tax a client's invoices carry, from its treatment and the agency's rates (the
//! arithmetic is `domain::tax`'s).

use rusqlite::Connection;

use crate::db::money::{self as settings, TaxRate};
use crate::domain::billing::{TaxNote, TaxTreatment};
pub use crate::domain::tax::*;
use crate::error::ApiResult;

fn of(rate: Option<TaxRate>) -> Applied {
    Applied {
        rate: rate.map(|r| (r.name, r.basis_points)),
        note: TaxNote::None,
    }
}

/// What a client's invoices are taxed at: its treatment, with the agency's default rate behind
/// "default" (and behind "rate" when its own rate was deleted).
pub fn applied(c: &Connection, client_id: i64) -> ApiResult<Applied> {
    let (treatment, own): (TaxTreatment, Option<i64>) = c.query_row(
        "SELECT tax_treatment, tax_rate FROM clients WHERE id = ?1",
        [client_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(match treatment {
        TaxTreatment::ReverseCharge => Applied {
            rate: None,
            note: TaxNote::ReverseCharge,
        },
        TaxTreatment::Exempt => Applied {
            rate: None,
            note: TaxNote::Exempt,
        },
        TaxTreatment::Rate if own.is_some() => of(settings::rate(c, own.unwrap_or(0))?),
        TaxTreatment::Default | TaxTreatment::Rate => of(settings::default_rate(c)?),
    })
}

/// A plan's catalogue price as one line for this client. Prices are net, or, when the agency
/// says they include tax, gross at its default rate: the net is taken out at that rate and the
/// client's own treatment applied to it (a reverse-charge client pays the net). When the client
/// is on the default rate, the line's tax is exactly the rest of the price. Answers the note
/// the client's invoices carry with it.
pub fn plan_line(
    c: &Connection,
    client_id: i64,
    description: &str,
    price: i64,
) -> ApiResult<(Line, TaxNote)> {
    let s = settings::get(c)?;
    let applied = applied(c, client_id)?;
    let mut line = lines(&applied, &[(description.to_string(), price)]).remove(0);
    if s.prices_include_tax {
        let default = s
            .tax_rates
            .iter()
            .find(|r| Some(r.id) == s.default_tax_rate);
        let included = default.map_or(0, |r| r.basis_points);
        let (net, rest) = split_gross(price, included);
        line.net_cents = net;
        line.tax_cents = if applied.rate.is_some() && applied.basis_points() == included {
            rest
        } else {
            tax_of(net, applied.basis_points())
        };
    }
    Ok((line, applied.note))
}
