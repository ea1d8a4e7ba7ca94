//! `Idempotency-Key` as the Recurring API v3 applies it: required on every POST, PUT, PATCH and
//! DELETE; the same key with the same request gets the same answer again (a 4xx included, the
//! operation is not redone); the same key with a different request is `409 idempotency-conflict`.

use actix_web::http::StatusCode;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::problem::VippsError;

const MAX_KEY_CHARS: usize = 40;

/// A success answer: status and optional JSON body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub status: StatusCode,
    pub body: Option<Value>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    fingerprint: String,
    answer: Result<Reply, VippsError>,
}

/// Method, path and body: what makes two requests "the same".
pub fn fingerprint(method: &str, path: &str, body: &[u8]) -> String {
    let mut hash = Sha256::new();
    hash.update(method.as_bytes());
    hash.update(b" ");
    hash.update(path.as_bytes());
    hash.update(b"\n");
    hash.update(body);
    hex::encode(hash.finalize())
}

/// The header's value, checked: 1–40 characters, none of `#`, `?`, `/`, `\`.
pub fn key(header: Option<&str>) -> Result<String, VippsError> {
    let bad = || {
        VippsError::bad_request(
            "idempotency-key-header",
            "Missing or invalid Idempotency-Key header: 1 to 40 characters, without # ? / \\",
        )
    };
    let key = header
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .ok_or_else(bad)?;
    if key.chars().count() > MAX_KEY_CHARS || key.contains(['#', '?', '/', '\\']) {
        return Err(bad());
    }
    Ok(key.to_owned())
}

/// The remembered answer for this key, or a conflict when the key came with another request.
pub fn replay(stored: Option<&Stored>, fingerprint: &str) -> Option<Result<Reply, VippsError>> {
    let stored = stored?;
    if stored.fingerprint == fingerprint {
        Some(stored.answer.clone())
    } else {
        Some(Err(VippsError::problem(
            StatusCode::CONFLICT,
            "idempotency-conflict",
            "The Idempotency-Key has been used with a different request",
        )))
    }
}

/// What to remember; a server error is not remembered, so a retry runs the operation again.
pub fn to_store(fingerprint: String, answer: &Result<Reply, VippsError>) -> Option<Stored> {
    let status = match answer {
        Ok(reply) => reply.status,
        Err(error) => error.status(),
    };
    (!status.is_server_error()).then(|| Stored {
        fingerprint,
        answer: answer.clone(),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn keys_are_checked() {
        assert!(key(None).is_err());
        assert!(key(Some("  ")).is_err());
        assert!(key(Some("a/b")).is_err());
        assert!(key(Some(&"k".repeat(41))).is_err());
        assert_eq!(key(Some(" 0b7e-42 ")).unwrap(), "0b7e-42");
    }

    #[test]
    fn same_request_replays_and_another_conflicts() {
        let fp = fingerprint("POST", "/x", b"{}");
        let answer = Ok(Reply {
            status: StatusCode::CREATED,
            body: None,
        });
        let stored = to_store(fp.clone(), &answer).unwrap();
        assert_eq!(replay(Some(&stored), &fp), Some(answer));
        let other = fingerprint("POST", "/x", b"{\"a\":1}");
        let conflict = replay(Some(&stored), &other).unwrap().unwrap_err();
        assert_eq!(conflict.status(), StatusCode::CONFLICT);
        let failed = Err(VippsError::problem(
            StatusCode::INTERNAL_SERVER_ERROR,
            "x",
            "y",
        ));
        assert!(to_store(fp, &failed).is_none());
    }
}
