//! The performance report as one branded A4 page: headline figures, followers by month as bars,
//! the month table, the best posts, and for the agency its leading clients.

use super::{INDUSTRY_AVERAGE_ENGAGEMENT, Report};
use crate::db::analytics::SeriesMonth;
use crate::domain::language::Language;
use crate::pdfdoc::{BOLD, Brand, INK, LEFT, MUTED, Page, REGULAR, RIGHT, RULE, document};
use crate::words::{self, Phrase};

fn compact(lang: Language, n: i64) -> String {
    match n.abs() {
        0..=9_999 => n.to_string(),
        10_000..=999_999 => format!("{}K", words::decimal(lang, n as f64 / 1_000.0, 1)),
        _ => format!("{}M", words::decimal(lang, n as f64 / 1_000_000.0, 1)),
    }
}

/// Cuts a cell to `max` characters with an ellipsis.
fn cell(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max - 1).collect();
    format!("{}…", cut.trim_end())
}

/// No account had a snapshot that month.
fn empty(m: &SeriesMonth) -> bool {
    m.followers == 0 && m.reach == 0
}

pub fn render(r: &Report, brand: &Brand) -> Vec<u8> {
    let lang = r.language.in_pdf();
    let title = Phrase::new("report-title")
        .arg("subject", r.subject.as_str())
        .say(lang);
    document(&title, brand, |logo| draw(r, brand, logo, lang))
}

fn draw(r: &Report, brand: &Brand, logo: Option<(u32, u32)>, lang: Language) -> Vec<u8> {
    let say = |key| words::say(lang, key);
    let compact = |n| compact(lang, n);
    let change = |v| super::change(lang, v);
    let percent = |f| words::percent(lang, f, 2);
    let mut p = Page::new();
    let top = p.letterhead(brand, logo);
    let col = 330.0;
    p.fill(brand.colour);
    // A longer heading ("RAPORTI I PERFORMANCËS") is set smaller so that it ends inside the
    // margin: Helvetica Bold capitals are about 0.7 em wide.
    let heading = say("report-heading");
    let size = (18.0_f32).min((RIGHT - col) / (heading.chars().count() as f32 * 0.7));
    p.text(BOLD, size, col, top, &heading);
    p.fill(INK);
    p.text(BOLD, 11.0, col, top - 20.0, &cell(&r.subject, 38));
    p.fill(MUTED);
    let period = super::period_in(r.span, lang);
    p.text(REGULAR, 9.0, col, top - 34.0, &period);

    // Headline figures in four boxes.
    let mut y = 680.0;
    let boxes = [
        (
            say("report-followers"),
            compact(r.followers),
            change(r.followers_change_pct),
        ),
        (
            say("report-reach"),
            compact(r.reach),
            change(r.reach_change_pct),
        ),
        (
            say("report-avg-engagement"),
            percent(r.engagement),
            Phrase::new("report-industry-average")
                .arg("value", percent(INDUSTRY_AVERAGE_ENGAGEMENT))
                .say(lang),
        ),
        (
            say("report-posts-published"),
            r.posts_published.to_string(),
            say("report-in-period"),
        ),
    ];
    let width = (RIGHT - LEFT - 30.0) / 4.0;
    for (i, (label, value, note)) in boxes.iter().enumerate() {
        let x = LEFT + i as f32 * (width + 10.0);
        p.rect(x, y - 52.0, width, 62.0, RULE);
        p.fill(MUTED);
        p.text(BOLD, 8.0, x + 8.0, y - 4.0, &label.to_uppercase());
        p.fill(INK);
        p.text(BOLD, 16.0, x + 8.0, y - 24.0, value);
        p.fill(MUTED);
        // Two short lines: a translated note ("Branchenschnitt 3,50 % (Referenz)") is longer.
        for (line, text) in crate::pdfdoc::wrap(note, 28).iter().take(2).enumerate() {
            p.text(REGULAR, 7.0, x + 8.0, y - 38.0 - line as f32 * 8.5, text);
        }
    }

    // Followers by month as bars.
    y -= 80.0;
    p.fill(INK);
    p.text(BOLD, 11.0, LEFT, y, &say("report-followers-by-month"));
    let chart_top = y - 14.0;
    let chart_h = 110.0;
    let base = chart_top - chart_h;
    p.rect(LEFT, base, RIGHT - LEFT, 0.8, RULE);
    let most = r
        .months
        .iter()
        .map(|m| m.followers)
        .max()
        .unwrap_or(0)
        .max(1) as f32;
    let slot = (RIGHT - LEFT) / r.months.len().max(1) as f32;
    for (i, m) in r.months.iter().enumerate() {
        let x = LEFT + i as f32 * slot + slot * 0.2;
        p.fill(MUTED);
        p.text(REGULAR, 7.0, x, base - 10.0, &m.month);
        // A month before any account was connected has no bar, not a zero.
        if !empty(m) {
            let h = (m.followers as f32 / most * (chart_h - 16.0)).max(0.5);
            p.rect(x, base + 1.0, slot * 0.6, h, brand.colour);
            p.fill(INK);
            p.text(REGULAR, 7.0, x, base + h + 4.0, &compact(m.followers));
        }
    }

    // The month table.
    y = base - 34.0;
    p.fill(INK);
    p.text(BOLD, 11.0, LEFT, y, &say("report-month-by-month"));
    y -= 18.0;
    let cols = [LEFT, LEFT + 110.0, LEFT + 220.0, LEFT + 320.0, LEFT + 420.0];
    p.rect(LEFT, y - 5.0, RIGHT - LEFT, 16.0, RULE);
    p.fill(MUTED);
    let headings = [
        "report-col-month",
        "report-col-followers",
        "report-col-growth",
        "report-col-engagement",
        "report-col-reach",
    ];
    for (x, h) in cols.iter().zip(headings) {
        p.text(BOLD, 8.0, x + 4.0, y, &cell(&say(h), 18));
    }
    p.fill(INK);
    for m in &r.months {
        y -= 15.0;
        let growth = m
            .growth_rate
            .map(|g| words::change(lang, g))
            .unwrap_or("-".into());
        let row = if empty(m) {
            [
                m.month.clone(),
                say("report-no-data"),
                "-".into(),
                "-".into(),
                "-".into(),
            ]
        } else {
            [
                m.month.clone(),
                m.followers.to_string(),
                growth,
                percent(m.engagement),
                m.reach.to_string(),
            ]
        };
        for (x, v) in cols.iter().zip(row) {
            p.text(REGULAR, 9.0, x + 4.0, y, &v);
        }
    }

    // The best posts.
    y -= 30.0;
    p.text(BOLD, 11.0, LEFT, y, &say("report-top-posts"));
    y -= 16.0;
    if r.top_posts.is_empty() {
        p.fill(MUTED);
        p.text(REGULAR, 9.0, LEFT, y, &say("report-no-posts"));
    }
    for post in &r.top_posts {
        p.fill(INK);
        p.text(REGULAR, 9.0, LEFT, y, &cell(&post.title, 44));
        p.fill(MUTED);
        let figures = Phrase::new("report-post-figures")
            .arg("platform", post.platform.as_str())
            .date("posted", &post.posted_on)
            .count("likes", post.likes)
            .count("comments", post.comments)
            .count("views", post.views)
            .arg("engagement", percent(post.engagement_rate))
            .say(lang);
        p.text(REGULAR, 8.0, LEFT + 230.0, y, &cell(&figures, 70));
        y -= 14.0;
    }

    if !r.top_clients.is_empty() && y > 150.0 {
        y -= 16.0;
        p.fill(INK);
        p.text(BOLD, 11.0, LEFT, y, &say("report-top-clients"));
        y -= 16.0;
        for t in &r.top_clients {
            p.fill(INK);
            p.text(REGULAR, 9.0, LEFT, y, &cell(&t.client_name, 40));
            p.fill(MUTED);
            let growth = match t.growth_rate {
                Some(g) => Phrase::new("report-client-growth")
                    .arg("growth", words::change(lang, g))
                    .say(lang),
                None => say("report-no-earlier"),
            };
            let line = Phrase::new("report-client-figures")
                .arg("followers", compact(t.followers))
                .arg("engagement", percent(t.engagement_rate))
                .arg("growth", growth)
                .say(lang);
            p.text(REGULAR, 8.0, LEFT + 230.0, y, &line);
            y -= 14.0;
        }
    }

    p.rect(LEFT, 58.0, RIGHT - LEFT, 0.8, RULE);
    p.fill(MUTED);
    let footer = Phrase::new("report-footer")
        .date("date", &r.generated)
        .arg("contact", brand.contact.as_str())
        .say(lang);
    p.text(REGULAR, 8.0, LEFT, 44.0, &cell(&footer, 110));
    p.finish()
}
