//! Moving every stored file from one store to the other (`atrium storage migrate`): each copy is
//! verified where it lands, and the source copies are deleted only once every file is. A file
//! already in place with the same size and checksum is not sent again, so a run cut off halfway
//! carries on where it stopped.

use std::io::{Read, Write};
use std::path::Path;

use md5::Digest as _;
use sha2::{Digest as _, Sha256};

use super::bucket::{Remote, file_md5};
use super::store::{Area, Kind, Store, key};

#[derive(Debug, Default)]
pub struct Moved {
    pub copied: usize,
    pub already: usize,
    /// Each file that could not be copied, with the reason.
    pub failed: Vec<String>,
    /// Files in the source that Atrium did not name (left where they are).
    pub foreign: Vec<String>,
    /// Every file now verified in the target.
    verified: Vec<(Area, String)>,
}

enum Copy {
    Copied,
    Already,
}

/// Copies every file of the four areas from `from` to `to`, verifying each.
pub fn copy_all(from: &Store, to: &Store, mut each: impl FnMut(&str)) -> Result<Moved, String> {
    let mut moved = Moved::default();
    for area in Area::ALL {
        for object in from.list_blocking(area)? {
            let name = object.name;
            let shown = format!("{}/{name}", area.dir());
            if !super::is_safe_name(&name) {
                moved.foreign.push(shown);
                continue;
            }
            let copy = match (from.kind(), to.kind()) {
                (Kind::Disk(root), Kind::Bucket(remote)) => up(
                    &root.join(area.dir()).join(&name),
                    remote,
                    &key(area, &name),
                ),
                (Kind::Bucket(remote), Kind::Disk(root)) => {
                    down(remote, &key(area, &name), &root.join(area.dir()), &name)
                }
                _ => return Err("files move between the disk and a bucket only".into()),
            };
            match copy {
                Ok(Copy::Copied) => moved.copied += 1,
                Ok(Copy::Already) => moved.already += 1,
                Err(e) => {
                    each(&format!("failed: {shown}: {e}"));
                    moved.failed.push(shown);
                    continue;
                }
            }
            moved.verified.push((area, name));
        }
    }
    Ok(moved)
}

/// Deletes the source copies of the verified files; answers how many went.
pub fn remove_sources(from: &Store, moved: &Moved) -> Result<usize, String> {
    for (area, name) in &moved.verified {
        match from.kind() {
            Kind::Disk(root) => {
                let path = root.join(area.dir()).join(name);
                std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?
            }
            Kind::Bucket(remote) => remote.delete(&key(*area, name))?,
        }
    }
    Ok(moved.verified.len())
}

/// To the bucket: the PUT carries the file's MD5 and the ETag answered must be it.
fn up(path: &Path, remote: &Remote, key: &str) -> Result<Copy, String> {
    let bytes = std::fs::metadata(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    let md5 = hex::encode(file_md5(path)?);
    if let Some((size, etag)) = remote.head(key)?
        && size == bytes
        && etag == md5
    {
        return Ok(Copy::Already);
    }
    remote.put(key, path)?;
    Ok(Copy::Copied)
}

/// To disk: written under a hidden name, checked against the bucket's MD5 (the ETag of a
/// single PUT, which is how Atrium stores) and read back by SHA-256, then renamed into place.
fn down(remote: &Remote, key: &str, dir: &Path, name: &str) -> Result<Copy, String> {
    let (size, etag) = remote.head(key)?.ok_or("no longer in the bucket")?;
    let etag_is_md5 = etag.len() == 32 && etag.chars().all(|c| c.is_ascii_hexdigit());
    let target = dir.join(name);
    if etag_is_md5
        && std::fs::metadata(&target).is_ok_and(|m| m.len() == size)
        && hex::encode(file_md5(&target)?) == etag
    {
        return Ok(Copy::Already);
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let partial = dir.join(format!(".{name}.partial"));
    let written = (|| {
        let mut reader = remote.reader(key)?;
        let mut file =
            std::fs::File::create(&partial).map_err(|e| format!("{}: {e}", partial.display()))?;
        let (mut md5, mut sha) = (md5::Md5::new(), Sha256::new());
        let mut buf = vec![0u8; 256 * 1024];
        let mut got = 0u64;
        loop {
            let n = reader
                .read(&mut buf)
                .map_err(|e| format!("downloading: {e}"))?;
            if n == 0 {
                break;
            }
            md5.update(&buf[..n]);
            sha.update(&buf[..n]);
            file.write_all(&buf[..n]).map_err(|e| e.to_string())?;
            got += n as u64;
        }
        file.sync_all().map_err(|e| e.to_string())?;
        if got != size {
            return Err(format!("{got} bytes received of {size}"));
        }
        let received = hex::encode(md5.finalize());
        if etag_is_md5 && received != etag {
            return Err(format!(
                "the bucket's checksum {etag} is not that of the bytes received ({received})"
            ));
        }
        if sha256_of(&partial)? != hex::encode(sha.finalize()) {
            return Err("the file written does not read back as received".into());
        }
        std::fs::rename(&partial, &target).map_err(|e| format!("{}: {e}", target.display()))
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    written.map(|()| Copy::Copied)
}

fn sha256_of(path: &Path) -> Result<String, String> {
    let mut file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut hash = Sha256::new();
    std::io::copy(&mut file, &mut hash).map_err(|e| e.to_string())?;
    Ok(hex::encode(hash.finalize()))
}
