//! Shared PDF making for the invoice and the performance report: one A4 page in the PDF
//! standard fonts (Helvetica), which every reader has, so nothing is embedded but an optional
//! logo; text is encoded as WinAnsi (Latin-1 and common punctuation; anything else prints as
//! `?`).

use std::io::Write;

use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use serde_json::Value;

pub const WIDTH: f32 = 595.0;
pub const HEIGHT: f32 = 842.0;
pub const LEFT: f32 = 50.0;
pub const RIGHT: f32 = 545.0;
pub const REGULAR: Name = Name(b"F1");
pub const BOLD: Name = Name(b"F2");
const LOGO: Name = Name(b"Im1");
/// Logos are scaled down to this many pixels on their longer side before embedding.
const LOGO_PIXELS: u32 = 256;

/// The agency as the branding document describes it.
pub struct Brand {
    pub name: String,
    pub legal_name: String,
    pub address: Vec<String>,
    pub contact: String,
    pub colour: [f32; 3],
    /// The logo uploaded under Settings › Public site, else a PNG or JPEG file named by
    /// `agency.logo_file` in the data directory.
    pub logo: Option<Vec<u8>>,
}

fn hex_colour(s: &str) -> Option<[f32; 3]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let c = |i: usize| {
        u8::from_str_radix(&h[i..i + 2], 16)
            .ok()
            .map(|v| f32::from(v) / 255.0)
    };
    Some([c(0)?, c(2)?, c(4)?])
}

impl Brand {
    pub fn from_branding(
        branding: &crate::branding::Branding,
        data_dir: &std::path::Path,
    ) -> Brand {
        let doc: &Value = &branding.doc;
        let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
        let agency = &doc["agency"];
        let office = &doc["contact"]["offices"][0];
        let address = [
            text(&office["address"]),
            format!("{} {}", text(&office["city"]), text(&office["zipcode"])),
        ]
        .into_iter()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
        let contact = [
            text(&agency["website"]),
            text(&doc["contact"]["support_email"]),
            text(&doc["contact"]["phone"]),
        ]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("  |  ");
        // Only a plain file name inside the data directory: the document is the operator's, but a
        // path is not a place to reach outside it.
        let file = agency["logo_file"]
            .as_str()
            .filter(|f| !f.contains(['/', '\\']) && !f.starts_with('.'))
            .map(|f| data_dir.join(f));
        let logo = match &branding.logo {
            Some((store, name)) => store
                .read_blocking(crate::storage::Area::Logos, name)
                .map_err(|e| tracing::warn!("the uploaded logo could not be read: {e}"))
                .ok(),
            None => file.and_then(|path| std::fs::read(path).ok()),
        };
        Brand {
            name: text(&agency["name"]),
            legal_name: text(&agency["legal_name"]),
            address,
            contact,
            colour: hex_colour(doc["colors"]["primary"].as_str().unwrap_or_default())
                .unwrap_or([0.31, 0.27, 0.9]),
            logo,
        }
    }
}

/// Text in the standard fonts' WinAnsi encoding.
pub fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .map(|c| match c {
            ' '..='~' => c as u8,
            '\u{a0}'..='\u{ff}' => c as u32 as u8,
            '€' => 0x80,
            '…' => 0x85,
            '‘' => 0x91,
            '’' => 0x92,
            '“' => 0x93,
            '”' => 0x94,
            '•' => 0x95,
            '–' => 0x96,
            '—' => 0x97,
            _ => b'?',
        })
        .collect()
}

/// Width of an amount in Helvetica (regular and bold agree for these glyphs): digits and `$`
/// are 556/1000 em, `.` and `,` 278, `-` 333.
pub fn amount_width(text: &str, size: f32) -> f32 {
    let units: f32 = text
        .chars()
        .map(|c| match c {
            '.' | ',' => 278.0,
            '-' => 333.0,
            _ => 556.0,
        })
        .sum();
    units * size / 1000.0
}

/// Lines of at most `max` characters, broken at spaces (Helvetica averages about half an em a
/// character, so 80 at 10 pt fits the description column).
pub fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for para in text.lines() {
        let mut line = String::new();
        for word in para.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > max {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

pub struct Page {
    pub c: Content,
}

impl Default for Page {
    fn default() -> Page {
        Page { c: Content::new() }
    }
}

impl Page {
    pub fn new() -> Page {
        Page::default()
    }

    pub fn finish(self) -> Vec<u8> {
        self.c.finish().to_vec()
    }

    /// The brand bar, the logo (or the agency's initial on its colour), name, legal name and
    /// address; answers the baseline of the name, where a page's title goes beside it. `logo` is
    /// the embedded logo's size in pixels.
    pub fn letterhead(&mut self, brand: &Brand, logo: Option<(u32, u32)>) -> f32 {
        self.rect(0.0, HEIGHT - 8.0, WIDTH, 8.0, brand.colour);

        // The agency: logo (or its initial on the brand colour), name, address.
        let top = HEIGHT - 60.0;
        match logo {
            Some((width, height)) => {
                let scale = 44.0 / width.max(height) as f32;
                let (w, h) = (width as f32 * scale, height as f32 * scale);
                self.c
                    .save_state()
                    .transform([w, 0.0, 0.0, h, LEFT, top - 30.0])
                    .x_object(LOGO)
                    .restore_state();
            }
            None => {
                self.rect(LEFT, top - 30.0, 44.0, 44.0, brand.colour);
                self.fill(WHITE);
                let initial: String = brand.name.chars().take(1).collect();
                self.text(BOLD, 24.0, LEFT + 14.0, top - 17.0, &initial.to_uppercase());
            }
        }
        self.fill(INK);
        self.text(BOLD, 16.0, LEFT + 56.0, top, &brand.name);
        self.fill(MUTED);
        let mut y = top - 14.0;
        for line in std::iter::once(&brand.legal_name).chain(&brand.address) {
            if !line.is_empty() {
                self.text(REGULAR, 9.0, LEFT + 56.0, y, line);
                y -= 11.0;
            }
        }
        top
    }

    pub fn text(&mut self, font: Name, size: f32, x: f32, y: f32, text: &str) {
        self.c
            .begin_text()
            .set_font(font, size)
            .next_line(x, y)
            .show(Str(&win_ansi(text)))
            .end_text();
    }

    pub fn amount(&mut self, font: Name, size: f32, right: f32, y: f32, text: &str) {
        let x = right - amount_width(text, size);
        self.text(font, size, x, y, text);
    }

    pub fn fill(&mut self, rgb: [f32; 3]) {
        self.c.set_fill_rgb(rgb[0], rgb[1], rgb[2]);
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, rgb: [f32; 3]) {
        self.fill(rgb);
        self.c.rect(x, y, w, h).fill_nonzero();
    }

    /// Many rectangles of one colour as one path, filled once (a QR code's modules).
    pub fn rects(&mut self, rgb: [f32; 3], rects: &[[f32; 4]]) {
        if rects.is_empty() {
            return;
        }
        self.fill(rgb);
        for [x, y, w, h] in rects {
            self.c.rect(*x, *y, *w, *h);
        }
        self.c.fill_nonzero();
    }
}

pub const INK: [f32; 3] = [0.12, 0.13, 0.16];
pub const MUTED: [f32; 3] = [0.42, 0.45, 0.5];
pub const RULE: [f32; 3] = [0.9, 0.91, 0.93];
pub const WHITE: [f32; 3] = [1.0, 1.0, 1.0];

/// A one-page PDF: the standard fonts, the brand's logo when it has one, and the page `draw`
/// writes (given the logo's size, for `Page::letterhead`).
pub fn document(
    title: &str,
    brand: &Brand,
    draw: impl FnOnce(Option<(u32, u32)>) -> Vec<u8>,
) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let (catalog, tree, page_id, content_id) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let (regular, bold, info, logo_id, mask_id) = (
        Ref::new(5),
        Ref::new(6),
        Ref::new(7),
        Ref::new(8),
        Ref::new(9),
    );
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page_id]).count(1);
    let logo = brand.logo.as_deref().and_then(logo_image);
    {
        let mut page = pdf.page(page_id);
        page.parent(tree)
            .media_box(Rect::new(0.0, 0.0, WIDTH, HEIGHT))
            .contents(content_id);
        let mut res = page.resources();
        res.fonts().pair(REGULAR, regular).pair(BOLD, bold);
        if logo.is_some() {
            res.x_objects().pair(LOGO, logo_id);
        }
    }
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.document_info(info)
        .title(TextStr(title))
        .author(TextStr(&brand.name))
        .creator(TextStr("Atrium"));
    if let Some(img) = &logo {
        let mut x = pdf.image_xobject(logo_id, &img.rgb);
        x.filter(Filter::FlateDecode);
        x.width(img.width as i32)
            .height(img.height as i32)
            .bits_per_component(8);
        x.color_space().device_rgb();
        if img.alpha.is_some() {
            x.s_mask(mask_id);
        }
        x.finish();
        if let Some(alpha) = &img.alpha {
            let mut m = pdf.image_xobject(mask_id, alpha);
            m.filter(Filter::FlateDecode);
            m.width(img.width as i32)
                .height(img.height as i32)
                .bits_per_component(8);
            m.color_space().device_gray();
        }
    }
    let content = draw(logo.as_ref().map(|l| (l.width, l.height)));
    pdf.stream(content_id, &content);
    pdf.finish()
}

struct LogoImage {
    width: u32,
    height: u32,
    /// Zlib-compressed RGB samples, and the alpha channel when the logo has one.
    rgb: Vec<u8>,
    alpha: Option<Vec<u8>>,
}

fn deflate(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    z.write_all(bytes).ok()?;
    z.finish().ok()
}

/// A logo decoded within a memory budget, scaled down, split into colour and alpha. An
/// unreadable file leaves the invoice with the initial instead.
fn logo_image(bytes: &[u8]) -> Option<LogoImage> {
    let mut reader = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .ok()?;
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(64 * 1024 * 1024);
    reader.limits(limits);
    let img = reader.decode().ok()?;
    let img = img.thumbnail(LOGO_PIXELS, LOGO_PIXELS);
    let has_alpha = img.color().has_alpha();
    let rgba = img.to_rgba8();
    let (width, height) = rgba.dimensions();
    let mut rgb = Vec::with_capacity((width * height * 3) as usize);
    let mut alpha = Vec::with_capacity((width * height) as usize);
    for px in rgba.pixels() {
        rgb.extend_from_slice(&px.0[..3]);
        alpha.push(px.0[3]);
    }
    Some(LogoImage {
        width,
        height,
        rgb: deflate(&rgb)?,
        alpha: if has_alpha { deflate(&alpha) } else { None },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_outside_win_ansi_prints_as_a_question_mark_and_isolates_vanish() {
        assert_eq!(win_ansi("Café – 5€"), b"Caf\xe9 \x96 5\x80".to_vec());
        assert_eq!(win_ansi("\u{2068}Ana\u{2069} 日"), b"Ana ?".to_vec());
    }

    #[test]
    fn long_descriptions_wrap_at_spaces() {
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
        assert_eq!(wrap("one\ntwo", 80), vec!["one", "two"]);
    }
}
