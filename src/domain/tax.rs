//! Tax on what the agency bills. The rule (README, "Tax"): each invoice line's tax is its net
//! times the rate, rounded half away from zero to the currency's minor unit, on its own; the
//! invoice's tax per rate is the sum of its lines' taxes, and its gross the sum of net and tax.
//! A price that includes tax is split the other way: the net is the gross divided by one plus
//! the rate, rounded the same way, and the tax is what is left, so the gross is never changed.

use serde::Serialize;
use utoipa::ToSchema;

use super::billing::TaxNote;

const WHOLE: i64 = 10_000;

/// `net` times `basis_points` / 10,000, rounded half away from zero.
pub fn tax_of(net: i64, basis_points: i64) -> i64 {
    let exact = net * basis_points;
    let half = WHOLE / 2;
    if exact >= 0 {
        (exact + half) / WHOLE
    } else {
        (exact - half) / WHOLE
    }
}

/// A gross price into (net, tax) at `basis_points`: net rounded, tax the remainder.
pub fn split_gross(gross: i64, basis_points: i64) -> (i64, i64) {
    let denominator = WHOLE + basis_points;
    let net = (gross * WHOLE * 2 + denominator) / (denominator * 2);
    (net, gross - net)
}

/// The tax that applies to a client: a rate (name and basis points), or none with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub rate: Option<(String, i64)>,
    pub note: TaxNote,
}

impl Applied {
    pub fn basis_points(&self) -> i64 {
        self.rate.as_ref().map_or(0, |r| r.1)
    }
}

/// One line as the invoice stores and prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Line {
    pub description: String,
    pub net_cents: i64,
    /// "VAT 20%"; empty when the line carries no tax.
    pub tax_name: String,
    pub basis_points: i64,
    pub tax_cents: i64,
}

impl Line {
    /// A line that carries no tax.
    pub fn untaxed(description: &str, net_cents: i64) -> Line {
        Line {
            description: description.to_string(),
            net_cents,
            tax_name: String::new(),
            basis_points: 0,
            tax_cents: 0,
        }
    }
}

/// Net lines taxed at what applies.
pub fn lines(applied: &Applied, items: &[(String, i64)]) -> Vec<Line> {
    let (name, bp) = applied.rate.clone().unwrap_or_default();
    items
        .iter()
        .map(|(description, net)| Line {
            description: description.clone(),
            net_cents: *net,
            tax_name: name.clone(),
            basis_points: bp,
            tax_cents: tax_of(*net, bp),
        })
        .collect()
}

/// A gross amount already paid as one line at what applies: the net taken out at the rate, the
/// tax the rest (for a price with tax added, this gives back the same net and tax).
pub fn gross_line(applied: &Applied, description: &str, gross: i64) -> Line {
    let (name, bp) = applied.rate.clone().unwrap_or_default();
    let (net, tax) = split_gross(gross, bp);
    Line {
        description: description.to_string(),
        net_cents: net,
        tax_name: name,
        basis_points: bp,
        tax_cents: tax,
    }
}

/// Tax per rate, in the order the rates first appear.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct TaxGroup {
    pub name: String,
    pub basis_points: i64,
    pub net_cents: i64,
    pub tax_cents: i64,
}

pub fn groups(lines: &[Line]) -> Vec<TaxGroup> {
    let mut out: Vec<TaxGroup> = Vec::new();
    for l in lines.iter().filter(|l| !l.tax_name.is_empty()) {
        match out
            .iter_mut()
            .find(|g| g.name == l.tax_name && g.basis_points == l.basis_points)
        {
            Some(g) => {
                g.net_cents += l.net_cents;
                g.tax_cents += l.tax_cents;
            }
            None => out.push(TaxGroup {
                name: l.tax_name.clone(),
                basis_points: l.basis_points,
                net_cents: l.net_cents,
                tax_cents: l.tax_cents,
            }),
        }
    }
    out
}

/// (net, tax, gross) of the lines.
pub fn totals(lines: &[Line]) -> (i64, i64, i64) {
    let net: i64 = lines.iter().map(|l| l.net_cents).sum();
    let tax: i64 = lines.iter().map(|l| l.tax_cents).sum();
    (net, tax, net + tax)
}

/// A part of a gross amount split across an invoice's tax the way its totals are: the credit's
/// tax is the invoice's tax in proportion, rounded, and the net the rest.
pub fn share(part: i64, gross: i64, tax: i64) -> (i64, i64) {
    if gross == 0 {
        return (part, 0);
    }
    let t = (part * tax * 2 + gross) / (gross * 2);
    (part - t, t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(bp: i64) -> Applied {
        Applied {
            rate: Some(("VAT".into(), bp)),
            note: TaxNote::None,
        }
    }

    #[test]
    fn tax_is_rounded_on_each_line_not_on_the_total() {
        // 1.03 at 20% is 0.206 a line: 0.21 each, 0.42 in all; the total's 0.412 would be 0.41.
        let l = lines(&at(2000), &[("a".into(), 103), ("b".into(), 103)]);
        assert_eq!(totals(&l), (206, 42, 248));
        assert_eq!(tax_of(206, 2000), 41);
        assert_eq!(groups(&l)[0].tax_cents, 42);
    }

    #[test]
    fn half_a_minor_unit_rounds_away_from_zero() {
        assert_eq!(tax_of(25, 2000), 5);
        assert_eq!(tax_of(1_250, 1000), 125);
        assert_eq!(tax_of(5, 1000), 1);
        assert_eq!(tax_of(4, 1000), 0);
        assert_eq!(tax_of(-5, 1000), -1);
    }

    #[test]
    fn a_gross_price_splits_into_net_and_tax_that_add_back_up() {
        assert_eq!(split_gross(12_000, 2000), (10_000, 2_000));
        assert_eq!(split_gross(10_000, 2000), (8_333, 1_667));
        assert_eq!(split_gross(100, 770), (93, 7));
        assert_eq!(split_gross(500, 0), (500, 0));
    }

    #[test]
    fn a_part_credit_takes_its_share_of_the_tax() {
        assert_eq!(share(6_000, 12_000, 2_000), (5_000, 1_000));
        assert_eq!(share(12_000, 12_000, 2_000), (10_000, 2_000));
        assert_eq!(share(100, 100, 0), (100, 0));
    }
}
