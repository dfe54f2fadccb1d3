//! Media on object storage (`[storage] backend = "s3"`), against a real S3-compatible store
//! (SeaweedFS on loopback): files are refused to other clients as on disk, the others are sent
//! to a short-lived link that returns exactly what was uploaded, nothing lands in the data dir,
//! `storage migrate` moves every file there and back without losing a byte, and backups hold a
//! manifest of the bucket instead of the files.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Output;

use image::ImageFormat;
use rocket::http::Status;
use sha2::{Digest, Sha256};

use crate::common::binary::{file_hashes, output_text as text, run_cli as atrium};
use crate::common::store::{ACCESS_KEY, SECRET_KEY, Store};
use crate::common::{TestApp, multipart, multipart_files, picture};

fn bucket_config(store: &Store, prefix: &str) -> atrium::config::StorageConfig {
    atrium::config::StorageConfig {
        backend: atrium::config::StorageBackend::S3,
        endpoint: store.endpoint(),
        bucket: "atrium".into(),
        prefix: prefix.into(),
        access_key: ACCESS_KEY.into(),
        secret_key: SECRET_KEY.into(),
        ..Default::default()
    }
}

/// `[storage]` for the store as ATRIUM_* variables (the backend as given).
fn bucket_env(store: &Store, prefix: &str, backend: &str) -> Vec<(String, String)> {
    [
        ("BACKEND", backend.to_string()),
        ("ENDPOINT", store.endpoint()),
        ("BUCKET", "atrium".into()),
        ("PREFIX", prefix.into()),
        ("ACCESS_KEY", ACCESS_KEY.into()),
        ("SECRET_KEY", SECRET_KEY.into()),
    ]
    .into_iter()
    .map(|(k, v)| (format!("ATRIUM_STORAGE__{k}"), v))
    .collect()
}

fn remote(store: &Store, prefix: &str) -> atrium::offsite::Remote {
    atrium::offsite::Remote::new(&bucket_config(store, prefix).target()).unwrap()
}

/// Every object in the bucket under `prefix`, by key, with its SHA-256.
fn bucket_hashes(store: &Store, prefix: &str) -> BTreeMap<String, String> {
    let remote = remote(store, prefix);
    remote
        .list_under("")
        .unwrap()
        .into_iter()
        .map(|o| {
            let bytes = remote.get_bytes(&o.name).unwrap();
            (o.name, hex::encode(Sha256::digest(bytes)))
        })
        .collect()
}

/// Follows a 303 as a browser would: the link answers with these headers and bytes.
fn follow(location: &str) -> (u16, String, String, Vec<u8>) {
    let mut answer = ureq::get(location)
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .expect("the bucket answers");
    let header = |name: &str| {
        answer
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    let (kind, disposition) = (header("content-type"), header("content-disposition"));
    let status = answer.status().as_u16();
    let bytes = answer.body_mut().read_to_vec().unwrap();
    (status, kind, disposition, bytes)
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

fn nothing_under(dir: &Path) -> bool {
    file_hashes(dir, "uploads").is_empty()
}

#[rocket::async_test]
async fn with_media_in_a_bucket_the_owner_and_the_agency_are_sent_to_the_file_and_another_client_is_refused()
 {
    let store = Store::start();
    let app = TestApp::with_config(|c| c.storage = bucket_config(&store, "media")).await;
    let admin = app.admin().await;
    let a = app.client_user("alpha@client.test").await;
    let b = app.client_user("beta@client.test").await;
    let a_client = app
        .scalar("SELECT id FROM clients WHERE email = 'alpha@client.test'")
        .await;

    // The browser may load images and videos from the bucket's links, and nothing else from it.
    let page = app.get("/", None).await;
    let csp = page.header("Content-Security-Policy").unwrap_or_default();
    let bucket = format!("http://127.0.0.1:{}", store.port);
    assert!(
        csp.contains(&format!("img-src 'self' data: blob: {bucket};"))
            && csp.contains(&format!("media-src 'self' {bucket};"))
            && csp.contains("connect-src 'self';")
            && csp.matches(&bucket).count() == 2,
        "{csp}"
    );

    // A post image, as the agency uploads it for A.
    let png = picture(64, 48, ImageFormat::Png);
    let client = a_client.to_string();
    let fields = [
        ("client", client.as_str()),
        ("platform", "instagram"),
        ("content", "With a picture"),
        ("scheduled_date", "2026-12-01T10:00"),
        ("needs_client_approval", "true"),
    ];
    let (ct, body) = multipart_files(&fields, &[("images", "p.png", &png)]);
    let post = app
        .send_raw("POST", "/api/content", Some(&admin), ct, body)
        .await;
    assert_eq!(post.status, Status::Created, "{}", post.body);
    let id = post.body["id"].as_i64().unwrap();
    for token in [&a, &admin] {
        let seen = app.get(&format!("/api/content/{id}"), Some(token)).await;
        let url = seen.body["images"][0]["image_url"].as_str().unwrap();
        let (status, headers, _) = app.get_bytes(url, None).await;
        assert_eq!(status, Status::SeeOther);
        assert_eq!(header(&headers, "cache-control"), Some("private, no-store"));
        let (status, kind, _, bytes) = follow(header(&headers, "location").unwrap());
        assert_eq!((status, kind.as_str()), (200, "image/png"));
        assert_eq!(bytes, png, "the bytes uploaded, unchanged");
    }
    let other = app.get(&format!("/api/content/{id}"), Some(&b)).await;
    assert_eq!(other.status, Status::NotFound);
    let zip = format!("/api/content/{id}/download_images");
    assert_eq!(app.get_bytes(&zip, Some(&b)).await.0, Status::NotFound);
    let (status, _, zipped) = app.get_bytes(&zip, Some(&a)).await;
    assert_eq!(status, Status::Ok);
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zipped)).unwrap();
    let mut entry = Vec::new();
    std::io::Read::read_to_end(&mut archive.by_index(0).unwrap(), &mut entry).unwrap();
    assert_eq!(entry, png, "the zip reads the image from the bucket");

    // A message attachment, as A uploads it.
    let brief = b"A's brief, for the agency only".to_vec();
    let (ct, bytes) = multipart(&[], Some(("file", "brief.txt", &brief)));
    let file = app
        .send_raw("POST", "/api/files", Some(&a), ct, bytes)
        .await;
    assert_eq!(file.status, Status::Created, "{}", file.body);
    // The app downloads it by a script with the token, which cannot follow a link to the
    // bucket's origin: the server fetches it and sends it itself.
    let download = format!("/api/files/{}/download", file.body["id"]);
    for token in [&a, &admin] {
        let (status, headers, bytes) = app.get_bytes(&download, Some(token)).await;
        assert_eq!(status, Status::Ok);
        assert_eq!(
            header(&headers, "content-type"),
            Some("text/plain; charset=utf-8")
        );
        let disposition = header(&headers, "content-disposition").unwrap_or_default();
        assert!(
            disposition.starts_with("attachment; filename=\"brief.txt\""),
            "{disposition}"
        );
        assert_eq!(bytes, brief);
    }
    assert_eq!(
        app.get_bytes(&download, Some(&b)).await.0,
        Status::NotFound,
        "another client's file is refused as on disk"
    );

    // An avatar: public by its random name, re-encoded, then in the bucket too.
    let (ct, body) = multipart(&[], Some(("avatar", "me.png", &png)));
    let me = app
        .send_raw("PATCH", "/api/auth/me/", Some(&b), ct, body)
        .await;
    assert_eq!(me.status, Status::Ok, "{}", me.body);
    let avatar = me.body["avatar"].as_str().unwrap();
    let (status, headers, _) = app.get_bytes(avatar, None).await;
    assert_eq!(status, Status::SeeOther);
    let (status, kind, _, bytes) = follow(header(&headers, "location").unwrap());
    // The type of the re-encoding, as the name's extension says and the disk answer would.
    let ext = avatar.rsplit('.').next().unwrap();
    let expected = if ext == "png" {
        "image/png"
    } else {
        "image/jpeg"
    };
    assert_eq!((status, kind.as_str()), (200, expected));
    assert!(image::load_from_memory(&bytes).is_ok());

    // The logo: served from the bucket, and read from it into PDFs.
    let report = "/api/analytics/report?period=6months";
    let (status, _, plain) = app.get_bytes(report, Some(&admin)).await;
    assert_eq!(status, Status::Ok);
    let logo = picture(120, 40, ImageFormat::Png);
    let (ct, body) = multipart(&[], Some(("logo", "logo.png", &logo)));
    let site = app
        .send_raw("POST", "/api/admin/site/logo/", Some(&admin), ct, body)
        .await;
    assert_eq!(site.status, Status::Ok, "{}", site.body);
    let url = site.body["logo_url"].as_str().unwrap();
    assert_eq!(app.get_bytes(url, None).await.0, Status::SeeOther);
    let (status, _, branded) = app.get_bytes(report, Some(&admin)).await;
    assert_eq!(status, Status::Ok);
    assert!(
        branded.len() > plain.len() + 500,
        "the logo is in the PDF: {} bytes, {} without",
        branded.len(),
        plain.len()
    );

    assert!(
        nothing_under(app.dir.path()),
        "nothing is written under the data dir's uploads"
    );
    let keys: Vec<String> = bucket_hashes(&store, "media").into_keys().collect();
    assert_eq!(
        keys.len(),
        5,
        "the image, its thumbnail, the attachment, the avatar and the logo: {keys:?}"
    );
    assert!(keys.iter().all(|k| {
        ["content/", "files/", "avatars/", "site/"]
            .iter()
            .any(|area| k.starts_with(area))
    }));
}

#[test]
fn a_bucket_backend_with_a_setting_missing_stops_the_start_and_config_show_masks_its_secret() {
    let config = atrium::config::AppConfig {
        data_dir: tempfile::tempdir().unwrap().path().to_path_buf(),
        storage: atrium::config::StorageConfig {
            backend: atrium::config::StorageBackend::S3,
            bucket: "media".into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let Err(refused) = atrium::app::build_rocket(config) else {
        panic!("a bucket backend without its endpoint and keys started");
    };
    assert!(
        refused.contains("[storage] needs endpoint, access_key, secret_key"),
        "{refused}"
    );

    let dir = tempfile::tempdir().unwrap();
    let env = vec![
        ("ATRIUM_STORAGE__BACKEND".to_string(), "s3".to_string()),
        ("ATRIUM_STORAGE__SECRET_KEY".into(), "very-secret-42".into()),
    ];
    let shown = ok(atrium(dir.path(), &env, &["config", "show"]));
    assert!(shown.contains("storage.backend"), "{shown}");
    assert!(!shown.contains("very-secret-42"), "{shown}");
}

fn ok(o: Output) -> String {
    assert!(o.status.success(), "{}", text(&o));
    text(&o)
}

/// A file of each area as the server names them, in `dir`'s uploads; answers the keys.
fn seed_disk(dir: &Path, per_area: usize) -> Vec<String> {
    let mut keys = Vec::new();
    for (area, ext) in [
        ("avatars", "png"),
        ("site", "png"),
        ("content", "jpg"),
        ("files", "pdf"),
    ] {
        let folder = dir.join("uploads").join(area);
        std::fs::create_dir_all(&folder).unwrap();
        for n in 0..per_area {
            let name = atrium::storage::random_name(ext);
            let bytes: Vec<u8> = (0..(1000 + n * 7919)).map(|i| (i * 31 + n) as u8).collect();
            std::fs::write(folder.join(&name), bytes).unwrap();
            keys.push(format!("{area}/{name}"));
        }
    }
    keys.sort();
    keys
}

fn counts(printed: &str) -> (usize, usize, usize) {
    let line = printed
        .lines()
        .find(|l| l.starts_with("copied: "))
        .unwrap_or_else(|| panic!("no counts in {printed}"));
    let n: Vec<usize> = line
        .split(", ")
        .map(|part| part.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    (n[0], n[1], n[2])
}

#[test]
fn storage_migrate_moves_every_file_to_the_bucket_resumes_after_an_interruption_and_back_to_disk_losing_nothing()
 {
    let store = Store::start();
    let data = tempfile::tempdir().unwrap();
    let dir = data.path();
    ok(atrium(dir, &[], &["migrate"]));
    let keys = seed_disk(dir, 3);
    let original = file_hashes(dir, "uploads");
    assert_eq!(original.len(), 12);

    // Without a bucket there is nowhere to go.
    let refused = atrium(dir, &[], &["storage", "migrate", "--to", "s3"]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        text(&refused).contains("the bucket is not configured"),
        "{}",
        text(&refused)
    );

    // An interrupted first run: half the files already went up.
    let remote = remote(&store, "media");
    for key in keys.iter().step_by(2) {
        remote.put(key, &dir.join("uploads").join(key)).unwrap();
    }
    let to_s3 = bucket_env(&store, "media", "disk");
    let printed = ok(atrium(dir, &to_s3, &["storage", "migrate", "--to", "s3"]));
    assert_eq!(counts(&printed), (6, 6, 0), "{printed}");
    assert!(printed.contains("backend = \"s3\""), "{printed}");
    let in_bucket = bucket_hashes(&store, "media");
    let as_uploaded: BTreeMap<String, String> = original
        .iter()
        .map(|(k, v)| (k.strip_prefix("uploads/").unwrap().to_string(), v.clone()))
        .collect();
    assert_eq!(
        in_bucket, as_uploaded,
        "every file in the bucket, checksums equal"
    );
    assert!(nothing_under(dir), "the disk copies are gone");

    // A second run finds everything there.
    let on_s3 = bucket_env(&store, "media", "s3");
    let again = atrium(dir, &on_s3, &["storage", "migrate", "--to", "s3"]);
    assert_eq!(
        again.status.code(),
        Some(1),
        "already there: {}",
        text(&again)
    );

    // And back, the same way: half already on disk from a cut-off run.
    for key in keys.iter().skip(1).step_by(2) {
        let path = dir.join("uploads").join(key);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        remote.get(key, &path).unwrap();
    }
    let printed = ok(atrium(dir, &on_s3, &["storage", "migrate", "--to", "disk"]));
    assert_eq!(counts(&printed), (6, 6, 0), "{printed}");
    assert_eq!(file_hashes(dir, "uploads"), original, "not a byte lost");
    assert!(
        bucket_hashes(&store, "media").is_empty(),
        "the bucket copies are gone"
    );
}

#[rocket::async_test]
async fn with_media_in_a_bucket_a_backup_holds_the_database_and_a_manifest_and_its_restore_checks_the_bucket()
 {
    let store = Store::start();
    let app = TestApp::with_config(|c| c.storage = bucket_config(&store, "kept")).await;
    let owner = app.admin().await;
    let a = app.client_user("alpha@client.test").await;
    let (ct, bytes) = multipart(&[], Some(("file", "brief.txt", b"kept in the bucket")));
    let file = app
        .send_raw("POST", "/api/files", Some(&a), ct, bytes)
        .await;
    assert_eq!(file.status, Status::Created, "{}", file.body);

    let listed = app.get("/api/admin/backups", Some(&owner)).await;
    assert_eq!(listed.body["media_in_bucket"], true, "{}", listed.body);
    let made = app
        .post("/api/admin/backups", Some(&owner), serde_json::json!({}))
        .await;
    assert_eq!(made.status, Status::Created, "{}", made.body);
    let archive = app
        .dir
        .path()
        .join("backups")
        .join(made.body["file"].as_str().unwrap());
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&archive).unwrap()).unwrap();
    let names: Vec<String> = (0..zip.len())
        .map(|i| zip.by_index(i).unwrap().name().unwrap().to_string())
        .collect();
    assert!(names.contains(&"atrium.db".to_string()), "{names:?}");
    assert!(
        names.contains(&"media-manifest.json".to_string()),
        "{names:?}"
    );
    assert!(
        !names.iter().any(|n| n.starts_with("uploads/")),
        "no uploads in the archive: {names:?}"
    );
    let mut listed = String::new();
    std::io::Read::read_to_string(
        &mut zip.by_name("media-manifest.json").unwrap(),
        &mut listed,
    )
    .unwrap();
    let manifest: serde_json::Value = serde_json::from_str(&listed).unwrap();
    let objects = manifest["objects"].as_array().unwrap();
    assert_eq!(objects.len(), 1, "{manifest}");
    let md5 = {
        use md5::Digest as _;
        hex::encode(md5::Md5::digest(b"kept in the bucket"))
    };
    assert_eq!(objects[0]["md5"], md5.as_str());
    assert_eq!(objects[0]["bytes"], 18);
    let key = objects[0]["key"].as_str().unwrap().to_string();
    assert!(key.starts_with("files/"), "{key}");

    // Restored elsewhere: the database comes back and the bucket is checked.
    let env = bucket_env(&store, "kept", "s3");
    let fresh = tempfile::tempdir().unwrap();
    let path = archive.to_string_lossy().into_owned();
    let printed = ok(atrium(fresh.path(), &env, &["restore", &path]));
    assert!(printed.contains("all 1 files"), "{printed}");
    assert!(nothing_under(fresh.path()));
    let backups = ok(atrium(app.dir.path(), &env, &["backup", "list"]));
    assert!(
        backups.contains("media (uploads) are in the [storage] bucket"),
        "{backups}"
    );

    remote(&store, "kept").delete(&key).unwrap();
    let again = tempfile::tempdir().unwrap();
    let out = atrium(again.path(), &env, &["restore", &path]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains(&format!("missing from the bucket: {key}")),
        "{}",
        text(&out)
    );
}
