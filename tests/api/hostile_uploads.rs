//! Uploads made to hurt: images whose decoding would exhaust memory, avatars carrying more than a
//! picture, and attachments whose tail is not what their head claims. Memory itself is measured
//! by `bench/uploads.sh`; these tests pin what the server answers and what it keeps.

use std::io::Write;

use crate::common;

use common::{TestApp, multipart, multipart_files, picture};
use image::ImageFormat;
use rocket::http::Status;

/// A GIF whose logical screen is `screen` pixels a side and whose one frame is `side` a side.
fn gif_with_frame(screen: u16, side: u16) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, screen, screen, &[0, 0, 0, 255, 255, 255])
            .expect("gif encoder");
        let frame = gif::Frame {
            width: side,
            height: side,
            buffer: vec![0u8; usize::from(side) * usize::from(side)].into(),
            ..gif::Frame::default()
        };
        encoder.write_frame(&frame).expect("gif frame");
    }
    out
}

/// A PNG chunk (length, type, data, CRC).
fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut crc = flate2::Crc::new();
    crc.update(kind);
    crc.update(data);
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc.sum().to_be_bytes());
    out
}

/// `png` with `extra` chunks put right after its header chunk (IHDR ends at byte 33).
fn with_chunks(png: &[u8], extra: &[Vec<u8>]) -> Vec<u8> {
    let mut out = png[..33].to_vec();
    for c in extra {
        out.extend_from_slice(c);
    }
    out.extend_from_slice(&png[33..]);
    out
}

/// An iCCP chunk whose profile inflates to `mib` MiB of zeros.
fn iccp_bomb(mib: usize) -> Vec<u8> {
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    let block = vec![0u8; 1024 * 1024];
    for _ in 0..mib {
        z.write_all(&block).unwrap();
    }
    let mut data = b"bomb\0\0".to_vec();
    data.extend_from_slice(&z.finish().unwrap());
    chunk(b"iCCP", &data)
}

/// A PNG that declares `side` x `side` pixels in its header and holds none.
fn declared(side: u32) -> Vec<u8> {
    let mut ihdr = side.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend_from_slice(&chunk(b"IHDR", &ihdr));
    out.extend_from_slice(&chunk(b"IEND", b""));
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

async fn post_images(
    app: &TestApp,
    admin: &str,
    client: i64,
    files: &[(&str, &str, &[u8])],
) -> common::Res {
    let client = client.to_string();
    let fields = [
        ("client", client.as_str()),
        ("platform", "instagram"),
        ("content", "With pictures"),
        ("scheduled_date", "2026-12-01T10:00"),
    ];
    let (ct, body) = multipart_files(&fields, files);
    app.send_raw("POST", "/api/content", Some(admin), ct, body)
        .await
}

async fn agency_and_client(app: &TestApp) -> (String, i64) {
    let admin = app.admin().await;
    app.client_user("alpha@client.test").await;
    let client = app
        .scalar("SELECT id FROM clients WHERE email = 'alpha@client.test'")
        .await;
    app.add_account(client, "instagram", "alpha_ig").await;
    (admin, client)
}

#[rocket::async_test]
async fn a_gif_whose_frame_outgrows_its_one_pixel_screen_is_refused_by_the_frames_size() {
    let app = TestApp::spawn().await;
    let (admin, client) = agency_and_client(&app).await;
    // 42 megapixels in one frame behind a 1x1 logical screen: the header alone passes any cap.
    let gif = gif_with_frame(1, 6500);
    let r = post_images(&app, &admin, client, &[("images", "dot.gif", &gif)]).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    let message = &r.field("images")[0];
    assert!(message.contains("6500x6500"), "{message}");
    assert!(message.contains("megapixels"), "{message}");
    // A PNG whose colour profile inflates to 64 MB is read without it, and kept.
    let png = with_chunks(&picture(8, 8, ImageFormat::Png), &[iccp_bomb(64)]);
    let r = post_images(&app, &admin, client, &[("images", "tiny.png", &png)]).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    assert_eq!(
        (
            r.body["images"][0]["width"].as_i64(),
            r.body["images"][0]["height"].as_i64()
        ),
        (Some(8), Some(8))
    );
}

#[rocket::async_test]
async fn an_image_whose_decoding_would_outgrow_the_memory_budget_is_refused_and_a_smaller_one_kept()
{
    let app = TestApp::with_config(|c| c.limits.image_decode_bytes = 4 * 1024 * 1024).await;
    let (admin, client) = agency_and_client(&app).await;
    // 1500 x 1500 RGB decodes to 6.75 MB, more than the whole budget.
    let big = picture(1500, 1500, ImageFormat::Jpeg);
    let r = post_images(&app, &admin, client, &[("images", "big.jpg", &big)]).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(r.field("images")[0].contains("1500x1500"), "{}", r.body);
    let small = picture(600, 600, ImageFormat::Jpeg);
    let r = post_images(&app, &admin, client, &[("images", "small.jpg", &small)]).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    // A large PNG is reduced row by row as it is read: 18 MB of pixels fit in 4.
    let png = picture(3000, 2000, ImageFormat::Png);
    let r = post_images(&app, &admin, client, &[("images", "wide.png", &png)]).await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    let image = &r.body["images"][0];
    assert_eq!(
        (image["width"].as_i64(), image["height"].as_i64()),
        (Some(3000), Some(2000))
    );
    let thumb = app
        .get_bytes(image["thumbnail_url"].as_str().unwrap(), None)
        .await
        .2;
    let thumb = image::load_from_memory(&thumb).unwrap();
    assert_eq!((thumb.width(), thumb.height()), (480, 320));
}

async fn set_avatar(app: &TestApp, token: &str, name: &str, bytes: &[u8]) -> common::Res {
    let (ct, body) = multipart(&[], Some(("avatar", name, bytes)));
    app.send_raw("PATCH", "/api/auth/me/", Some(token), ct, body)
        .await
}

#[rocket::async_test]
async fn an_avatar_is_stored_as_our_own_small_image_without_its_metadata_profile_or_tail() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let text = chunk(b"tEXt", b"Comment\0secret-note-from-camera");
    let mut png = with_chunks(
        &picture(1200, 900, ImageFormat::Png),
        &[text, iccp_bomb(64)],
    );
    // A polyglot: whatever follows IEND is another file's bytes.
    png.extend_from_slice(b"<html><script>alert(1)</script></html>");
    let r = set_avatar(&app, &token, "me.png", &png).await;
    assert_eq!(r.status, Status::Ok, "{}", r.body);
    let url = r.body["avatar"].as_str().unwrap().to_string();
    let (status, _, served) = app.get_bytes(&url, None).await;
    assert_eq!(status, Status::Ok);
    let decoded = image::load_from_memory(&served).expect("the served avatar decodes");
    assert_eq!((decoded.width(), decoded.height()), (512, 384));
    for needle in [&b"secret-note"[..], b"iCCP", b"tEXt", b"<script>"] {
        assert!(
            !contains(&served, needle),
            "{}",
            String::from_utf8_lossy(needle)
        );
    }
    // A photo without transparency is served as a JPEG.
    let jpg = picture(640, 480, ImageFormat::Jpeg);
    let r = set_avatar(&app, &token, "me.jpg", &jpg).await;
    let url = r.body["avatar"].as_str().unwrap();
    assert!(url.ends_with(".jpg"), "{url}");
}

#[rocket::async_test]
async fn an_avatar_declaring_sixty_thousand_pixels_a_side_or_holding_no_picture_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let r = set_avatar(&app, &token, "flood.png", &declared(60_000)).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(r.field("avatar")[0].contains("megapixels"), "{}", r.body);
    let r = set_avatar(&app, &token, "empty.png", &declared(10)).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("avatar").is_empty(), "{}", r.body);
    let r = set_avatar(&app, &token, "dot.gif", &gif_with_frame(1, 6500)).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    let me = app.get("/api/auth/me/", Some(&token)).await;
    assert!(me.body["avatar"].is_null(), "{}", me.body);
    let dir = app.dir.path().join("uploads/avatars");
    assert!(!dir.exists() || std::fs::read_dir(dir).unwrap().count() == 0);
}

async fn attach(app: &TestApp, token: &str, name: &str, bytes: &[u8]) -> common::Res {
    let (ct, body) = multipart(&[("name", name)], Some(("file", "upload.bin", bytes)));
    app.send_raw("POST", "/api/files", Some(token), ct, body)
        .await
}

/// A small zip archive holding one `payload.exe`.
fn zip_with_exe() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    zip.start_file("payload.exe", options).unwrap();
    zip.write_all(b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0")
        .unwrap();
    zip.finish().unwrap();
    out.into_inner()
}

#[rocket::async_test]
async fn text_with_a_zip_after_its_first_8_kb_is_not_stored_as_text() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let mut bytes = "Quarterly figures, all fine.\n".repeat(340).into_bytes();
    assert!(bytes.len() > 9_600);
    bytes.extend_from_slice(&zip_with_exe());
    let r = attach(&app, &token, "report.zip", &bytes).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert!(!r.field("file").is_empty(), "{}", r.body);
    // A NUL byte far into otherwise plain text is refused the same way.
    let mut nul = "plain words ".repeat(2000).into_bytes();
    nul.push(0);
    let r = attach(&app, &token, "notes.txt", &nul).await;
    assert_eq!(r.status, Status::UnprocessableEntity, "{}", r.body);
    assert_eq!(app.scalar("SELECT COUNT(*) FROM files").await, 0);
}

fn disposition(res: &(Status, Vec<(String, String)>, Vec<u8>)) -> String {
    res.1
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-disposition"))
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

#[rocket::async_test]
async fn a_download_name_takes_the_extension_of_what_the_file_is_and_loses_bidi_controls() {
    let app = TestApp::spawn().await;
    let token = app.client_user("c@x.test").await;
    let pdf = b"%PDF-1.7\n%\xe2\xe3\n".to_vec();
    let png = picture(4, 4, ImageFormat::Png);
    let cases: [(&str, &[u8], &str); 6] = [
        // Shown as "invoiceexe.pdf" by a bidi-aware screen, and an .exe to the file system.
        ("invoice\u{202E}fdp.exe", &pdf, "invoicefdp.pdf"),
        ("\u{2066}brief\u{2069}.pdf", &pdf, "brief.pdf"),
        ("report.zip", b"just words", "report.txt"),
        ("notes", b"just words", "notes.txt"),
        ("photo.jpeg", &png, "photo.png"),
        ("Logo.PNG", &png, "Logo.PNG"),
    ];
    for (name, bytes, expected) in cases {
        let r = attach(&app, &token, name, bytes).await;
        assert_eq!(r.status, Status::Created, "{name}: {}", r.body);
        assert_eq!(r.body["name"], expected, "{name}");
        let url = r.body["url"].as_str().unwrap().to_string();
        let download = app.get_bytes(&url, Some(&token)).await;
        let header = disposition(&download);
        assert!(
            header.starts_with(&format!("attachment; filename=\"{expected}\"")),
            "{name}: {header}"
        );
    }
}
