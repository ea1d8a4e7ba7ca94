//! Verifying an ID token (OIDC Core §3.1.3.7) or a signed userinfo answer (§5.3.2): RS256 only,
//! signature against the provider's published key, issuer, audience, expiry (with leeway),
//! `azp`, nonce and `at_hash`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use super::error_code::TokenProblem;

pub type Claims = Map<String, Value>;

/// What a token must say to be ours.
pub struct Expected<'a> {
    pub issuer: &'a str,
    pub client_id: &'a str,
    pub leeway_seconds: u64,
    /// The login's nonce; `None` for userinfo.
    pub nonce: Option<&'a str>,
    /// The access token the ID token came with, for `at_hash`.
    pub access_token: Option<&'a str>,
    /// ID tokens must carry `exp` and `iat`; signed userinfo need not.
    pub id_token: bool,
}

/// The header's `kid`, after checking the algorithm is RS256.
pub fn key_id(token: &str) -> Result<Option<String>, TokenProblem> {
    let header =
        jsonwebtoken::decode_header(token).map_err(|e| TokenProblem::Malformed(e.to_string()))?;
    if header.alg != Algorithm::RS256 {
        return Err(TokenProblem::UnsupportedAlgorithm(format!(
            "{:?}",
            header.alg
        )));
    }
    Ok(header.kid)
}

fn problem(error: &jsonwebtoken::errors::Error) -> TokenProblem {
    match error.kind() {
        ErrorKind::InvalidSignature => TokenProblem::BadSignature,
        ErrorKind::ExpiredSignature => TokenProblem::Expired,
        ErrorKind::InvalidIssuer => TokenProblem::WrongIssuer,
        ErrorKind::InvalidAudience => TokenProblem::WrongAudience,
        ErrorKind::MissingRequiredClaim(claim) => TokenProblem::MissingClaim(claim.clone()),
        ErrorKind::InvalidAlgorithm
        | ErrorKind::InvalidAlgorithmName
        | ErrorKind::UnsupportedAlgorithm
        | ErrorKind::MissingAlgorithm => TokenProblem::UnsupportedAlgorithm(error.to_string()),
        // The rest mean a token (or key) we cannot use; the last arm covers kinds a newer
        // jsonwebtoken may add (its enum is non-exhaustive).
        ErrorKind::InvalidToken
        | ErrorKind::InvalidEcdsaKey
        | ErrorKind::InvalidEddsaKey
        | ErrorKind::InvalidRsaKey(_)
        | ErrorKind::RsaFailedSigning
        | ErrorKind::Signing(_)
        | ErrorKind::InvalidKeyFormat
        | ErrorKind::InvalidClaimFormat(_)
        | ErrorKind::InvalidSubject
        | ErrorKind::ImmatureSignature
        | ErrorKind::Base64(_)
        | ErrorKind::Json(_)
        | ErrorKind::Utf8(_)
        | ErrorKind::Provider(_)
        | _ => TokenProblem::Malformed(error.to_string()),
    }
}

/// `at_hash`: base64url of the left half of SHA-256 over the access token (OIDC Core §3.1.3.6).
pub fn at_hash(access_token: &str) -> String {
    URL_SAFE_NO_PAD.encode(&Sha256::digest(access_token.as_bytes())[..16])
}

pub fn verify(
    token: &str,
    key: &DecodingKey,
    expected: &Expected<'_>,
) -> Result<Claims, TokenProblem> {
    let mut validation = Validation::new(Algorithm::RS256);
    validation.leeway = expected.leeway_seconds;
    validation.set_issuer(&[expected.issuer]);
    validation.set_audience(&[expected.client_id]);
    validation.validate_exp = expected.id_token;
    let required: &[&str] = if expected.id_token {
        &["exp", "iss", "aud", "sub"]
    } else {
        &["sub"]
    };
    validation.set_required_spec_claims(required);
    let claims = jsonwebtoken::decode::<Claims>(token, key, &validation)
        .map_err(|e| problem(&e))?
        .claims;
    if expected.id_token && !claims.get("iat").is_some_and(Value::is_number) {
        return Err(TokenProblem::MissingClaim("iat".into()));
    }
    let several_audiences = claims
        .get("aud")
        .and_then(Value::as_array)
        .is_some_and(|aud| aud.len() > 1);
    match claims.get("azp").and_then(Value::as_str) {
        Some(azp) if azp != expected.client_id => return Err(TokenProblem::WrongAuthorizedParty),
        None if several_audiences => return Err(TokenProblem::WrongAuthorizedParty),
        Some(_) | None => {}
    }
    if let Some(nonce) = expected.nonce
        && claims.get("nonce").and_then(Value::as_str) != Some(nonce)
    {
        return Err(TokenProblem::WrongNonce);
    }
    if let (Some(access_token), Some(hash)) = (
        expected.access_token,
        claims.get("at_hash").and_then(Value::as_str),
    ) && at_hash(access_token) != hash
    {
        return Err(TokenProblem::AtHashMismatch);
    }
    Ok(claims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_hash_matches_the_oidc_core_example() {
        // OIDC Core Appendix A.3.
        assert_eq!(
            at_hash("jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y"),
            "77QmUPtjPfzWtF2AnpK9RQ"
        );
    }

    #[test]
    fn only_rs256_headers_pass() {
        // {"alg":"HS256","typ":"JWT"}.{"sub":"x"}.sig
        let hs = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4In0.c2ln";
        assert!(matches!(
            key_id(hs),
            Err(TokenProblem::UnsupportedAlgorithm(_))
        ));
        // {"alg":"none"}.{"sub":"x"}.
        let none = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.";
        assert!(key_id(none).is_err());
        assert!(matches!(
            key_id("not-a-jwt"),
            Err(TokenProblem::Malformed(_))
        ));
        // {"alg":"RS256","kid":"k1"}.{}.sig
        let rs = "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.e30.c2ln";
        assert_eq!(key_id(rs), Ok(Some("k1".into())));
    }
}
