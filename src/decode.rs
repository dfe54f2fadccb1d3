//! Decoding uploaded images (post images, avatars) without letting any upload, or any number of
//! them at once, exhaust memory. A file's headers are read first and give an upper bound of what
//! its decoder will allocate (`Plan::cost`); that amount is taken from one process-wide budget
//! before a pixel is decoded and given back when the decoded image is gone. A decode that cannot
//! fit in the whole budget is refused; the others wait their turn.
//!
//! What the headers alone do not tell is checked too: every frame of a GIF (a 1x1 logical screen
//! may carry a 9000x9000 frame), and a PNG is read without its colour profile and text chunks,
//! which are compressed and can inflate to gigabytes from a few hundred kilobytes.

use std::fs::File;
use std::io::{BufReader, Read, Seek};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder};
use tokio::sync::Semaphore;

use crate::error::{ApiError, ApiResult};

/// The most pixels an uploaded image may have, whatever its format (a 10 MB file can declare
/// 50,000 x 50,000).
pub const MAX_PIXELS: u64 = 40_000_000;

/// Room for a decoder's own tables, rows and scratch beside the pixels.
const SLACK: u64 = 1024 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Jpeg,
    Png,
    Gif,
    WebP,
}

impl Format {
    /// The format the bytes begin with, if it is one we decode.
    pub fn sniff(head: &[u8]) -> Option<Format> {
        match infer::get(head)?.mime_type() {
            "image/jpeg" => Some(Format::Jpeg),
            "image/png" => Some(Format::Png),
            "image/gif" => Some(Format::Gif),
            "image/webp" => Some(Format::WebP),
            _ => None,
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Format::Jpeg => "image/jpeg",
            Format::Png => "image/png",
            Format::Gif => "image/gif",
            Format::WebP => "image/webp",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Jpeg => "jpg",
            Format::Png => "png",
            Format::Gif => "gif",
            Format::WebP => "webp",
        }
    }
}

/// What an image's headers promise, before any pixel is decoded.
#[derive(Debug, Clone, Copy)]
struct Plan {
    format: Format,
    /// The size every frame fits in (for a GIF, the logical screen grown to its frames).
    width: u32,
    height: u32,
    /// An upper bound of the bytes its decoder allocates, decoded pixels included.
    cost: u64,
}

/// An image decoded within the budget: its size and what `shrink` made of it.
pub struct Decoded<T> {
    pub width: u32,
    pub height: u32,
    pub out: T,
}

/// The memory all image decodes in flight may hold together (`[limits] image_decode_bytes`).
/// Permits are kibibytes.
#[derive(Clone)]
pub struct Budget {
    permits: Arc<Semaphore>,
    kib: u32,
}

impl Budget {
    pub fn new(bytes: u64) -> Budget {
        let kib = u32::try_from(bytes / 1024).unwrap_or(u32::MAX).max(1);
        Budget {
            permits: Arc::new(Semaphore::new(kib as usize)),
            kib,
        }
    }

    /// Decodes the image at `path` once its cost is free in the budget, and hands the image
    /// (with the orientation its metadata asks for) to `shrink`, which runs while the budget is
    /// held: it should answer something small, the full image being dropped when it returns.
    /// An unreadable image, one over `max_pixels`, or one that could not fit in the whole
    /// budget is a 422 on `field`.
    pub async fn decode<T, F>(
        &self,
        path: PathBuf,
        field: &'static str,
        max_pixels: u64,
        shrink: F,
    ) -> ApiResult<Decoded<T>>
    where
        T: Send + 'static,
        F: FnOnce(DynamicImage, Orientation) -> ApiResult<T> + Send + 'static,
    {
        let probe_path = path.clone();
        let plan = crate::db::run_blocking(move || {
            plan(&probe_path, max_pixels).map_err(|e| e.refusal(field, max_pixels, 0))
        })
        .await?;
        let area = u64::from(plan.width) * u64::from(plan.height);
        let kib = plan.cost.div_ceil(1024);
        if kib > u64::from(self.kib) {
            let per_pixel = plan.cost as f64 / area.max(1) as f64;
            let fits = (f64::from(self.kib) * 1024.0 / per_pixel) as u64;
            return Err(
                Refused::OverBudget(plan.width, plan.height).refusal(field, max_pixels, fits)
            );
        }
        // Owned by the decoding thread, so the budget comes back when its memory does, even if
        // the request is dropped meanwhile.
        let held = Arc::clone(&self.permits)
            .acquire_many_owned(kib as u32)
            .await
            .map_err(|_| ApiError::internal("the image budget was closed"))?;
        crate::db::run_blocking(move || {
            let _held = held;
            let (image, orientation) = decode(&path, plan)
                .map_err(|_| Refused::Unreadable.refusal(field, max_pixels, 0))?;
            let (width, height) = (plan.width, plan.height);
            let out = shrink(image, orientation)?;
            Ok(Decoded { width, height, out })
        })
        .await
    }
}

/// Why an image is refused, before its field's message is written.
#[derive(Debug)]
enum Refused {
    Unreadable,
    TooManyPixels(u32, u32),
    OverBudget(u32, u32),
}

impl Refused {
    fn refusal(self, field: &str, max_pixels: u64, fits: u64) -> ApiError {
        let message = match self {
            Refused::Unreadable => "This image could not be read.".to_string(),
            Refused::TooManyPixels(w, h) => format!(
                "This image is {w}x{h} pixels; at most {} megapixels are accepted.",
                max_pixels / 1_000_000
            ),
            Refused::OverBudget(w, h) => format!(
                "This image is {w}x{h} pixels, too large to process; at most {:.1} megapixels \
                 are accepted for an image of its kind.",
                fits as f64 / 1e6
            ),
        };
        ApiError::field(field, message)
    }
}

impl From<std::io::Error> for Refused {
    fn from(_: std::io::Error) -> Refused {
        Refused::Unreadable
    }
}

fn open(path: &Path) -> Result<(BufReader<File>, u64), Refused> {
    let file = File::open(path)?;
    let len = file.metadata()?.len();
    Ok((BufReader::new(file), len))
}

/// Refuses more than `max` pixels, as soon as a header tells the size.
fn within(width: u32, height: u32, max: u64) -> Result<(), Refused> {
    if u64::from(width) * u64::from(height) > max {
        return Err(Refused::TooManyPixels(width, height));
    }
    Ok(())
}

/// Reads only headers (and a GIF's frame descriptors), each with a small memory limit.
fn plan(path: &Path, max_pixels: u64) -> Result<Plan, Refused> {
    let (mut reader, len) = open(path)?;
    let mut head = [0u8; 32];
    let n = reader.read(&mut head)?;
    let format = Format::sniff(&head[..n]).ok_or(Refused::Unreadable)?;
    reader.rewind()?;
    let plan = match format {
        Format::Png => plan_png(reader, max_pixels)?,
        Format::Gif => plan_gif(reader, max_pixels)?,
        Format::Jpeg => plan_jpeg(reader, len)?,
        Format::WebP => plan_webp(reader, &head[..n], len)?,
    };
    if plan.width == 0 || plan.height == 0 {
        return Err(Refused::Unreadable);
    }
    within(plan.width, plan.height, max_pixels)?;
    Ok(plan)
}

/// A PNG reader that skips the colour profile and text chunks (we keep no metadata) and turns
/// every pixel into 8-bit samples, so a pixel is at most 4 bytes. `limit` bounds what the png
/// crate itself keeps (other ancillary chunks such as eXIf included).
fn png_reader(
    reader: BufReader<File>,
    limit: u64,
    max_pixels: u64,
) -> Result<png::Reader<BufReader<File>>, Refused> {
    let limits = png::Limits {
        bytes: usize::try_from(limit).unwrap_or(usize::MAX),
    };
    let mut decoder = png::Decoder::new_with_limits(reader, limits);
    let header = decoder
        .read_header_info()
        .map_err(|_| Refused::Unreadable)?;
    within(header.width, header.height, max_pixels)?;
    decoder.set_ignore_iccp_chunk(true);
    decoder.set_ignore_text_chunk(true);
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    decoder.read_info().map_err(|_| Refused::Unreadable)
}

fn plan_png(reader: BufReader<File>, max_pixels: u64) -> Result<Plan, Refused> {
    let png = png_reader(reader, SLACK, max_pixels)?;
    let (width, height) = (png.info().width, png.info().height);
    let channels = png.output_color_type().0.samples() as u64;
    let cost = if reduced_while_read(png.info()) {
        let factor = u64::from(width.max(height).div_ceil(REDUCED_SIDE));
        let (w, h) = (u64::from(width), u64::from(height));
        // Raw rows (up to 8 bytes a pixel) the png crate unfilters, the sums of one output row,
        // and the reduced image.
        3 * (8 * w + 1)
            + 8 * channels * w.div_ceil(factor)
            + channels * w.div_ceil(factor) * h.div_ceil(factor)
    } else {
        u64::from(width) * u64::from(height) * channels + 16 * u64::from(width)
    };
    Ok(Plan {
        format: Format::Png,
        width,
        height,
        cost: cost + SLACK,
    })
}

/// The longest side a large PNG is reduced to while its rows are read: every use of a decoded
/// image (a thumbnail, an avatar) is smaller, and a 40-megapixel PNG then costs a few
/// megabytes instead of 160.
const REDUCED_SIDE: u32 = 1024;

/// Whether a PNG is reduced row by row rather than decoded whole. An interlaced one comes in
/// seven passes over the whole picture, so it is decoded whole, its full cost planned.
fn reduced_while_read(info: &png::Info<'_>) -> bool {
    !info.interlaced && info.width.max(info.height) > REDUCED_SIDE
}

/// Walks every frame descriptor without decoding any: the canvas is the logical screen grown to
/// hold each frame. image's decoder then makes the logical screen (4 bytes a pixel) and, when the
/// first frame does not fill it exactly, a buffer for that frame too.
fn plan_gif(reader: BufReader<File>, max_pixels: u64) -> Result<Plan, Refused> {
    let mut options = gif::DecodeOptions::new();
    options.skip_frame_decoding(true);
    options.set_memory_limit(gif::MemoryLimit::Bytes(
        std::num::NonZeroU64::new(SLACK).expect("non-zero"),
    ));
    let mut gif = options.read_info(reader).map_err(|_| Refused::Unreadable)?;
    let screen = (u32::from(gif.width()), u32::from(gif.height()));
    let (mut width, mut height) = screen;
    let mut first: Option<u64> = None;
    while let Some(frame) = gif.next_frame_info().map_err(|_| Refused::Unreadable)? {
        width = width.max(u32::from(frame.left) + u32::from(frame.width));
        height = height.max(u32::from(frame.top) + u32::from(frame.height));
        within(width, height, max_pixels)?;
        first.get_or_insert(u64::from(frame.width) * u64::from(frame.height));
    }
    let first = first.ok_or(Refused::Unreadable)?;
    let cost = 4 * (u64::from(screen.0) * u64::from(screen.1) + first) + SLACK;
    Ok(Plan {
        format: Format::Gif,
        width,
        height,
        cost,
    })
}

/// A JPEG's frame header and first scan: zune-jpeg (image's JPEG decoder) writes the pixels
/// straight to the output when the first scan holds every component, and otherwise (progressive,
/// or one scan per component) first keeps every coefficient: 2 bytes a sample. The whole file is
/// read into memory too.
fn plan_jpeg(mut reader: BufReader<File>, len: u64) -> Result<Plan, Refused> {
    let layout = jpeg_layout(&mut reader)?;
    let (width, height) = (u32::from(layout.width), u32::from(layout.height));
    let comps = &layout.components[..usize::from(layout.count)];
    let hmax = comps
        .iter()
        .map(|c| u64::from(c.0))
        .max()
        .unwrap_or(1)
        .max(1);
    let vmax = comps
        .iter()
        .map(|c| u64::from(c.1))
        .max()
        .unwrap_or(1)
        .max(1);
    // Grey stays grey and YCbCr becomes RGB; four components may come out as RGBA.
    let out_channels: u64 = match layout.count {
        1 => 1,
        3 => 3,
        _ => 4,
    };
    let mut cost = len
        + u64::from(width) * u64::from(height) * out_channels
        + 64 * u64::from(width) * hmax * vmax
        + SLACK;
    if layout.progressive || layout.first_scan < layout.count {
        let mcus_x = u64::from(width).div_ceil(8 * hmax);
        let mcus_y = u64::from(height).div_ceil(8 * vmax);
        for &(h, v) in comps {
            cost += 2 * (mcus_x * 8 * u64::from(h)) * (mcus_y * 8 * u64::from(v));
        }
    }
    Ok(Plan {
        format: Format::Jpeg,
        width,
        height,
        cost,
    })
}

struct JpegLayout {
    width: u16,
    height: u16,
    progressive: bool,
    count: u8,
    /// Sampling factors (horizontal, vertical) of each component.
    components: [(u8, u8); 4],
    /// How many components the first scan holds.
    first_scan: u8,
}

/// Reads marker segments up to the first scan header.
fn jpeg_layout(r: &mut BufReader<File>) -> Result<JpegLayout, Refused> {
    fn byte(r: &mut BufReader<File>) -> Result<u8, Refused> {
        let mut b = [0u8; 1];
        r.read_exact(&mut b)?;
        Ok(b[0])
    }
    if (byte(r)?, byte(r)?) != (0xFF, 0xD8) {
        return Err(Refused::Unreadable);
    }
    let mut layout: Option<JpegLayout> = None;
    loop {
        if byte(r)? != 0xFF {
            return Err(Refused::Unreadable);
        }
        let mut marker = byte(r)?;
        while marker == 0xFF {
            marker = byte(r)?;
        }
        if matches!(marker, 0x01 | 0xD0..=0xD7) {
            continue;
        }
        let length = u16::from_be_bytes([byte(r)?, byte(r)?]);
        let body = usize::from(length.checked_sub(2).ok_or(Refused::Unreadable)?);
        let is_frame = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_frame || marker == 0xDA {
            let mut data = vec![0u8; body];
            r.read_exact(&mut data)?;
            if is_frame {
                layout = Some(frame_layout(marker, &data)?);
                continue;
            }
            let mut layout = layout.ok_or(Refused::Unreadable)?;
            layout.first_scan = *data.first().ok_or(Refused::Unreadable)?;
            return Ok(layout);
        }
        r.seek_relative(body as i64)?;
    }
}

fn frame_layout(marker: u8, data: &[u8]) -> Result<JpegLayout, Refused> {
    if data.len() < 6 {
        return Err(Refused::Unreadable);
    }
    let count = data[5];
    if !(1..=4).contains(&count) || data.len() < 6 + 3 * usize::from(count) {
        return Err(Refused::Unreadable);
    }
    let mut components = [(1, 1); 4];
    for (i, c) in components.iter_mut().take(usize::from(count)).enumerate() {
        let sampling = data[6 + 3 * i + 1];
        *c = ((sampling >> 4).max(1), (sampling & 0x0F).max(1));
    }
    Ok(JpegLayout {
        height: u16::from_be_bytes([data[1], data[2]]),
        width: u16::from_be_bytes([data[3], data[4]]),
        progressive: matches!(marker, 0xC2 | 0xC6 | 0xCA | 0xCE),
        count,
        components,
        first_scan: 0,
    })
}

/// image-webp decodes a simple lossy image through YUV planes (1.5 bytes a pixel) into RGB; a
/// lossless one into RGBA with transforms beside it; an animation composes each frame (RGBA,
/// decoded as above) onto an RGBA canvas. Chunks it reads are held whole.
fn plan_webp(reader: BufReader<File>, head: &[u8], len: u64) -> Result<Plan, Refused> {
    let decoder = image::codecs::webp::WebPDecoder::new(reader).map_err(|_| Refused::Unreadable)?;
    let (width, height) = decoder.dimensions();
    let per_pixel = match head.get(12..16) {
        Some(b"VP8 ") => 5,
        Some(b"VP8L") => 8,
        _ if head.get(20).is_some_and(|flags| flags & 0x02 != 0) => 12,
        _ => 8,
    };
    Ok(Plan {
        format: Format::WebP,
        width,
        height,
        cost: len + u64::from(width) * u64::from(height) * per_pixel + SLACK,
    })
}

/// Decodes the first frame (a large PNG reduced as it is read), the decoder's allocations
/// capped at the planned cost.
fn decode(path: &Path, plan: Plan) -> Result<(DynamicImage, Orientation), Refused> {
    let (reader, _) = open(path)?;
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(plan.cost);
    let bad = |_| Refused::Unreadable;
    match plan.format {
        Format::Png => Ok((decode_png(reader, plan.cost)?, Orientation::NoTransforms)),
        Format::Gif => {
            let mut d = image::codecs::gif::GifDecoder::new(reader).map_err(bad)?;
            d.set_limits(limits).map_err(bad)?;
            Ok((
                DynamicImage::from_decoder(d).map_err(bad)?,
                Orientation::NoTransforms,
            ))
        }
        Format::Jpeg => with_orientation(image::codecs::jpeg::JpegDecoder::new(reader), limits),
        Format::WebP => with_orientation(image::codecs::webp::WebPDecoder::new(reader), limits),
    }
}

fn with_orientation<D: ImageDecoder>(
    decoder: image::ImageResult<D>,
    limits: image::Limits,
) -> Result<(DynamicImage, Orientation), Refused> {
    let bad = |_| Refused::Unreadable;
    let mut decoder = decoder.map_err(bad)?;
    decoder.set_limits(limits).map_err(bad)?;
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    Ok((
        DynamicImage::from_decoder(decoder).map_err(bad)?,
        orientation,
    ))
}

fn decode_png(reader: BufReader<File>, cost: u64) -> Result<DynamicImage, Refused> {
    let bad = |_| Refused::Unreadable;
    let mut png = png_reader(reader, cost, u64::MAX)?;
    let color = png.output_color_type().0;
    let (width, height) = (png.info().width, png.info().height);
    let (w, h, pixels) = if reduced_while_read(png.info()) {
        reduce_rows(&mut png, color.samples())?
    } else {
        let size = png.output_buffer_size().ok_or(Refused::Unreadable)?;
        let mut pixels = vec![0u8; size];
        let frame = png.next_frame(&mut pixels).map_err(bad)?;
        pixels.truncate(frame.buffer_size());
        (width, height, pixels)
    };
    let image = match color {
        png::ColorType::Grayscale => {
            image::GrayImage::from_raw(w, h, pixels).map(DynamicImage::from)
        }
        png::ColorType::GrayscaleAlpha => {
            image::GrayAlphaImage::from_raw(w, h, pixels).map(DynamicImage::from)
        }
        png::ColorType::Rgb => image::RgbImage::from_raw(w, h, pixels).map(DynamicImage::from),
        png::ColorType::Rgba => image::RgbaImage::from_raw(w, h, pixels).map(DynamicImage::from),
        png::ColorType::Indexed => None,
    };
    image.ok_or(Refused::Unreadable)
}

/// Reads a PNG row by row into blocks of `factor` x `factor` pixels, each averaged into one
/// pixel of an image at most `REDUCED_SIDE` a side: only one row is ever held whole.
fn reduce_rows(
    png: &mut png::Reader<BufReader<File>>,
    channels: usize,
) -> Result<(u32, u32, Vec<u8>), Refused> {
    let (width, height) = (png.info().width, png.info().height);
    let factor = width.max(height).div_ceil(REDUCED_SIDE);
    let (out_w, out_h) = (width.div_ceil(factor), height.div_ceil(factor));
    let f = factor as usize;
    let mut sums = vec![0u64; out_w as usize * channels];
    let size = out_w as usize * out_h as usize * channels;
    let mut out = Vec::with_capacity(size);
    let mut rows = 0u64;
    let mut flush = |sums: &mut [u64], rows: u64| {
        for (i, sum) in sums.iter_mut().enumerate() {
            let column = (i / channels) as u64 * u64::from(factor);
            let n = (u64::from(width) - column).min(u64::from(factor)) * rows;
            out.push(((*sum + n / 2) / n) as u8);
            *sum = 0;
        }
    };
    while let Some(row) = png.next_row().map_err(|_| Refused::Unreadable)? {
        for (x, pixel) in row.data().chunks_exact(channels).enumerate() {
            let at = x / f * channels;
            for (sum, &sample) in sums[at..at + channels].iter_mut().zip(pixel) {
                *sum += u64::from(sample);
            }
        }
        rows += 1;
        if rows == u64::from(factor) {
            flush(&mut sums, rows);
            rows = 0;
        }
    }
    if rows > 0 {
        flush(&mut sums, rows);
    }
    if out.len() != size {
        return Err(Refused::Unreadable);
    }
    Ok((out_w, out_h, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_png_is_averaged_block_by_block_into_a_reduced_image_of_its_shape() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("halves.png");
        // Left half black, right half white, and a last column that fills a block only partly.
        let img = image::GrayImage::from_fn(2050, 1000, |x, _| {
            image::Luma([if x < 1024 { 0 } else { 255 }])
        });
        img.save(&path).unwrap();
        let plan = plan(&path, MAX_PIXELS).unwrap();
        assert_eq!((plan.width, plan.height), (2050, 1000));
        assert!(plan.cost < 4 * 1024 * 1024, "{}", plan.cost);
        let (reduced, _) = decode(&path, plan).unwrap();
        let reduced = reduced.into_luma8();
        assert_eq!(reduced.dimensions(), (684, 334), "blocks of 3 x 3");
        assert_eq!(reduced.get_pixel(0, 0).0, [0]);
        assert_eq!(reduced.get_pixel(340, 333).0, [0]);
        assert_eq!(
            reduced.get_pixel(341, 0).0,
            [170],
            "one black column of three"
        );
        assert_eq!(reduced.get_pixel(683, 333).0, [255], "a block of one pixel");
    }
}
