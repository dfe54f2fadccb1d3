//! Uploaded files: size limits, type sniffed from content, random names, and the one `Store`
//! every stored file is written to and served from (the uploads dir or a bucket).

pub mod bucket;
pub mod migrate;
pub mod store;

use std::path::Path;

use rocket::fs::TempFile;
use rocket::tokio::io::AsyncReadExt;

pub use store::{Answer, Area, Local, Reply, Served, Store};

use crate::error::{ApiError, ApiResult};

/// Creates a directory (and its parents) readable by the owner only: the data directory holds
/// the database, uploads and keys, which no other local account should read.
pub fn private_dir(dir: &Path) -> Result<(), String> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .map_err(|e| format!("cannot create data dir {}: {e}", dir.display()))?;
    // An existing directory keeps its mode unless tightened here.
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
        .map_err(|e| format!("cannot restrict {}: {e}", dir.display()))
}

/// A file for writing (emptied if it exists) that only its owner may read: archives, sealed
/// copies and databases in the making hold everything the portal keeps.
pub fn owner_only_file(path: &Path) -> Result<std::fs::File, String> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::File::options()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A 32-byte key kept as hex in `data_dir/name`, created (owner-only) on first start. Keys live
/// beside the database, never in it: a copy of the database alone opens nothing.
pub fn key_file(data_dir: &Path, name: &str) -> Result<[u8; 32], String> {
    use std::os::unix::fs::OpenOptionsExt;
    let path = data_dir.join(name);
    let hex_key = match std::fs::read_to_string(&path) {
        Ok(text) => text.trim().to_string(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let fresh = hex::encode(rand::random::<[u8; 32]>());
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            std::io::Write::write_all(&mut file, fresh.as_bytes())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            fresh
        }
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut key = [0u8; 32];
    hex::decode_to_slice(&hex_key, &mut key)
        .map_err(|_| format!("{} is not a 64-digit hex key", path.display()))?;
    Ok(key)
}

/// A multipart body as Rocket read it, or the answer for one it could not read: 413 only when a
/// size limit was crossed ("`what` size must be less than …", `limit` in bytes); a body cut
/// short (Rocket reports it as a length error too) is a 400.
pub fn read_form<T>(
    form: Result<rocket::form::Form<T>, rocket::form::Errors<'_>>,
    what: &str,
    limit: u64,
) -> ApiResult<T> {
    use rocket::form::error::ErrorKind;
    let errors = match form {
        Ok(form) => return Ok(form.into_inner()),
        Err(errors) => errors,
    };
    let over_limit = errors.iter().any(|e| {
        e.status() == rocket::http::Status::PayloadTooLarge
            && !matches!(
                e.kind,
                ErrorKind::InvalidLength {
                    min: None,
                    max: None
                }
            )
    });
    Err(if over_limit {
        ApiError::TooLarge(format!(
            "{what} size must be less than {}",
            size_label(limit)
        ))
    } else {
        ApiError::BadRequest(format!("The form data could not be read: {errors}"))
    })
}

/// Human size for messages: 5242880 -> "5MB".
pub fn size_label(bytes: u64) -> String {
    format!("{}MB", bytes / (1024 * 1024))
}

/// A random file name that cannot be guessed or collide: 128 bits, hex.
pub fn random_name(ext: &str) -> String {
    let mut bytes = [0u8; 16];
    rand::RngCore::fill_bytes(&mut rand::rng(), &mut bytes);
    format!("{}.{ext}", hex::encode(bytes))
}

/// Accepts names this module produced and nothing else (no separators, no dot-dot).
pub fn is_safe_name(name: &str) -> bool {
    let Some((stem, ext)) = name.split_once('.') else {
        return false;
    };
    stem.len() == 32
        && stem.chars().all(|c| c.is_ascii_hexdigit())
        && !ext.is_empty()
        && ext.len() <= 5
        && ext.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Checks an uploaded image (size first, then its real type), decodes it within the decoding
/// budget and stores our own re-encoding of it in `area` (see `media::avatar`). Returns the
/// stored file name. Nothing is kept when a check fails.
pub async fn save_image(
    file: &mut TempFile<'_>,
    field: &'static str,
    max_bytes: u64,
    (store, area): (&Store, Area),
    budget: &crate::decode::Budget,
) -> ApiResult<String> {
    if file.len() > max_bytes {
        return Err(ApiError::TooLarge(format!(
            "Image size must be less than {}",
            size_label(max_bytes)
        )));
    }
    let mut head = Vec::with_capacity(32);
    file.open().await?.take(32).read_to_end(&mut head).await?;
    use crate::decode::Format;
    if !matches!(
        Format::sniff(&head),
        Some(Format::Jpeg | Format::Png | Format::Gif)
    ) {
        return Err(ApiError::field(field, "Upload a JPG, PNG or GIF image."));
    }
    // The upload as sent is only read here; what is kept is the re-encoding below.
    let upload = store.landing(area, &random_name("part")).await?;
    file.copy_to(upload.path()).await?;
    let decoded = budget
        .decode(
            upload.path().to_path_buf(),
            field,
            crate::decode::MAX_PIXELS,
            crate::media::avatar,
        )
        .await;
    drop(upload);
    let (bytes, ext) = decoded?.out;
    let name = random_name(ext);
    store.put_bytes(area, &name, bytes).await?;
    Ok(name)
}
