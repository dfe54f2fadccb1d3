//! Money's words, and the states an invoice and a transfer verification may move through.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::vocabulary;
use crate::error::{ApiError, ApiResult};

// "overdue" is never stored: it is a pending invoice past its due date, worked out when read.
// "cancelled" is an invoice its credit notes took back in full.
vocabulary! {
    pub enum InvoiceStatus {
        Pending = "pending", Paid = "paid", Overdue = "overdue", Cancelled = "cancelled",
    }
}

// How a client is taxed: the agency's default rate, a rate of its own, reverse charge (a business
// in another country accounts for the VAT itself) or exempt.
vocabulary! {
    pub enum TaxTreatment {
        Default = "default", Rate = "rate", ReverseCharge = "reverse_charge", Exempt = "exempt",
    }
}

// The legal note an invoice carries when it shows no tax for a reason.
vocabulary! { pub enum TaxNote { None = "none", ReverseCharge = "reverse_charge", Exempt = "exempt" } }

impl TaxNote {
    /// The sentence the invoice prints (empty for none).
    pub fn text(self) -> &'static str {
        match self {
            TaxNote::None => "",
            TaxNote::ReverseCharge => {
                "Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)."
            }
            TaxNote::Exempt => "Exempt from VAT.",
        }
    }
}

vocabulary! {
    pub enum VerificationStatus {
        Pending = "pending", Approved = "approved", Rejected = "rejected",
    }
}

// A client's plan as its Billing page shows it (the subscription and the latest verification).
vocabulary! {
    pub enum SubscriptionStatus {
        None = "none", Pending = "pending", Active = "active", Cancelled = "cancelled",
    }
}

/// The agency's postal address: the seller's on every PDF, the creditor's on a Swiss QR-bill.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Address {
    pub street: String,
    pub building: String,
    pub postal_code: String,
    pub town: String,
    /// ISO 3166-1 alpha-2 ("CH"), or empty.
    pub country: String,
}

impl Address {
    /// The lines a letter head prints, empty ones left out.
    pub fn lines(&self) -> Vec<String> {
        let street = format!("{} {}", self.street, self.building);
        let town = format!("{} {}", self.postal_code, self.town);
        [street.trim(), town.trim(), self.country.as_str()]
            .into_iter()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    }
}

impl InvoiceStatus {
    /// What a new invoice is stored as: paid when it was paid on issue.
    pub fn stored(paid: bool) -> InvoiceStatus {
        if paid {
            InvoiceStatus::Paid
        } else {
            InvoiceStatus::Pending
        }
    }

    /// 409 for an invoice that is already paid or cancelled: there is nothing left to record or
    /// remind of.
    pub fn refuse_paid(self, number: &str) -> ApiResult<()> {
        let done = match self {
            InvoiceStatus::Paid => "paid",
            InvoiceStatus::Cancelled => "cancelled by a credit note",
            InvoiceStatus::Pending | InvoiceStatus::Overdue => return Ok(()),
        };
        Err(ApiError::conflict(
            "invalid_state",
            format!("Invoice {number} is already {done}."),
        ))
    }
}

impl VerificationStatus {
    /// A pending verification is decided once: approved with a plan, or rejected with a reason.
    pub fn decided(approved: bool) -> VerificationStatus {
        if approved {
            VerificationStatus::Approved
        } else {
            VerificationStatus::Rejected
        }
    }
}

impl SubscriptionStatus {
    /// From the current subscription (`Some(active)`) and whether a transfer waits for review.
    pub fn of(subscription: Option<bool>, verification_pending: bool) -> SubscriptionStatus {
        match (subscription, verification_pending) {
            (Some(true), _) => SubscriptionStatus::Active,
            (_, true) => SubscriptionStatus::Pending,
            (Some(false), false) => SubscriptionStatus::Cancelled,
            (None, false) => SubscriptionStatus::None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_active_plan_shows_over_a_waiting_transfer_and_a_lapsed_one_as_cancelled() {
        use SubscriptionStatus as S;
        assert_eq!(S::of(Some(true), true), S::Active);
        assert_eq!(S::of(Some(false), true), S::Pending);
        assert_eq!(S::of(None, true), S::Pending);
        assert_eq!(S::of(Some(false), false), S::Cancelled);
        assert_eq!(S::of(None, false), S::None);
    }

    #[test]
    fn only_an_unpaid_invoice_takes_a_payment() {
        assert!(InvoiceStatus::Pending.refuse_paid("INV-1").is_ok());
        assert!(InvoiceStatus::Overdue.refuse_paid("INV-1").is_ok());
        let Err(ApiError::Conflict { message, .. }) = InvoiceStatus::Paid.refuse_paid("INV-1")
        else {
            panic!("a paid invoice is refused");
        };
        assert_eq!(message, "Invoice INV-1 is already paid.");
    }
}
