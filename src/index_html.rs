//! How index.html becomes a page as sent: the branding's colours on the root element, a page's
//! prerendered HTML, title and description in place of the loading screen, its styles inlined, and
//! the app started by an inline script after the first paint (the CSP allows that script by hash).

/// Starts the app after the first frame is painted, so the page's own HTML is on screen before the
/// app's code is even requested; `data-app` names the entry module the UI build made. Its hash is
/// allowed in the CSP (`script-src`), which keeps every other inline script forbidden.
pub const STARTER: &str = "requestAnimationFrame(() => setTimeout(() => \
    import(document.querySelector('script[data-app]').dataset.app)));";

/// The CSP source allowing exactly [`STARTER`].
pub fn starter_hash() -> String {
    script_hash(STARTER)
}

pub fn script_hash(script: &str) -> String {
    use base64::Engine;
    use sha2::Digest;
    let digest = sha2::Sha256::digest(script.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// The CSP sources of every inline script the pages carry: the starter and the scripts the UI build
/// wrote for some pages (the dashboard frame's). Read once: a debug server keeps the hashes of the UI
/// build it started with.
pub fn inline_script_hashes(prerendered: Option<&crate::first_paint::Prerendered>) -> String {
    let mut hashes = vec![starter_hash()];
    for page in prerendered.into_iter().flat_map(|p| p.pages.values()) {
        if let Some(script) = &page.script {
            hashes.push(script_hash(script));
        }
    }
    hashes.sort();
    hashes.dedup();
    hashes.join(" ")
}

/// The build's `<script type="module" src=…>` becomes the inline [`STARTER`] naming the same module.
pub fn start_after_first_paint(html: &mut String) {
    const OPEN: &str = "<script type=\"module\" crossorigin src=\"";
    let Some(start) = html.find(OPEN) else { return };
    let src_start = start + OPEN.len();
    let Some(src_end) = html[src_start..].find('"').map(|i| src_start + i) else {
        return;
    };
    let Some(end) = html[src_end..]
        .find("</script>")
        .map(|i| src_end + i + "</script>".len())
    else {
        return;
    };
    let src = html[src_start..src_end].to_string();
    html.replace_range(
        start..end,
        &format!("<script type=\"module\" data-app=\"{src}\">{STARTER}</script>"),
    );
}

/// The styles of what is painted first, inlined: no stylesheet request stands before the first paint.
pub fn with_styles(shell: &str, css: &str) -> String {
    // "</" cannot end a style element early if there is none (the build's CSS never has one).
    if css.is_empty() || css.contains("</") {
        return shell.to_string();
    }
    match shell.find("</head>") {
        Some(at) => format!("{}<style>{css}</style>{}", &shell[..at], &shell[at..]),
        None => shell.to_string(),
    }
}

/// The brand palette (index.css derives every shade from three custom properties) on the root element,
/// so the first paint has the agency's colours; the app sets the same properties again when it starts.
pub fn set_brand_colors(html: &mut String, branding: &serde_json::Value) {
    let colors = &branding["colors"];
    // Only plain colour syntax: the values land in an attribute and a style.
    let safe = |v: &str| {
        !v.is_empty()
            && v.len() <= 64
            && v.chars()
                .all(|c| c.is_ascii_alphanumeric() || "#(),.% -".contains(c))
    };
    let style: String = [
        ("primary", "--brand-primary"),
        ("primary_dark", "--brand-primary-dark"),
        ("accent", "--brand-accent"),
    ]
    .iter()
    .filter_map(|(key, var)| {
        let value = colors[key].as_str().filter(|v| safe(v))?;
        Some(format!("{var}:{value};"))
    })
    .collect();
    if !style.is_empty()
        && let Some(at) = html.find("<html")
    {
        html.insert_str(at + "<html".len(), &format!(" style=\"{style}\""));
    }
    if let Some(primary) = colors["primary"].as_str().filter(|v| safe(v)) {
        replace_attr(html, "name=\"theme-color\"", primary);
    }
}

/// Sets the `content` attribute of the first tag after `marker` (index.html's own meta tags).
fn replace_attr(html: &mut String, marker: &str, value: &str) {
    let Some(start) = html.find(marker) else {
        return;
    };
    let content = "content=\"";
    let Some(open) = html[start..]
        .find(content)
        .map(|i| start + i + content.len())
    else {
        return;
    };
    let Some(close) = html[open..].find('"').map(|i| open + i) else {
        return;
    };
    html.replace_range(open..close, value);
}

/// The shell with the page's HTML as the root's content (marked when the app hydrates it, followed by
/// the page's own script), and its title, description and styles in the head.
pub fn with_page(shell: &str, page: &crate::first_paint::Filled, css: &str, year: i32) -> String {
    let mut html = with_styles(shell, css);
    if let Some(title) = &page.title
        && let (Some(open), Some(close)) = (html.find("<title>"), html.find("</title>"))
    {
        html.replace_range(open + "<title>".len()..close, title);
    }
    if let Some(description) = &page.description {
        replace_attr(&mut html, "name=\"description\"", description);
    }
    // The build's own markup (no branding text in it): the page's hreflang alternates, which
    // crawlers read from the HTML the server sends.
    if let Some(end) = html.find("</head>") {
        html.insert_str(end, &page.head);
    }
    const ROOT: &str = "<div id=\"root\">";
    let Some(root) = html.find(ROOT) else {
        return html;
    };
    let inner_start = root + ROOT.len();
    // The root's content ends at the last </div> before the scripts that follow it.
    let body_end = html.rfind("</body>").unwrap_or(html.len());
    let scripts = html[inner_start..body_end]
        .find("<script")
        .map_or(body_end, |i| inner_start + i);
    let Some(inner_end) = html[..scripts].rfind("</div>") else {
        return html;
    };
    if inner_end < inner_start {
        return html;
    }
    // The script right after the root runs before the first paint, when the root's HTML is parsed.
    let script = page
        .script
        .as_deref()
        .filter(|s| !s.contains("</"))
        .map(|s| format!("<script>{s}</script>"))
        .unwrap_or_default();
    html.replace_range(
        inner_start..inner_end + "</div>".len(),
        &format!("{}</div>{script}", page.html),
    );
    // The app hydrates the HTML only when it starts in the language the HTML was rendered in.
    let marker = if page.hydrate {
        format!(" data-prerendered=\"{}\" data-year=\"{year}\"", page.lang)
    } else {
        String::new()
    };
    if page.lang != "en"
        && let Some(at) = html.find(" lang=\"en\"")
    {
        html.replace_range(
            at..at + " lang=\"en\"".len(),
            &format!(" lang=\"{}\"", page.lang),
        );
    }
    html.replace_range(root..inner_start, &format!("<div id=\"root\"{marker}>"));
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    const INDEX: &str = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta name=\"description\" content=\"Default\" />\n\
        <meta name=\"theme-color\" content=\"#4f46e5\" />\n<title>Atrium</title>\n\
        <script type=\"module\" crossorigin src=\"/assets/index-abc.js\"></script>\n</head>\n<body>\n\
        <div id=\"root\">\n<div role=\"status\">spinner</div>\n</div>\n</body>\n</html>\n";

    #[test]
    fn the_entry_script_becomes_the_inline_starter_whose_hash_the_csp_allows() {
        let mut html = INDEX.to_string();
        start_after_first_paint(&mut html);
        assert!(!html.contains("src=\"/assets/index-abc.js\""));
        assert!(html.contains(&format!(
            "<script type=\"module\" data-app=\"/assets/index-abc.js\">{STARTER}</script>"
        )));
        // The documented hash of the documented text, so a change to either shows here.
        assert!(starter_hash().starts_with("'sha256-") && starter_hash().ends_with("='"));
    }

    #[test]
    fn a_prerendered_page_fills_the_root_head_and_styles() {
        let page = crate::first_paint::Filled {
            hydrate: true,
            script: None,
            html: "<main><h1>About Nova</h1></main>".into(),
            title: Some("About us · Nova".into()),
            description: Some("Nova&#x27;s story".into()),
            head: "<link rel=\"alternate\" hreflang=\"de\" href=\"/about?lang=de\"/>".into(),
            lang: "en".into(),
        };
        let html = with_page(INDEX, &page, "h1{color:red}", 2031);
        assert!(html.contains(
            "<div id=\"root\" data-prerendered=\"en\" data-year=\"2031\"><main><h1>About Nova</h1></main></div>"
        ));
        assert!(!html.contains("spinner"));
        assert!(html.contains("<title>About us · Nova</title>"));
        assert!(html.contains("content=\"Nova&#x27;s story\""));
        assert!(html.contains(
            "<style>h1{color:red}</style><link rel=\"alternate\" hreflang=\"de\" href=\"/about?lang=de\"/></head>"
        ));
    }

    #[test]
    fn a_frame_that_is_not_hydrated_is_unmarked_and_completed_by_its_script() {
        let page = crate::first_paint::Filled {
            hydrate: false,
            script: Some("fill()".into()),
            html: "<div data-frame=\"dashboard\"></div>".into(),
            title: None,
            description: None,
            head: String::new(),
            lang: "en".into(),
        };
        let html = with_page(INDEX, &page, "", 2031);
        assert!(html.contains(
            "<div id=\"root\"><div data-frame=\"dashboard\"></div></div><script>fill()</script>"
        ));
        assert!(html.contains("<title>Atrium</title>"));
    }

    #[test]
    fn brand_colours_reach_the_root_element_only_as_plain_colour_syntax() {
        let mut html = INDEX.to_string();
        let brand = serde_json::json!({"colors": {"primary": "#0f766e", "primary_dark": "rgb(1, 2, 3)",
            "accent": "red\"><script>alert(1)</script>"}});
        set_brand_colors(&mut html, &brand);
        assert!(html.contains(
            "<html style=\"--brand-primary:#0f766e;--brand-primary-dark:rgb(1, 2, 3);\" lang=\"en\">"
        ));
        assert!(html.contains("name=\"theme-color\" content=\"#0f766e\""));
        assert!(!html.contains("alert"));
    }

    #[test]
    fn styles_that_could_close_their_element_are_not_inlined() {
        assert_eq!(with_styles(INDEX, "a{}</style><script>"), INDEX);
        assert!(with_styles(INDEX, "a{}").contains("<style>a{}</style></head>"));
    }
}
