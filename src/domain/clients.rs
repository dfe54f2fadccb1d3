//! A client's words: its status, how it pays, its plan and the platforms the agency runs for it.

use super::vocabulary;

vocabulary!(
    pub enum ClientStatus {
        Active = "active",
        Pending = "pending",
        Paused = "paused",
    }
);

// Derived from the client's invoices (`db::clients`), never set apart from them.
vocabulary!(
    pub enum PaymentStatus {
        Paid = "paid",
        Pending = "pending",
        Overdue = "overdue",
    }
);

// The billing plans (the `plans` table's ids): one catalogue for the add-client form, the client's
// Billing page and the plan an approved transfer starts. A client without one stores ''.
vocabulary!(
    pub enum ClientPackage {
        Starter = "starter",
        Pro = "pro",
        Premium = "premium",
    }
);

// The platforms a client's profile lists (spec 000 section 3 spells them capitalised), which are
// more than the ones Atrium connects to (`social::SocialPlatform`).
vocabulary!(
    pub enum Platform {
        Instagram = "Instagram",
        TikTok = "TikTok",
        YouTube = "YouTube",
        Facebook = "Facebook",
        LinkedIn = "LinkedIn",
    }
);
