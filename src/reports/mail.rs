//! The monthly report as a mail: the period's headline figures and month table in text, and
//! where to download the full report.

use super::{INDUSTRY_AVERAGE_ENGAGEMENT, Report};

const TEMPLATE: &str = include_str!("../../assets/mail/monthly-report.txt");

fn change(v: Option<f64>) -> String {
    match v {
        Some(v) => format!("{v:+.1}%"),
        None => "no earlier figure".into(),
    }
}

fn percent(fraction: f64) -> String {
    format!("{:.2}%", fraction * 100.0)
}

pub fn body(r: &Report, name: &str, agency: &str, link: &str) -> String {
    let months: String = r
        .months
        .iter()
        .filter(|m| m.followers > 0 || m.reach > 0)
        .map(|m| {
            let growth = m
                .growth_rate
                .map_or("-".to_string(), |g| format!("{g:+.1}%"));
            format!(
                "  {}  {:>10}  {:>7}  {:>7}  {:>10}\n",
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
            format!(
                "\nYour best post: \"{}\" on {} ({} likes, {} comments, {} engagement).\n",
                p.title,
                p.platform,
                p.likes,
                p.comments,
                percent(p.engagement_rate)
            )
        })
        .unwrap_or_default();
    let values = [
        ("name", name.to_string()),
        ("agency", agency.to_string()),
        // "last 3 months (Aug 25, ...)": only the first letter is lowered, not the months.
        ("period", lower_first(&r.period)),
        ("followers", r.followers.to_string()),
        ("followers_change", change(r.followers_change_pct)),
        ("reach", r.reach.to_string()),
        ("reach_change", change(r.reach_change_pct)),
        ("engagement", percent(r.engagement)),
        ("industry", percent(INDUSTRY_AVERAGE_ENGAGEMENT)),
        ("posts", r.posts_published.to_string()),
        ("months", months),
        ("top_post", top_post),
        (
            "link",
            format!("{}/dashboard#performance", link.trim_end_matches('/')),
        ),
    ];
    let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
    crate::mail::render(TEMPLATE, &pairs)
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}
