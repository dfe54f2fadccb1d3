//! The performance report as one branded A4 page: headline figures, followers by month as bars,
//! the month table, the best posts, and for the agency its leading clients.

use super::{INDUSTRY_AVERAGE_ENGAGEMENT, Report};
use crate::db::analytics::SeriesMonth;
use crate::pdfdoc::{BOLD, Brand, INK, LEFT, MUTED, Page, REGULAR, RIGHT, RULE, document};

fn compact(n: i64) -> String {
    match n.abs() {
        0..=9_999 => n.to_string(),
        10_000..=999_999 => format!("{:.1}K", n as f64 / 1_000.0),
        _ => format!("{:.1}M", n as f64 / 1_000_000.0),
    }
}

fn change(v: Option<f64>) -> String {
    match v {
        Some(v) if v > 0.0 => format!("+{v:.1}%"),
        Some(v) => format!("{v:.1}%"),
        None => "no earlier figure".into(),
    }
}

fn percent(fraction: f64) -> String {
    format!("{:.2}%", fraction * 100.0)
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
    let title = format!("Performance report: {}", r.subject);
    document(&title, brand, |logo| draw(r, brand, logo))
}

fn draw(r: &Report, brand: &Brand, logo: Option<(u32, u32)>) -> Vec<u8> {
    let mut p = Page::new();
    let top = p.letterhead(brand, logo);
    let col = 330.0;
    p.fill(brand.colour);
    p.text(BOLD, 18.0, col, top, "PERFORMANCE REPORT");
    p.fill(INK);
    p.text(BOLD, 11.0, col, top - 20.0, &cell(&r.subject, 38));
    p.fill(MUTED);
    p.text(REGULAR, 9.0, col, top - 34.0, &r.period);

    // Headline figures in four boxes.
    let mut y = 680.0;
    let boxes = [
        (
            "Followers",
            compact(r.followers),
            change(r.followers_change_pct),
        ),
        ("Reach", compact(r.reach), change(r.reach_change_pct)),
        (
            "Avg engagement",
            percent(r.engagement),
            format!(
                "industry avg {} (reference)",
                percent(INDUSTRY_AVERAGE_ENGAGEMENT)
            ),
        ),
        (
            "Posts published",
            r.posts_published.to_string(),
            "in the period".into(),
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
        p.text(REGULAR, 7.0, x + 8.0, y - 42.0, &cell(note, 30));
    }

    // Followers by month as bars.
    y -= 80.0;
    p.fill(INK);
    p.text(BOLD, 11.0, LEFT, y, "Followers by month");
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
    p.text(BOLD, 11.0, LEFT, y, "Month by month");
    y -= 18.0;
    let cols = [LEFT, LEFT + 110.0, LEFT + 220.0, LEFT + 320.0, LEFT + 420.0];
    p.rect(LEFT, y - 5.0, RIGHT - LEFT, 16.0, RULE);
    p.fill(MUTED);
    for (x, h) in cols
        .iter()
        .zip(["MONTH", "FOLLOWERS", "GROWTH", "ENGAGEMENT", "REACH"])
    {
        p.text(BOLD, 8.0, x + 4.0, y, h);
    }
    p.fill(INK);
    for m in &r.months {
        y -= 15.0;
        let growth = m
            .growth_rate
            .map(|g| format!("{g:+.1}%"))
            .unwrap_or("-".into());
        let row = if empty(m) {
            [
                m.month.clone(),
                "no data yet".into(),
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
    p.text(BOLD, 11.0, LEFT, y, "Top posts");
    y -= 16.0;
    if r.top_posts.is_empty() {
        p.fill(MUTED);
        p.text(
            REGULAR,
            9.0,
            LEFT,
            y,
            "No posts were published in this period.",
        );
    }
    for post in &r.top_posts {
        p.fill(INK);
        p.text(REGULAR, 9.0, LEFT, y, &cell(&post.title, 44));
        p.fill(MUTED);
        let figures = format!(
            "{}  {}  {} likes  {} comments  {} views  {}",
            post.platform,
            post.posted_on,
            post.likes,
            post.comments,
            post.views,
            percent(post.engagement_rate)
        );
        p.text(REGULAR, 8.0, LEFT + 230.0, y, &cell(&figures, 70));
        y -= 14.0;
    }

    if !r.top_clients.is_empty() && y > 150.0 {
        y -= 16.0;
        p.fill(INK);
        p.text(BOLD, 11.0, LEFT, y, "Top clients by followers");
        y -= 16.0;
        for t in &r.top_clients {
            p.fill(INK);
            p.text(REGULAR, 9.0, LEFT, y, &cell(&t.client_name, 40));
            p.fill(MUTED);
            let growth = t
                .growth_rate
                .map(|g| format!("{g:+.1}% growth"))
                .unwrap_or("no earlier figure".into());
            let line = format!(
                "{} followers  {} engagement  {}",
                compact(t.followers),
                percent(t.engagement_rate),
                growth
            );
            p.text(REGULAR, 8.0, LEFT + 230.0, y, &line);
            y -= 14.0;
        }
    }

    p.rect(LEFT, 58.0, RIGHT - LEFT, 0.8, RULE);
    p.fill(MUTED);
    let footer = format!(
        "Generated {} by Atrium  |  {}",
        &r.generated[..10],
        brand.contact
    );
    p.text(REGULAR, 8.0, LEFT, 44.0, &cell(&footer, 110));
    p.finish()
}
