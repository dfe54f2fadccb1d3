//! The performance report behind the admin's Export Report and the client's Download Report:
//! the period's headline figures, followers by month, the month table, the best posts (and for
//! the agency its leading clients), as a branded PDF page or a CSV of the same figures.

mod mail;
mod pdf;

use rusqlite::{Connection, params};
use time::{Duration, OffsetDateTime};

use crate::db::analytics::{
    self as figures, INDUSTRY_AVERAGE_ENGAGEMENT, SeriesMonth, percent_change, round4,
};
use crate::db::analytics_agency::{self as agency, TopClient};
use crate::domain::language::Language;
use crate::domain::lists::AnalyticsPeriod;
use crate::error::ApiResult;
use crate::words::{self, Phrase};

pub use mail::body as mail_body;
pub use pdf::render as pdf;

#[derive(Debug, Clone)]
pub struct TopPost {
    pub title: String,
    pub platform: String,
    pub posted_on: String,
    pub likes: i64,
    pub comments: i64,
    pub views: i64,
    pub engagement_rate: f64,
}

#[derive(Debug, Clone)]
pub struct Report {
    /// The client's name, or the agency's for the whole agency.
    pub subject: String,
    /// e.g. "Last 3 months (Aug 25, 2026 to Nov 24, 2026)", in the report's language.
    pub period: String,
    pub generated: String,
    pub followers: i64,
    pub followers_change_pct: Option<f64>,
    pub engagement: f64,
    pub reach: i64,
    pub reach_change_pct: Option<f64>,
    pub posts_published: i64,
    pub months: Vec<SeriesMonth>,
    pub top_posts: Vec<TopPost>,
    /// The agency's report only.
    pub top_clients: Vec<TopClient>,
    /// What the report is written in: its reader's language.
    pub language: Language,
    /// The period's name (a catalog key), first and last day: `period` in another language.
    pub span: (&'static str, time::Date, time::Date),
}

/// A change against the period before ("+2,5 %"), or that there is no earlier figure.
fn change(language: Language, v: Option<f64>) -> String {
    match v {
        Some(v) => words::change(language, v),
        None => words::say(language, "report-no-earlier"),
    }
}

/// A report's period in `language` ("Last month (Oct 29, 2026 to Nov 28, 2026)").
pub fn period_in(span: (&'static str, time::Date, time::Date), language: Language) -> String {
    let (label, from, to) = span;
    Phrase::new("report-period")
        .arg("label", words::say(language, label))
        .day("from", from)
        .day("to", to)
        .say(language)
}

/// Gathers the report for one client (`Some`) or the whole agency.
pub fn gather(
    c: &Connection,
    client: Option<i64>,
    subject: String,
    period: AnalyticsPeriod,
    language: Language,
) -> ApiResult<Report> {
    let now = OffsetDateTime::now_utc();
    let (days, months, _) = period.span();
    let label = match period {
        AnalyticsPeriod::OneMonth => "report-period-1",
        AnalyticsPeriod::ThreeMonths => "report-period-3",
        AnalyticsPeriod::SixMonths => "report-period-6",
        AnalyticsPeriod::OneYear => "report-period-12",
    };
    let start = now - Duration::days(days);
    let day = |t: OffsetDateTime| t.date().to_string();
    let figures::Window {
        followers,
        engagement,
        then,
        known,
        reach,
        reach_before,
        ..
    } = figures::window(c, client, now.date(), days)?;
    let stamp = crate::db::format_time;
    let posts =
        figures::posts_published(c, client, &stamp(start), &stamp(now + Duration::seconds(1)))?;
    let list = figures::last_months(now.date(), months);
    let span = (label, start.date(), now.date());
    let records = figures::months(c, client, &list[0])?;
    let months = figures::series(&records, &list);
    Ok(Report {
        subject,
        period: period_in(span, language),
        generated: stamp(now),
        followers,
        followers_change_pct: if known > 0 {
            percent_change(followers as f64, then as f64)
        } else {
            None
        },
        engagement: round4(engagement),
        reach,
        reach_change_pct: percent_change(reach as f64, reach_before as f64),
        posts_published: posts,
        months,
        top_posts: top_posts(c, client, &stamp(start))?,
        top_clients: if client.is_none() {
            agency::top_clients(c, None, &day(start), 5)?
        } else {
            Vec::new()
        },
        language,
        span,
    })
}

/// The period's five posts with the best engagement.
fn top_posts(c: &Connection, client: Option<i64>, since: &str) -> ApiResult<Vec<TopPost>> {
    let mut stmt = c.prepare(
        "SELECT title, platform, substr(posted_at, 1, 10), likes, comments, views, engagement_rate
         FROM content_posts
         WHERE status = 'posted' AND posted_at >= ?2 AND (?1 IS NULL OR client_id = ?1)
         ORDER BY engagement_rate DESC, likes DESC, id DESC LIMIT 5",
    )?;
    let rows = stmt.query_map(params![client, since], |r| {
        Ok(TopPost {
            title: r.get(0)?,
            platform: r.get(1)?,
            posted_on: r.get(2)?,
            likes: r.get(3)?,
            comments: r.get(4)?,
            views: r.get(5)?,
            engagement_rate: r.get(6)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

fn opt(v: Option<f64>) -> String {
    v.map(|v| format!("{v:.1}")).unwrap_or_default()
}

/// The same figures as the PDF, one table after another (a section name in the first column),
/// so a spreadsheet opens it as is.
pub fn csv(r: &Report) -> Result<Vec<u8>, csv::Error> {
    let mut w = SafeCsv(
        csv::WriterBuilder::new()
            .flexible(true)
            .from_writer(Vec::new()),
    );
    let say = |key| words::say(r.language, key);
    w.write_record([say("report-csv-title"), r.subject.clone()])?;
    w.write_record([say("report-csv-period"), r.period.clone()])?;
    w.write_record([say("report-csv-generated"), r.generated.clone()])?;
    w.write_record([""; 0])?;
    w.write_record([
        say("report-csv-headline"),
        say("report-csv-value"),
        say("report-csv-change"),
    ])?;
    w.write_record([
        say("report-followers"),
        r.followers.to_string(),
        opt(r.followers_change_pct),
    ])?;
    w.write_record([
        say("report-reach"),
        r.reach.to_string(),
        opt(r.reach_change_pct),
    ])?;
    w.write_record([
        say("report-csv-engagement"),
        percent(r.engagement),
        String::new(),
    ])?;
    w.write_record([
        say("report-csv-industry"),
        percent(INDUSTRY_AVERAGE_ENGAGEMENT),
        String::new(),
    ])?;
    w.write_record([
        say("report-posts-published"),
        r.posts_published.to_string(),
        String::new(),
    ])?;
    w.table(
        [
            say("report-csv-month"),
            say("report-followers"),
            say("report-csv-growth"),
            say("report-csv-engagement-pct"),
            say("report-reach"),
        ],
        r.months.iter().map(|m| {
            [
                m.month.clone(),
                m.followers.to_string(),
                opt(m.growth_rate),
                percent(m.engagement),
                m.reach.to_string(),
            ]
        }),
    )?;
    w.table(
        [
            say("report-csv-top-post"),
            say("report-csv-platform"),
            say("report-csv-posted"),
            say("report-csv-likes"),
            say("report-csv-comments"),
            say("report-csv-views"),
            say("report-csv-engagement-pct"),
        ],
        r.top_posts.iter().map(|p| {
            [
                p.title.clone(),
                p.platform.clone(),
                p.posted_on.clone(),
                p.likes.to_string(),
                p.comments.to_string(),
                p.views.to_string(),
                percent(p.engagement_rate),
            ]
        }),
    )?;
    if !r.top_clients.is_empty() {
        w.table(
            [
                say("report-csv-top-client"),
                say("report-followers"),
                say("report-csv-engagement-pct"),
                say("report-csv-growth"),
            ],
            r.top_clients.iter().map(|t| {
                [
                    t.client_name.clone(),
                    t.followers.to_string(),
                    percent(t.engagement_rate),
                    opt(t.growth_rate),
                ]
            }),
        )?;
    }
    w.0.into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))
}

/// A rate as a percentage with two decimals: 0.0345 -> "3.45".
fn percent(rate: f64) -> String {
    format!("{:.2}", rate * 100.0)
}

/// A CSV writer whose cells a spreadsheet never runs as formulas. Titles and names come from
/// clients and admins: a cell such as `=HYPERLINK(...)` would be live in Excel or LibreOffice.
struct SafeCsv(csv::Writer<Vec<u8>>);

impl SafeCsv {
    fn write_record<I, T>(&mut self, record: I) -> Result<(), csv::Error>
    where
        I: IntoIterator<Item = T>,
        T: AsRef<str>,
    {
        self.0.write_record(
            record
                .into_iter()
                .map(|cell| inert(cell.as_ref()).into_owned()),
        )
    }

    /// One table after the last: a blank line, the header, the rows.
    fn table<const N: usize>(
        &mut self,
        header: [String; N],
        rows: impl IntoIterator<Item = [String; N]>,
    ) -> Result<(), csv::Error> {
        self.write_record([""; 0])?;
        self.write_record(header)?;
        for row in rows {
            self.write_record(row)?;
        }
        Ok(())
    }
}

/// OWASP's rule for CSV injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return gets a leading apostrophe, which spreadsheets show as text and do not print.
/// A plain number ("-3.5", a falling growth rate) is no formula and stays a number.
pub fn inert(cell: &str) -> std::borrow::Cow<'_, str> {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && cell.parse::<f64>().is_err() {
        std::borrow::Cow::Owned(format!("'{cell}"))
    } else {
        std::borrow::Cow::Borrowed(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::inert;

    #[test]
    fn a_cell_that_would_start_a_formula_is_made_text_and_numbers_stay_numbers() {
        for risky in [
            "=1+1",
            "+A1",
            "-2+3",
            "@SUM(A1)",
            "\tx",
            "\rx",
            "-",
            "=HYPERLINK(\"x\")",
        ] {
            assert_eq!(inert(risky), format!("'{risky}"), "{risky:?}");
        }
        for safe in [
            "-3.5",
            "+12",
            "-0",
            "Followers",
            "1,000",
            "",
            "a=b",
            "'quoted",
        ] {
            assert_eq!(inert(safe), safe, "{safe:?}");
        }
    }
}
