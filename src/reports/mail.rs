//! The monthly report as a mail: the period's headline figures and month table in text, and
//! where to download the full report, in the report's language.

use super::{INDUSTRY_AVERAGE_ENGAGEMENT, Report};
use crate::words::{self, Phrase};

pub fn body(r: &Report, name: &str, agency: &str, link: &str) -> String {
    let lang = r.language;
    let percent = |fraction| words::percent(lang, fraction, 2);
    let change = |v| super::change(lang, v);
    let months: String = r
        .months
        .iter()
        .filter(|m| m.followers > 0 || m.reach > 0)
        .map(|m| {
            let growth = m
                .growth_rate
                .map_or("-".to_string(), |g| words::change(lang, g));
            format!(
                "  {}  {:>10}  {:>8}  {:>8}  {:>10}\n",
                m.month,
                m.followers,
                growth,
                percent(m.engagement),
                m.reach
            )
        })
        .collect();
    let top_post = r
        .top_posts
        .first()
        .map(|p| {
            let line = Phrase::new("monthly-report-top-post")
                .arg("title", p.title.as_str())
                .arg("platform", p.platform.as_str())
                .count("likes", p.likes)
                .count("comments", p.comments)
                .arg("engagement", percent(p.engagement_rate))
                .say(lang);
            format!("\n{line}\n")
        })
        .unwrap_or_default();
    Phrase::new("monthly-report-body")
        .arg("name", name)
        .arg("agency", agency)
        // "last 3 months (Aug 25, ...)": only the first letter is lowered, not the months.
        .arg("period", lower_first(&r.period))
        .arg("followers", r.followers.to_string())
        .arg("followers_change", change(r.followers_change_pct))
        .arg("reach", r.reach.to_string())
        .arg("reach_change", change(r.reach_change_pct))
        .arg("engagement", percent(r.engagement))
        .arg("industry", percent(INDUSTRY_AVERAGE_ENGAGEMENT))
        .arg("posts", r.posts_published.to_string())
        .arg("months", months)
        .arg("top_post", top_post)
        .arg(
            "link",
            format!("{}/dashboard#performance", link.trim_end_matches('/')),
        )
        .say(lang)
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}
