//! Authenticator-app codes (RFC 6238: SHA-1, six digits, 30-second steps, as every app reads
//! an otpauth:// link) and recovery codes.

use qrcode::QrCode;
use qrcode::render::svg;
use rand::Rng;
use totp_rs::{Algorithm, Secret, TOTP};

/// Seconds per code.
const STEP: u64 = 30;

/// A new shared secret (160 bits, RFC 4226's recommendation).
pub fn new_secret() -> Vec<u8> {
    Secret::generate_secret()
        .to_bytes()
        .expect("a generated secret is raw bytes")
}

fn totp(secret: Vec<u8>, issuer: &str, account: &str) -> Option<TOTP> {
    // The otpauth label may hold no colon; the issuer names the agency in the app's list.
    let issuer = issuer.replace(':', " ");
    TOTP::new(
        Algorithm::SHA1,
        6,
        0,
        STEP,
        secret,
        Some(issuer.trim().to_string()).filter(|i| !i.is_empty()),
        account.replace(':', " "),
    )
    .ok()
}

/// What enrolment shows: the secret to type, the link, and the link as a QR code (SVG).
pub struct Enrolment {
    pub secret_base32: String,
    pub url: String,
    pub qr_svg: String,
}

pub fn enrolment(secret: &[u8], issuer: &str, account: &str) -> Option<Enrolment> {
    let t = totp(secret.to_vec(), issuer, account)?;
    let url = t.get_url();
    let qr_svg = QrCode::new(url.as_bytes())
        .ok()?
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build();
    Some(Enrolment {
        secret_base32: t.get_secret_base32(),
        url,
        qr_svg,
    })
}

/// The 30-second step whose code `code` is, accepting the step before and after now for a
/// clock a little off; None when it is no code of this secret near now.
pub fn step_of(secret: &[u8], code: &str, now: u64) -> Option<i64> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let t = totp(secret.to_vec(), "", "x")?;
    let here = now / STEP;
    [here.saturating_sub(1), here, here + 1]
        .into_iter()
        .find(|step| t.check(&code, step * STEP))
        .map(|step| step as i64)
}

/// Seconds since the epoch.
pub fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// How many recovery codes a user holds.
pub const RECOVERY_CODES: usize = 10;

/// Letters and digits nobody confuses when copying by hand (no 0/O, 1/I/L).
const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Ten fresh codes as the user writes them down ("ABCDE-FGHJK", 49 random bits each).
pub fn new_recovery_codes() -> Vec<String> {
    let mut rng = rand::rng();
    (0..RECOVERY_CODES)
        .map(|_| {
            let chars: String = (0..10)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
                .collect();
            format!("{}-{}", &chars[..5], &chars[5..])
        })
        .collect()
}

/// A recovery code as typed, in its one spelling: no dashes or spaces, upper case; None for
/// what cannot be one (so the caller can tell it from an app's code).
pub fn normalise_recovery_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == 10 && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// The stored form of a recovery code, bound to its user so equal codes of two users differ.
pub fn recovery_hash(user_id: i64, normalised: &str) -> String {
    super::token::hash(&format!("recovery:{user_id}:{normalised}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_from_the_secret_is_found_at_its_step_and_a_neighbouring_one() {
        let secret = new_secret();
        let t = totp(secret.clone(), "Agency", "a@b.c").unwrap();
        let now = 1_800_000_000;
        let code = t.generate(now);
        assert_eq!(step_of(&secret, &code, now), Some((now / 30) as i64));
        assert_eq!(step_of(&secret, &code, now + 30), Some((now / 30) as i64));
        assert_eq!(step_of(&secret, &code, now + 90), None);
        assert_eq!(step_of(&secret, "12345", now), None);
    }

    #[test]
    fn recovery_codes_are_ten_distinct_and_read_back_however_they_are_typed() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), 10);
        let set: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(set.len(), 10);
        let typed = codes[0].to_lowercase().replace('-', " ");
        assert_eq!(
            normalise_recovery_code(&typed).unwrap(),
            codes[0].replace('-', "")
        );
        assert!(normalise_recovery_code("123456").is_none());
    }

    #[test]
    fn the_enrolment_link_names_the_agency_and_the_account() {
        let e = enrolment(&new_secret(), "Bright: Studio", "ana@example.com").unwrap();
        assert!(e.url.starts_with("otpauth://totp/"), "{}", e.url);
        assert!(e.url.contains("issuer=Bright"), "{}", e.url);
        assert!(e.qr_svg.contains("<svg"));
    }
}
