//! Content images and downloads: what is refused, where files go and when they leave, who the
//! signed links reach, and the JSON and zip downloads.

use crate::common;

use common::{TestApp, multipart_files, picture};
use image::ImageFormat;
use rocket::http::Status;
use serde_json::{Value, json};

struct World {
    app: TestApp,
    admin: String,
    a: String,
    b: String,
    a_client: i64,
}

async fn world() -> World {
    let app = TestApp::spawn().await;
    let admin = app.admin().await;
    let a = app.client_user("alpha@client.test").await;
    let b = app.client_user("beta@client.test").await;
    let a_client = app
        .scalar("SELECT id FROM clients WHERE email = 'alpha@client.test'")
        .await;
    app.add_account(a_client, "instagram", "alpha_ig").await;
    World {
        app,
        admin,
        a,
        b,
        a_client,
    }
}

impl World {
    /// An agency post for A with these files; answers the raw result.
    async fn post_with(&self, files: &[(&str, &str, &[u8])]) -> common::Res {
        let client = self.a_client.to_string();
        let fields = [
            ("client", client.as_str()),
            ("platform", "instagram"),
            ("content", "With pictures"),
            ("scheduled_date", "2026-12-01T10:00"),
            ("needs_client_approval", "true"),
        ];
        let (ct, body) = multipart_files(&fields, files);
        self.app
            .send_raw("POST", "/api/content", Some(&self.admin), ct, body)
            .await
    }

    fn stored_files(&self) -> Vec<String> {
        let dir = self.app.dir.path().join("uploads/content");
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into()))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }
}

fn url_of(post: &Value, i: usize, key: &str) -> String {
    post["images"][i][key].as_str().unwrap().to_string()
}

#[rocket::async_test]
async fn jpeg_png_gif_and_webp_are_stored_with_their_sizes_and_a_thumbnail_each() {
    let w = world().await;
    let (jpg, png) = (
        picture(1200, 800, ImageFormat::Jpeg),
        picture(64, 48, ImageFormat::Png),
    );
    let (gif, webp) = (
        picture(30, 30, ImageFormat::Gif),
        picture(40, 20, ImageFormat::WebP),
    );
    let r = w
        .post_with(&[
            ("images", "a.jpg", &jpg),
            ("images", "b.png", &png),
            ("images", "c.gif", &gif),
            ("images", "d.webp", &webp),
        ])
        .await;
    assert_eq!(r.status, Status::Created, "{}", r.body);
    let sizes: Vec<(i64, i64)> = r.body["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["width"].as_i64().unwrap(), i["height"].as_i64().unwrap()))
        .collect();
    assert_eq!(sizes, [(1200, 800), (64, 48), (30, 30), (40, 20)]);
    assert_eq!(w.stored_files().len(), 8, "four images and four thumbnails");
    let (status, headers, bytes) = w
        .app
        .get_bytes(&url_of(&r.body, 0, "thumbnail_url"), None)
        .await;
    assert_eq!(status, Status::Ok);
    let thumb = image::load_from_memory(&bytes).unwrap();
    assert_eq!((thumb.width(), thumb.height()), (480, 320));
    let kind = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-type"))
        .unwrap();
    assert_eq!(kind.1, "image/jpeg");
}

#[rocket::async_test]
async fn a_spoofed_type_an_11_mb_file_eleven_images_and_a_pixel_flood_are_refused_and_nothing_is_kept()
 {
    let w = world().await;
    let html = b"<html><script>alert(1)</script></html>".to_vec();
    let spoofed = w.post_with(&[("images", "cat.png", &html)]).await;
    assert_eq!(
        spoofed.status,
        Status::UnprocessableEntity,
        "{}",
        spoofed.body
    );
    assert_eq!(
        spoofed.field("images"),
        ["Upload JPEG, PNG, GIF or WebP images, or an MP4 or MOV video."]
    );

    let mut big = picture(10, 10, ImageFormat::Png);
    big.resize(11 * 1024 * 1024, 0);
    let too_big = w.post_with(&[("images", "big.png", &big)]).await;
    assert_eq!(too_big.status, Status::PayloadTooLarge, "{}", too_big.body);

    let small = picture(8, 8, ImageFormat::Png);
    let eleven: Vec<(&str, &str, &[u8])> = (0..11)
        .map(|_| ("images", "s.png", small.as_slice()))
        .collect();
    let many = w.post_with(&eleven).await;
    assert_eq!(many.status, Status::UnprocessableEntity);
    assert!(many.field("images")[0].contains("at most 10 images"));

    // A valid PNG header declaring 50,000 x 50,000 pixels in a few hundred bytes.
    let mut flood = picture(1, 1, ImageFormat::Png);
    flood[16..20].copy_from_slice(&50_000u32.to_be_bytes());
    flood[20..24].copy_from_slice(&50_000u32.to_be_bytes());
    let crc = crc32(&flood[12..29]);
    flood[29..33].copy_from_slice(&crc.to_be_bytes());
    let flooded = w.post_with(&[("images", "flood.png", &flood)]).await;
    assert_eq!(
        flooded.status,
        Status::UnprocessableEntity,
        "{}",
        flooded.body
    );
    assert!(flooded.field("images")[0].contains("megapixels"));

    // A good image beside a bad one: neither is kept.
    let good = picture(20, 20, ImageFormat::Png);
    let mixed = w
        .post_with(&[("images", "ok.png", &good), ("images", "x.png", &html)])
        .await;
    assert_eq!(mixed.status, Status::UnprocessableEntity);
    assert!(w.stored_files().is_empty(), "{:?}", w.stored_files());
    assert_eq!(w.app.scalar("SELECT COUNT(*) FROM content_posts").await, 0);
}

/// PNG's chunk checksum (CRC-32), so the flood's header is otherwise valid.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = flate2::Crc::new();
    crc.update(bytes);
    crc.sum()
}

#[rocket::async_test]
async fn removing_an_image_a_post_or_its_client_removes_the_files() {
    let w = world().await;
    let img = picture(20, 20, ImageFormat::Png);
    let r = w
        .post_with(&[("images", "a.png", &img), ("images", "b.png", &img)])
        .await;
    let id = r.body["id"].as_i64().unwrap();
    let first = r.body["images"][0]["id"].as_i64().unwrap();
    assert_eq!(w.stored_files().len(), 4);

    let one_less = w
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({"delete_image_ids": [first]}),
        )
        .await;
    assert_eq!(one_less.status, Status::Ok, "{}", one_less.body);
    assert_eq!(one_less.body["images"].as_array().unwrap().len(), 1);
    assert_eq!(w.stored_files().len(), 2);
    let not_ours = w
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({"delete_image_ids": [first]}),
        )
        .await;
    assert_eq!(not_ours.status, Status::UnprocessableEntity);
    // More unknown ids than the post has images (the fuzzer's find: it was a 500).
    let many_unknown = w
        .app
        .patch(
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({"delete_image_ids": [first, -69069, 883]}),
        )
        .await;
    assert_eq!(
        many_unknown.status,
        Status::UnprocessableEntity,
        "{}",
        many_unknown.body
    );

    // Replace all: the old file goes, the new one comes, the history counts both.
    let (ct, body) = multipart_files(
        &[("delete_old_images", "true")],
        &[("images", "c.png", &img), ("images", "d.png", &img)],
    );
    let replaced = w
        .app
        .send_raw(
            "PATCH",
            &format!("/api/content/{id}"),
            Some(&w.admin),
            ct,
            body,
        )
        .await;
    assert_eq!(replaced.status, Status::Ok, "{}", replaced.body);
    assert_eq!(replaced.body["images"].as_array().unwrap().len(), 2);
    assert_eq!(w.stored_files().len(), 4);

    let del = w
        .app
        .send_json(
            "DELETE",
            &format!("/api/content/{id}"),
            Some(&w.admin),
            json!({}),
        )
        .await;
    assert_eq!(del.status, Status::NoContent);
    assert!(w.stored_files().is_empty());

    w.post_with(&[("images", "e.png", &img)]).await;
    assert_eq!(w.stored_files().len(), 2);
    let gone = w
        .app
        .send_json(
            "DELETE",
            &format!("/api/clients/{}", w.a_client),
            Some(&w.admin),
            json!({}),
        )
        .await;
    assert_eq!(gone.status, Status::NoContent);
    assert!(
        w.stored_files().is_empty(),
        "a deleted client's images go too"
    );
}

#[rocket::async_test]
async fn image_links_reach_only_who_may_see_the_post_and_an_altered_link_answers_404() {
    let w = world().await;
    let img = picture(20, 20, ImageFormat::Png);
    let r = w
        .post_with(&[("images", "a.png", &img), ("images", "b.png", &img)])
        .await;
    let id = r.body["id"].as_i64().unwrap();
    let url = url_of(&r.body, 0, "image_url");

    let seen_by_a = w.app.get(&format!("/api/content/{id}"), Some(&w.a)).await;
    assert_eq!(
        url_of(&seen_by_a.body, 0, "image_url"),
        url,
        "stable within a window"
    );
    for path in [
        "/api/content",
        "/api/content/stats",
        &format!("/api/content/{id}"),
    ] {
        let b_sees = w.app.get(path, Some(&w.b)).await;
        assert!(
            !b_sees.body.to_string().contains("/api/media/"),
            "{path} gave B a link"
        );
    }
    assert_eq!(
        w.app
            .get(&format!("/api/content/{id}/download"), Some(&w.b))
            .await
            .status,
        Status::NotFound
    );

    let (ok, _, bytes) = w.app.get_bytes(&url, None).await;
    assert_eq!(ok, Status::Ok);
    assert_eq!(bytes, img);
    let parts: Vec<&str> = url.split('/').collect();
    let sig = parts[7];
    let flipped = format!(
        "{}{}",
        if sig.starts_with('0') { "1" } else { "0" },
        &sig[1..]
    );
    let other_id = (parts[4].parse::<i64>().unwrap() + 1).to_string();
    let later = (parts[6].parse::<i64>().unwrap() + 3600).to_string();
    for altered in [
        [parts[..7].join("/"), flipped].join("/"),
        [&parts[..4], &[other_id.as_str()], &parts[5..]]
            .concat()
            .join("/"),
        [&parts[..6], &[later.as_str()], &parts[7..]]
            .concat()
            .join("/"),
        url.replace("/full/", "/thumb/"),
        url.replace("/full/", "/original/"),
    ] {
        let (status, _, _) = w.app.get_bytes(&altered, None).await;
        assert_eq!(status, Status::NotFound, "{altered}");
    }
    // An expired link: the same signature scheme at a time long past.
    let stale = [parts[..6].join("/"), "1000".into(), sig.into()].join("/");
    assert_eq!(w.app.get_bytes(&stale, None).await.0, Status::NotFound);
}

#[rocket::async_test]
async fn the_downloads_are_post_id_json_and_a_streamed_zip_of_every_image() {
    let w = world().await;
    let (png, jpg) = (
        picture(20, 20, ImageFormat::Png),
        picture(30, 10, ImageFormat::Jpeg),
    );
    let r = w
        .post_with(&[("images", "a.png", &png), ("images", "b.jpg", &jpg)])
        .await;
    let id = r.body["id"].as_i64().unwrap();

    let (status, headers, bytes) = w
        .app
        .get_bytes(&format!("/api/content/{id}/download"), Some(&w.a))
        .await;
    assert_eq!(status, Status::Ok);
    let disposition = |h: &[(String, String)]| {
        h.iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("content-disposition"))
            .map(|(_, v)| v.clone())
    };
    assert_eq!(
        disposition(&headers).unwrap(),
        format!("attachment; filename=\"post_{id}.json\"")
    );
    let data: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(data["id"], id);
    assert_eq!(data["content"], "With pictures");
    assert_eq!(data["images"].as_array().unwrap().len(), 2);

    let (status, headers, bytes) = w
        .app
        .get_bytes(&format!("/api/content/{id}/download_images"), Some(&w.a))
        .await;
    assert_eq!(status, Status::Ok);
    assert_eq!(
        disposition(&headers).unwrap(),
        format!("attachment; filename=\"post_{id}_images.zip\"")
    );
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut names = Vec::new();
    let mut contents = Vec::new();
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).unwrap();
        names.push(f.name().unwrap().to_string());
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut f, &mut buf).unwrap();
        contents.push(buf);
    }
    assert_eq!(
        names,
        [
            format!("post_{id}_image_1.png"),
            format!("post_{id}_image_2.jpg")
        ]
    );
    assert_eq!(contents, [png, jpg]);
    let b = w
        .app
        .get_bytes(&format!("/api/content/{id}/download_images"), Some(&w.b))
        .await;
    assert_eq!(b.0, Status::NotFound);
    let bare = w.post_with(&[]).await.body["id"].as_i64().unwrap();
    let none = w
        .app
        .get(
            &format!("/api/content/{bare}/download_images"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(none.status, Status::NotFound);
    assert_eq!(none.body["message"], "This post has no images.");
}
