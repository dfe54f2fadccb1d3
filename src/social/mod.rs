//! Clients' social accounts: connecting them by OAuth (`oauth`), keeping their tokens sealed
//! (`vault`), talking to the providers (`providers`) and syncing them into dated snapshots
//! (`sync`), from which every figure is computed.

pub mod oauth;
pub mod providers;
pub mod sync;
pub mod vault;

/// The platforms that connect by OAuth. TikTok is listed by the product as coming soon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Provider {
    Instagram,
    Youtube,
}

impl Provider {
    pub fn parse(s: &str) -> Option<Provider> {
        match s {
            "instagram" => Some(Provider::Instagram),
            "youtube" => Some(Provider::Youtube),
            _ => None,
        }
    }

    /// The platform's word, as the API and the database spell it.
    pub fn platform(self) -> crate::domain::social::SocialPlatform {
        use crate::domain::social::SocialPlatform;
        match self {
            Provider::Instagram => SocialPlatform::Instagram,
            Provider::Youtube => SocialPlatform::Youtube,
        }
    }

    pub fn as_str(self) -> &'static str {
        self.platform().as_str()
    }

    pub fn name(self) -> &'static str {
        self.platform().name()
    }

    pub fn configured(self, cfg: &crate::config::SocialConfig) -> bool {
        let filled = |a: &str, b: &str| !a.trim().is_empty() && !b.trim().is_empty();
        match self {
            Provider::Instagram => filled(&cfg.instagram.app_id, &cfg.instagram.app_secret),
            Provider::Youtube => filled(&cfg.youtube.client_id, &cfg.youtube.client_secret),
        }
    }
}

/// How a posted content's link is matched to the provider's posts: an Instagram permalink
/// without query or trailing slash, a YouTube video id from any of its URL shapes.
pub fn post_key(provider: Provider, url: &str) -> String {
    let url = url.trim();
    let bare = url.split(['?', '#']).next().unwrap_or(url);
    match provider {
        Provider::Instagram => bare
            .trim_end_matches('/')
            .replace("://instagram.com", "://www.instagram.com"),
        Provider::Youtube => {
            if let Some(v) = url
                .split(['?', '&'])
                .find_map(|part| part.strip_prefix("v="))
            {
                return v.split('#').next().unwrap_or(v).to_string();
            }
            bare.trim_end_matches('/')
                .rsplit('/')
                .next()
                .unwrap_or(bare)
                .to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Provider, post_key};

    #[test]
    fn a_posts_link_is_matched_however_it_was_pasted() {
        let ig = |u| post_key(Provider::Instagram, u);
        assert_eq!(
            ig("https://instagram.com/p/ABC/?igsh=x"),
            "https://www.instagram.com/p/ABC"
        );
        assert_eq!(
            ig("https://www.instagram.com/p/ABC"),
            "https://www.instagram.com/p/ABC"
        );
        let yt = |u| post_key(Provider::Youtube, u);
        assert_eq!(yt("https://www.youtube.com/watch?v=abc123&t=4"), "abc123");
        assert_eq!(yt("https://youtu.be/abc123?si=z"), "abc123");
        assert_eq!(yt("https://www.youtube.com/shorts/abc123/"), "abc123");
    }
}
