//! Videos on posts: recognised from their bytes (MP4 and QuickTime), read for their size and
//! length (Mozilla's mp4parse, which reads the file as a stream and skips the media data), and
//! stored as uploaded: Atrium does not re-encode video.

use std::path::Path;

/// A video's type, as sniffed from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    Mp4,
    QuickTime,
}

impl Container {
    /// From the first bytes of a file, or `None` when they are not an MP4 or QuickTime file.
    pub fn sniff(head: &[u8]) -> Option<Container> {
        // QuickTime first: its `qt  ` brand also opens with `ftyp`.
        if infer::video::is_mov(head) {
            Some(Container::QuickTime)
        } else if infer::video::is_mp4(head) || infer::video::is_m4v(head) {
            Some(Container::Mp4)
        } else {
            None
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Container::Mp4 => "video/mp4",
            Container::QuickTime => "video/quicktime",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Container::Mp4 => "mp4",
            Container::QuickTime => "mov",
        }
    }
}

/// What the file says of its picture and length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Probe {
    pub width: u32,
    pub height: u32,
    pub duration_ms: u64,
}

/// The movie header (`moov`) is read into memory whole: one larger than this is refused before it
/// is parsed. An hour of 4K video has a header of a few megabytes.
const MAX_HEADER_BYTES: u64 = 32 * 1024 * 1024;

/// The size of the file's movie header box, found by stepping over the top-level boxes' headers
/// (the media data is never read); `None` when there is none.
fn movie_header_size(file: &mut std::fs::File) -> std::io::Result<Option<u64>> {
    use std::io::{Read, Seek, SeekFrom};
    let len = file.metadata()?.len();
    let mut at = 0;
    while at + 8 <= len {
        file.seek(SeekFrom::Start(at))?;
        let mut head = [0u8; 16];
        file.read_exact(&mut head[..8])?;
        let (mut size, mut header) = (
            u64::from(u32::from_be_bytes([head[0], head[1], head[2], head[3]])),
            8,
        );
        if size == 1 {
            file.read_exact(&mut head[8..])?;
            size = u64::from_be_bytes(head[8..].try_into().unwrap_or([0; 8]));
            header = 16;
        } else if size == 0 {
            size = len - at;
        }
        if size < header {
            return Ok(None);
        }
        if &head[4..8] == b"moov" {
            return Ok(Some(size));
        }
        at = at.saturating_add(size);
    }
    Ok(None)
}

/// Reads a stored video's header boxes; an answer a person can act on when it is not a video
/// Atrium can read (no movie header, no video track, a header too large to read).
pub fn probe(path: &Path) -> Result<Probe, String> {
    const UNREADABLE: &str = "This video could not be read: upload an MP4 or MOV file.";
    let mut file = std::fs::File::open(path).map_err(|e| format!("opening the video: {e}"))?;
    match movie_header_size(&mut file) {
        Ok(Some(size)) if size > MAX_HEADER_BYTES => {
            return Err(format!(
                "This video's header is too large to read (over {} MB): export it again as a \
                 standard MP4.",
                MAX_HEADER_BYTES / (1024 * 1024)
            ));
        }
        Ok(Some(_)) => {}
        Ok(None) | Err(_) => return Err(UNREADABLE.to_string()),
    }
    std::io::Seek::rewind(&mut file).map_err(|e| format!("reading the video: {e}"))?;
    let mut reader = std::io::BufReader::with_capacity(64 * 1024, file);
    let context = mp4parse::read_mp4(&mut reader).map_err(|_| UNREADABLE.to_string())?;
    let track = context
        .tracks
        .iter()
        .find(|t| t.track_type == mp4parse::TrackType::Video)
        .ok_or_else(|| "This file has no video in it.".to_string())?;
    let header = track.tkhd.as_ref().ok_or_else(|| UNREADABLE.to_string())?;
    let duration_ms = match (track.duration, track.timescale) {
        (Some(d), Some(scale)) if scale.0 > 0 => d.0.saturating_mul(1000) / scale.0,
        _ => 0,
    };
    // The track header keeps its size in 16.16 fixed point.
    Ok(Probe {
        width: header.width >> 16,
        height: header.height >> 16,
        duration_ms,
    })
}

/// A small, well-formed MP4 of the given picture size and length with `payload` bytes of media
/// data: the demo's Reel and the tests' uploads (a real clip would put codec data where the
/// payload is; nothing Atrium reads looks there).
pub fn sample(width: u32, height: u32, duration_ms: u32, payload: usize) -> Vec<u8> {
    let mut out = sample_header(width, height, duration_ms, payload as u64);
    out.resize(out.len() + payload, 0);
    out
}

/// The same file without its media data: a header announcing `payload` bytes, to be followed
/// by them (a test writes a large video in pieces without holding it).
pub fn sample_header(width: u32, height: u32, duration_ms: u32, payload: u64) -> Vec<u8> {
    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut b = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        b.extend_from_slice(kind);
        b.extend_from_slice(body);
        b
    }
    fn full(kind: &[u8; 4], flags: u32, body: &[u8]) -> Vec<u8> {
        let mut b = flags.to_be_bytes().to_vec(); // version 0 in the top byte
        b.extend_from_slice(body);
        boxed(kind, &b)
    }
    let be = |v: u32| v.to_be_bytes();
    let matrix: Vec<u8> = [0x0001_0000u32, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000]
        .iter()
        .flat_map(|v| v.to_be_bytes())
        .collect();
    let mut mvhd = [be(0), be(0), be(1000), be(duration_ms), be(0x0001_0000)].concat();
    mvhd.extend_from_slice(&[1, 0]);
    mvhd.extend_from_slice(&[0; 10]);
    mvhd.extend_from_slice(&matrix);
    mvhd.extend_from_slice(&[0; 24]);
    mvhd.extend_from_slice(&be(2));
    let mut tkhd = [be(0), be(0), be(1), be(0), be(duration_ms)].concat();
    tkhd.extend_from_slice(&[0; 8 + 8]); // reserved, layer, group, volume, reserved
    tkhd.extend_from_slice(&matrix);
    tkhd.extend_from_slice(&be(width << 16));
    tkhd.extend_from_slice(&be(height << 16));
    let mut mdhd = [be(0), be(0), be(1000), be(duration_ms)].concat();
    mdhd.extend_from_slice(&[0x55, 0xc4, 0, 0]);
    let mut hdlr = [be(0)].concat();
    hdlr.extend_from_slice(b"vide");
    hdlr.extend_from_slice(&[0; 12]);
    hdlr.extend_from_slice(b"Video\0");
    let dref = full(
        b"dref",
        0,
        &[be(1).as_slice(), &full(b"url ", 1, &[])].concat(),
    );
    let stbl = boxed(
        b"stbl",
        &[
            full(b"stsd", 0, &be(0)),
            full(b"stts", 0, &be(0)),
            full(b"stsc", 0, &be(0)),
            full(b"stsz", 0, &[be(0), be(0)].concat()),
            full(b"stco", 0, &be(0)),
        ]
        .concat(),
    );
    let minf = boxed(
        b"minf",
        &[full(b"vmhd", 1, &[0; 8]), boxed(b"dinf", &dref), stbl].concat(),
    );
    let mdia = boxed(
        b"mdia",
        &[full(b"mdhd", 0, &mdhd), full(b"hdlr", 0, &hdlr), minf].concat(),
    );
    let trak = boxed(b"trak", &[full(b"tkhd", 3, &tkhd), mdia].concat());
    let moov = boxed(b"moov", &[full(b"mvhd", 0, &mvhd), trak].concat());
    let mut out = boxed(b"ftyp", b"isom\0\0\x02\0isomiso2mp41");
    out.extend_from_slice(&moov);
    out.extend_from_slice(&((payload + 8) as u32).to_be_bytes());
    out.extend_from_slice(b"mdat");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_video_is_recognised_and_read_for_its_size_and_length() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clip.mp4");
        let bytes = sample(1080, 1920, 7500, 4096);
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(Container::sniff(&bytes[..32]), Some(Container::Mp4));
        assert_eq!(
            probe(&path),
            Ok(Probe {
                width: 1080,
                height: 1920,
                duration_ms: 7500
            })
        );
    }

    #[test]
    fn a_file_that_only_starts_like_a_video_is_refused_with_a_reason() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("fake.mp4");
        let mut bytes = sample(640, 360, 1000, 0)[..40].to_vec();
        bytes.extend_from_slice(b"MZ this is not a movie");
        std::fs::write(&path, &bytes).unwrap();
        assert!(Container::sniff(&bytes).is_some());
        assert!(probe(&path).is_err());
        assert_eq!(Container::sniff(b"\x89PNG\r\n\x1a\n0000000000000000"), None);
    }

    #[test]
    fn a_movie_header_too_large_to_hold_is_refused_before_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("huge.mp4");
        let mut bytes = sample(640, 360, 1000, 0)[..32].to_vec(); // ftyp, then a moov header
        let ftyp = u32::from_be_bytes(bytes[..4].try_into().unwrap()) as usize;
        bytes.truncate(ftyp);
        bytes.extend_from_slice(&(200u32 * 1024 * 1024).to_be_bytes());
        bytes.extend_from_slice(b"moov");
        bytes.extend_from_slice(&[0; 64]);
        std::fs::write(&path, &bytes).unwrap();
        let refused = probe(&path).unwrap_err();
        assert!(refused.contains("header is too large"), "{refused}");
    }
}
