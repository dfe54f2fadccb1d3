//! Content images: checking and thumbnailing uploads, and the signed, expiring links that serve
//! them. An `<img>` cannot send the Token header, so the link itself carries the permission:
//! it is handed only to whoever may see the post, names one image and one size, and stops
//! working within hours. Links are stable inside a window so browsers can cache them.

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::{Arc, Mutex};

use hmac::{Hmac, Mac};
use image::DynamicImage;
use image::metadata::Orientation;
use sha2::Sha256;

use crate::error::{ApiError, ApiResult};

/// Links are issued per window and valid until the end of the next one: 6 to 12 hours.
const WINDOW_SECONDS: i64 = 6 * 3600;
/// The longest side of a grid thumbnail.
const THUMB_SIDE: u32 = 480;
/// The longest side of a stored avatar (shown at most a few hundred pixels wide).
const AVATAR_SIDE: u32 = 512;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    Full,
    Thumb,
    /// What a platform fetches to publish: the file itself, or its JPEG copy where the file is
    /// in a format the platform does not take.
    Publish,
}

impl Variant {
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Full => "full",
            Variant::Thumb => "thumb",
            Variant::Publish => "out",
        }
    }

    pub fn parse(s: &str) -> Option<Variant> {
        match s {
            "full" => Some(Variant::Full),
            "thumb" => Some(Variant::Thumb),
            "out" => Some(Variant::Publish),
            _ => None,
        }
    }
}

/// The key that signs image links; it lives in the data directory, never in the database.
#[derive(Clone)]
pub struct Media {
    /// The HMAC with the key already mixed in: cloning this state skips hashing the key's two
    /// pads for each link.
    keyed: Hmac<Sha256>,
    /// Signatures already made in the current window. A list page carries 80 links and the
    /// same pages are asked for again and again; hashing them was a tenth of a page's time.
    signed: Arc<Mutex<Signed>>,
}

#[derive(Default)]
struct Signed {
    expires: i64,
    tags: HashMap<(i64, Variant), String>,
}

/// Signatures kept per window, at most (about 80 bytes each).
const SIGNED_MAX: usize = 50_000;

/// The repository assembles a post's images and asks for their links without knowing how
/// they are signed.
impl crate::domain::content::ImageLinks for Media {
    fn image(&self, id: i64, now: i64) -> String {
        self.url(id, Variant::Full, now)
    }

    fn thumbnail(&self, id: i64, now: i64) -> String {
        self.url(id, Variant::Thumb, now)
    }
}

impl Media {
    /// The key is `media.key` of the data directory (`storage::key_file`).
    pub fn with_key(key: &[u8; 32]) -> Media {
        Media {
            keyed: Hmac::<Sha256>::new_from_slice(key).expect("any key length"),
            signed: Arc::default(),
        }
    }

    fn mac(&self, id: i64, variant: Variant, expires: i64) -> Hmac<Sha256> {
        let mut mac = self.keyed.clone();
        mac.update(format!("content-image:{id}:{}:{expires}", variant.as_str()).as_bytes());
        mac
    }

    /// The link to one image at `now` (seconds).
    pub fn url(&self, id: i64, variant: Variant, now: i64) -> String {
        let expires = (now.div_euclid(WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
        let mut signed = self.signed.lock().unwrap_or_else(|p| p.into_inner());
        if signed.expires != expires || signed.tags.len() >= SIGNED_MAX {
            signed.expires = expires;
            signed.tags.clear();
        }
        let tag = signed.tags.entry((id, variant)).or_insert_with(|| {
            let tag = self.mac(id, variant, expires).finalize().into_bytes();
            hex::encode(&tag[..16])
        });
        format!(
            "/api/media/content/{id}/{}/{expires}/{tag}",
            variant.as_str()
        )
    }

    /// Whether a link's signature is ours and it has not expired.
    pub fn verify(&self, id: i64, variant: Variant, expires: i64, sig: &str, now: i64) -> bool {
        let mut tag = [0u8; 16];
        if expires < now || hex::decode_to_slice(sig, &mut tag).is_err() {
            return false;
        }
        self.mac(id, variant, expires)
            .verify_truncated_left(&tag)
            .is_ok()
    }
}

/// A full-size JPEG copy of a decoded image, for a platform that takes JPEG only (Instagram);
/// transparency is laid on white.
pub fn jpeg(image: &DynamicImage) -> ApiResult<Vec<u8>> {
    let rgba = image.to_rgba8();
    let flat = image::RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let over = |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        image::Rgb([over(r), over(g), over(b)])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(Cursor::new(&mut out), 90)
        .encode_image(&flat)
        .map_err(|e| ApiError::internal(format!("jpeg copy: {e}")))?;
    Ok(out)
}

/// A grid thumbnail (JPEG) of a decoded image.
pub fn thumbnail(image: &DynamicImage) -> ApiResult<Vec<u8>> {
    let thumb = image.thumbnail(THUMB_SIDE, THUMB_SIDE).into_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(Cursor::new(&mut out), 80)
        .encode_image(&thumb)
        .map_err(|e| ApiError::internal(format!("thumbnail: {e}")))?;
    Ok(out)
}

/// An avatar as we serve it: at most `AVATAR_SIDE` a side, turned as its metadata asked, and
/// encoded afresh (PNG when it has transparency, else JPEG), so that no byte of the upload, its
/// metadata or whatever it carried after the picture, is ever served. Answers the bytes and
/// their extension.
pub fn avatar(image: DynamicImage, orientation: Orientation) -> ApiResult<(Vec<u8>, &'static str)> {
    let mut image = if image.width() > AVATAR_SIDE || image.height() > AVATAR_SIDE {
        image.thumbnail(AVATAR_SIDE, AVATAR_SIDE)
    } else {
        image
    };
    image.apply_orientation(orientation);
    let mut out = Vec::new();
    let encoded = if image.color().has_alpha() {
        image
            .to_rgba8()
            .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
            .map(|()| "png")
    } else {
        image::codecs::jpeg::JpegEncoder::new_with_quality(Cursor::new(&mut out), 85)
            .encode_image(&image.to_rgb8())
            .map(|()| "jpg")
    };
    let ext = encoded.map_err(|e| ApiError::internal(format!("avatar: {e}")))?;
    Ok((out, ext))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_refused_when_its_image_size_expiry_or_signature_changes() {
        let media = Media::with_key(&[7; 32]);
        let now = 1_800_000_000;
        let url = media.url(12, Variant::Full, now);
        let parts: Vec<&str> = url.rsplit('/').take(2).collect();
        let (sig, expires) = (parts[0], parts[1].parse::<i64>().unwrap());
        assert!(media.verify(12, Variant::Full, expires, sig, now));
        assert!(!media.verify(13, Variant::Full, expires, sig, now));
        assert!(!media.verify(12, Variant::Thumb, expires, sig, now));
        assert!(!media.verify(12, Variant::Full, expires + 1, sig, now));
        assert!(!media.verify(12, Variant::Full, expires, sig, expires + 1));
        let mut altered = sig.to_string();
        altered.replace_range(0..1, if sig.starts_with('0') { "1" } else { "0" });
        assert!(!media.verify(12, Variant::Full, expires, &altered, now));
        // The same link for every request in a window, so browsers can cache it.
        assert_eq!(url, media.url(12, Variant::Full, now + 60));
    }
}
