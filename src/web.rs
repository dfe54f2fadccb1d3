//! The embedded single-page app: hashed assets cached forever (precompressed variants when the
//! browser takes them), everything else -> index.html with the branding injected and, for the pages
//! the UI build rendered, the page itself painted before any script runs (first_paint.rs); all of it
//! rebuilt when Settings › Public site saves.

use std::borrow::Cow;
use std::sync::Arc;

use rocket::http::uri::{Origin, Segments, fmt::Path as UriPath};
use rocket::http::{ContentType, Header, Status};
use rocket::request::{self, FromRequest, Request};
use rocket::response::{self, Responder, Response};
use rocket::{Route, State, get, routes};
use rust_embed::RustEmbed;

use crate::error::ApiError;
use crate::index_html::{set_brand_colors, start_after_first_paint, with_page, with_styles};
use crate::state::AppState;

#[derive(RustEmbed)]
#[folder = "ui/dist/"]
#[allow_missing = true]
struct Ui;

/// Shown when the binary was built before the UI (`ui/dist` missing): the API still works.
const PLACEHOLDER: &str = include_str!("../assets/placeholder.html");

pub fn routes() -> Vec<Route> {
    routes![spa]
}

/// The page's HTML as sent: index.html with the branding document as a JSON data block, which the SPA
/// reads before its first render (a data block is never executed), the brand colours on the root
/// element, the styles of what the page paints first inlined, and the app started from an inline
/// script once that first frame is painted. For a page the UI build rendered (first_paint.rs), that
/// page's HTML, title and description take the place of the loading screen. `page` is the request's
/// path and `query` its query string: the build rendered each page with none and with `lang=` each
/// language it offers; any other query (an invitation link on /auth shows another form) gets the
/// loading screen.
pub fn render_index(
    branding_json: &str,
    base_url: &str,
    page: &str,
    query: Option<&str>,
) -> RenderedIndex {
    let renderer = Renderer::new(branding_json, base_url);
    renderer.render(prerendered_key(page, query).as_deref())
}

/// The key of the prerendered page for this path and query ("/pricing", "/pricing?lang=de"), if the
/// build could have rendered one.
fn prerendered_key(page: &str, query: Option<&str>) -> Option<String> {
    let page = page_key(page);
    match query {
        None | Some("") | Some("lang=en") => Some(page),
        Some(q) => {
            let lang = q.strip_prefix("lang=")?;
            let known = lang.len() == 2 && lang.bytes().all(|b| b.is_ascii_lowercase());
            known.then(|| format!("{page}?lang={lang}"))
        }
    }
}

/// The pages of one branding, each rendered and compressed once and kept for the pages' lifetime
/// (until the next branding save). A release build renders them all on a thread of their own, so
/// neither the start nor a branding save waits for a compression of every page in every language;
/// a page asked for before its turn is rendered then. A debug build renders each request afresh
/// (`index`) and never asks.
pub fn render_pages(branding_json: &str, base_url: &str) -> RenderedPages {
    let pages = RenderedPages {
        branding_json: branding_json.to_string(),
        base_url: base_url.to_string(),
        known: std::sync::OnceLock::new(),
        done: Arc::default(),
    };
    if !cfg!(debug_assertions) {
        let (json, base, done) = (
            pages.branding_json.clone(),
            pages.base_url.clone(),
            pages.done.clone(),
        );
        let warm = move || {
            let renderer = Renderer::new(&json, &base);
            let keys = renderer.prerendered.as_ref().map(|p| p.pages.keys());
            let keys = keys.into_iter().flatten().map(|k| Some(k.as_str()));
            for key in std::iter::once(None).chain(keys) {
                keep(
                    &done,
                    key.unwrap_or_default().to_string(),
                    renderer.render(key),
                );
            }
        };
        if let Err(e) = std::thread::Builder::new().name("pages".into()).spawn(warm) {
            tracing::warn!("pages are rendered when first asked for: {e}");
        }
    }
    pages
}

pub struct RenderedPages {
    branding_json: String,
    base_url: String,
    /// The keys of the pages the build rendered: any other path gets the loading screen, which is
    /// kept under the empty key.
    known: std::sync::OnceLock<std::collections::HashSet<String>>,
    done: Done,
}

/// The pages rendered so far, by key ("" for the loading screen).
type Done = Arc<std::sync::RwLock<std::collections::HashMap<String, Arc<RenderedIndex>>>>;

/// Keeps `rendered` under `slot` unless a page got there first, and answers the one kept.
fn keep(done: &Done, slot: String, rendered: RenderedIndex) -> Arc<RenderedIndex> {
    let rendered = Arc::new(rendered);
    match done.write() {
        Ok(mut done) => done.entry(slot).or_insert(rendered).clone(),
        Err(_) => rendered,
    }
}

impl RenderedPages {
    pub fn get(&self, page: &str, query: Option<&str>) -> Arc<RenderedIndex> {
        let known = self.known.get_or_init(|| {
            prerender_json()
                .and_then(|json| serde_json::from_slice::<Keys>(&json).ok())
                .map(|k| k.pages.into_keys().collect())
                .unwrap_or_default()
        });
        let key = prerendered_key(page, query).filter(|key| known.contains(key));
        let slot = key.clone().unwrap_or_default();
        if let Some(ready) = self.done.read().ok().and_then(|d| d.get(&slot).cloned()) {
            return ready;
        }
        // Two first requests at once may both render: the same bytes, and no lock held meanwhile.
        let renderer = Renderer::new(&self.branding_json, &self.base_url);
        keep(&self.done, slot, renderer.render(key.as_deref()))
    }
}

/// The pages the UI build rendered (ui/scripts/prerender.mjs), unpacked.
fn prerender_json() -> Option<Vec<u8>> {
    inflate(&Ui::get("prerender.json.gz")?.data)
}

fn inflate(gzip: &[u8]) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(gzip)
        .read_to_end(&mut out)
        .ok()?;
    Some(out)
}

/// Only the page keys of prerender.json, for telling a prerendered page from any other path.
#[derive(serde::Deserialize)]
struct Keys {
    pages: std::collections::HashMap<String, serde::de::IgnoredAny>,
}

/// "about/" and "/about" alike name "/about"; the empty path is "/".
fn page_key(path: &str) -> String {
    format!("/{}", path.trim_matches('/'))
}

/// The CSP sources of every inline script the pages carry (index_html.rs). Read once: a debug server
/// keeps the hashes of the UI build it started with.
pub fn inline_script_hashes() -> String {
    let prerendered: Option<crate::first_paint::Prerendered> =
        prerender_json().and_then(|json| serde_json::from_slice(&json).ok());
    crate::index_html::inline_script_hashes(prerendered.as_ref())
}

pub use crate::index_html::starter_hash;

struct Renderer {
    /// index.html with the branding block, colours and starter, the root still holding the loading
    /// screen, and no styles yet (each page gets its own).
    shell: String,
    branding: serde_json::Value,
    prerendered: Option<crate::first_paint::Prerendered>,
    /// Where the site is reached (`public_url`): the hreflang alternates must be absolute.
    base_url: String,
}

impl Renderer {
    fn new(branding_json: &str, base_url: &str) -> Renderer {
        let html = Ui::get("index.html")
            .map(|f| String::from_utf8_lossy(&f.data).into_owned())
            .unwrap_or_else(|| PLACEHOLDER.to_string());
        let branding: serde_json::Value = serde_json::from_str(branding_json).unwrap_or_default();
        // "</" inside the JSON would end the script element early.
        let block = format!(
            "<script id=\"atrium-branding\" type=\"application/json\">{}</script>",
            branding_json.replace("</", "<\\/")
        );
        let mut shell = match html.find("</head>") {
            Some(at) => format!("{}{block}{}", &html[..at], &html[at..]),
            None => html,
        };
        set_brand_colors(&mut shell, &branding);
        start_after_first_paint(&mut shell);
        let prerendered = prerender_json().and_then(|json| serde_json::from_slice(&json).ok());
        Renderer {
            shell,
            branding,
            prerendered,
            base_url: base_url.trim_end_matches('/').to_string(),
        }
    }

    /// `page` (a prerendered page's key) None: the loading screen, whatever the path.
    fn render(&self, page: Option<&str>) -> RenderedIndex {
        let year = time::OffsetDateTime::now_utc().year();
        let prerendered = self.prerendered.as_ref();
        let filled = prerendered
            .zip(page)
            .and_then(|(p, key)| p.pages.get(key))
            .and_then(|p| {
                let branding = crate::branding::in_language(&self.branding, &p.lang);
                p.fill(&branding, year).map(|filled| (filled, &p.css))
            });
        let html = match filled {
            Some((mut filled, css)) => {
                filled.head = filled
                    .head
                    .replace(" href=\"/", &format!(" href=\"{}/", self.base_url));
                with_page(&self.shell, &filled, css, year)
            }
            None => {
                let css = prerendered.map(|p| p.shell.css.as_str()).unwrap_or("");
                with_styles(&self.shell, css)
            }
        };
        let plain = html.into_bytes();
        // Kept compressed only: every page in every language is held (about 12 KB each, against 45
        // KB as text), and a client that takes no gzip, which is rare, gets it unpacked on the way.
        match gzip(&plain) {
            Some(gzip) => RenderedIndex { plain: None, gzip },
            None => RenderedIndex {
                gzip: Vec::new(),
                plain: Some(plain),
            },
        }
    }
}

/// index.html as sent: built at start and after each branding save, and compressed then.
pub struct RenderedIndex {
    /// Set only when compressing failed.
    plain: Option<Vec<u8>>,
    gzip: Vec<u8>,
}

impl RenderedIndex {
    /// The page as text.
    pub fn plain(&self) -> Vec<u8> {
        if let Some(plain) = &self.plain {
            return plain.clone();
        }
        // Our own compression of our own bytes: it unpacks.
        inflate(&self.gzip).unwrap_or_default()
    }
}

fn gzip(bytes: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write;
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    enc.write_all(bytes).ok()?;
    enc.finish().ok()
}

pub struct Asset {
    body: Cow<'static, [u8]>,
    content_type: ContentType,
    cache: &'static str,
    encoding: Option<&'static str>,
    status: Status,
}

impl<'r> Responder<'r, 'static> for Asset {
    fn respond_to(self, _: &'r Request<'_>) -> response::Result<'static> {
        let mut res = Response::build();
        res.status(self.status)
            .header(self.content_type)
            .header(Header::new("Cache-Control", self.cache))
            .header(Header::new("Vary", "Accept-Encoding"));
        if let Some(enc) = self.encoding {
            res.header(Header::new("Content-Encoding", enc));
        }
        res.sized_body(self.body.len(), std::io::Cursor::new(self.body))
            .ok()
    }
}

/// Which precompressed variants the browser accepts.
pub struct AcceptEncoding {
    br: bool,
    gzip: bool,
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for AcceptEncoding {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let header = req
            .headers()
            .get("Accept-Encoding")
            .collect::<Vec<_>>()
            .join(",");
        let has = |name: &str| {
            header.split(',').any(|part| {
                let mut bits = part.split(';');
                let token = bits.next().unwrap_or("").trim();
                let refused = bits.any(|q| q.trim().replace(' ', "") == "q=0");
                token.eq_ignore_ascii_case(name) && !refused
            })
        };
        request::Outcome::Success(AcceptEncoding {
            br: has("br"),
            gzip: has("gzip"),
        })
    }
}

fn content_type(path: &str) -> ContentType {
    path.rsplit_once('.')
        .and_then(|(_, ext)| ContentType::from_extension(ext))
        .unwrap_or(ContentType::Binary)
}

/// The single-page app's pages (`ui/src/lib/paths.ts`; a test keeps the two lists equal). Any
/// other path still gets the app, which shows its 'Page not found', but with status 404.
pub const PAGES: &[&str] = &[
    "/",
    "/how-it-works",
    "/contact",
    "/about",
    "/pricing",
    "/services/instagram",
    "/services/tiktok",
    "/services/youtube",
    "/privacy",
    "/terms",
    "/refund",
    "/cookies",
    "/cart",
    "/checkout",
    "/order-confirmation",
    "/blog",
    "/faq",
    "/payment-result",
    "/auth",
    "/dashboard",
];

/// The shop's pages, which the agency may switch off under Settings › Public site.
pub const SHOP_PAGES: &[&str] = &["/cart", "/checkout", "/order-confirmation"];

fn is_page(path: &str, shop_enabled: bool) -> bool {
    let path = format!("/{}", path.trim_end_matches('/'));
    if !shop_enabled && SHOP_PAGES.contains(&path.as_str()) {
        return false;
    }
    // The app sends /dashboard/anything back to /dashboard itself; /review/<key> is the review
    // page of a link, whatever the key (the page asks the API whether it is valid).
    PAGES.contains(&path.as_str())
        || path.starts_with("/dashboard/")
        || (path.starts_with("/review/") && path.len() > "/review/".len())
}

/// For a GET under `/api` that no API route took (a POST-only path, an id that does not
/// parse): the API's answer (404 or 405) rather than the app's page.
struct ApiMiss(Option<ApiError>);

#[rocket::async_trait]
impl<'r> FromRequest<'r> for ApiMiss {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let path = req.uri().path();
        let api = path == "/api" || path.starts_with("/api/");
        request::Outcome::Success(ApiMiss(
            api.then(|| crate::api::unrouted(req, Some(req.method()))),
        ))
    }
}

/// Raw segments, not a `PathBuf`: Rocket refuses dot-files and `..` in a `PathBuf` with 422,
/// where a missing page is a 404. Nothing here touches the file system: paths only name
/// embedded files.
#[get("/<segments..>", rank = 20)]
fn spa(
    state: &State<AppState>,
    segments: Segments<'_, UriPath>,
    accept: AcceptEncoding,
    api_miss: ApiMiss,
    uri: &Origin<'_>,
) -> Result<Asset, ApiError> {
    if let Some(refusal) = api_miss.0 {
        return Err(refusal);
    }
    let path = segments.collect::<Vec<_>>().join("/");
    let is_index = path.is_empty() || path == "index.html";
    if !is_index && let Some(asset) = embedded(&path, &accept) {
        return Ok(asset);
    }
    // A missing hashed asset is a real 404: answering HTML there breaks the page confusingly.
    if path.starts_with("assets/") {
        return Err(ApiError::not_found());
    }
    let found = is_index || is_page(&path, state.branding().shop_enabled);
    Ok(index(
        state,
        &path,
        uri.query().map(|q| q.as_str()),
        &accept,
        found,
    ))
}

/// A file of the UI build, in the precompressed variant the browser takes when there is one. The
/// build keeps a compressed text asset only compressed (ui/scripts/compress-dist.mjs), so the rare
/// browser that takes neither variant gets the gzip one unpacked.
fn embedded(path: &str, accept: &AcceptEncoding) -> Option<Asset> {
    let plain = Ui::get(path);
    if plain.is_none() && Ui::get(&format!("{path}.gz")).is_none() {
        return None;
    }
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else if path.starts_with("images/") {
        // Not content-hashed, so not immutable, but they change only with a release.
        "public, max-age=604800"
    } else {
        "no-cache"
    };
    let variant = [("br", accept.br), ("gzip", accept.gzip)]
        .into_iter()
        .filter(|(_, ok)| *ok)
        .find_map(|(enc, _)| {
            let suffix = if enc == "br" { "br" } else { "gz" };
            Ui::get(&format!("{path}.{suffix}")).map(|f| (enc, f))
        });
    let (body, encoding) = match (variant, plain) {
        (Some((enc, compressed)), _) => (compressed.data, Some(enc)),
        (None, Some(file)) => (file.data, None),
        (None, None) => (
            Cow::Owned(inflate(&Ui::get(&format!("{path}.gz"))?.data)?),
            None,
        ),
    };
    Some(Asset {
        body,
        content_type: content_type(path),
        cache,
        encoding,
        status: Status::Ok,
    })
}

/// index.html for `path`, with 404 when the app has no such page (`found` false).
fn index(
    state: &AppState,
    path: &str,
    query: Option<&str>,
    accept: &AcceptEncoding,
    found: bool,
) -> Asset {
    // A debug build reads ui/dist from disk, so a UI rebuild must show without a restart.
    #[cfg(debug_assertions)]
    let base_url = state.config.public_base_url();
    #[cfg(debug_assertions)]
    let fresh = render_index(&state.branding().json, &base_url, path, query);
    #[cfg(debug_assertions)]
    let index = &fresh;
    #[cfg(not(debug_assertions))]
    let kept = state.pages().get(path, query);
    #[cfg(not(debug_assertions))]
    let index = &*kept;
    let (body, encoding) = match (&index.plain, accept.gzip) {
        (None, true) => (index.gzip.clone(), Some("gzip")),
        _ => (index.plain(), None),
    };
    Asset {
        body: Cow::Owned(body),
        content_type: ContentType::HTML,
        cache: "no-cache",
        encoding,
        status: if found { Status::Ok } else { Status::NotFound },
    }
}

/// For tests: whether the real UI is embedded.
pub fn has_ui() -> bool {
    Ui::get("index.html").is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_list_matches_the_apps_paths() {
        let source = include_str!("../ui/src/lib/paths.ts");
        let block = source
            .split("export const paths")
            .nth(1)
            .unwrap_or_default();
        let block = block.split("} as const").next().unwrap_or_default();
        let mut from_ui: Vec<&str> = block.split('\'').filter(|s| s.starts_with('/')).collect();
        let mut ours = PAGES.to_vec();
        from_ui.sort_unstable();
        ours.sort_unstable();
        assert_eq!(
            from_ui, ours,
            "PAGES must list every path in ui/src/lib/paths.ts"
        );
    }

    #[test]
    fn in_a_debug_build_a_page_is_rendered_when_first_asked_for_and_then_kept() {
        if !has_ui() {
            return; // a UI-less build has no pages to render
        }
        let pages = render_pages(r#"{"agency_name":"Kept Agency"}"#, "http://portal.test");
        assert!(
            pages.done.read().unwrap().is_empty(),
            "nothing rendered at start"
        );
        let about = pages.get("about", None);
        assert!(Arc::ptr_eq(&about, &pages.get("/about/", None)));
        let html = String::from_utf8(about.plain()).unwrap();
        assert!(html.contains("Kept Agency") && html.contains("id=\"root\""));
        // A path the build did not render shares the one loading screen.
        let a = pages.get("dashboard/clients", None);
        assert!(Arc::ptr_eq(&a, &pages.get("no/such/page", Some("x=1"))));
        assert!(!Arc::ptr_eq(&a, &about));
        assert_eq!(pages.done.read().unwrap().len(), 2);
    }

    #[test]
    fn unknown_paths_are_not_pages() {
        assert!(is_page("", true));
        assert!(is_page("about/", true));
        assert!(is_page("dashboard/anything", true));
        assert!(!is_page("nonexistent", true));
        assert!(!is_page("services/facebook", true));
        assert!(!is_page(".env", true));
    }

    #[test]
    fn the_shop_pages_are_pages_only_while_the_shop_is_on() {
        assert!(is_page("cart", true) && is_page("checkout/", true));
        assert!(!is_page("cart", false) && !is_page("order-confirmation", false));
        assert!(is_page("pricing", false));
    }
}
