//! Signing what the token and userinfo endpoints hand out: the ID token (OIDC Core §2) and, for
//! providers that sign it, the userinfo answer.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::TimeDelta;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::faults::{IdTokenFault, TokenFault};
use super::provider::{AccessGrant, Issued, OidcProvider};
use crate::error::SandboxError;

/// `at_hash`: base64url of the left half of SHA-256 over the access token (OIDC Core §3.1.3.6).
pub fn at_hash(access_token: &str) -> String {
    let digest = Sha256::digest(access_token.as_bytes());
    URL_SAFE_NO_PAD.encode(&digest[..16])
}

fn insert(claims: &mut Map<String, Value>, name: &str, value: Value) {
    claims.insert(name.to_owned(), value);
}

/// The ID token for `issued`, with `fault` applied when one was queued.
pub async fn id_token(
    provider: &OidcProvider,
    issuer: &str,
    issued: &Issued,
    fault: Option<TokenFault>,
) -> Result<String, SandboxError> {
    let lifetime = provider.settings.token_lifetime;
    let kind = fault.as_ref().map(|f| f.kind);
    let (iat, exp) = match kind {
        Some(IdTokenFault::Expired) => {
            let iat = issued.issued_at - TimeDelta::hours(1) - lifetime;
            (iat, iat + lifetime)
        }
        _ => (issued.issued_at, issued.issued_at + lifetime),
    };
    let mut claims = issued.subject.id_token_claims.clone();
    let iss = match kind {
        Some(IdTokenFault::WrongIssuer) => format!("{issuer}-elsewhere"),
        _ => issuer.to_owned(),
    };
    let aud = match kind {
        Some(IdTokenFault::WrongAudience) => "another-client".to_owned(),
        _ => issued.client_id.clone(),
    };
    insert(&mut claims, "iss", json!(iss));
    insert(&mut claims, "sub", json!(issued.subject.sub));
    insert(&mut claims, "aud", json!(aud));
    insert(&mut claims, "azp", json!(issued.client_id));
    insert(&mut claims, "exp", json!(exp.timestamp()));
    insert(&mut claims, "iat", json!(iat.timestamp()));
    insert(
        &mut claims,
        "auth_time",
        json!(issued.auth_time.timestamp()),
    );
    insert(&mut claims, "jti", json!(Uuid::new_v4()));
    insert(&mut claims, "sid", json!(issued.login_id));
    insert(&mut claims, "at_hash", json!(at_hash(&issued.access_token)));
    let nonce = match kind {
        Some(IdTokenFault::WrongNonce) => Some(format!(
            "not-{}",
            issued.nonce.as_deref().unwrap_or("the-nonce")
        )),
        _ => issued.nonce.clone(),
    };
    if let Some(nonce) = nonce {
        insert(&mut claims, "nonce", json!(nonce));
    }
    let active = provider.keys.active().await?;
    match (kind, fault.and_then(|f| f.foreign_key)) {
        (Some(IdTokenFault::BadSignature), Some(foreign)) => {
            foreign.sign_as(active.kid(), "JWT", &claims)
        }
        (Some(IdTokenFault::UnknownKid), Some(foreign)) => foreign.sign("JWT", &claims),
        _ => active.sign("JWT", &claims),
    }
}

/// Userinfo claims: `sub` plus the subject's userinfo claims (OIDC Core §5.3.2); signed
/// providers add `iss` and `aud` and answer a JWT.
pub fn userinfo_claims(grant: &AccessGrant, signed: bool) -> Map<String, Value> {
    let mut claims = grant.subject.userinfo_claims.clone();
    insert(&mut claims, "sub", json!(grant.subject.sub));
    if signed {
        insert(&mut claims, "iss", json!(grant.issuer));
        insert(&mut claims, "aud", json!(grant.client_id));
    }
    claims
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_hash_matches_the_oidc_example() {
        // OIDC Core Appendix A.3: access token "jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y".
        assert_eq!(
            at_hash("jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y"),
            "77QmUPtjPfzWtF2AnpK9RQ"
        );
    }
}
