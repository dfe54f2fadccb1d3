//! Archives sealed before they leave the machine: XChaCha20-Poly1305 in the STREAM construction
//! (each 64 KiB piece authenticated, with its place and the last piece marked, so a copy that was
//! reordered, cut short or altered does not open). The key is 32 random bytes in `offsite.key`
//! in the data directory, written once by `atrium offsite init`; without it no copy can be read.
//!
//! A sealed file is a header (magic, the key's id, the nonce prefix) then the pieces. The header
//! is every piece's associated data, and the key's id lets a restore with the wrong key say so
//! before it reads anything else.

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;

use chacha20poly1305::XChaCha20Poly1305;
use chacha20poly1305::aead::stream::{DecryptorBE32, EncryptorBE32};
use chacha20poly1305::aead::{self, KeyInit, Payload};
use sha2::{Digest, Sha256};

pub const KEY_FILE: &str = "offsite.key";
const MAGIC: &[u8; 16] = b"ATRIUM-OFFSITE\x00\x01";
const PIECE: usize = 64 * 1024;
const TAG: usize = 16;
/// 24-byte XChaCha nonce less STREAM's 4-byte counter and 1-byte last flag.
const PREFIX: usize = 19;
const ID: usize = 8;
const HEADER: usize = MAGIC.len() + ID + PREFIX;

pub struct Key([u8; 32]);

impl Key {
    /// A short fingerprint, written in every sealed copy and shown to people.
    pub fn id(&self) -> String {
        hex::encode(&Sha256::digest(self.0)[..ID])
    }

    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    pub fn from_hex(text: &str) -> Result<Key, String> {
        let bytes = hex::decode(text.trim())
            .ok()
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .ok_or("an off-site key is 64 hexadecimal characters")?;
        Ok(Key(bytes))
    }

    pub fn generate() -> Key {
        Key(rand::random())
    }

    /// The data directory's key; a clear refusal when there is none.
    pub fn load(data_dir: &Path) -> Result<Key, String> {
        let path = data_dir.join(KEY_FILE);
        let text = std::fs::read_to_string(&path).map_err(|_| {
            format!(
                "no off-site key at {}: copies cannot be sealed or read without it \
                 (atrium offsite init, or --key with the key it printed)",
                path.display()
            )
        })?;
        Key::from_hex(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Writes the key file, readable by its owner only; never over an existing one (its copies
    /// would become unreadable).
    pub fn save(&self, data_dir: &Path) -> Result<(), String> {
        use std::os::unix::fs::OpenOptionsExt;
        let path = data_dir.join(KEY_FILE);
        let mut file = File::options()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&path)
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::AlreadyExists => format!(
                    "{} exists: replacing it would make every copy sealed with it unreadable",
                    path.display()
                ),
                _ => format!("{}: {e}", path.display()),
            })?;
        writeln!(file, "{}", self.to_hex()).map_err(|e| e.to_string())?;
        file.sync_all().map_err(|e| e.to_string())
    }
}

fn read_full(from: &mut impl Read, buf: &mut [u8]) -> Result<usize, String> {
    let mut filled = 0;
    while filled < buf.len() {
        match from.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.to_string()),
        }
    }
    Ok(filled)
}

/// Seals `from` into `to`.
pub fn seal(key: &Key, from: &Path, to: &Path) -> Result<(), String> {
    let mut input = File::open(from).map_err(|e| format!("{}: {e}", from.display()))?;
    let left = input.metadata().map_err(|e| e.to_string())?.len();
    let mut out = crate::storage::owner_only_file(to)?;
    let mut header = Vec::with_capacity(HEADER);
    header.extend_from_slice(MAGIC);
    header.extend_from_slice(&Sha256::digest(key.0)[..ID]);
    header.extend_from_slice(&rand::random::<[u8; PREFIX]>());
    out.write_all(&header).map_err(|e| e.to_string())?;
    let aead = XChaCha20Poly1305::new((&key.0).into());
    let mut stream = Some(EncryptorBE32::from_aead(
        aead,
        header[HEADER - PREFIX..].into(),
    ));
    pieces(
        &mut input,
        left,
        PIECE,
        &header,
        &mut out,
        |payload, last| {
            let sealed = match (last, stream.as_mut()) {
                (false, Some(s)) => s.encrypt_next(payload),
                // The last piece consumes the stream: nothing can follow it.
                _ => stream
                    .take()
                    .ok_or(aead::Error)
                    .and_then(|s| s.encrypt_last(payload)),
            };
            sealed.map_err(|_| "sealing failed".to_string())
        },
    )
}

/// Opens a sealed `from` into `to`; refuses a copy sealed with another key, or one that was
/// altered or cut short, without leaving a partial `to` behind.
pub fn open(key: &Key, from: &Path, to: &Path) -> Result<(), String> {
    let result = open_into(key, from, to);
    if result.is_err() {
        let _ = std::fs::remove_file(to);
    }
    result
}

fn open_into(key: &Key, from: &Path, to: &Path) -> Result<(), String> {
    let mut input = File::open(from).map_err(|e| format!("{}: {e}", from.display()))?;
    let mut left = input.metadata().map_err(|e| e.to_string())?.len();
    let mut header = [0u8; HEADER];
    if read_full(&mut input, &mut header)? < HEADER || &header[..MAGIC.len()] != MAGIC {
        return Err("not an Atrium off-site copy".into());
    }
    left -= HEADER as u64;
    let sealed_with = hex::encode(&header[MAGIC.len()..MAGIC.len() + ID]);
    if sealed_with != key.id() {
        return Err(format!(
            "this copy was sealed with key {sealed_with}, and the key here is {}: \
             without its own key the copy cannot be read",
            key.id()
        ));
    }
    let aead = XChaCha20Poly1305::new((&key.0).into());
    let mut stream = Some(DecryptorBE32::from_aead(
        aead,
        header[HEADER - PREFIX..].into(),
    ));
    let mut out = crate::storage::owner_only_file(to)?;
    pieces(
        &mut input,
        left,
        PIECE + TAG,
        &header,
        &mut out,
        |payload, last| {
            let opened = match (last, stream.as_mut()) {
                (false, Some(s)) => s.decrypt_next(payload),
                _ => stream
                    .take()
                    .ok_or(aead::Error)
                    .and_then(|s| s.decrypt_last(payload)),
            };
            opened.map_err(|_| {
                "the copy is damaged or was altered: it does not open with its key".into()
            })
        },
    )
}

/// Reads `input` (`left` bytes) in pieces of `size`, the last one shorter or ending the input,
/// and writes what `step` makes of each (told whether it is the last) to `out`, then syncs it.
fn pieces(
    input: &mut File,
    mut left: u64,
    size: usize,
    header: &[u8],
    out: &mut File,
    mut step: impl FnMut(Payload<'_, '_>, bool) -> Result<Vec<u8>, String>,
) -> Result<(), String> {
    let mut buf = vec![0u8; size];
    loop {
        let n = read_full(input, &mut buf)?;
        left = left.saturating_sub(n as u64);
        let last = n < size || left == 0;
        let piece = step(
            Payload {
                msg: &buf[..n],
                aad: header,
            },
            last,
        )?;
        out.write_all(&piece).map_err(|e| e.to_string())?;
        if last {
            return out.sync_all().map_err(|e| e.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(len: usize) {
        let dir = tempfile::tempdir().unwrap();
        let plain: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
        let (a, b, c) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("c"),
        );
        std::fs::write(&a, &plain).unwrap();
        let key = Key::generate();
        seal(&key, &a, &b).unwrap();
        let sealed = std::fs::read(&b).unwrap();
        assert_eq!(
            sealed.len(),
            HEADER
                + len
                + TAG * (len / PIECE + usize::from(!len.is_multiple_of(PIECE) || len == 0))
        );
        open(&key, &b, &c).unwrap();
        assert_eq!(
            std::fs::read(&c).unwrap(),
            plain,
            "{len} bytes came back changed"
        );
    }

    #[test]
    fn sealed_copies_of_every_length_open_to_what_was_sealed() {
        for len in [0, 1, PIECE - 1, PIECE, PIECE + 1, 3 * PIECE, 3 * PIECE + 17] {
            round_trip(len);
        }
    }

    #[test]
    fn a_copy_cut_short_altered_or_opened_with_another_key_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b, c) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("c"),
        );
        std::fs::write(&a, vec![5u8; 2 * PIECE + 10]).unwrap();
        let key = Key::generate();
        seal(&key, &a, &b).unwrap();
        let sealed = std::fs::read(&b).unwrap();

        let other = Key::generate();
        let e = open(&other, &b, &c).unwrap_err();
        assert!(e.contains(&key.id()) && e.contains(&other.id()), "{e}");

        // Cut at a piece boundary: the last full piece is not marked last.
        std::fs::write(&b, &sealed[..HEADER + PIECE + TAG]).unwrap();
        assert!(open(&key, &b, &c).unwrap_err().contains("damaged"));
        assert!(!c.exists(), "a refused copy leaves nothing behind");

        let mut flipped = sealed.clone();
        flipped[HEADER + 100] ^= 1;
        std::fs::write(&b, &flipped).unwrap();
        assert!(open(&key, &b, &c).unwrap_err().contains("damaged"));
    }

    #[test]
    fn a_key_reads_back_from_its_hex_and_is_never_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let key = Key::generate();
        key.save(dir.path()).unwrap();
        assert_eq!(Key::load(dir.path()).unwrap().to_hex(), key.to_hex());
        assert!(
            Key::generate()
                .save(dir.path())
                .unwrap_err()
                .contains("unreadable")
        );
        assert!(Key::from_hex("abc").is_err());
    }
}
