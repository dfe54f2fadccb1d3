//! Videos on the real binary: a 300 MB upload streams to disk while the server's memory stays
//! small, and a video the server refuses (not a video, over the limit) says why and leaves
//! nothing in the uploads.

use std::io::Write;
use std::net::TcpStream;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::PASSWORD;
use crate::common::binary::{self, json_of, login, read_answer, send_body};

const MIB: u64 = 1024 * 1024;
const BOUNDARY: &str = "atrium-video-boundary-51c2";

/// The form fields of a YouTube post with one file part named `images`, and what closes it.
fn form_around(client: i64, file_name: &str) -> (Vec<u8>, Vec<u8>) {
    let mut head = String::new();
    for (name, value) in [
        ("client", client.to_string()),
        ("platform", "youtube".into()),
        ("title", "A long video".into()),
        ("content", "Three hundred megabytes".into()),
        ("scheduled_date", "2030-03-10T10:00".into()),
        ("needs_client_approval", "true".into()),
    ] {
        head.push_str(&format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        ));
    }
    head.push_str(&format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"images\"; \
         filename=\"{file_name}\"\r\nContent-Type: video/mp4\r\n\r\n"
    ));
    (
        head.into_bytes(),
        format!("\r\n--{BOUNDARY}--\r\n").into_bytes(),
    )
}

/// POSTs a post whose file is `header` followed by `zeros` zero bytes, written a MiB at a time
/// (the test never holds the file either); the answer.
fn post_video(port: u16, token: &str, client: i64, header: &[u8], zeros: u64) -> (u16, String) {
    let (head, tail) = form_around(client, "clip.mp4");
    let length = head.len() as u64 + header.len() as u64 + zeros + tail.len() as u64;
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(300))).unwrap();
    write!(
        s,
        "POST /api/content HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\
         Authorization: Token {token}\r\n\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {length}\r\n\r\n"
    )
    .unwrap();
    let piece = vec![0u8; MIB as usize];
    let mut body = || -> std::io::Result<()> {
        s.write_all(&head)?;
        s.write_all(header)?;
        let mut left = zeros;
        while left > 0 {
            let n = left.min(MIB);
            s.write_all(&piece[..n as usize])?;
            left -= n;
        }
        s.write_all(&tail)
    };
    // A server that refuses early may close before the whole body is written: its answer
    // still counts.
    let _ = body();
    read_answer(&mut s)
}

/// The files in the data directory's content uploads.
fn stored(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("uploads/content"))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_300_mb_video_streams_to_disk_while_the_server_stays_under_100_mb() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let client = binary::seed_agency(&data);
    let (server, port) = binary::start_with(&data, false, &[]);
    let admin = login(port, "boss@agency.test", PASSWORD);
    let idle_kib = binary::peak_rss_kib(server.0.id());
    let payload = 300 * MIB;
    let header = atrium::video::sample_header(1080, 1920, 60_000, payload);
    let size = header.len() as u64 + payload;
    let started = Instant::now();
    let (status, body) = post_video(port, &admin, client, &header, payload);
    let took = started.elapsed();
    assert_eq!(status, 201, "{body}");
    let post = json_of(&body);
    let peak_kib = binary::peak_rss_kib(server.0.id());
    eprintln!(
        "a {size}-byte video ({} MiB) uploaded in {took:.1?}; the server's peak RSS (VmHWM): \
         {peak_kib} KiB ({:.1} MiB; {:.1} MiB before the upload)",
        size / MIB,
        peak_kib as f64 / 1024.0,
        idle_kib as f64 / 1024.0
    );
    assert!(
        peak_kib < 100 * 1024,
        "the server's peak RSS was {peak_kib} KiB"
    );
    // The file on disk is the whole upload, byte for byte in length.
    let files = stored(&data);
    assert_eq!(files.len(), 1, "{files:?}");
    let on_disk = std::fs::metadata(data.join("uploads/content").join(&files[0]))
        .unwrap()
        .len();
    assert_eq!(on_disk, size);
    assert_eq!(post["images"].as_array().map(Vec::len), Some(1), "{post:#}");
}

#[test]
fn a_video_that_is_not_one_or_is_over_the_limit_is_refused_with_why_and_nothing_stays_on_disk() {
    let (root, _server, port, client, admin) = five_mb_videos();
    let data = root.path().join("data");
    let before = stored(&data);

    // Text named clip.mp4: not a video, whatever its name says.
    let (head, tail) = form_around(client, "clip.mp4");
    let mut text = head;
    text.extend_from_slice(&b"just some words, not a movie\n".repeat(100));
    text.extend_from_slice(&tail);
    let content_type = format!("multipart/form-data; boundary={BOUNDARY}");
    let (status, body) = send_body(
        port,
        "POST",
        "/api/content",
        Some(&admin),
        &content_type,
        &text,
    );
    assert_eq!(status, 422, "{body}");
    let fields = &json_of(&body)["fields"];
    assert!(
        fields["images"][0].as_str().is_some_and(|m| !m.is_empty()),
        "the refusal names images: {body}"
    );

    // A real video header announcing more than the 5 MB allowed.
    let payload = 6 * MIB;
    let header = atrium::video::sample_header(1080, 1920, 10_000, payload);
    let (status, body) = post_video(port, &admin, client, &header, payload);
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("Video size must be less than 5MB"), "{body}");

    assert_eq!(stored(&data), before, "a refused upload left a file behind");
    let (status, body) = binary::send(port, "GET", "/api/content?page_size=50", Some(&admin), None);
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        json_of(&body)["count"],
        0,
        "a refused upload made a post: {body}"
    );
}

#[test]
fn a_video_far_over_the_limit_is_refused_as_a_video_too() {
    let (root, _server, port, client, admin) = five_mb_videos();
    let data = root.path().join("data");
    // Larger than any one file the server reads (images are 10 MB), not only than videos.
    let payload = 30 * MIB;
    let header = atrium::video::sample_header(1080, 1920, 10_000, payload);
    let (status, body) = post_video(port, &admin, client, &header, payload);
    assert_eq!(status, 413, "{body}");
    // Past every limit, before its type is known: the answer names both.
    assert!(
        body.contains("A video must be less than 5MB and an image less than 10MB."),
        "{body}"
    );
    assert!(stored(&data).is_empty(), "{:?}", stored(&data));
}

/// A seeded agency on a server that takes videos up to 5 MB: its directory, the server, its port,
/// the client's id and the admin's token.
fn five_mb_videos() -> (tempfile::TempDir, binary::Server, u16, i64, String) {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let client = binary::seed_agency(&data);
    let limit = (5 * MIB).to_string();
    let (server, port) =
        binary::start_with(&data, false, &[("ATRIUM_LIMITS__VIDEO_BYTES", &limit)]);
    let admin = login(port, "boss@agency.test", PASSWORD);
    (root, server, port, client, admin)
}
