//! With media in a bucket (`[storage] backend = "s3"`) an archive holds the database and
//! `media-manifest.json` instead of the uploads: every stored file's key, size and MD5 as the
//! bucket lists them, so a restore can say which of them the bucket no longer has.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::storage::{Area, Store};

pub const MEDIA_MANIFEST: &str = "media-manifest.json";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MediaManifest {
    /// Said in the archive itself, for whoever opens it by hand.
    pub note: String,
    pub objects: Vec<MediaObject>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MediaObject {
    /// `<area>/<name>` under the bucket's prefix.
    pub key: String,
    pub bytes: u64,
    pub md5: String,
}

/// Every file in the bucket's four areas.
pub fn manifest(store: &Store) -> Result<MediaManifest, String> {
    let mut objects = Vec::new();
    for area in Area::ALL {
        for o in store.list_blocking(area)? {
            objects.push(MediaObject {
                key: format!("{}/{}", area.dir(), o.name),
                bytes: o.bytes,
                md5: o.etag,
            });
        }
    }
    Ok(MediaManifest {
        note: "The uploaded files are in the [storage] bucket, not in this archive; this lists \
               them as they were when it was taken."
            .into(),
        objects,
    })
}

/// The media manifest of an archive, when it has one (an archive of a disk store has none).
pub fn of_archive(archive: &Path) -> Result<Option<MediaManifest>, String> {
    let file = File::open(archive).map_err(|e| format!("{}: {e}", archive.display()))?;
    let mut zip = zip::ZipArchive::new(file).map_err(|e| format!("not a backup archive: {e}"))?;
    let Ok(mut entry) = zip.by_name(MEDIA_MANIFEST) else {
        return Ok(None);
    };
    let mut text = Vec::new();
    entry
        .read_to_end(&mut text)
        .map_err(|e| format!("{MEDIA_MANIFEST}: {e}"))?;
    serde_json::from_slice(&text)
        .map(Some)
        .map_err(|e| format!("{MEDIA_MANIFEST}: {e}"))
}

/// The keys the manifest lists that the bucket does not hold as listed (gone, or another size
/// or checksum).
pub fn missing(manifest: &MediaManifest, store: &Store) -> Result<Vec<String>, String> {
    let mut held = BTreeMap::new();
    for area in Area::ALL {
        for o in store.list_blocking(area)? {
            held.insert(format!("{}/{}", area.dir(), o.name), (o.bytes, o.etag));
        }
    }
    Ok(manifest
        .objects
        .iter()
        .filter(|o| held.get(&o.key) != Some(&(o.bytes, o.md5.clone())))
        .map(|o| o.key.clone())
        .collect())
}
