//! PKCE (RFC 7636) as the simulated providers enforce it: S256 only.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// `code_verifier`: 43–128 characters of `[A-Za-z0-9-._~]` (RFC 7636 §4.1).
pub fn is_valid_verifier(verifier: &str) -> bool {
    (43..=128).contains(&verifier.len())
        && verifier
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// An S256 `code_challenge` is a base64url SHA-256 without padding: exactly 43 characters.
pub fn is_valid_s256_challenge(challenge: &str) -> bool {
    challenge.len() == 43
        && URL_SAFE_NO_PAD
            .decode(challenge)
            .is_ok_and(|bytes| bytes.len() == 32)
}

/// `BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge` (RFC 7636 §4.6).
pub fn s256_matches(verifier: &str, challenge: &str) -> bool {
    let computed = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    // Both are public once the code is redeemed; equal length, so a plain compare is fine.
    computed == challenge
}

#[cfg(test)]
mod tests {
    use super::*;

    // RFC 7636 Appendix B.
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    #[test]
    fn rfc_7636_example_matches() {
        assert!(is_valid_verifier(VERIFIER));
        assert!(is_valid_s256_challenge(CHALLENGE));
        assert!(s256_matches(VERIFIER, CHALLENGE));
        assert!(!s256_matches(&VERIFIER.replace('d', "e"), CHALLENGE));
    }

    #[test]
    fn refuses_malformed_values() {
        assert!(!is_valid_verifier("short"));
        assert!(!is_valid_verifier(&"a".repeat(129)));
        assert!(!is_valid_verifier(&format!("{}!", "a".repeat(50))));
        assert!(!is_valid_s256_challenge("plain-challenge"));
        assert!(!is_valid_s256_challenge(&format!("{}=", &CHALLENGE[..42])));
    }
}
