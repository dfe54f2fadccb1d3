//! The connected accounts' words.

use super::vocabulary;

// The platforms Atrium connects to and posts for.
vocabulary! {
    pub enum SocialPlatform {
        Instagram = "instagram", Youtube = "youtube", Tiktok = "tiktok",
    }
}

impl SocialPlatform {
    /// As people write it: "YouTube", "TikTok".
    pub fn name(self) -> &'static str {
        match self {
            SocialPlatform::Instagram => "Instagram",
            SocialPlatform::Youtube => "YouTube",
            SocialPlatform::Tiktok => "TikTok",
        }
    }
}

// `reauthorization_needed` is a failure only the client can mend, by connecting again.
vocabulary! {
    pub enum SyncStatus {
        Never = "never", Ok = "ok", Failed = "failed",
        ReauthorizationNeeded = "reauthorization_needed",
    }
}

// What one sync did; `skipped` when the account was synced too recently to call the provider again.
vocabulary! {
    pub enum SyncResult {
        Ok = "ok", Failed = "failed", ReauthorizationNeeded = "reauthorization_needed",
        Skipped = "skipped",
    }
}

vocabulary! {
    pub enum ProviderAvailability {
        Available = "available", NotConfigured = "not_configured", ComingSoon = "coming_soon",
    }
}
