//! Scan-to-pay codes: the text a banking app reads off a QR code to fill in a transfer. EUR to an
//! IBAN gets the EPC "GiroCode" (EPC069-12, version 002); CHF to a Swiss or Liechtenstein IBAN
//! gets the Swiss QR-bill's "SPC" payload (Swiss Implementation Guidelines 2.3, structured
//! addresses). Anything else gets no code: a wrong code is worse than none.

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::billing::Address;
use crate::domain::vocabulary;

vocabulary! { pub enum PaymentCodeKind { Epc = "epc", Swiss = "swiss" } }

/// What to draw as a QR code (error correction M, as both standards ask).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct PaymentCode {
    pub kind: PaymentCodeKind,
    pub payload: String,
}

/// Who is paid and where.
pub struct Payee<'a> {
    pub name: &'a str,
    pub iban: &'a str,
    pub bic: &'a str,
    pub address: &'a Address,
}

/// The transfer asked for: an amount in minor units (cents and rappen both have two decimals).
pub struct Ask<'a> {
    pub currency: &'a str,
    pub minor: i64,
    /// The invoice number or the client's reference, as the transfer's message.
    pub reference: &'a str,
}

/// Cents above which neither standard takes an amount (999,999,999.99).
const MAX_MINOR: i64 = 99_999_999_999;

pub fn code(payee: &Payee<'_>, ask: &Ask<'_>) -> Option<PaymentCode> {
    if ask.minor <= 0 || ask.minor > MAX_MINOR {
        return None;
    }
    let iban: iban::Iban = payee.iban.parse().ok()?;
    match ask.currency {
        "EUR" => epc(payee, iban.electronic_str(), ask),
        "CHF" if matches!(iban.country_code(), "CH" | "LI") => {
            swiss(payee, iban.electronic_str(), ask)
        }
        _ => None,
    }
}

use iban::IbanLike;

/// At most `n` characters of `s`, without line breaks (each field is one line).
fn field(s: &str, n: usize) -> String {
    s.replace(['\r', '\n'], " ")
        .trim()
        .chars()
        .take(n)
        .collect()
}

fn amount(minor: i64) -> String {
    crate::money::decimal(minor, 2)
}

fn epc(payee: &Payee<'_>, iban: &str, ask: &Ask<'_>) -> Option<PaymentCode> {
    let name = field(payee.name, 70);
    if name.is_empty() {
        return None;
    }
    let lines = [
        "BCD".to_string(),
        "002".into(),
        // 1 is UTF-8.
        "1".into(),
        "SCT".into(),
        field(payee.bic, 11),
        name,
        iban.to_string(),
        format!("EUR{}", amount(ask.minor)),
        // Purpose and the structured (RF) reference stay empty: the invoice number goes as text.
        String::new(),
        String::new(),
        field(ask.reference, 140),
    ];
    Some(PaymentCode {
        kind: PaymentCodeKind::Epc,
        payload: lines.join("\n"),
    })
}

/// QR-IBANs (institution ids 30000-31999) take only a QR reference; other IBANs none or SCOR.
fn is_qr_iban(iban: &str) -> bool {
    iban.get(4..9)
        .and_then(|iid| iid.parse::<u32>().ok())
        .is_some_and(|iid| (30_000..=31_999).contains(&iid))
}

/// The 27-digit QR reference for a reference's digits: 26 digits and the modulo 10 recursive
/// check digit.
pub fn qr_reference(reference: &str) -> String {
    const TABLE: [usize; 10] = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
    let digits: String = reference.chars().filter(char::is_ascii_digit).collect();
    let body = format!("{:0>26}", &digits[digits.len().saturating_sub(26)..]);
    let carry = body
        .bytes()
        .fold(0, |carry, d| TABLE[(carry + usize::from(d - b'0')) % 10]);
    format!("{body}{}", (10 - carry) % 10)
}

fn swiss(payee: &Payee<'_>, iban: &str, ask: &Ask<'_>) -> Option<PaymentCode> {
    let a = payee.address;
    let name = field(payee.name, 70);
    // A structured creditor address needs at least its name, postal code, town and country.
    if name.is_empty() || a.postal_code.trim().is_empty() || a.town.trim().is_empty() {
        return None;
    }
    let country = a.country.trim().to_uppercase();
    if country.len() != 2 {
        return None;
    }
    let (kind, reference) = if is_qr_iban(iban) {
        ("QRR", qr_reference(ask.reference))
    } else {
        ("NON", String::new())
    };
    let mut lines: Vec<String> = vec![
        "SPC".into(),
        "0200".into(),
        "1".into(),
        iban.to_string(),
        "S".into(),
        name,
        field(&a.street, 70),
        field(&a.building, 16),
        field(&a.postal_code, 16),
        field(&a.town, 35),
        country,
    ];
    // The ultimate creditor (7 fields) is reserved and stays empty.
    lines.extend(std::iter::repeat_n(String::new(), 7));
    lines.push(amount(ask.minor));
    lines.push("CHF".into());
    // The debtor (7 fields): the client fills it in on paper; the bill prints an empty box.
    lines.extend(std::iter::repeat_n(String::new(), 7));
    lines.push(kind.into());
    lines.push(reference);
    lines.push(field(ask.reference, 140));
    lines.push("EPD".into());
    Some(PaymentCode {
        kind: PaymentCodeKind::Swiss,
        payload: lines.join("\n"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payee(address: &Address) -> Payee<'_> {
        Payee {
            name: "Atrium Agency",
            iban: "DE89 3704 0044 0532 0130 00",
            bic: "COBADEFFXXX",
            address,
        }
    }

    #[test]
    fn euros_to_an_iban_give_the_epc_payload() {
        let a = Address::default();
        let c = code(
            &payee(&a),
            &Ask {
                currency: "EUR",
                minor: 12_000,
                reference: "INV-2026-0001",
            },
        )
        .unwrap();
        assert_eq!(c.kind, PaymentCodeKind::Epc);
        assert_eq!(
            c.payload,
            "BCD\n002\n1\nSCT\nCOBADEFFXXX\nAtrium Agency\nDE89370400440532013000\nEUR120.00\n\n\nINV-2026-0001"
        );
    }

    #[test]
    fn other_currencies_and_nothing_due_give_no_code() {
        let a = Address::default();
        let ask = |currency, minor| Ask {
            currency,
            minor,
            reference: "INV-1",
        };
        assert!(code(&payee(&a), &ask("USD", 100)).is_none());
        assert!(code(&payee(&a), &ask("EUR", 0)).is_none());
        // CHF to a German IBAN: a QR-bill needs a Swiss or Liechtenstein account.
        assert!(code(&payee(&a), &ask("CHF", 100)).is_none());
    }

    #[test]
    fn a_qr_reference_carries_its_modulo_10_check_digit() {
        // The Swiss guidelines' own example.
        assert_eq!(
            qr_reference("21000000000313947143000901"),
            "210000000003139471430009017"
        );
        assert_eq!(qr_reference("INV-2026-0042").len(), 27);
    }
}
