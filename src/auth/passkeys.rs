//! The agency as a WebAuthn relying party: its id is the host of the public address, so a
//! passkey made on one Atrium works only there. A loopback address is `localhost` (browsers
//! refuse passkeys on bare IP addresses, and so does WebAuthn); any other IP address leaves
//! passkeys unavailable until `server.public_url` names a domain.

use std::net::IpAddr;

use webauthn_rs::prelude::{Url, Webauthn, WebauthnBuilder};

/// The relying party for `public_url` (`AppConfig::public_base_url`), or None when the address
/// cannot carry passkeys.
pub fn relying_party(public_url: &str, name: &str) -> Option<Webauthn> {
    let mut origin = Url::parse(public_url).ok()?;
    let host = origin.host_str()?.trim_matches(['[', ']']).to_string();
    let loopback = match host.parse::<IpAddr>() {
        Ok(ip) if ip.is_loopback() => true,
        Ok(_) => return None,
        Err(_) => host == "localhost",
    };
    if loopback {
        origin.set_host(Some("localhost")).ok()?;
    }
    let rp_id = origin.host_str()?.to_string();
    let name = if name.trim().is_empty() {
        "Atrium"
    } else {
        name
    };
    WebauthnBuilder::new(&rp_id, &origin)
        .ok()?
        .rp_name(name)
        // On one's own machine the port is whatever `serve` was given.
        .allow_any_port(loopback)
        .build()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::relying_party;

    #[test]
    fn passkeys_need_a_domain_and_loopback_counts_as_localhost() {
        assert!(relying_party("https://portal.example.com", "A").is_some());
        assert!(relying_party("http://127.0.0.1:8000", "A").is_some());
        assert!(relying_party("http://localhost:5173", "A").is_some());
        assert!(relying_party("http://203.0.113.9:8000", "A").is_none());
    }
}
